package synth

// The checks fitTogether's steps (orderStages, orderMoments,
// matchCounterparts) make of an object before they sort its keys: most
// objects have nothing to order or match, and sorting every object's keys
// to find so was most of what the steps cost.

// countStrings counts the string members of obj that is(key, value) holds
// for.
func countStrings(obj map[string]any, is func(k, s string) bool) int {
	n := 0
	for k, v := range obj {
		if s, ok := v.(string); ok && is(k, s) {
			n++
		}
	}
	return n
}

// stageDate tells whether member k of value s is what orderStages orders:
// a date of a stage.
func stageDate(k, s string) bool { return isoDate(s) && stageRank(k) >= 0 }

// momentText tells whether s is what orderMoments orders: a date or a time
// of day (the member's name k does not matter).
func momentText(_, s string) bool { return isoDate(s) || isClockTime(s) }

// isClockTime is clockTime.MatchString(s) without the regexp: "07:45" or
// "18:30:00", ASCII digits.
func isClockTime(s string) bool {
	if len(s) != 5 && len(s) != 8 {
		return false
	}
	for i := 0; i < len(s); i++ {
		if i%3 == 2 {
			if s[i] != ':' {
				return false
			}
		} else if s[i] < '0' || s[i] > '9' {
			return false
		}
	}
	return true
}

// anyFromKey tells whether some key of obj is the first end of a move
// that matchCounterparts looks for ("from_location", "source_bin").
func (g *Generator) anyFromKey(obj map[string]any) bool {
	for k := range obj {
		if ts := g.nameTokens(k); len(ts) >= 2 && fromWords[ts[0]] {
			return true
		}
	}
	return false
}
