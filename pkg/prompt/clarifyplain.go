package prompt

import (
	"math/rand/v2"
	"strings"

	"github.com/mcpgen/mcpgen/pkg/role"
)

// plainQuestion asks for p in words where ClarifyQuestion would name it
// by a part of its parameter's name: a person's first or last name
// ("What last name should I use?", not "Which last is it? I'll need its
// name."). "" for other parameters.
func plainQuestion(rng *rand.Rand, p Param) string {
	noun := paramNoun(p)
	switch p.Role.Kind {
	case role.LastName, role.FirstName:
	default:
		switch noun {
		case "last name", "surname", "first name", "given name", "family name":
		default:
			return ""
		}
	}
	which := "last name"
	if p.Role.Kind == role.FirstName || strings.HasPrefix(noun, "first") || strings.HasPrefix(noun, "given") {
		which = "first name"
	}
	return pickOne(rng, "Sure. What's the "+which+" on it?", "Whose name is it under? I'll need the "+which+".", "What "+which+" should I use?")
}
