package synth

import (
	"sort"
	"strings"
)

// orderWords are how a list's description asks for its numbers in
// increasing order ("Distances must be in increasing order", "sorted
// ascending"): thresholds, contours, breakpoints and tiers.
var orderWords = []string{"increasing order", "ascending order", "sorted ascending", "in ascending", "strictly increasing"}

// increasingList tells whether an array's description (title and
// description, desc) asks for its items in increasing order.
func increasingList(desc string) bool {
	if desc == "" {
		return false
	}
	l := strings.ToLower(desc)
	for _, w := range orderWords {
		if strings.Contains(l, w) {
			return true
		}
	}
	return false
}

// orderNumbers puts a list of numbers its description wants in
// increasing order into that order, dropping repeats when at least min
// items stay ([4, 4, 3] → [3, 4]); other lists are returned as they are.
func orderNumbers(arr []any, desc string, min int) []any {
	if len(arr) == 0 {
		return arr
	}
	vals := make([]float64, len(arr))
	for i, v := range arr {
		f, ok := numberOf(v)
		if !ok {
			return arr
		}
		vals[i] = f
	}
	if !increasingList(desc) {
		return arr
	}
	idx := make([]int, len(arr))
	for i := range idx {
		idx[i] = i
	}
	sort.SliceStable(idx, func(a, b int) bool { return vals[idx[a]] < vals[idx[b]] })
	out := make([]any, 0, len(arr))
	distinct := 1
	for i := 1; i < len(idx); i++ {
		if vals[idx[i]] != vals[idx[i-1]] {
			distinct++
		}
	}
	dedupe := distinct >= min
	for i, j := range idx {
		if dedupe && i > 0 && vals[j] == vals[idx[i-1]] {
			continue
		}
		out = append(out, arr[j])
	}
	return out
}
