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
func (st *funcState) workerNamed(x, hl string, in intent) (argWords, bool) {
	hw := strings.Fields(hl)
	if len(hw) == 0 || len(hw) > 2 || !displayName(x) {
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
