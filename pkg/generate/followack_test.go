package generate

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/mcpgen/mcpgen/pkg/prompt"
)

// TestFollowupOfflineChangeDone: offline over the captured GitHub,
// Notion, Slack and Redis tools (no outputSchema), a follow-up on a tool
// that changes one thing is a finished exchange the second request
// refers back to ("Same again for issue 146, please."): the tool reports
// the change done in its own words, the second call is the first with
// one value changed, every value of it said in the conversation; no
// user declines a change that then switches topic.
func TestFollowupOfflineChangeDone(t *testing.T) {
	var srcs []Source
	for _, s := range []string{"github", "notion", "slack", "redis"} {
		srcs = append(srcs, corpusSource(t, s+".json", s))
	}
	done, declined := 0, 0
	for _, r := range kindRecords(t, srcs, "followup", 1, 6607) {
		names, args := r.calls()
		res := r.results()
		if len(names) != 2 || len(res) != 1 {
			continue
		}
		if res[0] == prompt.DeclinedNotice || res[0] == prompt.CancelledNotice {
			declined++
			continue
		}
		if !doneReport(res[0]) {
			t.Errorf("offline result %q of %s", res[0], names[0])
			continue
		}
		done++
		if names[0] != names[1] && readsAfterChange(names[1]) {
			continue // a read asked after the change (followLead): TestFollowupReadAfterChange
		}
		var second string
		for i := len(r.Messages) - 1; i >= 0; i-- {
			if r.Messages[i].Role == "user" {
				second = r.Messages[i].Content
				break
			}
		}
		if names[0] == names[1] && args[0] == args[1] {
			t.Errorf("second call repeats the first: %s", args[1])
		}
		for _, v := range leafStrings(t, args[1]) {
			if !strings.Contains(r.request()+" "+second, v) && !strings.Contains(args[0], v) {
				t.Errorf("value %q of the second call said nowhere: %q / %q", v, r.request(), second)
			}
		}
		if strings.Contains(second, "for owner ") {
			t.Errorf("the same change for another owner's repository of that name: %q", second)
		}
		if strings.Contains(second, "Thanks. Now for the") || strings.Contains(second, " of ") && strings.Contains(second, "with an") {
			t.Errorf("a read's follow-up wording after a change: %q", second)
		}
	}
	if done < 10 {
		t.Errorf("%d follow-ups on a change done (%d declined), want most of the changing tools", done, declined)
	}
}

// leafStrings are the string leaves of the JSON object s.
func leafStrings(t *testing.T, s string) []string {
	t.Helper()
	var v any
	if err := json.Unmarshal([]byte(s), &v); err != nil {
		t.Fatal(err)
	}
	var out []string
	var walk func(any)
	walk = func(x any) {
		switch m := x.(type) {
		case map[string]any:
			for _, e := range m {
				walk(e)
			}
		case []any:
			for _, e := range m {
				walk(e)
			}
		case string:
			out = append(out, m)
		}
	}
	walk(v)
	return out
}

// boardTools: a move of a task into a section (two ids of one kind), a
// card cancelled for a reason, and a volume setter.
const boardTools = `[
 {"name":"add_task_to_section","description":"Move a task into a section of a project",
  "inputSchema":{"type":"object","properties":{"task_id":{"type":"string","description":"Task id","pattern":"^[0-9]{16}$"},
   "section_id":{"type":"string","description":"Section id","pattern":"^[0-9]{16}$"}},"required":["task_id","section_id"]}},
 {"name":"cancel_card","description":"Cancel a payment card",
  "inputSchema":{"type":"object","properties":{"card_id":{"type":"string","description":"Card id"},
   "reason":{"type":"string","enum":["lost","stolen","no_longer_needed"]}},"required":["card_id","reason"]}},
 {"name":"set_volume","description":"Set the playback volume",
  "inputSchema":{"type":"object","properties":{"volume_percent":{"type":"integer","minimum":0,"maximum":100,"description":"Volume in percent"}},"required":["volume_percent"]}}
]`

// TestFollowupAgainSaysWhich: after a change done, the request for the
// same change again names which value it replaces when the tool takes
// two ids ("for section 12…", not a bare id), never ends the same thing
// again for another reason, and a setting changed again is a correction.
func TestFollowupAgainSaysWhich(t *testing.T) {
	src := toolsFor(t, "board", boardTools)
	for _, seed := range []int64{3, 7, 11} {
		for _, r := range kindRecords(t, []Source{src}, "followup", 4, seed) {
			names, args := r.calls()
			res := r.results()
			if len(names) != 2 || len(res) != 1 || !doneReport(res[0]) {
				continue
			}
			var second string
			for _, m := range r.Messages[1:] {
				if m.Role == "user" {
					second = m.Content
				}
			}
			switch names[0] {
			case "add_task_to_section":
				if !strings.Contains(second, "task ") && !strings.Contains(second, "section ") {
					t.Errorf("which id the follow-up replaces is not said: %q (%s then %s)", second, args[0], args[1])
				}
			case "cancel_card":
				var a, b map[string]any
				_ = json.Unmarshal([]byte(args[0]), &a)
				_ = json.Unmarshal([]byte(args[1]), &b)
				if a["card_id"] == b["card_id"] {
					t.Errorf("the cancelled card cancelled again: %q (%s then %s)", second, args[0], args[1])
				}
			case "set_volume":
				if strings.HasPrefix(second, "Same again") || strings.Contains(second, "once more") {
					t.Errorf("a setting repeated, not corrected: %q", second)
				}
			}
		}
	}
}

// readsAfterChange tells whether the tool name opens on a verb that reads.
func readsAfterChange(name string) bool {
	w := nameWords(name)
	return len(w) > 0 && (w[0] == "get" || w[0] == "list" || w[0] == "search" || w[0] == "find" || w[0] == "fetch" || w[0] == "read")
}
