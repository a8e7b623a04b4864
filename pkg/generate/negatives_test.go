package generate

import (
	"encoding/json"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/mcpgen/mcpgen/pkg/tool"
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

// TestNegativesNearMissesOfOfferedTools: a server without near misses of
// its own (chat tools written for the test) gets near-miss negatives from
// its tools' domain — with and without a mix of kinds — each offering
// every tool its refusal names, and every record passes dataset check.
func TestNegativesNearMissesOfOfferedTools(t *testing.T) {
	t.Parallel()
	obj := func(props ...string) json.RawMessage {
		p := map[string]any{}
		for _, n := range props {
			p[n] = map[string]string{"type": "string", "description": "The " + strings.ReplaceAll(n, "_", " ") + "."}
		}
		b, _ := json.Marshal(map[string]any{"type": "object", "properties": p, "required": props})
		return b
	}
	tools := []tool.Tool{
		{Name: "chatter_post_message", Description: "Post a new message to a channel.", InputSchema: obj("channel_id", "text")},
		{Name: "chatter_list_channels", Description: "List the public channels of the workspace.", InputSchema: obj()},
		{Name: "chatter_reply_to_thread", Description: "Reply to a thread of messages.", InputSchema: obj("channel_id", "thread_ts", "text")},
		{Name: "chatter_add_reaction", Description: "Add an emoji reaction to a message.", InputSchema: obj("channel_id", "timestamp", "reaction")},
		{Name: "forecast_lookup", Description: "Look up the weather forecast for a city.", InputSchema: obj("city")},
	}
	schemas := map[string]json.RawMessage{}
	for _, tl := range tools {
		schemas[tl.Name] = tl.InputSchema
	}
	srcs := []Source{{Server: "chatter", Tools: tools}}
	mix, err := parseMix(testMix)
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		name string
		opts config
	}{
		{"single", config{N: 12, Seed: 3, Distractors: 2, Negatives: 0.4}},
		{"mix", config{N: 12, Seed: 3, Distractors: 1, Negatives: 0.4, Mix: mix}},
	} {
		t.Run(c.name, func(t *testing.T) {
			out := filepath.Join(t.TempDir(), "neg.jsonl")
			runTo(t, srcs, c.opts, out)
			checkFile(t, out, "openai", schemas)
			near := 0
			for _, line := range strings.Split(strings.TrimSpace(string(read(t, out))), "\n") {
				var rec struct {
					Messages []struct {
						Content   string
						ToolCalls []json.RawMessage `json:"tool_calls"`
					}
					Tools []struct{ Function struct{ Name string } }
				}
				if err := json.Unmarshal([]byte(line), &rec); err != nil {
					t.Fatal(err)
				}
				a := rec.Messages[len(rec.Messages)-1].Content
				if len(rec.Messages) != 2 || len(rec.Messages[1].ToolCalls) > 0 || !strings.HasPrefix(a, "I can't ") {
					continue
				}
				near++
				if len(rec.Tools) != c.opts.Distractors+1 {
					t.Errorf("near miss offers %d tools, positives %d", len(rec.Tools), c.opts.Distractors+1)
				}
				i := strings.Index(a, "; I can ")
				if i < 0 {
					// "I can only get forecasts": the forecast tool is offered.
					if !slices.ContainsFunc(rec.Tools, func(tl struct{ Function struct{ Name string } }) bool { return tl.Function.Name == "forecast_lookup" }) {
						t.Errorf("refusal %q; offered %v", a, rec.Tools)
					}
					continue
				}
				can, _, _ := strings.Cut(a[i+len("; I can "):], ". ")
				// "…; I can only post messages here.": what the tools do,
				// said without offering it in place of a delete
				can = strings.TrimPrefix(can, "only ")
				for _, v := range strings.Split(strings.ReplaceAll(can, " or ", ", "), ", ") {
					verb := strings.Fields(v)[0]
					if !slices.ContainsFunc(rec.Tools, func(tl struct{ Function struct{ Name string } }) bool {
						return strings.Contains(tl.Function.Name, "_"+verb+"_")
					}) {
						t.Errorf("refusal %q says %q; offered %v", a, v, rec.Tools)
					}
				}
				for _, bad := range []string{"I can't add", "I can't post", "I can't list", "I can't reply"} {
					if strings.HasPrefix(a, bad) {
						t.Errorf("refusal of what a tool does: %q", a)
					}
				}
				if testing.Verbose() {
					t.Logf("%s → %s", rec.Messages[0].Content, a)
				}
			}
			if near < 3 {
				t.Errorf("%d near-miss negatives", near)
			}
		})
	}
}
