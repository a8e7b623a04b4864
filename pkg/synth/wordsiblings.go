package synth

import (
	"hash/fnv"
	"slices"
)

// An example id holding one word between separators ("rcp_pale_04",
// "spc_lis_01") keeps that word (wordSegments), but a server whose ids
// all say "pale" reads as having one recipe. Where the word is one of a
// known kind (a beer style, a city's code, a colour), a value draws a
// word of that kind some of the time: "rcp_stout_07", "spc_opo_03".

// segmentWordKinds are kinds of words ids hold between separators, each a
// list of members in lower case. The first list holding the example's
// word is its kind.
var segmentWordKinds = [][]string{
	{"pale", "stout", "ipa", "lager", "porter", "pils", "amber", "saison", "wheat"},
	{"sour", "rye", "spelt", "seed", "brioche", "bagel"},
	{"rose", "tulip", "lily", "peony", "orchid", "daisy"},
	{"lis", "opo", "mad", "bcn", "lon", "par", "ber", "ams", "dub", "mil"},
	{"red", "blue", "green", "black", "white", "grey", "navy"},
	{"small", "medium", "large"},
	{"north", "south", "east", "west"},
	{"calm", "slight", "moderate", "rough"},
}

// wordKindOf returns the kind (segmentWordKinds) w belongs to, nil when
// none.
func wordKindOf(w string) []string {
	for _, k := range segmentWordKinds {
		if slices.Contains(k, w) {
			return k
		}
	}
	return nil
}

// keptWordSpan returns the span of the only word keep marks in ex
// (wordSegments); ok is false when keep marks none or more than one.
func keptWordSpan(ex string, keep map[int]bool) (start, end int, ok bool) {
	start = -1
	for i := 0; i < len(ex); i++ {
		switch {
		case keep[i] && start < 0:
			start = i
		case keep[i] && end > 0:
			return 0, 0, false // a second word
		case !keep[i] && start >= 0 && end == 0:
			end = i
		}
	}
	if start >= 0 && end == 0 {
		end = len(ex)
	}
	return start, end, start >= 0
}

// siblingWord returns v, drawn like ex whose only kept word (keep) is of
// a known kind, with that word half of the time another of its kind:
// "rcp_pale_09" → "rcp_stout_09". The word is picked by a hash of the
// digits already drawn, not a new draw, so the records after it keep
// their values. v is returned as is for any other example.
func siblingWord(ex, v string, keep map[int]bool) string {
	s, e, ok := keptWordSpan(ex, keep)
	if !ok || len(v) != len(ex) {
		return v
	}
	kind := wordKindOf(ex[s:e])
	if kind == nil {
		return v
	}
	h := fnv.New32a()
	h.Write([]byte(v))
	n := h.Sum32()
	if n%2 == 0 {
		return v
	}
	return v[:s] + kind[(n/2)%uint32(len(kind))] + v[e:]
}
