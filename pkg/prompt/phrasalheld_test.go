package prompt

import (
	"strings"
	"testing"
)

// TestParticleKeepsItsVerb: a verb whose particle sits in its object
// ("take an item out of stock", "take a show off the grid") keeps its own
// word; "grab", "capture" or "snap" in its place break the phrase.
func TestParticleKeepsItsVerb(t *testing.T) {
	cases := []struct{ file, tool, args, want string }{
		{"dev42/furniture_reuse_charity.json", "writeOffItem", `{"sku":"FR-TFI-41692","reason":"damaged","route":"parts"}`, "ake an item out of stock"},
		{"dev42/community_radio.json", "show-retire", `{"slug":"money-talks","confirmSlug":"money-talks"}`, "ake a show off the grid"},
	}
	for _, c := range cases {
		for _, s := range fileRequests(t, c.file, c.tool, c.args, 8) {
			l := strings.ToLower(s)
			if !strings.Contains(s, c.want) && !strings.Contains(l, "taking") || strings.Contains(l, "grab") || strings.Contains(l, "captur") || strings.Contains(l, "snap") {
				t.Errorf("%s: particle verb swapped: %q", c.tool, s)
			}
		}
	}
	if !particleHeld(intent{Verb: "take", Object: "an item out of stock"}) || particleHeld(intent{Verb: "get", Object: "the messages in a channel"}) {
		t.Error("particleHeld: wrong on 'an item out of stock' or 'the messages in a channel'")
	}
}

// TestDownJoinsItsVerb: "down" after a verb belongs to it ("take down
// route(s)" is "take down a route", was "take a down route").
func TestDownJoinsItsVerb(t *testing.T) {
	if in, _ := clauseIntent("take down route(s)", false); in.Verb != "take down" {
		t.Errorf("clauseIntent(take down route(s)).Verb = %q, want take down", in.Verb)
	}
}
