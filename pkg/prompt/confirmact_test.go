package prompt

import "testing"

// TestConfirmActSaidAsConsent checks that a flag confirming the act the
// call makes ("confirm_refund", "confirmClosure") is said the way a
// person gives consent, never as a second act ("and confirm the refund")
// nor as the act undone ("don't confirm the closure"), and that a flag
// confirming a thing that is no act ("confirm_email") is not read so.
func TestConfirmActSaidAsConsent(t *testing.T) {
	checkRequests(t, []requestCase{
		{"issue_refund", "Issue a refund for a ticket.",
			`{"type":"object","properties":{"ticket_ref":{"type":"string"},"confirmRefund":{"type":"boolean"}},"required":["ticket_ref","confirmRefund"]}`,
			`{"ticket_ref":"TK-5521","confirmRefund":true}`, []string{"TK-5521"}, []string{"confirm the refund", "I'm sure about it"}},
		{"close_locker", "Close a storage locker for good.",
			`{"type":"object","properties":{"locker":{"type":"string"},"confirm_closure":{"type":"boolean"}},"required":["locker","confirm_closure"]}`,
			`{"locker":"L-17","confirm_closure":false}`, []string{"confirmed"}, []string{"confirm the closure"}},
	}, 40, 171)
	for _, c := range []struct {
		words []string
		want  bool
	}{{[]string{"confirm", "payment"}, true}, {[]string{"confirm", "withdrawal"}, true}, {[]string{"confirm", "drain"}, true},
		{[]string{"confirm", "email"}, false}, {[]string{"confirm", "password"}, false}, {[]string{"confirm", "secret", "exposure"}, false}} {
		if got := confirmsAct(c.words); got != c.want {
			t.Errorf("confirmsAct(%v) = %v, want %v", c.words, got, c.want)
		}
	}
}
