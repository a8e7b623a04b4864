package prompt

import (
	"regexp"
	"strings"
	"unicode/utf8"
)

// apiUse matches how a description names the service a tool calls
// ("using Google Places API", "via the GitHub API"): how the tool works,
// which a person asking for the result does not say.
var apiUse = regexp.MustCompile(`\s*,?\s*\b(?:using|via|through|with|from) (?:the )?(?:[A-Z][\w.-]*\s+){0,3}API\b`)

// dropAPIUse removes apiUse from a phrase of a tool's description.
func dropAPIUse(s string) string {
	if !strings.Contains(s, "API") {
		return s
	}
	return strings.TrimSpace(apiUse.ReplaceAllString(s, ""))
}

// cssFeature returns the hyphenated name in "the prefers-color-scheme
// media feature" (what a setting acts on, from its description), or "".
func cssFeature(o string) string {
	w := strings.Fields(o)
	if len(w) > 2 && strings.EqualFold(w[0], "the") && strings.Count(w[1], "-") >= 1 && strings.EqualFold(w[len(w)-1], "feature") {
		return w[1]
	}
	return ""
}

// leadFirst moves the first lead opening with one of prefixes to the
// front: what a thing becomes stays next to it ("rename crm.invoices to
// invoices_2025 through my dev connection", not "… through my dev
// connection to invoices_2025").
func leadFirst(leads []string, prefixes ...string) {
	for i, l := range leads {
		for _, p := range prefixes {
			if strings.HasPrefix(l, p) {
				copy(leads[1:i+1], leads[:i])
				leads[0] = l
				return
			}
		}
	}
}

// stackedAside matches an aside right after another ("(database shop)
// (connection analytics-a230)").
var stackedAside = regexp.MustCompile(`(\(\w+ [^\s()]+\)) \((\w+ [^\s()]+)\)`)

// unstackAsides says the second of two stacked asides in a request's
// first line as a phrase: "the reviews collection (database shop) using
// connection analytics-a230". Attached code below is left as it is.
func unstackAsides(s string) string {
	head, rest, cut := strings.Cut(s, "\n")
	if !strings.Contains(head, ") (") {
		return s
	}
	head = stackedAside.ReplaceAllString(head, "$1 using $2")
	if cut {
		return head + "\n" + rest
	}
	return head
}

// settingWords says a short value of a setting whose description names
// what the tool's verb acts on ("Emulates the forced-colors media
// feature"): "with forced-colors: active" for a CSS media feature, as CSS
// says it, else "with the X set to \"v\"". ok is false for other
// parameters.
func settingWords(p Param, x string, in intent) (argWords, bool) {
	o, noun := actsOn(p, in)
	if o == "" || utf8.RuneCountInString(x) > 40 {
		return argWords{}, false
	}
	if f := cssFeature(o); f != "" && x != "" && !strings.ContainsAny(x, " \"`") {
		return argWords{text: "with " + f + ": " + x, noun: noun, ref: f + ": " + x}, true
	}
	return argWords{text: "with " + o + " set to " + quoteStr(x), noun: noun, ref: o + " set to " + quoteStr(x)}, true
}
