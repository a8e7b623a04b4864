package prompt

import "testing"

// TestUpdateSaysPriceAndUnitChange: an update whose one change is a price
// said "at" its value, or a key that is a unit of time, says what the
// thing changes to ("the price on customer 8930 to 422.99", "customer
// 83417 to 6 weeks"), never the value attached to the thing ("edit
// customer 8930 at 422.99", "change customer 83417 for 6 weeks").
func TestUpdateSaysPriceAndUnitChange(t *testing.T) {
	checkRequests(t, []requestCase{
		{name: "update_customer", desc: "Update a customer.",
			schema: `{"type":"object","properties":{"customer_id":{"type":"integer"},"price":{"type":"number"}},"required":["customer_id"]}`,
			args:   `{"customer_id":8930,"price":422.99}`, want: []string{"price on customer 8930 to 422.99"},
			never: []string{"8930 at 422.99"}},
		{name: "update_customer", desc: "Update a customer.",
			schema: `{"type":"object","properties":{"customer_id":{"type":"integer"},"weeks":{"type":"integer"}},"required":["customer_id"]}`,
			args:   `{"customer_id":83417,"weeks":6}`, want: []string{"customer 83417 to 6 weeks"},
			never: []string{"for 6 weeks"}},
	}, 12, 4107)
}

// TestReasonClipSpelled: a clipped party word in a reason value is
// spelled out ("cust_cancelled": "because the customer cancelled"); a
// clipping that is a word of its own stays.
func TestReasonClipSpelled(t *testing.T) {
	st := &funcState{}
	for x, want := range map[string]string{"cust_cancelled": "because the customer cancelled",
		"cat_escaped": "because the cat escaped"} {
		if got := st.reasonWords(x); got != want {
			t.Errorf("reasonWords(%q) = %q; want %q", x, got, want)
		}
	}
}
