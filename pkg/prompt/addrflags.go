package prompt

import (
	"sort"
	"strings"
)

// addressFlagged reads an address that also holds a yes-or-no member or
// two about the place ({"street": …, "city": …, "loading_dock": true}):
// its parts as addressOf reads them, and the flags in brackets after it
// (" (with a loading dock)"), so it is said as one address, never as
// `with city "Seattle", with a loading dock, postal code "98107" and
// street "1301 5th Ave"`. ok is false unless the rest is an address.
func addressFlagged(x map[string]any) (map[string]string, string, bool) {
	rest := map[string]any{}
	var keys []string
	for k, v := range x {
		if _, isBool := v.(bool); isBool {
			keys = append(keys, k)
			continue
		}
		rest[k] = v
	}
	if len(keys) == 0 || len(keys) > 2 {
		return nil, "", false
	}
	a, ok := addressOf(rest)
	if !ok {
		return nil, "", false
	}
	sort.Strings(keys)
	words := make([]string, len(keys))
	for i, k := range keys {
		words[i] = boolMemberWords(strings.ToLower(Humanize(k)), x[k].(bool))
	}
	return a, " (" + joinWords(words, "and") + ")", true
}
