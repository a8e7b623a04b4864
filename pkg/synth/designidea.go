package synth

import (
	"strings"

	"github.com/mcpgen/mcpgen/pkg/role"
)

// The idea of a piece to be made (a tattoo's, a mural's, a custom
// print's or cake's design) is a short description of what it shows: a
// subject, a mood, maybe a line of text. A genre word ("jazz", "party")
// or a filler word is no design. The parameter says it is one by its
// name (idea, concept, design, motif, artwork) or by a description
// asking to describe the piece or the design.

// designHeads are the last words of a parameter holding a design idea.
var designHeads = map[string]bool{"idea": true, "ideas": true, "concept": true, "design": true, "motif": true, "artwork": true,
	"brief": true, "vision": true}

// designIdeas describe a piece by its subject, its style and any text.
var designIdeas = []string{"A small swallow carrying a banner that reads 'Home'.",
	"A fox curled around a crescent moon, fine lines and no colour.",
	"My grandmother's roses with the year 1948 underneath.",
	"A mountain range inside a circle, with pine trees along the bottom.",
	"A koi fish swimming up through waves, with a little colour in the water.",
	"A compass rose with the coordinates of my hometown around it.",
	"A sprig of lavender and an olive branch, small and delicate.",
	"My dog's paw print with his name, Biscuit, in script.",
	"A lighthouse on rocks at night, in a traditional style.",
	"A hummingbird drinking from a hibiscus flower, soft watercolour look."}

// designIdea returns a description of a piece for a parameter holding a
// design idea (see designHeads), on a server not about software; ok is
// false otherwise.
func (g *Generator) designIdea(r *role.Role, h hint) (string, bool) {
	if r.Kind != role.Text && r.Kind != role.Word && r.Kind != role.Unknown && r.Kind != role.Title {
		return "", false
	}
	ts := sharedTokens(h.name)
	if len(ts) == 0 {
		return "", false
	}
	d := g.lowerDesc(h.desc)
	if !designHeads[ts[len(ts)-1]] && !strings.HasPrefix(d, "describe the piece") && !strings.HasPrefix(d, "describe the design") {
		return "", false
	}
	if ts[len(ts)-1] == "design" && len(ts) > 1 || !g.grounded() {
		return "", false // (a design_system, a design_id: no piece)
	}
	return designIdeas[g.rng.Intn(len(designIdeas))], true
}
