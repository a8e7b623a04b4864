package prompt

import "testing"

// TestCityFirstAddress: an address written in English ("88 Birch Ave")
// or in a country that writes the town first says "Duluth 55802" (with
// its state between: "Duluth, Minnesota 55802"), never "55802 Duluth";
// elsewhere the postal code stays first ("1060 Vienna"). A street line
// that ends in the town says the town once.
func TestCityFirstAddress(t *testing.T) {
	cases := []struct {
		a    map[string]string
		want string
	}{
		{map[string]string{"line1": "88 Birch Ave", "city": "Duluth", "postal": "55802"}, "88 Birch Ave, Duluth 55802"},
		{map[string]string{"line1": "88 Birch Ave", "city": "Duluth", "state": "Minnesota", "postal": "55802"}, "88 Birch Ave, Duluth, Minnesota 55802"},
		{map[string]string{"line1": "Quay House", "city": "Leeds", "postal": "LS1 4AP", "country": "UK"}, "Quay House, Leeds LS1 4AP, UK"},
		{map[string]string{"line1": "Mariahilfer Straße 88", "city": "Vienna", "postal": "1060", "country": "AT"}, "Mariahilfer Straße 88, 1060 Vienna, AT"},
		{map[string]string{"line1": "4 Rue Cler", "city": "Lyon", "postal": "69002"}, "4 Rue Cler, 69002 Lyon"},
		{map[string]string{"line1": "88 Birch Ave, Duluth", "city": "Duluth", "state": "MN", "postal": "55802"}, "88 Birch Ave, Duluth, MN 55802"},
		{map[string]string{"line1": "3 Quay St, Leeds", "city": "Leeds", "postal": "LS1 4AP", "country": "GB"}, "3 Quay St, Leeds LS1 4AP, GB"},
	}
	for _, c := range cases {
		if got := addressLine(c.a); got != c.want {
			t.Errorf("addressLine(%v) = %q, want %q", c.a, got, c.want)
		}
	}
}
