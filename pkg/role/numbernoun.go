package role

import (
	"maps"
	"slices"
	"strings"
	"unicode"
)

// numberHeads are keys that say only that a value is a number, not of
// what: a bare "no" or "num" is some thing's number, which its server's
// descriptions name ("Membership no is M + 5 digits", "member no of the
// proposer"). Said as it is, the key reads as a word: "for no M08381".
var numberHeads = map[string]bool{"no": true, "nr": true, "num": true, "number": true}

// notHeaded are the words after "no" that make it the negation, not a
// number: "the member no longer rings".
var notHeaded = map[string]bool{"longer": true, "more": true, "later": true, "less": true, "one": true}

// noteHeaded counts, in v.headed, each lower-case word description d
// writes right before a number head ("Membership no", "member no."),
// with no punctuation between them.
func (v *vocab) noteHeaded(d string) {
	f := strings.Fields(d)
	for i := 1; i < len(f); i++ {
		h := strings.ToLower(strings.TrimRightFunc(f[i], func(r rune) bool { return r == '.' || r == ',' || r == ':' || r == ';' }))
		if !numberHeads[h] || i+1 < len(f) && notHeaded[strings.ToLower(f[i+1])] {
			continue
		}
		w := strings.ToLower(f[i-1])
		if len(w) < 3 || strings.IndexFunc(w, func(r rune) bool { return !unicode.IsLetter(r) }) >= 0 || glossStops[w] || w == "the" {
			continue
		}
		if v.headed == nil {
			v.headed = map[string]int{}
		}
		v.headed[singular(w)]++
	}
}

// fileNumberNouns files, once per server, the noun each bare number key
// of its tools ("no", "num") is the number of: the word its descriptions
// write before a number head most often among the words its tools are
// named for ("member", of member-lookup and member-add; "membership" of
// "Membership no" names no tool). A dues look-up's "no" is then said
// "for member M08381" (was "for no M08381").
func (s *Server) fileNumberNouns(v *vocab) {
	best, n := "", 0
	for _, w := range slices.Sorted(maps.Keys(v.headed)) {
		if v.headed[w] <= n || !s.toolWord(w) {
			continue
		}
		best, n = w, v.headed[w]
	}
	if best == "" {
		return
	}
	for k := range v.keys {
		if numberHeads[k] {
			if s.numberNouns == nil {
				s.numberNouns = map[string]string{}
			}
			s.numberNouns[k] = best
		}
	}
}

// toolWord tells whether w is a singular name word of one of the
// server's tools.
func (s *Server) toolWord(w string) bool {
	for _, tw := range s.toolWords {
		if slices.Contains(tw, w) {
			return true
		}
	}
	return false
}
