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
