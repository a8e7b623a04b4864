package role

import (
	"encoding/json"
	"testing"
)

// A parameter its name reads as a title ("subject_number") whose
// examples are codes of digit groups is an id of that form; one whose
// examples are words stays a title.
func TestNumberedTitle(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		desc string
		kind Kind
	}{
		{`Participant subject, e.g. \"12-0045\".`, ID},
		{`Email subject, e.g. \"Weekly update\".`, Title},
	} {
		r := Classify(ToolContext{Name: "log_visit"}, ParamContext{Name: "subject", Path: "/subject", Schema: json.RawMessage(`{"type":"string","description":"` + c.desc + `"}`)})
		if r.Kind != c.kind {
			t.Errorf("%s: kind %s (%s), want %s", c.desc, r.Kind, r.Why, c.kind)
		}
	}
}
