package synth

import (
	"encoding/json"
	"math"
	"math/big"
	"strconv"

	"github.com/mcpgen/mcpgen/pkg/role"
)

// setMoneyWords are name tokens of an amount of money a person sets
// rather than one a till computes: a deposit, a fee, a budget, a cap on a
// price, an amount authorized or expected. People set these round ($150,
// $2,500), never $180.99 or $36.07; a price or a payment may have cents.
var setMoneyWords = map[string]bool{"deposit": true, "fee": true, "fees": true, "budget": true, "limit": true, "cap": true,
	"max": true, "min": true, "maximum": true, "minimum": true, "threshold": true, "authorize": true, "authorized": true,
	"authorization": true, "spend": true, "spending": true, "expected": true, "estimated": true, "estimate": true,
	"donation": true, "retainer": true, "allowance": true, "target": true, "up": true}

// setMoney reports whether a money amount's name says it is set by a
// person (setMoneyWords).
func setMoney(name string) bool {
	for _, t := range role.Tokens(name) {
		if setMoneyWords[t] {
			return true
		}
	}
	return false
}

// niceSteps are the leading digits of the round numbers people set:
// 10, 15, 20, 25, 30, 40, 50, 60, 75 and their powers of ten.
var niceSteps = []float64{1, 1.5, 2, 2.5, 3, 4, 5, 6, 7.5, 10}

// niceRound rounds x > 0 to the nearest round number of niceSteps.
func niceRound(x float64) float64 {
	if x <= 0 {
		return x
	}
	p := math.Pow(10, math.Floor(math.Log10(x)))
	best, bd := x, math.Inf(1)
	for _, m := range niceSteps {
		if d := math.Abs(x - m*p); d < bd {
			best, bd = m*p, d
		}
	}
	return best
}

// setAmount draws an amount of money a person sets (setMoney) inside
// the window [wlo, whi] and the bounds, rounded as one is set: $150,
// $2,500, 7500 cents for $75. ok is false for other numbers, or when no
// round amount fits.
func (g *Generator) setAmount(c conj, h hint, b bounds, wlo, whi *big.Rat) (json.Number, bool) {
	if len(h.name) == 0 || b.step != nil && !b.step.IsInt() {
		return "", false
	}
	r := g.roleOf(c, h)
	if r.Kind != role.Money || !setMoney(h.name) {
		return "", false
	}
	scale := 1.0
	if r.Unit == "cents" {
		scale = 100
	}
	lo, hi := ratFloat(wlo)/scale, ratFloat(whi)/scale
	if b.lo != nil {
		lo = math.Max(lo, ratFloat(b.lo)/scale)
	}
	if b.hi != nil {
		hi = math.Min(hi, ratFloat(b.hi)/scale)
	}
	if hi < lo {
		return "", false
	}
	lo = math.Max(lo, math.Min(5, hi)) // nobody sets a $1 deposit or fee
	for try := 0; try < 4; try++ {
		x := niceRound(lo + g.rng.Float64()*(hi-lo))
		v := rat(int64(math.Round(x * scale)))
		if inBounds(v, b) && (b.step == nil || new(big.Rat).Quo(v, b.step).IsInt()) && x >= lo && x <= hi {
			return json.Number(ratText(v)), true
		}
	}
	return "", false
}

// commonPorts are the ports services listen on that people name: a
// web server's 80 and 443, a dev server's 3000 or 8080, a database's.
var commonPorts = []int64{80, 443, 3000, 5000, 8000, 8080, 8443, 9090, 5432, 6379, 3306, 27017, 9200}

// portNumber draws a network port a person names (commonPorts) for a
// number whose name ends in "port" and whose role is a port's range;
// ok is false for other numbers or when none of them fits the bounds.
func (g *Generator) portNumber(c conj, h hint, b bounds) (json.Number, bool) {
	ts := role.SharedTokens(h.name)
	if len(ts) == 0 || ts[len(ts)-1] != "port" {
		return "", false
	}
	if r := g.roleOf(c, h); r.Kind != role.Quantity || r.Typical == nil || r.Typical.Lo != 1024 {
		return "", false
	}
	local := false
	for _, t := range ts {
		local = local || t == "local" || t == "host" || t == "listen"
	}
	var fit []int64
	for _, p := range commonPorts {
		if local && p < 1024 {
			continue // a forwarded local port is an unprivileged one: 8080, not 80
		}
		if v := rat(p); inBounds(v, b) && (b.step == nil || new(big.Rat).Quo(v, b.step).IsInt()) {
			fit = append(fit, p)
		}
	}
	if len(fit) == 0 {
		return "", false
	}
	return json.Number(strconv.FormatInt(fit[g.rng.Intn(len(fit))], 10)), true
}

// sigDecimals caps the decimals of a value near x at what a person says
// of a measured or entered amount: three significant digits (325 hours,
// 34.4 ml, 2.45 m), unless the range is so narrow that its values differ
// only further right (a gravity of 1.042 in 1.000–1.150). Money, whose
// cents count, and coordinates are not read here.
func sigDecimals(k role.Kind, x, lo, hi float64, dec int) int {
	if k == role.Money || k == role.Latitude || k == role.Longitude || x == 0 || dec == 0 {
		return dec
	}
	n := int(math.Floor(math.Log10(math.Abs(x)))) + 1
	allowed := max(3-n, narrowDecimals(lo, hi, 0), 0)
	return min(dec, allowed)
}

// saidStep rounds n, a multiple of a fractional multipleOf drawn from
// the window [wlo, whi], to the digits a person says (sigDecimals): a
// multipleOf of 0.005 is the resolution a system stores, not how a
// 92.9 kW system is stated. The result stays a multiple of the step
// inside the bounds, else n is returned as it is.
func saidStep(n json.Number, b bounds, wlo, whi *big.Rat) json.Number {
	v, ok := new(big.Rat).SetString(string(n))
	if !ok || b.step == nil || b.step.IsInt() {
		return n
	}
	x := ratFloat(v)
	dec := sigDecimals(role.Quantity, x, ratFloat(wlo), ratFloat(whi), 9)
	r := roundRat(x, dec)
	if r == nil || !inBounds(r, b) || !new(big.Rat).Quo(r, b.step).IsInt() {
		return n
	}
	return json.Number(ratText(r))
}

// setOrPort draws an amount of money a person sets (setAmount) or a
// port a person names (portNumber); ok is false for other numbers.
func (g *Generator) setOrPort(c conj, h hint, b bounds, wlo, whi *big.Rat) (json.Number, bool) {
	if v, ok := g.setAmount(c, h, b, wlo, whi); ok {
		return v, true
	}
	return g.portNumber(c, h, b)
}

// spanFloor drops from hb a fractional lower bound of a span of time: a
// floor of 0.1 hours is a validation limit, not a span anyone states
// ("for 0.1 hours").
func (g *Generator) spanFloor(c conj, h hint, hb *bounds) {
	if hb.lo != nil && hb.lo.Sign() > 0 && ratCmp(hb.lo, ratOne) < 0 && len(h.name) > 0 && g.roleOf(c, h).Kind == role.Duration {
		hb.lo = nil
	}
}

// saidStepNumber draws a multiple of b.step (stepNumber), an interior
// one of a fractional step rounded to the digits a person says
// (saidStep) unless it is money, whose cents count.
func (g *Generator) saidStepNumber(c conj, h hint, b bounds, wlo, whi *big.Rat, which int) (any, error) {
	v, err := g.stepNumber(b, wlo, whi, which)
	if n, ok := v.(json.Number); ok && err == nil && which == 0 && len(h.name) > 0 && !b.step.IsInt() && g.roleOf(c, h).Kind != role.Money {
		v = saidStep(n, b, wlo, whi)
	}
	return v, err
}

// saidDecimals is sigDecimals for a named number (an unnamed one keeps
// dec).
func (g *Generator) saidDecimals(c conj, h hint, x, lo, hi float64, dec int) int {
	if len(h.name) == 0 {
		return dec
	}
	return sigDecimals(g.roleOf(c, h).Kind, x, lo, hi, dec)
}
