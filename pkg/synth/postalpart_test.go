package synth

import (
	"math/rand"
	"testing"
)

// A postcode prefix, outward code or district is the first part of a
// postcode (a postcode_prefix was "W3 7JN"); a description that takes
// the full code or the outward one gets either; a plain postcode stays.
func TestPostalPart(t *testing.T) {
	g := &Generator{rng: rand.New(rand.NewSource(1))}
	for _, c := range []struct {
		name, desc, v, want string
	}{
		{"postcode_prefix", "Outward code or partial postcode, e.g. \"BS7\".", "W3 7JN", "W3"},
		{"outward_code", "", "SE15 4QN", "SE15"},
		{"zip_prefix", "", "94107", "941"},
		{"postcode", "Postcode of the site.", "W3 7JN", "W3 7JN"},
	} {
		if got := g.postalPart(c.v, hint{name: c.name, desc: c.desc}); got != c.want {
			t.Errorf("postalPart(%q, %s) = %q, want %q", c.v, c.name, got, c.want)
		}
	}
	seen := map[string]bool{}
	for range 40 {
		seen[g.postalPart("M33 3AF", hint{name: "postcode", desc: "Property postcode, full or outward code only."})] = true
	}
	if !seen["M33"] || !seen["M33 3AF"] {
		t.Errorf("full or outward: drew only %v", seen)
	}
}
