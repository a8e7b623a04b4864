package role

import (
	"encoding/json"
	"testing"
)

// A "symbol" or "ticker" of a tool about markets is a ticker by the
// tool's context: a coin's on a crypto exchange, a company's on a stock
// market, an ISO code for a currency's; a symbol in source code is not.
func TestTickerSense(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		tool, desc, name, schema string
		want                     Kind
		first                    string
	}{
		{"coin_quote", "Get the latest quote for a cryptocurrency.", "symbol", `{"type":"string","description":"Coin symbol to quote"}`, Enum, "BTC"},
		{"list_payouts", "List dividend payouts of a listed company.", "ticker", `{"type":"string"}`, Enum, "AAPL"},
		{"watchlist_add", "Add instruments to an investor's watchlist.", "symbols", `{"type":"array","items":{"type":"string"},"description":"Stock symbols"}`, Enum, "AAPL"},
		{"convert_amount", "Convert an amount at today's market rate.", "target_symbol", `{"type":"string","description":"Currency symbol to convert into"}`, Currency, ""},
		// examples that are codes keep it a ticker, in their case; a
		// cryptocurrency is no ISO currency
		{"get_holding", "Get a balance held in a synced crypto account.", "symbol", `{"type":"string","description":"Ticker symbol of the holding (e.g. eth)."}`, Enum, "btc"},
		{"add_asset", "Create a manually-managed crypto asset.", "symbol", `{"type":"string","description":"Cryptocurrency symbol to track, e.g. 'btc'."}`, Enum, "btc"},
		{"find_symbol", "Find where a function or class is defined in the codebase.", "symbol", `{"type":"string","description":"Symbol name"}`, "", ""},
	} {
		r := Classify(ToolContext{Name: tc.tool, Description: tc.desc}, ParamContext{Name: tc.name, Path: "/" + tc.name, Schema: json.RawMessage(tc.schema)})
		if tc.want == "" {
			if r.Kind == Enum || r.Kind == Currency {
				t.Errorf("%s.%s: kind %s (%s): a code symbol is no ticker", tc.tool, tc.name, r.Kind, r.Why)
			}
			continue
		}
		if r.Kind != tc.want {
			t.Errorf("%s.%s: kind %s (%s), want %s", tc.tool, tc.name, r.Kind, r.Why, tc.want)
		}
		if tc.first != "" && (len(r.Values) == 0 || r.Values[0] != tc.first) {
			t.Errorf("%s.%s: values %v, want %s first", tc.tool, tc.name, r.Values, tc.first)
		}
	}
}
