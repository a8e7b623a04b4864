package generate

import (
	"strings"
	"testing"
)

// TestClarifyKeepsOwnWording: on a server with its own request templates
// (the example server), a clarification whose every template variant
// needs the asked value ("free on {{date}}") is worded by the template
// with the value's phrase cut out ("Which rooms in HQ are free?"), not
// by the generic path that reads like a form ("the meeting rooms free,
// using the HQ building"); the cut leaves no dangling preposition.
func TestClarifyKeepsOwnWording(t *testing.T) {
	src := corpusSource(t, "example.json", "ex")
	generic := map[string][]string{
		"find_free_slot": {"meeting rooms free", "using the", "min capacity"},
		"send_email":     {"post an e-mail on"},
		"save_note":      {"saying \"", "reading \""},
	}
	seen := map[string]int{}
	for _, r := range kindRecords(t, []Source{src}, "clarify", 6, 6619) {
		if len(r.Messages) < 4 || r.Messages[1].Role != "assistant" || len(r.Messages[1].ToolCalls) > 0 {
			continue
		}
		names, _ := r.calls()
		req := r.request()
		seen[names[0]]++
		for _, w := range generic[names[0]] {
			if strings.Contains(req, w) {
				t.Errorf("%s: request %q is the generic wording (%q)", names[0], req, w)
			}
		}
		if hole(req) {
			t.Errorf("%s: request %q leaves a hole", names[0], req)
		}
	}
	if seen["find_free_slot"] == 0 || seen["save_note"] == 0 {
		t.Errorf("clarified %v: want find_free_slot and save_note", seen)
	}
}

// TestCutSpan: the value's phrase goes with its preposition (and a
// number with its unit); a phrase not led by one is not cut.
func TestCutSpan(t *testing.T) {
	for _, c := range []struct {
		t1, t2, want string
		unit         bool
	}{
		{"Which rooms are free on 20 January 2026 in HQ?", "Which rooms are free on 21 February 2027 in HQ?", "Which rooms are free in HQ?", false},
		{"Book HQ-883 for 15 minutes and invite ana@x.io.", "Book HQ-883 for 1015 minutes and invite ana@x.io.", "Book HQ-883 and invite ana@x.io.", true},
		{"Rooms with at least 3 seats?", "Rooms with at least 1003 seats?", "", true},
		{"Book it — it's for \"Budget review\".", "Book it — it's for \"Cvehfu sfwjfx\".", "", false},
	} {
		got, ok := cutSpan(c.t1, c.t2, c.unit)
		if !ok {
			got = ""
		}
		if got != c.want {
			t.Errorf("cutSpan(%q) = %q, want %q", c.t1, got, c.want)
		}
	}
}
