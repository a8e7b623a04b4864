package role

import "regexp"

// reFirstNamed matches a description naming the first of a numbering
// ("Bell number, 1 = treble", "Seat number; 1 is the aisle"); reNumberGloss
// matches any "N =" gloss, to tell a numbering from a scale or a flag
// ("1 = poor, 5 = excellent", "1 = yes, 0 = no").
var (
	reFirstNamed  = regexp.MustCompile(`(?i)\b1\s*(?:=|is)\s*(?:the\s+)?[a-z]+`)
	reNumberGloss = regexp.MustCompile(`\b\d+\s*(?:=|is\b)`)
	reFlagWords   = regexp.MustCompile(`(?i)\b(?:yes|no|true|false|on|off|enabled|disabled)\b`)
)

// firstNamed gives a number whose description names its first position
// ("Bell number, 1 = treble") the range of a position in a small set,
// 1 to 8: a bell, a seat or a lane among a few, not 79. A stated range
// still narrows it (refineNumber runs after).
func (c *ctx) firstNamed(r *Role) bool {
	if r.Kind != Number && r.Kind != Count && r.Kind != Quantity || !reFirstNamed.MatchString(c.d) ||
		len(reNumberGloss.FindAllString(c.d, -1)) > 1 || reFlagWords.MatchString(c.d) {
		return false
	}
	r.Typical = rng(1, 8, 0)
	r.Why += "; the description names position 1: a place in a small set"
	return true
}
