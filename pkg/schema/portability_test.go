package schema

import (
	"encoding/json"
	"testing"

	"github.com/mcpgen/mcpgen/pkg/tool"
)

// findAt returns the finding of rule at pointer in inputSchema, if any.
func findAt(fs []Finding, rule, pointer string) (Finding, bool) {
	for _, f := range fs {
		if f.Rule == rule && f.Pointer == pointer && f.Schema == "inputSchema" {
			return f, true
		}
	}
	return Finding{}, false
}

func lintSchema(s string, p Profile) []Finding {
	return Lint(tool.Tool{Name: "t", Description: "d", InputSchema: json.RawMessage(s)}, LintOptions{Profile: p})
}

// TestUndeclaredRequired: a required property that properties does not
// declare is reported, and is an error for every consumer once
// additionalProperties: false forbids it; normalize declares it, so
// openai-strict's additionalProperties: false no longer makes the schema
// unsatisfiable.
func TestUndeclaredRequired(t *testing.T) {
	open := `{"type":"object","properties":{"a":{"type":"string","description":"a"}},"required":["a","b"]}`
	if _, ok := findAt(lintSchema(open, ProfileOpenAIStrict), "required-missing-property", "/required/1"); !ok {
		t.Errorf("no required-missing-property: %v", lintSchema(open, ProfileOpenAIStrict))
	}
	closed := `{"type":"object","properties":{"a":{"type":"string","description":"a"}},"required":["a","b"],"additionalProperties":false}`
	f, ok := findAt(lintSchema(closed, ProfileMCP), "required-forbidden", "/required/1")
	if !ok || f.Severity != SeverityError {
		t.Errorf("closed: %v, want required-forbidden error at /required/1", lintSchema(closed, ProfileMCP))
	}

	for _, p := range []Profile{ProfileOpenAIStrict, ProfileGemini, ProfileAll} {
		out, changes, err := Normalize(json.RawMessage(open), p)
		if err != nil {
			t.Fatal(err)
		}
		var declared bool
		for _, c := range changes {
			if c.Kind == "required-declared" && c.Pointer == "/properties/b" {
				declared = true
			}
		}
		if !declared {
			t.Errorf("%s: no required-declared change: %v", p, changes)
		}
		for _, f := range lintSchema(string(out), p) {
			if f.Rule == "required-missing-property" || f.Rule == "required-forbidden" {
				t.Errorf("%s: normalized schema still has %v", p, f)
			}
		}
		s, err := Compile(out, CompileOptions{})
		if err != nil {
			t.Fatal(err)
		}
		if vs := s.Validate(map[string]any{"a": "x", "b": "y"}); vs != nil {
			t.Errorf("%s: normalized %s rejects {a,b}: %v", p, out, vs)
		}
	}
	// The additionalProperties schema, when there is one, is the
	// declaration: the same constraint as before.
	out, _, err := Normalize(json.RawMessage(`{"type":"object","properties":{},"required":["n"],"additionalProperties":{"type":"integer"}}`), ProfileOpenAIStrict)
	if err != nil {
		t.Fatal(err)
	}
	var m struct {
		Properties map[string]map[string]any `json:"properties"`
	}
	if err := json.Unmarshal(out, &m); err != nil || m.Properties["n"]["type"] != "integer" {
		t.Errorf("declared from additionalProperties: %s", out)
	}
}

// TestGeminiEmptyObjectParameter: an object parameter without properties
// is a Gemini error, and the gemini normalization removes it.
func TestGeminiEmptyObjectParameter(t *testing.T) {
	s := `{"type":"object","properties":{"q":{"type":"string","description":"q"},"opts":{"type":"object","description":"options"},"env":{"type":"object","additionalProperties":{"type":"string"},"description":"env"},"tags":{"type":"array","items":{"type":"string"},"description":"t"}},"required":["q","env"]}`
	for _, ptr := range []string{"/properties/opts", "/properties/env"} {
		f, ok := findAt(lintSchema(s, ProfileGemini), "object-properties-empty", ptr)
		if !ok || f.Severity != SeverityError {
			t.Errorf("no object-properties-empty error at %s: %v", ptr, lintSchema(s, ProfileGemini))
		}
	}
	if f, ok := findAt(lintSchema(s, ProfileOpenAI), "object-properties-empty", "/properties/opts"); ok && f.Severity == SeverityError {
		t.Errorf("object-properties-empty is an error for openai")
	}
	out, changes, err := Normalize(json.RawMessage(s), ProfileGemini)
	if err != nil {
		t.Fatal(err)
	}
	removed := map[string]bool{}
	for _, c := range changes {
		if c.Kind == "property-removed" {
			removed[c.Pointer] = true
		}
	}
	if !removed["/properties/opts"] || !removed["/properties/env"] || len(removed) != 2 {
		t.Errorf("property-removed changes %v", changes)
	}
	for _, f := range lintSchema(string(out), ProfileGemini) {
		if f.Severity == SeverityError {
			t.Errorf("normalized schema: %v", f)
		}
	}
	// The other profiles keep the parameter.
	out, _, err = Normalize(json.RawMessage(s), ProfileOpenAI)
	if err != nil {
		t.Fatal(err)
	}
	var m struct {
		Properties map[string]any `json:"properties"`
	}
	if err := json.Unmarshal(out, &m); err != nil || m.Properties["opts"] == nil {
		t.Errorf("openai normalization dropped opts: %s", out)
	}
}

// TestDialectPortability: a tool schema that declares a dialect other than
// 2020-12 draws dialect-not-2020-12 (inputSchema and outputSchema); one
// without $schema or with 2020-12 does not.
func TestDialectPortability(t *testing.T) {
	for _, d := range []string{"http://json-schema.org/draft-07/schema#", "http://json-schema.org/draft-04/schema#", "https://json-schema.org/draft/2019-09/schema"} {
		s := `{"$schema":"` + d + `","type":"object","properties":{"a":{"type":"string","description":"a"}}}`
		tl := tool.Tool{Name: "t", Description: "d", InputSchema: json.RawMessage(s), OutputSchema: json.RawMessage(s)}
		got := map[string]Finding{}
		for _, f := range Lint(tl, LintOptions{Profile: ProfileMCP}) {
			if f.Rule == "dialect-not-2020-12" {
				got[f.Schema] = f
			}
		}
		for _, which := range []string{"inputSchema", "outputSchema"} {
			f, ok := got[which]
			if !ok || f.Pointer != "/$schema" || len(f.Breaks) != 1 || f.Breaks[0] != ConsumerMCP {
				t.Errorf("%s %s: %v", d, which, got)
			}
		}
	}
	for _, s := range []string{`{"type":"object","properties":{}}`, `{"$schema":"https://json-schema.org/draft/2020-12/schema","type":"object","properties":{}}`} {
		if _, ok := findAt(lintSchema(s, ProfileMCP), "dialect-not-2020-12", "/$schema"); ok {
			t.Errorf("%s: dialect-not-2020-12", s)
		}
	}
}
