package prompt

import (
	"slices"
	"strings"
)

// stiffCaps open a cap option that reads glued on after a comma ("the
// places, just the first 25", "the pods, only 30 pods", "max 10"); "up
// to 25 places" and "at most 25" read as said and stay options.
var stiffCaps = []string{"just the first ", "only ", "the first ", "max ", "cap it at ", "limit it to "}

// foldCap says a stiff cap on how many things a read returns inside its
// object, as people ask for a few things: "the first 25 places", not
// "the places, just the first 25" or "customer tiers, only 5". Only a
// plain plural object ("the pods", "customer tiers") takes it; a cap of
// one, an owned object ("issue 5's documents") or one with another
// determiner ("all the pods") keeps its option.
func foldCap(c *core, in intent) {
	if v := firstWord(in.Verb); !in.Read || v == "search" || v == "find" || c.object == "" || possessed(strings.ToLower(c.object)) {
		return
	}
	head := objectHead(c.object)
	if !pluralNoun(head) || !lettersOnly(head) {
		return
	}
	rest := c.object
	if r, ok := strings.CutPrefix(rest, "the "); ok {
		rest = r
	} else if determiners[strings.ToLower(firstWord(rest))] {
		return
	}
	for i, o := range c.opts {
		n, ok := limitOf(o, head)
		if !ok || n == "1" || n == "0" || !stiffCap(o) {
			continue
		}
		others := slices.Delete(slices.Clone(c.opts), i, i+1)
		obj, ok := cappedObject(n, rest, others)
		if !ok {
			return
		}
		c.object, c.opts = obj, others
		return
	}
}

// cappedObject says n of the things rest names: "the first 25 places";
// "the 20 most recent issues" and "the 30 latest events" for things
// ranked by time; "the next 2 content types" when another option
// (others) skips the first few ("past the first 3"), where "the first 2"
// would say the skipped ones. ok is false for a time word the count
// cannot stand before ("current", "previous").
func cappedObject(n, rest string, others []string) (string, bool) {
	w := strings.Fields(rest)
	switch first := strings.ToLower(w[0]); {
	case first == "recent" && len(w) > 1:
		return "the " + n + " most recent " + strings.Join(w[1:], " "), true
	case (first == "latest" || first == "newest" || first == "oldest") && len(w) > 1:
		return "the " + n + " " + rest, true
	case timeAdjectives[first]:
		return "", false
	}
	for _, o := range others {
		if strings.Contains(o, "the first ") {
			return "the next " + n + " " + rest, true
		}
	}
	return "the first " + n + " " + rest, true
}

// stiffCap tells whether cap option o opens on a stiff form (stiffCaps).
func stiffCap(o string) bool {
	for _, p := range stiffCaps {
		if strings.HasPrefix(o, p) {
			return true
		}
	}
	return false
}

// countedObject tells whether object l says how many of its things
// (foldCap: "the first 25 places", "the next 2 types", "the 20 most
// recent issues"): its article stays, as "first 25 places" alone reads
// clipped.
func countedObject(l string) bool {
	w := strings.Fields(l)
	return len(w) > 2 && strings.EqualFold(w[0], "the") && (isDigits(w[1]) || (w[1] == "first" || w[1] == "next") && isDigits(w[2]))
}
