package prompt

import "testing"

// A terse description that names a thing and no act is the request's
// object (descNounAct): a read-only tool gets it, a tool whose name
// ends on a verb does that verb to it. Was 'I want your help with
// leaderboard on event rz5h', 'Could you help me with truck T6's pos?',
// 'Could you help me with lot 24-AGS-661's analysis record …'.
func TestDescNounIsTheObject(t *testing.T) {
	checkSaid(t, fileRequests(t, "dev45/hackathon_platform.json", "lb", `{"e":"rz5h","k":30}`, 8),
		[]string{"leaderboard"}, "help", "hand with", "work through")
	checkSaid(t, fileRequests(t, "dev45/vehicle_recovery_towing.json", "truck_pos", `{"trk":"T6"}`, 8),
		[]string{"gps fix"}, "help", "pos?", "pos.", "hand with")
	checkSaid(t, fileRequests(t, "dev45/hop_farm.json", "lot_analysis_record", `{"lot_no":"24-AGS-661","alpha":0.05}`, 8),
		[]string{"record a lab result", "recording a lab result"}, "analysis record", "help")
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
