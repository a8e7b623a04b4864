package prompt

import "testing"

// The -ing forms said in requests ("flagging them as verified") double a
// final consonant where English does and only there.
func TestGerund(t *testing.T) {
	t.Parallel()
	for v, want := range map[string]string{
		"flag": "flagging", "stop": "stopping", "set": "setting", "drop": "dropping", "submit": "submitting",
		"replace": "replacing", "open": "opening", "visit": "visiting", "edit": "editing", "request": "requesting",
		"fix": "fixing", "show": "showing", "play": "playing", "see": "seeing", "mark": "marking", "read": "reading",
	} {
		if got := gerund(v); got != want {
			t.Errorf("gerund(%q) = %q, want %q", v, got, want)
		}
	}
}
