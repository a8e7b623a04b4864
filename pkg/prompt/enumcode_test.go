package prompt

import (
	"strings"
	"testing"
)

// TestObjectEnumValuesSaid: a blood order's lines name their product by
// its enum value in words and keep a blood group as written after its
// key: "5 × red cells (abo rh A-)", never "5 × red_cells (a abo rh)",
// which dropped the group's sign and read A- as A.
func TestObjectEnumValuesSaid(t *testing.T) {
	for _, s := range fileRequests(t, "dev39/regional_blood_bank.json", "createHospitalOrder",
		`{"hospitalCode":"H014","priority":"urgent","lines":[{"product":"red_cells","aboRh":"A-","quantity":5},{"product":"fresh_frozen_plasma","aboRh":"AB+","quantity":2}]}`, 6) {
		for _, want := range []string{"5 × red cells", "2 × fresh frozen plasma", "rh A-", "rh AB+"} {
			if !strings.Contains(s, want) {
				t.Errorf("no %q in %q", want, s)
			}
		}
		for _, bad := range []string{"red_cells", "fresh_frozen_plasma", "a abo rh", "ab+ abo rh"} {
			if strings.Contains(s, bad) {
				t.Errorf("%q in %q", bad, s)
			}
		}
	}
}
