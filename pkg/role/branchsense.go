package role

// BranchPlaces are the branches of a shop, a bank, a library or a rental
// desk as people name them: by where they are.
var BranchPlaces = []string{"Downtown", "Airport", "Central Station", "Riverside", "Northgate", "Harbour Front", "Old Town", "University"}

// branchSense makes a branch a place where the tool does not work on
// source code: a car rental's pickup_branch, a bank's or a library's
// branch is "the Airport branch", never "fix/invoice-currency". A branch
// whose description gives examples keeps them ("e.g. MAIN, SCI").
func (c *ctx) branchSense(r *Role) {
	if r.Kind != Branch || c.numeric || len(r.Values) > 0 || len(r.Examples) > 0 || c.codeHost() || c.serverIsCodeHost() {
		return
	}
	r.Kind, r.Values, r.ValuesFromProse = Enum, BranchPlaces, true
	r.Why += "; not a code host: a branch is a place (Downtown, Airport)"
}

// serverIsCodeHost reports whether the tool's server works on code:
// what its tools are about as a whole is software or its operation.
func (c *ctx) serverIsCodeHost() bool {
	s := c.tool.Server
	if s == nil {
		return false
	}
	a := s.Area()
	return a == "software" || a == "devops"
}
