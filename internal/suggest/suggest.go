// Package suggest finds the known name a mistyped one was most likely meant
// to be, for "did you mean" hints on commands, servers and tools.
package suggest

import (
	"strings"

	"github.com/xrash/smetrics"
)

// Closest returns the candidate nearest to name by edit distance
// (Wagner–Fischer, case-insensitive), or "" when none is near enough: at
// most a third of the longer name's length in edits, and at least one. A
// candidate that name is a prefix of, or that starts the same way and is
// no further, wins ties; equal candidates are broken by their order.
func Closest(name string, candidates []string) string {
	if name == "" {
		return ""
	}
	lname := strings.ToLower(name)
	best, bestDist := "", -1
	for _, c := range candidates {
		if c == name {
			return ""
		}
		lc := strings.ToLower(c)
		d := smetrics.WagnerFischer(lname, lc, 1, 1, 1)
		if strings.HasPrefix(lc, lname) && len(lname) >= 3 || swapped(lname, lc) {
			d = min(d, 1) // ("cuont" for "count": one slip of the fingers, not two edits)
		}
		limit := max(1, max(len(lname), len(lc))/3)
		if d > limit {
			continue
		}
		if bestDist < 0 || d < bestDist {
			best, bestDist = c, d
		}
	}
	return best
}

// Hint returns " (did you mean "X"?)" for Closest(name, candidates), or "".
func Hint(name string, candidates []string) string {
	if c := Closest(name, candidates); c != "" {
		return ` (did you mean "` + c + `"?)`
	}
	return ""
}

// swapped reports whether a and b differ only by two neighbouring letters
// in the other order.
func swapped(a, b string) bool {
	if len(a) != len(b) {
		return false
	}
	i := 0
	for i < len(a) && a[i] == b[i] {
		i++
	}
	return i+1 < len(a) && a[i] == b[i+1] && a[i+1] == b[i] && a[i+2:] == b[i+2:]
}
