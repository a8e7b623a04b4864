package generate

import (
	"path/filepath"
	"strings"
	"testing"
)

// TestManifestCountsKindsWithoutSlot: a kind of the mix whose share of
// -n rounds to no slot on every tool (clarify=0.2 of -n 3 beside
// single=0.6 and parallel=0.2) is in the manifest's kindsSkipped with 0
// slots and in kindsSkippedWhy with why and the -n that gives it one, as
// the summary says; a kind with slots is not.
func TestManifestCountsKindsWithoutSlot(t *testing.T) {
	m, err := parseMix("single=0.6,parallel=0.2,clarify=0.2")
	if err != nil {
		t.Fatal(err)
	}
	opts := config{N: 3, Seed: 1, Mix: m}
	out := filepath.Join(t.TempDir(), "out.jsonl")
	res := runTo(t, []Source{corpusSource(t, "filesystem.json", "fs")}, opts, out)
	man := res.Manifest
	if n, ok := man.KindsSkipped["clarify"]; !ok || n != 0 {
		t.Errorf("kindsSkipped %v: want clarify listed with 0 slots", man.KindsSkipped)
	}
	const why = "clarify: no slot: a 20% share of -n 3 slots per tool rounds to none (give -n 4 or more)"
	if n, ok := man.KindsSkippedWhy[why]; !ok || n != 0 {
		t.Errorf("kindsSkippedWhy %v: want %q with 0 slots", man.KindsSkippedWhy, why)
	}
	for k := range man.KindsSkippedWhy {
		if strings.HasPrefix(k, "parallel: no slot") || strings.HasPrefix(k, "single: no slot") {
			t.Errorf("kindsSkippedWhy %q: that kind has slots", k)
		}
	}
	opts.N = 4
	res = runTo(t, []Source{corpusSource(t, "filesystem.json", "fs")}, opts, filepath.Join(t.TempDir(), "n4.jsonl"))
	if _, ok := res.Manifest.KindsSkipped["clarify"]; ok && res.Manifest.Kinds["clarify"] == 0 {
		t.Errorf("-n 4: clarify has a slot per tool, yet kinds %v, skipped %v", res.Manifest.Kinds, res.Manifest.KindsSkipped)
	}
}

// TestSlotFrom: the -n a no-slot kind is told to give is the smallest
// from which it always gets a slot by largest remainders, not 1/share.
func TestSlotFrom(t *testing.T) {
	m, err := parseMix("single=0.8,followup=0.1,clarify=0.1")
	if err != nil {
		t.Fatal(err)
	}
	if got := slotFrom(m, kindFollowup, 3); got != 4 {
		t.Errorf("followup from %d, want 4", got)
	}
	// clarify loses the remainder ties to followup at 4 and 5 and to
	// single at 6, so it has a slot from 7 on.
	if got := slotFrom(m, kindClarify, 3); got != 7 {
		t.Errorf("clarify from %d, want 7", got)
	}
	for n := 7; n <= 40; n++ {
		if slotCounts(m, n)[kindClarify] == 0 {
			t.Errorf("clarify has no slot at -n %d", n)
		}
	}
}
