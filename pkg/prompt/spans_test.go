package prompt

import "testing"

// A span of days a tool adds or grants is how long, never a window back
// from now: renewing a certificate "over the past 3 days" or extending a
// trial "from the last 10 days" asks for something else. Tools written
// for the test, with descriptions holding the words ("previous", "recent") that
// made a window of them.
func TestSpansThatAreNoWindow(t *testing.T) {
	cert := `{"type":"object","properties":{"domain":{"type":"string"},
		"validity_days":{"type":"integer","description":"Validity of the new certificate in days"}},"required":["domain","validity_days"]}`
	trial := `{"type":"object","properties":{"customer_id":{"type":"string"},
		"days":{"type":"integer","description":"Number of days to extend the trial by"}},"required":["customer_id","days"]}`
	never := []string{"last", "past"}
	checkRequests(t, []requestCase{
		{"renew_certificate", "Renew a TLS certificate before the previous one expires", cert, `{"domain":"acme.dev","validity_days":90}`,
			[]string{"90 days"}, never},
		{"extend_trial", "Extend a customer's trial. Shows recent activity.", trial, `{"customer_id":"cus_81","days":14}`,
			[]string{"14 days"}, never},
	}, 30, 77)
}
