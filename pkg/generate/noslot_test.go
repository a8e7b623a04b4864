package generate

import (
	"path/filepath"
	"strings"
	"testing"
)

// TestManifestCountsKindsWithoutSlot: a kind of the mix whose share of
// -n rounds to no slot on every tool (clarify=0.1 of -n 1 beside
// single=0.8 and parallel=0.1: the one slot goes to single's larger
// remainder) is in the manifest's kindsSkipped with 0 slots and in
// kindsSkippedWhy with why and the -n that gives it one, as the summary
// says; a kind with slots is not.
func TestManifestCountsKindsWithoutSlot(t *testing.T) {
	m, err := parseMix("single=0.8,parallel=0.1,clarify=0.1")
	if err != nil {
		t.Fatal(err)
	}
	opts := config{N: 1, Seed: 1, Mix: m}
	out := filepath.Join(t.TempDir(), "out.jsonl")
	res := runTo(t, []Source{corpusSource(t, "filesystem.json", "fs")}, opts, out)
	man := res.Manifest
	if n, ok := man.KindsSkipped["clarify"]; !ok || n != 0 {
		t.Errorf("kindsSkipped %v: want clarify listed with 0 slots", man.KindsSkipped)
	}
	const why = "clarify: no slot: a 10% share of -n 1 slots per tool rounds to none (give -n 7 or more)"
	if n, ok := man.KindsSkippedWhy[why]; !ok || n != 0 {
		t.Errorf("kindsSkippedWhy %v: want %q with 0 slots", man.KindsSkippedWhy, why)
	}
	for k := range man.KindsSkippedWhy {
		if strings.HasPrefix(k, "single: no slot") {
			t.Errorf("kindsSkippedWhy %q: that kind has slots", k)
		}
	}
	opts.N = 10
	res = runTo(t, []Source{corpusSource(t, "filesystem.json", "fs")}, opts, filepath.Join(t.TempDir(), "n10.jsonl"))
	if _, ok := res.Manifest.KindsSkipped["clarify"]; ok && res.Manifest.Kinds["clarify"] == 0 {
		t.Errorf("-n 10: clarify has a slot per tool, yet kinds %v, skipped %v", res.Manifest.Kinds, res.Manifest.KindsSkipped)
	}
}

// TestSmallNKeepsEveryKind: five kinds at 0.2 with -n 2 leave every
// share a tie of remainders; the ties rotate from tool to tool, so each
// kind asked for gets slots in the run (ties to the earlier kind gave
// every tool single and parallel only), in near-equal numbers.
func TestSmallNKeepsEveryKind(t *testing.T) {
	m, err := parseMix("single=0.2,parallel=0.2,chain=0.2,followup=0.2,clarify=0.2")
	if err != nil {
		t.Fatal(err)
	}
	var total [numKinds]int
	off := 0
	for range 10 {
		for k, c := range slotCountsAt(m, 2, off) {
			total[k] += c
		}
		off += leftover(m, 2)
	}
	for k := range numKinds {
		if m[k] > 0 && total[k] != 4 {
			t.Errorf("%s: %d of 20 slots over 10 tools, want 4 (%v)", recordKind(k), total[k], total)
		}
	}
	if got := noSlotKinds(m, 2, 10); len(got) != 0 {
		t.Errorf("no-slot kinds %v over 10 tools of -n 2", got)
	}
	if got := noSlotKinds(m, 2, 1); len(got) != 3 {
		t.Errorf("no-slot kinds %v for one tool of -n 2: want chain, followup, clarify", got)
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
