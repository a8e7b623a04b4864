package prompt

import "testing"

// A count-like key ending in a clipped "number" ("shelf_no") names the
// thing by its number ("shelf 14"), never reads the key out ("a shelf
// no of 14").
func TestNumberClipSaidAsThing(t *testing.T) {
	cases := []requestCase{
		{"get_shelf_log", "Get the restocking log of one shelf.",
			`{"type":"object","properties":{"aisle_code":{"type":"string","pattern":"^A[0-9]{2}$"},"shelf_no":{"type":"integer","minimum":0}},"required":["aisle_code","shelf_no"]}`,
			`{"aisle_code":"A07","shelf_no":14}`,
			[]string{"shelf 14"}, []string{"shelf no"}},
	}
	checkRequests(t, cases, 40, 11)
}
