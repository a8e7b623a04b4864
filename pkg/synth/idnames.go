package synth

import (
	"strconv"
	"strings"
)

// nameHasToken reports whether one of the tokens of a parameter name
// ("replacedByEquipmentId" is replaced, by, equipment, id) is one of words
// or, for a word ending in "*", starts with it. A substring test would take
// "rePLACEdBy" or "workPLACE" for a map place.
func nameHasToken(name string, words ...string) bool {
	for _, t := range sharedTokens(name) {
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

// datedCounterYears returns v, a string drawn from a pattern, with a run
// of four or two digits that sits where a dated reference keeps its year
// made a recent year: after a segment of letters and a separator, before a
// separator and a counter of three or more digits ("BCP-B-2025-053216",
// "EVT-25-7810"). A reader takes that run for the year the thing was
// filed, so 9632 or 63 there reads as a year to come. ok is false when
// v has no such run.
func (g *Generator) datedCounterYears(v string) (string, bool) {
	if !strings.ContainsAny(strings.ToUpper(v), "GHIJKLMNOPQRSTUVWXYZ") {
		return "", false // a hex id or a UUID names no year
	}
	rs := runsOf(v)
	var b []byte
	for i, r := range rs {
		n := r.end - r.start
		if r.class != '9' || n != 4 && n != 2 || i < 2 || i+2 >= len(rs) {
			continue
		}
		if rs[i-1].class == 'a' || rs[i-1].class == '9' || rs[i-2].class != 'a' || i > 2 && rs[i-3].class == '9' {
			continue
		}
		next, counter := rs[i+1], rs[i+2]
		if next.class == 'a' || next.class == '9' || counter.class != '9' || counter.end-counter.start < 3 {
			continue
		}
		if b == nil {
			b = []byte(v)
		}
		y := strconv.Itoa(refDate.Year() - g.rng.Intn(2))
		copy(b[r.start:r.end], y[4-n:])
	}
	if b == nil || string(b) == v {
		return "", false
	}
	return string(b), true
}
