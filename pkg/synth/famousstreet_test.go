package synth

import "testing"

// famousAddresses are buildings known by their address (a prime
// minister's residence, a fictional detective's, a landmark tower): an
// ordinary customer, site or delivery address is never one of them.
var famousAddresses = map[string]bool{"221B Baker Street": true, "10 Downing Street": true, "30 St Mary Axe": true,
	"Prinsengracht 263": true, "10 Bayfront Avenue": true, "1600 Pennsylvania Avenue": true}

// The streets drawn for a city's addresses are ordinary ones.
func TestStreetsAreOrdinary(t *testing.T) {
	t.Parallel()
	for _, p := range places {
		for _, s := range p.streets {
			if famousAddresses[s] {
				t.Errorf("%s: street %q is a famous building's address", p.city, s)
			}
		}
	}
}
