package prompt

import (
	"encoding/json"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/mcpgen/mcpgen/pkg/role"
)

// A money key in minor units is said without the unit its name ends on,
// the amount being said in the currency: a towing yard's paid_p
// ("pence") is "£173.99 paid", never "a £173.99 paid p" nor "The paid p
// is £259.99"; a bound's "p" (maxP, "cents") is the price it bounds and
// stays. Shape of a vehicle recovery server's release tool (dev
// vehicle_recovery_towing.json).
func TestMinorUnitKeySaidWithoutUnit(t *testing.T) {
	sch := `{"type": "object", "properties": {"ref": {"type": "string", "pattern": "^RJ[0-9]{6}-[0-9]{3}$"}, "to": {"type": "string", "description": "name of person collecting"}, "id_doc": {"type": "string", "enum": ["v5c", "driving_licence", "passport", "police_release"]}, "paid_p": {"type": "integer", "minimum": 0, "description": "pence"}}, "required": ["ref", "to", "id_doc", "paid_p"]}`
	cases := []requestCase{
		{"impound_release", "Release impounded vehicle. Needs V5C/ID seen + fees paid.", sch,
			`{"id_doc":"passport","paid_p":17399,"ref":"RJ455560-137","to":"Leon Jensen"}`, []string{"£173.99 paid"}, []string{"paid p"}},
	}
	checkRequests(t, cases, 20, 43)
	money := role.Role{Kind: role.Money, Unit: "cents"}
	for _, c := range []struct{ human, want string }{
		{"paid p", "amount paid"}, {"fee c", "fee"}, {"max p", ""}, {"p", ""}, {"daily limit cents", ""},
	} {
		got, ok := minorTailless(Param{Human: c.human, Role: money})
		if got != c.want || ok != (c.want != "") {
			t.Errorf("minorTailless(%q) = %q, %v, want %q", c.human, got, ok, c.want)
		}
	}
}

// A clarification's reply gives an amount in minor units as money, the
// way the request says amounts: "$24.99.", never "2499 cents." nor a bare
// "2499". Shape of a water utility's bill adjustment (dev
// water_utility_billing.json).
func TestClarifyAnswerCentsAsMoney(t *testing.T) {
	p := Param{Name: "amountCents", Human: "amount", Type: "integer", Role: role.Role{Kind: role.Money, Unit: "cents"}}
	for seed := uint64(0); seed < 12; seed++ {
		r := ClarifyAnswer(rand.New(rand.NewPCG(seed, 5)), p, json.Number("2499"), "What amount should I credit?")
		if !strings.HasPrefix(r, "$24.99") || strings.Contains(r, "2499") {
			t.Errorf("seed %d: reply %q, want $24.99", seed, r)
		}
	}
}
