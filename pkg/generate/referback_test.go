package generate

import (
	"math/rand/v2"
	"testing"
)

// TestReferBackOtherToolOwnOptions: a request to another tool after a
// first one keeps its own options in its words, even when they hold the
// first call's values: "the same way" says the first ask's options hold
// for the same act again, and reads as nothing after another act ("show
// me the availability on December 17, the same way" after a fixture was
// added).
func TestReferBackOtherToolOwnOptions(t *testing.T) {
	add := boundTool(t, "createFixture", "Add a fixture at a venue.",
		`{"type":"object","properties":{"venue_id":{"type":"string"},"kickoff":{"type":"string","format":"date-time"},"format":{"type":"string","enum":["7v7","9v9","11v11"]}},"required":["venue_id","kickoff"]}`)
	avail := boundTool(t, "getVenueAvailability", "Show a venue's free pitches on a day.",
		`{"type":"object","properties":{"venue_id":{"type":"string"},"date":{"type":"string","format":"date"},"format":{"type":"string","enum":["7v7","9v9","11v11"]}},"required":["venue_id","date"]}`)
	first := map[string]any{"venue_id": "6840", "kickoff": "2026-02-08T17:15:00Z", "format": "9v9"}
	args := map[string]any{"venue_id": "6840", "date": "2025-12-17", "format": "9v9"}
	text := "Please show me the availability of venue 6840 on December 17, 2025 for 9v9."
	w := &worker{}
	if got := w.referBack(avail, add, rand.New(rand.NewPCG(1, 2)), 0, first, args, text); got != text {
		t.Errorf("referBack after another tool = %q, want %q", got, text)
	}
}
