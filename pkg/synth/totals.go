package synth

import (
	"encoding/json"
	"math"
	"strconv"
	"strings"

	"github.com/mcpgen/mcpgen/pkg/role"
)

// unitPrice is what one unit of a kind of goods costs, read from the
// words of a call (its keys and string values): a litre of fuel, a kWh
// of charging.
type unitPrice struct {
	words  []string // words one of which names the goods
	lo, hi float64  // the price of one unit
}

// unitPrices are the goods whose price per unit is known, first match
// wins: electricity before fuel ("a fuel or charging transaction").
var unitPrices = []unitPrice{
	{[]string{"electric", "kwh", "charging"}, 0.25, 0.65},
	{[]string{"adblue"}, 0.6, 1.2},
	{[]string{"gallon"}, 3, 5},
	{[]string{"fuel", "diesel", "petrol", "gasoline", "hvo", "lpg", "cng", "litre", "liter"}, 1.3, 2.1},
}

// isQuantityKey reports whether a property names how much is bought:
// "quantity", "qty", "litres", "volume".
func isQuantityKey(k string) bool {
	switch lastToken(k) {
	case "quantity", "qty", "litres", "liters", "gallons", "volume", "kwh":
		return true
	}
	return false
}

// isTotalKey reports whether a property names what all of it costs:
// "total_cost", "amount", "totalPrice"; not a unit's price, a tax or a
// discount.
func isTotalKey(k string) bool {
	ts := role.Tokens(k)
	has := func(ws ...string) bool {
		for _, t := range ts {
			for _, w := range ws {
				if t == w {
					return true
				}
			}
		}
		return false
	}
	return has("total", "cost", "amount", "price") && !has("unit", "per", "each", "tax", "vat", "discount", "fee", "currency", "id", "count")
}

// isUnitPriceKey reports whether a property names one unit's price:
// "unit_price", "price_per_litre", "unitCost".
func isUnitPriceKey(k string) bool {
	ts := role.Tokens(k)
	money, unit := false, false
	for _, t := range ts {
		switch t {
		case "price", "cost", "rate":
			money = true
		case "unit", "per", "each":
			unit = true
		}
	}
	return money && unit
}

// canFixTotal reports whether an object with keys names has both a
// quantity and a total (fixTotal can change it).
func canFixTotal(names []string) bool {
	q, t := false, false
	for _, n := range names {
		q = q || isQuantityKey(n)
		t = t || isTotalKey(n)
	}
	return q && t
}

// fixTotal makes a call's total agree with its quantity: the quantity
// times the unit price the call gives, else times what a unit of the
// goods the call names costs (a fill of 48.2 litres of diesel for 79.53,
// not 8 units for 477.49). A call naming no such goods keeps its total.
func (g *Generator) fixTotal(obj map[string]any) {
	var qk, tk, uk string
	for _, k := range sortedKeys(obj) {
		if _, ok := numberOf(obj[k]); !ok {
			continue
		}
		switch {
		case qk == "" && isQuantityKey(k):
			qk = k
		case uk == "" && isUnitPriceKey(k):
			uk = k
		case tk == "" && isTotalKey(k):
			tk = k
		}
	}
	if qk == "" || tk == "" {
		return
	}
	q, _ := numberOf(obj[qk])
	if q <= 0 {
		return
	}
	price, ok := numberOf(obj[uk])
	if !ok {
		up, found := g.goodsPrice(obj)
		if !found {
			return
		}
		price = up
	}
	total := roundCents(q * price)
	if total <= 0 {
		return
	}
	obj[tk] = centsNumber(total)
	g.unsure = true // rewritten after its check
}

// goodsPrice draws the price of one unit of the goods obj names (its
// keys and string values), rounded to a tenth of a cent as a pump shows
// it; false when obj names none of unitPrices.
func (g *Generator) goodsPrice(obj map[string]any) (float64, bool) {
	var b strings.Builder
	for _, k := range sortedKeys(obj) {
		b.WriteString(strings.ToLower(k))
		b.WriteByte(' ')
		if s, ok := obj[k].(string); ok && len(s) < 40 {
			b.WriteString(strings.ToLower(s))
			b.WriteByte(' ')
		}
	}
	words := map[string]bool{}
	for _, w := range role.Tokens(b.String()) {
		words[w] = true
	}
	for _, u := range unitPrices {
		for _, w := range u.words {
			if words[w] || len(w) > 4 && strings.Contains(b.String(), w) {
				x := u.lo + g.rng.Float64()*(u.hi-u.lo)
				return math.Round(x*1000) / 1000, true
			}
		}
	}
	return 0, false
}

// roundCents rounds an amount of money x to whole cents.
func roundCents(x float64) float64 { return math.Round(x*100) / 100 }

// centsNumber is the amount x, rounded to whole cents (roundCents), as the
// JSON number fixTotal and fixTax write back into an object.
func centsNumber(x float64) json.Number {
	return json.Number(strconv.FormatFloat(roundCents(x), 'f', -1, 64))
}

// numberOf returns the value of a generated number.
func numberOf(v any) (float64, bool) {
	switch n := v.(type) {
	case json.Number:
		f, err := n.Float64()
		return f, err == nil
	case float64:
		return n, true
	case int:
		return float64(n), true
	case int64:
		return float64(n), true
	}
	return 0, false
}
