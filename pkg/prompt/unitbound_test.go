package prompt

import "testing"

// A bound whose key names nothing but its unit is said as the amount:
// min_kg=11.6 "with at least 11.6 kg" or "with 11.6 kg or more", maxKm=100
// "within 100 km", never "with a kg of 11.6 or more" nor "with a km of no
// more than 100".
func TestBareUnitBoundSaid(t *testing.T) {
	checkSaid(t, fileRequests(t, "dev45/textile_mill.json", "list-yarn-lots", `{"min_kg":11.6}`, 8),
		[]string{"at least 11.6 kg", "11.6 kg or more"}, "a kg of")
	checkSaid(t, fileRequests(t, "dev45/amateur_radio_club.json", "listRepeaters", `{"maxKm":100}`, 8),
		[]string{"within 100 km", "100 km away"}, "a km of")
}
