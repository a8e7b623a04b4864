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

// TestInlineNounMax: a name said as a noun with its maximum after it
// ("dur = minutes played, 90 max") gets the noun and the maximum.
func TestInlineNounMax(t *testing.T) {
	d := ParseDoc("Log a match. dur = minutes played, 90 max.")
	if got := d.InlineRange("dur"); got != "minutes played, 90 max" {
		t.Errorf("dur: got %q", got)
	}
}
