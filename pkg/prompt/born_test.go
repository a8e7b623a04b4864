package prompt

import (
	"math/rand/v2"
	"strings"
	"testing"
)

// TestDateOfBirthSaidAsOne wants a date of birth said as whose date it is
// ("born July 14, 1979", "DOB July 14, 1979"), never as when to act ("on July
// 14, 1979" beside an appointment's own "on" date).
func TestDateOfBirthSaidAsOne(t *testing.T) {
	set, err := Load()
	if err != nil {
		t.Fatal(err)
	}
	b, err := set.For(ToolInfo{Name: "schedule_vaccination", Description: "Book a vaccination appointment.",
		InputSchema: []byte(`{"type":"object","properties":{"patient_dob":{"type":"string","format":"date"},` +
			`"slot":{"type":"string","format":"date-time"}},"required":["patient_dob","slot"]}`)})
	if err != nil {
		t.Fatal(err)
	}
	r := set.NewRenderer()
	for i := 0; i < 12; i++ {
		s, _, err := r.Request(b, rand.New(rand.NewPCG(uint64(i), 3)), i, map[string]any{"patient_dob": "1979-07-14", "slot": "2026-02-04T15:15:00Z"})
		if err != nil {
			t.Fatal(err)
		}
		if !strings.Contains(s, "born July 14, 1979") && !strings.Contains(s, "born on July 14, 1979") &&
			!strings.Contains(s, "birth July 14, 1979") && !strings.Contains(s, "DOB July 14, 1979") {
			t.Errorf("request %d: %q, want the date of birth said as one", i, s)
		}
	}
}

// TestBornSaidOfAPerson wants "born" only where the request names a
// person it is said of: on a consent form the date of birth is the
// form's field ("DOB June 4, 1987"), never "store the consent for
// appointment 7, born June 4, 1987"; on a patient it may be "born".
func TestBornSaidOfAPerson(t *testing.T) {
	set, err := Load()
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		name, desc string
		born       bool
	}{
		{"record_consent_form", "Store the signed consent form for an appointment.", false},
		{"add_patient", "Add a patient to the practice.", true},
	} {
		b, err := set.For(ToolInfo{Name: c.name, Description: c.desc,
			InputSchema: []byte(`{"type":"object","properties":{"appointment_id":{"type":"string"},"date_of_birth":{"type":"string","format":"date"}},"required":["appointment_id","date_of_birth"]}`)})
		if err != nil {
			t.Fatal(err)
		}
		r := set.NewRenderer()
		saw := false
		for i := 0; i < 12; i++ {
			s, _, err := r.Request(b, rand.New(rand.NewPCG(uint64(i), 3)), i, map[string]any{"appointment_id": "APT-7", "date_of_birth": "1987-06-04"})
			if err != nil {
				t.Fatal(err)
			}
			saw = saw || strings.Contains(s, "born ")
		}
		if saw != c.born {
			t.Errorf("%s: said born %v, want %v", c.name, saw, c.born)
		}
	}
}
