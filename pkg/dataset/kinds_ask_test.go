package dataset

import (
	"encoding/json"
	"strings"
	"testing"
)

// askTool takes a flag, a choice and a list of records, the values a
// clarification can ask for besides a free one.
var askTool = ToolDef{
	Name:        "handle",
	Description: "Handle a dialog and log a note",
	Parameters: json.RawMessage(`{"type":"object","properties":{"accept":{"type":"boolean"},"level":{"type":"string","enum":["error","warning","info"]},` +
		`"notes":{"type":"array","items":{"type":"object","properties":{"entityName":{"type":"string"},"contents":{"type":"array","items":{"type":"string"}}}}}},"required":["accept"]}`),
}

// askRecord is a clarification asking question, answered by reply, before
// a call of askTool with args.
func askRecord(question, reply, args string) *Record {
	return &Record{Tools: []ToolDef{askTool}, Turns: []Turn{
		{Role: RoleUser, Content: "Handle the dialog."},
		{Role: RoleAssistant, Content: question},
		{Role: RoleUser, Content: reply},
		{Role: RoleAssistant, Calls: []Call{{ID: "aSk000001", Name: "handle", Arguments: json.RawMessage(args)}}},
	}}
}

// TestCheckClarifyShapes: a flag is supplied by a yes or a no matching
// it and named by the question; a choice is named by a question offering
// it; a record is supplied when all its values are in the reply. A reply
// saying the opposite of the flag, or a question offering no choice, is
// an error.
func TestCheckClarifyShapes(t *testing.T) {
	cases := []struct {
		name, q, reply, args, want string
	}{
		{"flag yes", "Should I accept the dialog?", "Yes, please.", `{"accept":true}`, ""},
		{"flag no", "Should I accept the dialog?", "No, thanks.", `{"accept":false}`, ""},
		{"flag opposite", "Should I accept the dialog?", "Yes.", `{"accept":false}`, "supplies no argument"},
		{"flag unnamed", "Anything else?", "No.", `{"accept":false}`, "names none"},
		{"choice offered", "Which one: error, warning or info?", "Warning.", `{"accept":true,"level":"warning"}`, ""},
		{"choice not offered", "Anything else?", "Just warning then.", `{"accept":true,"level":"warning"}`, "names none"},
		{"records", "Which notes? I'll need the entity name and the contents.", "Ana Costa: prefers mornings.",
			`{"accept":true,"notes":[{"entityName":"Ana Costa","contents":["prefers mornings"]}]}`, ""},
		{"records half said", "Which notes?", "Ana Costa.",
			`{"accept":true,"notes":[{"entityName":"Ana Costa","contents":["prefers mornings"]}]}`, "supplies no argument"},
		// A question that names nothing, answered by the value exactly.
		{"content-free", "Sure. Which one should I use?", "warning", `{"accept":true,"level":"warning"}`, `"Sure. Which one should I use?" does not say in words what is missing (level)`},
		{"content-free polite", "Could you send it, please?", "Warning.", `{"accept":true,"level":"warning"}`, "does not say in words what is missing"},
		{"named by a noun", "Which level should I log at?", "warning", `{"accept":true,"level":"warning"}`, ""},
		{"asks for a person", "Who should it go to?", "warning", `{"accept":true,"level":"warning"}`, ""},
	}
	for _, format := range kindFormats {
		for _, c := range cases {
			errs := checkRecord(t, format, askRecord(c.q, c.reply, c.args))
			switch {
			case c.want == "" && len(errs) > 0:
				t.Errorf("%s %s: %v", format, c.name, errs)
			case c.want != "" && (len(errs) != 1 || !strings.Contains(errs[0], c.want)):
				t.Errorf("%s %s: want %q, got %v", format, c.name, c.want, errs)
			}
		}
	}
}

// dateTool takes a date and a start time, values a reply says in words.
var dateTool = ToolDef{
	Name:        "plan",
	Description: "Plan a day",
	Parameters:  json.RawMessage(`{"type":"object","properties":{"date":{"type":"string","format":"date"},"start":{"type":"string","format":"date-time"}}}`),
}

// TestCheckClarifyDateWords: a reply may give a date or a date-time in
// words, as people type them ("the 10th of January 2026", "Jan 10,
// 2026", "5 April 2026 at 1:45 pm UTC"); a reply saying another day,
// year, time or zone, or a day with no month or year, supplies nothing.
func TestCheckClarifyDateWords(t *testing.T) {
	cases := []struct {
		name, q, reply, args, want string
	}{
		{"iso", "Which date should I use?", "2026-01-10, please.", `{"date":"2026-01-10"}`, ""},
		{"ordinal", "Which date should I use?", "The 10th of January 2026.", `{"date":"2026-01-10"}`, ""},
		{"month first", "Which date should I use?", "Jan 10, 2026", `{"date":"2026-01-10"}`, ""},
		{"other day", "Which date should I use?", "The 11th of January 2026.", `{"date":"2026-01-10"}`, "supplies no argument"},
		{"other year", "Which date should I use?", "10 January 2025.", `{"date":"2026-01-10"}`, "supplies no argument"},
		{"no year", "Which date should I use?", "The 10th of January.", `{"date":"2026-01-10"}`, "supplies no argument"},
		{"no month", "Which date should I use?", "The 10th, 2026.", `{"date":"2026-01-10"}`, "supplies no argument"},
		{"date-time", "When should it start?", "5 April 2026 at 13:45 UTC.", `{"start":"2026-04-05T13:45:00Z"}`, ""},
		{"date-time pm", "When should it start?", "April 5, 2026, 1:45 pm UTC", `{"start":"2026-04-05T13:45:00Z"}`, ""},
		{"date-time other hour", "When should it start?", "5 April 2026 at 14:45 UTC.", `{"start":"2026-04-05T13:45:00Z"}`, "supplies no argument"},
		{"date-time no zone", "When should it start?", "5 April 2026 at 13:45.", `{"start":"2026-04-05T13:45:00Z"}`, "supplies no argument"},
	}
	for _, format := range kindFormats {
		for _, c := range cases {
			rec := &Record{Tools: []ToolDef{dateTool}, Turns: []Turn{
				{Role: RoleUser, Content: "Plan it."},
				{Role: RoleAssistant, Content: c.q},
				{Role: RoleUser, Content: c.reply},
				{Role: RoleAssistant, Calls: []Call{{ID: "aSk000002", Name: "plan", Arguments: json.RawMessage(c.args)}}},
			}}
			errs := checkRecord(t, format, rec)
			switch {
			case c.want == "" && len(errs) > 0:
				t.Errorf("%s %s: %v", format, c.name, errs)
			case c.want != "" && (len(errs) != 1 || !strings.Contains(errs[0], c.want)):
				t.Errorf("%s %s: want %q, got %v", format, c.name, c.want, errs)
			}
		}
	}
}

// wordTool takes a review verdict, an API constant, and a search query.
var wordTool = ToolDef{
	Name:        "act",
	Description: "Review a change or search places",
	Parameters: json.RawMessage(`{"type":"object","properties":{"event":{"type":"string","enum":["APPROVE","REQUEST_CHANGES","COMMENT"]},` +
		`"query":{"type":"string"}}}`),
}

// TestCheckClarifyWordedChoices: a choice among API constants may be
// offered and answered in words ("request changes" for REQUEST_CHANGES);
// a question offering no choice, or a reply naming another one, still
// fails. A search the request began and the reply completes with where
// ("coffee shops" … "In Prague.") is supplied; a reply that is not the
// end of the value, or a request that did not say its start, is not.
func TestCheckClarifyWordedChoices(t *testing.T) {
	cases := []struct {
		name, req, q, reply, args, want string
	}{
		{"worded", "Review it.", "Should I approve, request changes or comment?", "Request changes.", `{"event":"REQUEST_CHANGES"}`, ""},
		{"worded short", "Review it.", "Sure. Which event: approve, request changes or comment?", "Just approve.", `{"event":"APPROVE"}`, ""},
		{"raw", "Review it.", "Which event: APPROVE, REQUEST_CHANGES or COMMENT?", "REQUEST_CHANGES", `{"event":"REQUEST_CHANGES"}`, ""},
		{"not offered", "Review it.", "Anything else?", "Request changes, please.", `{"event":"REQUEST_CHANGES"}`, "supplies no argument"},
		{"other choice", "Review it.", "Should I approve, request changes or comment?", "Approve.", `{"event":"REQUEST_CHANGES"}`, "supplies no argument"},
		{"place", "Can you find me some coffee shops?", "Where should I look?", "In Prague.", `{"query":"coffee shops in Prague"}`, ""},
		{"place bare", "Can you find me some coffee shops?", "Which area?", "Prague", `{"query":"coffee shops in Prague"}`, ""},
		{"place unsaid start", "Can you search for me?", "Where should I look?", "In Prague.", `{"query":"coffee shops in Prague"}`, "supplies no argument"},
		{"place partial word", "Can you find me some coffee shops?", "Where?", "ague", `{"query":"coffee shops in Prague"}`, "supplies no argument"},
	}
	for _, format := range kindFormats {
		for _, c := range cases {
			rec := &Record{Tools: []ToolDef{wordTool}, Turns: []Turn{
				{Role: RoleUser, Content: c.req},
				{Role: RoleAssistant, Content: c.q},
				{Role: RoleUser, Content: c.reply},
				{Role: RoleAssistant, Calls: []Call{{ID: "aSk000003", Name: "act", Arguments: json.RawMessage(c.args)}}},
			}}
			errs := checkRecord(t, format, rec)
			switch {
			case c.want == "" && len(errs) > 0:
				t.Errorf("%s %s: %v", format, c.name, errs)
			case c.want != "" && (len(errs) != 1 || !strings.Contains(errs[0], c.want)):
				t.Errorf("%s %s: want %q, got %v", format, c.name, c.want, errs)
			}
		}
	}
}
