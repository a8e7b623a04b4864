package synth

import (
	"strings"

	"github.com/mcpgen/mcpgen/pkg/role"
)

// A phone number whose example is a local one ("555-0142", "(206)
// 555-0100", "020 7946 0018") is written as the example is: a local
// business's customers dial its own country's numbers, not "+254 755
// 105931".

// examplePhone returns a number in the shape of the parameter's local
// phone example (no "+"): the example's separators and leading digits,
// its last digits drawn anew (two of up to seven, four of more); ok is
// false when no example is a local phone number.
func (g *Generator) examplePhone(r *role.Role) (string, bool) {
	for _, e := range r.Examples {
		e = strings.TrimSpace(e)
		digits := 0
		for _, c := range e {
			if c >= '0' && c <= '9' {
				digits++
			}
		}
		if digits < 7 || digits > 12 || strings.HasPrefix(e, "+") || strings.Trim(e, "0123456789-. ()") != "" {
			continue
		}
		k := 2
		if digits > 7 {
			k = 4
		}
		b := []byte(e)
		for i := len(b) - 1; i >= 0 && k > 0; i-- {
			if b[i] >= '0' && b[i] <= '9' {
				b[i] = byte('0' + g.rng.Intn(10))
				k--
			}
		}
		return string(b), true
	}
	return "", false
}
