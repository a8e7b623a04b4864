package prompt

import (
	"strings"
	"testing"
)

// TestUnitListSaid renders requests for lists of numbers whose keys end
// in a unit (Mapbox isochrone's contours_meters and contours_minutes, a
// lab's ageDays, as in /work/hold25) and checks the numbers are said with
// their unit and the key's own noun, never with the key read back ("with
// meters 5", "with days 1").
func TestUnitListSaid(t *testing.T) {
	cases := []struct {
		name, desc, schema, args string
		want                     []string // one must appear in every draw
		bad                      []string
	}{
		{"isochrone_tool", "Computes areas that are reachable within a specified amount of time from a location.",
			`{"type":"object","properties":{"contours_meters":{"type":"array","items":{"type":"number"},"description":"Distances in meters. Distances must be in increasing order."}},"required":["contours_meters"]}`,
			`{"contours_meters":[5]}`, []string{"a contour at 5 meters"}, []string{"meters 5"}},
		{"isochrone_tool", "Computes areas that are reachable within a specified amount of time from a location.",
			`{"type":"object","properties":{"contours_minutes":{"type":"array","items":{"type":"number"},"description":"Contour times in minutes. Times must be in increasing order."}},"required":["contours_minutes"]}`,
			`{"contours_minutes":[10,20,45]}`, []string{"contours at 10, 20 and 45 minutes"}, []string{"minutes 10"}},
		{"stratum_scheduleBreaks", "Set the compression test (break) schedule for a set of cylinders.",
			`{"type":"object","properties":{"sampleIds":{"type":"array","items":{"type":"string"}},"ageDays":{"type":"array","items":{"type":"integer","enum":[1,3,7,14,28]}}},"required":["sampleIds","ageDays"]}`,
			`{"sampleIds":["S1948580"],"ageDays":[1]}`, []string{"an age of 1 day"}, []string{"days 1", "1 days"}},
	}
	for _, c := range cases {
		for i, text := range renderDraws(t, c.name, c.desc, c.schema, c.args, 8, 47) {
			found := false
			for _, w := range c.want {
				found = found || strings.Contains(text, w)
			}
			if !found {
				t.Errorf("%s draw %d: none of %q in %s", c.name, i, c.want, text)
			}
			for _, b := range c.bad {
				if strings.Contains(text, b) {
					t.Errorf("%s draw %d: key read back (%q): %s", c.name, i, b, text)
				}
			}
		}
	}
}

// TestWrittenSettingSaid renders requests for a charter booking whose
// special_requests (as in /work/hold25/charter_coach.json) is a sentence
// the organizer writes, and checks it is never read back as a setting
// ("special requests set to \"…\"").
func TestWrittenSettingSaid(t *testing.T) {
	schema := `{"type":"object","properties":{"quote_id":{"type":"string"},"special_requests":{"type":"string","maxLength":500}},"required":["quote_id","special_requests"]}`
	args := `{"quote_id":"Q550955","special_requests":"Could we have a quiet spot if possible?"}`
	for i, text := range renderDraws(t, "charter_book", "Book a quoted charter.", schema, args, 10, 53) {
		if strings.Contains(text, "set to \"") || strings.Contains(text, "special requests to \"") {
			t.Errorf("draw %d: written text read back as a setting: %s", i, text)
		}
		if !strings.Contains(text, "\"Could we have a quiet spot if possible?\"") {
			t.Errorf("draw %d: text not said: %s", i, text)
		}
	}
}
