package prompt

import (
	"strings"
	"testing"
)

// TestStateSetInWords checks that a state an update sets is said in
// words ("mark it in kiln", "out for pickup"), never with the value's
// underscores, and a state that starts with a preposition is never
// "set to" ("setting it to in kiln").
func TestStateSetInWords(t *testing.T) {
	cases := []requestCase{
		{"advance_pottery_job", "Advance a pottery job to its next stage.",
			`{"type":"object","properties":{"job_id":{"type":"string"},"status":{"type":"string","enum":["queued","in_kiln","glazing_done","out_for_pickup"]}},"required":["job_id","status"]}`,
			`{"job_id":"PJ-5521","status":"in_kiln"}`, []string{"in kiln"}, []string{"in_kiln", "to in kiln"}},
		{"advance_pottery_job", "Advance a pottery job to its next stage.",
			`{"type":"object","properties":{"job_id":{"type":"string"},"status":{"type":"string","enum":["queued","in_kiln","glazing_done","out_for_pickup"]}},"required":["job_id","status"]}`,
			`{"job_id":"PJ-5521","status":"glazing_done"}`, []string{"glazing done"}, []string{"glazing_done"}},
	}
	forRequests(t, cases, 6, 9, func(c requestCase, i int, text string) {
		for _, w := range c.want {
			if !strings.Contains(text, w) {
				t.Errorf("%s: request lacks %q: %s", c.name, w, text)
			}
		}
		for _, w := range c.never {
			if strings.Contains(text, w) {
				t.Errorf("%s: request has %q: %s", c.name, w, text)
			}
		}
	})
}
