package prompt

import (
	"fmt"
	"math/rand/v2"
	"strings"
)

// negNearEvery: of every negNearEvery negatives, all but one are near
// misses while the run has near misses left to draw; the rest are general
// requests (a fact, a conversion, a bit of writing help).
const negNearEvery = 3

// negSlot tells what negative number index of a run is, given nearN
// near-miss requests: a near miss (near, its number n among them) or a
// general request (its number n among those). Each near-miss request is
// drawn once before general requests take the slots it would have had, so
// no request repeats while there are unused ones.
func negSlot(index, nearN int) (near bool, n int) {
	before := (index/negNearEvery)*(negNearEvery-1) + min(index%negNearEvery, negNearEvery-1)
	if index%negNearEvery != negNearEvery-1 && before < nearN {
		return true, before
	}
	return false, index - min(before, nearN)
}

// WithSeed returns d drawing its negatives in an order of the run's seed
// too (besides its tool set), so runs with other seeds differ; d may be
// nil (no near misses), then a NearDomain holding none is returned.
func (d *NearDomain) WithSeed(seed uint64) *NearDomain {
	if d == nil {
		d = &NearDomain{offer: map[string][]string{}}
	}
	d.seed = seed
	return d
}

// nearRequests counts the near-miss requests of sc and d, each request of
// each near miss once.
func nearRequests(sc negScope, d *NearDomain) int {
	n := 0
	for _, nm := range sc.near {
		n += len(nm.requests)
	}
	if d != nil {
		for _, m := range d.near {
			n += len(m.requests)
		}
	}
	return n
}

// nearAt returns near-miss request k of sc and d (counted as in
// nearRequests) with its answer and variant name.
func nearAt(sc negScope, d *NearDomain, k int) (q, a, variant string) {
	for i, nm := range sc.near {
		if k < len(nm.requests) {
			_, a = sc.render(i, nil)
			return nm.requests[k], a, fmt.Sprintf("near-miss/%s/%d", strings.Fields(nm.verb)[0], i)
		}
		k -= len(nm.requests)
	}
	for j, m := range d.near {
		if k < len(m.requests) {
			return m.requests[k], m.answer, fmt.Sprintf("near-miss/%s/%d", m.verb, len(sc.near)+j)
		}
		k -= len(m.requests)
	}
	return "", "", ""
}

// negProbe is the source the general variants are rendered with to tell
// which of them touch the run's tools.
func negProbe() *rand.Rand { return rand.New(rand.NewPCG(0x6e6567, 1)) }
