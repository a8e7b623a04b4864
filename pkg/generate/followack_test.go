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
