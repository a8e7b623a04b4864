package prompt

import "strings"

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
// list, parenthesis or act. ok is false when they are to be listed as
// before.
func stackedOpts(s string, opts []string, leads int) (string, bool) {
	if len(opts) == 0 || len(opts) > 2 || leads+len(opts) > 3 {
		return "", false
	}
	seen := map[string]bool{}
	for i, o := range opts {
		f := strings.Fields(o)
		if len(f) < 2 || len(f) > 7 || !stackPreps[f[0]] || seen[f[0]] && f[0] == "with" || outputAct(o) || ownConj(o) ||
			strings.ContainsAny(o, "(,`\n") || listsItself(o) || strings.HasSuffix(s, ":") {
			return "", false
		}
		if strings.Contains(o, "\"") && i != len(opts)-1 {
			return "", false // a quote mid-sentence runs into what follows it
		}
		seen[f[0]] = true
	}
	return s + " " + strings.Join(opts, " "), true
}
