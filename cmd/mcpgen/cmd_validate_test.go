package main

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/mcpgen/mcpgen/internal/testenv"
	"github.com/mcpgen/mcpgen/pkg/mcp"
	"github.com/mcpgen/mcpgen/pkg/schema"
	"github.com/mcpgen/mcpgen/pkg/tool"
)

// TestValidateSARIFSchema checks `validate --format sarif` output against
// the OASIS SARIF 2.1.0 JSON Schema, for schema-bug files and for the real
// npm filesystem server.
func TestValidateSARIFSchema(t *testing.T) {
	root := testenv.RepoRoot()
	raw, err := os.ReadFile(filepath.Join(root, "testdata", "schema", "sarif", "sarif-2.1.0-rtm.5.json"))
	if err != nil {
		t.Fatal(err)
	}
	sarifSchema, err := schema.Compile(raw, schema.CompileOptions{Draft: schema.Draft4})
	if err != nil {
		t.Fatal(err)
	}
	files, _ := filepath.Glob(filepath.Join(root, "testdata", "schema", "schema-bugs", "*.json"))
	opts := validateOptions{Files: files, Lint: schema.LintOptions{}, FailOn: schema.SeverityError, Format: "sarif"}
	node := testenv.NPMServer(t, "server-filesystem")
	opts.Servers = []mcp.ServerSpec{{Name: "fs", Transport: "stdio", Command: node[0], Args: append(node[1:], t.TempDir())}}

	io, _, out, _ := TestIO()
	if err := runValidate(context.Background(), opts, io); exitCode(err) != exitError {
		t.Fatalf("runValidate: %v (exit %d), want findings (exit 1)", err, exitCode(err))
	}
	v, err := sarifSchema.ValidateJSON(out.Bytes())
	if err != nil {
		t.Fatal(err)
	}
	if v != nil {
		t.Fatalf("SARIF output does not validate: %v", v)
	}
	var doc struct {
		Version string `json:"version"`
		Runs    []struct {
			Tool struct {
				Driver struct {
					Rules []struct {
						ID string `json:"id"`
					} `json:"rules"`
				} `json:"driver"`
			} `json:"tool"`
			Results []struct {
				RuleID string `json:"ruleId"`
				Level  string `json:"level"`
			} `json:"results"`
		} `json:"runs"`
	}
	if err := json.Unmarshal(out.Bytes(), &doc); err != nil {
		t.Fatal(err)
	}
	if doc.Version != "2.1.0" || len(doc.Runs) != 1 || len(doc.Runs[0].Tool.Driver.Rules) != len(schema.Rules) {
		t.Fatalf("unexpected SARIF shape: version %q, %d runs", doc.Version, len(doc.Runs))
	}
	rules := map[string]bool{}
	for _, r := range doc.Runs[0].Results {
		rules[r.RuleID] = true
	}
	for _, want := range []string{"type-array", "ref-recursive", "tool-name-duplicate", "dollar-schema-present"} {
		if !rules[want] {
			t.Errorf("no %s result", want)
		}
	}
	// A bad document must fail the schema check (the check can fail).
	bad := bytes.Replace(out.Bytes(), []byte(`"version": "2.1.0"`), []byte(`"version": "9"`), 1)
	if v, _ := sarifSchema.ValidateJSON(bad); v == nil {
		t.Fatal("a SARIF log with version 9 validated")
	}
}

// TestValidateJSONShape pins the top-level shape of --format json.
func TestValidateJSONShape(t *testing.T) {
	f := filepath.Join(testenv.RepoRoot(), "testdata", "schema", "schema-bugs", "duplicate-tool-names.json")
	io, _, out, _ := TestIO()
	err := runValidate(context.Background(), validateOptions{Files: []string{f, filepath.Join(t.TempDir(), "missing.json")}, FailOn: schema.SeverityError, Format: "json"}, io)
	if exitCode(err) != exitUsage { // a missing file is an invalid argument
		t.Fatalf("exit %d, want 2", exitCode(err))
	}
	var doc map[string]any
	if err := json.Unmarshal(out.Bytes(), &doc); err != nil {
		t.Fatal(err)
	}
	srcs := doc["sources"].([]any)
	if doc["version"].(float64) != 1 || len(srcs) != 2 {
		t.Fatalf("doc: %s", out)
	}
	first := srcs[0].(map[string]any)
	fs := first["findings"].([]any)
	f0 := fs[0].(map[string]any)
	for _, k := range []string{"rule", "severity", "server", "tool", "pointer", "message", "breaks"} {
		if _, ok := f0[k]; !ok {
			t.Errorf("finding lacks %q: %v", k, f0)
		}
	}
	if e, _ := srcs[1].(map[string]any)["error"].(string); e == "" {
		t.Errorf("missing file has no error: %v", srcs[1])
	}
	if !doc["summary"].(map[string]any)["failed"].(bool) {
		t.Error("summary.failed is false")
	}
}

// TestValidateHostile is acceptance item 4 end to end: a 10 MB schema, a
// schema nested 10,000 levels deep (inside a tools/list file, deeper than
// encoding/json decodes) and a $ref cycle each give a finding, not a crash.
// Their time is measured by BenchmarkLintHostile in pkg/schema.
func TestValidateHostile(t *testing.T) {
	dir := t.TempDir()
	deep := strings.Repeat(`{"type":"object","properties":{"a":`, 10000) + `{"type":"string"}` + strings.Repeat(`}}`, 10000)
	var big strings.Builder
	big.WriteString(`{"type":"object","properties":{`)
	for i := 0; big.Len() < 10<<20; i++ {
		if i > 0 {
			big.WriteString(",")
		}
		fmt.Fprintf(&big, `"p%d":{"type":"string","description":"%s"}`, i, strings.Repeat("d", 100))
	}
	big.WriteString(`}}`)
	files := map[string]string{
		"deep.json":  `{"tools":[{"name":"deep","description":"d","inputSchema":` + deep + `}]}`,
		"big.json":   big.String(),
		"cycle.json": `{"type":"object","properties":{"a":{"$ref":"#/$defs/x"}},"$defs":{"x":{"$ref":"#/$defs/y"},"y":{"type":"object","properties":{"z":{"$ref":"#/$defs/x"}}}}}`,
	}
	want := map[string]string{"deep.json": "schema-too-deep", "big.json": "schema-too-large", "cycle.json": "ref-recursive"}
	for name, body := range files {
		p := filepath.Join(dir, name)
		if err := os.WriteFile(p, []byte(body), 0o644); err != nil {
			t.Fatal(err)
		}
		io, _, out, errb := TestIO()
		err := runValidate(context.Background(), validateOptions{Files: []string{p}, FailOn: schema.SeverityError, Format: "json"}, io)
		if exitCode(err) != exitError {
			t.Fatalf("%s: exit %d, want 1; stderr: %s", name, exitCode(err), errb)
		}
		if !strings.Contains(out.String(), `"rule": "`+want[name]+`"`) {
			t.Errorf("%s: no %s finding in %s", name, want[name], out)
		}
		if strings.Contains(errb.String(), "load tools") {
			t.Errorf("%s: load error instead of a finding: %s", name, errb)
		}
	}
}

// TestFileLocator: SARIF regions point at the line of the offending keyword
// in the shapes the loader reads.
func TestFileLocator(t *testing.T) {
	dir := t.TempDir()
	write := func(name, body string) string {
		p := filepath.Join(dir, name)
		if err := os.WriteFile(p, []byte(body), 0o644); err != nil {
			t.Fatal(err)
		}
		return p
	}
	list := write("list.json", `{
  "tools": [
    {"name": "a", "inputSchema": {"type": "object", "properties": {}}},
    {
      "name": "b.c",
      "inputSchema": {
        "type": "object",
        "properties": {
          "t": {"type": ["string", "null"]}
        }
      }
    }
  ]
}`)
	jsonl := write("f.jsonl", "{\"name\":\"f\",\"parameters\":{\"type\":\"object\",\"properties\":{}}}\n\n{\"type\":\"function\",\"function\":{\"name\":\"g\",\"parameters\":{\"type\":\"object\",\"properties\":{\"x\":{\"type\":[\"string\",\"null\"]}}}}}\n")
	cases := []struct {
		path string
		i    int
		f    schema.Finding
		want int
	}{
		{list, 1, schema.Finding{Schema: "inputSchema", Pointer: "/properties/t/type"}, 9},
		{list, 1, schema.Finding{Pointer: "/name"}, 5},
		{list, 1, schema.Finding{Schema: "inputSchema", Pointer: "/properties/t/nope"}, 9},
		{list, 0, schema.Finding{Schema: "inputSchema", Pointer: ""}, 3},
		{jsonl, 1, schema.Finding{Schema: "inputSchema", Pointer: "/properties/x/type"}, 3},
	}
	for _, c := range cases {
		l := newFileLocator(c.path)
		if l == nil {
			t.Fatalf("%s: no locator", c.path)
		}
		if got := l.line(c.i, tool.Tool{}, 0, c.f); got != c.want {
			t.Errorf("%s tool %d %s%s: line %d, want %d", filepath.Base(c.path), c.i, c.f.Schema, c.f.Pointer, got, c.want)
		}
	}
}

// SARIF artifact locations are URI references (SARIF 2.1.0 §3.4.3): a file
// path with a space is percent-encoded, an absolute path is a file:// URI,
// and a result's breaks is a list like its rule's.
func TestValidateSARIFLocations(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "my tools")
	if err := os.MkdirAll(dir, 0o700); err != nil {
		t.Fatal(err)
	}
	src, err := os.ReadFile(filepath.Join(testenv.RepoRoot(), "testdata", "schema", "schema-bugs", "type-array-nullable.json"))
	if err != nil {
		t.Fatal(err)
	}
	f := filepath.Join(dir, "bug file.json")
	if err := os.WriteFile(f, src, 0o600); err != nil {
		t.Fatal(err)
	}
	io, _, out, _ := TestIO()
	if err := runValidate(context.Background(), validateOptions{Files: []string{f}, FailOn: schema.SeverityError, Format: "sarif"}, io); exitCode(err) != exitError {
		t.Fatalf("runValidate: %v", err)
	}
	var doc struct {
		Runs []struct {
			Results []struct {
				Locations []struct {
					PhysicalLocation struct {
						ArtifactLocation struct {
							URI string `json:"uri"`
						} `json:"artifactLocation"`
					} `json:"physicalLocation"`
				} `json:"locations"`
				Properties struct {
					Breaks []string `json:"breaks"`
				} `json:"properties"`
			} `json:"results"`
		} `json:"runs"`
	}
	if err := json.Unmarshal(out.Bytes(), &doc); err != nil {
		t.Fatalf("results do not decode (breaks must be a list): %v", err)
	}
	if len(doc.Runs) != 1 || len(doc.Runs[0].Results) == 0 {
		t.Fatalf("no results: %s", out)
	}
	want := "file://" + filepath.ToSlash(strings.ReplaceAll(f, " ", "%20"))
	for _, r := range doc.Runs[0].Results {
		if got := r.Locations[0].PhysicalLocation.ArtifactLocation.URI; got != want {
			t.Errorf("uri %q, want %q", got, want)
		}
	}
	for in, want := range map[string]string{
		"tools.json":         "tools.json",
		"my dir/a b.json":    "my%20dir/a%20b.json",
		"a:b.json":           "./a:b.json",
		"-":                  "-",
		"/srv/x/tools.json":  "file:///srv/x/tools.json",
		"/srv/x/100%25.json": "file:///srv/x/100%2525.json",
	} {
		if strings.HasPrefix(in, "/") && !filepath.IsAbs(filepath.FromSlash(in)) {
			continue // not absolute on this system (Windows)
		}
		if got := sarifArtifactURI(filepath.FromSlash(in)); got != want {
			t.Errorf("sarifArtifactURI(%q) = %q, want %q", in, got, want)
		}
	}
}
