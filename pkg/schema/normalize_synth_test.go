package schema_test

import (
	"encoding/json"
	"path/filepath"
	"testing"

	"github.com/mcpgen/mcpgen/pkg/schema"
	"github.com/mcpgen/mcpgen/pkg/synth"
	"github.com/mcpgen/mcpgen/pkg/tool"
)

// openAPINullable reads Gemini's "nullable": true as JSON Schema does not:
// it adds null to the type (or a null branch to anyOf, or null to enum).
func openAPINullable(v any) any {
	switch x := v.(type) {
	case map[string]any:
		for k, e := range x {
			switch k {
			case "enum", "const", "default", "example", "examples", "required":
			default:
				x[k] = openAPINullable(e)
			}
		}
		if x["nullable"] == true {
			delete(x, "nullable")
			if t, ok := x["type"].(string); ok {
				x["type"] = []any{t, "null"}
			}
			if alts, ok := x["anyOf"].([]any); ok {
				x["anyOf"] = append(alts, map[string]any{"type": "null"})
			}
			if e, ok := x["enum"].([]any); ok {
				x["enum"] = append(e, nil)
			}
		}
	case []any:
		for i := range x {
			x[i] = openAPINullable(x[i])
		}
	}
	return v
}

// TestNormalizeKeepsSynthInstances: instances pkg/synth generates from each
// original captured schema (20 per tool, seeded) validate against the
// original and against the schema normalized for each widening profile.
func TestNormalizeKeepsSynthInstances(t *testing.T) {
	files, _ := filepath.Glob(filepath.Join("..", "..", "testdata", "mcp-servers", "*.json"))
	checked := 0
	for _, f := range files {
		ts, err := tool.LoadFile(f, "")
		if err != nil {
			t.Fatal(err)
		}
		for _, tt := range ts {
			orig, err := schema.CompileInput(tt)
			if err != nil {
				t.Fatal(err)
			}
			g, err := synth.New(orig, synth.Options{Seed: 7, Key: tt.Name})
			if err != nil {
				t.Fatalf("%s: %v", tt.Name, err)
			}
			var insts []any
			for i := 0; i < 20; i++ {
				raw, err := g.Next()
				if err != nil {
					break // synth's budget; the instances so far still count
				}
				v, err := schema.DecodeJSON(raw)
				if err != nil {
					t.Fatal(err)
				}
				if orig.Validate(v) != nil {
					continue
				}
				insts = append(insts, v)
			}
			for _, p := range []schema.Profile{schema.ProfileAll, schema.ProfileGemini, schema.ProfileOpenAI, schema.ProfileLlamaFactory} {
				out, _, err := schema.Normalize(tt.InputSchema, p)
				if err != nil {
					t.Fatalf("%s %s: %v", tt.Name, p, err)
				}
				nv, _ := schema.DecodeJSON(out)
				back, _ := json.Marshal(openAPINullable(nv))
				norm, err := schema.Compile(back, schema.CompileOptions{})
				if err != nil {
					t.Fatalf("%s %s: %v", tt.Name, p, err)
				}
				for _, v := range insts {
					checked++
					if viol := norm.Validate(v); viol != nil {
						b, _ := json.Marshal(v)
						t.Errorf("%s %s %s: original accepts %s, normalized rejects: %v", filepath.Base(f), tt.Name, p, b, viol)
					}
				}
			}
		}
	}
	if checked < 1000 {
		t.Errorf("only %d instance checks", checked)
	}
	t.Logf("%d instance checks", checked)
}
