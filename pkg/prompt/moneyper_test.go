package prompt

import "testing"

// TestMoneyPerPeriod: an amount with the period it is paid per is said
// as a rate ("2400 NOK a month"), never "with rate basis monthly".
func TestMoneyPerPeriod(t *testing.T) {
	checkRequests(t, []requestCase{
		{"hire_crew_member", "Hire a crew member for a vessel.",
			`{"type":"object","properties":{"vessel_id":{"type":"string"},"wage":{"type":"object","properties":{"amount":{"type":"number"},"currency":{"type":"string"},"rate_basis":{"type":"string","enum":["hourly","monthly"]}},"required":["amount","currency","rate_basis"]}},"required":["vessel_id","wage"]}`,
			`{"vessel_id":"V-19","wage":{"amount":2400,"currency":"NOK","rate_basis":"monthly"}}`,
			[]string{"2400 NOK a month"}, []string{"basis"}},
	}, 12, 139)
}

// TestPriceSaidAt: a line item's bare price is "at 12.5", never "a price
// of 12.5".
func TestPriceSaidAt(t *testing.T) {
	checkRequests(t, []requestCase{
		{"open_kiln_job", "Open a kiln repair job.",
			`{"type":"object","properties":{"kiln_id":{"type":"string"},"parts":{"type":"array","items":{"type":"object","properties":{"description":{"type":"string"},"qty":{"type":"integer"},"price":{"type":"number"}},"required":["description","qty","price"]}}},"required":["kiln_id","parts"]}`,
			`{"kiln_id":"K-4","parts":[{"description":"thermocouple","qty":3,"price":12.5},{"description":"element coil","qty":1,"price":80}]}`,
			[]string{"at 12.5", "at 80"}, []string{"price of"}},
	}, 12, 141)
}
