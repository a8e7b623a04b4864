package synth

import (
	"encoding/json"
	"testing"
	"time"
)

// A date of birth is an adult's, years before the run's reference date,
// whatever names it: a new user's schedule_vaccination tool (patient_dob,
// format date, beside an appointment slot) got birth dates a few weeks
// around the appointment, some after it.
func TestDateOfBirthIsYearsBack(t *testing.T) {
	t.Parallel()
	for _, src := range []string{
		`{"type":"object","properties":{"patient_dob":{"type":"string","format":"date"},"slot":{"type":"string","format":"date-time"}},"required":["patient_dob","slot"]}`,
		`{"type":"object","properties":{"birthDate":{"type":"string"}},"required":["birthDate"]}`,
		`{"type":"object","properties":{"dob":{"type":"string","description":"Date of birth, YYYY-MM-DD"}},"required":["dob"]}`,
		`{"type":"object","properties":{"member_born":{"type":"string","format":"date","description":"The day the member was born on"}},"required":["member_born"]}`,
	} {
		for _, in := range instances(t, src, 20, Options{Seed: 5, Key: "born", RootObject: true, Topic: "schedule_vaccination", About: "Book a vaccination appointment"}) {
			var m map[string]any
			if err := json.Unmarshal(in, &m); err != nil {
				t.Fatal(err)
			}
			for k, v := range m {
				if k == "slot" {
					continue
				}
				s, _ := v.(string)
				d, err := time.Parse("2006-01-02", s)
				if err != nil {
					t.Errorf("%s = %q: not a date", k, s)
					continue
				}
				if d.After(refDate.AddDate(-18, 0, 0)) {
					t.Errorf("%s = %s: not an adult's date of birth", k, s)
				}
			}
		}
	}
}
