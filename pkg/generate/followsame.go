package generate

import (
	"reflect"
	"slices"
	"strings"
)

// makesNewThing tells whether pt's name says it makes or books one new thing
// (create, add, register, book, schedule, reserve): done again, it makes
// a second one.
func makesNewThing(pt *prepTool) bool {
	if makesThing(pt) {
		return true
	}
	for _, w := range nameWords(pt.t.Name) {
		switch w {
		case "register", "book", "schedule", "reserve", "enroll", "enrol":
			return true
		}
	}
	return false
}

// keepsName tells whether the second call of a follow-up keeps a name
// the first call gave the thing it makes (a top-level "name" or
// "title", or the name of an object it holds, such as a booking's
// pet), varying another value: "Same again for the Poodle breed" after
// registering Charlie registers Charlie twice, and "Now do the same for
// Yuki Kelly" after booking Milo books the same dog into the same slot
// for another owner. Only a new name makes another thing.
func keepsName(first, second map[string]any, varied string) bool {
	for _, k := range sortedArgKeys(first) {
		if k == varied {
			continue
		}
		v := first[k]
		if nameKey(k) && reflect.DeepEqual(v, second[k]) {
			return true
		}
		m, ok := v.(map[string]any)
		if !ok {
			continue
		}
		n, ok := second[k].(map[string]any)
		if !ok {
			continue
		}
		for _, nk := range sortedArgKeys(m) {
			if nameKey(nk) && reflect.DeepEqual(m[nk], n[nk]) {
				return true
			}
		}
	}
	return false
}

// nameKey tells whether key k names the thing it belongs to ("name",
// "title", "displayName").
func nameKey(k string) bool {
	switch strings.ToLower(strings.NewReplacer("_", "", "-", "").Replace(k)) {
	case "name", "title", "displayname":
		return true
	}
	return false
}

// sortedArgKeys are m's keys in order, so that what is read of them never
// depends on map order.
func sortedArgKeys(m map[string]any) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	return keys
}
