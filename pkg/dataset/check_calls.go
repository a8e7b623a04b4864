package dataset

import (
	"bytes"
	"encoding/json"
	"fmt"
	"strings"

	"github.com/mcpgen/mcpgen/internal/jsonx"
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
	c.observeArrow(m)
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
	b, _ := jsonx.Marshal(v)
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
		htmlEscaped(c, path, a)
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
			if c.strArgs != nil {
				c.strArgs.hold(c, path, format)
			} else {
				c.Errorf(path, "arguments is a JSON string; %s needs an object%s", format, stringArgsWhy(format))
			}
		}
		c.strArgs.observe(c.Line, inner)
		obj = inner
	case map[string]any:
		if want == EncodingString {
			c.Errorf(path, "arguments is an object; %s needs a JSON string%s", format, trainerWhy(format, want))
		}
		c.strArgs.observe(c.Line, a)
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

// htmlEscaped warns when text, the JSON of a call a model learns to write
// verbatim (an arguments string, a call in a text turn), escapes <, > or &
// as \u003c, \u003e or \u0026 the way encoding/json does by default: the
// model would learn to write those escapes.
func htmlEscaped(c *LineContext, path, text string) {
	if !strings.Contains(text, `\u00`) {
		return
	}
	l := strings.ToLower(text)
	for _, e := range []string{`\u003c`, `\u003e`, `\u0026`} {
		if strings.Contains(l, e) {
			c.Warnf(path, "call JSON escapes <, > or & as %s: a model learns to write the escape (encode with SetEscapeHTML(false))", e)
			return
		}
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

// turnsOf returns conversations entries as (from, value) after checking the
// container shape.
func turnsOf(c *LineContext, m map[string]any) ([]map[string]any, bool) {
	conv, ok := m["conversations"].([]any)
	if !ok {
		c.Errorf("/conversations", "conversations must be a non-empty list, got %s", typeName(m["conversations"]))
		return nil, false
	}
	if len(conv) == 0 {
		c.Errorf("/conversations", "conversations is empty")
		return nil, false
	}
	out := make([]map[string]any, 0, len(conv))
	for i, e := range conv {
		t, ok := e.(map[string]any)
		if !ok {
			c.Errorf(ptr("/conversations", i), "turn must be an object, got %s", typeName(e))
			return nil, false
		}
		if _, ok := t["from"].(string); !ok {
			c.Errorf(ptr("/conversations", i, "from"), "turn has no from tag")
		}
		if _, ok := t["value"].(string); !ok {
			c.Errorf(ptr("/conversations", i, "value"), "value must be a string, got %s", typeName(t["value"]))
		}
		out = append(out, t)
	}
	return out, true
}

// checkCallObject checks one {"name", "arguments"} call decoded from text.
func checkCallObject(c *LineContext, path, format string, want Encoding, v any, ts toolSet) {
	call, ok := v.(map[string]any)
	if !ok {
		c.Errorf(path, "call must be a JSON object with name and arguments, got %s", typeName(v))
		return
	}
	name, _ := call["name"].(string)
	checkCallName(c, path+" name", name, ts)
	av, ok := call["arguments"]
	if !ok {
		c.Errorf(path, "call to %s has no arguments", name)
		return
	}
	checkArgs(c, path+" arguments", format, want, name, ts, av)
}

func itoa(i int) string {
	const d = "0123456789"
	if i < 10 {
		return d[i : i+1]
	}
	return itoa(i/10) + d[i%10:i%10+1]
}
