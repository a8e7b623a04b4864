package synth

import (
	"strings"

	"github.com/mcpgen/mcpgen/pkg/role"
)

// airports are IATA codes of busy airports: a request names a real one,
// never three random letters ("ZIU", "AFC").
var airports = []string{"LHR", "JFK", "CDG", "AMS", "FRA", "MAD", "BCN", "LIS", "FCO", "MUC", "ZRH", "DUB", "CPH", "ARN",
	"OSL", "VIE", "IST", "DXB", "SIN", "HND", "NRT", "ICN", "HKG", "SYD", "MEL", "LAX", "SFO", "SEA", "ORD", "ATL",
	"BOS", "MIA", "YYZ", "YVR", "MEX", "GRU", "EZE", "JNB", "BKK", "DEL", "EDI", "MAN", "BER", "ATH", "PRG", "WAW"}

// codeOfKind returns a value for a string whose name or description says
// it is a kind of code with a known shape: an airport's IATA code (one of
// airports), or a booking reference, a PNR or a confirmation code (six
// capital letters and digits, "QX7K2M", as airlines and hotels print
// them; its stated length when the description gives one). ok is false
// for other strings.
func (g *Generator) codeOfKind(r *role.Role, h hint) (string, bool) {
	ts := tokens(h.name)
	d := strings.ToLower(h.title + " " + h.desc)
	if r.Kind == role.Enum || r.Kind == role.Boolean {
		return "", false
	}
	if strings.Contains(d, "iata") && (strings.Contains(d, "airport") || hasWord(ts, "origin", "destination", "from", "to", "airport")) &&
		!strings.Contains(d, "airline") {
		return airports[g.rng.Intn(len(airports))], true
	}
	if hasWord(ts, "pnr", "locator") || containsAny(d, "booking reference", "record locator", "confirmation code", "reservation code", "booking code", "pnr") &&
		!hasWord(ts, "name", "email", "date", "status", "type") {
		n := 6
		if k, _, ok := role.StatedLength(h.desc); ok && k >= 5 && k <= 10 {
			n = k
		}
		return g.refCode(n), true
	}
	return "", false
}

// refCode returns n capital letters and digits, mostly letters, with at
// least one of each, no 0/O or 1/I to misread.
func (g *Generator) refCode(n int) string {
	const letters = "ABCDEFGHJKLMNPQRSTUVWXYZ"
	const digits = "23456789"
	b := make([]byte, n)
	for i := range b {
		b[i] = letters[g.rng.Intn(len(letters))]
	}
	k := 1 + g.rng.Intn(2)
	for j := 0; j < k; j++ {
		b[1+g.rng.Intn(n-1)] = digits[g.rng.Intn(len(digits))]
	}
	return string(b)
}

// hasWord reports whether ts holds one of ws.
func hasWord(ts []string, ws ...string) bool {
	for _, t := range ts {
		for _, w := range ws {
			if t == w {
				return true
			}
		}
	}
	return false
}
