package prompt

import (
	"strings"

	"github.com/mcpgen/mcpgen/pkg/role"
)

// workerNamed says a person a parameter names by the work they do with
// the parameter's words: "with analyst Omar Clark", "for technician
// Kwame Chen", "performed by Lena Rodrigues"; never a bare "for Omar
// Clark", which reads as the person the call is for. hl is the
// parameter's name in lower-case words; ok is false for other names.
// A worker given by initials is said the same way: "for binder MJH",
// never "for @MJH" or "about MJH", which read as an account.
func (st *funcState) workerNamed(x, hl string, in intent) (argWords, bool) {
	hw := strings.Fields(hl)
	if len(hw) == 0 || len(hw) > 2 || !displayName(x) && !personInitials(x) {
		return argWords{}, false
	}
	last := hw[len(hw)-1]
	if last == "by" && len(hw) == 2 && role.Participle(hw[0]) {
		return argWords{text: hl + " " + x}, true
	}
	if !role.WorkerNoun(last) {
		return argWords{}, false
	}
	if in.Read {
		return argWords{text: "for " + hl + " " + x}, true
	}
	return argWords{text: st.turn("with "+hl+" "+x, "by "+hl+" "+x)}, true
}

// personInitials tells whether x is written as a person's initials: two
// or three capital letters ("AK", "MJH").
func personInitials(x string) bool {
	if len(x) < 2 || len(x) > 3 {
		return false
	}
	for _, c := range x {
		if c < 'A' || c > 'Z' {
			return false
		}
	}
	return true
}
