package role

import (
	"strconv"
	"testing"
)

func TestStatedStep(t *testing.T) {
	for desc, want := range map[string]float64{
		"Hearing level in dB HL, in 5 dB steps":         5,
		"Page count (a multiple of 4)":                  4,
		"Estimated labour in hours, in 0.5 increments.": 0.5,
		"Offset in steps of 10":                         10,
		"Levels lie on a 5 dB grid":                     5,
		"Round to the nearest 25":                       25,
		"Level in dB HL":                                0,
		"Ramp in degrees per hour":                      0,
	} {
		r := Classify(ToolContext{Name: "record_level"}, ParamContext{Name: "level", Schema: []byte(`{"type":"number","description":` + strconv.Quote(desc) + `}`)})
		if r.Step != want {
			t.Errorf("%q: step %v, want %v", desc, r.Step, want)
		}
	}
}
