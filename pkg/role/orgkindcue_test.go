package role

import (
	"slices"
	"strings"
	"testing"
)

// TestOrgKindScoresByCueIndex checks orgKindScores, which reads the cue
// index, against the rule it stands for: each word of the text, singular
// and lower case, adds w to every kind whose cue list holds it.
func TestOrgKindScoresByCueIndex(t *testing.T) {
	byRule := func(text string, w int) []int {
		scores := make([]int, len(orgKindCues))
		for _, tok := range Tokens(text) {
			tok = singular(strings.ToLower(tok))
			for i, k := range orgKindCues {
				if slices.Contains(strings.Fields(k.cues), tok) {
					scores[i] += w
				}
			}
		}
		return scores
	}
	texts := []string{"", "list_patients", "Book a table at the restaurant", "Museum accession records and artworks",
		"Brewery batches: hops, malts and yeasts", "Court dockets for the attorney", "freight shipments by carrier and movers",
		"Inspection permits for contractors", "Clinical trial sponsor and investigator", "get_weather for a city"}
	for _, k := range orgKindCues {
		texts = append(texts, k.cues)
	}
	for _, text := range texts {
		for _, w := range []int{1, 4} {
			got := make([]int, len(orgKindCues))
			orgKindScores(got, text, w)
			if want := byRule(text, w); !slices.Equal(got, want) {
				t.Errorf("orgKindScores(%q, %d) = %v, want %v", text, w, got, want)
			}
		}
	}
}

// BenchmarkOrgKindOf measures scoring a tool's words against the kinds
// of organisation, as a server's context and a generator do per tool.
func BenchmarkOrgKindOf(b *testing.B) {
	const text = "create_booking Book a table at a restaurant for a party, with the guest's name and the time they arrive"
	for i := 0; i < b.N; i++ {
		OrgKindOf(text)
	}
}
