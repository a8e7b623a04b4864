package synth

import "github.com/mcpgen/mcpgen/pkg/role"

// placeParts are the roles of the parts of a postal address: each is drawn
// from the call's one place (here), so a street, a postal code, a region
// and a country agree with the city beside them.
var placeParts = map[role.Kind]bool{role.Street: true, role.Zip: true, role.Region: true, role.Country: true, role.City: true}

// placePart reports whether the value at f is a part of a postal address
// (placeParts) inside an object that holds a city: a schema's example of
// it ("417 Montgomery St", "94104", "ON") belongs to the example's own
// city, not to the one drawn for this call, so it is not taken.
func (g *Generator) placePart(c conj, f frame) bool {
	if f.name == "" || !containsAny(f.sibs, "city", "town", "locality") {
		return false
	}
	return placeParts[g.roleOf(c, g.hintOf(c, f)).Kind]
}
