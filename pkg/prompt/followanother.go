package prompt

import (
	"math/rand/v2"
	"strings"

	"github.com/mcpgen/mcpgen/pkg/role"
)

// NewThingName tells whether p is what a new thing made by a creating
// tool is called or titled (a name, a title), a value a person says in
// quotes after "called" or "titled": not a choice, a person or a place.
func NewThingName(p Param) bool {
	if p.Enum || p.Role.Kind == role.Person {
		return false
	}
	if p.Role.Kind == role.Title {
		return true
	}
	switch strings.ToLower(Humanize(p.Name)) {
	case "name", "title", "display name":
		return true
	}
	return false
}

// FollowUpAnother words a second user turn asking for one more thing
// made like the first, called value: "And another one called "Sprint
// board", please." A new name said as the target of the same change
// ("And for Sprint board as well, please.") reads as a thing that
// exists already.
func FollowUpAnother(rng *rand.Rand, p Param, value string) string {
	verb := "called"
	if p.Role.Kind == role.Title || strings.EqualFold(Humanize(p.Name), "title") {
		verb = "titled"
	}
	v := verb + " \"" + strings.Trim(value, "\"") + "\""
	return pickOne(rng, "And another one "+v+", please.", "Now one more, "+v+".", "Great. Can you make one "+v+" too?",
		"Thanks. Could you do another one, "+v+"?")
}
