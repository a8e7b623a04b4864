package synth

import (
	"regexp"
	"strings"
	"testing"
)

// A postal code whose pattern takes five digits is a code of the call's
// city, and the city is one whose codes have five digits: Boston's 02114,
// never "80720" beside Lisbon.
func TestPostalPatternPicksItsPlace(t *testing.T) {
	src := `{"type":"object","properties":{"shop":{"type":"string"},"ship_to":{"type":"object","properties":{"street":{"type":"string"},"city":{"type":"string"},"postal_code":{"type":"string","pattern":"^[0-9]{5}$"}},"required":["street","city","postal_code"]}},"required":["shop","ship_to"]}`
	for _, m := range decodeAll(t, src, 60, Options{Seed: 4, RootObject: true, Topic: "open_trade_account"}) {
		to, _ := m["ship_to"].(map[string]any)
		city, _ := to["city"].(string)
		code, _ := to["postal_code"].(string)
		ok := false
		for _, c := range cityPostals[city] {
			ok = ok || regexp.MustCompile("^"+strings.ReplaceAll(c, "X", "[0-9]")+"$").MatchString(code)
		}
		if !ok {
			t.Errorf("city %q, postal code %q: not a code of the city", city, code)
		}
	}
}
