package prompt

import "testing"

// TestCountLeadOneForm: the line items of one request open the same way,
// "4 × part KX-118", never "4 of part KX-118" beside "2 × part KX-907".
func TestCountLeadOneForm(t *testing.T) {
	checkRequests(t, []requestCase{
		{"order_parts", "Order spare parts for a kiln.",
			`{"type":"object","properties":{"kiln_id":{"type":"string"},"items":{"type":"array","items":{"type":"object","properties":{"part":{"type":"string"},"qty":{"type":"integer"}},"required":["part","qty"]}}},"required":["kiln_id","items"]}`,
			`{"kiln_id":"K-7","items":[{"part":"Thermocouple kit","qty":4},{"part":"Shelf post","qty":2},{"part":"Element coil","qty":1}]}`,
			[]string{"4 × Thermocouple kit", "2 × Shelf post", "1 × Element coil"}, []string{"4 of ", "2 of ", "1 of "}},
	}, 12, 131)
}
