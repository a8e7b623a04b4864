package prompt

import (
	"strings"

	"github.com/mcpgen/mcpgen/pkg/role"
)

// phoneWords are the words of a phone key that say only that it holds a
// phone number ("guest phone", "driver_phone_number").
var phoneWords = map[string]bool{"phone": true, "number": true, "mobile": true, "cell": true, "tel": true, "telephone": true, "no": true}

// attachString says a string whose kind people attach in set ways: a
// phone number unquoted and, when the key names whose it is, as theirs
// ("with the driver's number +90 225 690638", never `with driver phone set to
// "+90 225 690638"`), a time zone as one ("in the America/Los_Angeles
// time zone", never `with time zone set to "America/Los_Angeles"`). ok is
// false for other strings.
func (st *funcState) attachString(x string, k role.Kind, hl string) (argWords, bool) {
	switch k {
	case role.Phone:
		if x == "" || !strings.ContainsAny(x[:1], "+(0123456789") {
			return argWords{}, false
		}
		var owner []string
		for w := range strings.FieldsSeq(hl) {
			if !phoneWords[w] {
				owner = append(owner, w)
			}
		}
		if len(owner) == 0 || len(owner) > 2 {
			return argWords{text: st.turn("phone "+x, "reachable at "+x, "with the phone number "+x)}, true
		}
		who := strings.Join(owner, " ") + "'s"
		return argWords{text: st.turn("with the "+who+" phone "+x, "with the "+who+" number "+x)}, true
	case role.Timezone:
		if strings.ContainsAny(x, " \"") || x == "" {
			return argWords{}, false
		}
		return argWords{text: st.turn("in the "+x+" time zone", "in "+x+" time")}, true
	}
	return argWords{}, false
}
