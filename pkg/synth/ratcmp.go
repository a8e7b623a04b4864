package synth

import "math/big"

// ratCmp is a.Cmp(b) without big.Rat.Cmp's allocations when both are
// integers (the bounds of most number parameters, and the plausible ranges
// compared with them on every number drawn): it compares the numerators,
// which allocates nothing, where Rat.Cmp copies both to scale them.
func ratCmp(a, b *big.Rat) int {
	if a.IsInt() && b.IsInt() {
		return a.Num().Cmp(b.Num())
	}
	return a.Cmp(b)
}

// ratCmpInt is ratCmp(a, rat(n)) without making the rational of n.
func ratCmpInt(a *big.Rat, n int64) int {
	if a.IsInt() && a.Num().IsInt64() {
		return cmpInt64(a.Num().Int64(), n)
	}
	return a.Cmp(big.NewRat(n, 1))
}

func cmpInt64(a, b int64) int {
	switch {
	case a < b:
		return -1
	case a > b:
		return 1
	}
	return 0
}
