package role

import (
	"encoding/json"
	"testing"
)

// A balance, or a fee whose pattern is a decimal number, is money even
// as a string; a camera's white balance is not.
func TestMoneyString(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		name, schema string
		money        bool
	}{
		{"balance", `{"type":"string","description":"Account balance"}`, true},
		{"closing_balance", `{"type":"string","pattern":"^-?\\d+(\\.\\d+)?$"}`, true},
		{"fee", `{"type":"string","pattern":"^\\d+(\\.\\d{1,18})?$"}`, true},
		{"white_balance", `{"type":"string"}`, false},
	} {
		r := Classify(ToolContext{Name: "post_ledger_entry", Description: "Post an entry to the ledger."}, ParamContext{Name: tc.name, Path: "/" + tc.name, Schema: json.RawMessage(tc.schema)})
		if (r.Kind == Money) != tc.money {
			t.Errorf("%s: kind %s (%s), money %v wanted", tc.name, r.Kind, r.Why, tc.money)
		}
	}
}
