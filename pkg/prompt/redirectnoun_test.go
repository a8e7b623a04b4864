package prompt

import (
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/mcpgen/mcpgen/pkg/role"
)

// TestRedirectKeyPhraseNotNamed: a correction never names a key that is
// no noun a person says ("the what happened should be", "wrong delta
// e", "wrong to location", "wrong seeds germinated"); a count is said
// with what it counts ("I meant 1 night, not 2."), never "wrong nights",
// and one unit is singular ("1 hour", never "1 hours").
func TestRedirectKeyPhraseNotNamed(t *testing.T) {
	cases := []struct {
		p      Param
		o, v   any
		bad    []string
		wanted string
	}{
		{Param{Name: "what_happened", Human: "what happened", Type: "string"}, "general", "default", []string{"what happened"}, "default"},
		{Param{Name: "to_location", Human: "to location", Type: "string"}, "CONS-STUDIO-ROOM-1-BAY-99", "STORE-Z/BAY-09/SHELF-3-XYZW", []string{"to location"}, "STORE-Z"},
		{Param{Name: "delta_e", Human: "delta e", Type: "number"}, 0.9, 0.75, []string{"delta e"}, "0.75"},
		{Param{Name: "pppw", Human: "pppw", Type: "number"}, 120, 114, []string{"pppw"}, "114"},
		{Param{Name: "showA", Human: "show a", Type: "string"}, "workout", "acoustic", []string{"show a"}, "acoustic"},
		{Param{Name: "seeds_germinated", Human: "seeds germinated", Type: "integer"}, 10, 8, []string{"germinated"}, "8"},
		{Param{Name: "nights", Human: "nights", Type: "integer", Role: role.Role{Kind: role.Count}}, 2, 1, []string{"wrong nights", "the nights", "1 nights"}, "1 night"},
		{Param{Name: "people", Human: "people", Type: "integer", Role: role.Role{Kind: role.Count}}, 2, 4, []string{"wrong people", "the people"}, "4 people"},
		{Param{Name: "labour_hrs", Human: "labour hrs", Type: "number"}, 2, 1, []string{"1 hours"}, "1 hour"},
	}
	for _, c := range cases {
		for i := range 12 {
			got := Redirect(rand.New(rand.NewPCG(uint64(i), 1)), c.p, c.o, c.v, true)
			for _, b := range c.bad {
				if strings.Contains(got, b) {
					t.Errorf("%s: %q says %q", c.p.Name, got, b)
				}
			}
			if !strings.Contains(got, c.wanted) {
				t.Errorf("%s: %q lacks %q", c.p.Name, got, c.wanted)
			}
		}
	}
}

// TestRedirectCountNotRepeated: the value taken back is not said with
// its noun again ("I meant 16 copies, not 10.").
func TestRedirectCountNotRepeated(t *testing.T) {
	if got := withoutSharedTail("10 copies", "16 copies"); got != "10" {
		t.Errorf("withoutSharedTail = %q", got)
	}
	if got := withoutSharedTail("Room 103", "Room 105"); got != "Room 103" {
		t.Errorf("withoutSharedTail = %q", got)
	}
}

// TestCorrectionNounKeepsNouns: keys that are nouns keep their name.
func TestCorrectionNounKeepsNouns(t *testing.T) {
	for n, want := range map[string]string{"account code": "account code", "from tank": "tank", "member no": "member no",
		"SSCC": "SSCC", "address line 2": "address line 2", "home score": "home score", "driver's licence": "driver's licence"} {
		if got, ok := correctionNoun(n); !ok || got != want {
			t.Errorf("correctionNoun(%q) = %q, %v", n, got, ok)
		}
	}
}
