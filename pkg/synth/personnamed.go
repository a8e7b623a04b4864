package synth

import (
	"strings"

	"github.com/mcpgen/mcpgen/pkg/role"
)

// personNamed reports whether the bare name r takes (a "name" or
// "full_name") is the name of a person-like thing: of the object it sits
// in (nextOfKin.name), of what the role says it names, or else of what
// the tool's name ends on (register_buyer's name). A buyer's name is
// "Priya Shah", never a project's "Holiday Campaign".
func personNamed(r *role.Role, h hint) bool {
	ts := sharedTokens(h.name)
	if len(ts) == 0 || ts[len(ts)-1] != "name" {
		return false
	}
	switch strings.Join(ts[:len(ts)-1], "_") {
	case "", "full", "display":
	default:
		return false
	}
	var noun string
	switch {
	case h.parent != "":
		ps := sharedTokens(h.parent)
		if len(ps) == 0 {
			return false
		}
		noun = ps[len(ps)-1]
	case r.Names != "":
		noun = r.Names
	default:
		ts := sharedTokens(h.topic)
		if len(ts) < 2 {
			return false
		}
		noun = ts[len(ts)-1]
	}
	return role.PersonThing(singular(strings.ToLower(noun)))
}
