package role

import (
	"encoding/json"
	"testing"
)

// An amount beside a unit of measure is a measure ({"amount": 250,
// "unit": "mg"}); beside a currency, or alone, it is money.
func TestAmountBesideUnit(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		sibs []string
		want Kind
	}{
		{[]string{"unit"}, Quantity},
		{[]string{"uom", "note"}, Quantity},
		{[]string{"unit", "currency"}, Money},
		{[]string{"memo"}, Money},
	} {
		r := Classify(ToolContext{Name: "dispense"}, ParamContext{Name: "amount", Path: "/dose/amount", Schema: json.RawMessage(`{"type":"number"}`), Siblings: c.sibs})
		if r.Kind != c.want {
			t.Errorf("amount beside %v: %v, want %v", c.sibs, r.Kind, c.want)
		}
	}
}
