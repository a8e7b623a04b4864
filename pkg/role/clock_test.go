package role

import (
	"encoding/json"
	"testing"
)

// A string stated as a time of day (a format "HH:MM", or examples that are
// all times) is a Time, whatever its name says; a date-time format, a
// date example or a pattern without a colon keeps its role.
func TestClockForm(t *testing.T) {
	t.Parallel()
	tool := ToolContext{Name: "schedulePickup", Description: "Book a courier pickup."}
	for _, c := range []struct {
		name, schema string
		want         Kind
	}{
		{"windowStart", `{"type":"string","description":"Start of the 1-hour window, 24h HH:MM, e.g. 13:00"}`, Time},
		{"open_at", `{"type":"string","description":"Opening time (HH:MM)"}`, Time},
		{"slot", `{"type":"string","description":"Slot start time, e.g. 09:30"}`, Time},
		{"starts_at", `{"type":"string","description":"Start, format YYYY-MM-DD HH:MM"}`, DateTime},
		{"due", `{"type":"string","description":"Due date, e.g. 2026-03-01"}`, Date},
	} {
		r := Classify(tool, ParamContext{Name: c.name, Path: "/" + c.name, Schema: json.RawMessage(c.schema)})
		if r.Kind != c.want {
			t.Errorf("%s: kind %q (%s), want %q", c.name, r.Kind, r.Why, c.want)
		}
	}
}
