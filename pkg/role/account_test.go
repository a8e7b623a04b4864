package role

import (
	"encoding/json"
	"testing"
)

// A bank account's number is an account's digits, a fuel or loyalty
// card's number no payment test card; a credit card's stays one.
func TestBankAccountAndOtherCards(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		tool, name, schema string
		conv               IDConvention
		format             string
	}{
		{"add_beneficiary", "bank_account", `{"type":"string","description":"Bank account number"}`, IDAccount, ""},
		{"add_beneficiary", "account_no", `{"type":"string","description":"Account number at the bank"}`, IDAccount, ""},
		{"log_refuel", "fuel_card_number", `{"type":"string"}`, IDAccount, "card"},
		{"scan_member", "card_number", `{"type":"string","description":"Loyalty card number"}`, IDAccount, "card"},
		{"charge_customer", "card_number", `{"type":"string","description":"Credit card number"}`, IDCard, ""},
	} {
		r := Classify(ToolContext{Name: tc.tool}, ParamContext{Name: tc.name, Path: "/" + tc.name, Schema: json.RawMessage(tc.schema)})
		if r.Kind != ID || r.ID != tc.conv || r.Format != tc.format {
			t.Errorf("%s.%s: %s (%s) format %q (%s), want id (%s) %q", tc.tool, tc.name, r.Kind, r.ID, r.Format, r.Why, tc.conv, tc.format)
		}
	}
}
