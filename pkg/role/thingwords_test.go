package role

import (
	"slices"
	"testing"
)

// A server's own examples of a thing are the words it is searched by: a
// campaign's slug example in words, an auction lot's description example
// cut at its first comma; a thing no tool shows has none.
func TestThingWords(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		file, noun string
		want       string
	}{
		{"dev41/crowdfunding_site.json", "campaigns", "solar kiln for riverside potters"},
		{"dev41/stamp_collectors_society.json", "lot", "1840 1d black plate 6 4 margins"},
		{"dev41/stamp_collectors_society.json", "Packet", "KGVI Commonwealth"},
	} {
		s, _ := loadServer(t, c.file)
		if got := s.ThingWords(c.noun); !slices.Contains(got, c.want) {
			t.Errorf("%s ThingWords(%q) = %q, want it to hold %q", c.file, c.noun, got, c.want)
		}
	}
	s, _ := loadServer(t, "dev41/stamp_collectors_society.json")
	if got := s.ThingWords("member"); got != nil {
		t.Errorf("ThingWords(member) = %q, want none", got)
	}
}
