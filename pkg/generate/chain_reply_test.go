package generate

import (
	"encoding/json"
	"regexp"
	"strings"
	"testing"
	"time"
)

// TestChainRepliesPlain: the answers of the example server's chains read
// as a person's: a room's bookings on the day asked for are said with
// their times, not that day again ("Booked on 1 January 2026: Design
// review at 14:00 UTC (60 min).", not "… on 1 January 2026 at 14:00"),
// and a room is described in a sentence, not a template's "seats 10; it
// has video and whiteboard". A search of two or three days is not
// introduced as planning the week.
func TestChainRepliesPlain(t *testing.T) {
	dayTwice := regexp.MustCompile(`Booked on (\d{1,2} \w+ \d{4}): [^.]*\bon ` + `(\d{1,2} \w+ \d{4})`)
	booked := 0
	recs := exampleChains(t, 8, 5)
	for _, r := range append(recs, exampleChains(t, 8, 6)...) {
		if names, args := r.calls(); names[0] == "search_events" && strings.Contains(r.request(), "my week") {
			var a struct{ From, To string }
			_ = json.Unmarshal([]byte(args[0]), &a)
			from, err1 := time.Parse("2006-01-02", a.From)
			to, err2 := time.Parse("2006-01-02", a.To)
			if err1 == nil && err2 == nil && to.Sub(from) < 4*24*time.Hour {
				t.Errorf("%q: a week planned over %s to %s", r.request(), a.From, a.To)
			}
		}
	}
	for _, r := range recs {
		final := r.Messages[len(r.Messages)-1].Content
		if m := dayTwice.FindStringSubmatch(final); m != nil && m[1] == m[2] {
			t.Errorf("%q: the day said twice: %q", r.request(), final)
		}
		if strings.Contains(final, "; it has ") || regexp.MustCompile(`\) seats \d|\ba [8]\d*-seat`).MatchString(final) {
			t.Errorf("%q: a templated room: %q", r.request(), final)
		}
		if strings.Contains(final, "Booked on ") {
			booked++
		}
	}
	if booked == 0 {
		t.Error("no chain answer says a day's bookings")
	}
}

// TestChainOneCondition: a chain's request makes its step on one
// condition at most: a second request that puts one of its own ("Is
// HQ-101 free at 10:00? If so, book it.") is not made on a listing's
// item ("Which rooms are free? If the room called Atlas shows up, is it
// free at 10:00? If so, book it …").
func TestChainOneCondition(t *testing.T) {
	n := 0
	for _, seed := range []int64{5, 6} {
		for _, r := range kindRecords(t, []Source{corpusSource(t, "example.json", "ex")}, "chain", 8, seed) {
			if names, _ := r.calls(); len(names) != 2 {
				continue
			}
			n++
			req := r.request()
			if strings.Contains(req, "If so") || strings.Count(req, "If ") > 1 {
				t.Errorf("%q: conditions stacked", req)
			}
		}
	}
	if n == 0 {
		t.Fatal("no chain made")
	}
}
