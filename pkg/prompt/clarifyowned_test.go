package prompt

import (
	"math/rand/v2"
	"strings"
	"testing"
)

// TestClarifyKeysSaid: a clarify question names the thing as a person
// would, not the key read aloud: a person's detail is theirs ("the
// customer's phone number"), a key ending on "of" loses it ("Which week
// is it?"), a zone after a time is said as one ("in UTC"), and a key
// opening with an acronym its description spells is asked by those words
// ("length overall").
func TestClarifyKeysSaid(t *testing.T) {
	cases := []struct {
		name, typ, desc string
		want, notWant   string
	}{
		{"customerPhone", "string", "", "customer's phone number", "customer phone?"},
		{"patient_email", "string", "", "patient's email address", "patient email?"},
		{"weekOf", "string", "", "week", "week of"},
		{"time_utc", "string", "Time of the movement in ISO 8601 UTC, e.g. '2024-07-13T05:42:00Z'.", "in UTC?", "time utc"},
		{"loa_m", "number", "Length overall in metres.", "length overall", "loa"},
	}
	props := ""
	for i, c := range cases {
		if i > 0 {
			props += ","
		}
		props += `"` + c.name + `":{"type":"` + c.typ + `","description":"` + c.desc + `"}`
	}
	ps := devParams(t, "log_things", "Log things.", `{"type":"object","properties":{`+props+`}}`)
	for _, c := range cases {
		g := SpellShortKeys([]Param{ps[c.name]}, nil)
		for seed := range uint64(6) {
			q := ClarifyQuestion(rand.New(rand.NewPCG(seed, 1)), g[0])
			if !strings.Contains(q, c.want) || strings.Contains(strings.ToLower(q), c.notWant) {
				t.Errorf("%s: ClarifyQuestion = %q, want %q and not %q", c.name, q, c.want, c.notWant)
			}
		}
	}
	if got := acronymHead("age", "Age in years."); got != "" {
		t.Errorf(`acronymHead("age") = %q, want ""`, got)
	}
	if got := acronymHead("pen", "Pending entry"); got != "" {
		t.Errorf(`acronymHead("pen") = %q, want ""`, got)
	}
	if got := acronymHead("dob", "Date of birth, YYYY-MM-DD."); got != "date of birth" {
		t.Errorf(`acronymHead("dob") = %q, want "date of birth"`, got)
	}
}
