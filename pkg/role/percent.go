package role

import "strings"

// percentThings are the things a percentage is commonly of, read from
// the parameter's own words, with the range it usually takes: a beer's
// alcohol is 4–9 %, a room's humidity 35–65 %, a discount 10–30 %, never
// an ABV of 20 % or a humidity of 5 %. Earlier entries win.
var percentThings = []struct {
	words []string
	typ   *Range
}{
	{[]string{"abv", "alcohol"}, rng(4, 9, 1)},
	{[]string{"humidity", "rh"}, rng(35, 65, 0)},
	{[]string{"discount", "markdown", "off"}, rng(10, 30, 0)},
	{[]string{"tip", "gratuity"}, rng(15, 20, 0)},
	{[]string{"tax", "vat", "gst"}, rng(5, 25, 0)},
	{[]string{"commission", "fee"}, rng(2, 15, 0)},
	{[]string{"interest", "apr", "apy", "yield"}, rng(2, 9, 1)},
	{[]string{"battery", "charge", "soc"}, rng(20, 90, 0)},
	{[]string{"cpu", "memory", "disk", "utilization", "utilisation", "usage", "load"}, rng(50, 95, 0)},
}

// refinePercent gives a percentage the range of the thing its name or
// description says it is of (percentThings); other ranges stay.
func (c *ctx) refinePercent(r *Role) {
	if r.Kind != Percent {
		return
	}
	own := strings.Join(c.ts, " ") + " " + c.d
	for _, p := range percentThings {
		if namesAny(own, p.words) {
			r.Typical = p.typ
			return
		}
	}
}
