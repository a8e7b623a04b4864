package prompt

import (
	"regexp"
	"strings"
)

// readablePart matches a part of a value that is a word a person reads
// ("prod" of "prod-42bb", "analytics" of "analytics_db").
var readablePart = regexp.MustCompile(`^[a-z]{3,}$`)

// hexID matches a UUID or another id of hex digits and dashes.
var hexID = regexp.MustCompile(`^[0-9a-fA-F]*[0-9][0-9a-fA-F]*(?:-[0-9a-fA-F]+)*$`)

// uuidShape matches a UUID, whose first part may be letters only
// ("cafdbfcc-64ef-…"), which hexID, wanting a digit there, misses.
var uuidShape = regexp.MustCompile(`^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$`)

// nameless tells whether x is an identifier that says nothing of what it
// names: a UUID, a number, a code of capitals and digits ("PB-PRJ-47344",
// "CL-9167"), a random token; a short handle ("c1") is a name. Such a value said bare ("on 3f9c…", "Do it
// on 49186.") leaves the reader to guess what it is; a readable name
// ("prod-42bb", "analytics") does not.
func nameless(x string) bool {
	if x == "" {
		return false
	}
	if len(x) <= 4 && strings.ContainsAny(strings.ToLower(x), "abcdefghijklmnopqrstuvwxyz") {
		return false // "c1", "db2": a short handle a person calls it by
	}
	if hexID.MatchString(x) || uuidShape.MatchString(x) {
		return true // a UUID's "dcbf" is no word, nor its "cafdbfcc"
	}
	for _, p := range strings.FieldsFunc(x, func(r rune) bool {
		return r == '-' || r == '_' || r == '.' || r == '/' || r == ' ' || r == ':'
	}) {
		if readablePart.MatchString(p) && strings.ContainsAny(p, "aeiouy") {
			return false
		}
	}
	return true
}

// accessNamed says what a call goes through by its noun when the value
// alone would not say it ("in project 3f9c…", "for account 49186"),
// never a bare "via 3f9c…" or "on my 3f9c… project".
func (st *funcState) accessNamed(noun, x string) string {
	ref := noun + " " + x
	forms := []string{"in " + ref, "on " + ref, "for " + ref, "under " + ref}
	switch noun {
	case "connection", "server", "instance", "cluster":
		forms = []string{"on " + ref, "via " + ref, "using " + ref}
	case "session":
		// a session is mostly a thing of its own (a client's tattoo
		// session, a browser's RUM session): the call is for it or in
		// it, not "via session 358423"
		forms = []string{"in " + ref, "from " + ref, "in " + ref, "for " + ref}
	case "account", "client":
		forms = []string{"on " + ref, "for " + ref, "under " + ref}
	}
	return st.vary("access", forms...)
}

// accessNamedAlone is accessNamed in a sentence of its own: "This is in
// project 3f9c….", "The project is 3f9c….".
func (st *funcState) accessNamedAlone(noun, x string) string {
	ref := noun + " " + x
	forms := []string{"This is in " + ref + ".", "The " + noun + " is " + x + ".", "It's for " + ref + ".",
		"Use " + ref + ".", "We're working in " + ref + "."}
	switch noun {
	case "connection", "server", "instance", "cluster":
		forms = []string{"This is on " + ref + ".", "The " + noun + " is " + x + ".", "Use " + ref + ".",
			"It's on " + ref + ".", "Run it on " + ref + "."}
	case "session":
		forms = []string{"It's for " + ref + ".", "The " + noun + " is " + x + ".", "This is in " + ref + ".",
			"It's " + ref + "."}
	case "account", "client":
		forms = []string{"This is for " + ref + ".", "The " + noun + " is " + x + ".", "It's for " + ref + ".",
			"It's on " + ref + "."}
	}
	return st.vary("access-alone", forms...)
}

// newIDPhrase says a "new …" identifier (newSessionId, new_cycle_id) as
// where the thing goes, by its noun: "to session 879067", "to cycle
// f080…", never a new name ("so it's called f080…") nor a bare "to
// 879067". ok is false for a key that does not end in an id word.
func newIDPhrase(hl, x string) (argWords, bool) {
	w := strings.Fields(hl)
	if len(w) < 3 || w[0] != "new" {
		return argWords{}, false
	}
	switch w[len(w)-1] {
	case "id", "uuid", "gid", "identifier":
	default:
		return argWords{}, false
	}
	noun := strings.Join(w[1:len(w)-1], " ")
	ref := noun + " " + x
	return argWords{text: "to " + ref, lead: true, noun: noun, ref: ref}, true
}

// sideWords name one side of a pair of things of one kind, neither being
// where the other goes: a home and an away team, a primary and a
// secondary contact.
var sideWords = map[string]bool{"home": true, "away": true, "primary": true, "secondary": true}

// sidePhrase says an identifier of one side of a pair by the part it
// plays ("with T-J53-09 as the home team"), never as a place ("in home
// team T-J53-09 in away team T-J71-03"). ok is false for other nouns.
func sidePhrase(noun, x string) (argWords, bool) {
	f := strings.Fields(strings.ToLower(noun))
	if len(f) < 2 || !sideWords[f[0]] {
		return argWords{}, false
	}
	if f[0] == "away" {
		// an away side plays against the home side: "a match with T-1 as
		// the home team against T-2 as the away team", never "with … with"
		return argWords{text: "against " + x + " as the " + noun, lead: true}, true
	}
	return argWords{text: "with " + x + " as the " + noun, lead: true}, true
}

// throughOther says what a call goes through beside another "on" lead
// ("on issue 5 in project 8b3…", "on check 43040 for account T-0096"):
// a place things live in is "in", an account or a client is "for", any
// other (a connection) is "via". rest is the lead without its "on".
func throughOther(rest string) string {
	switch n, _, _ := strings.Cut(rest, " "); {
	case n == "the":
		return "via " + rest
	case inScopes[n]:
		return "in " + rest
	case n == "account" || n == "client" || n == "session":
		return "for " + rest
	}
	return "via " + rest
}
