package synth

import "testing"

// The tax of a purchase is a share of its net amount, never more than it,
// and a gross total beside them is their sum; a rate beside them sets the
// share.
func TestTaxAgreesWithNet(t *testing.T) {
	t.Parallel()
	schema := `{"type":"object","properties":{
		"net_amount":{"type":"number","description":"Amount before VAT, e.g. 41.63"},
		"vat_amount":{"type":"number","description":"VAT charged."},
		"gross_amount":{"type":"number"},
		"supplier":{"type":"string"}},
		"required":["net_amount","vat_amount","gross_amount","supplier"]}`
	checked := 0
	for seed := int64(1); seed <= 10; seed++ {
		for _, m := range decodeAll(t, schema, 5, Options{Seed: seed, RootObject: true, Topic: "record_expense", About: "Post a purchase to a client's ledger."}) {
			net, _ := numberOf(m["net_amount"])
			vat, _ := numberOf(m["vat_amount"])
			gross, _ := numberOf(m["gross_amount"])
			if net <= 0 {
				continue
			}
			checked++
			if vat > net*0.25+0.01 {
				t.Errorf("seed %d: VAT %v on a net amount of %v", seed, vat, net)
			}
			if d := gross - net - vat; d > 0.011 || d < -0.011 {
				t.Errorf("seed %d: gross %v is not net %v plus VAT %v", seed, gross, net, vat)
			}
		}
	}
	if checked < 20 {
		t.Fatalf("only %d calls with a net amount", checked)
	}
	for _, c := range []struct {
		key, want string
	}{
		{"net_amount", "net"}, {"subtotal", "net"}, {"vat_amount", "tax"}, {"tax", "tax"}, {"vat_rate", "rate"},
		{"total", "gross"}, {"gross_amount", "gross"}, {"vat_number", ""}, {"tax_code", ""}, {"net_weight", ""},
	} {
		if got := taxKeyKind(c.key); got != c.want {
			t.Errorf("taxKeyKind(%q) = %q, want %q", c.key, got, c.want)
		}
	}
}

// A rate beside a net amount is a fraction below 1 and a percentage from
// 1 up: a VAT rate of 1 charges 1%, never 100%.
func TestFixTaxReadsRate(t *testing.T) {
	t.Parallel()
	g := &Generator{}
	for _, c := range []struct {
		rate, wantTax, wantGross float64
	}{{1, 1, 101}, {0.05, 5, 105}, {20, 20, 120}, {5.5, 5.5, 105.5}} {
		obj := map[string]any{"net_amount": 100.0, "vat_amount": 7.0, "vat_rate": c.rate, "gross_amount": 3.0}
		g.fixTax(obj)
		tax, _ := numberOf(obj["vat_amount"])
		gross, _ := numberOf(obj["gross_amount"])
		if tax != c.wantTax || gross != c.wantGross {
			t.Errorf("rate %v: VAT %v, gross %v; want %v, %v", c.rate, tax, gross, c.wantTax, c.wantGross)
		}
	}
}
