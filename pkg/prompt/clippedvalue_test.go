package prompt

import (
	"strings"
	"testing"
)

// TestClippedValueSaid: a choice value that is a clipped word ("rcvd",
// "acct") is said spelled out, never as written.
func TestClippedValueSaid(t *testing.T) {
	cases := []requestCase{
		{"set_parcel_state", "update parcel state",
			`{"type":"object","properties":{"parcel":{"type":"string"},"status":{"type":"string","enum":["rcvd","sorted","out"]}},"required":["parcel","status"]}`,
			`{"parcel":"PX-118","status":"rcvd"}`, nil, nil},
		{"settle_tab", "settle a bar tab",
			`{"type":"object","properties":{"tab":{"type":"string"},"method":{"type":"string","enum":["cash","card","acct"]}},"required":["tab","method"]}`,
			`{"tab":"T-77","method":"acct"}`, nil, nil},
	}
	forRequests(t, cases, 6, 5, func(c requestCase, i int, text string) {
		for _, clip := range []string{"rcvd", "acct"} {
			if strings.Contains(text, clip) {
				t.Errorf("%s: clipped value %q said as written: %s", c.name, clip, text)
			}
		}
	})
	if got := unclippedValue("ACCT"); got != "ACCOUNT" {
		t.Errorf("unclippedValue(ACCT) = %q", got)
	}
}
