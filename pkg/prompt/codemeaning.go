package prompt

import (
	"regexp"
	"strings"

	"github.com/mcpgen/mcpgen/pkg/role"
)

// codeMeaningRe matches one "<number>=<meaning>" pair of a numeric code
// list a description spells out ("Title assignment: 1=Use subject as
// title, 2=Use attachment filename as title", "Priority: 1 - high, 2 -
// low"): the number, then its meaning up to the next separator.
var codeMeaningRe = regexp.MustCompile(`(?:^|[:;,(]\s*)(\d{1,2})\s*(?:=|:|-|–|—)\s*([A-Za-z][^,;()]*)`)

// meaningVerbs open a code's meaning that is an instruction ("Use subject
// as title", "Do not assign title from rule"): it is said as what to do.
var meaningVerbs = map[string]bool{"use": true, "do": true, "don't": true, "move": true, "mark": true, "flag": true, "tag": true,
	"delete": true, "keep": true, "skip": true, "assign": true, "process": true, "send": true, "ignore": true, "apply": true,
	"only": true}

// codeMeaning returns what the number n means by p's description when it
// lists the meaning of each code ("1=Delete, 2=Move to specified
// folder"), "" when it lists none or not n's.
func codeMeaning(p Param, n string) string {
	if roleKind(p) != role.Enum || !strings.ContainsAny(p.Description, "=:-–—") {
		return ""
	}
	ms := codeMeaningRe.FindAllStringSubmatch(p.Description, -1)
	if len(ms) < 2 {
		return "" // one number and words: no list of codes
	}
	for _, m := range ms {
		if m[1] == n {
			return strings.TrimRight(strings.TrimSpace(m[2]), ".")
		}
	}
	return ""
}

// codeMeaningPhrase says a numeric code by what it means, the way a person
// who never saw the codes asks: an instruction as what to do ("use
// subject as title" for assign_title_from=1), a word as a kind of the
// key's thing ("high priority" for priority=1); false when the
// description gives no meaning for it.
func codeMeaningPhrase(p Param, n string) (argWords, bool) {
	m := codeMeaning(p, n)
	w := strings.Fields(m)
	if len(w) == 0 || len(w) > 8 {
		return argWords{}, false
	}
	lw := strings.ToLower(w[0])
	if meaningVerbs[lw] {
		return argWords{text: lw + strings.TrimPrefix(m, w[0])}, true
	}
	hw := strings.Fields(strings.ToLower(p.Human))
	if len(w) <= 2 && len(hw) == 1 {
		return argWords{text: strings.ToLower(m) + " " + hw[0]}, true
	}
	return argWords{}, false
}
