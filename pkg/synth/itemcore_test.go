package synth

import (
	"strings"
	"testing"
)

// An entry of a list whose schema requires nothing carries a coherent set
// of its fields, the same keys in every entry: invoice lines were
// [{"line_id":…},{"unit_price":…},{"description":…}], one field each,
// and their descriptions bug reports instead of what was sold.
func TestListEntriesCoherent(t *testing.T) {
	s := `{"type":"object","properties":{"customer_id":{"type":"string"},"line_items":{"type":"array","minItems":1,"items":{"type":"object","properties":{"line_id":{"type":"string"},"description":{"type":"string"},"quantity":{"type":"integer","minimum":1},"unit_price":{"type":"number"}}}}},"required":["customer_id","line_items"]}`
	for _, m := range decodeAll(t, s, 40, Options{Seed: 9, RootObject: true, Topic: "create_invoice", About: "Create an invoice for a customer with line items."}) {
		items, _ := m["line_items"].([]any)
		for _, it := range items {
			o := it.(map[string]any)
			if len(o) != 4 {
				t.Errorf("create_invoice line %v: want all four fields", o)
			}
			if d, _ := o["description"].(string); len(d) > 60 || strings.Contains(d, ". ") {
				t.Errorf("create_invoice line description %q: not what was sold", d)
			}
		}
	}
	// a larger entry keeps its core fields (id, name, quantity, price)
	big := `{"type":"object","properties":{"products":{"type":"array","minItems":2,"items":{"type":"object","properties":{"sku":{"type":"string"},"name":{"type":"string"},"quantity":{"type":"integer","minimum":1},"price":{"type":"number"},"color":{"type":"string"},"gift_wrap":{"type":"boolean"},"note":{"type":"string"}}}}},"required":["products"]}`
	for _, m := range decodeAll(t, big, 30, Options{Seed: 9, RootObject: true, Topic: "create_order"}) {
		for _, it := range m["products"].([]any) {
			o := it.(map[string]any)
			for _, k := range []string{"sku", "name", "quantity", "price"} {
				if _, ok := o[k]; !ok {
					t.Errorf("create_order product %v: no %s", o, k)
				}
			}
		}
	}
}
