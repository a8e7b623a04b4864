package prompt

import "testing"

func TestPlaceByName(t *testing.T) {
	cases := []struct{ hl, x, want string }{
		{"gallery", "Quayside Gallery", "at the Quayside Gallery"},
		{"branch", "Millbrook", "at the Millbrook branch"},
		{"zone", "Zone Q", "in Zone Q"},
		{"room", "Sparrowroom", "in the Sparrowroom"},
		{"team", "Gadget Makers", "in the Gadget Makers team"},
		{"exam centre", "Quayside", "at the Quayside exam centre"},
		{"pickup branch", "Millbrook", "at the Millbrook pickup branch"},
		{"to branch", "Millbrook", ""},    // where to, not where at
		{"office", "Harbourmaster", ""},   // a post held, not a place
		{"gallery", "12 Quay St", ""},     // not a name in plain words
		{"widget", "Quayside Widget", ""}, // no place noun
		{"service", "Gizmo Repair", ""},   // "for": what it is for, not where
	}
	for _, tc := range cases {
		a, ok := placeByName(tc.hl, tc.x)
		if tc.want == "" && ok || tc.want != "" && a.text != tc.want {
			t.Errorf("placeByName(%q, %q) = %q %v, want %q", tc.hl, tc.x, a.text, ok, tc.want)
		}
	}
	if ownSentence([]string{"at the Quayside Gallery"}) || !ownSentence([]string{"at the debug level"}) {
		t.Error("a named place is where the request is, never a sentence of its own")
	}
}
