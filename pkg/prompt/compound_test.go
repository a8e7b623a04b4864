package prompt

import (
	"slices"
	"testing"
)

// A verb and a plural particle a tool name writes apart are the noun
// they make ("ListOverdueFollowUps": "follow-ups"), so a key's words
// never split them ("the overdue follow the PostFitting up").
func TestNameCompoundsJoined(t *testing.T) {
	t.Parallel()
	if w := nameWords("ListOverdueFollowUps"); !slices.Contains(w, "follow-ups") {
		t.Errorf("nameWords = %q", w)
	}
	if w := nameWords("follow_up_patient"); slices.Contains(w, "follow-up") {
		t.Errorf("a verb's particle joined: %q", w)
	}
	schema := `{"type":"object","properties":{"olderThanDays":{"type":"integer","minimum":0,"default":30},"followUpKind":{"type":"string","enum":["AnnualRetest","PostFitting","CleanAndCheck","Any"],"default":"Any"}}}`
	desc := "Patients whose annual retest or post-fitting follow-up is overdue, for the recall call list."
	checkRequests(t, []requestCase{
		{"ListOverdueFollowUps", desc, schema, `{"olderThanDays":90}`, []string{"follow-ups"}, []string{"follow ups"}},
		{"ListOverdueFollowUps", desc, schema, `{"followUpKind":"CleanAndCheck"}`, []string{"CleanAndCheck"}, []string{"follow the"}},
	}, 6, 41)
}
