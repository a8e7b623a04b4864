package role

import (
	"maps"
	"slices"
)

// NounForm returns the facts of the parameter the server writes noun
// with, when they show values: a key named for the noun ("tank"), else
// a terse key that clips it in the server's tools ("tk" of a fish
// store's tankReadings), with examples it states ("C07", "Q3"). A move's
// bare "from" and "to" between tanks then take a tank as the server
// writes one (was "general" and "default", now "B12" and "Q4"); ok is
// false when no parameter shows the noun's values.
func (s *Server) NounForm(noun string) (Facts, bool) {
	if s == nil || noun == "" {
		return Facts{}, false
	}
	for _, k := range []string{noun, noun + "id"} {
		if f, ok := s.shaped[k]; ok && len(f.Examples) > 0 {
			return f, true
		}
		if f, ok := s.named[k]; ok && len(f.Examples) > 0 {
			return f, true
		}
	}
	for _, k := range slices.Sorted(maps.Keys(s.keyClips)) {
		if s.keyClips[k] != noun {
			continue
		}
		if f, ok := s.shaped[normName(k)]; ok && len(f.Examples) > 0 {
			return f, true
		}
		if f, ok := s.named[normName(k)]; ok && len(f.Examples) > 0 {
			return f, true
		}
	}
	// a terse key no tool's words settled ("tk", where one tool says
	// "tank" and another "tick off a feeding") whose letters spell the
	// noun's in order
	for _, k := range slices.Sorted(maps.Keys(s.shaped)) {
		if f := s.shaped[k]; TerseKey(k) && lettersOf(k, noun) && len(f.Examples) > 0 {
			return f, true
		}
	}
	return Facts{}, false
}

// lettersOf tells whether key opens on w's first letter and keeps its
// other letters in w's order, w being the longer: "tk" of "tank".
func lettersOf(key, w string) bool {
	return key != "" && len(w) > len(key) && w[0] == key[0] && lettersInOrder(key, w)
}

// lettersInOrder tells whether key's letters after its first stand in w
// after w's first, in order (the test keyClips and lettersOf share).
func lettersInOrder(key, w string) bool {
	j := 1
	for i := 1; i < len(w) && j < len(key); i++ {
		if w[i] == key[j] {
			j++
		}
	}
	return j == len(key)
}
