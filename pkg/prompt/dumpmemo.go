package prompt

import "strings"

// anyBag tells whether one of set is an object argument with one to six
// members whose name ends in a bag noun (bagNouns): the only arguments
// openDumps may open. Most requests have none, and then openDumps returns
// at once, with nothing built.
func anyBag(set []Param) bool {
	for _, p := range set {
		if x, ok := p.Value.(map[string]any); ok && len(x) > 0 && len(x) <= 6 && bagNouns[lastWord(strings.ToLower(p.Human))] {
			return true
		}
	}
	return false
}
