package synth

import (
	"github.com/mcpgen/mcpgen/pkg/role"
)

// A field that holds what a person needs to get in or around
// ("accessibility_needs", "mobility_requirements", "special_needs"; not
// special_requests, which asks for anything) takes
// a short phrase of that need, on any server: a note about the booking,
// a changelog line or a username is a value of another kind.

// accessNeeds are needs people state when they book a visit, a seat or a
// room.
var accessNeeds = []string{"wheelchair access", "step-free route", "needs a seat near the exit", "hearing loop",
	"can't manage stairs", "large-print materials", "guide dog"}

// accessWords say a need is about getting in or around.
var accessWords = map[string]bool{"accessibility": true, "access": true, "mobility": true, "wheelchair": true,
	"disability": true, "assistance": true, "ada": true}

// needPhrase returns a phrase of an access need for a free-text field
// whose name says an access need; ok is false otherwise, and when its
// description shows examples of its own, which are drawn instead.
func (g *Generator) needPhrase(r *role.Role, h hint) (string, bool) {
	if r.Kind != role.Text && r.Kind != role.Unknown || len(r.Examples) > 0 || containsAny(g.lowerDesc(h.desc), "e.g.", "for example", "such as") {
		return "", false // (the description's own examples come first)
	}
	ts := sharedTokens(h.name)
	if len(ts) < 2 || !role.NeedNoun(ts[len(ts)-1]) {
		return "", false
	}
	last := ts[len(ts)-1]
	for _, t := range ts[:len(ts)-1] {
		if accessWords[t] || t == "special" && (last == "needs" || last == "need") {
			return accessNeeds[g.rng.Intn(len(accessNeeds))], true
		}
	}
	return "", false
}
