package role

import (
	"encoding/json"
	"strings"
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

// Every text a cue's pattern matches holds one of its literals, so the
// literal prefilter never hides a cue: one text per alternative of each
// pattern.
func TestCountryCueLiterals(t *testing.T) {
	t.Parallel()
	texts := []string{
		"from £5 a month", "call +44 20 7946 0000", "the Postcode of the site", "your local councils", "HMRC reference",
		"NHS number", "Companies House number", "a driving licence", "driving_license", "National Insurance number",
		"shipping to the United Kingdom", "price in GBP", "(GBP)", "GBP per night",
		"+1 (212) 555-0100", "+1-212", "ZIP code", "zip_codes", "IRS form", "USPS tracking", "Social Security Number",
		"billed per USD", "(USD)", "USD a month",
		"¥1200", "+81 3", "in JPY", "(JPY)", "the prefecture",
		"of CAD", "(CAD)", "+61 2", "per AUD", "(AUD)",
	}
	for _, text := range texts {
		matched := false
		for _, c := range countryCues {
			if c.words.MatchString(text) {
				matched = true
				if !containsAny(strings.ToLower(text), c.lits...) {
					t.Errorf("%q matches the %s cue but holds none of its literals %q", text, c.country, c.lits)
				}
			}
		}
		if !matched {
			t.Errorf("%q matches no cue (the test text is wrong)", text)
		}
	}
}
