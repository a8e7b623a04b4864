package prompt

import (
	"encoding/json"
	"fmt"
	"github.com/mcpgen/mcpgen/internal/textscan"
	"math/rand/v2"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"testing/fstest"
	"time"

	"github.com/mcpgen/mcpgen/internal/testenv"
	"github.com/mcpgen/mcpgen/pkg/schema"
	"github.com/mcpgen/mcpgen/pkg/synth"
	"github.com/mcpgen/mcpgen/pkg/tool"
)

// loadCorpus reads a captured tools/list file from testdata/mcp-servers.
func loadCorpus(t testing.TB, name string) (serverInfo string, tools []tool.Tool) {
	t.Helper()
	f, tools := testenv.LoadTools(t, filepath.Join("..", "..", "testdata", "mcp-servers", name))
	return f.Server, tools
}

// saysDate tells whether text gives date value v the way people write
// it ("since April 26 at 09:00 UTC" for "2026-04-26T09:00:00Z").
func saysDate(text, v string) bool {
	t, err := time.Parse(time.RFC3339, v)
	if err != nil {
		if t, err = time.Parse("2006-01-02", v); err != nil {
			return false
		}
	}
	// "January 2" (the generic phrasing) or "2 January" (the date helper
	// of templates).
	return strings.Contains(text, t.Format("January 2")) || strings.Contains(text, t.Format("2 January"))
}

func info(serverInfo string, tl tool.Tool) ToolInfo {
	return ToolInfo{Server: "fs", ServerInfo: serverInfo, Name: tl.Name, Title: tl.Title,
		Description: tl.Description, InputSchema: tl.InputSchema}
}

// scalarStrings lists the string, number and boolean-free scalar values in
// args (recursively), which a request must quote.
func scalarStrings(v any, out *[]string) {
	switch x := v.(type) {
	case string:
		*out = append(*out, x)
	case json.Number:
		*out = append(*out, x.String())
	case []any:
		for _, e := range x {
			scalarStrings(e, out)
		}
	case map[string]any:
		for _, e := range x {
			scalarStrings(e, out)
		}
	}
}

// TestRequestsMentionEveryValue renders requests for the real filesystem,
// everything and memory servers' tools with synthesized arguments and checks
// that every request is non-empty, has no template debris, and contains
// every string and number value of its arguments.
func TestRequestsMentionEveryValue(t *testing.T) {
	set, err := Load()
	if err != nil {
		t.Fatal(err)
	}
	r := set.NewRenderer()
	corpora, _ := filepath.Glob(filepath.Join("..", "..", "testdata", "mcp-servers", "*.json"))
	if len(corpora) < 10 {
		t.Fatalf("corpora: %v", corpora)
	}
	for _, corpus := range corpora {
		corpus = filepath.Base(corpus)
		si, tools := loadCorpus(t, corpus)
		for _, tl := range tools {
			b, err := set.For(info(si, tl))
			if err != nil {
				t.Fatalf("%s: %v", tl.Name, err)
			}
			if (corpus == "filesystem.json" || corpus == "example.json" || corpus == "everything.json" || corpus == "memory.json") && b.Generic {
				t.Errorf("%s: filesystem tool has no template of its own", tl.Name)
			}
			sc, err := schema.Compile(tl.InputSchema, schema.CompileOptions{})
			if err != nil {
				t.Fatal(err)
			}
			g, err := synth.New(sc, synth.Options{Seed: 1, Key: tl.Name})
			if err != nil {
				t.Fatal(err)
			}
			distinct := map[string]bool{}
			for i := 0; i < 30; i++ {
				raw, err := g.Next()
				if err != nil {
					t.Fatal(err)
				}
				args, err := DecodeArgs(raw)
				if err != nil {
					t.Fatal(err)
				}
				rng := rand.New(rand.NewPCG(uint64(i), 7))
				text, variant, err := r.Request(b, rng, i, args)
				if err != nil {
					t.Fatalf("%s: %v", tl.Name, err)
				}
				distinct[text] = true
				if i < 2 && testing.Verbose() {
					t.Logf("%s [%s] %s\n    → %s", tl.Name, variant[strings.LastIndex(variant, "/")-7:], raw, text)
				}
				// (a pasted block's lines may be indented: YAML is
				// indented with spaces, never tabs)
				unindented := regexp.MustCompile(`(?m)^ +`).ReplaceAllString(text, "")
				for _, bad := range []string{"<no value>", "%!", "map[", "<nil>", "  "} {
					if strings.Contains(unindented, bad) {
						t.Errorf("%s: request has %q: %q", tl.Name, bad, text)
					}
				}
				var vals []string
				for _, p := range b.Params() {
					if !p.Enum { // enum values may be phrased ("biggest first")
						scalarStrings(args[p.Name], &vals)
					}
					// A pasted structure with no scalar values ({"Due
					// date":{"date":{}}}) is said by its keys.
					if m, ok := args[p.Name].(map[string]any); ok && len(m) > 0 && leafCount(m) == 0 && jsonish(p) {
						for k := range m {
							vals = append(vals, k)
						}
					}
				}
				for _, v := range vals {
					if discriminator(args, v) {
						continue // {"type":"page_id","page_id":…} says "page …"
					}
					esc, _ := json.Marshal(v)
					// A snake_case name may be said in words ("sorted by
					// last edited time" for last_edited_time).
					spoken := strings.Contains(v, "_") && !strings.ContainsAny(v, " /.") && strings.Contains(text, strings.ReplaceAll(v, "_", " "))
					// A value that opens the request starts with a capital.
					if strings.HasPrefix(text, Sentence(v)) {
						spoken = true
					}
					// A checkbox's or radio button's "true"/"false" is said by
					// what is done to it ("checking the Subscribe checkbox").
					if (v == "true" || v == "false") && checkedWords.MatchString(text) {
						spoken = true
					}
					// A byte count is said in its unit ("2 MB").
					if sz, ok := byteSize(v); ok && strings.Contains(text, sz) {
						spoken = true
					}
					// An amount or a large quantity is said with its
					// digits grouped ("$105,000", "126,670 miles").
					if strings.Contains(textscan.UngroupDigits(text), v) {
						spoken = true
					}
					if !strings.Contains(text, v) && !strings.Contains(text, strings.Trim(string(esc), `"`)) && !saysDate(text, v) && !spoken {
						t.Errorf("%s: request does not mention value %q (args %s):\n%s", tl.Name, v, raw, text)
					}
				}
			}
			if len(distinct) < 4 {
				t.Errorf("%s: only %d distinct requests in 30", tl.Name, len(distinct))
			}
		}
	}
}

func mapFS(files map[string]string) fstest.MapFS {
	m := fstest.MapFS{}
	for k, v := range files {
		m[k] = &fstest.MapFile{Data: []byte(v)}
	}
	return m
}

const readSchema = `{"type":"object","properties":{"path":{"type":"string"},"head":{"type":"number"}},"required":["path"]}`

func TestUnknownArgumentNamesFileAndLine(t *testing.T) {
	set, err := LoadLayers(EmbeddedLayer(), Layer{Name: "mine", FS: mapFS(map[string]string{
		"read_text_file.tmpl": "Read {{.Args.path}}.\n---\nRead {{.Args.path}}\n  and {{.Args.nope}}.\n",
	})})
	if err != nil {
		t.Fatal(err)
	}
	_, err = set.For(ToolInfo{Name: "read_text_file", InputSchema: json.RawMessage(readSchema)})
	if err == nil || !strings.Contains(err.Error(), "mine/read_text_file.tmpl:4:") || !strings.Contains(err.Error(), `"nope"`) {
		t.Fatalf("err = %v, want one naming mine/read_text_file.tmpl:4 and \"nope\"", err)
	}
	// Helper calls naming arguments are checked too.
	set, err = LoadLayers(Layer{Name: "d", FS: mapFS(map[string]string{
		"x.tmpl": "{{/* c */}}\n\nHi {{phrase \"missing\"}}\n",
	})})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := set.For(ToolInfo{Name: "x", InputSchema: json.RawMessage(readSchema)}); err == nil || !strings.Contains(err.Error(), "d/x.tmpl:3:") {
		t.Fatalf("err = %v, want d/x.tmpl:3", err)
	}
}

func TestExecutionAndParseErrorsNameFileAndLine(t *testing.T) {
	_, err := LoadLayers(Layer{Name: "d", FS: mapFS(map[string]string{"a.tmpl": "ok\n---\nline2 {{if}}\n"})})
	if err == nil || !strings.Contains(err.Error(), "d/a.tmpl:3:") {
		t.Fatalf("parse err = %v, want d/a.tmpl:3", err)
	}
	set, err := LoadLayers(Layer{Name: "d", FS: mapFS(map[string]string{"a.tmpl": "one\n\n  {{index .Args.path 5}}\n"})})
	if err != nil {
		t.Fatal(err)
	}
	b, err := set.For(ToolInfo{Name: "a", InputSchema: json.RawMessage(readSchema)})
	if err != nil {
		t.Fatal(err)
	}
	_, _, err = set.NewRenderer().Request(b, rand.New(rand.NewPCG(1, 2)), 0, map[string]any{"path": "x"})
	if err == nil || !strings.Contains(err.Error(), "d/a.tmpl:3:") {
		t.Fatalf("exec err = %v, want d/a.tmpl:3", err)
	}
}

func TestOverrideAndVariantsCycle(t *testing.T) {
	set, err := LoadLayers(EmbeddedLayer(), Layer{Name: "mine", FS: mapFS(map[string]string{
		"fs/read_text_file.tmpl": "A {{.Args.path}}\n---\nB {{.Args.path}}\n---\n{{if .Args.head}}C {{.Args.head}}{{end}}\n=== final\nGot: {{.Result}}",
	})})
	if err != nil {
		t.Fatal(err)
	}
	b, err := set.For(ToolInfo{Server: "fs", ServerInfo: "secure-filesystem-server", Name: "read_text_file", InputSchema: json.RawMessage(readSchema)})
	if err != nil {
		t.Fatal(err)
	}
	if b.Request.Path != "mine/fs/read_text_file.tmpl" || b.Final != b.Request {
		t.Fatalf("request file %s, final %v", b.Request.Path, b.Final)
	}
	r := set.NewRenderer()
	seen := map[string]bool{}
	for i := 0; i < 3; i++ {
		s, _, err := r.Request(b, rand.New(rand.NewPCG(1, uint64(i))), i, map[string]any{"path": "p"})
		if err != nil {
			t.Fatal(err)
		}
		seen[s[:1]] = true
	}
	// C renders empty without head, so the 3 records use A and B only.
	if !seen["A"] || !seen["B"] || seen["C"] {
		t.Fatalf("variants seen %v", seen)
	}
	f, err := r.Final(b, nil, 0, map[string]any{"path": "p"}, "hello", false)
	if err != nil || f != "Got: hello" {
		t.Fatalf("final = %q, %v", f, err)
	}
}

func TestGenericRequests(t *testing.T) {
	set, err := Load()
	if err != nil {
		t.Fatal(err)
	}
	b, err := set.For(ToolInfo{Name: "get_forecast", Description: "Daily forecast for a city",
		InputSchema: json.RawMessage(`{"type":"object","properties":{"city":{"type":"string"},"days":{"type":"integer"},"units":{"type":"string","enum":["metric","imperial"]},"includeHourly":{"type":"boolean"}},"required":["city"]}`)})
	if err != nil {
		t.Fatal(err)
	}
	if !b.Generic {
		t.Fatal("want the generic template")
	}
	r := set.NewRenderer()
	for i := 0; i < 7; i++ {
		s, _, err := r.Request(b, rand.New(rand.NewPCG(3, uint64(i))), i, map[string]any{"city": "Porto", "days": json.Number("3"), "includeHourly": false})
		if err != nil {
			t.Fatal(err)
		}
		if !strings.Contains(s, "Porto") || !strings.Contains(s, "3") || !strings.Contains(s, "forecast") || strings.Contains(s, "units") {
			t.Errorf("request %q", s)
		}
		// The generic request says a false flag as a negation, never "false".
		if !strings.Contains(s, "without hourly") && !strings.Contains(s, "leaving out hourly") && !strings.Contains(s, "don't include hourly") {
			t.Errorf("boolean false not phrased: %q", s)
		}
		t.Log(s)
	}
}

func TestHelpers(t *testing.T) {
	for in, want := range map[string]string{"maxResults": "max results", "max_results": "max results", "fileURL": "file URL",
		"excludePatterns": "exclude patterns", "HTTPServer": "HTTP server", "path": "path", "dry-run": "dry run"} {
		if got := Humanize(in); got != want {
			t.Errorf("Humanize(%q) = %q, want %q", in, got, want)
		}
	}
	if got := joinWords([]string{"a", "b", "c"}, "and"); got != "a, b and c" {
		t.Errorf("join = %q", got)
	}
	for in, want := range map[string]string{"file": "files", "directory": "directories", "match": "matches", "key": "keys"} {
		if got := Plural(in); got != want {
			t.Errorf("Plural(%q) = %q", in, got)
		}
	}
	for _, c := range [][3]string{
		{"get_sum", "Returns the sum of two numbers", "get the sum of two numbers"},
		{"echo", "Echoes back the input string", "echo back the input string"},
		{"f", "Daily forecast for a city", "get the daily forecast for a city"},
		{"read_text_file", "Read the complete contents of a file from the file system as text. Handles various text encodings.", "read the complete contents of a file from the file system as text"},
		{"search", "Use this tool to search the web.", "search the web"},
		{"list_things", "", "list things"},
	} {
		if got := actionPhrase(c[0], "", c[1]); got != c[2] {
			t.Errorf("actionPhrase(%q) = %q, want %q", c[1], got, c[2])
		}
	}
}

func TestNegatives(t *testing.T) {
	set, err := Load()
	if err != nil {
		t.Fatal(err)
	}
	r := set.NewRenderer()
	related := Related([]string{"read_file", "get-sum", "convert_units"})
	distinct := map[string]bool{}
	for i := 0; i < 60; i++ {
		q, a, _, err := r.Negative(rand.New(rand.NewPCG(9, uint64(i))), i, related)
		if err != nil {
			t.Fatal(err)
		}
		if related(q) || strings.Contains(strings.ToLower(q), "convert ") {
			t.Errorf("related negative %q", q)
		}
		if strings.Contains(a, "?") && strings.HasPrefix(a, "?") || strings.Contains(a, "<no value>") {
			t.Errorf("bad answer %q", a)
		}
		distinct[q] = true
		if i < 20 {
			t.Logf("%s → %s", q, a)
		}
	}
	if len(distinct) < 30 {
		t.Errorf("%d distinct negatives in 60", len(distinct))
	}
	// Answers computed in the template are right.
	for i := 0; i < 300; i++ {
		q, a, _, _ := r.Negative(rand.New(rand.NewPCG(1, uint64(i))), i, nil)
		var x, y, z int
		if n, _ := fmt.Sscanf(q, "What is %d times %d?", &x, &y); n == 2 {
			if _, err := fmt.Sscanf(a, "%d times %d is %d.", &x, &y, &z); err != nil || x*y != z {
				t.Errorf("%s → %s", q, a)
			}
		}
	}
}

// TestUserFilesBeatBuiltInAtEveryLevel: the order is user
// <server>/<tool>.tmpl, user <tool>.tmpl, built-in <server>/<tool>.tmpl,
// built-in <tool>.tmpl, then generic files (user before built-in); the
// user file that applies is checked against the tool's arguments.
func TestUserFilesBeatBuiltInAtEveryLevel(t *testing.T) {
	fsSchema := `{"type":"object","properties":{"path":{"type":"string"},"tail":{"type":"number"},"head":{"type":"number"}},"required":["path"]}`
	fsTool := ToolInfo{Server: "fs", ServerInfo: "secure-filesystem-server", Name: "read_text_file", InputSchema: json.RawMessage(fsSchema)}
	load := func(files map[string]string) *Set {
		t.Helper()
		set, err := LoadLayers(EmbeddedLayer(), Layer{Name: "mine", FS: mapFS(files)})
		if err != nil {
			t.Fatal(err)
		}
		return set
	}
	request := func(set *Set, ti ToolInfo) string {
		t.Helper()
		b, err := set.For(ti)
		if err != nil {
			t.Fatal(err)
		}
		return b.Request.Path
	}
	// A user <tool>.tmpl beats the built-in secure-filesystem-server/<tool>.tmpl.
	set := load(map[string]string{"read_text_file.tmpl": "Mine {{.Args.path}}"})
	if got := request(set, fsTool); got != "mine/read_text_file.tmpl" {
		t.Fatalf("request from %s, want mine/read_text_file.tmpl", got)
	}
	// ... and is checked: an unknown argument is an error naming file:line.
	set = load(map[string]string{"read_text_file.tmpl": "Mine {{.Args.path}}\n---\nOr {{.Args.nosuch}}"})
	if _, err := set.For(fsTool); err == nil || !strings.Contains(err.Error(), "mine/read_text_file.tmpl:3:") || !strings.Contains(err.Error(), `"nosuch"`) {
		t.Fatalf("err = %v, want mine/read_text_file.tmpl:3 naming \"nosuch\"", err)
	}
	// The user's server folder (registry or serverInfo name) beats the user's top level.
	set = load(map[string]string{"read_text_file.tmpl": "Top {{.Args.path}}", "secure-filesystem-server/read_text_file.tmpl": "Srv {{.Args.path}}"})
	if got := request(set, fsTool); got != "mine/secure-filesystem-server/read_text_file.tmpl" {
		t.Fatalf("request from %s", got)
	}
	// A user _generic.tmpl does not beat a built-in tool file, but beats the built-in generic.
	set = load(map[string]string{"_generic.tmpl": "Generic {{.Tool.Label}}", "_final.tmpl": "Done: {{.Result}}"})
	if got := request(set, fsTool); got != "templates/secure-filesystem-server/read_text_file.tmpl" {
		t.Fatalf("request from %s", got)
	}
	b, err := set.For(ToolInfo{Server: "x", Name: "no_such_tool", InputSchema: json.RawMessage(readSchema)})
	if err != nil || b.Request.Path != "mine/_generic.tmpl" || !b.Generic {
		t.Fatalf("generic = %v, %v", b, err)
	}
	if b.Final == nil || b.Final.Path != "mine/_final.tmpl" {
		t.Fatalf("final = %+v", b.Final)
	}
	// Files lists the user's layer first and keeps hidden built-in files;
	// File gives the one in effect, or a file by its Path.
	set = load(map[string]string{"_generic.tmpl": "Generic {{.Tool.Label}}"})
	if fs := set.Files(); fs[0].Path != "mine/_generic.tmpl" {
		t.Fatalf("first file %s", fs[0].Path)
	}
	if f := set.File("_generic.tmpl"); f == nil || f.Path != "mine/_generic.tmpl" {
		t.Fatalf("File(_generic.tmpl) = %v", f)
	}
	if f := set.File("templates/_generic.tmpl"); f == nil || f.Layer != "templates" {
		t.Fatalf("File(templates/_generic.tmpl) = %v", f)
	}
}

// TestNegativesPerServer: the filesystem and example servers get their
// negatives in different orders, include near-miss requests from their own
// domain whose answers offer what the tools can do and claim nothing done,
// and the template negatives are not mostly arithmetic.
func TestNegativesPerServer(t *testing.T) {
	set, err := Load()
	if err != nil {
		t.Fatal(err)
	}
	r := set.NewRenderer()
	firsts := map[string][]string{}
	for _, corpus := range []string{"filesystem.json", "example.json"} {
		_, tools := loadCorpus(t, corpus)
		var names []string
		for _, tl := range tools {
			names = append(names, tl.Name)
		}
		related := Related(names)
		near, arith := 0, 0
		const n = 60
		for i := 0; i < n; i++ {
			q, a, variant, err := r.Negative(rand.New(rand.NewPCG(9, uint64(i))), i, related)
			if err != nil {
				t.Fatal(err)
			}
			if i < 5 {
				firsts[corpus] = append(firsts[corpus], q)
			}
			if strings.HasPrefix(variant, "near-miss/") {
				near++
				if !strings.HasPrefix(a, "I can't ") || !strings.Contains(a, "I can") {
					t.Errorf("%s: near-miss answer %q", corpus, a)
				}
				for _, bad := range []string{"I've ", "I have deleted", "Done", "I moved", "I deleted"} {
					if strings.Contains(a, bad) {
						t.Errorf("%s: near-miss answer claims an action: %q", corpus, a)
					}
				}
			} else if related(q) {
				t.Errorf("%s: negative %q mentions a tool word", corpus, q)
			}
			if strings.ContainsAny(q, "0123456789") && (strings.Contains(q, "times") || strings.Contains(q, "%") || strings.Contains(q, "°") || strings.Contains(q, "degrees") || strings.Contains(q, "kilometres") || strings.Contains(q, "inch")) {
				arith++
			}
			if strings.Contains(q, "?.") || strings.HasSuffix(q, "Fahrenheit?") && strings.HasPrefix(q, "Convert") {
				t.Errorf("%s: ungrammatical negative %q", corpus, q)
			}
			if testing.Verbose() && i < 12 {
				t.Logf("%s [%s] %s → %s", corpus, variant, q, a)
			}
		}
		if near == 0 {
			t.Errorf("%s: no near-miss negatives in %d", corpus, n)
		}
		if arith*100/n > 30 {
			t.Errorf("%s: %d of %d negatives are arithmetic or unit conversions", corpus, arith, n)
		}
	}
	if strings.Join(firsts["filesystem.json"], "|") == strings.Join(firsts["example.json"], "|") {
		t.Errorf("both servers start with the same negatives: %q", firsts["filesystem.json"])
	}
}

// discriminator tells whether v is the "type" member of an object inside
// args that names another member of that object ({"type":"page_id",
// "page_id":…}): the member beside it says it.
func discriminator(args any, v string) bool {
	switch x := args.(type) {
	case map[string]any:
		if t, ok := x["type"].(string); ok && t == v {
			if _, named := x[t]; named {
				return true
			}
		}
		for _, e := range x {
			if discriminator(e, v) {
				return true
			}
		}
	case []any:
		for _, e := range x {
			if discriminator(e, v) {
				return true
			}
		}
	}
	return false
}

// checkedWords are the words that say a checkbox or a radio button is
// set or cleared ("the Subscribe checkbox (e3) ticked").
var checkedWords = regexp.MustCompile(`\b(checking the|selecting the|(un)?ticked|(un)?checked|cleared|selected|picked)\b`)
