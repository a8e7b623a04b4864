package role

import (
	"strings"
	"sync"
)

// An organisation a server deals with is of the kind its world holds: a
// museum lends to another museum or a university gallery, a brewery buys
// from a maltster, a clinic refers to a hospital. orgKindCues are, per
// kind of organisation, the words (singular, lower case) that say a
// server's or a tool's world is that kind's; OrgKindOf and Server.OrgKind
// read them.
var orgKindCues = []struct {
	kind, cues string
}{
	{"museum", "museum gallery exhibition exhibit curator curatorial accession deaccession artwork artefact artifact provenance conservator"},
	{"school", "school student pupil teacher classroom course curriculum enrollment enrolment tuition semester homework campus university college"},
	{"sports", "league soccer football basketball baseball hockey rugby referee tournament fixture roster coach athlete"},
	{"health", "clinic patient hospital medical dental dentist doctor physician nurse pharmacy prescription veterinary vet diagnosis"},
	{"pharma", "sponsor protocol investigator trial pharmaceutical"},
	{"hotel", "hotel resort inn hostel lodging check-in concierge"},
	{"food", "restaurant cafe bistro catering menu kitchen chef diner bakery"},
	{"beverage", "brewery brewing beer hop malt yeast wort mash fermentation winery wine vineyard distillery"},
	{"theater", "theater theatre playhouse performance showtime stage usher concert venue ticketing"},
	{"law", "court docket attorney counsel lawsuit litigation plaintiff defendant filing judge"},
	{"logistics", "freight shipment shipper consignee trucking carrier haul hauler warehouse pallet mover moving"},
	{"farm", "farm apiary hive beekeeping honey greenhouse nursery irrigation crop orchard harvest"},
	{"building", "permit contractor construction renovation roofing plumbing chimney inspection inspector"},
}

// orgKindScores adds up, per kind of orgKindCues, the cue words of text
// with weight w.
func orgKindScores(scores []int, text string, w int) {
	cues := orgKindCueIndex()
	for _, t := range Tokens(text) {
		for _, i := range cues[singular(strings.ToLower(t))] {
			scores[i] += w
		}
	}
}

// orgKindCueIndex maps each cue word of orgKindCues to the kinds (their
// indexes, in order, each once) whose cues hold it, made once: a server's
// and each tool's words are scored against every kind, and splitting
// the cue lists again for every word was most of orgKindScores.
var orgKindCueIndex = sync.OnceValue(func() map[string][]int {
	idx := map[string][]int{}
	for i, k := range orgKindCues {
		for f := range strings.FieldsSeq(k.cues) {
			if at := idx[f]; len(at) == 0 || at[len(at)-1] != i {
				idx[f] = append(at, i)
			}
		}
	}
	return idx
})

// bestOrgKind returns the kind scoring most, at least min, the first of
// a tie; "" when none does.
func bestOrgKind(scores []int, min int) string {
	best, at := min-1, -1
	for i, s := range scores {
		if s > best {
			best, at = s, i
		}
	}
	if at < 0 {
		return ""
	}
	return orgKindCues[at].kind
}

// OrgKindOf returns the kind of organisation a tool's words (its name
// and description) say its world holds ("museum", "school", "health",
// "beverage", ...), "" when they say none.
func OrgKindOf(text string) string {
	scores := make([]int, len(orgKindCues))
	orgKindScores(scores, text, 1)
	return bestOrgKind(scores, 1)
}

// OrgKind returns the kind of organisation the server's words say its
// world holds (see OrgKindOf): its name counts most, then its tools'
// names and descriptions; "" when they say none or s is nil.
func (s *Server) OrgKind() string {
	if s == nil {
		return ""
	}
	return s.orgKind
}
