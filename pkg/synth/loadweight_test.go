package synth

import "testing"

// Tool schemas written for this test (not from any captured server): a
// cider mill taking in fruit and a mover's crate booking with a bound.
var fitCiderMill = [][3]string{
	{"receive_fruit", "Receive a delivery of apples at the cider mill.",
		`{"type":"object","properties":{"grower":{"type":"string"},"crates":{"type":"integer","minimum":1,"maximum":40},"gross_weight_kg":{"type":"number"}},"required":["grower","crates","gross_weight_kg"]}`},
	{"book_crates", "Book crates on a moving van.",
		`{"type":"object","properties":{"crate_count":{"type":"integer","minimum":1,"maximum":20},"total_weight_lbs":{"type":"integer","maximum":5000},"max_weight_lbs":{"type":"integer"}},"required":["crate_count","total_weight_lbs","max_weight_lbs"]}`},
}

// A total weight agrees with the count of containers beside it (3
// crates of fruit weigh some 45–120 kg), in the key's unit, within the
// schema's bounds; a bound ("max_weight_lbs") is left as drawn.
func TestLoadWeightFitsContainerCount(t *testing.T) {
	srv := fitServer("mill", fitCiderMill)
	for ti, tl := range fitCiderMill {
		for _, m := range decodeAll(t, tl[2], 12, Options{Seed: 5, RootObject: true, Topic: tl[0], About: tl[1], Server: srv}) {
			if ti == 0 {
				n, _ := numberOf(m["crates"])
				w, _ := numberOf(m["gross_weight_kg"])
				if w < n*15 || w > n*40 {
					t.Errorf("%v crates weighing %v kg, want %v–%v", n, w, n*15, n*40)
				}
				continue
			}
			n, _ := numberOf(m["crate_count"])
			w, _ := numberOf(m["total_weight_lbs"])
			if w > 5000 || w != float64(int64(w)) {
				t.Errorf("%v lb breaks the schema", w)
			}
			if lo, hi := n*15/0.45359237, n*40/0.45359237; w < lo-1 || w > hi+1 {
				t.Errorf("%v crates weighing %v lb, want %v–%v", n, w, lo, hi)
			}
		}
	}
}
