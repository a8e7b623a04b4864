package prompt

import "testing"

// A choice whose value is the verdict a call records is said by the
// value: outcome=released "as released", decision=declined "as
// declined", decision=approve "with a decision to approve", never "for
// a released outcome", "for a declined decision" nor "for an approve
// decision".
func TestVerdictChoiceSaid(t *testing.T) {
	checkSaid(t, fileRequests(t, "dev45/wildlife_rescue_centre.json", "casualtyClose", `{"casualtyRef":"14-0384","outcome":"released"}`, 8),
		[]string{"as released"}, "released outcome")
	checkSaid(t, fileRequests(t, "dev45/bookbinding_restoration_bindery.json", "record_quote_approval",
		`{"job_id":"BND-26-7875","quote_version":1,"decision":"declined"}`, 8),
		[]string{"as declined"}, "declined decision")
	checkSaid(t, fileRequests(t, "dev45/forestry_permits.json", "decide_permit",
		`{"permit_number":"FP-25-05119","forester_id":"FOR-426","decision":"approve"}`, 8),
		[]string{"a decision to approve"}, "approve decision")
}

// A choice whose value opens on a preposition is said as it is:
// stage=after_tuning "after tuning", never "on the after tuning stage",
// and never as a sentence of its own ("After tuning.").
func TestStepChoiceSaid(t *testing.T) {
	checkSaid(t, fileRequests(t, "dev45/bell_foundry_restoration.json", "bells.recordTuning",
		`{"bellId":"LB-0024","stage":"after_tuning","nominalHz":100,"measuredOn":"2026-01-14"}`, 16),
		[]string{"after tuning"}, "tuning stage", ". after tuning")
}

func TestVerdictChoiceWords(t *testing.T) {
	st := &funcState{}
	for _, c := range []struct{ v, label, want string }{
		{"did not attend", "outcome", "as did not attend"},
		{"pass", "result", "as a pass"},
		{"good", "result", "as good"},
		{"unsatisfactory", "outcome", "as unsatisfactory"},
		{"ok", "verdict", "as OK"},
		{"ambulance", "outcome", "with an outcome of ambulance"},
		{"died", "outcome", ""},
		{"1-0", "result", ""},
		{"filling", "treatment", ""},
	} {
		if got, _ := st.verdictChoice(c.v, c.label); got != c.want {
			t.Errorf("verdictChoice(%q, %q) = %q, want %q", c.v, c.label, got, c.want)
		}
	}
}
