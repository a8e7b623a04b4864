package prompt

import "testing"

// A terse description that names a thing and no act is the request's
// object (descNounAct): a read-only tool gets it, a tool whose name
// ends on a verb does that verb to it. Was 'I want your help with
// leaderboard on event rz5h', 'Could you help me with truck T6's pos?',
// 'Walk me through hold place for SKU 0085115 …', 'Need help with bid
// place …'.
func TestDescNounIsTheObject(t *testing.T) {
	checkSaid(t, fileRequests(t, "dev45/hackathon_platform.json", "lb", `{"e":"rz5h","k":30}`, 8),
		[]string{"leaderboard"}, "help", "hand with", "work through")
	checkSaid(t, fileRequests(t, "dev45/vehicle_recovery_towing.json", "truck_pos", `{"trk":"T6"}`, 8),
		[]string{"gps fix"}, "help", "pos?", "pos.", "hand with")
	checkSaid(t, fileRequests(t, "dev45/pawn_shop.json", "holdPlace", `{"sku":"0085115","agency":"Brightwell","caseNo":"508733"}`, 8),
		[]string{"place an le hold", "placing an le hold"}, "hold place", "help", "a le hold")
	checkSaid(t, fileRequests(t, "dev45/stamp_collectors_society.json", "bid-place", `{"lot":"57/2","m":30,"amt":10000}`, 8),
		[]string{"place a postal bid", "placing a postal bid"}, "bid place", "to bid a", "help")
}

// descNoun reads a noun phrase, never an act or a clause with a verb.
func TestDescNoun(t *testing.T) {
	for desc, want := range map[string]string{
		"leaderboard":   "leaderboard",
		"Last GPS fix.": "last GPS fix",
		"monthly numbers (TEFAP/agency reporting)":                "monthly numbers",
		"Per-vessel remaining quota. pct = warn threshold 0-100.": "remaining quota",
		"Free spaces between two dates (yyyymmdd, to > from).":    "free spaces",
		"postal/commission bid. amt = max bid in pence":           "postal bid",
		"Book in new roll(s)":                                     "",
		"customer pays off, items released":                       "",
		"coin + card + app + wash&fold totals per day":            "",
		"Get the leaderboard for an event.":                       "",
	} {
		if got := descNoun(desc); got != want {
			t.Errorf("descNoun(%q) = %q, want %q", desc, got, want)
		}
	}
}
