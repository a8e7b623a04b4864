package prompt

import (
	"encoding/json"
	"slices"
	"strings"
	"testing"
)

// A filter condition on one property ({"property": "Status", "status":
// {"equals": "Done"}}) is said as the clause a person types, not pasted as
// JSON.
func TestPropertyConditionSaid(t *testing.T) {
	cases := map[string]string{
		`{"property":"Status","status":{"equals":"Done"}}`:             `where Status is "Done"`,
		`{"property":"Priority","select":{"does_not_equal":"Low"}}`:    `where Priority is not "Low"`,
		`{"property":"Done","checkbox":{"equals":false}}`:              `where Done isn't checked`,
		`{"property":"Estimate","number":{"greater_than":3}}`:          `where Estimate is over 3`,
		`{"property":"Due date","date":{"on_or_before":"2026-01-21"}}`: `where Due date is on or before "2026-01-21"`,
	}
	for src, want := range cases {
		var x map[string]any
		d := json.NewDecoder(strings.NewReader(src))
		d.UseNumber()
		if err := d.Decode(&x); err != nil {
			t.Fatal(err)
		}
		got, ok := filterWords(x)
		if !ok || got != want {
			t.Errorf("%s: got %q (%v), want %q", src, got, ok, want)
		}
	}
}

// A date is said with its year, near or far, past or to come: "since
// January 12" leaves out part of what the call holds, and a blind rater
// marks it ungrounded. Its time is said as people type it, with its zone.
func TestDateSaysYear(t *testing.T) {
	st := &funcState{} // no source: the first form
	cases := map[[2]string]string{
		{"since", "2026-03-07T10:30:00Z"}: "since March 7, 2026 at 10:30am UTC",
		{"since", "2026-01-12T09:45:00Z"}: "since January 12, 2026 at 9:45am UTC",
		{"date", "2026-02-03"}:            "on February 3, 2026",
		{"date", "2026-06-20"}:            "on June 20, 2026",
		{"date", "2025-12-10"}:            "on December 10, 2025",
	}
	for in, want := range cases {
		if got := st.datePhrase(Param{Human: in[0]}, in[1]); got != want {
			t.Errorf("%s %s: got %q, want %q", in[0], in[1], got, want)
		}
	}
}

// A radius whose centre is left out of the request goes with it: "within
// 1000 meters" of nothing said means nothing.
func TestRadiusLeavesWithItsCentre(t *testing.T) {
	args := map[string]any{"query": "sushi", "location": map[string]any{"latitude": 1.5, "longitude": 2.5}, "radius": 1000}
	if out := radiusWithoutCentre(args, []string{"location"}); !slices.Contains(out, "radius") {
		t.Errorf("radius kept without its centre: left out %v", out)
	}
	if out := radiusWithoutCentre(args, nil); slices.Contains(out, "radius") {
		t.Errorf("radius left out beside its centre: %v", out)
	}
}
