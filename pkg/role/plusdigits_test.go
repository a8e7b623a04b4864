package role

import (
	"encoding/json"
	"testing"
)

// An id its description states as a prefix plus digits takes that
// pattern: "K + 6 digits", `"LIB-" + 4-5 digits`.
func TestPlusDigits(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct{ desc, pat string }{
		{`member no (K + 6 digits)`, `^K[0-9]{6}$`},
		{`Loan code \"LIB-\" + 4-5 digits.`, `^LIB-[0-9]{4,5}$`},
		{`Number of digits to show`, ``},
		// an example opening with more keeps what it opens with
		{`Pump id: plant code + PU + 3 digits, e.g. ABX-PU104`, `^ABX-PU[0-9]{3}$`},
		{`Pump id: PU + 3 digits, e.g. PU104`, `^PU[0-9]{3}$`},
	} {
		r := Classify(ToolContext{Name: "lend"}, ParamContext{Name: "ref", Path: "/ref", Schema: json.RawMessage(`{"type":"string","description":"` + tc.desc + `"}`)})
		if r.Pattern != tc.pat {
			t.Errorf("%q: pattern %q (%s), want %q", tc.desc, r.Pattern, r.Why, tc.pat)
		}
	}
}
