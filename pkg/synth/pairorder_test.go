package synth

import (
	"testing"
)

// A van's stop whose depart is "HH:MM, after arrive" was drawn depart
// 07:00, arrive 11:15 (the flight family's order); a pay period's d and
// d2 ran d 20260311, d2 20260128; a rental's performances fell months
// after its end. Each pair now keeps its order and the dates listed
// beside a span sit inside it, before its last day.
func TestPairsInOrder(t *testing.T) {
	t.Parallel()
	for _, c := range []struct{ file, tool, a, b, list string }{
		{"testdata/dev42/mobile_knife_sharpening_van.json", "add-stop", "arrive", "depart", ""},
		{"testdata/dev42/sheep_shearing_contractor.json", "pay_calc", "d", "d2", ""},
		{"testdata/dev42/sheep_shearing_contractor.json", "job_ls", "d", "d2", ""},
		{"testdata/dev42/orchestra_music_library.json", "library.requestRental", "rentalStart", "rentalEnd", "performanceDates"},
		// orders the tool's description states: "disembarked_at must be
		// after boarded_at" (boarded 2026-01-29, disembarked 2025-11-21),
		// "arrive <= first_show <= last_show <= depart" (first show
		// 2025-09-21 for an arrival on 2025-12-17)
		{"testdata/dev43/harbour_pilotage.json", "pilotage.job.complete", "boarded_at", "disembarked_at", ""},
		{"testdata/dev43/travelling_circus.json", "tour_stop_create", "arrive", "first_show", ""},
		{"testdata/dev43/travelling_circus.json", "tour_stop_create", "first_show", "last_show", ""},
		{"testdata/dev43/travelling_circus.json", "tour_stop_create", "last_show", "depart", ""},
		// terse keys saying their moment in words: "pg" (pager time)
		// was 2025-12-01 after "lt" (launch time) 2025-11-05
		{"testdata/dev43/lifeboat_station.json", "shout_new", "pg", "lt", ""},
	} {
		srv, tl := serverTool(t, c.file, c.tool)
		n := 0
		for _, m := range decodeAll(t, string(tl.InputSchema), 30, Options{Seed: 7, RootObject: true, Topic: tl.Name, About: tl.Description, Server: srv}) {
			a, okA := m[c.a].(string)
			b, okB := m[c.b].(string)
			if !okA || !okB {
				continue
			}
			n++
			if len(b) != len(a) || b <= a {
				t.Errorf("%s %s = %q, %s = %q, want %s after %s", c.tool, c.a, a, c.b, b, c.b, c.a)
			}
			list, _ := m[c.list].([]any)
			prev := ""
			for _, v := range list {
				if s, _ := v.(string); s < a || s >= b || s <= prev {
					t.Errorf("%s %s = %v, want distinct days in order from %s to before %s", c.tool, c.list, list, a, b)
				} else {
					prev = s
				}
			}
		}
		if n == 0 {
			t.Fatalf("%s: no %s and %s drawn together", c.tool, c.a, c.b)
		}
	}
}

// saysOrder finds the sibling's name as a word anywhere in the
// description: ">= d" in "end day (optional, >= d)", past the "d" of
// "end day".
func TestSaysOrderWord(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		d, k string
		want int
	}{
		{"end day (optional, >= d)", "d", 1},
		{"hh:mm, after arrive", "arrive", 1},
		{"must be on or after departure_date", "departure_date", 1},
		{"the end day", "d", 0},
		{"before the start", "start", -1},
		{"last day, yyyy-mm-dd; must not be before from_date.", "from_date", 1},
		{"no later than the end", "end", -1},
	} {
		if got := saysOrder(c.d, c.k); got != c.want {
			t.Errorf("saysOrder(%q, %q) = %d, want %d", c.d, c.k, got, c.want)
		}
	}
	if got := stemEnds([]string{"d", "d2", "x", "x1", "x2", "n"}); len(got) != 1 || got[0] != [2]string{"d", "d2"} {
		t.Errorf("stemEnds = %v, want d/d2", got)
	}
}
