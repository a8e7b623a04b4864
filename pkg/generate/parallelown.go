package generate

import (
	"slices"

	"github.com/mcpgen/mcpgen/pkg/prompt"
	"github.com/mcpgen/mcpgen/pkg/role"
)

// ownDetails are the parameters other than p that args sets and whose
// values belong to the one thing a call of pt writes about when p names
// it: the phone, email or date of birth of the person p names, and the
// address of the person or thing a tool that makes new ones adds. Calls
// of a write tool listing other values of p beside the same such details
// make four customers with one phone and one address ("Set up Lucas
// Martinez, Ravi Larsen and Paul Park for 120 Princes Street, with the
// phone number …"). A detail named after another person ("guestEmail"
// beside a host member's id) is that person's, not p's thing's.
func ownDetails(pt *prepTool, params []prompt.Param, p prompt.Param, args map[string]any) []prompt.Param {
	if readsOnly(pt) || !personName(pt, p) && !(makesNew(pt) && (p.Role.Kind == role.Title || nameKey(p.Name))) {
		return nil
	}
	pw := nameWords(p.Name)
	var out []prompt.Param
	for _, q := range params {
		if _, set := args[q.Name]; !set || q.Name == p.Name {
			continue
		}
		place := q.Role.Kind == role.Address || q.Role.Kind == role.Street || q.Role.Kind == role.Zip
		if !tiedToPerson(q) && !(place && makesNew(pt)) {
			continue
		}
		if w := nameWords(q.Name); len(w) > 1 && role.PersonNoun(w[0]) && !slices.Contains(pw, w[0]) {
			continue // another person's: the guest's email beside the host
		}
		out = append(out, q)
	}
	return out
}

// withoutOwnDetails is args without the optional ownDetails of p, for
// calls listing other values of p; false when one of them is required:
// each call then needs a value of its own, and the list is not made.
func withoutOwnDetails(pt *prepTool, params []prompt.Param, p prompt.Param, args map[string]any) (map[string]any, bool) {
	own := ownDetails(pt, params, p, args)
	if len(own) == 0 {
		return args, true
	}
	out := cloneArgs(args)
	for _, q := range own {
		if q.Required {
			return nil, false
		}
		delete(out, q.Name)
	}
	return out, true
}

// objectNouns are the nouns of pt's name that name what it acts on or
// makes, before a preposition that names where it goes ("part" of
// addPartToTicket, "detector" and "session" of log_detector_session),
// each without a plural s.
func objectNouns(pt *prepTool) []string {
	var out []string
	for _, w := range nameWords(pt.spoken().Name) {
		switch w {
		case "to", "into", "onto", "for", "on", "at", "from", "with", "in":
			return out
		}
		out = append(out, singular(w))
	}
	return out
}

// heldByEach tells whether calls of pt, a tool that changes things,
// that differ in p alone give one thing to each value of p: args sets
// another parameter naming (by its id or name) a thing pt's name names (the desk of
// createDeskBooking, the guest of registerGuest, the detector of
// log_detector_session) that p's name does not, or a list of ids of
// things (the tracking numbers put on a route). One detector placed at
// three sites at once, one guest registered with four hosts, the same
// parcels on two routes: a thing has one holder.
func heldByEach(pt *prepTool, params []prompt.Param, p prompt.Param, args map[string]any) bool {
	if readsOnly(pt) {
		return false
	}
	nouns := objectNouns(pt)
	pw := nameWords(p.Name)
	for _, q := range params {
		v, set := args[q.Name]
		if !set || q.Name == p.Name {
			continue
		}
		w := nameWords(q.Name)
		if len(w) == 0 {
			continue
		}
		names := actedOn(q) || slices.Contains(namerEnds, w[len(w)-1])
		if names && len(w) > 1 && slices.Contains(nouns, singular(w[0])) && !slices.ContainsFunc(pw, func(x string) bool { return singular(x) == singular(w[0]) }) {
			return true
		}
		if l, ok := v.([]any); ok && len(l) > 0 && (q.Role.Kind == role.ID || slices.Contains(idEnds, singular(w[len(w)-1])) || slices.Contains(idEnds, w[len(w)-1])) {
			return true
		}
	}
	return false
}
