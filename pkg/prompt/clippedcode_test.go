package prompt

import "testing"

// TestClippedCodeKept: a type given as a code of capitals in hyphened
// parts ("PK-B") is said as written in a counted line, never lower-cased
// into words ("6 pk b lines"); a type in words still reads as words.
func TestClippedCodeKept(t *testing.T) {
	cases := []requestCase{
		{"order_packs", "Order sample packs for a lab bench.",
			`{"type":"object","properties":{"bench_code":{"type":"string","pattern":"^B[0-9]{3}$"},"rows":{"type":"array","items":{"type":"object","properties":{"pack_type":{"type":"string"},"quantity":{"type":"integer"}},"required":["pack_type","quantity"]}}},"required":["bench_code","rows"]}`,
			`{"bench_code":"B204","rows":[{"pack_type":"PK-B","quantity":6}]}`,
			[]string{"PK-B"}, []string{"pk b"}},
	}
	checkRequests(t, cases, 40, 11)
	for _, c := range []struct {
		v    string
		want bool
	}{{"KT-A", true}, {"GRP-QA", true}, {"OUTPUT", false}, {"FULL-TIME", false}, {"kt-a", false}} {
		if got := clippedCode(c.v); got != c.want {
			t.Errorf("clippedCode(%q) = %v, want %v", c.v, got, c.want)
		}
	}
}
