package prompt

import "testing"

// A purpose chosen from an enum is said as the aim itself: a verb's
// phrase after "to" ("to try instruments", "to collect a repair"), a
// noun after "for" with no article ("for valuation"); a vague one keeps
// its key ("for the other purpose"). Was "for the try instruments
// purpose", "for the valuation purpose".
func TestPurposeSaidAsAim(t *testing.T) {
	t.Parallel()
	schema := `{"type":"object","properties":{"customer_id":{"type":"string","pattern":"^C-[0-9]{5}$"},"purpose":{"type":"string","enum":["try_instruments","collect_repair","valuation","other"]}},"required":["customer_id","purpose"]}`
	desc := "Schedule an appointment for a customer to try instruments or collect a repair."
	checkRequests(t, []requestCase{
		{"schedule_fitting", desc, schema, `{"customer_id":"C-77877","purpose":"try_instruments"}`, []string{"to try instruments"}, []string{"purpose"}},
		{"schedule_fitting", desc, schema, `{"customer_id":"C-77877","purpose":"collect_repair"}`, []string{"to collect a repair"}, []string{"purpose"}},
		{"schedule_fitting", desc, schema, `{"customer_id":"C-77877","purpose":"valuation"}`, []string{"for valuation"}, []string{"purpose", "a valuation"}},
		{"schedule_fitting", desc, schema, `{"customer_id":"C-77877","purpose":"other"}`, []string{"other purpose"}, nil},
	}, 6, 41)
}
