package prompt

import (
	"strings"
	"testing"
)

// TestObjectKeepsIdiomTail checks that a description's object ending in
// an everyday verb phrase ("a driver checking out early", "a nurse
// calling in sick") keeps its particle and last word, never cut to "a
// driver checking", while a place after the particle is still cut off.
func TestObjectKeepsIdiomTail(t *testing.T) {
	for _, c := range []struct{ desc, want, never string }{
		{"Log a driver checking out early.", "checking out early", ""},
		{"Record a nurse calling in sick. Shifts in the period are reopened.", "calling in sick", ""},
		{"Record a nurse calling in Denver.", "a nurse calling", "Denver"},
	} {
		in, ok := clauseIntent(c.desc, true)
		if !ok || !strings.Contains(in.Object, c.want) || c.never != "" && strings.Contains(in.Object, c.never) {
			t.Errorf("clauseIntent(%q) object = %q, want it to hold %q", c.desc, in.Object, c.want)
		}
	}
}
