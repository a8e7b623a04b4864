package role

import (
	"encoding/json"
	"testing"
)

// A number's range written in words ("Use level zero to two", "between
// one and five") bounds it as digits would (a quality flag "zero to two"
// was drawn 73); "one to one" states no range.
func TestWordRange(t *testing.T) {
	t.Parallel()
	tool := ToolContext{Name: "log_observation", Description: "Log a sky observation."}
	for _, c := range []struct {
		name, desc string
		lo, hi     float64
	}{
		{"quality", "Quality flag. Use level zero to two.", 0, 2},
		{"effort", "Effort rating between one and five", 1, 5},
	} {
		r := Classify(tool, ParamContext{Name: c.name, Path: "/" + c.name, Schema: json.RawMessage(`{"type":"integer","description":"` + c.desc + `"}`)})
		if r.Min == nil || r.Max == nil || *r.Min != c.lo || *r.Max != c.hi || r.Typical != nil && r.Typical.Hi > c.hi {
			t.Errorf("%s: min %v max %v typical %+v (%s), want %v..%v", c.name, r.Min, r.Max, r.Typical, r.Why, c.lo, c.hi)
		}
	}
	if p := readProse("Book one to one sessions", true); p.min != nil || p.max != nil {
		t.Errorf(`"one to one": range %v..%v, want none`, *p.min, *p.max)
	}
}
