package prompt

import "testing"

// TestMarkedStateSaidWithAs: a terse "Mark <thing> <state>." is said as
// marking the thing as that state, never "mark the void of inspection".
func TestMarkedStateSaidWithAs(t *testing.T) {
	checkRequests(t, []requestCase{
		{name: "void_voucher", desc: "Mark voucher void. The record stays for audit.",
			schema: `{"type":"object","properties":{"voucher_id":{"type":"string"}},"required":["voucher_id"]}`,
			args:   `{"voucher_id":"VCH-2031"}`,
			want:   []string{"as void", "VCH-2031"}, never: []string{"the void of", "'s void"}},
		{name: "settle_bill", desc: "Flag bill paid",
			schema: `{"type":"object","properties":{"bill_id":{"type":"string"}},"required":["bill_id"]}`,
			args:   `{"bill_id":"B-7781"}`,
			want:   []string{"as paid"}, never: []string{"the paid of"}},
		{name: "unjunk", desc: "Mark a letter as not junk",
			schema: `{"type":"object","properties":{"letter_id":{"type":"string"}},"required":["letter_id"]}`,
			args:   `{"letter_id":"L-77"}`,
			want:   []string{"as not junk"}},
	}, 6, 71)
}
