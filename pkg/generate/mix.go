package generate

import (
	"fmt"
	"math"
	"math/rand/v2"
	"slices"
	"strconv"
	"strings"

	"github.com/mcpgen/mcpgen/internal/suggest"
	"github.com/mcpgen/mcpgen/pkg/dataset"
	"github.com/mcpgen/mcpgen/pkg/prompt"
)

// A recordKind is the shape of a tool record: one call (single), several
// independent calls in one turn (parallel), a call whose argument comes
// from an earlier call's result (chain), a second user turn answered by
// another call (followup), or a question for a missing value before the
// call (clarify).
type recordKind uint8

// The record kinds, in the order Options.Mix lists them.
const (
	kindSingle recordKind = iota
	kindParallel
	kindChain
	kindFollowup
	kindClarify
	numKinds
)

var kindNames = [numKinds]string{"single", "parallel", "chain", "followup", "clarify"}

func (k recordKind) String() string { return kindNames[k] }

// A mix is the share of each record kind among a tool's slots.
type mix [numKinds]float64

// singleOnly tells whether m makes single calls only (the default).
func (m mix) singleOnly() bool {
	for k := kindParallel; k < numKinds; k++ {
		if m[k] > 0 {
			return false
		}
	}
	return true
}

// ParseMix reads a record-kind mix such as
// "single=0.6,parallel=0.15,chain=0.15,followup=0.05,clarify=0.05": kinds
// single, parallel, chain, followup and clarify with non-negative weights,
// scaled to sum to 1. Kinds left out get 0; "" is single calls only. A
// kind named without a weight has weight 1: "chain" is every record a
// chain (was refused with 'want kind=share'), "chain,followup" half each.
func ParseMix(s string) (map[string]float64, error) {
	m, err := parseMix(s)
	if err != nil {
		return nil, err
	}
	out := map[string]float64{}
	for k, v := range m {
		if v > 0 {
			out[kindNames[k]] = v
		}
	}
	return out, nil
}

func parseMix(s string) (mix, error) {
	var m mix
	if strings.TrimSpace(s) == "" {
		m[kindSingle] = 1
		return m, nil
	}
	seen := map[string]bool{}
	for _, part := range strings.Split(s, ",") {
		name, val, ok := strings.Cut(strings.TrimSpace(part), "=")
		name = strings.TrimSpace(name)
		if !ok && slices.Contains(kindNames[:], name) {
			val = "1" // a bare kind: weight 1 (see ParseMix)
		} else if !ok {
			return m, fmt.Errorf("%q: want kind=share or a kind alone (weight 1), e.g. parallel=0.2", part)
		}
		k := -1
		for i, n := range kindNames {
			if n == name {
				k = i
			}
		}
		if k < 0 {
			return m, fmt.Errorf("unknown record kind %q%s: want %s", name, kindHint(name), strings.Join(kindNames[:], ", "))
		}
		if seen[name] {
			return m, fmt.Errorf("record kind %q given twice", name)
		}
		seen[name] = true
		v, err := strconv.ParseFloat(strings.TrimSpace(val), 64)
		if err != nil || v < 0 || math.IsInf(v, 0) || math.IsNaN(v) {
			return m, fmt.Errorf("%s=%s: want a share of 0 or more", name, val)
		}
		m[k] = v
	}
	top := slices.Max(m[:])
	if top <= 0 {
		return m, fmt.Errorf("%q: the shares sum to 0", s)
	}
	sum := 0.0
	for _, v := range m {
		sum += v
	}
	if math.IsInf(sum, 0) {
		// Huge weights (1e308 twice) overflow the sum: scaled by the
		// largest first, they keep their proportions (an ordinary mix
		// keeps the plain division, and so its bytes).
		sum = 0
		for k := range m {
			m[k] /= top
			sum += m[k]
		}
	}
	for k := range m {
		m[k] /= sum
	}
	return m, nil
}

// unitKinds returns the kind of each of a tool's n slots: each kind gets
// its share of the n slots (largest remainders first), and the kinds are
// laid out in an order shuffled by (seed, unit), so the proportions hold
// for every tool and a slot's kind depends on the seed, the tool and the
// slot index only (never on --workers, --shard or --resume). Nil when m is
// single calls only. off is the number of slots left over to remainders in
// the units before this one (slotCountsAt): the remainder ties rotate
// through the kinds from tool to tool.
func unitKinds(m mix, seed int64, hash uint64, n, off int) []recordKind {
	if m.singleOnly() || n <= 0 {
		return nil
	}
	counts := slotCountsAt(m, n, off)
	out := make([]recordKind, 0, n)
	for k, c := range counts {
		for range c {
			out = append(out, recordKind(k))
		}
	}
	rng := rand.New(rand.NewPCG(uint64(seed)^0x6a09e667f3bcc909, hash^0x3c6ef372fe94f82b))
	rng.Shuffle(len(out), func(i, j int) { out[i], out[j] = out[j], out[i] })
	return out
}

// slotCounts is how many of a tool's n slots each kind of m gets: its
// share of n, rounded down, and the slots left over to the largest
// remainders (ties to the earlier kind).
func slotCounts(m mix, n int) [numKinds]int {
	return slotCountsAt(m, n, 0)
}

// leftover is how many of n slots slotCounts gives to remainders: n less
// the shares rounded down.
func leftover(m mix, n int) int {
	left := n
	for k := range m {
		left -= int(math.Floor(m[k] * float64(n)))
	}
	return left
}

// slotCountsAt is slotCounts with remainder ties broken from kind off (mod
// the kinds) on: a run's tools each pass the slots left over in the tools
// before (leftover), so tied kinds take turns across the run and a small
// -n (2 slots per tool of five kinds at 0.2) still gives every kind asked
// for its slots, instead of the first kinds taking every tool's.
func slotCountsAt(m mix, n, off int) [numKinds]int {
	counts := [numKinds]int{}
	type rem struct {
		k recordKind
		f float64
	}
	var rems []rem
	total := 0
	for k := range m {
		x := m[k] * float64(n)
		counts[k] = int(math.Floor(x))
		total += counts[k]
		rems = append(rems, rem{recordKind(k), x - math.Floor(x)})
	}
	rot := func(k recordKind) int { return ((int(k)-off)%int(numKinds) + int(numKinds)) % int(numKinds) }
	for total < n {
		best := 0
		for i, r := range rems {
			if d := r.f - rems[best].f; d > 1e-9 || d > -1e-9 && rems[best].f >= 0 && rot(r.k) < rot(rems[best].k) {
				best = i
			}
		}
		counts[rems[best].k]++
		rems[best].f = -1
		total++
	}
	return counts
}

// kindRand returns the source of a slot's kind-specific choices (how many
// parallel calls, which value a follow-up changes), apart from the slot's
// wording source so that single records stay as they were.
func kindRand(seed int64, hash uint64, index int) *rand.Rand {
	return rand.New(rand.NewPCG(uint64(seed)^0xbb67ae8584caa73b, hash+uint64(index)*0x94d049bb133111eb))
}

// offeredNear is offered for runs with a mix of kinds: the distractors
// are drawn from the called tool's server first (its siblings are the
// hard choice), then from the other servers. For a negative (self -1),
// the tools of domain (indexes into g.tools, nil: one seeded server's)
// come first, so a refusal naming what the tools can do fits the tools
// shown.
func (w *worker) offeredNear(rng *rand.Rand, self, k int, domain []int) []dataset.ToolDef {
	all := w.g.tools
	if len(all) == 0 {
		return nil
	}
	server := ""
	switch {
	case self >= 0:
		server = all[self].t.Server
	case len(domain) == 0:
		server = all[rng.IntN(len(all))].t.Server
	}
	if len(all) > bigRun && len(domain) == 0 {
		return w.offeredSampled(rng, self, k, server)
	}
	inDomain := make(map[int]bool, len(domain))
	for _, i := range domain {
		inDomain[i] = true
	}
	var near, far []int
	for i, t := range all {
		switch {
		case i == self:
		case inDomain[i] || (len(domain) == 0 && t.t.Server == server):
			near = append(near, i)
		default:
			far = append(far, i)
		}
	}
	if len(domain) > 0 {
		near = near[:0] // in the caller's order
		for _, i := range domain {
			if i != self {
				near = append(near, i)
			}
		}
	} else {
		rng.Shuffle(len(near), func(i, j int) { near[i], near[j] = near[j], near[i] })
	}
	rng.Shuffle(len(far), func(i, j int) { far[i], far[j] = far[j], far[i] })
	picked := append(near, far...)
	picked = picked[:min(k, len(picked))]
	out := make([]dataset.ToolDef, 0, len(picked)+1)
	for _, i := range picked {
		out = append(out, all[i].def)
	}
	if self >= 0 {
		pos := rng.IntN(len(out) + 1)
		out = slices.Insert(out, pos, all[self].def)
	}
	return out
}

// negativeTools offers a negative record's tools: with a mix of kinds, a
// near-miss request (one that sounds like a domain of the run's tools)
// gets that domain's tools, one for each capability its answer names
// first; else as many tools of the run as a positive record offers.
func (w *worker) negativeTools(rng *rand.Rand, request string) []dataset.ToolDef {
	k := w.g.opts.Distractors + 1
	if names := w.g.near.Offer(request); len(names) > 0 {
		// A near miss derived from the run's tools: the tools its answer
		// names are offered, whatever the mix, so the refusal's "I can
		// post messages or list channels" fits the tools shown.
		var first []int
		for _, n := range names {
			for i, t := range w.g.tools {
				if t.t.Name == n && !slices.Contains(first, i) {
					first = append(first, i)
					break
				}
			}
		}
		out := w.offeredNear(rng, -1, k, first)
		rng.Shuffle(len(out), func(i, j int) { out[i], out[j] = out[j], out[i] })
		return out
	}
	nouns, caps := prompt.NearMissDomain(request)
	if w.g.opts.Mix.singleOnly() && nouns == nil {
		return w.offered(rng, -1, k)
	}
	var domain []int
	for i, t := range w.g.tools {
		if slices.ContainsFunc(nouns, nameHas(t.t.Name)) {
			domain = append(domain, i)
		}
	}
	if len(domain) == 0 {
		return w.offeredNear(rng, -1, k, nil)
	}
	rng.Shuffle(len(domain), func(i, j int) { domain[i], domain[j] = domain[j], domain[i] })
	// The answer names the first capabilities the run's tools have: a
	// tool for each of them comes first.
	var first, rest []int
	used := map[int]bool{}
	for _, c := range caps {
		for _, i := range domain {
			if !used[i] && nameHas(w.g.tools[i].t.Name)(c) {
				first, used[i] = append(first, i), true
				break
			}
		}
	}
	for _, i := range domain {
		if !used[i] {
			rest = append(rest, i)
		}
	}
	n := max(k, min(3, len(first)))
	if w.g.near != nil {
		n = k // the answer names no more than k (see nearDomain)
	}
	out := w.offeredNear(rng, -1, n, append(first, rest...))
	rng.Shuffle(len(out), func(i, j int) { out[i], out[j] = out[j], out[i] })
	return out
}

// nameHas returns whether a word is part of the tool name (case aside,
// "files" holding "file").
func nameHas(name string) func(word string) bool {
	n := strings.ToLower(name)
	return func(word string) bool { return strings.Contains(n, word) }
}

// bigRun is the number of tools above which a record's other tools are
// drawn one by one (offeredSampled) instead of from a shuffle of every
// tool of the run, which made a run of 10,000 tools quadratic.
const bigRun = 1024

// offeredSampled is offeredNear for a run of more than bigRun tools and
// no domain: up to k tools of server drawn at random (a bounded number
// of draws), then tools of the run to make up k, then self at a seeded
// position.
func (w *worker) offeredSampled(rng *rand.Rand, self, k int, server string) []dataset.ToolDef {
	all := w.g.tools
	var picked []int
	seen := map[int]bool{self: true}
	draw := func(from func() int) {
		for tries := 0; len(picked) < k && tries < 8*k+8; tries++ {
			if i := from(); !seen[i] {
				seen[i] = true
				picked = append(picked, i)
			}
		}
	}
	if same := w.g.serverTools(server); len(same) > 0 {
		draw(func() int { return same[rng.IntN(len(same))].index })
	}
	draw(func() int { return rng.IntN(len(all)) })
	out := make([]dataset.ToolDef, 0, len(picked)+1)
	for _, i := range picked {
		out = append(out, all[i].def)
	}
	if self >= 0 {
		out = slices.Insert(out, rng.IntN(len(out)+1), all[self].def)
	}
	return out
}

// kindHint is what a mistyped --mix kind was likely meant to be: the
// nearest kind (" (did you mean \"parallel\"?)", also for "Parallel"), or,
// for negatives, the option that sets them; "" when nothing is near.
func kindHint(name string) string {
	if l := strings.ToLower(name); l == "negative" || l == "negatives" {
		return " (negatives have their own option, {negatives})"
	}
	return suggest.Hint(name, kindNames[:])
}
