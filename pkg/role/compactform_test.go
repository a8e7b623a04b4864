package role

import (
	"encoding/json"
	"testing"
)

// A terse key described only by a compact date or time format
// ("yyyymmdd", "HHMM") is a date or a time of day in it, and the same
// key left undescribed on another tool borrows that description.
func TestCompactForms(t *testing.T) {
	t.Parallel()
	tools := []ServerTool{
		{Name: "lanes", InputSchema: json.RawMessage(`{"type":"object","properties":{"dt":{"type":"string","description":"yyyymmdd"},"tm":{"type":"string","description":"HHMM"}}}`)},
		{Name: "trip", InputSchema: json.RawMessage(`{"type":"object","properties":{"trip_id":{"type":"string","description":"Trip id, format LINE-YYYYMMDD-HHMM, e.g. NORTH-20250301-0930"}}}`)},
		{Name: "reserve", InputSchema: json.RawMessage(`{"type":"object","properties":{"dt":{"type":"string"},"tm":{"type":"string"}}}`)},
	}
	s := NewServer("bowling", tools)
	for _, c := range []struct {
		tool, name, desc string
		kind             Kind
		format           string
	}{
		{"lanes", "dt", "yyyymmdd", Date, "YYYYMMDD"},
		{"lanes", "tm", "HHMM", Time, "HHMM"},
		{"reserve", "dt", "", Date, "YYYYMMDD"},
		// compact pieces of a longer id form state no date
		{"trip", "trip_id", "Trip id, format LINE-YYYYMMDD-HHMM, e.g. NORTH-20250301-0930", ID, ""},
	} {
		schema := `{"type":"string"}`
		if c.desc != "" {
			schema = `{"type":"string","description":"` + c.desc + `"}`
		}
		r := Classify(ToolContext{Name: c.tool, Server: s}, ParamContext{Name: c.name, Path: "/" + c.name, Schema: json.RawMessage(schema)})
		if r.Kind != c.kind || r.Format != c.format {
			t.Errorf("%s.%s: kind %s format %q (%s), want %s %s", c.tool, c.name, r.Kind, r.Format, r.Why, c.kind, c.format)
		}
	}
}
