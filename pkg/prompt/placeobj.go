package prompt

import (
	"strings"
	"unicode/utf8"
)

// venueKeys are the last words of a key whose object is a place a thing
// happens at (an event's venue, a job's site).
var venueKeys = map[string]bool{"venue": true, "location": true, "site": true, "place": true, "facility": true,
	"store": true, "shop": true, "branch": true, "office": true, "hotel": true, "restaurant": true,
	"warehouse": true, "depot": true, "clinic": true, "building": true}

// venueObject says a place object held by key words w, a name and an
// address in one line with up to two yes-or-no members, as a person
// names it: "at Boston Common, 100 Cambridge St, Boston, with a
// kitchen", never `venue address "100 Cambridge St, Boston", has kitchen
// and name "Boston Common"`. ok is false for any other object.
func venueObject(w []string, v map[string]any) (string, bool) {
	if len(w) == 0 || !venueKeys[w[len(w)-1]] || len(v) < 2 || len(v) > 4 {
		return "", false
	}
	name, _ := v["name"].(string)
	addr, _ := v["address"].(string)
	if name == "" || addr == "" || utf8.RuneCountInString(name+addr) > 100 || strings.ContainsAny(name+addr, "\n\"`()") {
		return "", false
	}
	in := []string{addr}
	for _, k := range sortedKeys(v) {
		if k == "name" || k == "address" {
			continue
		}
		b, ok := v[k].(bool)
		if !ok {
			return "", false
		}
		in = append(in, flagMemberWords(strings.ToLower(Humanize(k)), b))
	}
	return "at " + sayName(name) + ", " + strings.Join(in, ", "), true // no brackets: it often stands in an object's own
}
