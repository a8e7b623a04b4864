package synth

import (
	"encoding/json"
	"math"
	"math/big"
	"strconv"
	"strings"

	"github.com/mcpgen/mcpgen/pkg/role"
)

// countWords are name tokens that say a whole number counts things or
// scores them: "page_count", "number_of_rooms", "home_goals".
var countWords = map[string]bool{"count": true, "number": true, "num": true, "qty": true, "quantity": true,
	"goals": true, "score": true, "points": true, "copies": true, "pieces": true}

// notThingPlurals are plural name tokens that are no things counted: units
// of time and measure (a span or a length, read elsewhere), and the words
// of a page size or an id list.
var notThingPlurals = map[string]bool{"seconds": true, "minutes": true, "hours": true, "days": true, "weeks": true,
	"months": true, "years": true, "mins": true, "secs": true, "millis": true, "yards": true, "feet": true, "inches": true,
	"meters": true, "metres": true, "miles": true, "kilometers": true, "kilometres": true, "pixels": true, "bytes": true,
	"degrees": true, "results": true, "tokens": true, "characters": true, "chars": true, "ids": true, "numbers": true,
	"decimals": true, "digits": true, "lines": true, "grams": true, "liters": true, "litres": true, "gallons": true,
	"pounds": true, "ounces": true, "cents": true, "pence": true, "dollars": true, "euros": true, "watts": true,
	"volts": true, "amps": true, "hertz": true, "lbs": true, "acres": true, "hectares": true, "retries": true,
	"attempts": true, "steps": true}

// limitWords are last name tokens of a page size or a cap on results: a
// request asks for 20 or 50 of them, which is no count of things.
var limitWords = map[string]bool{"limit": true, "max": true, "top": true, "size": true, "results": true, "n": true,
	"k": true, "perpage": true, "page": true, "offset": true, "skip": true, "tokens": true, "length": true}

// isPluralNoun reports whether a name token reads as the plural of a
// thing: "goals", "frames", "supers", "seats" (not "status" or "class").
func isPluralNoun(t string) bool {
	return len(t) > 3 && strings.HasSuffix(t, "s") && !strings.HasSuffix(t, "ss") &&
		!strings.HasSuffix(t, "us") && !strings.HasSuffix(t, "is") && !notThingPlurals[t]
}

// thingCount reports whether a whole number counts or scores things, as
// its name says: a plural noun ("home_goals", "frames_transferred",
// "min_frames_of_bees") or a count word ("page_count", "quantity"), with
// no unit and no role that sizes it otherwise. Real counts are mostly
// small: a match ends 2–1, a hive has a handful of frames of brood; a
// schema's maximum is a cap, never a typical value.
func (g *Generator) thingCount(c conj, h hint, b bounds, integer bool) bool {
	if !integer || len(h.name) == 0 || role.ItemPointer(h.ptr) {
		return false // an item of "add_tags" or "documents" is an id
	}
	r := g.roleOf(c, h)
	if r.Unit != "" || r.Kind != role.Number && r.Kind != role.Count {
		return false
	}
	if t := r.Typical; t != nil && (b.lo == nil || t.Hi >= ratFloat(b.lo)) && (b.hi == nil || t.Lo <= ratFloat(b.hi)) {
		return false // the role's typical range fits the bounds: the guests of a party, a page size
	}
	ts := role.Tokens(h.name)
	if len(ts) == 0 || limitWords[ts[len(ts)-1]] {
		return false
	}
	for _, t := range ts {
		if t == "id" || t == "ids" || t == "year" || t == "index" || t == "per" || limitWords[t] {
			return false
		}
	}
	for _, t := range ts {
		if countWords[t] || isPluralNoun(t) {
			return true
		}
	}
	return false
}

// saysBound reports whether a description names a bound's number as a
// value ("0 = flat, 90 = vertical"): an end with a meaning of its own is
// a value people choose.
func saysBound(desc string, b bounds) bool {
	if desc == "" {
		return false
	}
	for _, r := range []*big.Rat{b.lo, b.hi} {
		if r == nil {
			continue
		}
		n := ratText(r)
		for i := strings.Index(desc, n); i >= 0; {
			end := i + len(n)
			if (i == 0 || !isDigitOrDot(desc[i-1])) && (end == len(desc) || !isDigitOrDot(desc[end])) {
				return true
			}
			j := strings.Index(desc[i+1:], n)
			if j < 0 {
				break
			}
			i += 1 + j
		}
	}
	return false
}

// isDigitOrDot reports whether c is a digit or a decimal point.
func isDigitOrDot(c byte) bool { return c >= '0' && c <= '9' || c == '.' }

// countCap reports whether the schema's maximum of a named number is a
// cap rather than a value to state: a count of things (thingCount) whose
// bounds span 10 or more, or a number with no telling name whose bounds
// span 20 or more ("30 home goals", "a dose of 500 ml" at the maximum);
// not when the description names a bound as a value (saysBound).
func (g *Generator) countCap(c conj, h hint, b bounds, integer bool) bool {
	if len(h.name) == 0 || b.hi == nil || saysBound(h.desc, b) {
		return false
	}
	lo := ratZero
	if b.lo != nil {
		lo = b.lo
	}
	span := new(big.Rat).Sub(b.hi, lo)
	if g.thingCount(c, h, b, integer) {
		return ratCmpInt(span, 10) >= 0
	}
	if _, _, ok := g.scoreOutOf(c, h, b); ok {
		return true // a QA score of 0 or 100 is no score anyone reports
	}
	return g.roleOf(c, h).Kind == role.Number && ratCmpInt(span, 20) >= 0
}

// skewedCount draws a count of things (thingCount) from the window [wlo,
// whi] clipped to the bounds, mostly from its low part: from a window
// starting under 10, four times in five within the first five or eighth
// of it (0–5 goals of a 0–30 range), else within its first third; from a
// window starting higher (an order of at least 25 prints), on a log scale
// up to a hundred times its start, rounded as people order (100, 250,
// 1000). ok is
// false when the window is narrow (every value in it is typical) or no
// value fits.
func (g *Generator) skewedCount(b bounds, wlo, whi *big.Rat) (json.Number, bool) {
	lo, hi := wlo, whi
	if b.lo != nil && ratCmp(lo, b.lo) < 0 {
		lo = b.lo
	}
	if b.hi != nil && ratCmp(hi, b.hi) > 0 {
		hi = b.hi
	}
	lf, _ := lo.Float64()
	hf, _ := hi.Float64()
	lf, hf = math.Ceil(lf), math.Floor(hf)
	if b.lo != nil && b.loEx && float64(int64(lf)) == lf && rat(int64(lf)).Cmp(b.lo) == 0 {
		lf++
	}
	if b.hi != nil && b.hiEx && rat(int64(hf)).Cmp(b.hi) == 0 {
		hf--
	}
	if hf-lf < 8 || hf > 1<<53 || lf < -1<<53 {
		return "", false
	}
	var v int64
	if lf < 10 {
		top := lf + math.Max(5, (hf-lf)/8)
		if g.rng.Intn(5) == 0 {
			top = lf + math.Max(5, (hf-lf)/3)
		}
		top = math.Min(top, hf)
		v = int64(lf) + g.rng.Int63n(int64(top-lf)+1)
	} else {
		ratio := math.Min(hf/lf, 100)
		x := lf * math.Pow(ratio, g.rng.Float64())
		v = roundCount(x)
		if float64(v) < lf || float64(v) > hf {
			v = int64(math.Round(x))
		}
	}
	if b.step != nil && b.step.IsInt() && b.step.Num().IsInt64() && b.step.Num().Int64() > 1 {
		// a booklet of 4-page signatures: the nearest multiple
		s := b.step.Num().Int64()
		v = (v + s/2) / s * s
		if float64(v) < lf {
			v += s
		}
	}
	x := rat(v)
	if !inBounds(x, b) || b.step != nil && !new(big.Rat).Quo(x, b.step).IsInt() {
		return "", false
	}
	return json.Number(strconv.FormatInt(v, 10)), true
}

// roundCount rounds a count from 20 up the way people order: to the
// nearest of 1, 1.5, 2, 2.5, 3, 4, 5, 6, 7.5 or 10 times a power of ten
// (25, 40, 250, 1000, 2500), never 8192.
func roundCount(x float64) int64 {
	if x < 20 {
		return int64(math.Round(x))
	}
	p := math.Pow(10, math.Floor(math.Log10(x)))
	best, bd := x, math.Inf(1)
	for _, m := range []float64{1, 1.5, 2, 2.5, 3, 4, 5, 6, 7.5, 10} {
		if d := math.Abs(x - m*p); d < bd {
			best, bd = m*p, d
		}
	}
	return int64(best)
}

// ratFloat returns r as a float64 (r.Float64()'s value), without its
// allocations for an integer of at most 2^53 in magnitude, which a
// float64 holds exactly.
func ratFloat(r *big.Rat) float64 {
	if r.IsInt() && r.Num().IsInt64() {
		if n := r.Num().Int64(); n >= -1<<53 && n <= 1<<53 {
			return float64(n)
		}
	}
	f, _ := r.Float64()
	return f
}

// countBound reports whether a number with no telling role is a bound on
// a count of things ("max_rows", "max_words"): a cap people set round
// (50 rows, 100 words), not 57.
func countBound(r role.Role, name string) bool {
	if r.Kind != role.Number || r.Unit != "" {
		return false
	}
	ts := role.Tokens(name)
	bound, things := false, false
	for _, t := range ts {
		bound = bound || t == "max" || t == "min" || t == "limit"
		things = things || isPluralNoun(t)
	}
	return bound && things
}

// scoreOutOf returns the typical range of a score or rating whose schema
// scale runs to 10 or more ("qaScore" 0–100, "rating" 1–10): the upper
// part of the scale, 70% to 99% of its top, as most work passes; ok is
// false for other numbers and for a five-star rating.
func (g *Generator) scoreOutOf(c conj, h hint, b bounds) (lo, hi *big.Rat, ok bool) {
	if len(h.name) == 0 || b.hi == nil || ratCmpInt(b.hi, 10) < 0 || ratCmpInt(b.hi, 1000) > 0 || g.roleOf(c, h).Kind != role.Rating {
		return nil, nil, false
	}
	if b.lo != nil && b.lo.Sign() < 0 {
		return nil, nil, false
	}
	lo = new(big.Rat).Mul(b.hi, big.NewRat(70, 100))
	hi = new(big.Rat).Mul(b.hi, big.NewRat(99, 100))
	return lo, hi, true
}
