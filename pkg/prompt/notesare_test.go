package prompt

import (
	"encoding/json"
	"testing"
)

// A text given whole under a plural key is introduced with "are": was
// 'The visit notes is: "Ate half a bowl of porridge …"', now 'The visit
// notes are: …'.
func TestPluralTextKeyAgrees(t *testing.T) {
	reqs := fileRequests(t, "dev45/home_care_agency.json", "checkOut",
		`{"visitId":"16857374-9b86-449d-81ee-0b54641a912a","timestamp":1770208200,"visitNotes":"Ate half a bowl of porridge, declined a shower, in good spirits"}`, 24)
	checkSaid(t, reqs, []string{"porridge"}, "notes is:")
}

// A span whose key ends on "for" before its unit is said after it:
// validForDays=90 "valid for 90 days", never "with a valid for of 90
// days"; regradeInDays keeps "regrade in 10 days".
func TestSpanAfterFor(t *testing.T) {
	st := &funcState{}
	for hl, want := range map[string]string{"valid for days": "valid for 90 days", "regrade in days": "regrade in 90 days"} {
		if got := st.durationPhrase(Param{}, hl, json.Number("90"), "90", "days"); got != want {
			t.Errorf("durationPhrase(%q) = %q, want %q", hl, got, want)
		}
	}
}
