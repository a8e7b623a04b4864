package synth

import (
	"encoding/json"
	"math"
	"strconv"
	"strings"

	"github.com/mcpgen/mcpgen/pkg/role"
)

// A boat's beam and draft follow from its length: a monohull is a third
// to a quarter as wide as it is long, the longer the narrower (a catamaran
// half), and draws a few feet. Drawn apart, a 90 ft yacht got "a beam of 4 feet".

// everydayColors are colours as people name them.
var everydayColors = []string{"white", "black", "navy blue", "red", "dark green", "silver", "grey", "sky blue",
	"yellow", "orange", "burgundy", "beige", "teal", "purple"}

// isBeamKey reports whether k names a hull's beam ("beam_ft", "beamM").
func isBeamKey(k string) bool { return hasWord(role.Tokens(k), "beam") }

// fixHull makes an object's beam and draft agree with the length it gives
// (a vessel's "length_ft", "vessel_length_ft", "loa_m"), in the length's
// unit. An object without a length, or whose length is no number, keeps
// its values.
func (g *Generator) fixHull(obj map[string]any) {
	var lk, bk, dk string
	for _, k := range sortedKeys(obj) {
		if _, ok := numberOf(obj[k]); !ok {
			continue
		}
		switch ts := role.Tokens(k); {
		case hasWord(ts, "beam"):
			bk = k
		case hasWord(ts, "draft", "draught"):
			dk = k
		case hasWord(ts, "length", "loa") && !hasWord(ts, "max", "min"):
			lk = k
		}
	}
	l, _ := numberOf(obj[lk])
	if lk == "" || bk == "" || l <= 0 {
		return
	}
	// sized in feet: a longer hull is relatively narrower (30 ft: a beam
	// near 11 ft; 90 ft: near 23 ft), its draft near 0.85·√length
	ft := 1.0
	if ts := role.Tokens(lk); hasWord(ts, "m", "meters", "metres", "metre", "meter") {
		ft = 3.2808
	}
	lf := l * ft
	beam := math.Pow(lf, 0.7) * (0.9 + 0.2*g.rng.Float64())
	if multihull(obj) {
		beam = lf * (0.45 + 0.1*g.rng.Float64())
	}
	obj[bk] = hullNumber(beam / ft)
	if dk != "" {
		obj[dk] = hullNumber(0.85 * math.Sqrt(lf) * (0.85 + 0.3*g.rng.Float64()) / ft)
	}
	g.unsure = true // rewritten after its check
}

// multihull reports whether an object's words name a catamaran or a
// trimaran.
func multihull(obj map[string]any) bool {
	for _, v := range obj {
		if s, ok := v.(string); ok && containsAny(strings.ToLower(s), "catamaran", "trimaran") {
			return true
		}
	}
	return false
}

// hullNumber rounds a measure as a skipper states it: to a whole unit, at
// least 1.
func hullNumber(x float64) json.Number {
	return json.Number(strconv.FormatFloat(math.Max(1, math.Round(x)), 'f', -1, 64))
}
