package synth

import (
	"fmt"
	"regexp"
)

// reDrawnSpan matches a string drawn from a pattern that is a span of
// two times of day: "23:15-22:43", "9:05 – 11:30".
var reDrawnSpan = regexp.MustCompile(`^(\d{1,2}):(\d{2})(\s*[-–]\s*)(\d{1,2}):(\d{2})$`)

// patternSpan returns v, a span of two times of day drawn from a pattern
// (^([01][0-9]|2[0-3]):[0-5][0-9]-([01][0-9]|2[0-3]):[0-5][0-9]$), as a
// span a person books: starting in working hours on a quarter hour and
// ending one to four hours later, in the same layout. A regular
// expression draws the two times apart, so an arrival window came out
// "21:54-18:24", ending before it starts. ok is false when v is no span.
func (g *Generator) patternSpan(v string) (string, bool) {
	m := reDrawnSpan.FindStringSubmatch(v)
	if m == nil {
		return "", false
	}
	start := (7+g.rng.Intn(10))*60 + 15*g.rng.Intn(4)
	end := start + 60*(1+g.rng.Intn(3)) + 30*g.rng.Intn(2)
	hour := "%02d"
	if len(m[1]) == 1 || len(m[4]) == 1 {
		hour = "%d" // "9:05 – 11:30" keeps its unpadded hours
	}
	return fmt.Sprintf(hour+":%02d%s"+hour+":%02d", start/60, start%60, m[3], end/60, end%60), true
}
