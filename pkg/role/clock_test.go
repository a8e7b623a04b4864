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

// A string whose pattern accepts only digit pairs around a colon
// ("^\d{2}:\d{2}$") is a time of day even with no description; a
// pattern of a date and a time, or of a code, is not.
func TestClockPattern(t *testing.T) {
	t.Parallel()
	for p, want := range map[string]bool{
		`^\d{2}:\d{2}$`:                          true,
		`^[0-9]{2}:[0-9]{2}$`:                    true,
		`^\d{1,2}:\d{2}$`:                        true,
		`^([01]\d|2[0-3]):[0-5]\d$`:              true,
		`^(?:[01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$`: true,
		`^\d{2}:\d{2}:\d{2}$`:                    true,
		`^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$`:        false,
		`^[A-Z]{2}:\d{4}$`:                       false,
		`^\d{2}-\d{2}$`:                          false,
	} {
		if got := clockPattern(p); got != want {
			t.Errorf("clockPattern(%q) = %v, want %v", p, got, want)
		}
	}
}

// A recording studio's book-session states its start only by the pattern
// "^\d{2}:\d{2}$": a time of day, not two digit pairs ("60:45").
func TestClockPatternServer(t *testing.T) {
	s, tools := loadServer(t, "dev39/recording_studio.json")
	if r := fileRole(t, s, tools, "book-session", "/start"); r.Kind != Time {
		t.Errorf("book-session.start = %s (%s), want a time of day", r.Kind, r.Why)
	}
}
