package schema

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/mcpgen/mcpgen/pkg/tool"
)

// TestGeneralRules covers the general kinds of schema faults that the schema-bug
// corpus does not show on its own.
func TestGeneralRules(t *testing.T) {
	cases := []struct {
		name, schema, rule, pointer string
		opts                        LintOptions
	}{
		{"type with anyOf", `{"type":"object","properties":{"a":{"type":"string","anyOf":[{"minLength":1},{"maxLength":0}]}}}`, "type-with-anyof", "/properties/a/anyOf", LintOptions{Profile: ProfileGemini}},
		{"required absent", `{"type":"object","properties":{"a":{"type":"string"}},"required":["a","b"]}`, "required-missing-property", "/required/1", LintOptions{Profile: ProfileGemini}},
		{"root anyOf", `{"type":"object","anyOf":[{"properties":{"a":{"type":"string"}}},{"properties":{"b":{"type":"string"}}}],"properties":{}}`, "root-combinator", "/anyOf", LintOptions{Profile: ProfileOpenAI}},
		{"unknown format", `{"type":"object","properties":{"n":{"type":"string","format":"phone"}}}`, "format-unknown", "/properties/n/format", LintOptions{Profile: ProfileGemini}},
		{"ref unresolved", `{"type":"object","properties":{"a":{"$ref":"#/$defs/missing"}}}`, "ref-unresolved", "/properties/a/$ref", LintOptions{Profile: ProfileMCP}},
		{"ref external", `{"type":"object","properties":{"a":{"$ref":"https://example.com/s.json"}}}`, "ref-external", "/properties/a/$ref", LintOptions{Profile: ProfileMCP}},
		{"ref via anchor", `{"type":"object","properties":{"a":{"$ref":"#node"}},"$defs":{"n":{"$anchor":"node","type":"object","properties":{"c":{"$ref":"#node"}}}}}`, "ref-recursive", "/$defs/n/properties/c/$ref", LintOptions{Profile: ProfileGemini}},
		{"bounds contradict", `{"type":"object","properties":{"code":{"type":"string","minLength":5,"maxLength":2}}}`, "bounds-contradict", "/properties/code/minLength", LintOptions{Profile: ProfileMCP}},
		{"exclusive bounds contradict", `{"type":"object","properties":{"n":{"type":"number","exclusiveMinimum":3,"maximum":3}}}`, "bounds-contradict", "/properties/n/exclusiveMinimum", LintOptions{Profile: ProfileMCP}},
		{"enum empty", `{"type":"object","properties":{"day":{"type":"string","enum":[]}}}`, "enum-empty", "/properties/day/enum", LintOptions{Profile: ProfileMCP}},
		{"enum value invalid", `{"type":"object","properties":{"a":{"type":"string","enum":["x",3]}}}`, "value-invalid", "/properties/a/enum/1", LintOptions{Profile: ProfileMCP}},
		{"const invalid", `{"type":"object","properties":{"a":{"type":"integer","const":"1"}}}`, "value-invalid", "/properties/a/const", LintOptions{Profile: ProfileMCP}},
		{"example invalid", `{"type":"object","properties":{"a":{"type":"integer","minimum":5,"examples":[1]}}}`, "value-invalid", "/properties/a/examples/0", LintOptions{Profile: ProfileMCP}},
		{"java type", `{"type":"object","properties":{"a":{"type":"String"},"b":{"type":"HashMap"},"c":{"type":"ArrayList"},"d":{"type":"long"}}}`, "type-name-nonstandard", "/properties/b/type", LintOptions{Profile: ProfileMCP}},
		{"python str in type array", `{"type":"object","properties":{"a":{"type":["str","null"]}}}`, "type-name-nonstandard", "/properties/a/type/0", LintOptions{Profile: ProfileMCP}},
		{"properties on string", `{"type":"object","properties":{"a":{"type":"string","properties":{"x":{}}}}}`, "properties-on-non-object", "/properties/a/properties", LintOptions{Profile: ProfileGemini}},
		{"gemini unsupported keyword", `{"type":"object","properties":{"a":{"type":"array","items":{"type":"string"},"uniqueItems":true}}}`, "keyword-unsupported", "/properties/a/uniqueItems", LintOptions{Profile: ProfileGemini}},
		{"python named group", `{"type":"object","properties":{"d":{"type":"string","pattern":"^(?P<y>\\d{4})$"}}}`, "pattern-invalid", "/properties/d/pattern", LintOptions{Profile: ProfileOpenAI}},
		{"patternProperties key", `{"type":"object","properties":{},"patternProperties":{"^(?=x)":{"type":"string"}}}`, "pattern-re2-unsupported", "/patternProperties/^(?=x)", LintOptions{Profile: ProfileMCP}},
		{"strict nested required", `{"type":"object","properties":{"o":{"type":"object","properties":{"x":{"type":"string"}},"additionalProperties":false}},"required":["o"],"additionalProperties":false}`, "strict-required-all", "/properties/o", LintOptions{Profile: ProfileOpenAIStrict}},
		{"not JSON Schema", `{"type":"object","properties":{"a":{"minLength":"three"}}}`, "schema-invalid", "/properties/a/minLength", LintOptions{Profile: ProfileMCP}},
		{"enum numbers", `{"type":"object","properties":{"n":{"type":"integer","enum":[1,2]}}}`, "enum-non-string", "/properties/n/enum/0", LintOptions{Profile: ProfileGemini}},
		{"deep", strings.Repeat(`{"type":"object","properties":{"a":`, 30) + `{}` + strings.Repeat(`}}`, 30), "schema-too-deep", "", LintOptions{Profile: ProfileMCP}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			fs := Lint(tool.Tool{Name: "t", Description: "d", InputSchema: json.RawMessage(c.schema)}, c.opts)
			for _, f := range fs {
				if f.Rule == c.rule && f.Pointer == c.pointer && f.Schema == "inputSchema" {
					if want := ruleSeverity(c.rule); f.Severity != want {
						t.Errorf("severity %s, want %s: %v", f.Severity, want, f)
					}
					return
				}
			}
			t.Fatalf("no %s at %q; got %v", c.rule, c.pointer, fs)
		})
	}
}

func TestDraft4BooleanBoundIsFine(t *testing.T) {
	s := `{"$schema":"http://json-schema.org/draft-04/schema#","type":"object","properties":{"n":{"type":"integer","minimum":0,"exclusiveMinimum":true}}}`
	for _, f := range Lint(tool.Tool{Name: "t", Description: "d", InputSchema: json.RawMessage(s)}, LintOptions{Profile: ProfileMCP}) {
		if f.Rule == "exclusive-bound-boolean" || f.Rule == "schema-invalid" {
			t.Errorf("draft-04 schema: %v", f)
		}
	}
}

func TestOutputSchemaRules(t *testing.T) {
	tl := tool.Tool{Name: "t", Description: "d", InputSchema: json.RawMessage(`{"type":"object","properties":{}}`),
		OutputSchema: json.RawMessage(`{"type":"array","items":{"type":"string","pattern":"(?=x)"},"additionalProperties":false}`)}
	var rules []string
	for _, f := range Lint(tl, LintOptions{}) {
		if f.Schema == "outputSchema" {
			rules = append(rules, f.Rule+" "+f.Pointer)
			if len(f.Breaks) != 1 || f.Breaks[0] != ConsumerMCP {
				t.Errorf("outputSchema finding breaks %v, want [mcp]", f.Breaks)
			}
		}
	}
	got := strings.Join(rules, ",")
	if got != "pattern-re2-unsupported /items/pattern,root-not-object /type" {
		t.Fatalf("outputSchema findings: %s (provider-only rules must not apply)", got)
	}
}

func TestUnsatisfiableHook(t *testing.T) {
	tl := tool.Tool{Name: "t", Description: "d", InputSchema: json.RawMessage(`{"type":"object","properties":{"a":{"type":"integer","minimum":5,"maximum":1}},"required":["a"]}`)}
	var got *Schema
	opts := LintOptions{Unsatisfiable: func(s *Schema) (string, string) {
		got = s
		return "/properties/a", "minimum 5 is above maximum 1"
	}}
	fs := Lint(tl, opts)
	if got == nil || got.Lib() == nil {
		t.Fatal("hook not called with the compiled schema")
	}
	for _, f := range fs {
		if f.Rule == "schema-unsatisfiable" && f.Pointer == "/properties/a" && strings.Contains(f.Message, "minimum 5") {
			return
		}
	}
	t.Fatalf("no schema-unsatisfiable finding: %v", fs)
}

func TestRulesTable(t *testing.T) {
	seen := map[string]bool{}
	prev := ""
	for _, r := range Rules {
		if seen[r.ID] || r.ID <= prev || r.Summary == "" {
			t.Errorf("rule %q: duplicate, unsorted or without summary", r.ID)
		}
		seen[r.ID] = true
		prev = r.ID
	}
}

// TestCompileConcurrent: compiled schemas are cached and shared between
// goroutines (run with -race).
func TestCompileConcurrent(t *testing.T) {
	raw := []byte(`{"type":"object","properties":{"a":{"type":"string","pattern":"^x"}},"required":["a"]}`)
	var wg sync.WaitGroup
	res := make([]*Schema, 8)
	for i := range res {
		wg.Add(1)
		go func() {
			defer wg.Done()
			s, err := Compile(raw, CompileOptions{})
			if err != nil {
				t.Error(err)
				return
			}
			if v := s.Validate(map[string]any{"a": "y"}); len(v) != 1 {
				t.Errorf("violations %v", v)
			}
			res[i] = s
		}()
	}
	wg.Wait()
	s1, _ := Compile(raw, CompileOptions{})
	if s2, _ := Compile(raw, CompileOptions{}); s1 != s2 {
		t.Error("compile cache did not return the cached schema")
	}
}

func TestValidateArguments(t *testing.T) {
	tl := tool.Tool{Name: "read", Server: "fs", InputSchema: json.RawMessage(`{"type":"object","properties":{"path":{"type":"string"},"n":{"type":"integer","minimum":1}},"required":["path"]}`)}
	args, _ := DecodeJSON([]byte(`{"n":0}`))
	v, err := ValidateArguments(tl, args)
	if err != nil {
		t.Fatal(err)
	}
	got := map[string]string{}
	for _, x := range v {
		got[x.SchemaPointer] = x.InstancePointer
	}
	if got["/required"] != "" || got["/properties/n/minimum"] != "/n" || len(v) != 2 {
		t.Fatalf("violations %+v", v)
	}
	bad := tool.Tool{Name: "bad", Server: "fs", InputSchema: json.RawMessage(`{"type":"dict"}`)}
	if _, err := ValidateArguments(bad, map[string]any{}); err == nil || !strings.Contains(err.Error(), "tool bad (server fs)") {
		t.Fatalf("err = %v", err)
	}
	if v, err := ValidateArguments(tool.Tool{Name: "none"}, map[string]any{"x": 1}); err != nil || v != nil {
		t.Fatalf("no inputSchema: %v %v", v, err)
	}
}

// TestRulesDoc keeps docs/lint-rules.md in step with Rules (go test -update
// rewrites it).
func TestRulesDoc(t *testing.T) {
	var b strings.Builder
	b.WriteString("# Lint rules of `mcpgen validate`\n\n")
	b.WriteString("Generated from `schema.Rules` (`go test ./pkg/schema -run TestRulesDoc -update`); `mcpgen schema rules` prints the same list.\n")
	b.WriteString("A finding is an error when it breaks a consumer of the chosen `--profile` (`all` = every consumer except `openai-strict`), else a warning; advice is always a warning.\n")
	b.WriteString("Rules that break only `openai-strict` are reported only with `--profile openai-strict`.\n\n")
	b.WriteString("| rule | what | breaks | from |\n| --- | --- | --- | --- |\n")
	for _, r := range Rules {
		breaks := make([]string, len(r.Breaks))
		for i, c := range r.Breaks {
			breaks[i] = string(c)
		}
		br := strings.Join(breaks, ", ")
		if r.Advisory {
			br = "advice"
		}
		fmt.Fprintf(&b, "| `%s` | %s | %s | %s |\n", r.ID, strings.ReplaceAll(r.Summary, "|", "\\|"), br, r.Source)
	}
	path := filepath.Join("..", "..", "docs", "lint-rules.md")
	if *update {
		if err := os.WriteFile(path, []byte(b.String()), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (run go test -update)", err)
	}
	if d := cmp.Diff(string(want), b.String()); d != "" {
		t.Errorf("%s (-want +got):\n%s", path, d)
	}
}

// ruleSeverity is the severity a finding of rule has: warning for an
// advisory rule, error for the others.
func ruleSeverity(rule string) Severity {
	for _, r := range Rules {
		if r.ID == rule && r.Advisory {
			return SeverityWarning
		}
	}
	return SeverityError
}
