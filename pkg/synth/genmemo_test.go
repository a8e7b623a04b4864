package synth

import (
	"testing"

	"github.com/santhosh-tekuri/jsonschema/v5"
)

// A property's role is classified once per generator: the salience rank
// (optionalRank) and the value (roleOf) of the same property, and each
// later value, share one classification.
func TestClassifyRoleReadOnce(t *testing.T) {
	s := compile(t, `{"type":"object","properties":{"pickup_city":{"type":"string","description":"City where the car is picked up"}}}`)
	g, err := New(s, Options{Seed: 1, Topic: "book_car"})
	if err != nil {
		t.Fatal(err)
	}
	c := conj{pos: []*jsonschema.Schema{g.root.Properties["pickup_city"]}}
	h := g.hintOf(c, frame{ptr: "/pickup_city", name: "pickup_city"})
	first, again := g.classifyRole(c, h), g.classifyRole(c, h)
	if first != again {
		t.Fatalf("classified twice: %p %+v, then %p %+v", first, *first, again, *again)
	}
	if fresh := g.classifyRoleFresh(c, h); fresh.Kind != first.Kind || fresh.Why != first.Why {
		t.Fatalf("kept role %s (%s) differs from a fresh one %s (%s)", first.Kind, first.Why, fresh.Kind, fresh.Why)
	}
}

// isClockTime accepts what the clockTime regexp matches and nothing else.
func TestIsClockTimeAsRegexp(t *testing.T) {
	for _, s := range []string{"07:45", "18:30:00", "00:00", "7:45", "07:4", "07-45", "07:45:0", "07:45:00 ", " 07:45",
		"07:45\n", "a7:45", "07:45:00:00", "2024-01-01", "", "12345", "12:34:56", "99:99:99", "12:3a", "٠٧:٤٥"} {
		if got, want := isClockTime(s), clockTime.MatchString(s); got != want {
			t.Errorf("isClockTime(%q) = %v, clockTime matches: %v", s, got, want)
		}
	}
}

// fitNeeds counts dates and times of day and finds a from-member without
// sorting: what orderStages, orderMoments and matchCounterparts would act
// on.
func TestFitNeeds(t *testing.T) {
	g := &Generator{}
	for _, tc := range []struct {
		obj   map[string]any
		dated int
		from  bool
	}{
		{map[string]any{"name": "x", "count": 3}, 0, false},
		{map[string]any{"start_date": "2025-03-01", "end_time": "18:30", "note": "x"}, 2, false},
		{map[string]any{"from_bin": "WH-MAN-01", "to_bin": "meals"}, 0, true},
		{map[string]any{"from": "a"}, 0, false}, // one word: no move's end
		{map[string]any{"sourceLocation": "x", "due": "2025-01-02"}, 1, true},
	} {
		dated, from := g.fitNeeds(tc.obj, true)
		if dated != tc.dated || from != tc.from {
			t.Errorf("fitNeeds(%v) = %d, %v; want %d, %v", tc.obj, dated, from, tc.dated, tc.from)
		}
	}
}
