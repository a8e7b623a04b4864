package synth

import "github.com/mcpgen/mcpgen/pkg/role"

// taxWords name a sales tax in a property's name.
var taxWords = map[string]bool{"vat": true, "tax": true, "gst": true, "hst": true}

// taxKeyKind tells what a money property of an object is beside a tax:
// the net amount ("net_amount", "subtotal"), the tax charged on it
// ("vat_amount", "tax"), its rate ("vat_rate") or the gross total
// ("gross_amount", "total"); "" for anything else.
func taxKeyKind(k string) string {
	ts := role.Tokens(k)
	tax, net, gross, rate, money, other := false, false, false, false, false, false
	for _, t := range ts {
		switch {
		case taxWords[t]:
			tax = true
		case t == "net" || t == "subtotal" || t == "pretax":
			net = true
		case t == "gross" || t == "total":
			gross = true
		case t == "rate" || t == "percent" || t == "pct" || t == "percentage":
			rate = true
		case t == "amount" || t == "charged" || t == "value" || t == "sum":
			money = true
		case t == "id" || t == "code" || t == "number" || t == "no" || t == "reg" || t == "registration" ||
			t == "scheme" || t == "status" || t == "exempt" || t == "inclusive" || t == "included" || t == "type":
			other = true
		}
	}
	switch {
	case other:
		return ""
	case tax && rate:
		return "rate"
	case tax && !net && !gross:
		return "tax"
	case net && !tax && (money || len(ts) == 1 || ts[0] == "subtotal"):
		return "net"
	case gross && !net && (money || len(ts) == 1):
		return "gross"
	}
	return ""
}

// canFixTax reports whether an object with keys names has both a net
// amount and the tax on it (fixTax can change it).
func canFixTax(names []string) bool {
	n, t := false, false
	for _, k := range names {
		switch taxKeyKind(k) {
		case "net":
			n = true
		case "tax":
			t = true
		}
	}
	return n && t
}

// fixTax makes the tax of an object agree with its net amount: the net
// times the rate the object gives, else the standard 20%, and a gross
// total the sum of the two (a purchase of 40.53 net carries 8.11 VAT,
// never 370.22). An object without both a net amount and a tax keeps its
// numbers.
func (g *Generator) fixTax(obj map[string]any) {
	var nk, tk, rk, gk string
	for _, k := range sortedKeys(obj) {
		if _, ok := numberOf(obj[k]); !ok {
			continue
		}
		kind := taxKeyKind(k)
		switch {
		case kind == "net" && nk == "":
			nk = k
		case kind == "tax" && tk == "":
			tk = k
		case kind == "rate" && rk == "":
			rk = k
		case kind == "gross" && gk == "":
			gk = k
		}
	}
	if nk == "" || tk == "" {
		return
	}
	net, _ := numberOf(obj[nk])
	if net <= 0 {
		return
	}
	rate := 0.2
	if r, ok := numberOf(obj[rk]); ok && r >= 0 && r <= 100 {
		rate = r
		if r >= 1 {
			rate = r / 100 // a percentage: a rate of 1 is 1%, not 100%
		}
	}
	if tax, _ := numberOf(obj[tk]); tax == 0 && rk == "" {
		return // a zero-rated purchase stays one
	}
	tax := roundCents(net * rate)
	obj[tk] = centsNumber(tax)
	if gk != "" {
		obj[gk] = centsNumber(net + tax)
	}
	g.unsure = true // rewritten after its check
}
