package synth

import (
	"encoding/json"
	"math/big"
	"strconv"
	"strings"
	"time"
)

// whenLayouts are the date and date-time layouts a range's ends are read
// in, longest first: an end copied from a description's example
// ("2024-01-31T23:59:59") is compared with a generated start
// ("2026-01-26T13:30:00Z").
var whenLayouts = []string{time.RFC3339, "2006-01-02T15:04:05", "2006-01-02T15:04", "2006-01-02"}

// mayParseDate reports whether time.Parse can read s in a layout that
// starts "2006-01-02" (whenLayouts, parseWhen's): four characters of year
// (digits; a leading sign is let through), then -MM-DD in digits. It is
// false only for strings every such parse fails on, which then build no
// error.
func mayParseDate(s string) bool {
	if len(s) < 10 || s[4] != '-' || s[7] != '-' {
		return false
	}
	if c := s[0]; (c < '0' || c > '9') && c != '+' && c != '-' {
		return false
	}
	for _, i := range [...]int{1, 2, 3, 5, 6, 8, 9} {
		if s[i] < '0' || s[i] > '9' {
			return false
		}
	}
	return true
}

// whenOf parses s in one of whenLayouts.
func whenOf(s string) (time.Time, string, bool) {
	if !mayParseDate(s) {
		return time.Time{}, "", false // (no failed parse to build: most strings are no date)
	}
	for _, l := range whenLayouts {
		if t, err := time.Parse(l, s); err == nil {
			return t, l, true
		}
	}
	return time.Time{}, "", false
}

// rangePairs returns the pairs of keys of obj that open and close one
// range (see rangeEnds): "year_from"/"year_to", "timeMin"/"timeMax",
// "start_seconds"/"end_seconds", and keys numbered one apart
// (numberedEnds: "m0"/"m1").
func rangePairs(obj map[string]any) [][2]string {
	var out [][2]string
	for _, k := range sortedKeys(obj) {
		lk := strings.ToLower(k)
		for _, re := range rangeEnds {
			i := strings.Index(lk, re.open)
			if i < 0 {
				continue
			}
			for _, end := range re.ends {
				k2 := k[:i] + matchCase(k[i:i+len(re.open)], end) + k[i+len(re.open):]
				if _, ok := obj[k2]; ok && k2 != k {
					out = append(out, [2]string{k, k2})
				}
			}
		}
		if k2 := twoEnds(k); k2 != "" {
			if _, ok := obj[k2]; ok {
				out = append(out, [2]string{k, k2})
			}
		}
	}
	// keys one digit apart ("m0"/"m1" from and to mileage): a range drawn
	// 902 to 120 ran backwards
	return append(out, numberedEnds(sortedKeys(obj))...)
}

// wordAt reports whether k[i:i+n] is a whole word of the name k
// ("Min" in "bidLowMin", "min" in "low_min"; not "Min" in "startMinute").
func wordAt(k string, i, n int) bool {
	startsWord := i == 0 || k[i-1] == '_' || k[i-1] == '-' || k[i] >= 'A' && k[i] <= 'Z'
	e := i + n
	endsWord := e == len(k) || k[e] == '_' || k[e] == '-' || k[e] >= 'A' && k[e] <= 'Z'
	return startsWord && endsWord
}

// twoEnds returns the name of the other end of a range whose name says
// its end twice ("estimateLowMin" and "estimateHighMax": the least low
// end and the most high end), each opening word turned to its closing
// one; "" when k has no two opening words.
func twoEnds(k string) string {
	lk := strings.ToLower(k)
	for a, ra := range rangeEnds {
		i := strings.Index(lk, ra.open)
		if i < 0 || !wordAt(k, i, len(ra.open)) {
			continue
		}
		for _, rb := range rangeEnds[a+1:] {
			j := strings.Index(lk, rb.open)
			if j < 0 || !wordAt(k, j, len(rb.open)) || j < i+len(ra.open) && i < j+len(rb.open) {
				continue
			}
			first, second := i, j
			fe, se := ra, rb
			if j < i {
				first, second, fe, se = j, i, rb, ra
			}
			return k[:first] + matchCase(k[first:], fe.ends[0]) + k[first+len(fe.open):second] +
				matchCase(k[second:], se.ends[0]) + k[second+len(se.open):]
		}
	}
	return ""
}

// orderMixedRanges puts the two ends of a range in order where
// orderRanges does not reach: numbers (papers from 2021 to 2016, a minimum
// above its maximum are swapped) and times of two layouts (an end before
// its start is moved a day after the start, in its own layout).
func (g *Generator) orderMixedRanges(obj map[string]any) {
	if len(obj) < 2 {
		return
	}
	g.orderPairs(obj, rangePairs(obj))
}

// orderPairs is orderMixedRanges over pairs, which may name keys obj
// lacks (a plan's pairs: planRangePairs); those are passed over.
func (g *Generator) orderPairs(obj map[string]any, pairs [][2]string) {
	for _, pr := range pairs {
		a, ok1 := obj[pr[0]]
		b, ok2 := obj[pr[1]]
		if !ok1 || !ok2 {
			continue
		}
		if x, ok := a.(json.Number); ok {
			y, ok2 := b.(json.Number)
			rx, ok3 := new(big.Rat).SetString(string(x))
			ry, ok4 := new(big.Rat).SetString(string(y))
			if ok2 && ok3 && ok4 && ratCmp(rx, ry) > 0 {
				obj[pr[0]], obj[pr[1]] = y, x
				g.unsure = true // values moved after their checks
			} else if ok2 && ok3 && ok4 && ratCmp(rx, ry) == 0 {
				g.openEqualEnds(obj, pr[0], x)
			}
			continue
		}
		s, ok := a.(string)
		e, ok2 := b.(string)
		if !ok || !ok2 || len(s) == len(e) {
			continue // one layout: orderRanges' work
		}
		ts, _, ok := whenOf(s)
		te, layE, ok2 := whenOf(e)
		if !ok || !ok2 || !ts.After(te) {
			continue
		}
		if layE == time.RFC3339 {
			ts = ts.UTC()
		}
		obj[pr[1]] = ts.Add(24 * time.Hour).Format(layE)
		g.unsure = true
	}
}

// fitTogether makes the values of one object agree with each other after
// they were drawn one by one: a start on one of its days of the week
// (alignWeekdays), range ends in order (orderMixedRanges),
// a pay basis and its frequency, a pay amount of its basis (fitPay), and
// an animal's breed and weight of its kind (fitBreed), and a count of
// some of a party below the party's size (fitPartyShare), a value at most
// its maximum sibling (fitUnderMax), a width at most its length
// (fitWidthUnderLength), and an
// envelope's weight in grams (fitFlatWeight).
func (g *Generator) fitTogether(p *objPlan, obj map[string]any) {
	if p == nil {
		g.orderMixedRanges(obj)
	} else if len(obj) >= 2 {
		g.orderPairs(obj, p.planRanges().pairs)
	}
	fits := fitsOf(p)
	dated, from := g.fitNeeds(obj, fits&fitsFrom != 0)
	if dated >= 1 && len(obj) >= 2 {
		g.alignWeekdays(p, obj)
	}
	if dated >= 2 {
		g.orderStages(obj)
		g.orderMoments(p, obj)
	}
	if from {
		g.matchCounterparts(obj)
	}
	if fits&fitsConfirm != 0 {
		g.fitConfirm(p, obj)
	}
	if p != nil && p.planRanges().payBasis {
		g.fitPay(p, obj)
	}
	if p != nil {
		g.fitAnimals(p, fits, obj)
	}
	g.fitAgeGroup(obj)
	if fits&fitsParty != 0 {
		g.fitPartyShare(p, obj)
	}
	if fits&fitsUnderMax != 0 {
		g.fitUnderMax(p, obj)
		g.fitWidthUnderLength(p, obj)
	}
	if fits&fitsFlat != 0 {
		g.fitFlatWeight(p, obj)
	}
	if fits&fitsGender != 0 {
		g.fitGender(obj)
	}
	g.fitFileNames(p, obj)
}

// fitAnimals runs fitAnimal, fitBreed and fitTip on an object of p
// where its names let them change it (fits, p.planFits).
func (g *Generator) fitAnimals(p *objPlan, fits fitGate, obj map[string]any) {
	if fits&fitsAnimal != 0 {
		g.fitAnimal(p, obj)
	}
	if fits&fitsBreed != 0 {
		g.fitBreed(p, obj)
	}
	if fits&fitsTip != 0 {
		g.fitTip(p, obj)
	}
}

// payPeriods are the periods an amount is paid or quoted per, with the
// range of a wage or salary quoted per that period.
var payPeriods = map[string][2]int64{
	"hourly": {18, 95}, "daily": {150, 700}, "weekly": {700, 3000}, "biweekly": {1500, 6000},
	"semimonthly": {1600, 6500}, "monthly": {3000, 12000}, "quarterly": {9000, 36000},
	"annual": {40000, 160000}, "annually": {40000, 160000}, "yearly": {40000, 160000},
}

// fitPay makes a pay amount and the periods beside it agree: a salary
// quoted monthly is paid monthly (not "monthly, paid weekly"), and its
// amount is a month's pay (4,200, not 322.78); an hourly rate is 18–95.
// The basis is the period property whose name says basis, unit or period
// ("payBasis"); the other period property (a frequency) takes its value
// when its schema allows it. Each value is checked against its schema.
func (g *Generator) fitPay(p *objPlan, obj map[string]any) {
	basis, other := -1, -1
	for i, k := range p.names {
		s, ok := obj[k].(string)
		if !ok {
			continue
		}
		if _, ok := payPeriods[strings.ToLower(s)]; !ok {
			continue
		}
		l := strings.ToLower(k)
		if basis < 0 && containsAny(l, "basis", "unit", "period", "per") && !strings.Contains(l, "frequency") {
			basis = i
		} else if other < 0 {
			other = i
		}
	}
	if basis < 0 {
		return
	}
	bv := obj[p.names[basis]].(string)
	if other >= 0 && obj[p.names[other]] != bv && valid(p.schemas[other][0], bv) {
		obj[p.names[other]] = bv
		g.unsure = true
	}
	span := payPeriods[strings.ToLower(bv)]
	for i, k := range p.names {
		n, ok := obj[k].(json.Number)
		if !ok || !containsAny(strings.ToLower(k), "amount", "salary", "wage", "pay", "rate", "compensation") {
			continue
		}
		x := span[0] + g.rng.Int63n(span[1]-span[0]+1)
		if span[0] >= 1000 {
			x -= x % 100
		}
		v := json.Number(big.NewInt(x).String())
		if v == n {
			continue
		}
		if valid(p.schemas[i][0], v) {
			obj[k] = v
			g.unsure = true
		}
	}
}

// openEqualEnds moves the opening end of a span of years drawn equal
// to its closing end three years down: a search of seeds "collected from
// 2014 and up to 2014" is now from 2011 up to 2014. Other whole numbers
// drawn equal stay: one numbered thing is a run of its own ("on board
// 15 only").
func (g *Generator) openEqualEnds(obj map[string]any, open string, v json.Number) {
	n, err := v.Int64()
	if err != nil || n < 1000 || n > 2999 {
		return
	}
	obj[open] = json.Number(strconv.FormatInt(n-3, 10))
	g.unsure = true // values moved after their checks
}
