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
