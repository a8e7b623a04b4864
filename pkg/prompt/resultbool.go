package prompt

import "strings"

// workedWords are the names of a flag that says whether the call worked:
// true is said "it worked", not "the success is yes".
var workedWords = map[string]bool{"success": true, "successful": true, "succeeded": true, "ok": true, "done": true}

// boolFact says a flag member w (its name in words) of a result as a
// person reports it: whether the call worked ("it worked"), or the state
// its last word names of what the words before it name ("the next
// thought isn't needed" for next_thought_needed false); "" for other
// flags.
func boolFact(w string, b bool) string {
	if workedWords[w] {
		if b {
			return "it worked"
		}
		return "it didn't go through"
	}
	if hasFlag(w) {
		return hasFact(w, b) // "" for "has more": said as before
	}
	f := strings.Fields(w)
	if len(f) < 2 || !yesNoWord.MatchString(f[len(f)-1]) || strings.HasSuffix(f[len(f)-1], "ing") {
		return ""
	}
	thing := strings.Join(f[:len(f)-1], " ")
	if b {
		return "the " + thing + " " + beFor(thing) + " " + f[len(f)-1]
	}
	return "the " + thing + " " + beFor(thing) + "n't " + f[len(f)-1]
}

// beFor is the verb "is" or "are" agreeing with noun, the words naming a
// member of a result: "the units are", "the stats are", "the status
// is". A noun whose last word ends in an s that is not a plural's
// ("status", "class", "alias", "analysis", "analytics", "species")
// takes "is".
func beFor(noun string) string {
	f := strings.Fields(noun)
	if len(f) == 0 {
		return "is"
	}
	w := f[len(f)-1]
	switch w {
	case "species", "series", "news":
		return "is" // one as well as many
	}
	if len(w) > 3 && strings.HasSuffix(w, "s") {
		for _, end := range []string{"ss", "us", "is", "as", "ics"} {
			if strings.HasSuffix(w, end) {
				return "is"
			}
		}
		return "are"
	}
	return "is"
}

// hasFact says a yes/no member of what a result has ("has_difference",
// "with_parking") as a sentence about it, never its key and "yes"
// (was "the has difference is yes"): "it has a difference", false "it
// has no difference"; a plural or -ing thing takes no article ("it has
// attachments"); a participle after "has" is a verb ("it has
// ended", "it hasn't ended"). "" for a word that is no thing of its own
// ("has more", "has next"), left as before.
func hasFact(w string, b bool) string {
	hw := strings.Fields(w)
	thing := strings.Join(hw[1:], " ")
	switch l := hw[len(hw)-1]; {
	case len(hw) == 2 && (l == "more" || l == "next" || l == "previous" || l == "prev"):
		return ""
	case len(hw) == 2 && hw[0] == "has" && strings.HasSuffix(l, "ed"):
		if b {
			return "it has " + l
		}
		return "it hasn't " + l
	}
	if !b {
		return "it has no " + thing
	}
	if l := hw[len(hw)-1]; pluralLooking(l) || strings.HasSuffix(l, "ing") {
		return "it has " + thing
	}
	return "it has " + fixArticle("a "+thing)
}
