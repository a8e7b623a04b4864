package role

import (
	"strings"
	"testing"
)

// TestPartOrdinal: a number described as the place of a part inside a
// whole ("clue #", "stage no.") is small, 1 to 8, not any number up to 98;
// "number of stages" stays a count.
func TestPartOrdinal(t *testing.T) {
	for _, d := range []string{"clue #", "stage no. within the trail"} {
		r := Classify(ToolContext{Name: "note_help", Description: "Note help given to a group."},
			ParamContext{Name: "cl", Path: "/cl", Schema: []byte(`{"type":"integer","description":"` + d + `"}`)})
		if r.Typical == nil || r.Typical.Lo != 1 || r.Typical.Hi != 8 {
			t.Errorf("%q: typical %+v (%s), want 1-8", d, r.Typical, r.Why)
		}
	}
	r := Classify(ToolContext{Name: "make_trail"}, ParamContext{Name: "st", Path: "/st", Schema: []byte(`{"type":"integer","description":"number of stages"}`)})
	if r.Kind != Count {
		t.Errorf("number of stages: kind %s, want count", r.Kind)
	}
}

// TestTimeTakenMeasured: a time a bounded thing took ("seconds taken,
// 900 max") is measured, so synth draws any second of its range rather
// than one round number every time.
func TestTimeTakenMeasured(t *testing.T) {
	r := Classify(ToolContext{Name: "log_lap", Description: "Log a lap. secs = seconds taken, 900 max."},
		ParamContext{Name: "secs", Path: "/secs", Schema: []byte(`{"type":"integer","description":"seconds taken, 900 max"}`)})
	if r.Kind != Duration || !strings.Contains(r.Why, WhyMeasured) {
		t.Errorf("seconds taken: kind %s (%s), want a measured duration", r.Kind, r.Why)
	}
}
