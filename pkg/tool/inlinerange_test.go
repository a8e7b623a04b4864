package tool

import "testing"

// TestInlineRange: a range written after a parameter's name in the tool's
// prose is that parameter's; a name not followed by a range, or written
// only inside another word, gets none.
func TestInlineRange(t *testing.T) {
	d := ParseDoc("Log a tasting. score 1-10 (1 = awful, 10 = superb). Also a note.")
	if got := d.InlineRange("score"); got != "1-10 (1 = awful, 10 = superb)" {
		t.Errorf("score: got %q", got)
	}
	if got := d.InlineRange("note"); got != "" {
		t.Errorf("note: got %q, want none", got)
	}
	d = ParseDoc("Rate a brew; stars between 1 and 5.")
	if got := d.InlineRange("stars"); got != "between 1 and 5" {
		t.Errorf("stars: got %q", got)
	}
	if got := d.InlineRange("star"); got != "" {
		t.Errorf("star: got %q, want none (only a part of 'stars')", got)
	}
}
