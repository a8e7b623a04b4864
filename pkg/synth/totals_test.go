package synth

import (
	"encoding/json"
	"math"
	"math/rand"
	"testing"
)

// TestFixTotal: a call's total agrees with its quantity, priced by the
// unit price it gives or by what a unit of the goods it names costs; a
// call naming no goods keeps its total.
func TestFixTotal(t *testing.T) {
	cases := []struct {
		name   string
		obj    map[string]any
		key    string
		lo, hi float64 // the total's price per unit lies within
		same   bool    // the total is left as it was
	}{
		{"diesel by the litre", map[string]any{"fuel_type": "diesel", "quantity": json.Number("48.2"), "total_cost": json.Number("477.49")}, "total_cost", 1.3, 2.1, false},
		{"charging by the kWh", map[string]any{"fuel_type": "electricity", "quantity": json.Number("40"), "total_cost": json.Number("498.15")}, "total_cost", 0.25, 0.65, false},
		{"a line with its unit price", map[string]any{"description": "Office chairs", "qty": json.Number("4"), "unit_price": json.Number("89.5"), "amount": json.Number("12.01")}, "amount", 89.5, 89.5, false},
		{"goods unknown", map[string]any{"item": "ticket", "quantity": json.Number("3"), "total": json.Number("120.5")}, "total", 0, 0, true},
	}
	for _, c := range cases {
		g := &Generator{rng: rand.New(rand.NewSource(7))}
		before := c.obj[c.key]
		g.fixTotal(c.obj)
		if c.same {
			if c.obj[c.key] != before {
				t.Errorf("%s: total %v, want %v kept", c.name, c.obj[c.key], before)
			}
			continue
		}
		q, _ := numberOf(c.obj[firstQuantityKey(c.obj)])
		tot, _ := numberOf(c.obj[c.key])
		if per := tot / q; per < c.lo-0.01 || per > c.hi+0.01 {
			t.Errorf("%s: %v for %v is %.3f a unit, want %v–%v", c.name, tot, q, per, c.lo, c.hi)
		}
		if tot != math.Round(tot*100)/100 {
			t.Errorf("%s: total %v, want cents", c.name, tot)
		}
	}
	if !canFixTotal([]string{"quantity", "total_cost"}) || canFixTotal([]string{"quantity", "unit_price"}) || canFixTotal([]string{"tax_amount", "qty"}) {
		t.Error("canFixTotal: wants a quantity and a total, not a unit price or a tax")
	}
}

// firstQuantityKey returns the key of obj that isQuantityKey.
func firstQuantityKey(obj map[string]any) string {
	for _, k := range sortedKeys(obj) {
		if isQuantityKey(k) {
			return k
		}
	}
	return ""
}
