package synth

import (
	"encoding/json"
	"math/rand"
	"testing"
)

// A mailpiece packed as an envelope weighs grams; a box keeps its
// kilograms.
func TestFlatWeight(t *testing.T) {
	g := &Generator{rng: rand.New(rand.NewSource(1))}
	obj := map[string]any{"packing": "envelope", "weight_grams": json.Number("12680")}
	g.fitFlatWeight(nil, obj)
	if n, _ := countOf(obj["weight_grams"]); n < 20 || n > 500 {
		t.Errorf("envelope weighs %v", obj)
	}
	box := map[string]any{"packing": "box", "weight_grams": json.Number("12680")}
	g.fitFlatWeight(nil, box)
	if box["weight_grams"] != json.Number("12680") {
		t.Errorf("a box's weight moved: %v", box)
	}
}
