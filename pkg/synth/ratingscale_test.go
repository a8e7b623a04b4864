package synth

import "testing"

// A rating whose schema runs to 3000 is a player's rating, not 1–5
// stars; one on a 1–5 scale stays there; and a number named as nothing
// in particular with whole bounds is whole (a level of 45, not 43.5).
func TestPointsRatingAndWholeNumbers(t *testing.T) {
	src := `{"type":"object","required":["minRating","stars","level"],"properties":{
		"minRating":{"type":"number","minimum":0,"maximum":3000,"description":"Minimum club rating"},
		"stars":{"type":"number","minimum":1,"maximum":5},
		"level":{"type":"number","minimum":-10,"maximum":120}}}`
	for _, m := range decodeAll(t, src, 60, Options{Seed: 7, RootObject: true, Topic: "list_members"}) {
		if v := m["minRating"].(float64); v != 0 && v != 3000 && (v < 1000 || v > 2300) {
			t.Errorf("minRating %v, want 1000–2300 (or a bound)", v)
		}
		if v := m["stars"].(float64); v > 5 {
			t.Errorf("stars %v", v)
		}
		if v := m["level"].(float64); v != float64(int(v)) {
			t.Errorf("level %v, want whole", v)
		}
	}
}

// A price in pence per kilo is sized by its unit (2 to 20 pounds a
// kilo), not drawn as a shop price of up to 300 pounds.
func TestPencePerKilo(t *testing.T) {
	src := `{"type":"object","required":["price_pence_per_kg"],"properties":{"price_pence_per_kg":{"type":"number"}}}`
	for _, m := range decodeAll(t, src, 40, Options{Seed: 7, RootObject: true, Topic: "record_sale"}) {
		if v := m["price_pence_per_kg"].(float64); v < 200 || v > 2000 {
			t.Errorf("price_pence_per_kg %v, want 200–2000", v)
		}
	}
}

// A rating with no scale of its own (a bound of 2^53-1) is no points
// scale: it keeps its own range.
func TestRatingUnboundedScale(t *testing.T) {
	src := `{"type":"object","required":["score"],"properties":{"score":{"type":"integer","minimum":0,"maximum":9007199254740991}}}`
	for _, m := range decodeAll(t, src, 40, Options{Seed: 7, RootObject: true, Topic: "rate_item"}) {
		if v := m["score"].(float64); v > 1e6 {
			t.Errorf("score %v", v)
		}
	}
}
