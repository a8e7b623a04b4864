package synth

import (
	"math/big"
	"testing"
)

// ratCmp orders rationals as big.Rat.Cmp does, and compares integers,
// the usual bounds, without an allocation.
func TestRatCmp(t *testing.T) {
	vals := []*big.Rat{big.NewRat(-7, 1), big.NewRat(-1, 2), big.NewRat(0, 1), big.NewRat(1, 3), big.NewRat(1, 1),
		big.NewRat(50, 1), big.NewRat(101, 2), new(big.Rat).SetFrac(new(big.Int).Lsh(big.NewInt(1), 80), big.NewInt(1))}
	for _, a := range vals {
		for _, b := range vals {
			if got, want := ratCmp(a, b), a.Cmp(b); got != want {
				t.Errorf("ratCmp(%s, %s) = %d, want %d", a.RatString(), b.RatString(), got, want)
			}
		}
	}
	lo, hi := big.NewRat(1, 1), big.NewRat(500, 1)
	if n := testing.AllocsPerRun(100, func() { ratCmp(lo, hi) }); n != 0 {
		t.Errorf("ratCmp of two integers made %v allocations, want 0", n)
	}
	if n := testing.AllocsPerRun(100, func() { plausibleBound(hi) }); n != 0 {
		t.Errorf("plausibleBound of an integer made %v allocations, want 0", n)
	}
	for _, r := range []*big.Rat{big.NewRat(-2_000_000_000, 1), big.NewRat(1_000_000_000, 1), big.NewRat(-3, 2), big.NewRat(2_000_000_001, 2)} {
		if got, want := plausibleBound(r), new(big.Rat).Abs(r).Cmp(ratHuge) <= 0; got != want {
			t.Errorf("plausibleBound(%s) = %v, want %v", r.RatString(), got, want)
		}
	}
}

// An integer parameter with integer bounds is drawn with few allocations:
// its bounds and plausible range were compared with big.Rat.Cmp, which
// copies both operands, and made rationals of constants (170
// allocations per instance, now about 20).
func TestIntegerDrawAllocs(t *testing.T) {
	g, err := New(compile(t, `{"type":"object","properties":{"n":{"type":"integer","minimum":1,"maximum":9}},"required":["n"]}`),
		Options{Seed: 1, Key: "t/pick", Topic: "pick"})
	if err != nil {
		t.Fatal(err)
	}
	for i := 0; i < 20; i++ {
		if _, err := g.Next(); err != nil {
			t.Fatal(err)
		}
	}
	if n := testing.AllocsPerRun(200, func() { g.Next() }); n > 40 {
		t.Errorf("%v allocations per instance of one bounded integer, want at most 40", n)
	}
}

// ratCmpInt and ratFloat give what Cmp with rat(n) and Float64 give.
func TestRatCmpIntAndFloat(t *testing.T) {
	for _, r := range []*big.Rat{big.NewRat(-7, 1), big.NewRat(49, 1), big.NewRat(50, 1), big.NewRat(101, 2), big.NewRat(1<<53+1, 1),
		new(big.Rat).SetFrac(new(big.Int).Lsh(big.NewInt(1), 80), big.NewInt(1))} {
		for _, n := range []int64{-7, 0, 50, 1000} {
			if got, want := ratCmpInt(r, n), r.Cmp(rat(n)); got != want {
				t.Errorf("ratCmpInt(%s, %d) = %d, want %d", r.RatString(), n, got, want)
			}
		}
		if f, _ := r.Float64(); ratFloat(r) != f {
			t.Errorf("ratFloat(%s) = %v, want %v", r.RatString(), ratFloat(r), f)
		}
	}
	r := big.NewRat(480, 1)
	if n := testing.AllocsPerRun(100, func() { ratCmpInt(r, 50); ratFloat(r) }); n != 0 {
		t.Errorf("ratCmpInt and ratFloat of an integer made %v allocations, want 0", n)
	}
}
