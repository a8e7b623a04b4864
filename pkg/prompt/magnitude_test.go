package prompt

import (
	"strings"
	"testing"
)

// TestAmountsSaidAsPeopleWriteThem: money of a thousand or more and a
// quantity of ten thousand or more are written with grouped digits
// ("$105,000", "126,670 miles"), an amount kept in cents with a currency
// sign even when no currency is named ("under $250", never "under
// 250.00"), while identifiers, postal codes and small amounts keep
// their digits as they are. Schemas follow dev tools' shapes (permit
// fee estimate, fleet fuel log, vendor search, delivery lookup).
func TestAmountsSaidAsPeopleWriteThem(t *testing.T) {
	checkRequests(t, []requestCase{
		{name: "estimate_fee", desc: "Estimate the permit fee for a project.",
			schema: `{"type":"object","properties":{"permit_type":{"type":"string","enum":["plumbing","electrical"]},"valuation_usd":{"type":"number","description":"Declared project valuation in USD"}},"required":["permit_type","valuation_usd"]}`,
			args:   `{"permit_type":"plumbing","valuation_usd":105000}`, want: []string{"$105,000"}, never: []string{"105000"}},
		{name: "log_fuel", desc: "Log a fuel purchase for a vehicle.",
			schema: `{"type":"object","properties":{"vehicle_id":{"type":"string"},"odometer_miles":{"type":"integer","minimum":0},"gallons":{"type":"number"}},"required":["vehicle_id","odometer_miles","gallons"]}`,
			args:   `{"vehicle_id":"TRK-88213","odometer_miles":126670,"gallons":53}`, want: []string{"126,670", "TRK-88213"}, never: []string{"126670"}},
		{name: "search_vendors", desc: "Search the vendor directory.",
			schema: `{"type":"object","properties":{"category":{"type":"string"},"max_price_cents":{"type":"integer","description":"Upper bound on the starting price"}},"required":["category","max_price_cents"]}`,
			args:   `{"category":"caterer","max_price_cents":25000}`, want: []string{"$250"}, never: []string{"250.00", "$250.00"}},
		{name: "find_deliveries", desc: "Find deliveries to a postal code.",
			schema: `{"type":"object","properties":{"zip":{"type":"string"},"order_id":{"type":"integer"}},"required":["zip","order_id"]}`,
			args:   `{"zip":"94110","order_id":315522}`, want: []string{"94110", "315522"}, never: []string{"94,110", "315,522"}},
		{name: "approve_work_order", desc: "Approve a repair estimate for a boat.",
			schema: `{"type":"object","properties":{"estimate_id":{"type":"string"},"authorizeUpToUsd":{"type":"number","minimum":0}},"required":["estimate_id","authorizeUpToUsd"]}`,
			args:   `{"estimate_id":"EST-2291","authorizeUpToUsd":1500}`, want: []string{"authoriz", "up to $1,500"}, never: []string{"authorize up to of", "authorize up to?", "authorize up to."}},
	}, 12, 2417)
}

// TestMeterReadingNotAnInstruction: a reading that comes after the
// request ("with 591 engine hours") is said as what the thing stands
// at, never "Make it 591 engine hours." A plain span keeps "Make it".
func TestMeterReadingNotAnInstruction(t *testing.T) {
	for _, c := range []struct {
		what string
		want bool
	}{{"engine hours", true}, {"odometer miles", true}, {"hours", false}, {"guests", false}, {"extra guests", false}} {
		if got := meterReading(c.what); got != c.want {
			t.Errorf("meterReading(%q) = %v, want %v", c.what, got, c.want)
		}
	}
	st := &funcState{}
	s, ok := st.optSentence("with 591 engine hours", intent{Verb: "open"})
	if !ok || strings.HasPrefix(s, "Make it") || !strings.Contains(s, "591 engine hours") {
		t.Errorf("optSentence(with 591 engine hours) = %q, %v", s, ok)
	}
}
