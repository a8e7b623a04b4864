package generate

import (
	"fmt"
	"slices"
	"strings"

	"github.com/mcpgen/mcpgen/pkg/prompt"
)

// idEnds are the last words of an id parameter's name after its noun
// ("member_no", "caseRef", "order_number").
var idEnds = []string{"id", "ids", "no", "num", "nr", "number", "ref", "code", "key", "uuid", "gid"}

// namerEnds are the last words of a parameter's name that say what a
// thing is called or reached by: its name, email or title.
var namerEnds = []string{"name", "email", "title"}

// thingNoun is the noun an id parameter's name names ("member" of
// member_no, "case" of caseRef); "" for a bare "id" or a name that is no
// id's.
func thingNoun(name string) string {
	w := nameWords(name)
	if len(w) < 2 || !slices.Contains(idEnds, w[len(w)-1]) {
		return ""
	}
	return strings.TrimSuffix(w[len(w)-2], "s")
}

// namesIDThing tells whether q names the thing p, an id, identifies, in
// a tool that only reads when reads is set: q's name ends on a name, an
// email or a title, and says the id's noun ("member_name" beside
// "member_no"; not "engineer_name" beside "repair_id", whose engineer may
// well do two repairs) or, in a lookup, no noun at all ("name" or
// "full_name" beside "member_no": the member looked up by number or
// name). A bare name in a change is what it writes or whom it reaches (a
// casualty's name, an invite's email), not the id's thing. A value that
// says which thing beside its id belongs to that one thing: member 09344
// and member 03906 are not both "Elena Silva".
func namesIDThing(p, q prompt.Param, reads bool) bool {
	if p.Name == q.Name || !actedOn(p) {
		return false
	}
	w := nameWords(q.Name)
	if len(w) == 0 || !slices.Contains(namerEnds, w[len(w)-1]) {
		return false
	}
	noun, said := thingNoun(p.Name), false
	for _, x := range w[:len(w)-1] {
		switch {
		case noun != "" && strings.TrimSuffix(x, "s") == noun:
			said = true
		case x != "full" && x != "display":
			return false
		}
	}
	return said || reads
}

// namedByOther tells whether p names a thing (namesIDThing) whose id args
// also set: another name for the same id is no other thing ("member
// 09344 named Elena Silva, and the same named Noah Lee").
func namedByOther(pt *prepTool, params []prompt.Param, p prompt.Param, args map[string]any) bool {
	for _, q := range params {
		if _, set := args[q.Name]; set && namesIDThing(q, p, readsOnly(pt)) {
			return true
		}
	}
	return false
}

// ownNames returns c, the arguments of a call of pt beside another whose id p
// they change, without the values naming the old thing (namesIDThing) they
// still share with first: an optional one is left out, a required one
// takes its value from b, the draw the new id came from. false when a
// required one cannot (b has none of its own).
func ownNames(pt *prepTool, params []prompt.Param, p prompt.Param, first, c, b map[string]any) (map[string]any, bool) {
	out, cloned, reads := c, false, readsOnly(pt)
	for _, q := range params {
		v, set := c[q.Name]
		if !set || !namesIDThing(p, q, reads) || fmt.Sprint(v) != fmt.Sprint(first[q.Name]) {
			continue
		}
		if !cloned {
			out, cloned = cloneArgs(c), true
		}
		if !q.Required {
			delete(out, q.Name)
			continue
		}
		nv, ok := b[q.Name]
		if !ok || fmt.Sprint(nv) == fmt.Sprint(v) {
			return nil, false
		}
		out[q.Name] = nv
	}
	return out, true
}
