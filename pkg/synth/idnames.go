package synth

import "strings"

// nameHasToken reports whether one of the tokens of a parameter name
// ("replacedByEquipmentId" is replaced, by, equipment, id) is one of words
// or, for a word ending in "*", starts with it. A substring test would take
// "rePLACEdBy" or "workPLACE" for a map place.
func nameHasToken(name string, words ...string) bool {
	for _, t := range tokens(name) {
		for _, w := range words {
			if p, ok := strings.CutSuffix(w, "*"); ok {
				if strings.HasPrefix(t, p) {
					return true
				}
			} else if t == w {
				return true
			}
		}
	}
	return false
}

// placeIDName reports whether a parameter names a map place by its id:
// placeId, place_id, places, googlePlaceID, not replacementId or
// workplaceId.
func placeIDName(name string) bool {
	return nameHasToken(name, "place", "places", "placeid", "placeids")
}
