package synth

import (
	"regexp"
	"strconv"
	"strings"
)

// reMeasureToken is one word of a setting written as measures: a number
// with a unit ("134C", "3min", "2h", "60°C"), a letter and a number
// ("R16"), or a ratio ("205/55", "20/10").
var reMeasureToken = regexp.MustCompile(`^(?:[0-9]{1,4}(?:\.[0-9]{1,2})?(?:[a-zA-Z°%]{1,4}|°[CF])|[A-Z][0-9]{1,3}|[0-9]{1,4}/[0-9]{1,4})$`)

// reDigitRun is a run of digits.
var reDigitRun = regexp.MustCompile(`[0-9]+`)

// measureWords returns ex with each number of its measures redrawn near
// its own size and every letter kept, when ex is several words each a
// plain word or a measure ("134C 3min porous" → "121C 4min porous";
// "205/55 R16" → "215/60 R17"): the letters are units and words, and
// redrawn they read "460R 9vcl porous". ok is false for other shapes, and
// for a code whose letters vary (two capitals or more beside digits).
func (g *Generator) measureWords(ex string) (string, bool) {
	words := strings.Fields(ex)
	if len(words) < 2 || len(ex) > 60 {
		return "", false
	}
	measures := 0
	for _, w := range words {
		w = strings.TrimRight(w, ",;")
		switch {
		case w == "°C" || w == "°F" || w == "%":
			// a unit standing apart ("20/10 °C, 8h light")
		case reMeasureToken.MatchString(w):
			measures++
		case strings.Trim(w, "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ-") == "" && (len(w) == 1 || strings.ToLower(w[1:]) == w[1:]):
			// a word ("porous", "Cotton"), never a code of capitals
		default:
			return "", false
		}
	}
	if measures == 0 {
		return "", false
	}
	return reDigitRun.ReplaceAllStringFunc(ex, func(d string) string {
		n, err := strconv.Atoi(d)
		if err != nil || n == 0 || d[0] == '0' {
			return d
		}
		lo, hi := max(1, n*8/10), max(n*125/100, n+1)
		return strconv.Itoa(lo + g.rng.Intn(hi-lo+1))
	}), true
}
