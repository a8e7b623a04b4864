package schema

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/mcpgen/mcpgen/pkg/tool"
)

// hostileSchema builds a schema of n chained $defs, each combining two
// $refs to the previous one with kw (allOf, anyOf, oneOf or properties):
// a few kilobytes whose expansion has 2^n nodes. The leaf is a string, so
// that validating {"x": "a"} against allOf walks the whole expansion.
func hostileSchema(kw string, n int) string {
	defs := map[string]any{"d0": map[string]any{"type": "string", "minLength": 1}}
	for i := 1; i <= n; i++ {
		prev := map[string]any{"$ref": fmt.Sprintf("#/$defs/d%d", i-1)}
		switch kw {
		case "properties":
			defs[fmt.Sprintf("d%d", i)] = map[string]any{"type": "object", "properties": map[string]any{"a": prev, "b": prev}, "required": []any{"a", "b"}}
		default:
			defs[fmt.Sprintf("d%d", i)] = map[string]any{kw: []any{prev, prev}}
		}
	}
	s := map[string]any{
		"type":       "object",
		"properties": map[string]any{"x": map[string]any{"$ref": fmt.Sprintf("#/$defs/d%d", n), "description": "x"}},
		"required":   []any{"x"},
		"$defs":      defs,
	}
	b, err := json.Marshal(s)
	if err != nil {
		panic(err)
	}
	return string(b)
}

// TestCompileRefusesRefFanOut: a schema whose $refs multiply is refused at
// compile time with ErrFanOut and the pointer of the culprit, so that no
// validation (or generation) runs for ever; lint reports ref-fan-out there.
func TestCompileRefusesRefFanOut(t *testing.T) {
	for _, kw := range []string{"allOf", "anyOf", "oneOf", "properties"} {
		t.Run(kw, func(t *testing.T) {
			raw := hostileSchema(kw, 40)
			if len(raw) > 8192 {
				t.Fatalf("hostile schema is %d bytes, want a few KB", len(raw))
			}
			_, err := Compile([]byte(raw), CompileOptions{})
			if !errors.Is(err, ErrFanOut) {
				t.Fatalf("Compile: err %v, want ErrFanOut", err)
			}
			var ee *ExpansionError
			if !errors.As(err, &ee) || !strings.HasPrefix(ee.Pointer, "/$defs/d") || ee.Limit != DefaultMaxExpansion {
				t.Fatalf("Compile: %#v, want an ExpansionError naming a /$defs/dN pointer", ee)
			}
			if !strings.Contains(err.Error(), ee.Pointer) {
				t.Errorf("message %q does not name the pointer %s", err, ee.Pointer)
			}
			// The refusal also holds for a schema already in the cache.
			if _, err := Compile([]byte(raw), CompileOptions{MaxExpansion: -1}); err != nil {
				t.Fatalf("Compile without a limit: %v", err)
			}
			if _, err := Compile([]byte(raw), CompileOptions{}); !errors.Is(err, ErrFanOut) {
				t.Fatalf("Compile after a cached unlimited compile: %v, want ErrFanOut", err)
			}
			// Validation never starts: it would visit 2^40 nodes.
			tl := tool.Tool{Name: "h", Description: "hostile", InputSchema: json.RawMessage(raw)}
			if _, err := ValidateArguments(tl, map[string]any{"x": "a"}); !errors.Is(err, ErrFanOut) {
				t.Fatalf("ValidateArguments: %v, want ErrFanOut", err)
			}
			var found bool
			for _, f := range Lint(tl, LintOptions{}) {
				if f.Rule == "ref-fan-out" {
					found = true
					if f.Pointer != ee.Pointer || f.Severity != SeverityError || f.Schema != "inputSchema" {
						t.Errorf("finding %v, want an error at %s", f, ee.Pointer)
					}
				}
				if f.Rule == "schema-invalid" {
					t.Errorf("schema-invalid beside ref-fan-out: %v", f)
				}
			}
			if !found {
				t.Errorf("no ref-fan-out finding")
			}
		})
	}
}

// TestLintHostileDefaultFinishes: a default inside the hostile chain used to
// be validated against its 2^40-node expansion by lint (value-invalid),
// which never finished.
func TestLintHostileDefaultFinishes(t *testing.T) {
	var s map[string]any
	if err := json.Unmarshal([]byte(hostileSchema("allOf", 40)), &s); err != nil {
		t.Fatal(err)
	}
	s["$defs"].(map[string]any)["d40"].(map[string]any)["default"] = "x"
	raw, _ := json.Marshal(s)
	fs := Lint(tool.Tool{Name: "h", Description: "d", InputSchema: raw}, LintOptions{})
	if !hasRule(fs, "ref-fan-out") {
		t.Fatalf("no ref-fan-out: %v", fs)
	}
}

func hasRule(fs []Finding, rule string) bool {
	for _, f := range fs {
		if f.Rule == rule {
			return true
		}
	}
	return false
}

// TestRefsWithoutFanOutCompile: reuse that does not multiply is fine — a
// long chain of single $refs, one definition referred to by many
// properties, a recursive tree — and so is every captured real schema.
func TestRefsWithoutFanOutCompile(t *testing.T) {
	chain := map[string]any{"d0": map[string]any{"type": "string"}}
	for i := 1; i <= 100; i++ {
		chain[fmt.Sprintf("d%d", i)] = map[string]any{"allOf": []any{map[string]any{"$ref": fmt.Sprintf("#/$defs/d%d", i-1)}}}
	}
	props := map[string]any{}
	for i := 0; i < 500; i++ {
		props[fmt.Sprintf("p%d", i)] = map[string]any{"$ref": "#/$defs/addr"}
	}
	addr := map[string]any{"type": "object", "properties": map[string]any{}}
	for i := 0; i < 200; i++ {
		addr["properties"].(map[string]any)[fmt.Sprintf("f%d", i)] = map[string]any{"type": "string"}
	}
	docs := []any{
		map[string]any{"type": "object", "properties": map[string]any{"x": map[string]any{"$ref": "#/$defs/d100"}}, "$defs": chain},
		map[string]any{"type": "object", "properties": props, "$defs": map[string]any{"addr": addr}},
		map[string]any{"type": "object", "properties": map[string]any{"root": map[string]any{"$ref": "#/$defs/node"}},
			"$defs": map[string]any{"node": map[string]any{"type": "object", "properties": map[string]any{
				"left": map[string]any{"$ref": "#/$defs/node"}, "right": map[string]any{"$ref": "#/$defs/node"}}}}},
	}
	for i, d := range docs {
		raw, _ := json.Marshal(d)
		if _, err := Compile(raw, CompileOptions{}); err != nil {
			t.Errorf("doc %d: %v", i, err)
		}
	}
	files, _ := filepath.Glob(filepath.Join(corpus, "*", "*.json"))
	n := 0
	for _, f := range files {
		ts, err := tool.LoadFile(f, "")
		if err != nil {
			continue
		}
		for _, tl := range ts {
			for _, raw := range []json.RawMessage{tl.InputSchema, tl.OutputSchema} {
				if len(raw) == 0 {
					continue
				}
				if _, err := Compile(raw, CompileOptions{}); errors.Is(err, ErrFanOut) {
					t.Errorf("%s %s: %v", f, tl.Name, err)
				}
				n++
			}
		}
	}
	if n == 0 && os.Getenv("CI") == "true" {
		t.Fatal("no captured schemas found")
	}
}

// TestLintStopsWithContext: an ended context stops a lint early.
func TestLintStopsWithContext(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	tools := []tool.Tool{bigEnumTool(10000), bigEnumTool(10000)}
	out := LintEach(tools, LintOptions{Context: ctx})
	for i, fs := range out {
		if len(fs) > 0 {
			t.Errorf("tool %d linted after the context ended: %v", i, fs)
		}
	}
}

func bigEnumTool(n int) tool.Tool {
	vals := make([]string, n)
	for i := range vals {
		vals[i] = fmt.Sprintf("v%06d", i)
	}
	b, _ := json.Marshal(map[string]any{"type": "object", "properties": map[string]any{
		"e": map[string]any{"type": "string", "description": "one of many", "enum": vals}}})
	return tool.Tool{Name: "e", Description: "d", InputSchema: b}
}

// TestLintBigEnum: a 150,000-value enum (1.5 MB, under the compile limit)
// is linted in linear time: each value is checked against its schema
// without comparing it to every other value (which took 161 s). The test
// asserts no time; quadratic work would exceed the test timeout.
func TestLintBigEnum(t *testing.T) {
	tl := bigEnumTool(150000)
	if len(tl.InputSchema) > DefaultMaxBytes {
		t.Fatalf("schema %d bytes, over the compile limit", len(tl.InputSchema))
	}
	fs := Lint(tl, LintOptions{Profile: ProfileMCP})
	if hasRule(fs, "value-invalid") || hasRule(fs, "schema-invalid") {
		t.Fatalf("findings %v", fs)
	}
	// The values are still checked against the rest of their schema.
	bad := bigEnumTool(3)
	bad.InputSchema = json.RawMessage(strings.Replace(string(bad.InputSchema), `"v000001"`, `7`, 1))
	var got []string
	for _, f := range Lint(bad, LintOptions{Profile: ProfileMCP}) {
		if f.Rule == "value-invalid" {
			got = append(got, f.Pointer)
		}
	}
	if len(got) != 1 || got[0] != "/properties/e/enum/1" {
		t.Errorf("value-invalid at %v, want /properties/e/enum/1", got)
	}
}

// TestLintValueChecksBounded: values (here a 5,000-value enum) on a node
// whose expansion is large but under the compile bound are checked within
// a budget of node visits; checking each against 2^14 nodes took minutes.
// The test asserts no time; unbounded work would exceed the test timeout.
func TestLintValueChecksBounded(t *testing.T) {
	var s map[string]any
	if err := json.Unmarshal([]byte(hostileSchema("allOf", 12)), &s); err != nil {
		t.Fatal(err)
	}
	vals := make([]any, 5000)
	for i := range vals {
		vals[i] = fmt.Sprintf("v%d", i)
	}
	s["$defs"].(map[string]any)["d12"].(map[string]any)["enum"] = vals
	raw, _ := json.Marshal(s)
	if _, err := Compile(raw, CompileOptions{}); err != nil {
		t.Fatalf("under the bound, the schema compiles: %v", err)
	}
	fs := Lint(tool.Tool{Name: "e", Description: "d", InputSchema: raw}, LintOptions{Profile: ProfileMCP})
	if hasRule(fs, "ref-fan-out") || hasRule(fs, "schema-invalid") {
		t.Fatalf("findings %v", fs)
	}
}
