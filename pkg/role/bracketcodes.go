package role

import (
	"regexp"
	"strings"
)

// reBracketCodes matches a list of two or more codes of two to five
// capital letters in parentheses, which may trail off ("FAO 3-alpha (COD,
// HAD, MAC, NEP...)"): group 1 is the list without its trailing dots.
var reBracketCodes = regexp.MustCompile(`\(((?:[A-Z]{2,5},\s*)+[A-Z]{2,5})(?:,?\s*(?:\.\.\.|…|etc\.?))?\)`)

// bracketCodes returns the codes a description lists in parentheses with
// no "e.g." before them ("sp = FAO 3-alpha (COD, HAD, MAC, NEP...)":
// COD, HAD, MAC and NEP), nil when it lists none. Such a list shows the
// codes there are as an "e.g." list does; unread, a species was drawn
// from its pattern alone ("YQN", "MJF").
func bracketCodes(d string) []string {
	m := reBracketCodes.FindStringSubmatch(d)
	if m == nil {
		return nil
	}
	var out []string
	for _, c := range strings.Split(m[1], ",") {
		out = append(out, strings.TrimSpace(c))
	}
	return out
}
