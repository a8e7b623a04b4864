package dataset

import (
	"bytes"
	"encoding/json"
	"fmt"
	"strconv"
	"strings"
)

func init() {
	mustRegister(functionsFormat{})
	mustRegister(sharegptFormat{})
	mustRegister(hermesFormat{})
	mustRegister(xlamFormat{})
}

// functionsFormat is OpenAI's legacy functions/function_call shape
// (FORMATS.md §2.2): no ids, results linked by name on role "function", one
// call per assistant turn, arguments a JSON string.
type functionsFormat struct{}

func (functionsFormat) Name() string { return "openai-functions" }
func (functionsFormat) Description() string {
	return "OpenAI legacy functions/function_call fine-tuning format: one call per turn, string arguments, role function results"
}
func (functionsFormat) Defaults() FormatOptions {
	return FormatOptions{ArgsEncoding: EncodingString, CallContent: CallContentOmit}
}

// Encode implements Format.
func (f functionsFormat) Encode(r *Record, opts FormatOptions) ([]byte, error) {
	const name = "openai-functions"
	o := resolve(opts, f.Defaults())
	if o.ArgsEncoding != EncodingString {
		return nil, errShape(name, "arguments must be a JSON string")
	}
	args, err := validateRecord(r)
	if err != nil {
		return nil, shapeErr(name, err)
	}
	if len(r.Tools) > 128 {
		return nil, errShape(name, "%d functions, at most 128 allowed", len(r.Tools))
	}
	b := make([]byte, 0, 512)
	b = append(b, `{"messages":[`...)
	first := true
	if r.System != "" {
		b = append(b, `{"role":"system","content":`...)
		b = appendString(b, r.System)
		b = append(b, '}')
		first = false
	}
	ai := 0
	for i := range r.Turns {
		t := &r.Turns[i]
		if !first {
			b = append(b, ',')
		}
		first = false
		switch t.Role {
		case RoleUser:
			b = append(b, `{"role":"user","content":`...)
			b = appendString(b, t.Content)
			b = append(b, '}')
		case RoleAssistant:
			b = append(b, `{"role":"assistant"`...)
			switch {
			case len(t.Calls) > 1:
				return nil, errShape(name, "parallel calls (%d in one turn) are not supported", len(t.Calls))
			case len(t.Calls) == 0:
				b = append(b, `,"content":`...)
				b = appendString(b, t.Content)
			default:
				b = appendCallContent(b, t.Content, o.CallContent)
			}
			if len(t.Calls) == 1 {
				b = append(b, `,"function_call":{"name":`...)
				b = appendString(b, t.Calls[0].Name)
				b = append(b, `,"arguments":`...)
				b = appendStringBytes(b, args[ai])
				ai++
				b = append(b, '}')
			}
			b = append(b, '}')
		case RoleTool:
			n := t.Name
			if n == "" {
				n = callName(r, t.CallID)
			}
			if n == "" {
				return nil, errShape(name, "tool result turn %d has no function name", i)
			}
			b = append(b, `{"role":"function","name":`...)
			b = appendString(b, n)
			b = append(b, `,"content":`...)
			b = appendString(b, t.Content)
			b = append(b, '}')
		}
	}
	b = append(b, ']')
	if len(r.Tools) > 0 {
		b = append(b, `,"functions":[`...)
		for i := range r.Tools {
			if i > 0 {
				b = append(b, ',')
			}
			if b, err = appendToolBare(b, &r.Tools[i]); err != nil {
				return nil, shapeErr(name, err)
			}
		}
		b = append(b, ']')
	}
	return append(b, '}'), nil
}

// callName finds the tool name of the call with id in r.
func callName(r *Record, id string) string {
	if id == "" {
		return ""
	}
	for i := range r.Turns {
		for _, c := range r.Turns[i].Calls {
			if c.ID == id {
				return c.Name
			}
		}
	}
	return ""
}

// sharegptFormat is LLaMA-Factory's sharegpt shape with function_call and
// observation turns and a JSON-string tools column (FORMATS.md §2.6).
type sharegptFormat struct{}

func (sharegptFormat) Name() string { return "sharegpt" }
func (sharegptFormat) Description() string {
	return "LLaMA-Factory sharegpt (data/README.md): conversations human/function_call/observation/gpt, tools as a JSON string"
}
func (sharegptFormat) Defaults() FormatOptions { return FormatOptions{ArgsEncoding: EncodingObject} }

// ObservationJoin joins parallel tool results merged into one sharegpt
// observation turn, as LLaMA-Factory's own openai converter does
// (src/llamafactory/data/converter.py): templates wrap the whole value in
// <tool_response> tags.
const ObservationJoin = "\n</tool_response>\n<tool_response>\n"

// Encode implements Format.
func (f sharegptFormat) Encode(r *Record, opts FormatOptions) ([]byte, error) {
	const name = "sharegpt"
	o := resolve(opts, f.Defaults())
	args, err := validateRecord(r)
	if err != nil {
		return nil, shapeErr(name, err)
	}
	b := make([]byte, 0, 512)
	b = append(b, `{"conversations":[`...)
	ai, n := 0, 0
	var obs []string
	var last string
	emit := func(from, value string) {
		if n > 0 {
			b = append(b, ',')
		}
		b = append(b, `{"from":"`...)
		b = append(b, from...)
		b = append(b, `","value":`...)
		b = appendString(b, value)
		b = append(b, '}')
		n++
		last = from
	}
	flush := func() {
		if len(obs) > 0 {
			emit("observation", strings.Join(obs, ObservationJoin))
			obs = obs[:0]
		}
	}
	var fc []byte
	for i := range r.Turns {
		t := &r.Turns[i]
		if t.Role != RoleTool {
			flush()
		}
		switch t.Role {
		case RoleUser:
			emit("human", t.Content)
		case RoleAssistant:
			if len(t.Calls) == 0 {
				emit("gpt", t.Content)
				continue
			}
			if t.Content != "" {
				return nil, errShape(name, "assistant text beside tool calls cannot be held by a function_call turn")
			}
			fc = fc[:0]
			if len(t.Calls) > 1 {
				fc = append(fc, '[')
			}
			for j := range t.Calls {
				if j > 0 {
					fc = append(fc, ", "...)
				}
				fc = appendCallPy(fc, t.Calls[j].Name, args[ai], o.ArgsEncoding)
				ai++
			}
			if len(t.Calls) > 1 {
				fc = append(fc, ']')
			}
			emit("function_call", string(fc))
		case RoleTool:
			obs = append(obs, t.Content)
		}
	}
	flush()
	if last == "observation" {
		return nil, errShape(name, "record ends on a tool result; LLaMA-Factory needs it to end on gpt or function_call")
	}
	b = append(b, `],"system":`...)
	b = appendString(b, r.System)
	b = append(b, `,"tools":`...)
	if len(r.Tools) == 0 {
		b = append(b, `""`...)
	} else {
		var tb []byte
		tb = append(tb, '[')
		for i := range r.Tools {
			if i > 0 {
				tb = append(tb, ',')
			}
			if tb, err = appendToolBare(tb, &r.Tools[i]); err != nil {
				return nil, shapeErr(name, err)
			}
		}
		tb = append(tb, ']')
		b = appendStringBytes(b, pySpaced(nil, tb))
	}
	return append(b, '}'), nil
}

// appendCallPy appends {"name": n, "arguments": args} Python-spaced, with
// args as an object or (EncodingString) a string.
func appendCallPy(b []byte, name string, args []byte, enc Encoding) []byte {
	b = append(b, `{"name": `...)
	b = appendString(b, name)
	b = append(b, `, "arguments": `...)
	if enc == EncodingString {
		b = appendStringBytes(b, args)
	} else {
		b = pySpaced(b, args)
	}
	return append(b, '}')
}

// DefaultHermesSystem is the hermes system text ({tools} is replaced by one
// tool signature per line). It follows NousResearch/Hermes-Function-Calling's
// prompt (FORMATS.md §2.8), with strict JSON in the call example.
const DefaultHermesSystem = "You are a function calling AI model. You are provided with function signatures within <tools></tools> XML tags. " +
	"You may call one or more functions to assist with the user query. Don't make assumptions about what values to plug into functions. " +
	"Here are the available tools:\n<tools>\n{tools}\n</tools>\n" +
	"For each function call return a JSON object with function name and arguments within <tool_call></tool_call> XML tags as follows:\n" +
	"<tool_call>\n{\"name\": <function-name>, \"arguments\": <args-dict>}\n</tool_call>"

// hermesFormat is NousResearch Hermes function calling (FORMATS.md §2.8):
// sharegpt container, tools in the system text, <tool_call> and
// <tool_response> blocks of strict JSON, no ids.
type hermesFormat struct{}

func (hermesFormat) Name() string { return "hermes" }
func (hermesFormat) Description() string {
	return "NousResearch Hermes function calling: conversations with <tools>, <tool_call>, <tool_response>"
}
func (hermesFormat) Defaults() FormatOptions {
	return FormatOptions{ArgsEncoding: EncodingObject, HermesSystem: DefaultHermesSystem}
}

// Encode implements Format.
func (f hermesFormat) Encode(r *Record, opts FormatOptions) ([]byte, error) {
	const name = "hermes"
	o := resolve(opts, f.Defaults())
	args, err := validateRecord(r)
	if err != nil {
		return nil, shapeErr(name, err)
	}
	b := make([]byte, 0, 1024)
	b = append(b, `{"conversations":[`...)
	n := 0
	emit := func(from string, value []byte) {
		if n > 0 {
			b = append(b, ',')
		}
		b = append(b, `{"from":"`...)
		b = append(b, from...)
		b = append(b, `","value":`...)
		b = appendStringBytes(b, value)
		b = append(b, '}')
		n++
	}
	var sys []byte
	if r.System != "" {
		sys = append(sys, r.System...)
	}
	if len(r.Tools) > 0 {
		var tl []byte
		for i := range r.Tools {
			if i > 0 {
				tl = append(tl, '\n')
			}
			if tl, err = appendHermesTool(tl, &r.Tools[i]); err != nil {
				return nil, shapeErr(name, err)
			}
		}
		if len(sys) > 0 {
			sys = append(sys, "\n\n"...)
		}
		sys = append(sys, strings.ReplaceAll(o.HermesSystem, "{tools}", string(tl))...)
	}
	if len(sys) > 0 {
		emit("system", sys)
	}
	ai := 0
	var resp []byte
	flush := func() {
		if len(resp) > 0 {
			emit("tool", resp)
			resp = nil
		}
	}
	for i := range r.Turns {
		t := &r.Turns[i]
		if t.Role != RoleTool {
			flush()
		}
		switch t.Role {
		case RoleUser:
			emit("human", []byte(t.Content))
		case RoleAssistant:
			var v []byte
			v = append(v, t.Content...)
			for j := range t.Calls {
				if len(v) > 0 {
					v = append(v, '\n')
				}
				v = append(v, "<tool_call>\n"...)
				v = appendCallPy(v, t.Calls[j].Name, args[ai], o.ArgsEncoding)
				ai++
				v = append(v, "\n</tool_call>"...)
			}
			emit("gpt", v)
		case RoleTool:
			tn := t.Name
			if tn == "" {
				tn = callName(r, t.CallID)
			}
			if len(resp) > 0 {
				resp = append(resp, '\n')
			}
			resp = append(resp, "<tool_response>\n"...)
			var obj []byte
			obj = append(obj, `{"name":`...)
			obj = appendString(obj, tn)
			obj = append(obj, `,"content":`...)
			obj = appendContentValue(obj, t.Content)
			obj = append(obj, '}')
			resp = pySpaced(resp, obj)
			resp = append(resp, "\n</tool_response>"...)
		}
	}
	flush()
	return append(b, "]}"...), nil
}

// appendHermesTool appends one <tools> line: {"type": "function",
// "function": {...}} Python-spaced.
func appendHermesTool(b []byte, t *ToolDef) ([]byte, error) {
	key := make([]byte, 0, len(t.Name)+len(t.Description)+len(t.Parameters)+2)
	key = append(append(append(append(append(key, t.Name...), 0), t.Description...), 0), t.Parameters...)
	if v, ok := hermesToolCache.get(key); ok {
		return append(b, v...), nil
	}
	var tb []byte
	tb = append(tb, `{"type":"function","function":`...)
	tb, err := appendToolBare(tb, t)
	if err != nil {
		return nil, err
	}
	tb = append(tb, '}')
	v := pySpaced(nil, tb)
	hermesToolCache.put(key, v)
	return append(b, v...), nil
}

var hermesToolCache = newBytesCache()

// appendContentValue appends a tool result: the JSON value itself when the
// content is a JSON object or array, else the content as a JSON string.
func appendContentValue(b []byte, content string) []byte {
	t := strings.TrimSpace(content)
	if len(t) > 0 && (t[0] == '{' || t[0] == '[') && json.Valid([]byte(t)) {
		var buf bytes.Buffer
		if json.Compact(&buf, []byte(t)) == nil {
			return append(b, buf.Bytes()...)
		}
	}
	return appendString(b, content)
}

// xlamFormat is Salesforce xLAM / APIGen (FORMATS.md §2.10): single-turn
// query, tools and answers as JSON strings, parameters as a flat map with
// Python type names, no results and no final answer.
type xlamFormat struct{}

func (xlamFormat) Name() string { return "xlam" }
func (xlamFormat) Description() string {
	return "Salesforce xLAM/APIGen: query, tools and answers (JSON strings), single turn, no results"
}
func (xlamFormat) Defaults() FormatOptions { return FormatOptions{ArgsEncoding: EncodingObject} }

// Encode implements Format. The system prompt, tool results and any turn
// after the first assistant turn are not written: xLAM rows hold only the
// query and the calls that answer it; a negative gets "answers":"[]".
func (f xlamFormat) Encode(r *Record, opts FormatOptions) ([]byte, error) {
	const name = "xlam"
	o := resolve(opts, f.Defaults())
	if o.ArgsEncoding != EncodingObject {
		return nil, errShape(name, "arguments must be objects")
	}
	args, err := validateRecord(r)
	if err != nil {
		return nil, shapeErr(name, err)
	}
	if r.Turns[0].Role != RoleUser {
		return nil, errShape(name, "first turn must be the user's")
	}
	for i := 1; i < len(r.Turns); i++ {
		if r.Turns[i].Role == RoleUser {
			return nil, errShape(name, "multi-turn records are not supported")
		}
	}
	var ans []byte
	ans = append(ans, '[')
	for i := 1; i < len(r.Turns); i++ {
		t := &r.Turns[i]
		if t.Role != RoleAssistant {
			continue
		}
		for j := range t.Calls {
			if j > 0 {
				ans = append(ans, ", "...)
			}
			ans = appendCallPy(ans, t.Calls[j].Name, args[j], EncodingObject)
		}
		break
	}
	ans = append(ans, ']')
	b := make([]byte, 0, 512)
	b = append(b, `{"id":`...)
	b = strconv.AppendInt(b, r.Meta.Seq, 10)
	b = append(b, `,"query":`...)
	b = appendString(b, r.Turns[0].Content)
	var tb []byte
	tb = append(tb, '[')
	for i := range r.Tools {
		if i > 0 {
			tb = append(tb, ", "...)
		}
		if tb, err = appendXLAMTool(tb, &r.Tools[i]); err != nil {
			return nil, shapeErr(name, err)
		}
	}
	tb = append(tb, ']')
	b = append(b, `,"tools":`...)
	b = appendStringBytes(b, tb)
	b = append(b, `,"answers":`...)
	b = appendStringBytes(b, ans)
	return append(b, '}'), nil
}

// appendXLAMTool appends {"name": .., "description": .., "parameters":
// {param: {"description", "type", "default"?}}} Python-spaced, down-converting
// JSON Schema: Python type names (str, int, float, bool, dict, List[T], Any),
// ", optional" and a "default" (the schema's, else null) on optional
// parameters, "enum" kept.
func appendXLAMTool(b []byte, t *ToolDef) ([]byte, error) {
	key := make([]byte, 0, len(t.Name)+len(t.Description)+len(t.Parameters)+2)
	key = append(append(append(append(append(key, t.Name...), 0), t.Description...), 0), t.Parameters...)
	if v, ok := xlamToolCache.get(key); ok {
		return append(b, v...), nil
	}
	v, err := xlamTool(t)
	if err != nil {
		return nil, err
	}
	xlamToolCache.put(key, v)
	return append(b, v...), nil
}

// xlamToolCache holds rendered xLAM tool entries by name, description and
// parameters.
var xlamToolCache = newBytesCache()

func xlamTool(t *ToolDef) ([]byte, error) {
	p, err := normParams(t.Parameters, t.Name)
	if err != nil {
		return nil, err
	}
	var s struct {
		Properties json.RawMessage `json:"properties"`
		Required   []string        `json:"required"`
	}
	if err := json.Unmarshal(p, &s); err != nil {
		return nil, fmt.Errorf("tool %s parameters: %w", t.Name, err)
	}
	props, err := orderedMembers(s.Properties)
	if err != nil {
		return nil, fmt.Errorf("tool %s parameters/properties: %w", t.Name, err)
	}
	req := map[string]bool{}
	for _, r := range s.Required {
		req[r] = true
	}
	var o []byte
	o = append(o, `{"name":`...)
	o = appendString(o, t.Name)
	o = append(o, `,"description":`...)
	o = appendString(o, t.Description)
	o = append(o, `,"parameters":{`...)
	for i, m := range props {
		if i > 0 {
			o = append(o, ',')
		}
		var ps struct {
			Description string          `json:"description"`
			Default     json.RawMessage `json:"default"`
			Enum        json.RawMessage `json:"enum"`
		}
		_ = json.Unmarshal(m.value, &ps) // a non-object property schema keeps the zero value
		o = appendString(o, m.key)
		o = append(o, `:{"description":`...)
		o = appendString(o, ps.Description)
		ty := pyType(m.value)
		if !req[m.key] {
			ty += ", optional"
		}
		o = append(o, `,"type":`...)
		o = appendString(o, ty)
		if len(ps.Enum) > 0 {
			o = append(o, `,"enum":`...)
			o = append(o, compactRaw(ps.Enum)...)
		}
		if !req[m.key] {
			o = append(o, `,"default":`...)
			if len(ps.Default) > 0 {
				o = append(o, compactRaw(ps.Default)...)
			} else {
				o = append(o, "null"...)
			}
		}
		o = append(o, '}')
	}
	o = append(o, "}}"...)
	return pySpaced(nil, o), nil
}

func compactRaw(raw json.RawMessage) []byte {
	var buf bytes.Buffer
	if json.Compact(&buf, raw) != nil {
		return []byte("null")
	}
	return buf.Bytes()
}

type member struct {
	key   string
	value json.RawMessage
}

// orderedMembers returns the members of a JSON object in document order.
func orderedMembers(raw json.RawMessage) ([]member, error) {
	if len(bytes.TrimSpace(raw)) == 0 {
		return nil, nil
	}
	dec := json.NewDecoder(bytes.NewReader(raw))
	tok, err := dec.Token()
	if err != nil {
		return nil, err
	}
	if d, ok := tok.(json.Delim); !ok || d != '{' {
		return nil, fmt.Errorf("not a JSON object")
	}
	var out []member
	for dec.More() {
		tok, err := dec.Token()
		if err != nil {
			return nil, err
		}
		k, _ := tok.(string)
		var v json.RawMessage
		if err := dec.Decode(&v); err != nil {
			return nil, err
		}
		out = append(out, member{key: k, value: v})
	}
	return out, nil
}

// pyType maps a property schema to xLAM's Python-style type name.
func pyType(raw json.RawMessage) string {
	var s struct {
		Type  json.RawMessage `json:"type"`
		Items json.RawMessage `json:"items"`
		Enum  []any           `json:"enum"`
	}
	if json.Unmarshal(raw, &s) != nil {
		return "Any"
	}
	ty := ""
	var one string
	var many []string
	if json.Unmarshal(s.Type, &one) == nil {
		ty = one
	} else if json.Unmarshal(s.Type, &many) == nil {
		for _, m := range many {
			if m != "null" {
				ty = m
				break
			}
		}
	}
	if ty == "" && len(s.Enum) > 0 {
		switch s.Enum[0].(type) {
		case string:
			ty = "string"
		case float64:
			ty = "number"
		case bool:
			ty = "boolean"
		}
	}
	switch ty {
	case "string":
		return "str"
	case "integer":
		return "int"
	case "number":
		return "float"
	case "boolean":
		return "bool"
	case "object":
		return "dict"
	case "array":
		if len(s.Items) > 0 && s.Items[0] == '{' {
			return "List[" + pyType(s.Items) + "]"
		}
		return "List"
	}
	return "Any"
}
