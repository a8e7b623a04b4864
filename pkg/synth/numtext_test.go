package synth

import (
	"fmt"
	"math/big"
	"math/rand"
	"strings"
	"testing"
)

// ratTextBig is ratText as it was written with big.Int arithmetic only: the
// reference the faster ratText must match digit for digit.
func ratTextBig(r *big.Rat) string {
	if r.IsInt() {
		return r.Num().String()
	}
	d := new(big.Int).Set(r.Denom())
	digits := 0
	for _, p := range []int64{2, 5} {
		bp := big.NewInt(p)
		m := new(big.Int)
		n := 0
		for {
			q, rem := new(big.Int).QuoRem(d, bp, m)
			if rem.Sign() != 0 {
				break
			}
			d = q
			n++
		}
		if n > digits {
			digits = n
		}
	}
	if d.Cmp(big.NewInt(1)) != 0 || digits > 400 {
		digits = 17
	}
	s := r.FloatString(digits)
	if strings.Contains(s, ".") {
		s = strings.TrimRight(s, "0")
		s = strings.TrimSuffix(s, ".")
	}
	return s
}

// ratText and roundRat give the text and values of their big.Int and fmt
// forms (generated numbers must not change).
func TestRatTextAndRoundRat(t *testing.T) {
	rng := rand.New(rand.NewSource(1))
	rats := []*big.Rat{big.NewRat(1, 3), big.NewRat(-7, 8), big.NewRat(1, 1<<62), big.NewRat(123456789, 1000), big.NewRat(5, 1),
		new(big.Rat).SetFrac(new(big.Int).Lsh(big.NewInt(1), 80), big.NewInt(3)), new(big.Rat).SetFrac(big.NewInt(1), new(big.Int).Lsh(big.NewInt(1), 70))}
	for i := 0; i < 2000; i++ {
		rats = append(rats, big.NewRat(rng.Int63n(2e9)-1e9, 1+rng.Int63n([]int64{10, 1000, 1 << 40}[i%3])))
	}
	for _, r := range rats {
		if got, want := ratText(r), ratTextBig(r); got != want {
			t.Errorf("ratText(%s) = %s, want %s", r, got, want)
		}
	}
	for i := 0; i < 2000; i++ {
		x := (rng.Float64() - 0.5) * []float64{1, 1e3, 1e9, 1e-6}[i%4]
		for _, d := range []int{-1, 0, 2, 5, 9} {
			want, _ := new(big.Rat).SetString(fmt.Sprintf("%.*f", d, x))
			got := roundRat(x, d)
			if (got == nil) != (want == nil) || got != nil && got.Cmp(want) != 0 {
				t.Errorf("roundRat(%v, %d) = %s, want %s", x, d, got, want)
			}
		}
	}
}
