package prompt

import (
	"slices"
	"strings"
	"unicode"

	"github.com/mcpgen/mcpgen/pkg/tool"
)

// nullPhrase phrases an argument whose value is null. Where the
// parameter's or the tool's description says null clears it (tool.NullClears),
// the request says so: a setting the tool overrides is reset ("resetting
// the forced-colors media feature"), another value is cleared or removed
// with the description's verb ("clearing the due", "removing the owner").
// Elsewhere null only means "not given" (pydantic's Optional), and the
// request says nothing of it: never "list the stations, resetting the
// status".
func (st *funcState) nullPhrase(p Param, in intent) argWords {
	verb, ok := tool.NullClears(p.Description)
	if !ok && st.data != nil {
		verb, ok = tool.NullClears(st.data.Tool.Description)
	}
	if !ok {
		return argWords{}
	}
	if o, _ := actsOn(p, in); o != "" {
		return argWords{text: "resetting " + o} // "the prefers-contrast media feature", not "the contrast"
	}
	if m := changesWhat.FindStringSubmatch(p.Description); m != nil && len(strings.Fields(m[1])) <= 4 {
		// "Changes the CSS media type of the page": "resetting the CSS
		// media type", not "resetting the media"
		return argWords{text: "resetting the " + m[1]}
	}
	return argWords{text: clearingVerb(verb) + " the " + clearedNoun(p)}
}

// kindNouns are the nouns a description puts after a key's words to say
// what kind of value it holds ("due" is a "due date").
var kindNouns = map[string]bool{"date": true, "time": true, "name": true, "url": true, "address": true,
	"number": true, "code": true, "note": true, "limit": true, "title": true, "image": true, "icon": true}

// clearedNoun names what a null argument clears: the key in words, with
// the kind noun the description puts after them ("due" whose description
// says "New due date for the item" is the due date).
func clearedNoun(p Param) string {
	h := strings.ToLower(p.Human)
	hw := strings.Fields(h)
	if len(hw) == 0 || kindNouns[hw[len(hw)-1]] {
		return h
	}
	dw := strings.FieldsFunc(strings.ToLower(p.Description), func(r rune) bool {
		return !unicode.IsLetter(r) && !unicode.IsDigit(r)
	})
	for i := 0; i+len(hw) < len(dw); i++ {
		if slices.Equal(dw[i:i+len(hw)], hw) && kindNouns[dw[i+len(hw)]] {
			return h + " " + dw[i+len(hw)]
		}
	}
	return h
}

// clearingVerb returns the -ing form a request says a null argument with,
// from the verb the description gives null ("clear", "removes").
func clearingVerb(verb string) string {
	switch {
	case strings.HasPrefix(verb, "clear"), strings.HasPrefix(verb, "unset"), strings.HasPrefix(verb, "erase"):
		return "clearing"
	case strings.HasPrefix(verb, "remov"), strings.HasPrefix(verb, "delet"), strings.HasPrefix(verb, "unassign"), strings.HasPrefix(verb, "detach"):
		return "removing"
	}
	return "resetting"
}
