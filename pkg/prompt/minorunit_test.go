package prompt

import "testing"

// A money key ending in "pence" is said in pounds ("£12.50"), the key's
// "pence" left out, never "a £12.50 amount pence".
func TestPenceKeySaidInPounds(t *testing.T) {
	cases := []requestCase{
		{"pay_locker", "Pay the locker fee for a gym member in GBP.",
			`{"type":"object","properties":{"member_code":{"type":"string","pattern":"^M[0-9]{4}$"},"feePence":{"type":"integer","minimum":100,"description":"Fee in pence"}},"required":["member_code","feePence"]}`,
			`{"member_code":"M0412","feePence":1250}`,
			[]string{"£12.50"}, []string{"pence"}},
	}
	checkRequests(t, cases, 40, 11)
}

// A money key ending in "minor" (money in minor units: goalMinor) is said
// in the currency with the key's "minor" left out, never "a $296 goal
// minor".
func TestMinorKeySaidInCurrency(t *testing.T) {
	cases := []requestCase{
		{"CreateCampaignDraft", "Create a draft campaign.",
			`{"type":"object","properties":{"title":{"type":"string"},"goalMinor":{"type":"integer","minimum":10000,"description":"Funding goal in minor units; at least 100.00 in the campaign currency."}},"required":["title","goalMinor"]}`,
			`{"title":"Team plan upgrade","goalMinor":29600}`,
			[]string{"$296"}, []string{"minor"}},
	}
	checkRequests(t, cases, 40, 11)
}
