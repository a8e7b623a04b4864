package synth

import (
	"testing"
	"time"
)

// dayOf reads the date a call holds at key (a date or an RFC 3339 date-time).
func dayOf(t *testing.T, m map[string]any, key string) (time.Time, bool) {
	t.Helper()
	s, ok := m[key].(string)
	if !ok {
		return time.Time{}, false
	}
	d, _, ok := whenOf(s)
	if !ok {
		t.Fatalf("%s = %q: no date", key, s)
	}
	return d, true
}

// Two ordered moments of one tool come in order with a gap of their kind:
// a stay's arrival (plain dates, no journey named) before its departure
// by nights, a radon test retrieved days after it was placed, an
// invoice's due date weeks after its date.
func TestOrderedMomentsOfRealTools(t *testing.T) {
	for _, tc := range []struct {
		file, tool, first, then string
		lo, hi                  time.Duration
	}{
		{"testdata/hold23/marina.json", "getSlipAvailability", "arrivalDate", "departureDate", 24 * time.Hour, 10 * 24 * time.Hour},
		{"testdata/hold23/marina.json", "reserveSlip", "arrivalDate", "departureDate", 24 * time.Hour, 10 * 24 * time.Hour},
		{"testdata/hold23/home_inspection.json", "radon_result_record", "placed_at", "retrieved_at", 48 * time.Hour, 7 * 24 * time.Hour},
		{"testdata/valuefit/xero.json", "update-invoice", "date", "dueDate", 7 * 24 * time.Hour, 45 * 24 * time.Hour},
	} {
		both := 0
		for _, m := range fileCalls(t, tc.file, tc.tool, 300, 11) {
			a, ok1 := dayOf(t, m, tc.first)
			b, ok2 := dayOf(t, m, tc.then)
			if !ok1 || !ok2 {
				continue
			}
			both++
			// (moments days apart keep a time of day within an hour)
			if gap := b.Sub(a); gap < tc.lo-time.Hour || gap > tc.hi+time.Hour {
				t.Errorf("%s: %s %v, %s %v: gap %v, want %v–%v", tc.tool, tc.first, m[tc.first], tc.then, m[tc.then], gap, tc.lo, tc.hi)
			}
		}
		if both == 0 {
			t.Errorf("%s: no call holds both %s and %s", tc.tool, tc.first, tc.then)
		}
	}
}

// A flight's departure still comes before its arrival: a tool that names
// a journey is no stay.
func TestTravelIsNoStay(t *testing.T) {
	g := &Generator{opts: Options{Topic: "search_flights", About: "Search flights between two airports."}}
	f := &momentFamilies[3]
	if !f.stayDates {
		t.Fatalf("momentFamilies[3] is not the stay family: %+v", f)
	}
	obj := map[string]any{"arrivalDate": "2026-03-02", "departureDate": "2026-03-01"}
	if g.inContext(f, obj, "arrivalDate", "departureDate", "") {
		t.Error("a flight search's arrival and departure taken as a stay")
	}
	g.opts = Options{Topic: "getSlipAvailability", About: "Returns open slips for the given dates."}
	if !g.inContext(f, obj, "arrivalDate", "departureDate", "") {
		t.Error("a slip's arrival and departure dates not taken as a stay")
	}
	obj["arrivalDate"] = "2026-03-02T10:00:00Z"
	if g.inContext(f, obj, "arrivalDate", "departureDate", "") {
		t.Error("a date-time arrival taken as a stay's date without stay words")
	}
}

// A standing order starts on one of the days it is delivered on.
func TestStartOnChosenWeekday(t *testing.T) {
	n := 0
	for _, m := range fileCalls(t, "testdata/hold23/bakery_wholesale.json", "place_standing_order", 60, 11) {
		days, ok := weekdaysOf(m["delivery_days"])
		d, ok2 := dayOf(t, m, "start_date")
		if !ok || !ok2 {
			continue
		}
		n++
		if !days[d.Weekday()] {
			t.Errorf("start_date %v is a %v, delivery days %v", m["start_date"], d.Weekday(), m["delivery_days"])
		}
	}
	if n == 0 {
		t.Fatal("no call holds delivery_days and start_date")
	}
}

// weekdaysOf reads a day's name or a list of them, and nothing else.
func TestWeekdaysOf(t *testing.T) {
	for _, tc := range []struct {
		v    any
		ok   bool
		days []time.Weekday
	}{
		{"fri", true, []time.Weekday{time.Friday}},
		{[]any{"Mon", "wednesday"}, true, []time.Weekday{time.Monday, time.Wednesday}},
		{[]any{"mon", "lunch"}, false, nil},
		{"2026-01-05", false, nil},
		{[]any{}, false, nil},
	} {
		days, ok := weekdaysOf(tc.v)
		if ok != tc.ok {
			t.Errorf("weekdaysOf(%v) ok = %v, want %v", tc.v, ok, tc.ok)
			continue
		}
		for _, d := range tc.days {
			if !days[d] {
				t.Errorf("weekdaysOf(%v) lacks %v", tc.v, d)
			}
		}
	}
}
