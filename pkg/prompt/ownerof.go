package prompt

import (
	"regexp"
	"strings"
)

// ownerOfWhat matches a description that says whose owner a person is:
// "Full name of the dog's owner", "Owner of the vehicle".
var ownerOfWhat = regexp.MustCompile(`(?i)\b([a-z]+)'s owner\b|\bowner of (?:the|a|an|this) ([a-z]+)\b`)

// ownsOther tells whether p's description makes its person the owner of
// something other than what the call acts on: the owner of the dog on
// "book an appointment" is whom the appointment is for, never what owns
// it ("Book a grooming appointment, owned by Ana Johnson").
func ownsOther(p Param, in intent) bool {
	m := ownerOfWhat.FindStringSubmatch(p.Description)
	if m == nil {
		return false
	}
	owned := strings.ToLower(m[1] + m[2])
	for w := range strings.FieldsSeq(strings.ToLower(in.Object)) {
		if w == owned || strings.TrimSuffix(w, "s") == owned {
			return false
		}
	}
	return true
}
