package prompt

import (
	"strings"

	"github.com/mcpgen/mcpgen/pkg/role"
)

// meaningVerbs open a code's meaning that is an instruction ("Use subject
// as title", "Do not assign title from rule"): it is said as what to do.
var meaningVerbs = map[string]bool{"use": true, "do": true, "don't": true, "move": true, "mark": true, "flag": true, "tag": true,
	"delete": true, "keep": true, "skip": true, "assign": true, "process": true, "send": true, "ignore": true, "apply": true,
	"only": true}

// codeMeaning returns what the number n means by p's description when it
// lists the meaning of each code ("1=Delete, 2=Move to specified
// folder"), "" when it lists none or not n's.
func codeMeaning(p Param, n string) string {
	if roleKind(p) != role.Enum {
		return ""
	}
	cs := role.NumCodes(p.Description)
	if len(cs) < 2 {
		return "" // one number and words: no list of codes
	}
	for _, c := range cs {
		if c.Code == n {
			return c.Meaning
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
		lm := strings.ToLower(m)
		switch {
		case strings.HasSuffix(lm, " "+hw[0]):
			return argWords{text: lm}, true // "no priority", never "no priority priority"
		case lw == "not":
			return argWords{text: "marked " + lm}, true // "marked not important", not "not important priority"
		}
		return argWords{text: lm + " " + hw[0]}, true
	}
	return argWords{}, false
}
