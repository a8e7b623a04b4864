package synth

import (
	"strings"
	"testing"
)

// The bare name of a person-like thing is a person's name: a donor
// enrolled by a tool whose name ends on "donor", the guardian object of a
// booking. A host's name stays no person's, and a name qualified by another
// noun (farm_name) is not touched.
func TestPersonNamedThing(t *testing.T) {
	isFirst := map[string]bool{}
	for _, f := range firstNames {
		isFirst[f] = true
	}
	person := func(v string) bool {
		ws := strings.Fields(v)
		return len(ws) == 2 && isFirst[ws[0]]
	}
	cases := []struct {
		topic, src, field string
		want              bool
	}{
		{"enrol_donor", `{"type":"object","properties":{"name":{"type":"string"},"phone":{"type":"string"}},"required":["name","phone"]}`, "name", true},
		{"book_lesson", `{"type":"object","properties":{"guardian":{"type":"object","properties":{"name":{"type":"string"},"relationship":{"type":"string"}},"required":["name"]}},"required":["guardian"]}`, "guardian.name", true},
		{"book_viewing", `{"type":"object","properties":{"nextOfKin":{"type":"object","properties":{"name":{"type":"string"}},"required":["name"]}},"required":["nextOfKin"]}`, "nextOfKin.name", true},
		{"add_host", `{"type":"object","properties":{"name":{"type":"string"}},"required":["name"]}`, "name", false},
	}
	for _, c := range cases {
		for _, m := range decodeAll(t, c.src, 20, Options{Seed: 5, RootObject: true, Topic: c.topic}) {
			var v any = m
			for _, k := range strings.Split(c.field, ".") {
				v = v.(map[string]any)[k]
			}
			s, _ := v.(string)
			if person(s) != c.want {
				t.Errorf("%s %s = %q: want a person's name %v", c.topic, c.field, s, c.want)
			}
		}
	}
}
