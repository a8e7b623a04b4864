package role

import (
	"encoding/json"
	"testing"
)

// A temperature of nothing said cold is not below freezing, a
// sterilizer's runs at steam heats, and a weather reading's (beside
// humidity) keeps its frosts (a cycle's max_temp_c was -8.6 °C).
func TestWarmDefaultTemperature(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		tool, desc, name string
		sibs             []string
		lo, hi           float64
	}{
		{"log_cooling", "Log the cooling of a cooked batch", "core_temp_c", nil, 0, 40},
		{"end_cycle", "Release a sterilizer cycle", "max_temp_c", nil, 115, 140},
		{"get_reading", "Current reading", "temperature_c", []string{"humidity", "wind_speed"}, -15, 40},
	} {
		r := Classify(ToolContext{Name: c.tool, Description: c.desc},
			ParamContext{Name: c.name, Path: "/" + c.name, Schema: json.RawMessage(`{"type":"number"}`), Siblings: c.sibs})
		if r.Typical == nil || r.Typical.Lo < c.lo || r.Typical.Hi > c.hi {
			t.Errorf("%s %s: typical %+v (%s), want within %g–%g", c.tool, c.name, r.Typical, r.Why, c.lo, c.hi)
		}
	}
	r := Classify(ToolContext{Name: "get_reading", Description: "Current reading"},
		ParamContext{Name: "temperature_c", Path: "/temperature_c", Schema: json.RawMessage(`{"type":"number"}`), Siblings: []string{"humidity"}})
	if r.Typical == nil || r.Typical.Lo >= 0 {
		t.Errorf("weather temperature typical %+v, want one below freezing", r.Typical)
	}
}
