package prompt

import (
	"strings"

	"github.com/mcpgen/mcpgen/pkg/role"
)

// endObject says an object a call takes as one end of a route (origin,
// destination, from, to) by the place it holds: "from Corso Buenos
// Aires 33, Milan (ITMIL)", "to Shanghai (CNSHA)", never "with un
// locode set to ITMIL" that leaves open which end it is. Its members
// must be one to three short strings: an address or a place, and codes.
// A UN/LOCODE alone is said with its place's name. ok is false for other
// objects and other keys.
func endObject(human string, x map[string]any) (argWords, bool) {
	end := tripEnd(human)
	prep := ""
	switch {
	case startKeys[end] || end == "pickup":
		prep = "from"
	case endKeys[end] || end == "delivery":
		prep = "to"
	default:
		return argWords{}, false
	}
	if len(x) == 0 || len(x) > 3 {
		return argWords{}, false
	}
	var place, codes []string
	for _, k := range sortedKeys(x) {
		v, ok := x[k].(string)
		if !ok || v == "" || len(v) > 60 || strings.ContainsAny(v, "\n{}[]\"") {
			return argWords{}, false
		}
		if strings.Contains(v, " ") || strings.Contains(v, ",") {
			place = append(place, v)
		} else {
			codes = append(codes, v)
		}
	}
	if len(place) > 1 {
		return argWords{}, false
	}
	if len(place) == 0 && len(codes) == 1 {
		if city, ok := role.LocodePlaces[codes[0]]; ok {
			return argWords{text: prep + " " + city + " (" + codes[0] + ")", lead: true}, true
		}
		return argWords{}, false // a lone code of no known place: its key says what it is
	}
	s := strings.Join(place, "")
	if len(codes) > 0 {
		if s == "" {
			return argWords{}, false
		}
		s += " (" + strings.Join(codes, ", ") + ")"
	}
	return argWords{text: prep + " " + s, lead: true}, true
}
