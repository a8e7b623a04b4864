package prompt

import (
	"regexp"
	"strings"
)

// fieldsToInclude matches a description of a list of response fields to
// return ("Comma-separated list of optional fields to include",
// "Comma-separated optional fields").
var fieldsToInclude = regexp.MustCompile(`(?i)\b(?:optional )?fields\b(?: to (?:include|return|fetch|select))?`)

// fieldListPhrase says a list of the fields a response should include
// by what they are: "including the name and notes fields", never the
// key's words ("with opt fields set to "price"", "setting opt fields to
// …"). ok is false for other strings.
func (st *funcState) fieldListPhrase(p Param, x string) (argWords, bool) {
	hw := p.lowerHumanWords()
	if len(hw) == 0 || hw[len(hw)-1] != "fields" || !fieldsToInclude.MatchString(p.Description) ||
		strings.ContainsAny(x, " \"\n") || x == "" {
		return argWords{}, false
	}
	var names []string
	for _, f := range strings.Split(x, ",") {
		if f = strings.TrimSpace(f); f != "" {
			names = append(names, f)
		}
	}
	if len(names) == 0 {
		return argWords{}, false
	}
	what := "the " + joinWords(names, "and") + " field"
	if len(names) > 1 {
		what += "s"
	}
	return argWords{text: st.vary("field-list", "including "+what, "with "+what+" included", "and include "+what,
		"returning "+what+" too")}, true
}

// settingOrFields says a string that sets one of the object's settings
// (settingWords) or lists the fields a response includes
// (fieldListPhrase); ok is false for others.
func (st *funcState) settingOrFields(p Param, x string, in intent) (argWords, bool) {
	if a, ok := settingWords(p, x, in); ok {
		return a, true
	}
	return st.fieldListPhrase(p, x)
}
