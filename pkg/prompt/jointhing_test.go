package prompt

import (
	"math/rand/v2"
	"strings"
	"testing"
)

// TestJoinLaterThingFirst: a later request that points at its thing
// first ("Stock B69294 — please mark it sold.") is never made an action
// of its first word ("And can you stock B69294 — please mark it sold as
// well?"): a connector joins it as said.
func TestJoinLaterThingFirst(t *testing.T) {
	for _, r := range []string{"Stock B69294 — please mark it sold.", "Venue 6840: can you show me the availability on May 2?",
		"Order 42 — could you cancel it?"} {
		for seed := range uint64(24) {
			got := joinLater(rand.New(rand.NewPCG(seed, 3)), r)
			head := strings.Fields(r)[0]
			if i := strings.Index(got, head); i > 0 && !strings.HasPrefix(got, "And ") && !strings.HasPrefix(got, "Also, ") || strings.Contains(got, "you "+strings.ToLower(head)) {
				t.Errorf("joinLater(%q) = %q", r, got)
			}
		}
	}
	if !pointedFirst("Stock B69294 — please mark it sold.") || pointedFirst("Mark stock B69294 sold.") {
		t.Error("pointedFirst: a thing pointed at first not told from an action")
	}
}
