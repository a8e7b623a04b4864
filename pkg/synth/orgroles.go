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
	switch g.orgKindOf(h.name, h.desc) {
	case orgInsurer:
		return insurers[g.rng.Intn(len(insurers))], true
	case orgAuthority:
		return g.fill(authorityForms[g.rng.Intn(len(authorityForms))]), true
	}
	return "", false
}

// The kinds of organisation orgKind reads off a parameter.
const (
	orgNone int8 = iota
	orgInsurer
	orgAuthority
)

// orgKindOf is orgKind(name, desc), read once per parameter.
func (g *Generator) orgKindOf(name, desc string) int8 {
	m := g.toolMemoOf()
	k := [2]string{name, desc}
	if v, ok := m.orgKinds[k]; ok {
		return v
	}
	v := orgKind(name, desc)
	if m.orgKinds == nil {
		m.orgKinds = map[[2]string]int8{}
	}
	if len(m.orgKinds) < memoEntries {
		m.orgKinds[k] = v
	}
	return v
}

// orgKind tells which organisation a parameter of that name and
// description names: an insurer, an authority having jurisdiction, or
// neither (orgNone, also for ids, numbers, codes and contacts of one).
func orgKind(name, desc string) int8 {
	ts := tokens(name)
	if len(ts) == 0 {
		return orgNone
	}
	last := ts[len(ts)-1]
	if last == "id" || last == "ids" || last == "number" || last == "code" || last == "email" || last == "phone" || last == "url" {
		return orgNone
	}
	d := strings.ToLower(desc)
	insurer := last == "insurer"
	for _, t := range ts[:len(ts)-1] {
		if insurerWords[t] && (last == "carrier" || last == "company" || last == "provider" || last == "name") {
			insurer = true
		}
	}
	if insurer || strings.Contains(d, "insurance company") || strings.Contains(d, "insurer") {
		return orgInsurer
	}
	for _, t := range ts {
		if t == "ahj" || t == "authority" || t == "jurisdiction" {
			return orgAuthority
		}
	}
	if strings.Contains(d, "authority having jurisdiction") || strings.HasPrefix(d, "permitting authority") {
		return orgAuthority
	}
	return orgNone
}
