package role

import (
	"slices"
	"testing"
)

// A quoted example of a whole sentence (a blood donor's reaction, 86
// characters) is an example like a short one; it was left out at 80
// characters, so the description's own words were never drawn.
func TestLongQuotedExample(t *testing.T) {
	d := `What happened and what was done, e.g. "Donor felt dizzy at 350 mL, collection stopped, legs raised, recovered after 10 min".`
	want := "Donor felt dizzy at 350 mL, collection stopped, legs raised, recovered after 10 min"
	if got := ExamplesOf(d); !slices.Contains(got, want) {
		t.Errorf("ExamplesOf(%q) = %q, want %q among them", d, got, want)
	}
}
