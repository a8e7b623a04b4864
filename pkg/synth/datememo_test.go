package synth

import (
	"testing"
	"time"

	"github.com/mcpgen/mcpgen/pkg/role"
)

// whenFor reads a date parameter's words once: a date of birth, a lower
// bound ("created_after") and a stated weekday come out as before, and a
// date drawn again for the same parameter costs no allocation (it
// lower-cased the description and seven weekday names on every date).
func TestWhenForReadsWordsOnce(t *testing.T) {
	g, err := New(compile(t, `{"type":"object"}`), Options{Seed: 3, Key: "k", Topic: "list_visits"})
	if err != nil {
		t.Fatal(err)
	}
	cases := []struct {
		h    hint
		kind byte
		wd   time.Weekday
		wdOK bool
	}{
		{hint{name: "date_of_birth"}, 'b', 0, false},
		{hint{name: "created_after", desc: "Only visits after this Date"}, 's', 0, false},
		{hint{name: "week_start", desc: "The Monday of the week to list"}, 0, time.Monday, true},
		{hint{name: "checkout", desc: "Departure day"}, 'a', 0, false},
	}
	for _, c := range cases {
		d := g.dateWhenOf(c.h)
		if d.kind != c.kind || d.wdOK != c.wdOK || d.wdOK && d.wd != c.wd {
			t.Errorf("%+v: %+v, want kind %q weekday %v %v", c.h, d, c.kind, c.wd, c.wdOK)
		}
		if d != g.dateWhenFresh(c.h) {
			t.Errorf("%+v: memo %+v differs from a fresh read", c.h, d)
		}
		if got := g.whenFor(c.h); c.wdOK && got.Weekday() != c.wd {
			t.Errorf("%+v: %v is a %v, want a %v", c.h, got, got.Weekday(), c.wd)
		}
	}
	h := cases[2].h
	if n := testing.AllocsPerRun(50, func() { g.whenFor(h) }); n != 0 {
		t.Errorf("whenFor of a parameter read before made %v allocations, want 0", n)
	}
}

// softWords is read once per generator: asked again, it splits and joins
// the tool's name no more.
func TestSoftWordsOnce(t *testing.T) {
	for _, c := range []struct {
		topic string
		want  bool
	}{{"create_pull_request", true}, {"book_table", false}} {
		g, err := New(compile(t, `{"type":"object"}`), Options{Seed: 1, Key: c.topic, Topic: c.topic})
		if err != nil {
			t.Fatal(err)
		}
		if got := g.softWords(); got != c.want || got != g.softWordsFresh() {
			t.Errorf("%s: softWords %v, fresh %v, want %v", c.topic, got, g.softWordsFresh(), c.want)
		}
		if n := testing.AllocsPerRun(50, func() { g.softWords() }); n != 0 {
			t.Errorf("%s: softWords asked again made %v allocations, want 0", c.topic, n)
		}
	}
}

// The text kinds that turn down most parameters (designIdea, needPhrase)
// read the name's words and the lower-cased description from the memos:
// turning a parameter down again costs no allocation (it copied the words
// and lower-cased the description on every value).
func TestTextKindsDeclineWithoutAllocating(t *testing.T) {
	g, err := New(compile(t, `{"type":"object"}`), Options{Seed: 1, Key: "k", Topic: "add_order_note"})
	if err != nil {
		t.Fatal(err)
	}
	r := &role.Role{Kind: role.Text}
	h := hint{name: "customerNotes", desc: "Notes From The Customer About The Order"}
	if _, ok := g.designIdea(r, h); ok {
		t.Fatalf("designIdea took %+v", h)
	}
	if _, ok := g.needPhrase(r, h); ok {
		t.Fatalf("needPhrase took %+v", h)
	}
	if n := testing.AllocsPerRun(50, func() { g.designIdea(r, h); g.needPhrase(r, h) }); n != 0 {
		t.Errorf("designIdea and needPhrase turning %q down again made %v allocations, want 0", h.name, n)
	}
}
