package prompt

import "testing"

// TestPairVerbRedoneSelf checks "X or reX" is said once, as X: "assign
// or reassign a ticket" asks for one act.
func TestPairVerbRedoneSelf(t *testing.T) {
	if v := pairVerb(&Data{}, []string{"route", "or", "reroute"}, false); v != "route" {
		t.Errorf("pairVerb(route or reroute) = %q; want route", v)
	}
}
