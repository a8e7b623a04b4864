package synth

import (
	"regexp"
	"strconv"
	"testing"
)

// An id whose example holds a day before a month's letters ("OSL09JUN-114":
// a route's date) keeps a day of the month in every value drawn like it,
// never day 58.
func TestDayBeforeMonthInIDs(t *testing.T) {
	src := `{"type":"object","properties":{"route_id":{"type":"string","description":"Route identifier: depot, date as DDMMM and a sequence, e.g. OSL09JUN-114"}},"required":["route_id"]}`
	re := regexp.MustCompile(`^[A-Z]{3}(\d\d)[A-Z]{3}-\d{3}$`)
	n := 0
	for _, m := range decodeAll(t, src, 30, Options{Seed: 5, Key: "ferry/get_route", Topic: "get_route", RootObject: true}) {
		v, _ := m["route_id"].(string)
		sm := re.FindStringSubmatch(v)
		if sm == nil {
			continue // (an example copied or another shape: not this rule's)
		}
		n++
		if d, _ := strconv.Atoi(sm[1]); d < 1 || d > 28 {
			t.Errorf("route_id %q: day %d, want 1-28", v, d)
		}
	}
	if n < 10 {
		t.Errorf("%d of 30 route ids shaped like the example, want most", n)
	}
	for ex, want := range map[string]bool{"DEN14MAR-021": true, "14MAR": true, "X14MARS": false, "DEN142MAR": false} {
		rs := runsOf(ex)
		got := false
		for _, r := range rs {
			got = got || r.class == '9' && dayBeforeMonth(ex, r)
		}
		if got != want {
			t.Errorf("dayBeforeMonth in %q = %v, want %v", ex, got, want)
		}
	}
}
