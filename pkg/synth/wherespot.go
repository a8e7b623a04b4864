package synth

import (
	"strings"

	"github.com/mcpgen/mcpgen/pkg/role"
)

// placeKeys are the keys a server describes its spots under, where one
// of its tools gives examples of them ("Where on the beach, e.g. 'north
// rocks near post 14'").
var placeKeys = []string{"location", "place", "spot", "position", "area"}

// sinceWords say when something was last seen, after the place.
var sinceWords = []string{"about ten minutes ago", "around 2:15pm", "twenty minutes ago", "just before noon", "about half an hour ago"}

// whereSpot returns a spot for a parameter whose description asks where
// ("Where and when last seen."), in the form the server's own location
// examples take, with a time when it also asks when: a lost child's
// last_seen (was the surname "Brown", now "north rocks near post 14,
// about ten minutes ago"); ok is false when its description asks no
// where or the server gives no spot to follow.
func (g *Generator) whereSpot(h hint) (string, bool) {
	d := strings.ToLower(strings.TrimSpace(h.desc))
	if !strings.HasPrefix(d, "where") {
		return "", false
	}
	var ex []string
	for _, k := range placeKeys {
		if ex = notRequests(role.ExamplesOf(g.opts.Server.Described(k)), k); len(ex) > 0 {
			break
		}
	}
	if len(ex) == 0 {
		return "", false
	}
	v := ex[g.rng.Intn(len(ex))] // (as given: a child is not "900 m offshore")
	if strings.Contains(d, " when") {
		v += ", " + sinceWords[g.rng.Intn(len(sinceWords))]
	}
	return v, true
}
