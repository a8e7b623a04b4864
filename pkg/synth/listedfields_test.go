package synth

import (
	"slices"
	"testing"
)

// TestListedFields: a description that only lists what a search matches
// gives the fields a value is drawn for, in order; prose and a single
// word are no list (invented descriptions).
func TestListedFields(t *testing.T) {
	cases := []struct {
		desc   string
		kinds  []fieldKind
		listed bool
	}{
		{"colour/name/supplier", []fieldKind{fieldColour, fieldMaker}, true},
		{"name, member no, or email.", []fieldKind{fieldEmail}, true},
		{"name/title", nil, true},
		{"colour", nil, false},
		{"the colour of the kennel door, or its supplier", nil, false},
	}
	for _, tc := range cases {
		kinds, listed := listedFields(tc.desc)
		if listed != tc.listed || !slices.Equal(kinds, tc.kinds) {
			t.Errorf("listedFields(%q) = %v, %v; want %v, %v", tc.desc, kinds, listed, tc.kinds, tc.listed)
		}
	}
}

// TestBareProseExampleKept: the kept answer is the one worked out afresh,
// on the first reading and the next (invented descriptions).
func TestBareProseExampleKept(t *testing.T) {
	for _, d := range []string{"reason, e.g. leaking from door seal", "The kennel name", "note, for example: gate left open."} {
		want := bareProseExampleOf(d)
		for range 2 {
			if got := bareProseExample(d); got != want {
				t.Errorf("bareProseExample(%q) = %q, want %q", d, got, want)
			}
		}
	}
}
