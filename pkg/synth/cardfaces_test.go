package synth

import "testing"

// TestCardFaces: the two faces of a study card are one drawn pair (a word
// and its translation, a question and its answer), never two filler
// words; question and answer outside a tool about cards are left alone.
func TestCardFaces(t *testing.T) {
	pairs := map[string]string{}
	for _, p := range cardPairs {
		pairs[p[0]] = p[1]
	}
	src := `{"type":"object","properties":{"pile":{"type":"integer"},"front":{"type":"string"},"back":{"type":"string"}},"required":["pile","front","back"]}`
	for _, m := range decodeAll(t, src, 20, Options{Seed: 3, RootObject: true, Topic: "new_tile", About: "Put a tile on a pile."}) {
		if f, b := m["front"].(string), m["back"].(string); pairs[f] != b {
			t.Errorf("faces %q / %q are no pair", f, b)
		}
	}
	qa := `{"type":"object","properties":{"question":{"type":"string"},"answer":{"type":"string"}},"required":["question","answer"]}`
	for _, m := range decodeAll(t, qa, 20, Options{Seed: 3, RootObject: true, Topic: "log_ticket", About: "Log a support ticket."}) {
		if _, ok := pairs[m["question"].(string)]; ok {
			t.Errorf("a ticket's question became a card's: %v", m)
		}
	}
}
