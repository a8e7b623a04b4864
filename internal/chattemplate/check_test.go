package chattemplate

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// templatesDir holds the 12 real chat templates (README there: sources,
// licences).
const templatesDir = "../../testdata/chat-templates"

func loadTemplates(t *testing.T) map[string]*Template {
	t.Helper()
	ts, err := Load(templatesDir)
	if err != nil {
		t.Fatal(err)
	}
	if len(ts) != 12 {
		t.Fatalf("Load(%s) gave %d templates, want 12", templatesDir, len(ts))
	}
	m := map[string]*Template{}
	for _, tm := range ts {
		m[strings.TrimSuffix(tm.Name, ".jinja")] = tm
	}
	return m
}

func loadRecord(t testing.TB, name string) *Record {
	t.Helper()
	b, err := os.ReadFile(filepath.Join("testdata", name+".jsonl"))
	if err != nil {
		t.Fatal(err)
	}
	r, err := ParseRecord(b)
	if err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	return r
}

const (
	ok    = StatusRendered
	errR  = StatusRenderError
	dbl   = StatusDoubleEncoded
	drop  = StatusDropped
	limit = StatusLimit
)

// TestAddendum checks fixed records in both argument encodings against
// the measurements in docs/formats.md's chat-template table ("hf records rendered through
// 12 real chat templates"): single is one call per turn (the addendum's
// table), parallel has two calls in one turn (the documented Llama 3.x and
// gpt-oss limits).
func TestAddendum(t *testing.T) {
	t.Parallel()
	tmpls := loadTemplates(t)
	want := []struct {
		template                 string
		singleObj, singleStr     Status
		parallelObj, parallelStr Status
	}{
		{"qwen2.5-7b-instruct", ok, dbl, ok, dbl},
		{"qwen3-0.6b", ok, ok, ok, ok},
		{"qwen3-coder", ok, errR, ok, errR},
		{"llama-3.3-70b-instruct", ok, dbl, limit, limit},
		{"mistral-nemo-instruct-2407", ok, dbl, ok, dbl},
		{"mistral-small-3.2-24b-instruct-2506", ok, dbl, ok, dbl},
		{"hermes-3-llama-3.1-70b-tool_use", ok, ok, ok, ok},
		{"functionary-medium-v3.1", errR, ok, errR, ok},
		{"deepseek-v3.1", errR, ok, errR, ok},
		{"gpt-oss-120b", ok, dbl, limit, dbl},
		{"glm-4.6", ok, errR, ok, errR},
		{"minimax-m2-unsloth", ok, drop, ok, drop},
	}
	recs := map[string]*Record{}
	for _, n := range []string{"single-object", "single-string", "parallel-object", "parallel-string"} {
		recs[n] = loadRecord(t, n)
	}
	for _, w := range want {
		tm := tmpls[w.template]
		if tm == nil {
			t.Fatalf("template %s not loaded", w.template)
		}
		for rec, st := range map[string]Status{
			"single-object": w.singleObj, "single-string": w.singleStr,
			"parallel-object": w.parallelObj, "parallel-string": w.parallelStr,
		} {
			t.Run(w.template+"/"+rec, func(t *testing.T) {
				res := Check(recs[rec], tm)
				if res.Status != st {
					t.Fatalf("status %q (%s), want %q", res.Status, res.Detail(), st)
				}
				if res.OK() != (st == ok || st == limit) {
					t.Errorf("OK() = %v for %q", res.OK(), st)
				}
				if st == ok {
					for _, p := range res.Pieces {
						if p.State != PieceRendered {
							t.Errorf("piece %s %s: %s", p.Kind, p.Path, p.State)
						}
					}
					if len(res.Pieces) == 0 {
						t.Error("no pieces checked")
					}
				}
			})
		}
	}
}

// Acceptance 3: a record with string arguments through Qwen2.5 is
// reported as double-encoded, piece by piece: the call name is rendered,
// every argument key and value is double-encoded, the result is rendered.
func TestQwen25StringArgumentsDoubleEncoded(t *testing.T) {
	t.Parallel()
	tm := loadTemplates(t)["qwen2.5-7b-instruct"]
	res := Check(loadRecord(t, "single-string"), tm)
	if res.Status != StatusDoubleEncoded {
		t.Fatalf("status %q, want double-encoded: %s", res.Status, res.Detail())
	}
	want := map[string]PieceState{
		"name /messages/2/tool_calls/0/function/name":            PieceRendered,
		"key /messages/2/tool_calls/0/function/arguments/path":   PieceDoubleEncoded,
		"value /messages/2/tool_calls/0/function/arguments/path": PieceDoubleEncoded,
		"key /messages/2/tool_calls/0/function/arguments/head":   PieceDoubleEncoded,
		"value /messages/2/tool_calls/0/function/arguments/head": PieceDoubleEncoded,
		"result /messages/3/content":                             PieceRendered,
	}
	got := map[string]PieceState{}
	for _, p := range res.Pieces {
		got[string(p.Kind)+" "+p.Path] = p.State
	}
	for k, s := range want {
		if got[k] != s {
			t.Errorf("%s: %q, want %q", k, got[k], s)
		}
	}
	if len(got) != len(want) {
		t.Errorf("pieces %v, want %d", got, len(want))
	}
	if !strings.Contains(res.Detail(), "double-encoded: key /messages/2/tool_calls/0/function/arguments/path") {
		t.Errorf("Detail() = %q", res.Detail())
	}
}

// DeepSeek-V3.1 renders string arguments and fails on objects (`str +
// dict` raises under Python's Jinja); the failure is a render error naming
// the template and the TypeError.
func TestDeepSeekArguments(t *testing.T) {
	t.Parallel()
	tm := loadTemplates(t)["deepseek-v3.1"]
	if res := Check(loadRecord(t, "single-string"), tm); res.Status != StatusRendered {
		t.Errorf("string arguments: %q %s", res.Status, res.Detail())
	}
	res := Check(loadRecord(t, "single-object"), tm)
	if !errors.Is(res.Err, ErrDictPlus) || res.Status != StatusRenderError {
		t.Errorf("object arguments: %q %v", res.Status, res.Err)
	}
	if !strings.Contains(res.Detail(), "deepseek-v3.1.jinja") || !strings.Contains(res.Detail(), "TypeError") {
		t.Errorf("Detail() = %q", res.Detail())
	}
}

// Empty object arguments ({}): DeepSeek-V3.1 and Functionary v3.1 do
// `'…' + arguments`, which Python's Jinja refuses for a dict even when it
// is empty; the engine printed "{}", which has no key to give it away.
// The same call with the string "{}" renders under both.
func TestEmptyObjectArguments(t *testing.T) {
	tmpls := loadTemplates(t)
	for _, name := range []string{"deepseek-v3.1", "functionary-medium-v3.1"} {
		res := Check(loadRecord(t, "single-object-empty"), tmpls[name])
		if res.Status != StatusRenderError || !errors.Is(res.Err, ErrDictPlus) {
			t.Errorf("%s, arguments {}: %q %v, want a render error (TypeError under Python)", name, res.Status, res.Err)
		}
		if res := Check(loadRecord(t, "single-string-empty"), tmpls[name]); res.Status != StatusRendered {
			t.Errorf(`%s, arguments "{}": %q %s`, name, res.Status, res.Detail())
		}
	}
}

func TestRenderErrorsNameTemplateAndEngineMessage(t *testing.T) {
	t.Parallel()
	tmpls := loadTemplates(t)
	for name, msg := range map[string]string{
		"qwen3-coder":            "Can only get item pairs from a mapping.",
		"glm-4.6":                "Can only get item pairs from a mapping.",
		"llama-3.3-70b-instruct": "This model only supports single tool-calls at once!",
	} {
		rec := "single-string"
		if name == "llama-3.3-70b-instruct" {
			rec = "parallel-object"
		}
		res := Check(loadRecord(t, rec), tmpls[name])
		if res.Err == nil || !errors.Is(res.Err, ErrRender) {
			t.Errorf("%s: err %v, want ErrRender", name, res.Err)
			continue
		}
		if !strings.Contains(res.Err.Error(), name+".jinja") || !strings.Contains(res.Err.Error(), msg) {
			t.Errorf("%s: %v; want the template name and %q", name, res.Err, msg)
		}
	}
}

// The same content convention works with "" for every template; null
// works too under this engine (see Probe's doc for why that proves less
// than it seems).
func TestContentNull(t *testing.T) {
	t.Parallel()
	tmpls := loadTemplates(t)
	for name, tm := range tmpls {
		a := Check(loadRecord(t, "single-object"), tm)
		b := Check(loadRecord(t, "single-object-null"), tm)
		if a.Status != b.Status {
			t.Errorf("%s: content \"\" %q, null %q", name, a.Status, b.Status)
		}
	}
}

func TestProbe(t *testing.T) {
	t.Parallel()
	tmpls := loadTemplates(t)
	want := map[string]string{
		"functionary-medium-v3.1": ArgsString,
		"deepseek-v3.1":           ArgsString,
	}
	for name, tm := range tmpls {
		enc, null, err := Probe(tm)
		if err != nil {
			t.Errorf("%s: %v", name, err)
			continue
		}
		w := want[name]
		if w == "" {
			w = ArgsObject
		}
		if enc != w || null {
			t.Errorf("%s: Probe = %s, content null %v; want %s, content \"\"", name, enc, null, w)
		}
	}
}

func TestProbeNoConvention(t *testing.T) {
	t.Parallel()
	tm, err := Parse("broken.jinja", `{{ raise_exception("no tools here") }}`)
	if err != nil {
		t.Fatal(err)
	}
	_, _, err = Probe(tm)
	if err == nil || !strings.Contains(err.Error(), "broken.jinja") || !strings.Contains(err.Error(), "no tools here") {
		t.Fatalf("Probe error = %v", err)
	}
}

// A template that drops tool results is reported as dropped, naming the
// result piece.
func TestDroppedResult(t *testing.T) {
	t.Parallel()
	tm, err := Parse("no-results.jinja", `{% for m in messages %}{% if m.role == "assistant" and m.tool_calls %}{% for c in m.tool_calls %}{{ c.function.name }} {{ c.function.arguments | tojson }}{% endfor %}{% endif %}{% endfor %}`)
	if err != nil {
		t.Fatal(err)
	}
	res := Check(loadRecord(t, "single-object"), tm)
	if res.Status != StatusDropped || res.Detail() != "dropped: result /messages/3/content" {
		t.Fatalf("%q %q", res.Status, res.Detail())
	}
}

func TestLocate(t *testing.T) {
	t.Parallel()
	p := Piece{Kind: PieceKey, Marker: "QQK1QQ"}
	for text, want := range map[string]PieceState{
		`{"QQK1QQ": 1}`:                   PieceRendered,
		`"{\"QQK1QQ\": 1}"`:               PieceDoubleEncoded,
		`"{\\\"QQK1QQ\\\": 1}"`:           PieceDoubleEncoded,
		`{&#34;QQK1QQ&#34;: 1}`:           PieceDoubleEncoded,
		`{'QQK1QQ': 1}`:                   PiecePythonRepr,
		`{'QQK1QQ': 1} <k>QQK1QQ</k>`:     PieceRendered,
		`"{\"QQK1QQ\": 1}" {'QQK1QQ': 1}`: PieceDoubleEncoded,
		`QQK12QQ`:                         PieceDropped,
		``:                                PieceDropped,
	} {
		if got := locate(text, p); got != want {
			t.Errorf("locate(%s) = %s, want %s", text, got, want)
		}
	}
}

func TestParseRecordErrors(t *testing.T) {
	t.Parallel()
	for line, want := range map[string]string{
		`[1]`:                              "not a JSON object",
		`{"messages": 3}`:                  "messages is not a list",
		`{"tools": []}`:                    "no messages list",
		`{"messages": [1]}`:                "messages[0] is not an object",
		`{"messages": [{"content": "x"}]}`: "messages[0].role is not a string",
		`{"messages": [], "tools": 5}`:     "tools is not a list",
		`{"messages": [], "tools": "{}"}`:  "tools is a string that is not a JSON list",
		`{"messages": []} x`:               "after the JSON value",
		`{"messages": [`:                   "hf record",
	} {
		if _, err := ParseRecord([]byte(line)); err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("ParseRecord(%s) error %v, want %q", line, err, want)
		}
	}
}

// prompt/completion records and tools given as a JSON string render like
// the messages form.
func TestParseRecordShapes(t *testing.T) {
	t.Parallel()
	tm := loadTemplates(t)["qwen2.5-7b-instruct"]
	base := `{"messages":[{"role":"user","content":"hi"},{"role":"assistant","content":"","tool_calls":[{"id":"abcdefghi","type":"function","function":{"name":"f","arguments":{"a":1}}}]}],"tools":[{"type":"function","function":{"name":"f","description":"d","parameters":{"type":"object","properties":{"a":{"type":"integer"}}}}}]}`
	pc := `{"prompt":[{"role":"user","content":"hi"}],"completion":[{"role":"assistant","content":"","tool_calls":[{"id":"abcdefghi","type":"function","function":{"name":"f","arguments":{"a":1}}}]}],"tools":"[{\"type\":\"function\",\"function\":{\"name\":\"f\",\"description\":\"d\",\"parameters\":{\"type\":\"object\",\"properties\":{\"a\":{\"type\":\"integer\"}}}}}]"}`
	var outs []string
	for _, line := range []string{base, pc} {
		r, err := ParseRecord([]byte(line))
		if err != nil {
			t.Fatal(err)
		}
		s, err := tm.Render(r)
		if err != nil {
			t.Fatal(err)
		}
		outs = append(outs, s)
	}
	if outs[0] != outs[1] {
		t.Errorf("prompt/completion renders differently:\n%s\n---\n%s", outs[0], outs[1])
	}
	// An empty tools list is passed as no tools (TRL passes None).
	r, _ := ParseRecord([]byte(`{"messages":[{"role":"user","content":"hi"}],"tools":[]}`))
	s, err := tm.Render(r)
	if err != nil || strings.Contains(s, "<tools>") {
		t.Errorf("empty tools rendered the tool preamble: %q %v", s, err)
	}
}

// Mistral templates raise unless call ids are 9 characters (docs/formats.md,
// chat templates); the template's own message is reported.
func TestMistralCallIDs(t *testing.T) {
	t.Parallel()
	line, err := os.ReadFile(filepath.Join("testdata", "single-object.jsonl"))
	if err != nil {
		t.Fatal(err)
	}
	r, err := ParseRecord([]byte(strings.ReplaceAll(string(line), "a1B2c3D4e", "call_1")))
	if err != nil {
		t.Fatal(err)
	}
	tmpls := loadTemplates(t)
	for _, name := range []string{"mistral-nemo-instruct-2407", "mistral-small-3.2-24b-instruct-2506"} {
		res := Check(r, tmpls[name])
		if res.Status != StatusRenderError || !strings.Contains(res.Detail(), "Tool call IDs should be alphanumeric strings with length 9!") {
			t.Errorf("%s: %q %s", name, res.Status, res.Detail())
		}
	}
	if res := Check(r, tmpls["qwen2.5-7b-instruct"]); res.Status != StatusRendered {
		t.Errorf("qwen2.5: %q %s", res.Status, res.Detail())
	}
}

func TestNullCallContent(t *testing.T) {
	t.Parallel()
	if loadRecord(t, "single-object").NullCallContent() || !loadRecord(t, "single-object-null").NullCallContent() {
		t.Error("NullCallContent is wrong")
	}
}
