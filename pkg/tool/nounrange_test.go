package tool

import "testing"

// TestInlineNounRange: a name said as a noun with its range in
// parentheses ("k = guests (1-6, ...)") gets the noun and the range.
func TestInlineNounRange(t *testing.T) {
	d := ParseDoc("Reserve a table. k = guests (1-6, terrace max 4). Deposit in cents.")
	if got := d.InlineRange("k"); got != "guests (1-6, terrace max 4)" {
		t.Errorf("k: got %q", got)
	}
	if got := d.InlineRange("terrace"); got != "" {
		t.Errorf("terrace: got %q, want none", got)
	}
}
