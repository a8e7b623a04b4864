package synth

import (
	"math/big"
	"testing"
)

// A level the description says comes "in 5 dB steps" is a multiple of 5
// even though the schema states no multipleOf; a step the schema's
// integer type does not allow (0.5 of an integer) is left alone.
func TestStatedStepNumber(t *testing.T) {
	for _, tc := range []struct {
		schema string
		step   int64
		den    int64
	}{
		{`{"type":"object","required":["levelDb"],"properties":{"levelDb":{"type":"number","minimum":-10,"maximum":120,"description":"Threshold in dB HL, in 5 dB steps"}}}`, 5, 1},
		{`{"type":"object","required":["hours"],"properties":{"hours":{"type":"number","minimum":0,"description":"Estimated labour, in 0.5 increments"}}}`, 1, 2},
		{`{"type":"object","required":["pages"],"properties":{"pages":{"type":"integer","minimum":4,"maximum":200,"description":"Page count, a multiple of 4"}}}`, 4, 1},
	} {
		for _, obj := range decodeAll(t, tc.schema, 40, Options{Seed: 7, RootObject: true, Topic: "record_test"}) {
			for k, v := range obj {
				x := new(big.Rat).SetFloat64(v.(float64))
				if !new(big.Rat).Quo(x, big.NewRat(tc.step, tc.den)).IsInt() {
					t.Errorf("%s = %v, not a multiple of %d/%d", k, v, tc.step, tc.den)
				}
			}
		}
	}
}
