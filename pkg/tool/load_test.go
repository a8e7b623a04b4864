package tool

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func names(ts []Tool) string {
	var s []string
	for _, t := range ts {
		n := t.Name
		if t.Server != "" {
			n = t.Server + "/" + n
		}
		s = append(s, n)
	}
	return strings.Join(s, ",")
}

func TestParseShapes(t *testing.T) {
	t.Parallel()
	const schema = `{"type":"object","properties":{"q":{"type":"string"}}}`
	cases := []struct {
		name, kind, data string
		want             string // tool names
		wantSchema       string // first tool's inputSchema, compacted; "" = don't check
	}{
		{"tools/list result", "", `{"tools":[{"name":"a","inputSchema":` + schema + `},{"name":"b","inputSchema":{"type":"object"}}],"nextCursor":"x"}`, "a,b", schema},
		{"JSON-RPC response", "", `{"jsonrpc":"2.0","id":1,"result":{"tools":[{"name":"a","inputSchema":{}}]}}`, "a", `{}`},
		{"bare tools array", "", `[{"name":"a","inputSchema":{}},{"name":"b"}]`, "a,b", ""},
		{"one tool", "", `{"name":"only","description":"d","inputSchema":` + schema + `}`, "only", schema},
		{"tool without inputSchema", "", `{"name":"ping","description":"d"}`, "ping", ""},
		{"bare schema", "", schema, "schema", schema},
		{"bare empty schema", "", `{}`, "schema", `{}`},
		{"bare boolean schema", "", `true`, "schema", `true`},
		{"forced schema", "schema", `{"name":"x","inputSchema":{}}`, "schema", `{"name":"x","inputSchema":{}}`},
		{"openai function", "", `{"name":"f","description":"d","parameters":` + schema + `}`, "f", schema},
		{"openai chat tool", "", `{"type":"function","function":{"name":"f","parameters":` + schema + `}}`, "f", schema},
		{"openai responses tool", "", `{"type":"function","name":"f","parameters":` + schema + `}`, "f", schema},
		{"openai array", "", `[{"type":"function","function":{"name":"f"}},{"name":"g","parameters":{}}]`, "f,g", ""},
		{"openai request tools", "", `{"model":"m","tools":[{"type":"function","function":{"name":"f","parameters":{}}}]}`, "f", `{}`},
		{"openai functions key", "", `{"functions":[{"name":"f","parameters":{}}]}`, "f", `{}`},
		{"openai jsonl", "", "{\"name\":\"f\",\"parameters\":{}}\n\n{\"type\":\"function\",\"function\":{\"name\":\"g\",\"parameters\":{}}}\n", "f,g", `{}`},
		{"mcp jsonl", "", "{\"name\":\"a\",\"inputSchema\":{}}\n{\"name\":\"b\",\"inputSchema\":{}}", "a,b", `{}`},
		{"bfcl dict params", "openai", `{"name":"calc","parameters":{"type":"dict","properties":{}}}`, "calc", `{"type":"dict","properties":{}}`},
		{"servers map", "", `{"servers":{"s1":[{"name":"x","inputSchema":{}}],"s0":[{"name":"x","inputSchema":{}}]}}`, "s1/x,s0/x", ""},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			got, err := ParseFile([]byte(c.data), c.kind)
			if err != nil {
				t.Fatal(err)
			}
			if n := names(got); n != c.want {
				t.Fatalf("names = %q, want %q", n, c.want)
			}
			if c.wantSchema != "" && string(got[0].InputSchema) != c.wantSchema {
				t.Errorf("inputSchema = %s, want %s", got[0].InputSchema, c.wantSchema)
			}
			for _, tt := range got {
				if !json.Valid(tt.Raw) {
					t.Errorf("%s: Raw is not JSON: %q", tt.Name, tt.Raw)
				}
			}
		})
	}
}

func TestParseErrors(t *testing.T) {
	t.Parallel()
	cases := []struct {
		name, kind, data, want string
	}{
		{"not json", "", `{"tools": [`, "invalid JSON"},
		{"jsonl bad line", "", "{\"name\":\"f\",\"parameters\":{}}\n{\"name\":\"g\",\"parameters\":{}}\n{oops}\n", "line 3"},
		{"jsonl missing name", "", "{\"name\":\"f\",\"parameters\":{}}\n{\"parameters\":{}}\n", "line 2"},
		{"tool without name", "", `{"tools":[{"name":"a"},{"inputSchema":{}}]}`, `tools[1]: decode tool: missing "name"`},
		{"rpc error", "", `{"jsonrpc":"2.0","id":1,"error":{"code":-32601,"message":"nope"}}`, "JSON-RPC error"},
		{"unknown kind", "yaml", `{}`, `unknown input format "yaml"`},
		{"empty", "", "  \n", "empty input"},
		{"openai without name", "openai", `{"parameters":{}}`, `missing "name"`},
		{"scalar", "", `42`, "want a JSON object or array"},
		// No JSON Schema keyword: a wrong file, not a tool that takes anything.
		{"object of no known keys", "", `{"hello":1}`, `keys ("hello") are none of these`},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			_, err := ParseFile([]byte(c.data), c.kind)
			if err == nil || !strings.Contains(err.Error(), c.want) {
				t.Fatalf("err = %v, want it to contain %q", err, c.want)
			}
		})
	}
}

func TestLoadFileNamesFile(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	p := filepath.Join(dir, "search_docs.schema.json")
	if err := os.WriteFile(p, []byte(`{"type":"object","properties":{}}`), 0o644); err != nil {
		t.Fatal(err)
	}
	got, err := LoadFile(p, "")
	if err != nil {
		t.Fatal(err)
	}
	if len(got) != 1 || got[0].Name != "search_docs" {
		t.Fatalf("got %q, want one tool named search_docs", names(got))
	}
	bad := filepath.Join(dir, "bad.jsonl")
	if err := os.WriteFile(bad, []byte("{\"name\":\"a\",\"parameters\":{}}\n[1]\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	_, err = LoadFile(bad, "")
	if err == nil || !strings.Contains(err.Error(), bad) || !strings.Contains(err.Error(), "line 2") {
		t.Fatalf("err = %v, want the file name and line 2", err)
	}
	if _, err := LoadFile(filepath.Join(dir, "missing.json"), ""); err == nil || !strings.Contains(err.Error(), "missing.json") {
		t.Fatalf("err = %v, want the missing file named", err)
	}
}

// TestLoadCorpora loads every captured server list and schema-bug file with
// detection and checks the tool counts against the files' own metadata.
func TestLoadCorpora(t *testing.T) {
	t.Parallel()
	root := filepath.Join("..", "..", "testdata", "schema")
	files, _ := filepath.Glob(filepath.Join("..", "..", "testdata", "mcp-servers", "*.json"))
	if len(files) == 0 {
		t.Fatal("no captured server lists")
	}
	for _, f := range files {
		tools, err := LoadFile(f, "")
		if err != nil {
			t.Fatal(err)
		}
		var meta struct {
			ToolCount int `json:"toolCount"`
		}
		data, _ := os.ReadFile(f)
		_ = json.Unmarshal(data, &meta)
		if len(tools) != meta.ToolCount || len(tools) == 0 {
			t.Errorf("%s: %d tools, toolCount says %d", f, len(tools), meta.ToolCount)
		}
		for _, tt := range tools {
			if len(tt.InputSchema) == 0 {
				t.Errorf("%s: %s has no inputSchema", f, tt.Name)
			}
		}
	}
	bugs, _ := filepath.Glob(filepath.Join(root, "schema-bugs", "*.json"))
	if len(bugs) < 27 {
		t.Fatalf("%d schema-bug files, want 27", len(bugs))
	}
	for _, f := range bugs {
		tools, err := LoadFile(f, "")
		if err != nil {
			t.Fatal(err)
		}
		if len(tools) == 0 {
			t.Errorf("%s: no tools", f)
		}
	}
}

// TestParseTooDeep: documents deeper than encoding/json decodes still load,
// with the deep schema kept raw for pkg/schema to report.
func TestParseTooDeep(t *testing.T) {
	t.Parallel()
	deep := strings.Repeat(`{"a":`, 12000) + `1` + strings.Repeat(`}`, 12000)
	for _, c := range []struct{ name, data, want string }{
		{"bare", deep, "schema"},
		{"tools", `{"tools":[{"name":"x","description":"d \"q\"","inputSchema":` + deep + `},{"name":"y","inputSchema":{}}]}`, "x,y"},
		{"rpc", `{"jsonrpc":"2.0","id":1,"result":{"tools":[{"name":"x","inputSchema":` + deep + `}]}}`, "x"},
		{"one tool", `{"name":"x","inputSchema":` + deep + `}`, "x"},
	} {
		got, err := ParseFile([]byte(c.data), "")
		if err != nil {
			t.Fatalf("%s: %v", c.name, err)
		}
		if names(got) != c.want {
			t.Fatalf("%s: names %q, want %q", c.name, names(got), c.want)
		}
		if len(got[0].InputSchema) < len(deep) {
			t.Errorf("%s: inputSchema cut to %d bytes", c.name, len(got[0].InputSchema))
		}
	}
	if got, _ := ParseFile([]byte(`{"tools":[{"name":"x","description":"d \"q\"","inputSchema":`+deep+`}]}`), ""); got[0].Description != `d "q"` {
		t.Errorf("description = %q", got[0].Description)
	}
	if _, err := ParseFile([]byte(`{"tools":[{"name":"x","inputSchema":`+deep), ""); err == nil {
		t.Error("truncated deep document loaded")
	}
}

// FuzzParseFile: the loader never panics, and every tool it returns has a
// name and valid JSON in Raw.
func FuzzParseFile(f *testing.F) {
	files, _ := filepath.Glob(filepath.Join("..", "..", "testdata", "schema", "schema-bugs", "*.json"))
	for _, file := range files {
		if data, err := os.ReadFile(file); err == nil && len(data) < 8192 {
			f.Add(data, "")
		}
	}
	f.Add([]byte("{\"name\":\"f\",\"parameters\":{}}\n{\"name\":\"g\"}\n"), "")
	f.Add([]byte(`{"jsonrpc":"2.0","id":1,"result":{"tools":[]}}`), "mcp")
	f.Add([]byte(`[{"type":"function","function":{"name":"x"}}]`), "openai")
	f.Fuzz(func(t *testing.T, data []byte, kind string) {
		ts, err := ParseFile(data, kind)
		if err != nil {
			return
		}
		for _, tt := range ts {
			if tt.Name == "" {
				t.Fatalf("tool without a name from %q", data)
			}
			if len(tt.Raw) > 0 && !json.Valid(tt.Raw) && JSONDepth(tt.Raw) <= maxDecodeDepth {
				t.Fatalf("Raw is not JSON: %q", tt.Raw)
			}
		}
	})
}

// TestLoadFileSyntaxErrorPosition: a tools file that is not JSON (cut
// short, a bad character, a bad JSONL line) is reported as FILE:LINE:COL,
// the form editors jump to, as the server registry's loader does.
func TestLoadFileSyntaxErrorPosition(t *testing.T) {
	dir := t.TempDir()
	for _, tc := range []struct{ name, data, want string }{
		{"cut.json", "{\"tools\":[\n  {\"name\":\"a\"", "cut.json:2:14: invalid JSON: unexpected EOF"},
		{"char.json", "\n{\"tools\":[\n  {\"name\": x}]}", "char.json:3:12: invalid JSON: invalid character 'x'"},
		{"lines.jsonl", "{\"name\":\"a\",\"inputSchema\":{}}\n{\"name\": x}\n", "lines.jsonl:2:10: invalid JSON: invalid character 'x'"},
	} {
		p := filepath.Join(dir, tc.name)
		if err := os.WriteFile(p, []byte(tc.data), 0o644); err != nil {
			t.Fatal(err)
		}
		_, err := LoadFile(p, KindDetect)
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("LoadFile(%s) = %v, want it to contain %q", tc.name, err, tc.want)
		}
	}
}

// TestLoadFileSkipping: a malformed tool element is left out and named by
// its place and JSON pointer (in an array, under "tools", under a
// JSON-RPC result, under "servers", on a JSONL line); LoadFile still fails
// on it, and a file with no well-formed tool fails LoadFileSkipping too.
func TestLoadFileSkipping(t *testing.T) {
	good := `{"name":"ok","inputSchema":{"type":"object"}}`
	cases := []struct {
		name, data, where, ptr string
	}{
		{"array", `[{"name":""},` + good + `]`, "tools[0]", "/0"},
		{"tools", `{"tools":[` + good + `,{"name":5}]}`, "tools[1]", "/tools/1"},
		{"result", `{"jsonrpc":"2.0","id":1,"result":{"tools":[` + good + `,7]}}`, "result.tools[1]", "/result/tools/1"},
		{"servers", `{"servers":{"a/b":[` + good + `,{"name":""}]}}`, "servers.a/b[1]", "/servers/a~1b/1"},
		{"jsonl", good + "\n" + `{"name":""}` + "\n", "line 2", ""},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			path := filepath.Join(t.TempDir(), "t.json")
			if err := os.WriteFile(path, []byte(tc.data), 0o644); err != nil {
				t.Fatal(err)
			}
			tools, skipped, err := LoadFileSkipping(path, KindDetect)
			if err != nil {
				t.Fatal(err)
			}
			if len(tools) != 1 || tools[0].Name != "ok" || len(skipped) != 1 || skipped[0].Where != tc.where || skipped[0].Pointer != tc.ptr {
				t.Errorf("got %d tools, skipped %+v; want ok, and %s at %q", len(tools), skipped, tc.where, tc.ptr)
			}
			if _, err := LoadFile(path, KindDetect); err == nil {
				t.Error("LoadFile accepted the malformed element")
			}
		})
	}
	path := filepath.Join(t.TempDir(), "none.json")
	if err := os.WriteFile(path, []byte(`[{"name":""}]`), 0o644); err != nil {
		t.Fatal(err)
	}
	if _, _, err := LoadFileSkipping(path, KindDetect); err == nil || !strings.Contains(err.Error(), `none.json: no well-formed tool: 1 malformed, the first tools[0] (JSON pointer /0): decode tool: empty "name"`) {
		t.Errorf("a file of malformed tools only: %v", err)
	}
}
