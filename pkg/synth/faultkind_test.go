package synth

import (
	"math/rand"
	"slices"
	"testing"
)

// An issue, fault or problem logged for upkeep is a short description of
// a fault of the setting's kind, never a filler word: a building's for a
// maintenance or repairs tool, a machine's where machines are named; no
// fault where no upkeep is named.
func TestFaultOfSetting(t *testing.T) {
	t.Parallel()
	g := &Generator{rng: rand.New(rand.NewSource(1))}
	for _, c := range []struct {
		head, ctx string
		want      []string
	}{
		{"issue", "issue addmaint log maintenance issue", buildingFaults},
		{"fault", "fault report a fault on a machine", machineFaults},
		{"problem", "problem raise a repair for a tenant", buildingFaults},
	} {
		v, ok := g.settingKind(c.head, c.ctx)
		if !ok || !slices.Contains(c.want, v) {
			t.Errorf("settingKind(%q, %q) = %q, %v", c.head, c.ctx, v, ok)
		}
	}
	for _, ctx := range []string{"issue create an issue in a repository", "problem book a bike repair"} {
		if v, ok := g.settingKind("issue", ctx); ok {
			t.Errorf("%q: drawn as a building's fault: %q", ctx, v)
		}
	}
}
