package tool

import "testing"

// TestNullClears checks which descriptions say null clears a value.
func TestNullClears(t *testing.T) {
	for desc, want := range map[string]string{
		"Updated markdown content. Pass null to clear it.":                     "clear",
		"Omitted parameters are left unchanged; null clears an override.":      "clears",
		"New owner user ID, or null to remove the owner.":                      "remove",
		"Expected first harvest date. Pass None to clear it.":                  "clear",
		"To reset the limit, send null.":                                       "reset",
		"Filter by operating status.":                                          "",
		"Two-letter network code; none of the stations is removed by default.": "",
		"Returns null when the bay has no crop; remove old crops first.":       "",
	} {
		verb, ok := NullClears(desc)
		if ok != (want != "") || verb != want {
			t.Errorf("NullClears(%q) = %q, %v; want %q", desc, verb, ok, want)
		}
	}
}
