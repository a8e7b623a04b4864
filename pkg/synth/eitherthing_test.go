package synth

import (
	"slices"
	"testing"
)

// TestEitherThing: a tool about "a vehicle or driver" needs one of
// vehicleId and driverId; a description naming things no parameter
// names, or one naming only one of them, needs none.
func TestEitherThing(t *testing.T) {
	for _, c := range []struct {
		about string
		names []string
		want  []string
	}{
		{"Trips driven by a vehicle or driver over a period, with distance.", []string{"driverId", "from", "to", "vehicleId"}, []string{"vehicleId", "driverId"}},
		{"List repairs logged for a bike or a mechanic over a period.", []string{"bike", "from", "mechanic_id"}, []string{"bike", "mechanic_id"}},
		{"Trips driven by a vehicle or driver.", []string{"vehicleId", "from"}, nil},
		{"List trips. Filter by a vehicle or driver.", []string{"driverId", "vehicleId"}, nil},
	} {
		opt := make([]bool, len(c.names))
		for i := range opt {
			opt[i] = true
		}
		var got []string
		for _, i := range eitherThing(c.about, c.names, opt) {
			got = append(got, c.names[i])
		}
		if !slices.Equal(got, c.want) {
			t.Errorf("eitherThing(%q) = %v, want %v", c.about, got, c.want)
		}
	}
}
