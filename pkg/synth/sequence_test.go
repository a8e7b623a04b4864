package synth

import (
	"testing"
	"time"
)

// Two moments a tool takes in order come in that order with a gap of
// their kind: a car is picked up before it is returned (1–14 days), doors
// open 30–90 minutes before the show, a guest arrives 1–10 nights before
// leaving a hotel, a job is scheduled before it is due, a train departs
// before it arrives, and a date whose description says "on or after" a
// sibling is after it. Each was drawn independently before (a return
// before its pickup, doors months after the show).
func TestMomentsInOrder(t *testing.T) {
	t.Parallel()
	cases := []struct {
		name, src, topic, about, a, b string
		lo, hi                        time.Duration
	}{
		{"rental", `{"type":"object","properties":{"pickup_time":{"type":"string","format":"date-time","description":"When the customer collects the car"},"return_time":{"type":"string","format":"date-time"}},"required":["pickup_time","return_time"]}`,
			"reserve_vehicle", "Reserve a rental car", "pickup_time", "return_time", 20 * time.Hour, 15 * 24 * time.Hour},
		{"rental dates", `{"type":"object","properties":{"pickUpDate":{"type":"string","format":"date"},"dropOffDate":{"type":"string","format":"date"}},"required":["pickUpDate","dropOffDate"]}`,
			"quote", "Quote a rental", "pickUpDate", "dropOffDate", 24 * time.Hour, 14 * 24 * time.Hour},
		{"doors", `{"type":"object","properties":{"doors_open":{"type":"string","format":"date-time"},"show_start":{"type":"string","format":"date-time"}},"required":["doors_open","show_start"]}`,
			"schedule_event", "Put a show on the calendar", "doors_open", "show_start", 30 * time.Minute, 90 * time.Minute},
		{"stay", `{"type":"object","properties":{"arrival":{"type":"string","format":"date","description":"Check-in date"},"departure":{"type":"string","format":"date","description":"Check-out date"}},"required":["arrival","departure"]}`,
			"hold_room", "Hold a room for a guest", "arrival", "departure", 24 * time.Hour, 10 * 24 * time.Hour},
		{"job", `{"type":"object","properties":{"scheduled_for":{"type":"string","format":"date-time"},"due_by":{"type":"string","format":"date-time"}},"required":["scheduled_for","due_by"]}`,
			"create_job", "Create a job", "scheduled_for", "due_by", 20 * time.Hour, 22 * 24 * time.Hour},
		{"train", `{"type":"object","properties":{"depart_at":{"type":"string","format":"date-time"},"arrive_by":{"type":"string","format":"date-time"}},"required":["depart_at","arrive_by"]}`,
			"plan_trip", "Plan a train trip", "depart_at", "arrive_by", time.Hour, 12 * time.Hour},
		{"said after", `{"type":"object","properties":{"outward":{"type":"string","format":"date"},"homeward":{"type":"string","format":"date","description":"Must be on or after outward"}},"required":["outward","homeward"]}`,
			"ferry", "Find ferries", "outward", "homeward", 24 * time.Hour, 14 * 24 * time.Hour},
		{"report", `{"type":"object","properties":{"period_begin":{"type":"string","format":"date"},"period_finish":{"type":"string","format":"date"}},"required":["period_begin","period_finish"]}`,
			"compare_periods", "Compare revenue", "period_begin", "period_finish", 0, 92 * 24 * time.Hour},
	}
	for _, c := range cases {
		for _, m := range decodeAll(t, c.src, 30, Options{Seed: 5, Key: c.name, RootObject: true, Topic: c.topic, About: c.about}) {
			x, _, ok := whenOf(m[c.a].(string))
			y, _, ok2 := whenOf(m[c.b].(string))
			if !ok || !ok2 {
				t.Fatalf("%s: %v", c.name, m)
			}
			if d := y.Sub(x); d < c.lo || d > c.hi {
				t.Errorf("%s: %s %s, %s %s: %v apart", c.name, c.a, m[c.a], c.b, m[c.b], d)
			}
		}
	}
}

// Two times of day a tool takes in order are times of day in that order:
// a store opens in the morning and closes 8–12 hours later (a pattern
// "^[0-2][0-9]:[0-5][0-9]$" drew 25:25 and a closing before the opening).
func TestClockTimesInOrder(t *testing.T) {
	t.Parallel()
	src := `{"type":"object","properties":{"opens":{"type":"string","description":"Opening time HH:MM","pattern":"^[0-2][0-9]:[0-5][0-9]$"},"closes":{"type":"string","description":"Closing time HH:MM","pattern":"^[0-2][0-9]:[0-5][0-9]$"}},"required":["opens","closes"]}`
	for _, m := range decodeAll(t, src, 30, Options{Seed: 5, Key: "hours", RootObject: true, Topic: "set_store_hours", About: "Set a store's opening hours for a day."}) {
		o, err1 := time.Parse("15:04", m["opens"].(string))
		c, err2 := time.Parse("15:04", m["closes"].(string))
		if err1 != nil || err2 != nil || c.Sub(o) < 4*time.Hour {
			t.Errorf("opens %s, closes %s", m["opens"], m["closes"])
		}
	}
}

// A range's ends named tersely ("fr"/"to"), by comparison
// ("earlier"/"later") or by a deadline's trigger come in order, and a gap
// the descriptions cap ("no more than 12 hours later") keeps within it:
// a gym's freeze ran "fr 2025-12-18 to 2025-11-18", a 12-hour work
// permit was valid for 8 days.
func TestStatedPairsInOrder(t *testing.T) {
	t.Parallel()
	cases := []struct {
		file, tool, a, b string
		lo, hi           time.Duration
	}{
		{"testdata/dev39/climbing_gym.json", "frz", "fr", "to", 24 * time.Hour, 92 * 24 * time.Hour},
		{"testdata/dev39/mine_site_safety.json", "issue_work_permit", "valid_from", "valid_to", time.Minute, 12 * time.Hour},
	}
	for _, c := range cases {
		srv, tl := serverTool(t, c.file, c.tool)
		both := 0
		for _, m := range decodeAll(t, string(tl.InputSchema), 40, Options{Seed: 5, RootObject: true, Topic: tl.Name, About: tl.Description, Server: srv}) {
			x, okA := m[c.a].(string)
			y, okB := m[c.b].(string)
			if !okA || !okB {
				continue
			}
			both++
			tx, _, ok1 := whenOf(x)
			ty, _, ok2 := whenOf(y)
			if d := ty.Sub(tx); !ok1 || !ok2 || d < c.lo || d > c.hi {
				t.Errorf("%s: %s %s, %s %s: %v apart", c.tool, c.a, x, c.b, y, d)
			}
		}
		if both == 0 {
			t.Errorf("%s: no instance with both %s and %s", c.tool, c.a, c.b)
		}
	}
	for _, c := range []struct{ a, b string }{{"earlier", "later"}, {"trigger_date", "deadline"}} {
		src := `{"type":"object","properties":{"` + c.a + `":{"type":"string","format":"date"},"` + c.b + `":{"type":"string","format":"date"}},"required":["` + c.a + `","` + c.b + `"]}`
		for _, m := range decodeAll(t, src, 30, Options{Seed: 5, Key: c.a, RootObject: true, Topic: "compare", About: "Compare two dates."}) {
			if x, y := m[c.a].(string), m[c.b].(string); x >= y {
				t.Errorf("%s %s, %s %s: not in order", c.a, x, c.b, y)
			}
		}
	}
}
