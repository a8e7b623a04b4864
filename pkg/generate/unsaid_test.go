package generate

import (
	"bytes"
	"encoding/json"
	"path/filepath"
	"slices"
	"testing"

	"github.com/mcpgen/mcpgen/pkg/schema"
	"github.com/mcpgen/mcpgen/pkg/tool"
)

// TestDropMembers checks that leaving arguments out of a synthesized call
// keeps the other members' bytes as they were (key order, number forms,
// escapes) and the object valid JSON, whichever members go.
func TestDropMembers(t *testing.T) {
	raw := json.RawMessage(`{"a":1.50,"b":"x\u003cy","c":[1,{"d":true}],"e":null,"f":"last"}`)
	cases := []struct {
		drop []string
		want string
	}{
		{[]string{"a"}, `{"b":"x\u003cy","c":[1,{"d":true}],"e":null,"f":"last"}`},
		{[]string{"c", "e"}, `{"a":1.50,"b":"x\u003cy","f":"last"}`},
		{[]string{"f"}, `{"a":1.50,"b":"x\u003cy","c":[1,{"d":true}],"e":null}`},
		{[]string{"a", "b", "c", "e", "f"}, `{}`},
		{[]string{"zz"}, string(raw)},
	}
	for _, c := range cases {
		got, err := dropMembers(raw, c.drop)
		if err != nil {
			t.Fatal(err)
		}
		if string(got) != c.want || !json.Valid(got) {
			t.Errorf("drop %v: got %s, want %s", c.drop, got, c.want)
		}
	}
}

// TestGenericCallsHoldWhatIsSaid generates records for captured servers
// that take the generic request path and checks every call: it validates
// against the tool's schema, and no optional flag is set to the default
// its schema states (a request does not say a default, so the call must
// not hold it).
func TestGenericCallsHoldWhatIsSaid(t *testing.T) {
	t.Parallel()
	own := tool.Tool{Server: "own", Name: "take_capture", Description: "Take a screenshot of the page",
		InputSchema: json.RawMessage(`{"type":"object","properties":{"target":{"type":"string"},
			"fullPage":{"type":"boolean","default":false},"quiet":{"type":"boolean","default":true},
			"note":{"type":"string"}},"required":["target"]}`)}
	srcs := []Source{corpusSource(t, "playwright.json", "playwright"), corpusSource(t, "github.json", "github"),
		{Server: "own", Tools: []tool.Tool{own}}}
	out := filepath.Join(t.TempDir(), "o.jsonl")
	runTo(t, srcs, config{N: 10, Seed: 3}, out)
	compiled := map[string]*schema.Schema{}
	defaults := map[string]map[string]bool{} // tool → optional flag → its default
	for _, s := range srcs {
		for _, tl := range s.Tools {
			c, err := schema.Compile(tl.InputSchema, schema.CompileOptions{})
			if err != nil {
				t.Fatal(err)
			}
			compiled[tl.Name] = c
			var sc struct {
				Properties map[string]struct {
					Type    any   `json:"type"`
					Default *bool `json:"default"`
				} `json:"properties"`
				Required []string `json:"required"`
			}
			_ = json.Unmarshal(tl.InputSchema, &sc)
			req := map[string]bool{}
			for _, r := range sc.Required {
				req[r] = true
			}
			defaults[tl.Name] = map[string]bool{}
			for k, p := range sc.Properties {
				if p.Type == "boolean" && p.Default != nil && !req[k] {
					defaults[tl.Name][k] = *p.Default
				}
			}
		}
	}
	calls := 0
	for i, ln := range bytes.Split(bytes.TrimSpace(read(t, out)), []byte("\n")) {
		var rec kindRec
		if err := json.Unmarshal(ln, &rec); err != nil {
			t.Fatalf("line %d: %v", i+1, err)
		}
		for _, m := range rec.Messages {
			for _, c := range m.ToolCalls {
				calls++
				v, err := schema.DecodeJSON([]byte(c.Function.Arguments))
				if err != nil {
					t.Fatalf("line %d: %v", i+1, err)
				}
				if vs := compiled[c.Function.Name].Validate(v); len(vs) > 0 {
					t.Errorf("line %d: %s arguments invalid: %v", i+1, c.Function.Name, vs)
				}
				var args map[string]any
				_ = json.Unmarshal([]byte(c.Function.Arguments), &args)
				for k, def := range defaults[c.Function.Name] {
					if b, ok := args[k].(bool); ok && b == def && len(args) > 1 {
						t.Errorf("line %d: %s holds %s=%v, its default, which no request says", i+1, c.Function.Name, k, b)
					}
				}
			}
		}
	}
	if calls < 300 {
		t.Fatalf("%d calls, want the tools' records", calls)
	}
}

// TestDropGated: an argument tied to a sibling the call leaves unsaid is
// left out with it (override_justification without override_rest
// explains nothing); one whose sibling stays, or that is not tied, stays.
func TestDropGated(t *testing.T) {
	gated := map[string]string{"override_justification": "override_rest", "metalRemovedKg": "stage"}
	args := map[string]any{"job_id": "PJ25-00536", "override_rest": true, "override_justification": "Requested by the customer.", "stage": "after_tuning", "metalRemovedKg": 4.4}
	got := dropGated(gated, args, []string{"override_rest"})
	if !slices.Equal(got, []string{"override_rest", "override_justification"}) {
		t.Errorf("dropGated = %q, want override_rest and override_justification", got)
	}
	if got := dropGated(gated, args, []string{"job_id"}); !slices.Equal(got, []string{"job_id"}) {
		t.Errorf("dropGated = %q, want job_id only", got)
	}
}
