package prompt

import (
	"strings"
	"testing"
)

// A text the call passes word for word is said as the text itself, never
// as an approximation ("Something like: …") the call would then copy.
func TestWrittenTextIsSaidExactly(t *testing.T) {
	schema := `{"type":"object","properties":{"ticket":{"type":"string"},"comment":{"type":"string"}},"required":["ticket","comment"]}`
	args := `{"ticket":"T-40","comment":"The gate code changed last week, please use the new one from now on."}`
	for i, text := range renderDraws(t, "add_comment", "Add a comment to a ticket.", schema, args, 40, 11) {
		for _, bad := range []string{"Something like", "along these lines"} {
			if strings.Contains(text, bad) {
				t.Errorf("draw %d: text said as an approximation (%q): %s", i, bad, text)
			}
		}
	}
}
