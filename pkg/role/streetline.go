package role

import "strings"

// streetLineNames are the names of an address's first line: the street
// and number ("line1", "address_line_1", "addr1").
var streetLineNames = map[string]bool{"line1": true, "line 1": true, "address1": true, "address 1": true,
	"address line 1": true, "addr1": true, "addr 1": true, "address line1": true}

// streetLine makes the first line of an address whose object also holds
// a city a street ("Rua Augusta 24" beside Lisbon): with no name rule it
// was drawn like the schema's example, letter for letter ("718 Exxghoh8hc
// Ks" for "417 Montgomery St"), or as a whole address with its city.
//
// A description that names the house number and the street ("House
// number/name and street.") does not make the line an identifier: the
// number is the house's, the value a street's line.
func (c *ctx) streetLine(r *Role) {
	if c.numeric || len(r.Values) > 0 {
		return
	}
	if r.Kind != Unknown && r.Kind != Word && r.Kind != Ident && r.Kind != Address && (r.Kind != ID || !wordStarts(c.d, "street")) {
		return
	}
	if !streetLineNames[strings.Join(c.ts, " ")] || !c.siblingCity() {
		return
	}
	r.Kind, r.ID = Street, ""
	r.Why += "; the first line of an address beside a city"
}

// siblingCity reports whether the parameter's object holds a city.
func (c *ctx) siblingCity() bool {
	for _, s := range c.p.Siblings {
		switch t := Tokens(s); t[len(t)-1] {
		case "city", "town", "locality":
			return true
		}
	}
	return false
}
