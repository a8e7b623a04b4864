package prompt

import (
	"strings"
	"testing"
)

// A key naming a rate of one unit per another says the rate's unit
// ("mg/kg"), never the last unit alone (a dose "of 19.4 kg").
func TestPerUnit(t *testing.T) {
	cases := []struct {
		words string
		unit  string
		n     int
	}{
		{"dose mg per kg", "mg/kg", 3},
		{"dose mg kg", "mg/kg", 2},
		{"weight kg", "", 0},
		{"dose per kg", "", 0},
		{"mg per kg", "", 0},
		{"flow l per m", "liters/meters", 3},
		{"average pci per l", "pCi/L", 3},
		{"nitrate mg per l", "mg/L", 3},
	}
	for _, c := range cases {
		u, n, ok := perUnit(strings.Fields(c.words), unitAbbrevs)
		if ok != (c.unit != "") || u != c.unit || n != c.n {
			t.Errorf("perUnit(%q) = %q, %d, %v; want %q, %d", c.words, u, n, ok, c.unit, c.n)
		}
	}
	p := Param{Name: "doseMgPerKg", Type: "number", Description: "Dose in mg per kg body weight"}
	if base, unit, ok := abbrevUnit(p, "dose mg per kg"); !ok || base != "dose" || unit != "mg/kg" {
		t.Errorf(`abbrevUnit("dose mg per kg") = %q, %q, %v; want "dose", "mg/kg"`, base, unit, ok)
	}
}
