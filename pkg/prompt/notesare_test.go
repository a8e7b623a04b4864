package prompt

import "testing"

// A text given whole under a plural key is introduced with "are": was
// 'The visit notes is: "Ate half a bowl of porridge …"', now 'The visit
// notes are: …'.
func TestPluralTextKeyAgrees(t *testing.T) {
	reqs := fileRequests(t, "dev45/home_care_agency.json", "checkOut",
		`{"visitId":"16857374-9b86-449d-81ee-0b54641a912a","timestamp":1770208200,"visitNotes":"Ate half a bowl of porridge, declined a shower, in good spirits"}`, 24)
	checkSaid(t, reqs, []string{"porridge"}, "notes is:")
}
