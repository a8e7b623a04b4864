package role

// personThings are nouns that name a person and nothing else, so that the
// "name" of one (a buyer's, a donor's, a next of kin's) is a person's name.
// Nouns that also name machines or programs (host, agent, worker) are
// left out: a host's name is a hostname.
var personThings = map[string]bool{"kin": true, "relative": true, "deceased": true, "mourner": true, "bidder": true,
	"guarantor": true, "nominee": true, "heir": true, "executor": true, "widow": true, "widower": true, "godparent": true}

// PersonThing reports whether noun, one lower-case singular word, names
// only a person (a buyer, a donor, a guest, a next of kin): one of the
// person heads listed by name, never one recognised by its ending alone.
func PersonThing(noun string) bool {
	switch noun {
	case "host", "agent", "worker", "operator", "lead":
		return false
	}
	return personThings[noun] || personHeads[noun] || isPersonGroup(noun)
}
