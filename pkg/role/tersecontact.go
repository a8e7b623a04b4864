package role

import "strings"

// terseContactNames are keys a terse tool gives the name of the person
// it books for and how to reach them.
var (
	terseNameKeys  = map[string]bool{"nm": true, "name": true, "fullname": true, "full_name": true}
	terseReachKeys = map[string]bool{"ph": true, "phone": true, "tel": true, "mobile": true, "email": true, "em": true}
)

// terseContact reads an undescribed string key of a booking's contact
// by its siblings: "nm" beside "ph" is the person's name and "ph" beside
// "nm" their phone (they were drawn "general" and "default"); a "who" is
// a person whatever its siblings. A "ph"
// with no such sibling may be a pH, and an "nm" a name of anything.
func (c *ctx) terseContact(r *Role) {
	name := strings.ToLower(c.p.Name)
	if c.numeric || len(c.f.Enum) > 0 || c.f.Description != "" || c.f.Title != "" || r.Kind != Unknown && (name != "nm" || r.Kind != Ident) {
		// ("nm" said as the "name" it clips is read as a thing's name
		// first: beside a phone it is still the person's)
		return
	}
	if name == "who" || name == "whom" {
		// a key that asks "who": a person, named (it was "general")
		r.Kind = Person
		r.Why += "; an undescribed who: a person's name"
		return
	}
	if name != "nm" && name != "ph" {
		return
	}
	hasName, hasReach := false, false
	for _, s := range c.p.Siblings {
		s = strings.ToLower(s)
		hasName = hasName || terseNameKeys[s]
		hasReach = hasReach || terseReachKeys[s]
	}
	switch {
	case name == "nm" && hasReach:
		r.Kind = Person
		r.Why += "; a terse name beside a phone or email: the person's"
	case name == "ph" && hasName:
		r.Kind = Phone
		r.Why += "; a terse key beside a name: their phone"
	}
}
