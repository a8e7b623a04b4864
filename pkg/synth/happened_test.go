package synth

import (
	"testing"
	"time"
)

// A date of something that happened (its name says paid_on or
// noticed_at, or its description "Day the payment was made", "When the
// fault was noticed") has passed: half such dates fell after the run's
// reference date. A pickup is yet to come.
func TestHappenedDatesPassed(t *testing.T) {
	for _, c := range []struct {
		name, desc string
		ahead      bool
	}{
		{"paid_on", "Day the payment was made", false},
		{"noticed_at", "When the fault was noticed", false},
		{"when", "When the incident occurred", false},
		{"pickup_date", "", true},
	} {
		src := `{"type":"object","properties":{"` + c.name + `":{"type":"string","format":"date","description":"` + c.desc + `"}},"required":["` + c.name + `"]}`
		for _, m := range decodeAll(t, src, 30, Options{Seed: 5, RootObject: true, Topic: "record_it", About: "Record it."}) {
			d, err := time.Parse("2006-01-02", m[c.name].(string))
			if err != nil {
				t.Fatal(err)
			}
			if c.ahead && !d.After(refDate) || !c.ahead && d.After(refDate) {
				t.Errorf("%s (%q) = %s, want %s the reference date %s", c.name, c.desc, d.Format("2006-01-02"),
					map[bool]string{true: "after", false: "on or before"}[c.ahead], refDate.Format("2006-01-02"))
			}
		}
	}
}
