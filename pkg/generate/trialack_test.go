package generate

import (
	"strings"
	"testing"

	"github.com/mcpgen/mcpgen/pkg/prompt"
)

// trialTools are invented tools whose change can be asked as a trial: a
// validate-only flag, a dry run.
const trialTools = `[
{"name":"publish_chapter","description":"Publish a chapter of a serial novel.","inputSchema":{"type":"object","properties":{
 "chapter_id":{"type":"string","description":"Chapter id"},"validateOnly":{"type":"boolean","description":"Only validate, do not publish"}},"required":["chapter_id","validateOnly"]}},
{"name":"delete_mailbox","description":"Delete a shared mailbox.","inputSchema":{"type":"object","properties":{
 "mailbox_id":{"type":"string"},"dry_run":{"type":"boolean"}},"required":["mailbox_id","dry_run"]}}
]`

// TestTrialCallAnsweredChecked: after a call with a dry-run or
// validate-only flag true, the tool's report and the assistant's answer
// say the change was checked and nothing changed ("Checked: the chapter
// can be published, but nothing was changed yet."), never that it was
// done ("Done: the chapter is published."); with the flag false the
// answer says it was done.
func TestTrialCallAnsweredChecked(t *testing.T) {
	trial, real := 0, 0
	for _, r := range kindRecords(t, []Source{toolsFor(t, "desk", trialTools)}, "followup", 16, 4411) {
		names, args := r.calls()
		res := r.results()
		if len(names) != 2 || len(res) != 1 || res[0] == prompt.DeclinedNotice || res[0] == prompt.CancelledNotice {
			continue
		}
		var answer string
		for _, m := range r.Messages {
			if m.Role == "assistant" && m.Content != "" {
				answer = m.Content
			}
		}
		isTrial := strings.Contains(args[0], `":true`)
		switch {
		case isTrial && (strings.HasPrefix(answer, "Done") || strings.Contains(answer, " is published") || strings.Contains(answer, " is deleted") || !strings.Contains(strings.ToLower(answer), "nothing was changed")):
			t.Errorf("trial call %s answered as done: %q / %q", args[0], res[0], answer)
		case isTrial && !strings.Contains(res[0], "No changes"):
			t.Errorf("trial call %s reported as done: %q", args[0], res[0])
		case isTrial:
			trial++
		case strings.Contains(strings.ToLower(answer), "nothing was changed"):
			t.Errorf("real call %s answered as a check: %q", args[0], answer)
		default:
			real++
		}
	}
	if trial == 0 || real == 0 {
		t.Errorf("%d trial and %d real change answers, want both", trial, real)
	}
}
