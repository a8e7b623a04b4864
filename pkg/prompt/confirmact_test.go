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

// TestRepeatedConfirmSaidAsConfirmation checks that a confirmation field
// repeating the id the call acts on (tax_preparer's void_return: "confirm_return_id must repeat
// return_id exactly") is said as the person's confirmation of that id,
// never as a field of its own ("for confirm return RT-2024-00871").
func TestRepeatedConfirmSaidAsConfirmation(t *testing.T) {
	checkRequests(t, []requestCase{
		{"void_return", "Void a return that was opened by mistake or that the client withdrew. Cannot be used once the return is filed. confirm_return_id must repeat return_id exactly.",
			`{"type":"object","properties":{"return_id":{"type":"string"},"confirm_return_id":{"type":"string"},"reason":{"type":"string"}},"required":["return_id","confirm_return_id","reason"]}`,
			`{"return_id":"RT-2024-00871","confirm_return_id":"RT-2024-00871","reason":"Created by mistake."}`,
			[]string{"RT-2024-00871", "Created by mistake."}, []string{"confirm return", "for confirm", "on confirm"}},
	}, 40, 171)
}
