package role

import (
	"encoding/json"
	"testing"
)

// A server's country is the one country its words place its business in:
// amounts "in GBP", a "price_gbp" parameter, a postcode, a council. Codes
// listed as examples ("e.g. USD, GBP, EUR") name none, and words of two
// countries name none either.
func TestServerCountry(t *testing.T) {
	tool := func(name, desc, props string) ServerTool {
		return ServerTool{Name: name, Description: desc, InputSchema: json.RawMessage(`{"type":"object","properties":` + props + `}`)}
	}
	cases := []struct {
		name  string
		tools []ServerTool
		want  string
	}{
		{"scrap", []ServerTool{tool("get_prices", "Today's buying prices, GBP per tonne.", `{}`)}, "United Kingdom"},
		{"mart", []ServerTool{tool("enter_lot", "Enter a lot.", `{"reserve_price_gbp":{"type":"number"}}`)}, "United Kingdom"},
		{"trees", []ServerTool{tool("check_order", "Check a protection order.", `{"postcode":{"type":"string","description":"Site postcode"}}`)}, "United Kingdom"},
		{"storage", []ServerTool{tool("find_units", "Find storage units.", `{"max_rate":{"type":"number","description":"Upper bound on monthly rent in USD"}}`)}, "United States"},
		{"payroll", []ServerTool{tool("pay", "Pay an employee.", `{"currency":{"type":"string","description":"ISO 4217 code, e.g. USD, GBP, EUR"}}`)}, ""},
		{"both", []ServerTool{tool("quote", "Quote a move. Prices in GBP.", `{"zip_code":{"type":"string"}}`)}, ""},
		{"plain", []ServerTool{tool("add_task", "Add a task.", `{"title":{"type":"string"}}`)}, ""},
	}
	for _, c := range cases {
		if got := NewServer(c.name, c.tools).Country(); got != c.want {
			t.Errorf("%s: Country() = %q, want %q", c.name, got, c.want)
		}
	}
}
