package dataset

import (
	"bytes"
	"encoding/json"
	"fmt"
	"strconv"
	"strings"
)

func init() { mustRegister(xlamFormat{}) }

// xlamFormat is Salesforce xLAM / APIGen (docs/formats.md, xlam): single-turn
// query, tools and answers as JSON strings, parameters as a flat map with
// Python type names, no results and no final answer. Single calls, parallel
// calls (several entries in answers) and negatives fit; chains, follow-ups
// and clarifications need results or further turns and are not
// representable.
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
	callTurns := 0
	for i := 1; i < len(r.Turns); i++ {
		switch t := &r.Turns[i]; {
		case t.Role == RoleUser:
			return nil, errShape(name, "multi-turn records (follow-ups, clarifications) are not supported: a row holds one query")
		case t.Role == RoleAssistant && len(t.Calls) > 0:
			callTurns++
		}
	}
	if callTurns > 1 {
		return nil, errShape(name, "chained calls (a call made after a tool result) are not supported: answers hold one turn of calls and no results")
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
		o = appendString(o, xlamDescription(ps.Description, m.value))
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

// xlamDescription is a parameter's description with what xLAM's flat
// Python type names cannot hold said after it, so a model trained on the
// row still sees the constraint the tool checks: the string format
// ("format: date"), the pattern, and the keys of an object or of an
// array's object items ("keys: sku, quantity"; "items: objects with keys
// sku, quantity"). Nothing is added when the schema has none of them.
func xlamDescription(desc string, raw json.RawMessage) string {
	var s struct {
		Format     string          `json:"format"`
		Pattern    string          `json:"pattern"`
		Properties json.RawMessage `json:"properties"`
		Items      json.RawMessage `json:"items"`
	}
	if json.Unmarshal(raw, &s) != nil {
		return desc
	}
	var notes []string
	if s.Format != "" {
		notes = append(notes, "format: "+s.Format)
	}
	if s.Pattern != "" {
		notes = append(notes, "pattern: "+s.Pattern)
	}
	if keys := memberKeys(s.Properties); keys != "" {
		notes = append(notes, "keys: "+keys)
	}
	if len(s.Items) > 0 && s.Items[0] == '{' {
		var it struct {
			Format     string          `json:"format"`
			Pattern    string          `json:"pattern"`
			Properties json.RawMessage `json:"properties"`
		}
		if json.Unmarshal(s.Items, &it) == nil {
			switch keys := memberKeys(it.Properties); {
			case keys != "":
				notes = append(notes, "items: objects with keys "+keys)
			case it.Format != "":
				notes = append(notes, "items: format "+it.Format)
			case it.Pattern != "":
				notes = append(notes, "items: pattern "+it.Pattern)
			}
		}
	}
	if len(notes) == 0 {
		return desc
	}
	note := "(" + strings.Join(notes, "; ") + ")"
	if desc == "" {
		return note
	}
	return desc + " " + note
}

// memberKeys lists an object schema's property names in document order,
// comma-separated; "" when there are none.
func memberKeys(props json.RawMessage) string {
	ms, err := orderedMembers(props)
	if err != nil || len(ms) == 0 {
		return ""
	}
	keys := make([]string, len(ms))
	for i, m := range ms {
		keys[i] = m.key
	}
	return strings.Join(keys, ", ")
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

// CheckLine implements LineChecker for xLAM (docs/formats.md, xlam).
func (f xlamFormat) CheckLine(line []byte, c *LineContext) {
	m, ok := decodeObject(line, c)
	if !ok {
		return
	}
	if q, ok := m["query"].(string); !ok || strings.TrimSpace(q) == "" {
		c.Errorf("/query", "query must be a non-empty string")
	}
	ts := toolSet{}
	params := map[string]map[string]any{}
	switch tv := m["tools"].(type) {
	case string:
		l, ok := toolsFromString(c, tv, "")
		if !ok {
			break
		}
		ts = checkTools(c, "/tools", l, toolRules{flatParams: true, needParams: true})
		for _, e := range l {
			if tm, ok := e.(map[string]any); ok {
				n, _ := tm["name"].(string)
				pm, _ := tm["parameters"].(map[string]any)
				params[n] = pm
			}
		}
	default:
		c.Errorf("/tools", "tools must be a JSON string, got %s", typeName(tv))
	}
	av, ok := m["answers"].(string)
	if !ok {
		c.Errorf("/answers", "answers must be a JSON string, got %s", typeName(m["answers"]))
		return
	}
	htmlEscaped(c, "/answers", av)
	v, err := decodeValue([]byte(av))
	if err != nil {
		c.Errorf("/answers", "answers string is not JSON: %v", err)
		return
	}
	list, ok := v.([]any)
	if !ok {
		c.Errorf("/answers", "answers must hold a list, got %s", typeName(v))
		return
	}
	for j, e := range list {
		p := "/answers call " + itoa(j)
		call, ok := e.(map[string]any)
		if !ok {
			c.Errorf(p, "call must be an object")
			continue
		}
		name, _ := call["name"].(string)
		checkCallName(c, p+" name", name, ts)
		args := call["arguments"]
		switch a := args.(type) {
		case map[string]any:
			if pm, ok := params[name]; ok {
				for k := range a {
					if _, ok := pm[k]; !ok {
						c.Errorf(p+" arguments/"+k, "argument %q is not a parameter of %s", k, name)
					}
				}
				for k, pv := range pm {
					pd, _ := pv.(map[string]any)
					ty, _ := pd["type"].(string)
					_, hasDefault := pd["default"]
					if _, set := a[k]; !set && !hasDefault && !strings.Contains(ty, "optional") {
						c.Errorf(p+" arguments", "required argument %q of %s is missing", k, name)
					}
				}
			}
			if s, ok := c.Opts.Tools[name]; ok {
				c.ValidateArgs(p+" arguments", name, s, a)
			}
		case string:
			checkArgs(c, p+" arguments", f.Name(), EncodingObject, name, toolSet{}, a)
		default:
			c.Errorf(p+" arguments", "arguments must be an object, got %s", typeName(args))
		}
	}
}
