package chattemplate

import (
	"errors"
	"fmt"

	"github.com/ardanlabs/jinja"
)

// A Record is one conversation in the Hugging Face `hf` shape, ready to be
// rendered: the `messages` list (OpenAI-style, with `tool_calls` whose
// `function.arguments` is an object or a JSON string, and `role: "tool"`
// results) and the `tools` list. Key order is kept as in the source line.
// A Record is read-only once parsed and safe for concurrent use.
type Record struct {
	messages jinja.Value // list of dicts
	tools    jinja.Value // list, or Undefined when the record has none
}

// ParseRecord parses one JSONL line in the `hf` shape (TRL "conversational"
// dataset format, docs/formats.md, hf and mlx): an object with `messages`,
// or with `prompt` and `completion` (conversational prompt/completion, which
// are joined in that order), and an optional `tools` list, which may also be
// given as a JSON string (TRL json.loads it). It returns an error naming the
// field that is missing or has the wrong type.
func ParseRecord(line []byte) (*Record, error) {
	v, err := decodeJSON(line)
	if err != nil {
		return nil, fmt.Errorf("hf record: %w", err)
	}
	if !v.IsDict() {
		return nil, errors.New("hf record: not a JSON object")
	}
	r := &Record{tools: jinja.Undefined()}
	if msgs := get(v, "messages"); !msgs.IsUndefined() {
		if !msgs.IsList() {
			return nil, errors.New("hf record: messages is not a list")
		}
		r.messages = msgs
	} else {
		p, c := get(v, "prompt"), get(v, "completion")
		if !p.IsList() || !c.IsList() {
			return nil, errors.New("hf record: no messages list (nor prompt and completion lists)")
		}
		items := append(append([]jinja.Value{}, p.AsList().Items...), c.AsList().Items...)
		r.messages = jinja.NewList(items)
	}
	for i, m := range r.messages.AsList().Items {
		if !m.IsDict() {
			return nil, fmt.Errorf("hf record: messages[%d] is not an object", i)
		}
		if !get(m, "role").IsString() {
			return nil, fmt.Errorf("hf record: messages[%d].role is not a string", i)
		}
	}
	switch tools := get(v, "tools"); {
	case tools.IsUndefined() || tools.IsNone():
	case tools.IsString():
		tv, err := decodeJSON([]byte(tools.AsString()))
		if err != nil || !(tv.IsList() || tv.IsNone()) {
			return nil, errors.New("hf record: tools is a string that is not a JSON list")
		}
		if tv.IsList() {
			r.tools = tv
		}
	case tools.IsList():
		r.tools = tools
	default:
		return nil, errors.New("hf record: tools is not a list")
	}
	if r.tools.IsList() && r.tools.AsList().Len() == 0 {
		// TRL passes tools=None for an empty list: Llama templates print
		// their tool preamble for [] (docs/formats.md, hf and mlx).
		r.tools = jinja.Undefined()
	}
	return r, nil
}

func (r *Record) clone() *Record {
	return &Record{messages: cloneValue(r.messages), tools: cloneValue(r.tools)}
}

// NullCallContent reports whether an assistant message of the record
// carries tool_calls with `content: null`. The engine cannot tell whether
// a template breaks on that (see Probe), so callers may warn about it.
func (r *Record) NullCallContent() bool {
	for _, m := range r.messages.AsList().Items {
		if tc := get(m, "tool_calls"); tc.IsList() && tc.AsList().Len() > 0 && get(m, "content").IsNone() {
			return true
		}
	}
	return false
}

// WithObjectArguments returns a copy of r in which each tool call's
// arguments given as a JSON string holding an object is that object, and
// how many it parsed back: the step docs/formats.md (trap 2) puts between
// datasets.load_dataset and the chat template for files whose arguments
// are strings only so that Arrow loads them.
func (r *Record) WithObjectArguments() (*Record, int) {
	c := r.clone()
	n := 0
	for _, m := range c.messages.AsList().Items {
		calls := get(m, "tool_calls")
		if !calls.IsList() {
			continue
		}
		for _, call := range calls.AsList().Items {
			fn := get(call, "function")
			args := get(fn, "arguments")
			if !fn.IsDict() || !args.IsString() {
				continue
			}
			if v, err := decodeJSON([]byte(args.AsString())); err == nil && v.IsDict() {
				fn.AsDict().Set("arguments", v)
				n++
			}
		}
	}
	return c, n
}
