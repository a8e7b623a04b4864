package synth

import (
	"strings"

	"github.com/mcpgen/mcpgen/pkg/role"
)

// Organisations named by the role they play for the call: an insurance
// carrier is an insurer, not a parcel carrier ("UPS"); the authority
// having jurisdiction over a permit is a city's or county's building
// department, not a person. The role is read from the parameter's name
// and its own description.

// insurers are insurance companies.
var insurers = []string{"State Farm", "Progressive", "Allianz", "AXA", "Liberty Mutual", "Chubb", "Zurich Insurance", "Travelers",
	"Nationwide", "Markel"}

// authorityForms name a public authority by the call's city ({C}).
var authorityForms = []string{"City of {C} Building Division", "{C} Department of Building and Safety", "City of {C} Planning Department",
	"{C} Permit Center"}

// insurerWords are the words before a carrier, a company or a provider
// that make it an insurer.
var insurerWords = map[string]bool{"insurance": true, "insurer": true, "insurers": true, "underwriter": true}

// roleOrgValue returns an organisation of the role the parameter names
// (an insurer, a public authority); ok is false for other parameters.
func (g *Generator) roleOrgValue(r *role.Role, h hint) (string, bool) {
	if len(r.Values) > 0 {
		return "", false
	}
	ts := tokens(h.name)
	if len(ts) == 0 {
		return "", false
	}
	last := ts[len(ts)-1]
	if last == "id" || last == "ids" || last == "number" || last == "code" || last == "email" || last == "phone" || last == "url" {
		return "", false
	}
	d := strings.ToLower(h.desc)
	insurer := last == "insurer"
	for _, t := range ts[:len(ts)-1] {
		if insurerWords[t] && (last == "carrier" || last == "company" || last == "provider" || last == "name") {
			insurer = true
		}
	}
	if insurer || strings.Contains(d, "insurance company") || strings.Contains(d, "insurer") {
		return insurers[g.rng.Intn(len(insurers))], true
	}
	authority := false
	for _, t := range ts {
		if t == "ahj" || t == "authority" || t == "jurisdiction" {
			authority = true
		}
	}
	if authority || strings.Contains(d, "authority having jurisdiction") || strings.HasPrefix(d, "permitting authority") {
		return g.fill(authorityForms[g.rng.Intn(len(authorityForms))]), true
	}
	return "", false
}
