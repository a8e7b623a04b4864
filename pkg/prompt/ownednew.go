package prompt

import "strings"

// newForVerbs bring a thing about for another beside bringsNew: what
// they make does not exist yet, so it is nobody's to own.
var newForVerbs = map[string]bool{"request": true, "issue": true, "order": true, "reserve": true, "assign": true,
	"allocate": true, "raise": true, "submit": true, "apply": true}

// ownedObject says an object read as "<owner>'s <thing>" the way a person
// names it when the possessive does not fit:
//
//   - the act brings the thing about, so nobody owns it yet: "issue room
//     434's key card" → "issue a key card for room 434", "request
//     container CT-28U-7669's swap" → "request a swap for container
//     CT-28U-7669";
//   - the owner ends on a quoted name, which takes no "'s": `task "Clean
//     the work area"'s tags` → `the tags for task "Clean the work area"`.
//
// Any other object is returned as it is ("vehicle 35157's location").
func ownedObject(obj, verb string) string {
	owner, thing, ok := strings.Cut(obj, "'s ")
	if !ok || owner == "" || thing == "" || strings.Contains(thing, "'s ") || strings.ContainsAny(thing, "\"`") {
		return obj
	}
	if ow := strings.Fields(owner); len(ow) < 2 || determiners[strings.ToLower(ow[0])] || !strings.ContainsAny(owner, "0123456789\"`") {
		return obj // "the clinic's patients": no particular thing named by id
	}
	tw := strings.Fields(thing)
	if len(tw) > 3 || determiners[strings.ToLower(tw[0])] {
		return obj
	}
	for _, x := range tw {
		if l := strings.ToLower(x); prepositions[l] || l == "of" || l == "and" || l == "or" {
			return obj
		}
	}
	v := firstWord(strings.ToLower(verb))
	prep := "for"
	if onHeads[strings.ToLower(lastWord(thing))] {
		prep = "on"
	}
	switch {
	case bringsNew[v] || newForVerbs[v]:
		if pluralNoun(strings.ToLower(lastWord(thing))) || massNouns[strings.ToLower(lastWord(thing))] {
			return thing + " " + prep + " " + owner
		}
		return fixArticle("a "+thing) + " " + prep + " " + owner
	case strings.HasSuffix(owner, "\"") || strings.HasSuffix(owner, "`"):
		return "the " + thing + " " + prep + " " + owner
	}
	return obj
}

// listedWholes name one thing made of many entries: a cap counts the
// entries, never the thing ("the lineup" is listed 20 acts at a time,
// not "20 lineups").
var listedWholes = map[string]bool{"lineup": true, "schedule": true, "roster": true, "timetable": true,
	"catalog": true, "catalogue": true, "inventory": true, "menu": true, "history": true, "feed": true,
	"calendar": true, "agenda": true, "directory": true, "queue": true, "timeline": true, "backlog": true,
	"playlist": true, "leaderboard": true, "ledger": true, "register": true, "programme": true, "program": true,
	"itinerary": true, "manifest": true, "waitlist": true, "line-up": true, "log": true, "journal": true}

// collectiveHead tells whether the request's object is one collective
// thing ("the lineup", "the waitlist"), whose cap counts its entries.
func collectiveHead(in intent, head string) bool {
	return listedWholes[head] && !strings.Contains(strings.ToLower(in.Object), Plural(head))
}
