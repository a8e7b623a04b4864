package synth

import (
	"encoding/json"
	"math"
	"strconv"
)

// tipWords name a tip given on top of a payment; paidWords the payment
// it is given on.
var (
	tipWords  = []string{"tip", "tips", "gratuity", "gratuities"}
	paidWords = []string{"paid", "total", "amount", "fare", "price", "bill", "subtotal", "charge", "fee"}
)

// fitTip keeps a tip beside the payment of one call (tip_pence beside
// paid_pence) to a tip's share of it, 5–20%, in whole units of the
// currency when the payment is in minor units of ten of them or more:
// two numbers drawn apart gave a £224 tip on a £289 job (22400 beside
// 28900), now a £30 one (3000), and a tip of 999p is £10 (1000). A
// whole tip up to a quarter of the payment, or one the schema refuses at
// the new value, is kept.
func (g *Generator) fitTip(p *objPlan, obj map[string]any) {
	tip, paid := -1, -1
	for i := range p.names {
		switch ts := p.tokensAt(i); {
		case hasWord(ts, tipWords...):
			tip = i
		case paid < 0 && hasWord(ts, paidWords...):
			paid = i
		}
	}
	if tip < 0 || paid < 0 {
		return
	}
	tn, ok1 := obj[p.names[tip]].(json.Number)
	pn, ok2 := obj[p.names[paid]].(json.Number)
	if !ok1 || !ok2 {
		return
	}
	t, err1 := tn.Float64()
	b, err2 := pn.Float64()
	if err1 != nil || err2 != nil || b <= 0 {
		return
	}
	unit := 1.0
	if hasWord(p.tokensAt(paid), "pence", "cents", "cent", "minor") && b >= 1000 {
		unit = 100 // whole pounds or dollars: a £30 tip, not 2987p
	}
	v := t
	switch {
	case t > b/4:
		v = b * (0.05 + 0.15*g.rng.Float64())
	case math.Mod(t, unit) == 0:
		return
	}
	v = math.Max(unit, math.Round(v/unit)*unit)
	n := json.Number(strconv.FormatFloat(v, 'f', -1, 64))
	if !p.accepts(p.names[tip], n) {
		return
	}
	obj[p.names[tip]] = n
	g.unsure = true // moved after its check
}
