package generate

import (
	"encoding/json"
	"path/filepath"
	"strings"
	"testing"
)

// TestNegativesOfferAsManyToolsAsPositives: with --distractors K, negative
// records offer K+1 tools (capped by the tools of the run), like positive
// records, so the number of tools does not leak the label.
func TestNegativesOfferAsManyToolsAsPositives(t *testing.T) {
	t.Parallel()
	src := corpusSource(t, "example.json", "ex") // 10 tools
	for _, k := range []int{0, 2, 9} {
		out := filepath.Join(t.TempDir(), "neg.jsonl")
		runTo(t, []Source{src}, config{N: 10, Seed: 4, Distractors: k, Negatives: 0.3, Workers: 2}, out)
		want := min(k+1, len(src.Tools))
		counts := map[string]map[int]int{}
		for _, line := range strings.Split(strings.TrimSpace(string(read(t, out))), "\n") {
			var rec struct {
				Messages []struct {
					ToolCalls []json.RawMessage `json:"tool_calls"`
				} `json:"messages"`
				Tools []json.RawMessage `json:"tools"`
			}
			if err := json.Unmarshal([]byte(line), &rec); err != nil {
				t.Fatal(err)
			}
			kind := "negative"
			for _, m := range rec.Messages {
				if len(m.ToolCalls) > 0 {
					kind = "positive"
				}
			}
			if counts[kind] == nil {
				counts[kind] = map[int]int{}
			}
			counts[kind][len(rec.Tools)]++
		}
		for _, kind := range []string{"positive", "negative"} {
			if len(counts[kind]) != 1 || counts[kind][want] == 0 {
				t.Errorf("distractors %d: %s records offer %v tools (count: records), want all %d", k, kind, counts[kind], want)
			}
		}
	}
}
