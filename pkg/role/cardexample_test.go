package role

import (
	"encoding/json"
	"testing"
)

// A card number whose example is no payment card ("gym pass number, e.g.
// 12-3456-7890") keeps its example's shape; one whose example is a
// Luhn-valid card, or that has none, is a payment card.
func TestCardNumberExampleShape(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		desc string
		pay  bool
	}{
		{`Gym pass number as printed, e.g. \"12-3456-7890\"`, false},
		{`Card number, e.g. \"4242 4242 4242 4242\"`, true},
		{`Card number to charge`, true},
	} {
		r := Classify(ToolContext{Name: "renew_membership"}, ParamContext{Name: "card_number", Path: "/card_number", Schema: json.RawMessage(`{"type":"string","description":"` + tc.desc + `"}`)})
		if (r.ID == IDCard) != tc.pay {
			t.Errorf("%q: %s (%s), want payment card %v", tc.desc, r, r.Why, tc.pay)
		}
	}
}
