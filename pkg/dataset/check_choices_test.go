package dataset

import (
	"encoding/json"
	"strings"
	"testing"
)

// TestCheckClarifyListChoices: a list of constants chosen from those the
// question offers, answered in words ("parallel parking and hill
// start" for ["parallel_parking","hill_start"]), supplies the argument;
// the same words to a question offering nothing do not.
func TestCheckClarifyListChoices(t *testing.T) {
	lesson := ToolDef{Name: "log_lesson", Description: "Log a driving lesson",
		Parameters: json.RawMessage(`{"type":"object","properties":{"skills":{"type":"array","items":{"type":"string","enum":["junctions","parallel_parking","hill_start"]}}},"required":["skills"]}`)}
	rec := func(q, reply string) *Record {
		return &Record{Tools: []ToolDef{lesson}, Turns: []Turn{
			{Role: RoleUser, Content: "Log the lesson."},
			{Role: RoleAssistant, Content: q},
			{Role: RoleUser, Content: reply},
			{Role: RoleAssistant, Calls: []Call{{ID: "aSk000002", Name: "log_lesson", Arguments: json.RawMessage(`{"skills":["parallel_parking","hill_start"]}`)}}},
		}}
	}
	for _, format := range kindFormats {
		if errs := checkRecord(t, format, rec("Which skills: junctions, parallel parking or hill start?", "Parallel parking and hill start.")); len(errs) > 0 {
			t.Errorf("%s: choices offered and answered in words: %v", format, errs)
		}
		errs := checkRecord(t, format, rec("Anything else?", "Parallel parking and hill start."))
		if len(errs) != 1 || !strings.Contains(errs[0], "supplies no argument") {
			t.Errorf("%s: choices offered by no question: %v", format, errs)
		}
	}
}
