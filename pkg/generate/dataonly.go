package generate

import (
	"bytes"
	"encoding/json"
	"io"
	"regexp"
	"strings"

	"github.com/mcpgen/mcpgen/internal/jsonx"
	"github.com/mcpgen/mcpgen/pkg/prompt"
	"github.com/mcpgen/mcpgen/pkg/tool"
)

// Descriptions, titles and schema values are data from a server or a
// file, never template input: prompt templates only ever execute the
// template files, so "{{.Name}}" in a description is not run, but as words
// it would reach the requests ("look up order x's {{.Name}}"). The tool the
// request phrasing and the synthesizer see has such markup taken out; the
// records' tool definitions keep the tool as served.

// templateMarkup matches a Go template action ("{{.Name}}", "{{template
// \"x\"}}", "{{- if .X -}}") and the space before it.
var templateMarkup = regexp.MustCompile(`\s*\{\{.*?\}\}`)

// hasMarkup reports whether s holds a template action's opening
// delimiter (a stray "}}" is not markup).
func hasMarkup(s string) bool { return strings.Contains(s, "{{") }

// withoutMarkup returns s without template actions and unclosed "{{",
// spaces tidied ("Look up an order {{.Name}} by id" → "Look up an order by
// id"); s itself when it holds none.
func withoutMarkup(s string) string {
	if !hasMarkup(s) {
		return s
	}
	s = templateMarkup.ReplaceAllString(s, "")
	s = strings.ReplaceAll(s, "{{", "") // an action never closed
	return strings.TrimSpace(s)
}

// DataOnly returns t as the request phrasing and the synthesizer of a run
// see it: without Go template markup in its title, description and
// inputSchema (dataOnlySchema); t itself when none holds any. Commands
// that show sample requests (templates show) use it to show generate's.
func DataOnly(t tool.Tool) tool.Tool { return dataOnlyTool(t) }

// dataOnlyTool returns t with template markup taken out of its title,
// description and inputSchema (dataOnlySchema), its description without
// the docstring sections that document its parameters or what it returns
// or the HTTP route opening it (prompt.WithoutRoute), and their text given to the properties that have no description
// (withParamDocs); t itself when none of this applies.
func dataOnlyTool(t tool.Tool) tool.Tool {
	return dataOnlyToolDoc(t, tool.ParseDoc(t.Description))
}

// dataOnlyToolDoc is dataOnlyTool with t's description read as the
// docstring doc (a server's siblings may have completed its parameters'
// text: siblingDocs).
func dataOnlyToolDoc(t tool.Tool, doc tool.Doc) tool.Tool {
	t.Title = withoutMarkup(t.Title)
	t.Description = prompt.WithoutRoute(withoutMarkup(doc.Summary))
	t.InputSchema = dataOnlyInput(t.InputSchema, doc)
	return t
}

// dataOnlyInput returns the input schema raw as dataOnlyTool gives it,
// doc being the tool's description read as a docstring.
func dataOnlyInput(raw json.RawMessage, doc tool.Doc) json.RawMessage {
	return withParamDocs(dataOnlySchema(raw), doc)
}

// dataOnlySchema returns a copy of the JSON Schema raw in which template
// markup is taken out of descriptions and titles, enum values holding it
// are left out when others remain, and default and examples values
// holding it are dropped (they would be drawn as values and phrased in a
// request). Members keep their order. raw itself when it holds no
// delimiter or does not parse.
func dataOnlySchema(raw json.RawMessage) json.RawMessage {
	if !bytes.Contains(raw, []byte("{{")) { // never JSON structure: only inside strings
		return raw
	}
	d := json.NewDecoder(bytes.NewReader(raw))
	d.UseNumber()
	n, err := readNode(d)
	if err != nil {
		return raw
	}
	cleanSchema(n)
	return n.appendTo(nil)
}

// node is a JSON value that keeps its members' order.
type node struct {
	keys []string
	vals []*node // members (object) or elements (array)
	obj  bool
	arr  bool
	leaf any // string, json.Number, bool or nil
}

func readNode(d *json.Decoder) (*node, error) {
	tok, err := d.Token()
	if err != nil {
		return nil, err
	}
	switch tok {
	case json.Delim('{'):
		n := &node{obj: true}
		for d.More() {
			k, err := d.Token()
			if err != nil {
				return nil, err
			}
			v, err := readNode(d)
			if err != nil {
				return nil, err
			}
			n.keys = append(n.keys, k.(string))
			n.vals = append(n.vals, v)
		}
		_, err = d.Token()
		return n, err
	case json.Delim('['):
		n := &node{arr: true}
		for d.More() {
			v, err := readNode(d)
			if err != nil {
				return nil, err
			}
			n.vals = append(n.vals, v)
		}
		_, err = d.Token()
		return n, err
	case json.Delim('}'), json.Delim(']'):
		return nil, io.ErrUnexpectedEOF
	}
	return &node{leaf: tok}, nil
}

func (n *node) appendTo(b []byte) []byte {
	switch {
	case n.obj:
		b = append(b, '{')
		for i, k := range n.keys {
			if i > 0 {
				b = append(b, ',')
			}
			b = jsonx.AppendString(b, k)
			b = append(b, ':')
			b = n.vals[i].appendTo(b)
		}
		return append(b, '}')
	case n.arr:
		b = append(b, '[')
		for i, v := range n.vals {
			if i > 0 {
				b = append(b, ',')
			}
			b = v.appendTo(b)
		}
		return append(b, ']')
	}
	switch v := n.leaf.(type) {
	case string:
		return jsonx.AppendString(b, v)
	case json.Number:
		return append(b, v...)
	case bool:
		if v {
			return append(b, "true"...)
		}
		return append(b, "false"...)
	}
	return append(b, "null"...)
}

// marked reports whether a value holds template delimiters anywhere.
func (n *node) marked() bool {
	if s, ok := n.leaf.(string); ok {
		return hasMarkup(s)
	}
	for i, v := range n.vals {
		if v.marked() || n.obj && hasMarkup(n.keys[i]) {
			return true
		}
	}
	return false
}

// Keywords whose value is a schema, a map of schemas, or an array of them.
var (
	schemaKeywords    = map[string]bool{"items": true, "not": true, "if": true, "then": true, "else": true, "additionalProperties": true, "contains": true, "propertyNames": true, "unevaluatedProperties": true, "unevaluatedItems": true, "additionalItems": true}
	schemaMapKeywords = map[string]bool{"properties": true, "patternProperties": true, "$defs": true, "definitions": true, "dependentSchemas": true}
	schemaArrKeywords = map[string]bool{"allOf": true, "anyOf": true, "oneOf": true, "prefixItems": true}
)

// cleanSchema applies dataOnlySchema's rules to schema n and its
// subschemas.
func cleanSchema(n *node) {
	if !n.obj {
		return
	}
	keys, vals := n.keys[:0:0], n.vals[:0:0]
	for i, k := range n.keys {
		v := n.vals[i]
		switch {
		case k == "description" || k == "title" || k == "$comment" || k == "markdownDescription":
			if s, ok := v.leaf.(string); ok {
				v.leaf = withoutMarkup(s)
			}
		case k == "enum" && v.arr:
			kept := v.vals[:0:0]
			for _, e := range v.vals {
				if !e.marked() {
					kept = append(kept, e)
				}
			}
			if len(kept) > 0 {
				v.vals = kept
			}
		case k == "default" || k == "examples" || k == "example":
			if v.marked() {
				continue // dropped
			}
		case schemaKeywords[k]:
			if v.arr {
				for _, s := range v.vals {
					cleanSchema(s)
				}
			} else {
				cleanSchema(v)
			}
		case schemaMapKeywords[k] && v.obj:
			for _, s := range v.vals {
				cleanSchema(s)
			}
		case schemaArrKeywords[k] && v.arr:
			for _, s := range v.vals {
				cleanSchema(s)
			}
		}
		keys, vals = append(keys, k), append(vals, v)
	}
	n.keys, n.vals = keys, vals
}
