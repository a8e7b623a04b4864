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
	each := "it"
	if st.data != nil && plural(lastWord(strings.ToLower(st.data.Tool.intent.Object))) {
		each = "each"
	}
	what, asked := spokenFields(names, each)
	if !asked {
		what += " field"
		if len(names) > 1 {
			what += "s"
		}
	}
	if asked {
		return argWords{text: st.turn("including "+what, "and include "+what)}, true
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

// spokenFields says the names of response fields as a person asks for
// them: in words ("due_on" → "due on"), a flag as the question it answers
// ("is_organization" → "whether each is an organization"), a time stamp
// as one ("created_at" → "the created-at timestamp"); asked tells whether one
// is said so, when the list takes no "fields". each is what the request
// fetches, "it" or "each".
func spokenFields(names []string, each string) (string, bool) {
	said := make([]string, len(names))
	asked := false
	for i, f := range names {
		w := strings.Fields(strings.ToLower(Humanize(f)))
		switch {
		case len(w) == 2 && w[0] == "is" && isWord(w[1]):
			said[i], asked = "whether "+each+" is "+article(w[1]), true
		case len(w) >= 2 && (w[0] == "is" || w[0] == "has" || w[0] == "can"):
			said[i], asked = "whether "+each+" "+strings.Join(w, " "), true
		case len(w) == 2 && (w[1] == "at" || w[1] == "on") && strings.HasSuffix(w[0], "ed") && isWord(w[0]):
			stamp := " timestamp"
			if w[1] == "on" {
				stamp = " date"
			}
			said[i], asked = "the "+w[0]+"-"+w[1]+stamp, true
		default:
			said[i] = strings.Join(w, " ")
		}
	}
	if asked && !strings.HasPrefix(said[0], "wh") && !strings.HasPrefix(said[0], "the ") {
		return "the " + joinWords(said, "and"), asked
	}
	if asked {
		return joinWords(said, "and"), asked
	}
	return "the " + joinWords(said, "and"), asked
}
