package prompt

import "testing"

// A tool name that opens on a verb outside the common ones says what the
// tool does as it is ("request samples"), never after a "get" ("get
// request samples"); names written for this test.
func TestCapPhraseOpensOnItsVerb(t *testing.T) {
	for name, want := range map[string]string{"request_samples": "request samples", "approve_invoice": "approve invoices", "list_invoices": "list invoices",
		"cancel_voucher": "cancel vouchers", "book_tasting": "book tastings", "create_category": "create categories",
		"create_lamp_type": "create lamp types"} {
		if got := capPhrase(name, ""); got != want {
			t.Errorf("capPhrase(%q) = %q, want %q", name, got, want)
		}
	}
}
