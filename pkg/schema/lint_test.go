package schema

import (
	"bufio"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/mcpgen/mcpgen/pkg/tool"
)

var update = flag.Bool("update", false, "rewrite golden files")

const corpus = "../../testdata/schema"

func loadTools(t testing.TB, path string) []tool.Tool {
	t.Helper()
	ts, err := tool.LoadFile(path, "")
	if err != nil {
		t.Fatal(err)
	}
	return ts
}

// TestSchemaBugs: every file in the schema-bug corpus yields its rule at the
// right pointer, as an error under the stated profile.
func TestSchemaBugs(t *testing.T) {
	cases := []struct {
		file, tool, rule, pointer string // pointer into the tool object
		opts                      LintOptions
	}{
		{"additionalproperties-empty-schema", "get_server_info", "additional-properties-empty", "/inputSchema/additionalProperties", LintOptions{}},
		{"additionalproperties-rejected", "search", "additional-properties-present", "/inputSchema/additionalProperties", LintOptions{Profile: ProfileGemini}},
		{"additionalproperties-required-strict", "add_issue_comment", "strict-additional-properties", "/inputSchema", LintOptions{Profile: ProfileOpenAIStrict}},
		{"additionalproperties-required-strict", "add_issue_comment", "strict-additional-properties", "/inputSchema/properties/options", LintOptions{Profile: ProfileOpenAIStrict}},
		{"additionalproperties-required-strict", "add_issue_comment", "strict-required-all", "/inputSchema", LintOptions{Profile: ProfileOpenAIStrict}},
		{"anyof-null-without-type", "search_notes", "anyof-null-no-type", "/inputSchema/properties/domain/anyOf", LintOptions{Profile: ProfileGemini}},
		{"dialect-marker-only", "read_file", "root-type-missing", "/inputSchema", LintOptions{Profile: ProfileMCP}},
		{"dollar-schema-keyword", "read_file", "dollar-schema-present", "/inputSchema/$schema", LintOptions{Profile: ProfileGemini}},
		{"draft-2020-12-meta-missing", "browser_navigate", "dollar-schema-present", "/inputSchema/$schema", LintOptions{}},
		{"duplicate-tool-names", "execute_sql", "tool-name-duplicate", "/name", LintOptions{}},
		{"empty-input-schema", "merge_merge_request", "root-type-missing", "/inputSchema", LintOptions{Profile: ProfileMCP}},
		{"exclusive-minimum-boolean", "read_pdf", "exclusive-bound-boolean", "/inputSchema/properties/pages/anyOf/0/items/exclusiveMinimum", LintOptions{Profile: ProfileMCP}},
		{"format-uri", "fetch", "format-unsupported", "/inputSchema/properties/url/format", LintOptions{Profile: ProfileGemini}},
		{"huge-schema", "configure_everything", "schema-too-large", "/inputSchema", LintOptions{Profile: ProfileAnthropic}},
		{"keyword-inside-properties", "replace_all_matching_properties", "keyword-in-properties", "/inputSchema/properties/type", LintOptions{Profile: ProfileOpenAI}},
		{"keyword-inside-properties", "replace_all_matching_properties", "array-items-missing", "/inputSchema/properties/parents", LintOptions{Profile: ProfileOpenAI}},
		{"no-input-schema", "ping", "input-schema-missing", "/inputSchema", LintOptions{Profile: ProfileMCP}},
		{"non-object-root", "lookup", "root-not-object", "/inputSchema/type", LintOptions{Profile: ProfileOpenAI}},
		{"object-without-properties", "list_regions", "object-properties-missing", "/inputSchema", LintOptions{Profile: ProfileOpenAI}},
		{"pattern-lookahead-re2", "set_password", "pattern-re2-unsupported", "/inputSchema/properties/secret/pattern", LintOptions{Profile: ProfileMCP}},
		{"pattern-not-u-flag", "create_invoice", "pattern-u-flag-invalid", "/inputSchema/properties/return_url/pattern", LintOptions{Profile: ProfileMCP}},
		{"pattern-unicode-property", "budgets_switch", "pattern-unicode-property", "/inputSchema/properties/budgetName/pattern", LintOptions{Profile: ProfileOpenAI}},
		{"python-type-names", "calc_route", "type-name-nonstandard", "/inputSchema/type", LintOptions{Profile: ProfileMCP}},
		{"python-type-names", "calc_route", "type-name-nonstandard", "/inputSchema/properties/distance/type", LintOptions{Profile: ProfileMCP}},
		{"python-type-names", "calc_route", "type-name-nonstandard", "/inputSchema/properties/waypoints/type", LintOptions{Profile: ProfileMCP}},
		{"python-type-names", "calc_route", "type-name-nonstandard", "/inputSchema/properties/extra/type", LintOptions{Profile: ProfileMCP}},
		{"recursive-defs-ref", "outline", "ref-recursive", "/inputSchema/$defs/node/properties/children/items/$ref", LintOptions{Profile: ProfileGemini}},
		{"ref-defs-unresolved", "list_schedules", "ref-not-inlined", "/inputSchema/properties/query_model/$ref", LintOptions{Profile: ProfileGemini}},
		{"ref-defs-unresolved", "list_schedules", "value-invalid", "/inputSchema/$defs/ScheduleQuery/properties/query/default", LintOptions{Profile: ProfileMCP}},
		{"ref-with-sibling-keywords", "ask_question", "ref-sibling-keywords", "/inputSchema/properties/option", LintOptions{Profile: ProfileGemini}},
		{"tool-name-dots", "calendar.respondToEvent", "tool-name-invalid", "/name", LintOptions{Profile: ProfileOpenAI}},
		{"tool-name-dots", "drive.search", "tool-name-invalid", "/name", LintOptions{Profile: ProfileOpenAI}},
		{"tool-name-too-long", "synchronize_all_customer_data_across_multiple_systems_now", "tool-name-too-long", "/name", LintOptions{Profile: ProfileAnthropic}},
		{"tool-name-too-long", "get_console_message", "tool-name-too-long", "/name", LintOptions{Profile: ProfileAnthropic, NamePrefix: "mcp__plugin_chrome-devtools-mcp_chrome-devtools__"}},
		{"type-array-nullable", "update_item", "type-array", "/inputSchema/properties/title/type", LintOptions{Profile: ProfileGemini}},
		{"type-array-nullable", "update_item", "type-array", "/inputSchema/properties/force/type", LintOptions{Profile: ProfileGemini}},
		{"zod4-properties-silently-empty", "test_tool", "params-described-empty", "/inputSchema", LintOptions{Profile: ProfileMCP}},
	}
	seen := map[string]bool{}
	for _, c := range cases {
		seen[c.file+".json"] = true
		t.Run(c.file+"/"+c.rule, func(t *testing.T) {
			fs := LintAll(loadTools(t, filepath.Join(corpus, "schema-bugs", c.file+".json")), c.opts)
			for _, f := range fs {
				if f.Tool == c.tool && f.Rule == c.rule && f.ToolPointer() == c.pointer {
					if f.Severity != SeverityError {
						t.Errorf("%s: severity %s, want error", f, f.Severity)
					}
					if f.Message == "" || len(f.Breaks) == 0 {
						t.Errorf("%s: empty message or breaks", f)
					}
					return
				}
			}
			var got []string
			for _, f := range fs {
				got = append(got, f.String())
			}
			t.Fatalf("no %s at %s for %s; findings:\n%s", c.rule, c.pointer, c.tool, strings.Join(got, "\n"))
		})
	}
	files, _ := filepath.Glob(filepath.Join(corpus, "schema-bugs", "*.json"))
	for _, f := range files {
		if !seen[filepath.Base(f)] {
			t.Errorf("schema-bug file %s has no case", f)
		}
	}
}

// TestHealthyToolIsClean: the well-formed contrast tool of non-object-root
// has no error under the default profile, and a fully described one has no
// finding at all.
func TestHealthyToolIsClean(t *testing.T) {
	clean := tool.Tool{Name: "search_docs", Description: "Search the documentation.",
		InputSchema: json.RawMessage(`{"type":"object","properties":{"q":{"type":"string","description":"Words to search for."},"limit":{"type":"integer","minimum":1,"maximum":50,"default":10,"description":"Most results."}},"required":["q"]}`)}
	if fs := Lint(clean, LintOptions{}); len(fs) != 0 {
		t.Fatalf("findings on a clean tool: %v", fs)
	}
	strictClean := tool.Tool{Name: "search_docs", Description: "Search.",
		InputSchema: json.RawMessage(`{"type":"object","properties":{"q":{"type":"string","description":"Words."}},"required":["q"],"additionalProperties":false}`)}
	for _, f := range Lint(strictClean, LintOptions{Profile: ProfileOpenAIStrict}) {
		// additionalProperties is a Gemini warning; nothing may be an error.
		if f.Severity == SeverityError || f.Rule != "additional-properties-present" {
			t.Errorf("finding on a strict-clean tool: %v", f)
		}
	}
}

func TestProfilesGrade(t *testing.T) {
	ts := loadTools(t, filepath.Join(corpus, "schema-bugs", "type-array-nullable.json"))
	sev := func(p Profile) Severity {
		for _, f := range Lint(ts[0], LintOptions{Profile: p}) {
			if f.Rule == "type-array" {
				return f.Severity
			}
		}
		return ""
	}
	if s := sev(ProfileGemini); s != SeverityError {
		t.Errorf("gemini: %q", s)
	}
	if s := sev(ProfileOpenAI); s != SeverityWarning {
		t.Errorf("openai: %q", s)
	}
	// strict-only findings appear only under openai-strict.
	for _, f := range Lint(ts[0], LintOptions{Profile: ProfileGemini}) {
		if strings.HasPrefix(f.Rule, "strict-") {
			t.Errorf("strict rule under gemini: %v", f)
		}
	}
}

func TestPatterns(t *testing.T) {
	cases := []struct{ pattern, rule string }{
		{`^(?=.*\d).{8,}$`, "pattern-re2-unsupported"},
		{`(?<!x)y`, "pattern-re2-unsupported"},
		{`(a)\1`, "pattern-re2-unsupported"},
		{`^(?P<year>\d{4})$`, "pattern-invalid"},
		{`(?i)abc`, "pattern-invalid"},
		{`\Aabc\z`, "pattern-invalid"},
		{`a++`, "pattern-invalid"},
		{`^\p{L}+$`, "pattern-unicode-property"},
		{`^https\:\/\/`, "pattern-u-flag-invalid"},
		{`([a-z]`, "pattern-invalid"},
		{`^a{1001}$`, "pattern-re2-unsupported"},
	}
	for _, c := range cases {
		got := checkPattern(c.pattern)
		found := false
		for _, is := range got {
			found = found || is.rule == c.rule
		}
		if !found {
			t.Errorf("%q: issues %+v, want %s", c.pattern, got, c.rule)
		}
	}
	for _, ok := range []string{`^[a-z0-9_-]+$`, `^\d{4}-\d{2}$`, `^(?<name>[A-Z])\.[a-z]*$`, `[\-\]]`, `^\/path\?x=\{1\}$`} {
		if got := checkPattern(ok); len(got) != 0 {
			t.Errorf("%q: unexpected issues %+v", ok, got)
		}
	}
}

// TestCapturedServersGolden: every tool of every captured server list
// compiles, and its findings (default profile) are pinned in a golden file.
func TestCapturedServersGolden(t *testing.T) {
	files, _ := filepath.Glob(filepath.Join("..", "..", "testdata", "mcp-servers", "*.json"))
	if len(files) == 0 {
		t.Fatal("no captured server lists")
	}
	for _, f := range files {
		name := strings.TrimSuffix(filepath.Base(f), ".json")
		t.Run(name, func(t *testing.T) {
			ts := loadTools(t, f)
			for _, tt := range ts {
				if _, err := Compile(tt.InputSchema, CompileOptions{}); err != nil {
					t.Errorf("%s: inputSchema does not compile: %v", tt.Name, err)
				}
				if len(tt.OutputSchema) > 0 {
					if _, err := Compile(tt.OutputSchema, CompileOptions{}); err != nil {
						t.Errorf("%s: outputSchema does not compile: %v", tt.Name, err)
					}
				}
			}
			var b strings.Builder
			for _, fd := range LintAll(ts, LintOptions{}) {
				fmt.Fprintf(&b, "%s\t%s\t%s\t%s\t%s\n", fd.Severity, fd.Rule, fd.Tool, fd.ToolPointer(), fd.Message)
			}
			golden := filepath.Join("testdata", "golden", name+".txt")
			if *update {
				if err := os.MkdirAll(filepath.Dir(golden), 0o755); err != nil {
					t.Fatal(err)
				}
				if err := os.WriteFile(golden, []byte(b.String()), 0o644); err != nil {
					t.Fatal(err)
				}
			}
			want, err := os.ReadFile(golden)
			if err != nil {
				t.Fatalf("%v (run go test -update)", err)
			}
			if d := cmp.Diff(string(want), b.String()); d != "" {
				t.Errorf("%s (-want +got):\n%s", golden, d)
			}
		})
	}
}

// TestJSONSchemaTestSuiteCompiles: every schema of the JSON Schema Test
// Suite corpora compiles in its dialect.
func TestJSONSchemaTestSuiteCompiles(t *testing.T) {
	for _, file := range []string{"corpus-draft7.jsonl", "corpus-2020-12.jsonl"} {
		f, err := os.Open(filepath.Join("..", "..", "testdata", "json-schema-test-suite", file))
		if err != nil {
			t.Fatal(err)
		}
		sc := bufio.NewScanner(f)
		sc.Buffer(nil, 1<<20)
		n, refused := 0, 0
		for sc.Scan() {
			var e struct {
				ID     string          `json:"id"`
				Draft  string          `json:"draft"`
				Schema json.RawMessage `json:"schema"`
			}
			if err := json.Unmarshal(sc.Bytes(), &e); err != nil {
				t.Fatalf("%s line %d: %v", file, n+1, err)
			}
			n++
			d, err := ParseDraft(e.Draft)
			if err != nil {
				t.Fatalf("%s %s: %v", file, e.ID, err)
			}
			_, err = Compile(e.Schema, CompileOptions{Draft: d})
			var meta struct {
				Schema string `json:"$schema"`
			}
			_ = json.Unmarshal(e.Schema, &meta)
			switch {
			case err == nil:
			case errors.Is(err, ErrExternalRef) && strings.HasPrefix(meta.Schema, "http://localhost:1234/"):
				// A custom meta-schema from the suite's remotes/ (vocabulary.json):
				// closed world refuses to load it, by design.
				refused++
			default:
				t.Errorf("%s %s: %v", file, e.ID, err)
			}
			// Lint must not panic on any of them, and a schema that compiles
			// has no unresolved or external $ref ($id-relative references
			// resolve inside the document).
			for _, f := range Lint(tool.Tool{Name: "t", InputSchema: e.Schema}, LintOptions{Draft: d}) {
				if err == nil && (f.Rule == "ref-unresolved" || f.Rule == "ref-external" || f.Rule == "schema-invalid") {
					t.Errorf("%s %s: %v", file, e.ID, f)
				}
			}
		}
		f.Close()
		if n < 200 || refused > 2 {
			t.Errorf("%s: %d schemas, %d refused", file, n, refused)
		}
	}
}

// hostile returns the three hostile schemas of acceptance item 4.
func hostile() map[string][]byte {
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
	cycle := `{"type":"object","properties":{"a":{"$ref":"#/$defs/x"}},"$defs":{"x":{"$ref":"#/$defs/y"},"y":{"type":"object","properties":{"z":{"$ref":"#/$defs/x"}}}}}`
	// wide: 20,000 properties in 460 KiB, under the byte limit; the
	// compiler's time grows with the square of the subschemas (10 s of CPU
	// before DefaultMaxObjects)
	var wide strings.Builder
	wide.WriteString(`{"type":"object","properties":{`)
	for i := range 20000 {
		if i > 0 {
			wide.WriteString(",")
		}
		fmt.Fprintf(&wide, `"field_%d":{"type":"string"}`, i)
	}
	wide.WriteString(`}}`)
	return map[string][]byte{"deep": []byte(deep), "big": []byte(big.String()), "cycle": []byte(cycle), "self": []byte(`{"$ref":"#"}`), "wide": []byte(wide.String())}
}

func TestHostileSchemas(t *testing.T) {
	want := map[string]string{"deep": "schema-too-deep", "big": "schema-too-large", "cycle": "ref-recursive", "self": "ref-recursive", "wide": "schema-too-large"}
	for name, raw := range hostile() {
		fs := Lint(tool.Tool{Name: name, Description: "d", InputSchema: raw}, LintOptions{})
		found := false
		for _, f := range fs {
			found = found || f.Rule == want[name]
		}
		if !found {
			t.Errorf("%s: no %s in %v", name, want[name], fs)
		}
	}
	if _, err := Compile(hostile()["deep"], CompileOptions{}); err == nil || !strings.Contains(err.Error(), "too deep") {
		t.Errorf("Compile(deep) = %v, want ErrTooDeep", err)
	}
	if _, err := Compile(hostile()["wide"], CompileOptions{}); !errors.Is(err, ErrTooLarge) || !strings.Contains(err.Error(), "20002 objects, limit 4096") {
		t.Errorf("Compile(wide) = %v, want ErrTooLarge naming 20002 objects", err)
	}
}

// BenchmarkLintHostile measures Lint on the hostile schemas (acceptance:
// each ends within 5 s). Run: go test ./pkg/schema -run '^$' -bench Hostile -benchtime 1x
func BenchmarkLintHostile(b *testing.B) {
	for name, raw := range hostile() {
		b.Run(name, func(b *testing.B) {
			for i := 0; i < b.N; i++ {
				Lint(tool.Tool{Name: name, InputSchema: raw}, LintOptions{})
			}
		})
	}
}

// BenchmarkLintCorpus lints every captured server list once per iteration.
func BenchmarkLintCorpus(b *testing.B) {
	files, _ := filepath.Glob(filepath.Join("..", "..", "testdata", "mcp-servers", "*.json"))
	var all []tool.Tool
	for _, f := range files {
		all = append(all, loadTools(b, f)...)
	}
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		LintAll(all, LintOptions{})
	}
}

// FuzzLint: compile and lint never panic on arbitrary schema bytes (the
// size and depth guards bound their work).
func FuzzLint(f *testing.F) {
	files, _ := filepath.Glob(filepath.Join(corpus, "schema-bugs", "*.json"))
	for _, file := range files {
		ts, err := tool.LoadFile(file, "")
		if err != nil {
			continue
		}
		for _, tt := range ts {
			if len(tt.InputSchema) < 4096 {
				f.Add([]byte(tt.InputSchema))
			}
		}
	}
	f.Add([]byte(`{"$ref":"#"}`))
	f.Add([]byte(`{"type":["string","null"],"pattern":"(?=a)","default":3}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		if len(data) > 1<<16 {
			return
		}
		_, _ = Compile(data, CompileOptions{})
		Lint(tool.Tool{Name: "fuzz", InputSchema: data}, LintOptions{})
		_, _, _ = Normalize(data, ProfileGemini)
	})
}
