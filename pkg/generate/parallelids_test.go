package generate

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/mcpgen/mcpgen/pkg/prompt"
)

// TestParallelPastesTwoIDs: offline over the captured Notion and Slack
// tools (ids are UUIDs and message timestamps), a parallel record that
// lists one value over its calls lists at most two opaque ids: four
// pasted UUIDs or thread timestamps in one request are a list no one
// types.
func TestParallelPastesTwoIDs(t *testing.T) {
	srcs := []Source{corpusSource(t, "notion.json", "notion"), corpusSource(t, "slack.json", "slack")}
	n := 0
	for _, seed := range []int64{6607, 5, 77} {
		for _, r := range kindRecords(t, srcs, "parallel", 4, seed) {
			names, args := r.calls()
			if len(names) < 3 {
				continue
			}
			tokens := map[string]bool{}
			for i, a := range args {
				if names[i] != names[0] {
					continue
				}
				var m map[string]any
				_ = json.Unmarshal([]byte(a), &m)
				for _, v := range m {
					if s, ok := v.(string); ok && prompt.TokenLike(s) && strings.Contains(r.request(), s) {
						tokens[s] = true
					}
				}
			}
			n++
			if len(tokens) > 2+1 { // two listed, and one shared by the calls (a channel)
				t.Errorf("%d pasted ids in one request: %q", len(tokens), r.request())
			}
		}
	}
	if n == 0 {
		t.Skip("no parallel record of three or more calls")
	}
}
