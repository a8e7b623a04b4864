package prompt

import (
	"slices"
	"sort"
	"strings"
)

// reasonOpt tells whether an option says why the act is done ("because
// it's a duplicate", "due to low circulation"): a clause that takes in
// whatever "and" joins after it ("because it's a duplicate and a refund of
// $196.50"), so it goes after the other options, set off by a comma.
func reasonOpt(o string) bool {
	return strings.HasPrefix(o, "because ") || strings.HasPrefix(o, "due to ")
}

// sortOpts orders a request's options: an option that brings its own
// conjunction ("and submit it") ends the list; a reason (reasonOpt) goes
// before it, after the plain options ("refund order LSP-3636, for
// $196.50, because it's a duplicate"), among any quoted text in drawn
// order (a quoted text that comes last is often said apart, after the
// request).
func sortOpts(opts []string) {
	reason := slices.ContainsFunc(opts, reasonOpt)
	rank := func(o string) int {
		switch {
		case ownConj(o):
			return 2
		case reason && (reasonOpt(o) || strings.ContainsAny(o, "\"`")):
			return 1
		}
		return 0
	}
	sort.SliceStable(opts, func(i, j int) bool { return rank(opts[i]) < rank(opts[j]) })
}

// requesterLead leads a person's email by the part they play: "requested
// by " for a requester (requester_email), said as an option ("delete
// client CL-0092 as jo@x.io" reads as the client's new name); "as " for a
// sender the act is done as, which stays by the act (a lead).
func requesterLead(hl string) string {
	if strings.Contains(hl, "requester") {
		return "requested by "
	}
	return "as "
}
