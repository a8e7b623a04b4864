package dataset

import (
	"bytes"
	"encoding/json"
	"fmt"
	"strings"
)

// decodeValue decodes JSON with numbers kept exact (json.Number), the form
// pkg/schema validates.
func decodeValue(data []byte) (any, error) {
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.UseNumber()
	var v any
	if err := dec.Decode(&v); err != nil {
		return nil, err
	}
	if dec.More() {
		return nil, fmt.Errorf("trailing data after the JSON value")
	}
	return v, nil
}

func decodeObject(line []byte, c *LineContext) (map[string]any, bool) {
	v, err := decodeValue(line)
	if err != nil {
		c.Errorf("", "not valid JSON: %v", err)
		return nil, false
	}
	m, ok := v.(map[string]any)
	if !ok {
		c.Errorf("", "line is not a JSON object")
		return nil, false
	}
	c.rep.Records++
	return m, true
}

// toolsFromString decodes s, a "tools" member given as a JSON string, and
// returns the list it holds. Otherwise it reports at /tools that the string
// is not JSON (note, when set, says what the format's loader then does, as
// " (LLaMA-Factory raises)") or holds no list, and returns false.
func toolsFromString(c *LineContext, s, note string) ([]any, bool) {
	lv, err := decodeValue([]byte(s))
	if err != nil {
		c.Errorf("/tools", "tools string is not JSON%s: %v", note, err)
		return nil, false
	}
	l, ok := lv.([]any)
	if !ok {
		c.Errorf("/tools", "tools string must hold a list, got %s", typeName(lv))
		return nil, false
	}
	return l, true
}

func typeName(v any) string {
	switch v.(type) {
	case nil:
		return "null"
	case string:
		return "a string"
	case map[string]any:
		return "an object"
	case []any:
		return "an array"
	case bool:
		return "a boolean"
	case json.Number:
		return "a number"
	}
	return fmt.Sprintf("%T", v)
}

func rawJSON(v any) json.RawMessage {
	b, _ := json.Marshal(v)
	return b
}

// toolSet maps tool names offered in a record to their parameters schema.
type toolSet map[string]json.RawMessage

func (ts toolSet) names() string {
	var ns []string
	for n := range ts {
		ns = append(ns, n)
	}
	if len(ns) == 0 {
		return "none"
	}
	// Sorted for stable messages.
	for i := 1; i < len(ns); i++ {
		for j := i; j > 0 && ns[j] < ns[j-1]; j-- {
			ns[j], ns[j-1] = ns[j-1], ns[j]
		}
	}
	return strings.Join(ns, ", ")
}

// toolRules tune checkToolDef.
type toolRules struct {
	wrapped    bool // entries are {"type":"function","function":{...}}
	allowBare  bool // bare {name, description, parameters} accepted too
	nameRegex  bool // ^[A-Za-z0-9_-]{1,64}$
	needDesc   bool // description is required (mistral)
	needProps  bool // parameters.properties is required (LLaMA-Factory)
	needParams bool // parameters is required
	flatParams bool // xLAM: parameters is a flat map, not JSON Schema
}

// checkTools checks a tools list and returns the offered tools.
func checkTools(c *LineContext, path string, list []any, r toolRules) toolSet {
	ts := toolSet{}
	for i, e := range list {
		p := ptr(path, i)
		m, ok := e.(map[string]any)
		if !ok {
			c.Errorf(p, "tool must be an object, got %s", typeName(e))
			continue
		}
		fn := m
		if fw, ok := m["function"].(map[string]any); ok {
			if !r.wrapped && !r.allowBare {
				c.Errorf(p, "tool must be a bare {name, description, parameters} object")
			}
			if t, _ := m["type"].(string); t != "function" {
				c.Errorf(ptr(p, "type"), `tool type must be "function"`)
			}
			fn, p = fw, ptr(p, "function")
		} else if r.wrapped && !r.allowBare {
			c.Errorf(p, `tool must be {"type":"function","function":{...}}`)
			continue
		}
		name, _ := fn["name"].(string)
		if name == "" {
			c.Errorf(ptr(p, "name"), "tool has no name")
			continue
		}
		if r.nameRegex && !isToolName(name) {
			c.Errorf(ptr(p, "name"), "tool name %q does not match ^[A-Za-z0-9_-]{1,64}$", name)
		}
		if _, dup := ts[name]; dup {
			c.Errorf(ptr(p, "name"), "tool %q listed twice", name)
		}
		if d, ok := fn["description"]; !ok {
			if r.needDesc {
				c.Errorf(ptr(p, "description"), "tool %s has no description (required)", name)
			}
		} else if _, ok := d.(string); !ok {
			c.Errorf(ptr(p, "description"), "description must be a string, got %s", typeName(d))
		}
		params, has := fn["parameters"]
		switch pm := params.(type) {
		case map[string]any:
			if r.flatParams {
				ts[name] = nil
				for k, pv := range pm {
					pd, ok := pv.(map[string]any)
					if !ok {
						c.Errorf(ptr(p, "parameters", k), "parameter must be an object, got %s", typeName(pv))
						continue
					}
					if _, ok := pd["type"].(string); !ok {
						c.Errorf(ptr(p, "parameters", k, "type"), "parameter %s has no type name", k)
					}
				}
				ts[name] = rawJSON(pm)
				continue
			}
			if t, ok := pm["type"]; ok && t != "object" {
				c.Errorf(ptr(p, "parameters", "type"), `parameters type must be "object"`)
			}
			if _, ok := pm["properties"]; !ok && r.needProps {
				c.Errorf(ptr(p, "parameters"), `parameters has no "properties" (LLaMA-Factory raises KeyError: 'properties')`)
			}
			ts[name] = rawJSON(pm)
		case nil:
			if has || r.needParams {
				c.Errorf(ptr(p, "parameters"), "tool %s has no parameters object", name)
			}
			ts[name] = nil
		case string:
			c.Errorf(ptr(p, "parameters"), "parameters is a string; an object is required")
			ts[name] = nil
		default:
			c.Errorf(ptr(p, "parameters"), "parameters must be an object, got %s", typeName(params))
			ts[name] = nil
		}
	}
	return ts
}

// checkArgs checks one call's arguments value v at path against the wanted
// encoding (want "" accepts both) and validates them against the tool's
// schema. It reports double encoding: a string holding a JSON string.
func checkArgs(c *LineContext, path, format string, want Encoding, name string, ts toolSet, v any) {
	var obj any
	switch a := v.(type) {
	case string:
		inner, err := decodeValue([]byte(a))
		if err != nil {
			c.Errorf(path, "arguments string is not JSON: %v", err)
			return
		}
		if s, ok := inner.(string); ok {
			if _, err := decodeValue([]byte(s)); err == nil {
				c.Errorf(path, "double-encoded arguments: the string holds a JSON string that holds JSON again")
			} else {
				c.Errorf(path, "double-encoded arguments: the string holds a JSON string, not an object")
			}
			return
		}
		if _, ok := inner.(map[string]any); !ok {
			c.Errorf(path, "arguments must encode a JSON object, got %s", typeName(inner))
			return
		}
		if want == EncodingObject {
			c.Errorf(path, "arguments is a JSON string; %s needs an object (templates would double-encode it)", format)
		}
		obj = inner
	case map[string]any:
		if want == EncodingString {
			c.Errorf(path, "arguments is an object; %s needs a JSON string", format)
		}
		obj = a
	default:
		c.Errorf(path, "arguments must be %s, got %s", encodingWord(want), typeName(v))
		return
	}
	if params, ok := ts[name]; ok {
		c.ValidateArgs(path, name, params, obj)
	} else if s, ok := c.Opts.Tools[name]; ok {
		c.ValidateArgs(path, name, s, obj)
	}
}

func encodingWord(e Encoding) string {
	switch e {
	case EncodingString:
		return "a JSON string"
	case EncodingObject:
		return "an object"
	}
	return "an object or a JSON string"
}

// wantEncoding is the encoding a check enforces: the option if set, else
// the format's strict default ("" = either).
func (c *LineContext) wantEncoding(def Encoding) Encoding {
	if c.Opts.ArgsEncoding != EncodingDefault {
		return c.Opts.ArgsEncoding
	}
	return def
}

// checkCallName reports a call to a tool the record does not offer.
func checkCallName(c *LineContext, path, name string, ts toolSet) {
	if name == "" {
		c.Errorf(path, "call has no tool name")
		return
	}
	if _, ok := ts[name]; !ok {
		c.Errorf(path, "call to unknown tool %q (record offers: %s)", name, ts.names())
	}
}

// CheckLine implements LineChecker for openai, mlx, hf and mistral.
func (f *messagesFormat) CheckLine(line []byte, c *LineContext) {
	m, ok := decodeObject(line, c)
	if !ok {
		return
	}
	want := c.wantEncoding(f.defaults.ArgsEncoding)
	if f.name == "mlx" && c.Opts.ArgsEncoding == EncodingDefault {
		want = EncodingDefault // template-dependent (FORMATS.md §2.3)
	}
	ts := toolSet{}
	switch tv := m["tools"].(type) {
	case nil:
		if _, has := m["tools"]; has {
			c.Errorf("/tools", "tools is null; omit it or give a list")
		}
	case []any:
		if len(tv) == 0 && f.toolsString {
			c.Warnf("/tools", "empty tools list; omit it (TRL passes None because Llama templates print tool boilerplate for [])")
		}
		ts = checkTools(c, "/tools", tv, toolRules{wrapped: true, nameRegex: f.name == "openai", needDesc: f.mistral, needParams: f.mistral})
	case string:
		if !f.toolsString {
			c.Errorf("/tools", "tools is a JSON string; %s needs a list", f.name)
			break
		}
		l, ok := toolsFromString(c, tv, "")
		if !ok {
			break
		}
		ts = checkTools(c, "/tools", l, toolRules{wrapped: true})
	default:
		c.Errorf("/tools", "tools must be a list, got %s", typeName(tv))
	}
	if _, ok := m["functions"]; ok && f.name == "openai" {
		c.Warnf("/functions", "deprecated functions list beside the tools format; use tools")
	}
	if f.mistral {
		if _, ok := m["available_tools"]; ok && m["tools"] != nil {
			c.Errorf("/available_tools", "both tools and available_tools are set")
		}
	}
	msgs, ok := m["messages"].([]any)
	if !ok {
		c.Errorf("/messages", "messages must be a non-empty list, got %s", typeName(m["messages"]))
		return
	}
	if len(msgs) == 0 {
		c.Errorf("/messages", "messages is empty")
		return
	}
	var pending []string // call ids of the last assistant turn not yet answered
	pendingCalls := 0
	prev := ""
	assistants := 0
	multi := false
	seenIDs := map[string]bool{}
	for i, e := range msgs {
		p := ptr("/messages", i)
		msg, ok := e.(map[string]any)
		if !ok {
			c.Errorf(p, "message must be an object, got %s", typeName(e))
			return
		}
		role, _ := msg["role"].(string)
		if f.name == "openai" {
			for k := range msg {
				switch k {
				case "role", "content", "tool_calls", "tool_call_id", "name", "weight", "function_call", "refusal":
				default:
					c.Warnf(ptr(p, k), "unknown message key %q (OpenAI's checker flags it)", k)
				}
			}
		}
		if w, ok := msg["weight"]; ok {
			if role != "assistant" {
				c.Errorf(ptr(p, "weight"), "weight is only allowed on assistant messages")
			} else if n, ok := w.(json.Number); !ok || (n.String() != "0" && n.String() != "1") {
				c.Errorf(ptr(p, "weight"), "weight must be 0 or 1")
			}
		}
		switch role {
		case "system", "developer":
			if role == "developer" && f.name != "openai" {
				c.Errorf(ptr(p, "role"), "unknown role %q", role)
			}
			if prev != "" && prev != "system" && prev != "developer" {
				c.Errorf(ptr(p, "role"), "%s message after the conversation started (roles out of order)", role)
			}
			if _, ok := msg["content"].(string); !ok {
				c.Errorf(ptr(p, "content"), "%s content must be a string", role)
			}
			if f.mistral && i > 0 {
				c.Errorf(ptr(p, "role"), "second system message (mistral-finetune: Only one is allowed)")
			}
		case "user":
			if pendingCalls > 0 {
				c.Errorf(ptr(p, "role"), "user message before the results of %d tool call(s) (roles out of order)", pendingCalls)
			}
			if prev == "user" {
				c.Warnf(ptr(p, "role"), "two user messages in a row")
			}
			checkText(c, ptr(p, "content"), msg, "user")
			pending, pendingCalls = nil, 0
		case "assistant":
			assistants++
			if prev == "" || prev == "system" || prev == "developer" {
				c.Errorf(ptr(p, "role"), "assistant message before any user message (roles out of order)")
			} else if pendingCalls > 0 {
				c.Errorf(ptr(p, "role"), "assistant message before the results of %d tool call(s) (roles out of order)", pendingCalls)
			} else if prev == "assistant" {
				c.Errorf(ptr(p, "role"), "two assistant messages in a row (roles out of order)")
			}
			if _, ok := msg["function_call"]; ok {
				c.Errorf(ptr(p, "function_call"), "legacy function_call in the %s format; use tool_calls", f.name)
			}
			calls, hasCalls := msg["tool_calls"]
			if !hasCalls || calls == nil {
				checkText(c, ptr(p, "content"), msg, "assistant")
				pending, pendingCalls = nil, 0
				break
			}
			list, ok := calls.([]any)
			if !ok || len(list) == 0 {
				c.Errorf(ptr(p, "tool_calls"), "tool_calls must be a non-empty list")
				break
			}
			if len(list) > 1 {
				multi = true
			}
			switch cv := msg["content"].(type) {
			case nil:
				if _, has := msg["content"]; has && (f.name == "hf" || f.name == "mlx") {
					c.Warnf(ptr(p, "content"), `content null beside tool_calls breaks Qwen3 and gpt-oss templates; use ""`)
				}
			case string:
			default:
				c.Errorf(ptr(p, "content"), "content must be a string or null, got %s", typeName(cv))
			}
			pending, pendingCalls = nil, len(list)
			for j, ce := range list {
				cp := ptr(p, "tool_calls", j)
				call, ok := ce.(map[string]any)
				if !ok {
					c.Errorf(cp, "tool call must be an object")
					continue
				}
				id, hasID := call["id"]
				ids, _ := id.(string)
				switch {
				case !hasID || id == nil:
					if f.name == "openai" || f.mistral {
						c.Errorf(ptr(cp, "id"), "tool call has no id")
					}
				case ids == "":
					c.Errorf(ptr(cp, "id"), "tool call id must be a non-empty string")
				default:
					if f.mistral && !isID9(ids) {
						c.Errorf(ptr(cp, "id"), "tool call id %q must be exactly 9 characters of [A-Za-z0-9]", ids)
					}
					if seenIDs[ids] {
						c.Errorf(ptr(cp, "id"), "tool call id %q used twice", ids)
					}
					seenIDs[ids] = true
					pending = append(pending, ids)
				}
				if t, ok := call["type"]; ok && t != "function" {
					c.Errorf(ptr(cp, "type"), `tool call type must be "function"`)
				} else if !ok && f.name == "openai" {
					c.Errorf(ptr(cp, "type"), `tool call has no type "function"`)
				}
				fn, ok := call["function"].(map[string]any)
				if !ok {
					c.Errorf(ptr(cp, "function"), "tool call has no function object")
					continue
				}
				name, _ := fn["name"].(string)
				checkCallName(c, ptr(cp, "function", "name"), name, ts)
				av, has := fn["arguments"]
				if !has {
					c.Errorf(ptr(cp, "function", "arguments"), "tool call has no arguments")
					continue
				}
				checkArgs(c, ptr(cp, "function", "arguments"), f.name, want, name, ts, av)
			}
		case "tool":
			if prev != "assistant" && prev != "tool" {
				c.Errorf(ptr(p, "role"), "tool message does not follow an assistant tool call (roles out of order)")
			} else if pendingCalls == 0 {
				c.Errorf(ptr(p, "role"), "more tool messages than tool calls")
			}
			idv, hasID := msg["tool_call_id"]
			id, _ := idv.(string)
			switch {
			case !hasID:
				if f.name == "openai" || f.mistral {
					c.Errorf(ptr(p, "tool_call_id"), "tool message has no tool_call_id")
				}
			case id == "":
				c.Errorf(ptr(p, "tool_call_id"), "tool_call_id must be a non-empty string")
			default:
				found := false
				for k, pid := range pending {
					if pid == id {
						pending = append(pending[:k], pending[k+1:]...)
						found = true
						break
					}
				}
				if !found {
					c.Errorf(ptr(p, "tool_call_id"), "tool_call_id %q answers no pending call of the previous assistant message", id)
				}
			}
			if pendingCalls > 0 {
				pendingCalls--
			}
			switch cv := msg["content"].(type) {
			case string:
			default:
				c.Errorf(ptr(p, "content"), "tool content must be a plain string, got %s", typeName(cv))
			}
		default:
			c.Errorf(ptr(p, "role"), "unknown role %q", role)
		}
		prev = role
	}
	if assistants == 0 {
		c.Errorf("/messages", "no assistant message")
	}
	if prev != "assistant" {
		if f.mistral {
			c.Errorf(ptr("/messages", len(msgs)-1, "role"), "last message must be the assistant's (mistral-finetune: Expected last role to be one of: [assistant])")
		} else {
			c.Warnf(ptr("/messages", len(msgs)-1, "role"), "record does not end on an assistant message")
		}
	}
	if f.name == "openai" {
		if pv, ok := m["parallel_tool_calls"]; ok {
			if b, ok := pv.(bool); !ok {
				c.Errorf("/parallel_tool_calls", "parallel_tool_calls must be a boolean")
			} else if !b && multi {
				c.Errorf("/parallel_tool_calls", "parallel_tool_calls is false but an assistant message has several tool calls")
			}
		}
	}
}

// checkText requires a non-empty string content on a text message.
func checkText(c *LineContext, path string, msg map[string]any, role string) {
	switch cv := msg["content"].(type) {
	case string:
		if cv == "" && role == "assistant" {
			c.Errorf(path, "assistant message without tool calls has empty content")
		}
	case nil:
		c.Errorf(path, "%s message has no content", role)
	default:
		c.Errorf(path, "%s content must be a string, got %s", role, typeName(cv))
	}
}

// CheckLine implements LineChecker for openai-functions (FORMATS.md §2.2).
func (f functionsFormat) CheckLine(line []byte, c *LineContext) {
	m, ok := decodeObject(line, c)
	if !ok {
		return
	}
	want := c.wantEncoding(EncodingString)
	ts := toolSet{}
	switch fv := m["functions"].(type) {
	case []any:
		if len(fv) == 0 || len(fv) > 128 {
			c.Errorf("/functions", "functions must have 1 to 128 entries, has %d", len(fv))
		}
		ts = checkTools(c, "/functions", fv, toolRules{nameRegex: true})
	case nil:
	default:
		c.Errorf("/functions", "functions must be a list, got %s", typeName(fv))
	}
	if _, ok := m["tools"]; ok {
		c.Errorf("/tools", "tools list in the legacy functions format; use functions")
	}
	msgs, ok := m["messages"].([]any)
	if !ok || len(msgs) == 0 {
		c.Errorf("/messages", "messages must be a non-empty list")
		return
	}
	prev, lastCall := "", ""
	assistants := 0
	for i, e := range msgs {
		p := ptr("/messages", i)
		msg, ok := e.(map[string]any)
		if !ok {
			c.Errorf(p, "message must be an object")
			return
		}
		role, _ := msg["role"].(string)
		switch role {
		case "system":
			if prev != "" && prev != "system" {
				c.Errorf(ptr(p, "role"), "system message after the conversation started (roles out of order)")
			}
		case "user":
			if lastCall != "" {
				c.Errorf(ptr(p, "role"), "user message before the result of function %s (roles out of order)", lastCall)
			}
			checkText(c, ptr(p, "content"), msg, "user")
			lastCall = ""
		case "assistant":
			assistants++
			if prev == "" || prev == "system" {
				c.Errorf(ptr(p, "role"), "assistant message before any user message (roles out of order)")
			} else if lastCall != "" || prev == "assistant" {
				c.Errorf(ptr(p, "role"), "assistant message where a function result or user message is due (roles out of order)")
			}
			if _, ok := msg["tool_calls"]; ok {
				c.Errorf(ptr(p, "tool_calls"), "tool_calls in the legacy functions format; use function_call (one call per message)")
			}
			fc, has := msg["function_call"]
			if !has {
				checkText(c, ptr(p, "content"), msg, "assistant")
				lastCall = ""
				break
			}
			call, ok := fc.(map[string]any)
			if !ok {
				c.Errorf(ptr(p, "function_call"), "function_call must be an object")
				break
			}
			name, _ := call["name"].(string)
			checkCallName(c, ptr(p, "function_call", "name"), name, ts)
			if av, ok := call["arguments"]; ok {
				checkArgs(c, ptr(p, "function_call", "arguments"), f.Name(), want, name, ts, av)
			} else {
				c.Errorf(ptr(p, "function_call", "arguments"), "function_call has no arguments")
			}
			lastCall = name
			if lastCall == "" {
				lastCall = "?"
			}
		case "function":
			if lastCall == "" {
				c.Errorf(ptr(p, "role"), "function message does not follow an assistant function_call (roles out of order)")
			}
			name, _ := msg["name"].(string)
			if name == "" {
				c.Errorf(ptr(p, "name"), "function message has no name")
			} else if lastCall != "" && lastCall != "?" && name != lastCall {
				c.Errorf(ptr(p, "name"), "function result names %q but the call was %q", name, lastCall)
			}
			if _, ok := msg["content"].(string); !ok {
				c.Errorf(ptr(p, "content"), "function content must be a plain string")
			}
			lastCall = ""
		default:
			c.Errorf(ptr(p, "role"), "unknown role %q", role)
		}
		prev = role
	}
	if assistants == 0 {
		c.Errorf("/messages", "no assistant message")
	}
	if prev != "assistant" {
		c.Warnf(ptr("/messages", len(msgs)-1, "role"), "record does not end on an assistant message")
	}
}
