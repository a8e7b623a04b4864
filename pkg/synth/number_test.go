package synth

import (
	"fmt"
	"math/big"
	"strings"
	"testing"
)

// A number whose value rounded to its plausible decimals falls outside
// its bounds takes the fewest decimals that fit them: an optician's
// trial lens base curve within 8.3–9.2 was drawn 8.36122875.
func TestFewestDecimalsInBounds(t *testing.T) {
	t.Parallel()
	srv, tl := serverTool(t, "testdata/dev39/optician.json", "cl_trial_issue")
	n := 0
	var all []map[string]any
	for seed := int64(1); seed <= 40; seed++ {
		all = append(all, decodeAll(t, string(tl.InputSchema), 10, Options{Seed: seed, RootObject: true, Topic: tl.Name, About: tl.Description, Server: srv})...)
	}
	for _, m := range all {
		for _, k := range []string{"bc", "dia"} {
			v, ok := m[k]
			if !ok {
				continue
			}
			n++
			s := fmt.Sprint(v)
			if i := strings.IndexByte(s, '.'); i >= 0 && len(s)-i-1 > 2 {
				t.Errorf("%s = %s: more decimals than a measure states", k, s)
			}
		}
	}
	if n == 0 {
		t.Error("no bc or dia drawn")
	}
}

// Rounding to a measure's decimals that leaves its bounds takes one place
// more, not all nine: 8.36122875 within 8.3–9.2 at no decimals is 8.4.
func TestFewestDecimals(t *testing.T) {
	t.Parallel()
	b := bounds{lo: big.NewRat(83, 10), hi: big.NewRat(92, 10)}
	for _, c := range []struct {
		x    float64
		dec  int
		want string
	}{{8.36122875, 0, "8.4"}, {8.36122875, 2, "8.36"}, {8.96, 0, "9"}, {8.31, 0, "8.3"}} {
		if got := ratText(fewestDecimals(c.x, c.dec, b)); got != c.want {
			t.Errorf("fewestDecimals(%v, %d) = %s, want %s", c.x, c.dec, got, c.want)
		}
	}
}
