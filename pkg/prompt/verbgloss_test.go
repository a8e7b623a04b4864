package prompt

import "testing"

// TestVerbGlossKeepsObject checks that a gloss in brackets after a
// description's opening verb ("Scrap (discard) a …") does not lose the
// object the verb acts on.
func TestVerbGlossKeepsObject(t *testing.T) {
	in := toolIntent("scrap_voucher", "", "Scrap (discard) an unredeemed gift voucher and refund the buyer.")
	if in.Verb != "scrap" || in.Object != "an unredeemed gift voucher" {
		t.Errorf("intent = %q / %q, want scrap / an unredeemed gift voucher", in.Verb, in.Object)
	}
	in = toolIntent("scrap_voucher", "", "Scrap an unredeemed gift voucher (see docs) and refund the buyer.")
	if in.Verb != "scrap" || in.Object != "an unredeemed gift voucher" {
		t.Errorf("intent = %q / %q, want scrap / an unredeemed gift voucher", in.Verb, in.Object)
	}
}
