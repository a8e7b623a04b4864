package chattemplate

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"math"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"time"

	"github.com/ardanlabs/jinja"
)

// DefaultNow is the fixed clock behind strftime_now when Template.Now is
// zero: 26 Jul 2024, the date Llama 3.x templates fall back to. A fixed
// clock keeps rendered text byte-identical from run to run.
var DefaultNow = time.Date(2024, time.July, 26, 0, 0, 0, 0, time.UTC)

// A Template is one compiled chat template.
type Template struct {
	// Name identifies the template in reports: the file's base name, or
	// "tokenizer_config.json#tool_use" for a named entry of a list.
	Name string
	// Path is the file it was read from ("" for Parse).
	Path string
	// Source is the Jinja source text.
	Source string
	// BOS and EOS are passed as bos_token and eos_token. Load reads them
	// from a tokenizer_config.json; otherwise they are guessed from the
	// template's own special tokens (see Parse).
	BOS, EOS string
	// Now is the time strftime_now reports; zero means DefaultNow.
	Now time.Time
	// Context, when set, stops a render once it ends (SIGINT): the loop
	// step budget checks it (see MaxSteps). Set it before rendering.
	Context context.Context

	compiled *jinja.Template
}

// Parse compiles a chat template's source. name is used in reports and
// errors. BOS and EOS are guessed from the tokens the template itself
// writes (Llama 3 "<|begin_of_text|>", Mistral "<s>"/"</s>", DeepSeek
// "<｜begin▁of▁sentence｜>"); set them on the result to override. The
// error names the template and carries the engine's parse message.
func Parse(name, source string) (*Template, error) {
	rewritten, _ := rewriteSource(source)
	c, err := jinja.Compile(rewritten)
	if err != nil {
		return nil, fmt.Errorf("chat template %s: %w", name, err)
	}
	bos, eos := guessSpecialTokens(source)
	return &Template{Name: name, Source: source, BOS: bos, EOS: eos, compiled: c}, nil
}

func guessSpecialTokens(src string) (bos, eos string) {
	switch {
	case strings.Contains(src, "<｜tool▁calls▁begin｜>") || strings.Contains(src, "<｜Assistant｜>"):
		return "<｜begin▁of▁sentence｜>", "<｜end▁of▁sentence｜>"
	case strings.Contains(src, "[INST]"):
		return "<s>", "</s>"
	case strings.Contains(src, "<|start_header_id|>"):
		return "<|begin_of_text|>", "<|eot_id|>"
	case strings.Contains(src, "<|im_start|>") && strings.Contains(src, "bos_token"):
		// Hermes 3 (a Llama 3.1 fine-tune with ChatML turns).
		return "<|begin_of_text|>", "<|im_end|>"
	}
	return "", ""
}

// Load reads chat templates from path:
//   - a .jinja (or any non-JSON) file: one template named after the file;
//   - a folder: every *.jinja file and every tokenizer_config.json in it
//     (not recursive), in name order;
//   - a tokenizer_config.json (any *.json): its `chat_template` field, a
//     string or a list of {name, template}; from a list the `tool_use`
//     entry is taken if present, else `default` (what transformers'
//     apply_chat_template picks for a call with tools). Its bos_token and
//     eos_token (strings or {"content": …} objects) are used.
//
// Errors name the file and, for JSON, the field.
func Load(path string) ([]*Template, error) {
	fi, err := os.Stat(path)
	if err != nil {
		return nil, fmt.Errorf("chat template: %w", err)
	}
	if fi.IsDir() {
		entries, err := os.ReadDir(path)
		if err != nil {
			return nil, fmt.Errorf("chat templates: %w", err)
		}
		var names []string
		for _, e := range entries {
			if e.IsDir() {
				continue
			}
			if strings.HasSuffix(e.Name(), ".jinja") || e.Name() == "tokenizer_config.json" {
				names = append(names, e.Name())
			}
		}
		sort.Strings(names)
		if len(names) == 0 {
			return nil, fmt.Errorf("chat templates: no *.jinja or tokenizer_config.json in %s", path)
		}
		var out []*Template
		for _, n := range names {
			ts, err := Load(filepath.Join(path, n))
			if err != nil {
				return nil, err
			}
			out = append(out, ts...)
		}
		return out, nil
	}
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, fmt.Errorf("chat template: %w", err)
	}
	if strings.HasSuffix(path, ".json") {
		t, err := parseTokenizerConfig(path, data)
		if err != nil {
			return nil, err
		}
		return []*Template{t}, nil
	}
	t, err := Parse(filepath.Base(path), string(data))
	if err != nil {
		return nil, err
	}
	t.Path = path
	return []*Template{t}, nil
}

func parseTokenizerConfig(path string, data []byte) (*Template, error) {
	var cfg struct {
		ChatTemplate json.RawMessage `json:"chat_template"`
		BOS          json.RawMessage `json:"bos_token"`
		EOS          json.RawMessage `json:"eos_token"`
	}
	if err := json.Unmarshal(data, &cfg); err != nil {
		return nil, fmt.Errorf("chat template %s: %w", path, err)
	}
	name := filepath.Base(path)
	var src string
	switch {
	case len(cfg.ChatTemplate) == 0 || string(cfg.ChatTemplate) == "null":
		return nil, fmt.Errorf("chat template %s: no chat_template field", path)
	case json.Unmarshal(cfg.ChatTemplate, &src) == nil:
	default:
		var list []struct {
			Name     string `json:"name"`
			Template string `json:"template"`
		}
		if err := json.Unmarshal(cfg.ChatTemplate, &list); err != nil {
			return nil, fmt.Errorf("chat template %s: chat_template is neither a string nor a list of {name, template}", path)
		}
		byName := map[string]string{}
		var names []string
		for _, e := range list {
			byName[e.Name] = e.Template
			names = append(names, e.Name)
		}
		switch {
		case byName["tool_use"] != "":
			name, src = name+"#tool_use", byName["tool_use"]
		case byName["default"] != "":
			name, src = name+"#default", byName["default"]
		default:
			return nil, fmt.Errorf("chat template %s: chat_template list has neither a tool_use nor a default entry (has %s)", path, strings.Join(names, ", "))
		}
	}
	t, err := Parse(name, src)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	t.Path = path
	if s, ok := specialToken(cfg.BOS); ok {
		t.BOS = s
	}
	if s, ok := specialToken(cfg.EOS); ok {
		t.EOS = s
	}
	return t, nil
}

// specialToken reads a tokenizer_config.json token: a string, or an
// AddedToken object {"content": …}; null gives "".
func specialToken(raw json.RawMessage) (string, bool) {
	if len(raw) == 0 {
		return "", false
	}
	if string(raw) == "null" {
		return "", true
	}
	var s string
	if json.Unmarshal(raw, &s) == nil {
		return s, true
	}
	var obj struct {
		Content string `json:"content"`
	}
	if json.Unmarshal(raw, &obj) == nil {
		return obj.Content, true
	}
	return "", false
}

// ErrRender marks an error raised while a template ran (raise_exception, a
// type error, an undefined call), as opposed to a record that could not be
// parsed.
var ErrRender = errors.New("render error")

// Render renders the record through the template with
// add_generation_prompt=false and returns the prompt text. Errors wrap
// ErrRender and carry the template name and the engine's message.
func (t *Template) Render(r *Record) (out string, err error) {
	defer func() {
		// A template is user input; an engine panic on it is a render
		// error of that template, not a crash of the command.
		if p := recover(); p != nil {
			out, err = "", fmt.Errorf("chat template %s: %w: engine panic: %v", t.Name, ErrRender, p)
		}
	}()
	now := t.Now
	if now.IsZero() {
		now = DefaultNow
	}
	// The engine lets a template mutate its input (.update, .append),
	// which transformers' immutable sandbox forbids; render a copy so a
	// Record stays read-only and safe to share between goroutines.
	r = r.clone()
	data := map[string]jinja.Value{
		"messages":              r.messages,
		"add_generation_prompt": jinja.NewBool(false),
		"bos_token":             jinja.NewString(t.BOS),
		"eos_token":             jinja.NewString(t.EOS),
		"strftime_now": jinja.NewCallable("strftime_now", func(args []jinja.Value, _ map[string]jinja.Value) (jinja.Value, error) {
			format := "%Y-%m-%d"
			if len(args) > 0 && args[0].IsString() {
				format = args[0].AsString()
			}
			return jinja.NewString(strftime(now, format)), nil
		}),
	}
	// transformers' tojson, called by the rewritten template (see tojsonFunc).
	data[tojsonGlobal] = jinja.NewCallable(tojsonGlobal, tojsonFunc)
	// a dict operand of + raises as under Python (see plusRewrite).
	data[plusGlobal] = jinja.NewCallable(plusGlobal, plusOperand)
	// range as the sandbox transformers renders in allows it (MaxRange).
	data["range"] = jinja.NewCallable("range", sandboxRange)
	// The macro depth guard the rewritten template calls (guardMacro).
	data[macroEnterGlobal], data[macroLeaveGlobal] = macroDepth(t.Name)
	// The loop step and value size budget (guardBudget), and Context.
	data[stepGlobal], data[boundGlobal] = budget(t.Context, t.Name)
	if r.tools.IsList() {
		data["tools"] = r.tools
	}
	out, err = t.compiled.RenderValues(data)
	if err != nil {
		return "", fmt.Errorf("chat template %s: %w: %w", t.Name, ErrRender, err)
	}
	return out, nil
}

// MaxRange is the longest list range() builds in a template: the limit of
// the sandbox transformers renders chat templates in (jinja2's
// sandbox.MAX_RANGE). A template asking for more fails with a render error
// instead of looping for hours over a copied tokenizer_config.json.
const MaxRange = 100000

// sandboxRange is Python's range(stop), range(start, stop[, step]) as
// jinja2's sandbox provides it: an error beyond MaxRange items.
func sandboxRange(args []jinja.Value, _ map[string]jinja.Value) (jinja.Value, error) {
	var start, stop, step int64 = 0, 0, 1
	switch len(args) {
	case 1:
		stop = rangeInt(args[0])
	case 2:
		start, stop = rangeInt(args[0]), rangeInt(args[1])
	case 3:
		start, stop, step = rangeInt(args[0]), rangeInt(args[1]), rangeInt(args[2])
	default:
		return jinja.Undefined(), fmt.Errorf("range: expected 1-3 arguments, got %d", len(args))
	}
	if step == 0 {
		return jinja.Undefined(), errors.New("range: step must not be zero")
	}
	// Count in float64 so extreme bounds cannot overflow the check.
	n := math.Ceil((float64(stop) - float64(start)) / float64(step))
	if n <= 0 {
		return jinja.NewList(nil), nil
	}
	if n > MaxRange {
		return jinja.Undefined(), fmt.Errorf("range too big: %.0f items; the sandbox chat templates run in (transformers, jinja2 MAX_RANGE) blocks ranges larger than %d", n, MaxRange)
	}
	items := make([]jinja.Value, 0, int(n))
	for i := int64(0); i < int64(n); i++ {
		items = append(items, jinja.NewInt(start+i*step))
	}
	return jinja.NewList(items), nil
}

// rangeInt reads a range() argument the way the engine's own range does.
func rangeInt(v jinja.Value) int64 {
	switch {
	case v.IsInt():
		return v.AsInt()
	case v.IsFloat():
		return int64(v.AsFloat())
	case v.IsBool():
		if v.AsBool() {
			return 1
		}
	case v.IsString():
		var n int64
		fmt.Sscanf(v.AsString(), "%d", &n)
		return n
	}
	return 0
}

// TextLine renders the record and returns the JSONL line {"text": …}
// (without a newline) that trainers taking raw text read (TRL
// dataset_text_field "text"). The JSON is not HTML-escaped.
func (t *Template) TextLine(r *Record) ([]byte, error) {
	s, err := t.Render(r)
	if err != nil {
		return nil, err
	}
	var sb strings.Builder
	sb.WriteString(`{"text":`)
	writeJSONString(&sb, s)
	sb.WriteByte('}')
	return []byte(sb.String()), nil
}

// strftime formats t with the C/Python strftime directives chat templates
// use (%Y %m %d %H %M %S %B %b %A %a %p %I %Z %j %y %e %%).
func strftime(t time.Time, format string) string {
	var sb strings.Builder
	for i := 0; i < len(format); i++ {
		c := format[i]
		if c != '%' || i+1 == len(format) {
			sb.WriteByte(c)
			continue
		}
		i++
		switch format[i] {
		case 'Y':
			sb.WriteString(t.Format("2006"))
		case 'y':
			sb.WriteString(t.Format("06"))
		case 'm':
			sb.WriteString(t.Format("01"))
		case 'd':
			sb.WriteString(t.Format("02"))
		case 'e':
			sb.WriteString(t.Format("_2"))
		case 'H':
			sb.WriteString(t.Format("15"))
		case 'I':
			sb.WriteString(t.Format("03"))
		case 'M':
			sb.WriteString(t.Format("04"))
		case 'S':
			sb.WriteString(t.Format("05"))
		case 'p':
			sb.WriteString(t.Format("PM"))
		case 'B':
			sb.WriteString(t.Format("January"))
		case 'b':
			sb.WriteString(t.Format("Jan"))
		case 'A':
			sb.WriteString(t.Format("Monday"))
		case 'a':
			sb.WriteString(t.Format("Mon"))
		case 'Z':
			sb.WriteString(t.Format("MST"))
		case 'j':
			fmt.Fprintf(&sb, "%03d", t.YearDay())
		case '%':
			sb.WriteByte('%')
		default:
			sb.WriteByte('%')
			sb.WriteByte(format[i])
		}
	}
	return sb.String()
}
