package role

// agentPerson makes a text parameter nothing else classified a person
// when its name ends on a noun for a person by the part they play
// ("judge", "principal_investigator", "referee"): its value is someone's
// name, never a word of the tool's domain.
func (c *ctx) agentPerson(r *Role) {
	if r.Kind != Unknown || c.numeric || len(r.Values) > 0 || len(c.f.Types) > 0 && !c.has("string") {
		return
	}
	if c.p.Facts != nil && c.p.Facts.ItemOf || len(c.ts) == 0 {
		return
	}
	if personHeads[c.last] || partyNouns[c.last] {
		r.Kind, r.Why = Person, r.Why+"; name ends on "+c.last+": a person"
	}
}
