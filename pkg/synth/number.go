package synth

import (
	"encoding/json"
	"fmt"
	"maps"
	"math"
	"math/big"
	"slices"
	"sort"
	"strconv"
	"strings"

	"github.com/santhosh-tekuri/jsonschema/v5"

	"github.com/mcpgen/mcpgen/pkg/role"
)

// bounds is a numeric interval with optional, possibly exclusive ends.
type bounds struct {
	lo, hi     *big.Rat
	loEx, hiEx bool
	step       *big.Rat           // combined multipleOf, nil if none
	loS, hiS   *jsonschema.Schema // schemas holding the bounds (for errors)
	loK, hiK   string             // their keywords
}

// kwPtr returns the JSON pointer of keyword k in schema s.
func kwPtr(s *jsonschema.Schema, k string) string {
	if s == nil {
		return "/" + k
	}
	return strings.TrimSuffix(schemaPtr(s), "/") + "/" + k
}

func (b *bounds) raiseLo(r *big.Rat, ex bool, s *jsonschema.Schema, k string) {
	if r == nil {
		return
	}
	if b.lo == nil || ratCmp(r, b.lo) > 0 || (ratCmp(r, b.lo) == 0 && ex) {
		b.lo, b.loEx, b.loS, b.loK = r, ex, s, k
	}
}

func (b *bounds) lowerHi(r *big.Rat, ex bool, s *jsonschema.Schema, k string) {
	if r == nil {
		return
	}
	if b.hi == nil || ratCmp(r, b.hi) < 0 || (ratCmp(r, b.hi) == 0 && ex) {
		b.hi, b.hiEx, b.hiS, b.hiK = r, ex, s, k
	}
}

// ratLCM returns the least common multiple of two positive rationals:
// lcm(a/b, c/d) = lcm(a,c)/gcd(b,d).
func ratLCM(x, y *big.Rat) *big.Rat {
	a, b := x.Num(), x.Denom()
	c, d := y.Num(), y.Denom()
	g := new(big.Int).GCD(nil, nil, a, c)
	l := new(big.Int).Mul(a, c)
	l.Div(l, g)
	gd := new(big.Int).GCD(nil, nil, b, d)
	return new(big.Rat).SetFrac(l, gd)
}

var (
	ratOne     = big.NewRat(1, 1)
	ratHundred = big.NewRat(100, 1)
)

func (g *Generator) numBounds(c conj, integer bool) bounds {
	var b bounds
	for _, s := range c.pos {
		b.raiseLo(s.Minimum, false, s, "minimum")
		b.raiseLo(s.ExclusiveMinimum, true, s, "exclusiveMinimum")
		b.lowerHi(s.Maximum, false, s, "maximum")
		b.lowerHi(s.ExclusiveMaximum, true, s, "exclusiveMaximum")
		if s.MultipleOf != nil && s.MultipleOf.Sign() > 0 {
			if b.step == nil {
				b.step = new(big.Rat).Set(s.MultipleOf)
			} else {
				b.step = ratLCM(b.step, s.MultipleOf)
			}
		}
	}
	if integer {
		if b.step == nil {
			b.step = ratOne
		} else {
			b.step = ratLCM(b.step, ratOne)
		}
	}
	return b
}

// empty reports bounds no number lies within (a minimum above the
// maximum, or equal ones with either exclusive), naming both keywords
// and the schema's JSON pointer.
func (b bounds) empty() error {
	if b.lo == nil || b.hi == nil {
		return nil
	}
	if cmp := ratCmp(b.lo, b.hi); cmp > 0 || (cmp == 0 && (b.loEx || b.hiEx)) {
		return fmt.Errorf("%s %s > %s %s at %s", b.loK, ratText(b.lo), b.hiK, ratText(b.hi), parentPtr(kwPtr(b.loS, b.loK)))
	}
	return nil
}

// genNumber generates an integer (integer=true) or a number within the
// conjunction's bounds and multipleOf, in a plausible range for the hint.
func (g *Generator) genNumber(c conj, h hint, integer bool) (any, error) {
	b := g.numBounds(c, integer)
	if err := b.empty(); err != nil {
		return nil, err
	}
	if r := g.roleOf(c, h); len(h.name) > 0 && r.ValuesFromProse && len(r.Values) > 0 {
		// "1 instant, 2 scheduled": one of the numbers the description
		// gives a meaning, when the bounds allow it
		v := r.Values[g.rng.Intn(len(r.Values))]
		if x, ok := new(big.Rat).SetString(v); ok && b.admits(x) && (!integer || x.IsInt()) {
			return json.Number(v), nil
		}
	}
	if v, ok := g.standardNumber(c, h, b); ok {
		return v, nil
	}
	if len(h.name) > 0 {
		g.statedStep(c, h, &b)
	}
	plo, phi, decimals := g.plausible(c, h, integer)
	if lo, hi, ok := g.scoreOutOf(c, h, b); ok {
		plo, phi = lo, hi
	}
	wlo, whi := numWindow(b, plo, phi)
	hb := b
	if k := g.roleOf(c, h).Kind; (hb.hi == nil || ratCmpInt(hb.hi, 50) > 0) && len(h.name) > 0 && (k == role.Count || k == role.Duration) ||
		k == role.Latitude || k == role.Longitude || len(h.name) > 0 && (typicalKinds[k] || k == role.ID || k == role.DateTime) || g.partyNumber(c, h) {
		// nobody asks for 1 result per page or the maximum of 500: a wide
		// count's bounds are not boundaries to cover; nor a room "for 480
		// minutes", a duration's maximum, which no one says in minutes;
		// nor the weather at the pole or on the date line (90, -180); nor
		// a price at the schema's maximum, a volume of 0 or 100 percent,
		// papers "after 2026": a measured amount is a typical one; nor
		// segment or engagement 1, an id's lowest value; nor a moment at
		// its floor: epoch seconds of "minimum 0" are January 1, 1970,
		// not a time anyone asks about (a moment near today is drawn)
		hb.lo, hb.hi = nil, nil
	}
	g.spanFloor(c, h, &hb)
	which := g.boundaryChoice(c, hb)
	if which != 0 && g.countCap(c, h, b, integer) {
		// a maximum of 30 goals is a cap, not a score; a minimum of 0.1
		// gallons or 0 ml a floor, not an amount anyone states
		which = 0
	}
	if which == 0 && !integer && b.step == nil {
		// coordinates of the instance's place, not of a random ocean
		if k := g.roleOf(c, h).Kind; k == role.Latitude || k == role.Longitude {
			if v := roundRat(g.near(k == role.Latitude), 5); inBounds(v, b) {
				return json.Number(ratText(v)), nil
			}
		}
	}
	if which == 0 && b.step == nil {
		if v, ok := g.embeddingNumber(h, b, integer); ok {
			return v, nil
		}
	}
	if which == 0 {
		lf, hf := ratFloat(wlo), ratFloat(whi)
		if v, ok := g.setOrPort(c, h, b, wlo, whi); ok {
			return v, nil
		}
		if v, ok := g.bigMoney(c, h, b, lf, hf); ok {
			return v, nil
		}
		if v, ok := g.unitNumber(c, h, b); ok {
			return v, nil
		}
		if g.thingCount(c, h, b, integer) {
			if v, ok := g.skewedCount(b, wlo, whi); ok {
				return v, nil
			}
		}
		if v, ok := g.roundNumber(c, h, b, wlo, whi); ok {
			return v, nil
		}
	}
	if integer && b.step == ratOne {
		if v, ok := g.intFast(b, wlo, whi, which); ok {
			return v, nil
		}
	}
	if b.step != nil {
		return g.saidStepNumber(c, h, b, wlo, whi, which)
	}
	// non-integer number without multipleOf
	var v *big.Rat
	switch {
	case which == 1 && b.lo != nil && !b.loEx:
		v = b.lo
	case which == 2 && b.hi != nil && !b.hiEx:
		v = b.hi
	default:
		lo, hi := wlo, whi
		if b.lo != nil && ratCmp(lo, b.lo) < 0 {
			lo = b.lo
		}
		if b.hi != nil && ratCmp(hi, b.hi) > 0 {
			hi = b.hi
		}
		if ratCmp(lo, hi) > 0 {
			lo, hi = hi, lo
		}
		lf, _ := lo.Float64()
		hf, _ := hi.Float64()
		x := lf + g.rng.Float64()*(hf-lf)
		if !g.rangeKnown(c, h, integer) {
			decimals = narrowDecimals(lf, hf, decimals)
		}
		decimals = g.saidDecimals(c, h, x, lf, hf, decimals)
		v = fewestDecimals(x, decimals, b)
		if !inBounds(v, b) {
			// midpoint of the exact bounds
			v = new(big.Rat).Add(lo, hi)
			v.Quo(v, big.NewRat(2, 1))
		}
	}
	return json.Number(ratText(v)), nil
}

// fewestDecimals rounds x to decimals places or, when that falls outside
// b, to the fewest more places that fit b: a base curve within 8.3–9.2
// drawn 8.36122875 at no decimals is 8.4, not 8 (outside) nor
// 8.36122875 (all nine places, as before).
func fewestDecimals(x float64, decimals int, b bounds) *big.Rat {
	v := roundRat(x, decimals)
	for d := decimals + 1; d <= 9 && !inBounds(v, b); d++ {
		v = roundRat(x, d)
	}
	return v
}

// stepNumber draws a multiple of b.step inside b: the lower or upper
// bound's multiple for which 1 or 2 (boundaryChoice), else one in the
// window [wlo, whi] clipped to the bounds.
func (g *Generator) stepNumber(b bounds, wlo, whi *big.Rat, which int) (any, error) {
	// value = k * step, k in [klo, khi]
	klo := ceilDiv(b.lo, b.step, b.loEx)
	khi := floorDiv(b.hi, b.step, b.hiEx)
	if klo != nil && khi != nil && klo.Cmp(khi) > 0 {
		return nil, fmt.Errorf("no multiple of %s between %s and %s at %s", ratText(b.step), ratText(b.lo), ratText(b.hi), parentPtr(kwPtr(b.loS, b.loK)))
	}
	var k *big.Int
	switch {
	case which == 1 && klo != nil:
		k = klo
	case which == 2 && khi != nil:
		k = khi
	default:
		wl := ceilDiv(wlo, b.step, false)
		wh := floorDiv(whi, b.step, false)
		if klo != nil && wl.Cmp(klo) < 0 {
			wl = klo
		}
		if khi != nil && wh.Cmp(khi) > 0 {
			wh = khi
		}
		if wl.Cmp(wh) > 0 { // window missed: stay at a bound
			if klo != nil {
				wl, wh = klo, new(big.Int).Add(klo, big.NewInt(10))
				if khi != nil && wh.Cmp(khi) > 0 {
					wh = khi
				}
			} else {
				wl, wh = new(big.Int).Sub(khi, big.NewInt(10)), khi
			}
		}
		if klo != nil && khi != nil && wl.Cmp(klo) == 0 && wh.Cmp(khi) == 0 && new(big.Int).Sub(wh, wl).Cmp(big.NewInt(2)) >= 0 {
			// the bounds have choices of their own: stay inside
			wl = new(big.Int).Add(wl, big.NewInt(1))
			wh = new(big.Int).Sub(wh, big.NewInt(1))
		}
		k = g.randBetween(wl, wh)
	}
	v := new(big.Rat).Mul(new(big.Rat).SetInt(k), b.step)
	return json.Number(ratText(v)), nil
}

// numWindow returns the window [wlo, whi] values are drawn from: inside
// the bounds, near the plausible range [plo, phi].
func numWindow(b bounds, plo, phi *big.Rat) (wlo, whi *big.Rat) {
	wlo, whi = plo, phi
	switch {
	case b.lo != nil && b.hi != nil:
		wlo, whi = b.lo, b.hi
		// narrow to the plausible range where it overlaps the bounds
		l, h := maxRat(plo, b.lo), minRat(phi, b.hi)
		if ratCmp(l, h) < 0 {
			wlo, whi = l, h
		}
	case b.lo != nil:
		if ratCmp(b.lo, plo) >= 0 || ratCmp(phi, b.lo) <= 0 {
			wlo = b.lo
			whi = new(big.Rat).Add(b.lo, spanOf(plo, phi))
		} else {
			wlo = plo
		}
	case b.hi != nil:
		if ratCmp(b.hi, phi) <= 0 || ratCmp(plo, b.hi) >= 0 {
			whi = b.hi
			wlo = new(big.Rat).Sub(b.hi, spanOf(plo, phi))
		} else {
			whi = phi
		}
	}
	return wlo, whi
}

// boundaryChoice picks 0 (an interior value), 1 (the low bound) or 2 (the
// high bound), covering each bound once; bounds far outside any plausible
// value (zod's 2^53-1) are not boundary values worth covering.
func (g *Generator) boundaryChoice(c conj, b bounds) int {
	useLo := b.lo != nil && plausibleBound(b.lo)
	useHi := b.hi != nil && plausibleBound(b.hi)
	nb := 1
	if useLo {
		nb++
	}
	if useHi {
		nb++
	}
	which := 0
	if nb > 1 {
		which = g.choose(c.first(), chNumber, nb, coverOnce)
		if which == 1 && !useLo {
			which = 2
		}
	}
	return which
}

var ratHuge = big.NewRat(1_000_000_000, 1)

func plausibleBound(r *big.Rat) bool {
	if r.IsInt() {
		return r.Num().CmpAbs(ratHuge.Num()) <= 0 // (no copy for Abs)
	}
	return new(big.Rat).Abs(r).Cmp(ratHuge) <= 0
}

func maxRat(a, b *big.Rat) *big.Rat {
	if ratCmp(a, b) >= 0 {
		return a
	}
	return b
}

func minRat(a, b *big.Rat) *big.Rat {
	if ratCmp(a, b) <= 0 {
		return a
	}
	return b
}

// intFast is the integer case without multipleOf in int64 arithmetic; it
// draws exactly what the big.Int path would. ok is false when a bound does
// not fit (the caller then takes the exact path).
func (g *Generator) intFast(b bounds, wlo, whi *big.Rat, which int) (json.Number, bool) {
	const limit = 1 << 53
	klo, khi := int64(math.MinInt64), int64(math.MaxInt64)
	hasLo, hasHi := b.lo != nil, b.hi != nil
	if hasLo {
		v, ok := ratCeil(b.lo)
		if !ok {
			return "", false
		}
		if b.loEx && b.lo.IsInt() {
			v++
		}
		klo = v
	}
	if hasHi {
		v, ok := ratFloor(b.hi)
		if !ok {
			return "", false
		}
		if b.hiEx && b.hi.IsInt() {
			v--
		}
		khi = v
	}
	if hasLo && hasHi && klo > khi {
		return "", false // the exact path reports it
	}
	var k int64
	switch {
	case which == 1 && hasLo:
		k = klo
	case which == 2 && hasHi:
		k = khi
	default:
		wl, ok1 := ratCeil(wlo)
		wh, ok2 := ratFloor(whi)
		if !ok1 || !ok2 || wl < -limit || wh > limit {
			return "", false
		}
		if hasLo && wl < klo {
			wl = klo
		}
		if hasHi && wh > khi {
			wh = khi
		}
		if wl > wh {
			return "", false
		}
		if hasLo && hasHi && wl == klo && wh == khi && wh-wl >= 2 {
			wl, wh = wl+1, wh-1
		}
		if wh > wl {
			k = wl + g.rng.Int63n(wh-wl+1)
		} else {
			k = wl
		}
	}
	return json.Number(strconv.FormatInt(k, 10)), true
}

// ratFloor and ratCeil convert r to an int64 when it fits.
func ratFloor(r *big.Rat) (int64, bool) {
	if !r.Num().IsInt64() || !r.Denom().IsInt64() {
		return 0, false
	}
	n, d := r.Num().Int64(), r.Denom().Int64()
	q := n / d
	if n%d != 0 && n < 0 {
		q--
	}
	return q, true
}

func ratCeil(r *big.Rat) (int64, bool) {
	if !r.Num().IsInt64() || !r.Denom().IsInt64() {
		return 0, false
	}
	n, d := r.Num().Int64(), r.Denom().Int64()
	q := n / d
	if n%d != 0 && n > 0 {
		q++
	}
	return q, true
}

// admits reports whether v lies within b and is a multiple of its step
// (the schemas' multipleOf, 1 for an integer): a value a fit-up puts in
// place of a drawn one must keep every numeric keyword the draw kept.
func (b bounds) admits(v *big.Rat) bool {
	return inBounds(v, b) && (b.step == nil || new(big.Rat).Quo(v, b.step).IsInt())
}

func inBounds(v *big.Rat, b bounds) bool {
	if b.lo != nil {
		c := ratCmp(v, b.lo)
		if c < 0 || (c == 0 && b.loEx) {
			return false
		}
	}
	if b.hi != nil {
		c := ratCmp(v, b.hi)
		if c > 0 || (c == 0 && b.hiEx) {
			return false
		}
	}
	return true
}

func spanOf(lo, hi *big.Rat) *big.Rat {
	s := new(big.Rat).Sub(hi, lo)
	if s.Sign() <= 0 {
		return ratHundred
	}
	return s
}

func (g *Generator) randBetween(lo, hi *big.Int) *big.Int {
	span := new(big.Int).Sub(hi, lo)
	if span.Sign() <= 0 {
		return new(big.Int).Set(lo)
	}
	if span.IsInt64() && span.Int64() < 1<<62 {
		return new(big.Int).Add(lo, big.NewInt(g.rng.Int63n(span.Int64()+1)))
	}
	return new(big.Int).Add(lo, big.NewInt(g.rng.Int63()))
}

// ceilDiv returns the least k with k*step >= lo (> lo when ex); nil for nil lo.
func ceilDiv(lo, step *big.Rat, ex bool) *big.Int {
	if lo == nil {
		return nil
	}
	q := new(big.Rat).Quo(lo, step)
	k := new(big.Int).Div(q.Num(), q.Denom()) // floor (Euclidean, denom > 0)
	if q.IsInt() {
		if ex {
			k.Add(k, big.NewInt(1))
		}
		return k
	}
	return k.Add(k, big.NewInt(1))
}

// floorDiv returns the greatest k with k*step <= hi (< hi when ex).
func floorDiv(hi, step *big.Rat, ex bool) *big.Int {
	if hi == nil {
		return nil
	}
	q := new(big.Rat).Quo(hi, step)
	k := new(big.Int).Div(q.Num(), q.Denom())
	if q.IsInt() && ex {
		k.Sub(k, big.NewInt(1))
	}
	return k
}

func roundRat(x float64, decimals int) *big.Rat {
	if decimals < 0 {
		return nil // fmt's %.*f wrote "%!(BADPREC)…", which does not parse
	}
	var buf [32]byte
	s := strconv.AppendFloat(buf[:0], x, 'f', decimals, 64) // fmt's %.*f
	r, _ := new(big.Rat).SetString(string(s))
	return r
}

// ratText renders r as a JSON number: an integer, an exact decimal, or a
// 17-digit approximation when the decimal does not terminate.
func ratText(r *big.Rat) string {
	if r == nil {
		return "none"
	}
	if r.IsInt() {
		if n := r.Num(); n.IsInt64() {
			return strconv.FormatInt(n.Int64(), 10)
		}
		return r.Num().String()
	}
	s := r.FloatString(fracDigits(r.Denom()))
	if strings.Contains(s, ".") {
		s = strings.TrimRight(s, "0")
		s = strings.TrimSuffix(s, ".")
	}
	return s
}

// fracDigits returns the decimals of a fraction with denominator d: the
// larger power of 2 or 5 in d when d has no other factor (and that is at
// most 400), else 17.
func fracDigits(d *big.Int) int {
	digits := 0
	if d.IsUint64() {
		u := d.Uint64()
		for _, p := range []uint64{2, 5} {
			n := 0
			for u%p == 0 {
				u /= p
				n++
			}
			digits = max(digits, n)
		}
		if u != 1 || digits > 400 {
			return 17
		}
		return digits
	}
	d = new(big.Int).Set(d)
	for _, p := range []int64{2, 5} {
		bp := big.NewInt(p)
		m := new(big.Int)
		n := 0
		for {
			q, rem := new(big.Int).QuoRem(d, bp, m)
			if rem.Sign() != 0 {
				break
			}
			d = q
			n++
		}
		if n > digits {
			digits = n
		}
	}
	if d.Cmp(big.NewInt(1)) != 0 || digits > 400 {
		digits = 17
	}
	return digits
}

func parentPtr(p string) string {
	if i := strings.LastIndexByte(p, '/'); i > 0 {
		return p[:i]
	}
	return "/"
}

// typicalKinds are the roles of amounts a person states: their values
// come from the typical range, never the schema's bounds as such.
var typicalKinds = map[role.Kind]bool{role.Money: true, role.Quantity: true, role.Percent: true, role.Year: true, role.Ratio: true}

// bodyUnits are the units of measured values, never rounded: a
// truckload weighs 38417 lb on the scale, not 8192; a parcel 4757 g.
var bodyUnits = map[string]bool{"kg": true, "lb": true, "cm": true, "celsius": true, "°C": true, "°F": true, "grams": true, "oz": true}

// roundKinds are the roles whose values people give as round numbers:
// "20 results", "a 5 km radius", "wait 30 seconds", "1 MB", not 17 or
// 809633.
var roundKinds = map[role.Kind]bool{role.Count: true, role.Duration: true, role.Quantity: true, role.Offset: true, role.Percent: true}

// roundCands are the round numbers people pick, ascending: 1, 2, 3, 5,
// 10, 15, 20, 25, 30, 50, 60, 100, ... and the powers of two bytes come
// in.
var roundCands = func() []int64 {
	seen := map[int64]bool{}
	var out []int64
	add := func(v int64) {
		if !seen[v] {
			seen[v] = true
			out = append(out, v)
		}
	}
	for _, v := range []int64{1, 2, 3, 4, 5, 10, 15, 20, 25, 30, 40, 50, 60, 75, 90, 100, 120, 150, 180, 200, 250, 300, 400, 500, 600, 750, 800, 900, 1200, 1500, 1800, 3000, 3600, 7200, 10800, 15000, 21600, 30000, 43200, 60000, 86400, 604800, 45, 240} {
		add(v)
	}
	for p := int64(1000); p <= 1_000_000_000; p *= 10 {
		for _, k := range []int64{1, 2, 5} {
			add(k * p)
		}
	}
	for v := int64(1024); v <= 1<<30; v *= 2 {
		add(v)
	}
	sort.Slice(out, func(i, j int) bool { return out[i] < out[j] })
	return out
}()

// viewports are screen sizes a browser window or screenshot is set to.
var viewports = [][2]int64{{1280, 720}, {1366, 768}, {1440, 900}, {1920, 1080}, {1024, 768}, {375, 667}, {390, 844}, {768, 1024}}

// roundNumber returns a round number inside the bounds and the window for
// a value of a counting or measuring role (see roundKinds), or a common
// screen size for a width or height in pixels; false when none fits.
func (g *Generator) roundNumber(c conj, h hint, b bounds, wlo, whi *big.Rat) (json.Number, bool) {
	if len(h.name) == 0 {
		return "", false
	}
	r := g.roleOf(c, h)
	if !roundKinds[r.Kind] && !countBound(*r, h.name) || r.Kind == role.Offset && !containsAny(strings.ToLower(h.name), "offset", "skip") {
		// an index names one item: any number
		return "", false
	}
	if bodyUnits[r.Unit] || strings.Contains(r.Why, role.WhyMeasured) {
		// a weight, a height, a temperature: measured, not picked (178 cm,
		// 21.5 °C), and rounding a narrow range leaves only its ends
		return "", false
	}
	if r.Unit == "pixels" {
		n := strings.ToLower(h.name)
		if !strings.Contains(n, "width") && !strings.Contains(n, "height") {
			return "", false // a point on the screen: any number
		}
		if w, hi := strings.Contains(n, "width"), strings.Contains(n, "height"); w || hi {
			if g.sc.viewport == 0 {
				g.sc.viewport = 1 + g.rng.Intn(len(viewports))
			}
			vp := viewports[g.sc.viewport-1]
			v := vp[0]
			if hi {
				v = vp[1]
			}
			if x := rat(v); inBounds(x, b) && (b.step == nil || new(big.Rat).Quo(x, b.step).IsInt()) {
				return json.Number(strconv.FormatInt(v, 10)), true
			}
		}
	}
	lo, hi := wlo, whi
	if b.lo != nil && ratCmp(lo, b.lo) < 0 {
		lo = b.lo
	}
	if b.hi != nil && ratCmp(hi, b.hi) > 0 {
		hi = b.hi
	}
	if ratCmpInt(hi, 12) <= 0 {
		// every small whole number is a number people say
		return "", false
	}
	var key kindKey
	if len(c.pos) == 1 {
		key = kindKey{c.pos[0], h.name}
		if fit, ok := g.rounds[key]; ok {
			if len(fit) == 0 {
				return "", false
			}
			return json.Number(strconv.FormatInt(fit[g.rng.Intn(len(fit))], 10)), true
		}
	}
	fit := g.roundFit(b, lo, hi, r.Kind == role.Duration)
	if u := unitRounds[r.Unit]; u != nil {
		// the numbers people pick in that unit: 900 seconds or 15
		// minutes, not 800; a 500 m or 2 km radius, not 3600 m
		if nice := fitFrom(unitSorted[r.Unit], b, lo, hi, false); len(nice) > 0 {
			fit = nice
		}
	}
	if key.s != nil {
		if g.rounds == nil {
			g.rounds = map[kindKey][]int64{}
		}
		if len(g.rounds) < 4096 {
			g.rounds[key] = fit
		}
	}
	if len(fit) == 0 {
		return "", false
	}
	return json.Number(strconv.FormatInt(fit[g.rng.Intn(len(fit))], 10)), true
}

// unitRounds are the round numbers people pick in a unit.
var unitRounds = map[string]map[int64]bool{
	"seconds":      setOf(1, 2, 3, 5, 10, 15, 20, 30, 45, 60, 90, 120, 180, 300, 600, 900, 1800, 3600, 7200, 10800, 21600, 43200, 86400, 604800),
	"milliseconds": setOf(100, 200, 250, 500, 1000, 1500, 2000, 3000, 5000, 10000, 15000, 30000, 60000),
	"minutes":      setOf(1, 2, 5, 10, 15, 20, 30, 45, 60, 90, 120, 180, 240),
	"mg":           setOf(5, 10, 20, 25, 40, 50, 100, 200, 250, 400, 500, 750, 1000),
	"meters":       setOf(50, 100, 200, 250, 500, 1000, 1500, 2000, 3000, 5000, 10000, 20000, 50000),
	// the last 24, 48 or 72 hours, a fortnight, a quarter, a year: not 25
	// hours or 45 days
	"hours": setOf(1, 2, 3, 4, 6, 8, 12, 24, 36, 48, 72, 96, 120, 168, 336, 720),
	"days":  setOf(1, 2, 3, 5, 7, 10, 14, 21, 28, 30, 60, 90, 180, 365),
	"weeks": setOf(1, 2, 3, 4, 6, 8, 12, 26, 52),
	// a size limit in bytes is a power of two or a round count of KB or
	// MB ("512 KB", "1 MB"), never a week's seconds (604800)
	"bytes": setOf(1024, 2048, 4096, 8192, 16384, 32768, 65536, 131072, 262144, 524288, 1048576, 2097152, 5242880,
		10485760, 52428800, 104857600, 1000, 10000, 100000, 500000, 1000000, 5000000, 10000000, 100000000),
}

// unitSorted are the numbers of each unitRounds set, ascending.
var unitSorted = func() map[string][]int64 {
	out := map[string][]int64{}
	for u, set := range unitRounds {
		out[u] = sortedRounds(set)
	}
	return out
}()

// setOf returns the set of vs.
func setOf(vs ...int64) map[int64]bool {
	m := make(map[int64]bool, len(vs))
	for _, v := range vs {
		m[v] = true
	}
	return m
}

// sortedRounds returns the numbers of a unitRounds set, ascending.
func sortedRounds(u map[int64]bool) []int64 {
	return slices.Sorted(maps.Keys(u))
}

// roundFit returns the round numbers (roundCands) inside [lo, hi] that
// the bounds and multipleOf allow, spread over the range: at most eight.
// A span of time (span) leaves out the powers of two from 1024 up: they
// are round in bytes, not in seconds (a TTL is 3600, never 16384).
func (g *Generator) roundFit(b bounds, lo, hi *big.Rat, span bool) []int64 {
	return fitFrom(roundCands, b, lo, hi, span)
}

// fitFrom returns the numbers of cands (ascending) that roundFit would.
func fitFrom(cands []int64, b bounds, lo, hi *big.Rat, span bool) []int64 {
	var fit []int64
	lf, _ := lo.Float64()
	hf, _ := hi.Float64()
	for _, v := range cands {
		if f := float64(v); f < lf-1 {
			continue
		} else if f > hf+1 {
			break
		}
		if span && v >= 1024 && v&(v-1) == 0 {
			continue
		}
		x := rat(v)
		if ratCmp(x, lo) < 0 || ratCmp(x, hi) > 0 || !inBounds(x, b) || b.step != nil && !new(big.Rat).Quo(x, b.step).IsInt() {
			continue
		}
		fit = append(fit, v)
	}
	if len(fit) > 8 {
		// keep eight spread over the range, the smaller end first
		out := make([]int64, 8)
		for i := range out {
			out[i] = fit[i*(len(fit)-1)/7]
		}
		fit = out
	}
	return fit
}

// embeddingNumber returns a number of an embedding: a component of a
// vector (in [-1, 1]) or an embedding model's size (384, 768, 1536, not
// 40); ok is false for other numbers.
func (g *Generator) embeddingNumber(h hint, b bounds, integer bool) (any, bool) {
	if !integer && isVectorName(h.name) {
		if v := roundRat(g.rng.Float64()*2-1, 3); inBounds(v, b) {
			return json.Number(ratText(v)), true
		}
	}
	if isDimensionsName(h.name) {
		if v := rat(int64(embeddingDims[g.rng.Intn(len(embeddingDims))])); inBounds(v, b) {
			return json.Number(ratText(v)), true
		}
	}
	return nil, false
}

// unitNumber returns a number whose role's unit asks for a shape the
// ranges cannot give: a price in cents as a person prices things (1999,
// 4500: 19.99, 45.00), a point in time as epoch seconds or milliseconds
// of a date the request can say. False when the role has no such unit or
// the value falls outside the bounds.
func (g *Generator) unitNumber(c conj, h hint, b bounds) (json.Number, bool) {
	if len(h.name) == 0 {
		return "", false
	}
	r := g.roleOf(c, h)
	var v int64
	switch {
	case r.Kind == role.Money && r.Unit == "cents":
		v = g.centsAmount(r.Typical)
	case r.Kind == role.DateTime && r.Unit == "epoch seconds":
		v = g.whenFor(h).Unix()
	case r.Kind == role.DateTime && r.Unit == "epoch milliseconds":
		v = g.whenFor(h).UnixMilli()
	default:
		return "", false
	}
	if x := rat(v); !inBounds(x, b) || b.step != nil && !new(big.Rat).Quo(x, b.step).IsInt() {
		return "", false
	}
	return json.Number(strconv.FormatInt(v, 10)), true
}

// standardNumber returns, for a barcode or a property reference typed as
// a number (role.DigitsOnly), one of its standard when the bounds b allow
// it; ok is false for other numbers.
func (g *Generator) standardNumber(c conj, h hint, b bounds) (any, bool) {
	r := g.roleOf(c, h)
	if len(h.name) == 0 || !role.DigitsOnly(*r) {
		return nil, false
	}
	v, ok := g.standardValue(r)
	if !ok {
		return nil, false
	}
	if x, ok := new(big.Rat).SetString(v); ok && b.admits(x) {
		return json.Number(x.RatString()), true
	}
	return nil, false
}
