package prompt

import (
	"regexp"
	"strings"
)

// stackPreps open an option that English stacks after its clause without
// a comma or "and": "book a crossing on route R40 on March 20 at 4pm for
// 4 passengers", where a list ("…, on March 20 at 4pm and for 4
// passengers") reads as a form read out field by field.
var stackPreps = map[string]bool{"at": true, "in": true, "on": true, "for": true, "from": true, "by": true,
	"since": true, "until": true, "before": true, "after": true, "into": true, "near": true, "under": true,
	"with": true, "without": true, "starting": true, "through": true, "inside": true, "within": true}

// stackedOpts says opts after clause s as stacked adjuncts (see
// stackPreps) when there are few: one or two options, at most three
// phrases after the object with the leads, each short, opening on a
// preposition (not "with" twice: "with A with B" is a list), holding no
// list, parenthesis or act. A date's own comma ("on March 2, 2026") and
// the words of a quote that ends the request do not count. A start said
// after an end ("until May 6 … from January 19 …") is put first. ok is
// false when they are to be listed as before.
func stackedOpts(s string, opts []string, leads int) (string, bool) {
	if len(opts) == 0 || len(opts) > 2 || leads+len(opts) > 3 || strings.HasSuffix(s, ":") {
		return "", false
	}
	seen := map[string]bool{}
	for i, o := range opts {
		bare := o
		if strings.Contains(o, ", ") { // dateComma's comma: most options hold none
			bare = dateComma.ReplaceAllString(o, "$1$2")
		}
		if strings.Contains(o, "\"") {
			if i != len(opts)-1 {
				return "", false // a quote mid-sentence runs into what follows it
			}
			bare = quoted.ReplaceAllString(bare, "Q")
		}
		f := strings.Fields(bare)
		if len(f) < 2 || len(f) > 7 || !stackPreps[f[0]] || seen[f[0]] && f[0] == "with" || outputAct(o) || ownConj(o) ||
			strings.ContainsAny(bare, "(,`\n") || listsItself(bare) || boundOpeners[f[0]+" "+f[1]] || i > 0 && f[0] == "at" {
			return "", false
		}
		seen[f[0]] = true
	}
	if len(opts) == 2 && endWords[firstWord(opts[0])] && startWords[firstWord(opts[1])] {
		opts = []string{opts[1], opts[0]}
	}
	return s + " " + strings.Join(opts, " "), true
}

var (
	// dateComma is the comma of a spoken date ("March 2, 2026"): it
	// lists nothing.
	dateComma = regexp.MustCompile(`((?:January|February|March|April|May|June|July|August|September|October|November|December) \d{1,2}),( \d{4})`)
	// quoted is a quoted value, said whole whatever it holds.
	quoted = regexp.MustCompile(`"[^"]*"`)
	// boundOpeners open a bound on a number ("at most 20 km/h"), not an
	// adjunct: stacked after a time it reads as part of it.
	boundOpeners = map[string]bool{"at most": true, "at least": true, "up to": true}
	// startWords and endWords open the start and the end of a span.
	startWords = map[string]bool{"from": true, "starting": true, "since": true, "after": true}
	endWords   = map[string]bool{"until": true, "through": true, "by": true, "before": true, "to": true}
)
