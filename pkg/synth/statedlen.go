package synth

import (
	"strings"

	"github.com/mcpgen/mcpgen/pkg/role"
)

// statedLength returns an identifier of the length and alphabet the
// description states (six digits, three upper-case letters); false when
// it states none. A stated shape beats any convention's own: the user
// reads it off the thing.
func (g *Generator) statedLength(desc string) (string, bool) {
	n, letters, ok := g.statedLengthOf(desc)
	if !ok {
		return "", false
	}
	b := make([]byte, n)
	for i := range b {
		if letters {
			b[i] = byte('A' + g.rng.Intn(26))
		} else if i == 0 {
			b[i] = byte('1' + g.rng.Intn(9)) // a number written without a leading zero
		} else {
			b[i] = byte('0' + g.rng.Intn(10))
		}
	}
	return string(b), true
}

// slugNames are names of things as URL slugs write them ("morning-brief",
// "open-source-weekly"): a show's, a shop's or a post's name, never a
// database index's ("created_at_idx").
var slugNames = []string{"morning-brief", "coffee-break", "design-matters", "science-hour", "money-talks", "city-stories",
	"health-notes", "future-tense", "green-living", "studio-sessions", "the-daily-grind", "open-source-weekly",
	"kitchen-table-talks", "north-star-stories", "build-in-public", "history-after-dark"}

// slugValue returns a slug with as many words as the role's first example
// has when one such name exists ("tech-talk-daily": three), else any.
func (g *Generator) slugValue(r *role.Role) string {
	cands := slugNames
	if len(r.Examples) > 0 {
		n := strings.Count(r.Examples[0], "-")
		var same []string
		for _, s := range cands {
			if strings.Count(s, "-") == n {
				same = append(same, s)
			}
		}
		if len(same) > 0 {
			cands = same
		}
	}
	return cands[g.rng.Intn(len(cands))]
}

// slugOrMachineName returns the value of a name in slug convention: a
// thing's name as a URL slug when the parameter is called a slug
// ("show_slug"), else a system's machine name ("checkout-api").
func (g *Generator) slugOrMachineName(r *role.Role, h hint) string {
	if strings.HasSuffix(strings.ToLower(h.name), "slug") {
		return g.slugValue(r)
	}
	if v, ok := g.registryNamespace(r, h); ok {
		return v
	}
	return g.machineName(r)
}
