package synth

import (
	"encoding/json"
	"testing"
	"time"
)

// A meeting tool's dates fall on working days; another tool's dates keep
// every day of the week.
func TestOfficeDays(t *testing.T) {
	t.Parallel()
	src := `{"type":"object","properties":{"date":{"type":"string","format":"date"}},"required":["date"]}`
	days := func(o Options) map[time.Weekday]int {
		out := map[time.Weekday]int{}
		for _, in := range instances(t, src, 300, o) {
			var v struct{ Date string }
			if err := json.Unmarshal(in, &v); err != nil {
				t.Fatal(err)
			}
			d, err := time.Parse("2006-01-02", v.Date)
			if err != nil {
				t.Fatal(err)
			}
			out[d.Weekday()]++
		}
		return out
	}
	meet := days(Options{Seed: 4, RootObject: true, Topic: "book_meeting", About: "Book a meeting room for a time slot."})
	if meet[time.Saturday]+meet[time.Sunday] > 0 {
		t.Errorf("meeting dates on weekends: %v", meet)
	}
	trip := days(Options{Seed: 4, RootObject: true, Topic: "get_forecast", About: "Get the weather forecast for a city."})
	if trip[time.Saturday] == 0 || trip[time.Sunday] == 0 {
		t.Errorf("a weather tool's dates skip weekends: %v", trip)
	}
}

// A meeting tool's dates skip public holidays (no design review on New
// Year's Day), and a lower bound on existing records ("since") is a day
// that has passed.
func TestNoHolidayMeetingsAndPastSince(t *testing.T) {
	t.Parallel()
	src := `{"type":"object","properties":{"date":{"type":"string","format":"date"},"since":{"type":"string","format":"date-time"}},"required":["date","since"]}`
	for _, in := range instances(t, src, 600, Options{Seed: 5, RootObject: true, Topic: "book_meeting", About: "Book a meeting room for a time slot."}) {
		var v struct{ Date, Since string }
		if err := json.Unmarshal(in, &v); err != nil {
			t.Fatal(err)
		}
		d, err := time.Parse("2006-01-02", v.Date)
		if err != nil {
			t.Fatal(err)
		}
		if holiday(d) {
			t.Errorf("meeting on a holiday: %s", v.Date)
		}
		if s, err := time.Parse(time.RFC3339, v.Since); err != nil || !s.Before(refDate) {
			t.Errorf("since %s: not a time that has passed (%v)", v.Since, err)
		}
	}
}
