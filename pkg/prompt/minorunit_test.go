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

// A van's hand-back takes paid_pence and tip_pence with no description:
// the names alone say pounds ("a £224 tip", "£289 paid"), where the
// request said "a $224 tip" and "a $289 paid".
func TestPenceNameSaysPounds(t *testing.T) {
	cases := []requestCase{
		{"hand-back", "Customer collects their knives; records payment and closes the tickets.",
			`{"type":"object","properties":{"tickets":{"type":"array","items":{"type":"string"}},"paid_pence":{"type":"integer","minimum":0},"tip_pence":{"type":"integer","minimum":0},"method":{"type":"string","enum":["cash","card","tab","free"]}},"required":["tickets","paid_pence","method"]}`,
			`{"tickets":["8641"],"paid_pence":28900,"tip_pence":400,"method":"cash"}`,
			[]string{"£289", "£4"}, []string{"$"}},
	}
	checkRequests(t, cases, 40, 11)
}
