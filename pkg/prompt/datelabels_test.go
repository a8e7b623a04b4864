package prompt

import (
	"regexp"
	"strings"
	"testing"
)

// TestDatesSaidWithWhatTheyAre checks that a request carrying two or more
// dates that are not the two ends of one range says each with what it is
// ("pick-up on …, then return on …", "doors open at 19:00 and show start
// at 20:00"), in time order, never "on X and on Y" (a blind rater could
// not tell the pickup from the return); two bare bounds of mixed layouts
// are a span ("from … to …"). The tools are written for the test.
func TestDatesSaidWithWhatTheyAre(t *testing.T) {
	cases := []requestCase{
		{"reserve_vehicle", "Reserve a rental car at a branch.",
			`{"type":"object","properties":{"branch_id":{"type":"string"},"pickup_time":{"type":"string","format":"date-time"},"return_time":{"type":"string","format":"date-time"}},"required":["branch_id","pickup_time","return_time"]}`,
			`{"branch_id":"BR-LIS-02","pickup_time":"2026-01-27T09:45:00Z","return_time":"2026-02-03T09:15:00Z"}`, []string{"pick-up", "return"}, nil},
		{"quote_rental", "Get a price quote for renting a car.",
			`{"type":"object","properties":{"city":{"type":"string"},"pick_up_date":{"type":"string","format":"date"},"drop_off_date":{"type":"string","format":"date"}},"required":["city","pick_up_date","drop_off_date"]}`,
			`{"city":"Lisbon","pick_up_date":"2026-03-03","drop_off_date":"2026-03-09"}`, []string{"pick-up", "drop-off"}, nil},
		{"schedule_event", "Put a concert on the venue calendar.",
			`{"type":"object","properties":{"title":{"type":"string"},"doors_open":{"type":"string","format":"date-time"},"show_start":{"type":"string","format":"date-time"}},"required":["title","doors_open","show_start"]}`,
			`{"title":"Spring Gala","show_start":"2026-03-14T20:00:00Z","doors_open":"2026-03-14T19:00:00Z"}`, []string{"doors open", "show start"}, nil},
		{"create_job", "Create a job.",
			`{"type":"object","properties":{"name":{"type":"string"},"scheduled_for":{"type":"string","format":"date-time"},"due_by":{"type":"string","format":"date-time"}},"required":["name","scheduled_for","due_by"]}`,
			`{"name":"db-migrate","scheduled_for":"2026-02-08T15:45:00Z","due_by":"2026-02-16T15:00:00Z"}`, []string{"scheduled for", "due by"}, nil},
		{"get_freebusy", "Query free/busy information for calendars.",
			`{"type":"object","properties":{"timeMin":{"type":"string","format":"date-time"},"timeMax":{"type":"string","format":"date-time"}},"required":["timeMin","timeMax"]}`,
			`{"timeMin":"2025-11-27T08:15:00Z","timeMax":"2025-11-28T08:15:00"}`, []string{"from ", " to "}, []string{" min ", " max "}},
		{"set_store_hours", "Set a store's opening hours for a day.",
			`{"type":"object","properties":{"store":{"type":"string"},"opens":{"type":"string","description":"Opening time HH:MM","pattern":"^[0-2][0-9]:[0-5][0-9]$"},"closes":{"type":"string","description":"Closing time HH:MM","pattern":"^[0-2][0-9]:[0-5][0-9]$"}},"required":["store","opens","closes"]}`,
			`{"store":"Harbor St","closes":"18:00","opens":"09:00"}`, []string{"opens at 09:00", "closes at 18:00"}, nil},
		// dates written as epoch seconds and as yyyymmdd are said the
		// same way ("on December 9, 2025 at 1:15pm UTC on December 9,
		// 2025 at 3:15pm UTC" told no takeoff from the landing)
		{"log_flight", "Log a flown sortie.",
			`{"type":"object","properties":{"sortie":{"type":"string"},"takeoff":{"type":"integer","description":"unix epoch seconds"},"landing":{"type":"integer","description":"unix epoch seconds"}},"required":["sortie","takeoff","landing"]}`,
			`{"sortie":"AS-1","landing":1765293300,"takeoff":1765286100}`, []string{"takeoff at 1:15pm", "landing at 3:15pm"}, nil},
		{"catch_summary", "Catch summary.",
			`{"type":"object","properties":{"d0":{"type":"string","pattern":"^[0-9]{8}$","description":"yyyymmdd"},"d1":{"type":"string","pattern":"^[0-9]{8}$","description":"yyyymmdd"}},"required":["d0","d1"]}`,
			`{"d0":"20251212","d1":"20260128"}`, []string{"d0 on december 12, 2025", "d1 on january 28, 2026"}, []string{"2025121"}},
	}
	unlabelled := regexp.MustCompile(`\bon [^,]*\d[^,]* and on \S*\d|\bon \d\d:\d\d`)
	first := map[string]*regexp.Regexp{
		"reserve_vehicle": regexp.MustCompile(`(?i)pick-up.*return`), "quote_rental": regexp.MustCompile(`(?i)pick-up.*drop-off`),
		"schedule_event": regexp.MustCompile(`(?i)doors open.*show start`), "create_job": regexp.MustCompile(`(?i)scheduled for.*due by`),
		"log_flight": regexp.MustCompile(`takeoff.*landing`), "catch_summary": regexp.MustCompile(`(?i)d0.*d1`),
		"get_freebusy": regexp.MustCompile(`(?i)from .*27.* to .*28`), "set_store_hours": regexp.MustCompile(`opens.*closes`),
	}
	forRequests(t, cases, 40, 13, func(c requestCase, i int, text string) {
		low := strings.ToLower(text)
		for _, w := range c.want {
			if !strings.Contains(low, w) {
				t.Errorf("%s: %q unsaid: %s", c.name, w, text)
			}
		}
		for _, w := range c.never {
			if strings.Contains(low, w) {
				t.Errorf("%s: %q said: %s", c.name, w, text)
			}
		}
		if unlabelled.MatchString(text) {
			t.Errorf("%s: dates without what they are: %s", c.name, text)
		}
		if !first[c.name].MatchString(text) {
			t.Errorf("%s: out of order: %s", c.name, text)
		}
	})
}
