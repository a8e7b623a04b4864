package generate

import (
	"fmt"
	"math"

	"github.com/mcpgen/mcpgen/pkg/dataset"
)

// NoSlotWhy is the reason, after "KIND: " in a manifest's kindsSkippedWhy,
// for a kind of the mix that got no slot at all: its share of -n slots per
// tool rounds to none on every tool.
const NoSlotWhy = "no slot"

// noSlotKinds returns the kinds of m (shares above 0) that get none of the
// n slots of any of a run's tools (slotCountsAt, the remainder ties
// rotating from tool to tool as planSlots lays them out), each with why:
// its share, n, and the smallest -n from which it always gets one. Such a
// kind is missing from the whole run, which its counts alone do not say.
func noSlotKinds(m mix, n, tools int) map[string]string {
	if m.singleOnly() || n <= 0 {
		return nil
	}
	var counts [numKinds]int
	for i := range max(tools, 1) {
		for k, c := range slotCountsAt(m, n, i*leftover(m, n)) {
			counts[k] += c
		}
	}
	var out map[string]string
	for k := range m {
		if m[k] <= 0 || counts[k] > 0 {
			continue
		}
		if out == nil {
			out = map[string]string{}
		}
		out[kindNames[k]] = fmt.Sprintf("%s: a %.3g%% share of -n %d slots per tool rounds to none (give -n %d or more)",
			NoSlotWhy, m[k]*100, n, slotFrom(m, recordKind(k), n))
	}
	return out
}

// slotFrom is the smallest count above n from which kind k gets a slot
// for every larger count too (largest remainders can take a slot away as n
// grows; from 1/share on, the share alone gives one).
func slotFrom(m mix, k recordKind, n int) int {
	top := int(math.Ceil(1 / m[k]))
	from := top
	for c := top - 1; c > n; c-- {
		if slotCounts(m, c)[k] == 0 {
			break
		}
		from = c
	}
	return from
}

// addNoSlotKinds lists the kinds of opts' mix that got no slot in m's
// kindsSkipped (0 slots) and kindsSkippedWhy (keyed "KIND: no slot: …",
// 0 slots), so the manifest accounts for every kind --mix asked for, as
// the summary does.
func addNoSlotKinds(m *dataset.Manifest, opts config, tools int) {
	for kind, why := range noSlotKinds(opts.Mix, opts.N, tools) {
		m.KindsSkipped = inc(m.KindsSkipped, kind, 0)
		m.KindsSkippedWhy = inc(m.KindsSkippedWhy, kind+": "+why, 0)
	}
}
