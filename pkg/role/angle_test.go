package role

import (
	"encoding/json"
	"testing"
)

// A number the name or unit says is an angle lies in the range of its
// angle: a declination in -90..90, an azimuth or a heading in 0..360
// (drawn 336 and 576 before); an elevation in metres is no angle.
func TestAngleRange(t *testing.T) {
	t.Parallel()
	tool := ToolContext{Name: "log_observation", Description: "Log a sky observation."}
	for _, c := range []struct {
		name, schema string
		lo, hi       float64
	}{
		{"declination", `{"type":"number","description":"Declination of the target in degrees"}`, -90, 90},
		{"azimuth_deg", `{"type":"number"}`, 0, 360},
		{"heading", `{"type":"number","description":"Heading in degrees"}`, 0, 360},
		{"elevation_deg", `{"type":"number"}`, 0, 90},
	} {
		r := Classify(tool, ParamContext{Name: c.name, Path: "/" + c.name, Schema: json.RawMessage(c.schema)})
		if r.Unit != "degrees" || r.Typical == nil || r.Typical.Lo < c.lo || r.Typical.Hi > c.hi {
			t.Errorf("%s: %s in %q typical %+v (%s), want degrees within %v..%v", c.name, r.Kind, r.Unit, r.Typical, r.Why, c.lo, c.hi)
		}
	}
	r := Classify(tool, ParamContext{Name: "elevation", Path: "/elevation", Schema: json.RawMessage(`{"type":"number","description":"Site elevation in metres"}`)})
	if r.Unit == "degrees" {
		t.Errorf("elevation in metres: %s in degrees (%s), want no angle", r.Kind, r.Why)
	}
}
