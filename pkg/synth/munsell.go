package synth

import (
	"regexp"
	"strconv"
)

// reMunsell matches a Munsell colour as an example shows one: a hue (a
// step and one or two letters), a value and a chroma ("10YR 4/3",
// "2.5Y 6/2", "7.5YR 5/6"): soil and sediment colours are written so.
var reMunsell = regexp.MustCompile(`^(?:2\.5|5|7\.5|10)(?:YR|Y|R|GY|G|BG|B|PB|P|RP) [0-9](?:\.[0-9])?/[0-9]{1,2}$`)

// munsellHues are the hues soil colours take, the pages of a soil colour
// chart: a value keeps the example's letters' family, never "10HQ".
var munsellHues = []string{"10YR", "10YR", "7.5YR", "5YR", "2.5Y", "5Y", "2.5YR", "10R"}

// munsellLike returns a Munsell colour when ex is one (reMunsell): a
// chart hue, a value from 2 to 8 and a chroma from 1 to 8, so a drawn
// value names a colour the chart has ("7.5YR 5/4", not "10HQ 7/2"). ok is
// false for other examples, with no draw.
func (g *Generator) munsellLike(ex string) (string, bool) {
	if !reMunsell.MatchString(ex) {
		return "", false
	}
	h := munsellHues[g.rng.Intn(len(munsellHues))]
	return h + " " + strconv.Itoa(2+g.rng.Intn(7)) + "/" + strconv.Itoa(1+g.rng.Intn(8)), true
}
