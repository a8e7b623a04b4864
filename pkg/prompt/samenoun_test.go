package prompt

import (
	"strings"
	"testing"
)

// A noun whose singular ends in "s" as its plural does ("species") takes
// "is" for one thing: was 'The species are tawny owl.', now 'The species
// is tawny owl.'; a list still takes "are".
func TestOneOfSameNoun(t *testing.T) {
	for _, c := range []struct{ text, want string }{
		{"species tawny owl", "The species is tawny owl."},
		{"species hedgehog and tawny owl", "The species are hedgehog and tawny owl."},
		{"details none", "The details are none."},
	} {
		if got := choiceAlone(c.text, strings.Fields(c.text)[0]); got != c.want {
			t.Errorf("choiceAlone(%q) = %q, want %q", c.text, got, c.want)
		}
	}
}

// The same on a request: casualtyAdmit's species, alone in its sentence,
// is one species.
func TestOneOfSameNounSaid(t *testing.T) {
	all := strings.Join(fileRequests(t, "dev45/wildlife_rescue_centre.json", "casualtyAdmit",
		`{"species":"tawny owl","ageClass":"juvenile","initialTriage":"amber"}`, 8), "\n")
	if !strings.Contains(all, "The species is tawny owl.") || strings.Contains(all, "species are") {
		t.Errorf("want 'The species is tawny owl.' and no 'species are' in:\n%s", all)
	}
}
