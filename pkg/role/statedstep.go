package role

import (
	"regexp"
	"strconv"
)

// reStatedStep finds the step a description states a number comes in:
// "in steps of 5", "in 5 dB steps", "in 0.5 increments", "a multiple of
// 4", "multiples of 10", "on a 5 dB grid", "to the nearest 5".
var reStatedStep = regexp.MustCompile(`(?i)\b(?:(?:in|by)\s+(?:steps|increments)\s+of|multiples?\s+of|to\s+the\s+nearest|steps?\s+size\s+(?:of\s+)?)\s+(\d+(?:\.\d+)?)\b|\b(?:in|by|on\s+an?)\s+(\d+(?:\.\d+)?)[\s-]*(?:[a-z%°]{1,6}\.?[\s-]*)?(?:steps|increments|grid)\b`)

// statedStep reads the step a number's description states (Role.Step).
func (c *ctx) statedStep(r *Role) {
	if !c.numeric || r.Kind == Enum || r.Kind == Boolean {
		return
	}
	m := reStatedStep.FindStringSubmatch(c.d)
	if m == nil {
		return
	}
	s := m[1]
	if s == "" {
		s = m[2]
	}
	if v, err := strconv.ParseFloat(s, 64); err == nil && v > 0 {
		r.Step = v
		r.Why += "; values in steps of " + s + " from prose"
	}
}
