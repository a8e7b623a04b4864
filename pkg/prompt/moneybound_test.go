package prompt

import (
	"strings"
	"testing"
)

// checkSaid asserts that every request holds one of want and none of bad.
func checkSaid(t *testing.T, reqs []string, want []string, bad ...string) {
	t.Helper()
	for _, s := range reqs {
		l := strings.ToLower(s)
		for _, b := range bad {
			if strings.Contains(l, b) {
				t.Errorf("%q says %q", s, b)
			}
		}
		found := false
		for _, w := range want {
			found = found || strings.Contains(l, w)
		}
		if !found {
			t.Errorf("%q says none of %q", s, want)
		}
	}
}

// Two money keys that end a range (estimate_low_gbp, estimate_high_gbp)
// are said as one estimate, "with an estimate between £100 and £400", and
// a request that changes that estimate says "to £100-£400", never each
// end by its key ("with a £100 estimate low and a £400 estimate high").
func TestMoneyRangeSaidAsOne(t *testing.T) {
	checkSaid(t, fileRequests(t, "dev44/auction_house.json", "assign_item_to_sale",
		`{"item_id":"CG-2024-0142-03","sale_number":"24117","estimate_low_gbp":100,"estimate_high_gbp":400}`, 12),
		[]string{"an estimate between £100 and £400", "an estimate of £100 to £400"}, "estimate low", "estimate high")
	checkSaid(t, fileRequests(t, "dev44/auction_house.json", "update_lot_estimate",
		`{"lot_ref":"24117/45","estimate_low_gbp":100,"estimate_high_gbp":400,"reason":"Re-valued."}`, 12),
		[]string{"to £100-£400", "to between £100 and £400"}, "estimate low", "estimate high", "with an estimate")
}

// A lone money bound whose key ends with its currency code
// (estimate_min_gbp) is said as a bound of what it bounds, "with an
// estimate of at least £100", never "with a £100 estimate min"; a limit
// (credit_limit_gbp) stays an amount of its own.
func TestMoneyBoundBeforeCurrency(t *testing.T) {
	checkSaid(t, fileRequests(t, "dev44/auction_house.json", "search_lots", `{"query":"Staffordshire spaniel","estimate_min_gbp":100}`, 12),
		[]string{"an estimate of at least £100", "the estimate starting at £100"}, "estimate min")
	checkSaid(t, fileRequests(t, "dev44/auction_house.json", "register_bidder", `{"sale_number":"24117","credit_limit_gbp":150}`, 12),
		[]string{"credit limit"}, "for £150")
}

// A duration key that bounds a span (min-window-minutes) is said as a
// bound, "each at least 240 minutes long" of the windows asked for, never
// "with a 240-minute min window".
func TestSpanBoundSaid(t *testing.T) {
	checkSaid(t, fileRequests(t, "dev44/surf_school.json", "get-tide-windows", `{"beach":"FIS","min-window-minutes":240}`, 12),
		[]string{"each at least 240 minutes long"}, "min window", "240-minute")
}

// A span bound whose key ends with its unit (maxDurationMin) is said
// "with a duration of at most 10 minutes", never "with a duration min
// of no more than 10 minutes".
func TestSpanBoundUnitTail(t *testing.T) {
	checkSaid(t, fileRequests(t, "dev44/orchestra_music_library.json", "library.searchWorks", `{"maxDurationMin":10}`, 12),
		[]string{"a duration of at most 10 minutes", "a duration of no more than 10 minutes"}, "duration min")
}

// A range whose two ends are one amount is said as that amount, "revise
// the estimate to £100", never "to between £100 and £100".
func TestMoneyRangeOfOneAmount(t *testing.T) {
	checkSaid(t, fileRequests(t, "dev44/auction_house.json", "update_lot_estimate",
		`{"lot_ref":"24117/45","estimate_low_gbp":100,"estimate_high_gbp":100,"reason":"Re-valued."}`, 12),
		[]string{"to £100"}, "£100 and £100", "£100-£100", "estimate low")
}
