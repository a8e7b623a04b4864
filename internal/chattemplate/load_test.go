package chattemplate

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/mcpgen/mcpgen/pkg/dataset"
)

func writeFile(t *testing.T, dir, name, content string) string {
	t.Helper()
	p := filepath.Join(dir, name)
	if err := os.WriteFile(p, []byte(content), 0o644); err != nil {
		t.Fatal(err)
	}
	return p
}

func TestLoadFolderAndFile(t *testing.T) {
	t.Parallel()
	ts, err := Load(templatesDir)
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, tm := range ts {
		names = append(names, tm.Name)
	}
	if names[0] != "deepseek-v3.1.jinja" || names[11] != "qwen3-coder.jinja" {
		t.Errorf("folder order: %v", names)
	}
	one, err := Load(filepath.Join(templatesDir, "llama-3.3-70b-instruct.jinja"))
	if err != nil || len(one) != 1 {
		t.Fatal(one, err)
	}
	if one[0].BOS != "<|begin_of_text|>" || one[0].EOS != "<|eot_id|>" || one[0].Path == "" {
		t.Errorf("llama: %+v", one[0])
	}
	for name, bos := range map[string]string{
		"mistral-nemo-instruct-2407.jinja": "<s>", "deepseek-v3.1.jinja": "<｜begin▁of▁sentence｜>",
		"hermes-3-llama-3.1-70b-tool_use.jinja": "<|begin_of_text|>", "qwen2.5-7b-instruct.jinja": "",
	} {
		ts, err := Load(filepath.Join(templatesDir, name))
		if err != nil {
			t.Fatal(err)
		}
		if ts[0].BOS != bos {
			t.Errorf("%s: BOS %q, want %q", name, ts[0].BOS, bos)
		}
	}
}

func TestLoadTokenizerConfig(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	src, err := os.ReadFile(filepath.Join(templatesDir, "hermes-3-llama-3.1-70b-tool_use.jinja"))
	if err != nil {
		t.Fatal(err)
	}
	// A list of named templates, as Hermes 3 ships them, with AddedToken
	// objects for the special tokens.
	list := `{"bos_token": {"content": "<BOS>", "lstrip": false}, "eos_token": "<EOS>", "chat_template": [` +
		`{"name": "default", "template": "{{ bos_token }}plain"}, {"name": "tool_use", "template": ` + jsonString(string(src)) + `}]}`
	sub := filepath.Join(dir, "list")
	if err := os.Mkdir(sub, 0o755); err != nil {
		t.Fatal(err)
	}
	p := writeFile(t, sub, "tokenizer_config.json", list)
	ts, err := Load(p)
	if err != nil {
		t.Fatal(err)
	}
	if ts[0].Name != "tokenizer_config.json#tool_use" || ts[0].BOS != "<BOS>" || ts[0].EOS != "<EOS>" || ts[0].Source != string(src) {
		t.Errorf("list: %s %q %q", ts[0].Name, ts[0].BOS, ts[0].EOS)
	}
	if res := Check(loadRecord(t, "single-object"), ts[0]); res.Status != StatusRendered {
		t.Errorf("tool_use template: %s", res.Detail())
	}
	// A folder picks up tokenizer_config.json next to .jinja files.
	writeFile(t, sub, "extra.jinja", "{{ messages | length }}")
	ts, err = Load(sub)
	if err != nil || len(ts) != 2 || ts[0].Name != "extra.jinja" || ts[1].Name != "tokenizer_config.json#tool_use" {
		t.Fatalf("folder: %v %v", ts, err)
	}

	// A plain string template; the default entry when there is no tool_use.
	p = writeFile(t, dir, "string.json", `{"chat_template": "{{ bos_token }}x", "bos_token": null}`)
	ts, err = Load(p)
	if err != nil || ts[0].Name != "string.json" || ts[0].BOS != "" {
		t.Fatalf("string: %v %v", ts, err)
	}
	p = writeFile(t, dir, "default.json", `{"chat_template": [{"name": "default", "template": "d"}, {"name": "rag", "template": "r"}]}`)
	if ts, err = Load(p); err != nil || ts[0].Name != "default.json#default" {
		t.Fatalf("default: %v %v", ts, err)
	}

	for name, c := range map[string]struct{ content, want string }{
		"none.json":   {`{"bos_token": "<s>"}`, "no chat_template field"},
		"bad.json":    {`{"chat_template": 3}`, "neither a string nor a list"},
		"rag.json":    {`{"chat_template": [{"name": "rag", "template": "r"}]}`, "neither a tool_use nor a default entry (has rag)"},
		"broken.json": {`{"chat_template": "{% for x in %}"}`, "broken.json"},
		"syntax.json": {`{`, "syntax.json"},
	} {
		p := writeFile(t, dir, name, c.content)
		if _, err := Load(p); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: error %v, want %q", name, err, c.want)
		}
	}
	if _, err := Load(filepath.Join(dir, "missing.jinja")); err == nil || !strings.Contains(err.Error(), "missing.jinja") {
		t.Errorf("missing file: %v", err)
	}
	empty := filepath.Join(dir, "empty")
	if err := os.Mkdir(empty, 0o755); err != nil {
		t.Fatal(err)
	}
	if _, err := Load(empty); err == nil || !strings.Contains(err.Error(), "no *.jinja") {
		t.Errorf("empty folder: %v", err)
	}
	if _, err := Parse("bad.jinja", "{% if %}"); err == nil || !strings.Contains(err.Error(), "bad.jinja") {
		t.Errorf("Parse error: %v", err)
	}
}

func jsonString(s string) string {
	var sb strings.Builder
	writeJSONString(&sb, s)
	return sb.String()
}

func TestTextLineAndClock(t *testing.T) {
	t.Parallel()
	tm := loadTemplates(t)["gpt-oss-120b"]
	r := loadRecord(t, "single-object")
	line, err := tm.TextLine(r)
	if err != nil {
		t.Fatal(err)
	}
	text, err := tm.Render(r)
	if err != nil {
		t.Fatal(err)
	}
	if string(line) != `{"text":`+jsonString(text)+`}` {
		t.Errorf("TextLine = %s", line)
	}
	if !strings.Contains(text, "Current date: 2024-07-26") {
		t.Errorf("strftime_now does not use DefaultNow: %.300s", text)
	}
	if strftime(DefaultNow, "%d %b %Y %H:%M %A %j %%") != "26 Jul 2024 00:00 Friday 208 %" {
		t.Errorf("strftime: %s", strftime(DefaultNow, "%d %b %Y %H:%M %A %j %%"))
	}
}

func TestTextFormat(t *testing.T) {
	t.Parallel()
	tm := loadTemplates(t)["qwen2.5-7b-instruct"]
	f := TextFormat(tm)
	if f.Name() != "text" || !strings.Contains(f.Description(), "qwen2.5-7b-instruct.jinja") {
		t.Errorf("%s: %s", f.Name(), f.Description())
	}
	if d := f.Defaults(); d.ArgsEncoding != dataset.EncodingObject {
		t.Errorf("defaults %+v", d)
	}
	rec := &dataset.Record{
		Tools: []dataset.ToolDef{{Name: "f", Description: "d", Parameters: json.RawMessage(`{"type":"object","properties":{"a":{"type":"integer"}}}`)}},
		Turns: []dataset.Turn{
			{Role: dataset.RoleUser, Content: "go"},
			{Role: dataset.RoleAssistant, Calls: []dataset.Call{{ID: "abcdefghi", Name: "f", Arguments: json.RawMessage(`{"a":1}`)}}},
		},
	}
	line, err := f.Encode(rec, dataset.FormatOptions{})
	if err != nil {
		t.Fatal(err)
	}
	var v struct{ Text string }
	if err := json.Unmarshal(line, &v); err != nil {
		t.Fatal(err)
	}
	if !strings.HasSuffix(v.Text, "<|im_start|>user\ngo<|im_end|>\n<|im_start|>assistant\n<tool_call>\n{\"name\": \"f\", \"arguments\": {\"a\": 1}}\n</tool_call><|im_end|>\n") {
		t.Errorf("text %q", v.Text)
	}
	if _, err := f.Encode(&dataset.Record{}, dataset.FormatOptions{}); err == nil {
		t.Error("empty record encoded")
	}
}
