package prompt

import "testing"

// TestFlagCutKeepsEvenWithItsCondition checks that a flag whose
// description holds a condition led by "even" ("Force the refund even if
// the window has passed") is said short of the whole condition, never
// with a dangling "even" ("and force the refund even").
func TestFlagCutKeepsEvenWithItsCondition(t *testing.T) {
	checkRequests(t, []requestCase{
		{"return_parcel", "Return a parcel to its sender.",
			`{"type":"object","properties":{"parcel_ref":{"type":"string"},"late_ok":{"type":"boolean","description":"Force the return even if the return window has closed"}},"required":["parcel_ref"]}`,
			`{"parcel_ref":"PX-2291","late_ok":true}`, []string{"PX-2291", "force the return"}, []string{"return even", " even?", " even."}},
	}, 40, 171)
}
