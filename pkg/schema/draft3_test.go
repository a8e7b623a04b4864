package schema_test

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/mcpgen/mcpgen/internal/testenv"
	"github.com/mcpgen/mcpgen/pkg/schema"
)

// Draft-03's boolean "required" on a property becomes the property's name
// in its object's required list, so the schema compiles under 2020-12 and
// still requires what draft-03 meant.
func TestNormalizeDraft3Required(t *testing.T) {
	t.Parallel()
	raw := []byte(`{"type":"object","properties":{
		"a":{"type":"string","required":true},
		"b":{"type":"integer","required":false},
		"c":{"type":"object","properties":{"d":{"type":"string","required":true}}},
		"e":{"type":"array","items":{"type":"string","required":true}}},
		"required":["b2"]}`)
	if _, err := schema.Compile(raw, schema.CompileOptions{}); err == nil {
		t.Fatal("a boolean required compiled under 2020-12; the test's premise is gone")
	}
	out, changes, err := schema.Normalize(raw, schema.ProfileMCP)
	if err != nil {
		t.Fatal(err)
	}
	if strings.Contains(string(out), `"required":true`) || strings.Contains(string(out), `"required":false`) {
		t.Errorf("a boolean required is left: %s", out)
	}
	var got struct {
		Required   []string `json:"required"`
		Properties struct {
			C struct {
				Required []string `json:"required"`
			} `json:"c"`
		} `json:"properties"`
	}
	if err := json.Unmarshal(out, &got); err != nil {
		t.Fatal(err)
	}
	if strings.Join(got.Required, ",") != "b2,a" || strings.Join(got.Properties.C.Required, ",") != "d" {
		t.Errorf("required lists = %v and %v, want [b2 a] and [d]: %s", got.Required, got.Properties.C.Required, out)
	}
	n := 0
	for _, c := range changes {
		if c.Kind == "required-rewritten" {
			n++
		}
	}
	if n != 4 {
		t.Errorf("%d required-rewritten changes, want 4 (a, b, d, the items'): %v", n, changes)
	}
	s, err := schema.Compile(out, schema.CompileOptions{})
	if err != nil {
		t.Fatalf("normalized schema does not compile: %v\n%s", err, out)
	}
	for inst, valid := range map[string]bool{
		`{"a":"x","b2":1}`:               true,
		`{"b2":1}`:                       false, // a is required
		`{"a":"x","b2":1,"c":{}}`:        false, // c.d is required
		`{"a":"x","b2":1,"c":{"d":"y"}}`: true,
		`{"a":"x","b2":1,"e":["z"]}`:     true,
	} {
		v, err := s.ValidateJSON([]byte(inst))
		if err != nil {
			t.Fatal(err)
		}
		if (len(v) == 0) != valid {
			t.Errorf("%s: violations %v, want valid=%v", inst, v, valid)
		}
	}
}

// The captured hubspot-mcp-server tools mark properties with draft-03's
// "required": true next to a 2020-12 required list: none compiles as
// served, each does after Normalize, without a duplicated name.
func TestNormalizeDraft3RequiredHubspot(t *testing.T) {
	t.Parallel()
	_, tools := testenv.LoadTools(t, "../../testdata/schema/draft03/hubspot.json")
	if len(tools) != 3 {
		t.Fatalf("%d tools, want 3", len(tools))
	}
	for _, tl := range tools {
		if _, err := schema.CompileInput(tl); err == nil {
			t.Errorf("%s compiled as served", tl.Name)
		}
		out, _, err := schema.Normalize(tl.InputSchema, schema.ProfileMCP)
		if err != nil {
			t.Fatalf("%s: %v", tl.Name, err)
		}
		tl.InputSchema = out
		if _, err := schema.CompileInput(tl); err != nil {
			t.Errorf("%s after Normalize: %v", tl.Name, err)
		}
		var s struct {
			Required []string `json:"required"`
		}
		if err := json.Unmarshal(out, &s); err != nil {
			t.Fatal(err)
		}
		seen := map[string]bool{}
		for _, r := range s.Required {
			if seen[r] {
				t.Errorf("%s: %q twice in required: %s", tl.Name, r, out)
			}
			seen[r] = true
		}
	}
}

// Lint names the draft-03 keyword, at its pointer, instead of a bare
// schema-invalid.
func TestLintDraft3Required(t *testing.T) {
	t.Parallel()
	_, tools := testenv.LoadTools(t, "../../testdata/schema/draft03/hubspot.json")
	for _, tl := range tools {
		var rules []string
		for _, f := range schema.Lint(tl, schema.LintOptions{Profile: schema.ProfileMCP}) {
			rules = append(rules, f.Rule+" "+f.Pointer)
		}
		got := strings.Join(rules, "; ")
		if !strings.Contains(got, "required-boolean /properties/") || strings.Contains(got, "schema-invalid") {
			t.Errorf("%s: findings %s", tl.Name, got)
		}
	}
}
