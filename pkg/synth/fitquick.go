package synth

// fitNeeds reads, in one pass over obj's members, what fitTogether's steps
// need before they sort its keys: how many members are a date or a time
// of day (orderStages and orderMoments order two or more), and whether a
// member's name is the first end of a move ("from_location", "source_bin")
// that matchCounterparts matches. Most objects have neither, and sorting
// every object's keys to find so was most of what the steps cost. The
// names are read only when names is set (a plan none of whose names is a
// from-name leaves it unset: togetherFits).
func (g *Generator) fitNeeds(obj map[string]any, names bool) (dated int, from bool) {
	for k, v := range obj {
		if s, ok := v.(string); ok && momentText(s) {
			dated++
		} else if _, _, ok := codedMoment(v); ok {
			dated++
		}
		if !from && names {
			ts := g.nameTokens(k)
			from = len(ts) >= 2 && fromWords[ts[0]]
		}
	}
	return dated, from
}

// momentText tells whether s is what orderMoments orders, a date or a
// time of day; orderStages orders some of these (stage dates).
func momentText(s string) bool { return isoDate(s) || isClockTime(s) }

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
