package prompt

import "testing"

// TestBoundAndCountSayWhatTheyAre checks that a price bound whose key
// ends in its bound word (price_min) is said as a bound ("over 50"), never
// as a bare amount beside the search ("for "rain jacket" of 50"), and that
// a limit on an object named with a participle ("trips driven") counts
// the trips, never "40 drivens".
func TestBoundAndCountSayWhatTheyAre(t *testing.T) {
	checkRequests(t, []requestCase{
		{"search_products", "Search the product catalogue.",
			`{"type":"object","properties":{"q":{"type":"string","description":"Search terms"},"price_min":{"type":"number","minimum":0}},"required":["q"]}`,
			`{"q":"rain jacket","price_min":50}`, []string{"50"}, []string{"of 50", "for 50"}},
		{"search_products", "Search the product catalogue.",
			`{"type":"object","properties":{"q":{"type":"string","description":"Search terms"},"price_max":{"type":"number","minimum":0}},"required":["q"]}`,
			`{"q":"rain jacket","price_max":80}`, []string{"80"}, []string{"of 80", "for 80"}},
		{"list_trips", "List trips driven by a vehicle in a time range.",
			`{"type":"object","properties":{"vehicle_id":{"type":"string"},"max_results":{"type":"integer","minimum":1,"maximum":500,"default":100}},"required":["vehicle_id"]}`,
			`{"vehicle_id":"VH-1","max_results":40}`, []string{"40"}, []string{"drivens"}},
	}, 40, 173)
}
