package role

import (
	"encoding/json"
	"testing"
)

// A number whose name ends on "minor" after words of its own is money in
// minor units: a crowdfunding site's minimumPledgeMinor, goalMinor and
// amountMinor were a bare number (a pledge of 167, "$1.67") or money of
// 1 to 500 with decimals. A version's minor number stays a number.
func TestMinorSuffixMoney(t *testing.T) {
	t.Parallel()
	s, tools := loadServer(t, "dev39/crowdfunding_site.json")
	for _, c := range []struct{ tool, ptr string }{
		{"AddRewardTier", "/minimumPledgeMinor"}, {"AddRewardTier", "/shippingMinor"},
		{"CreateCampaignDraft", "/goalMinor"}, {"RefundPledge", "/amountMinor"},
	} {
		if r := fileRole(t, s, tools, c.tool, c.ptr); r.Kind != Money || r.Unit != "cents" {
			t.Errorf("%s %s = %s in %q (%s), want money in cents", c.tool, c.ptr, r.Kind, r.Unit, r.Why)
		}
	}
	tool := ToolContext{Name: "set_version", Description: "Set the app's version."}
	for _, n := range []string{"versionMinor", "api_minor"} {
		r := Classify(tool, ParamContext{Name: n, Path: "/" + n, Schema: json.RawMessage(`{"type":"integer"}`)})
		if r.Kind == Money {
			t.Errorf("%s: money (%s), want a version's number", n, r.Why)
		}
	}
}
