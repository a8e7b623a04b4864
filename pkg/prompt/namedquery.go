package prompt

import (
	"strings"
	"unicode"

	"github.com/mcpgen/mcpgen/pkg/role"
)

// namedQuery says a search query that is a person's name, when what the
// tool looks for are people, as people say it: the name of the one they
// look for, bare, after "named" ("look up the student named Noah
// Oliveira", was `look up the student about "Noah Oliveira"`), or for a
// group of people, whom in it ("go through the station crew for anyone
// named Emily K", was `go through the station crew about "Emily K"`). A
// query of another kind ("hedge trimmer", "07700 900478") or a search of
// things that are not people ("towers", "the client book") is left to
// queryPhrase. A query that is a phone number is said as the number of
// the person looked for ("the customer with the phone number 07700
// 900443").
func (st *funcState) namedQuery(q string, in intent) (argWords, bool) {
	x := strings.Trim(q, `"`)
	phone := phoneQuery(x)
	if !personLike(x) && !surnameLike(x) && !phone {
		return argWords{}, false
	}
	w := lastWord(strings.ToLower(in.Object))
	if w == "" {
		return argWords{}, false
	}
	one := singular(w)
	person := partyNouns[one] || role.PersonNoun(one) && !crewNouns[one]
	if phone {
		if !person {
			return argWords{}, false
		}
		// "the customer with the phone number 07700 900443", never
		// `the customer about "07700 900443"`
		return argWords{text: "with the phone number " + x, lead: true}, true
	}
	// "search for users named …" has its "for"; "search the members"
	// goes through them for whom it looks
	through := !strings.HasSuffix(in.Verb, " for") && (searchVerbs[in.Verb] || searchVerbs[strings.Fields(in.Verb + " x")[0]])
	switch {
	case crewNouns[one] && one != "household" && one != "family", through && person:
		// "look through the members for anyone named Park", never
		// "look through the members named Park"
		return argWords{text: "for anyone named " + x, lead: true}, true
	case person:
		return argWords{text: "named " + x, lead: true}, true
	}
	return argWords{}, false
}

// searchVerbs are acts that go through a collection for what matches,
// which take whom they look for after "for" ("search the crew for anyone
// named Emily K"), never as a name of the collection itself.
var searchVerbs = map[string]bool{"search": true, "browse": true, "scan": true, "look through": true, "go through": true}

// surnameLike tells whether x reads as a family name said alone: one
// capitalised word of three or more letters ("Cruz", "O'Brien"), never
// a code ("MEL") or a word with digits.
func surnameLike(x string) bool {
	r := []rune(x)
	if len(r) < 3 || strings.ContainsRune(x, ' ') || !unicode.IsUpper(r[0]) {
		return false
	}
	for _, c := range r[1:] {
		if !unicode.IsLower(c) && c != '\'' && c != '-' && !unicode.IsUpper(c) {
			return false
		}
	}
	return strings.ToUpper(x) != x
}

// searchLead tells whether one of leads says what a search looks for: a
// quoted query after "for", "on" or "about" (`for "Julia Nowak"`), or
// a name said bare after "named" or "called". A request holding one is
// a search, which whatQuestion never asks as what a thing is (`what the
// fleet vessels for "Julia Nowak" are`, "Any idea what the player named
// Yuki Park is?"); "Find the player named Yuki Park" is asked. A query
// after "matching" reads as a question ("What are the keys matching
// "cart:*"?").
func searchLead(leads []string) bool {
	for _, l := range leads {
		f := strings.Fields(l)
		if len(f) < 2 {
			continue
		}
		switch f[0] {
		case "named", "called":
			// a name said bare is whom a search looks for; a quoted one
			// names the thing itself ("the show named "the-daily-grind"")
			if !strings.HasPrefix(f[1], `"`) {
				return true
			}
		case "for", "on", "about":
			if strings.HasPrefix(f[1], `"`) || f[1] == "anyone" && len(f) > 2 && f[2] == "named" {
				return true
			}
		}
	}
	return false
}

// namedFirst moves a person's name said bare ("named Rodrigues", from
// namedQuery) before the other leads: it names the one looked for, so
// it follows the object ("the player named Rodrigues for instrument
// LQKG"), never a lead that names another thing, whose name it then
// reads as ("the player for instrument LQKG named Rodrigues").
func namedFirst(leads []string) {
	for i, l := range leads {
		if i > 0 && strings.HasPrefix(l, "named ") && !strings.HasPrefix(l, `named "`) {
			copy(leads[1:i+1], leads[:i])
			leads[0] = l
			return
		}
	}
}

// phoneQuery tells whether a query is a phone number: digits with the
// spaces, dashes, brackets and leading plus people write them with, at
// least seven digits ("07700 900443", "+44 20 7946 0958"), no letters.
func phoneQuery(x string) bool {
	digits := 0
	for i, r := range x {
		switch {
		case r >= '0' && r <= '9':
			digits++
		case r == ' ' || r == '-' || r == '(' || r == ')' || r == '+' && i == 0:
		default:
			return false
		}
	}
	return digits >= 7 && strings.Contains(x, " ") || digits >= 7 && x[0] == '+'
}
