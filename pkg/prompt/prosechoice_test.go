package prompt

import "testing"

// TestProseChoice checks that a value the description lists among quoted
// slugs is taken as a choice, and that a name in quotes, or a value the
// list lacks, is not.
func TestProseChoice(t *testing.T) {
	p := Param{Name: "zone", Human: "zone", Type: "string",
		Description: `Garden zone. Valid zones are "herb_bed", "orchard", "pond" and "glasshouse".`}
	for _, c := range []struct {
		x    string
		want bool
	}{
		{"herb_bed", true},
		{"pond", true},
		{"rockery", false},
		{"Herb Bed", false},
	} {
		if got := proseChoice(p, c.x); got != c.want {
			t.Errorf("proseChoice(%q) = %v, want %v", c.x, got, c.want)
		}
	}
	q := Param{Name: "title", Human: "title", Type: "string", Description: `Title, e.g. "pond"`}
	if proseChoice(q, "pond") {
		t.Errorf("proseChoice took an example for a listed choice")
	}
}
