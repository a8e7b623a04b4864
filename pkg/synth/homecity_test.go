package synth

import "testing"

// Tool schemas written for this test (not from any captured server): a
// bakery whose delivery address is "in Paris" and a store finder that
// says nothing of where.
var fitBakery = [][3]string{
	{"deliver", "Deliver an order.", `{"type":"object","properties":{"address":{"type":"string","description":"Street address in Paris"}},"required":["address"]}`},
	{"nearest_store", "Find the nearest store.", `{"type":"object","properties":{"latitude":{"type":"number","minimum":-90,"maximum":90},"longitude":{"type":"number","minimum":-180,"maximum":180}},"required":["latitude","longitude"]}`},
}

// A server whose words put its business in one known city draws its
// addresses and coordinates there, in every tool.
func TestHomeCityPlaces(t *testing.T) {
	srv := fitServer("bakery", fitBakery)
	for _, m := range decodeAll(t, fitBakery[1][2], 12, Options{Seed: 3, RootObject: true, Topic: fitBakery[1][0], About: fitBakery[1][1], Server: srv}) {
		lat, _ := numberOf(m["latitude"])
		lng, _ := numberOf(m["longitude"])
		if lat < 48.6 || lat > 49.1 || lng < 2.0 || lng > 2.7 {
			t.Errorf("store search at %v, %v: not in Paris", lat, lng)
		}
	}
	for _, m := range decodeAll(t, fitBakery[0][2], 6, Options{Seed: 3, RootObject: true, Topic: fitBakery[0][0], About: fitBakery[0][1], Server: srv}) {
		if a, _ := m["address"].(string); !containsAny(a, "Paris") {
			t.Errorf("address %q: not in Paris", a)
		}
	}
}
