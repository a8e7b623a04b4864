package generate

import (
	"encoding/json"
	"fmt"
	"slices"
	"sort"
	"strings"

	"github.com/mcpgen/mcpgen/pkg/dataset"
)

// Note kinds of the Arrow-safety decisions for hf (docs/formats.md, trap 2).
const (
	// NoteArrowArguments: two tools (or one tool's schema) give an argument
	// path values of different JSON types, which Arrow cannot hold in one
	// column; hf arguments were written as JSON strings instead of objects
	// (or kept as objects when asked, with a warning).
	NoteArrowArguments = "arrow-arguments"
	// NoteArrowTools: the tool definitions disagree on the type of a field
	// (a "default" or "enum" of different types...); hf tools were written
	// as a JSON string.
	NoteArrowTools = "arrow-tools"
)

// ArgsKeptWhy is the phrase of a NoteArrowArguments message that says why
// hf arguments were kept as objects, so that a caller can word the reason
// its own way (the CLI names its flags).
const ArgsKeptWhy = "the object argument encoding, asked for or chosen for the chat template"

// arrowSafe makes an hf run's records loadable with
// datasets.load_dataset("json"): when the tools' argument schemas give one
// argument path two types and the argument encoding is the format's
// default (objects), it switches to JSON strings; when the tool
// definitions themselves disagree on a field's type, it writes tools as a
// JSON string. It changes opts.FormatOptions (recorded in the manifest)
// and returns notes saying what it chose and why. Other formats are left
// as they are: their arguments are strings already or (mlx) their trainer
// reads lines with a JSON parser.
func arrowSafe(opts *config, tools []*prepTool) []dataset.Note {
	if opts.Format != "hf" || opts.FormatImpl != nil || len(tools) == 0 {
		return nil
	}
	var notes []dataset.Note
	if c, ok := argumentConflict(tools); ok {
		switch opts.FormatOptions.ArgsEncoding {
		case "":
			opts.FormatOptions.ArgsEncoding = dataset.EncodingString
			notes = append(notes, dataset.Note{Server: c.server, Tool: c.tool, Kind: NoteArrowArguments,
				Message: fmt.Sprintf("%s; wrote arguments as JSON strings so that datasets.load_dataset(\"json\") loads the file (parse them back before the chat template: docs/formats.md, trap 2)", c.text)})
		case dataset.EncodingObject:
			notes = append(notes, dataset.Note{Server: c.server, Tool: c.tool, Kind: NoteArrowArguments,
				Message: fmt.Sprintf("%s; arguments kept as objects ("+ArgsKeptWhy+"), so datasets.load_dataset(\"json\") will fail on the file (readers that parse each line, such as MLX-LM, are not affected; docs/formats.md, trap 2)", c.text)})
		}
	}
	if c, ok := toolsConflict(tools); ok {
		opts.FormatOptions.ToolsAsString = true
		notes = append(notes, dataset.Note{Kind: NoteArrowTools,
			Message: fmt.Sprintf("the tool definitions disagree: %s; wrote tools as a JSON string so that datasets.load_dataset(\"json\") loads the file (docs/formats.md, trap 2)", c)})
	}
	return notes
}

type argConflict struct {
	server, tool, text string
}

// argumentConflict finds the first argument path (in tool order, then
// path order) whose schemas allow two Arrow types.
func argumentConflict(tools []*prepTool) (argConflict, bool) {
	type seen struct {
		kind       string
		server, tl string
	}
	cols := map[string]seen{}
	for _, pt := range tools {
		var sch any
		if json.Unmarshal(pt.def.Parameters, &sch) != nil {
			continue
		}
		kinds := map[string]map[string]bool{}
		schemaKinds(sch, "arguments", kinds, 0)
		paths := make([]string, 0, len(kinds))
		for p := range kinds {
			paths = append(paths, p)
		}
		sort.Strings(paths)
		for _, p := range paths {
			ks := sortedKeys(kinds[p])
			if kinds[p][anyKind] {
				return argConflict{pt.t.Server, pt.def.Name, fmt.Sprintf("argument %s of tool %s names no type (its schema is {} or only words), so its values may be of any type, and Arrow holds one type per column", p, pt.def.Name)}, true
			}
			if len(ks) > 1 {
				return argConflict{pt.t.Server, pt.def.Name, fmt.Sprintf("argument %s of tool %s may be %s or %s, and Arrow holds one type per column", p, pt.def.Name, article(ks[0]), article(ks[1]))}, true
			}
			if s, ok := cols[p]; ok && s.kind != ks[0] {
				return argConflict{pt.t.Server, pt.def.Name, fmt.Sprintf("argument %s is %s in tool %s and %s in tool %s, and Arrow holds one type per column", p, article(s.kind), s.tl, article(ks[0]), pt.def.Name)}, true
			} else if !ok {
				cols[p] = seen{ks[0], pt.t.Server, pt.def.Name}
			}
		}
	}
	return argConflict{}, false
}

func article(t string) string {
	if t == "object" {
		return "an object"
	}
	return "a " + t
}

func sortedKeys(m map[string]bool) []string {
	out := make([]string, 0, len(m))
	for k := range m {
		out = append(out, k)
	}
	sort.Strings(out)
	return out
}

// anyKind marks an argument path whose schema names no type at all
// (Plane's `"group": {}`): synth may draw a number in one record and a
// boolean in the next, so the path conflicts with itself.
const anyKind = "any"

// typeKeywords are the keywords from which a schema's type can be told; a
// property schema with none of them accepts any JSON value.
var typeKeywords = []string{"type", "enum", "const", "anyOf", "oneOf", "allOf", "$ref", "properties",
	"items", "prefixItems", "additionalProperties", "format", "pattern", "minLength", "maxLength",
	"minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum", "multipleOf", "minItems", "maxItems"}

// schemaKinds adds to kinds[path] the Arrow types (string, number,
// boolean, list, object) the values at path may take under schema s:
// from "type", "enum", "const" and the branches of anyOf, oneOf and allOf,
// then the same for "properties" (path.name) and "items" (path[]). A
// property or item schema that says nothing about the type adds anyKind
// (any value may be drawn for it); a true schema counts as one too.
func schemaKinds(s any, path string, kinds map[string]map[string]bool, depth int) {
	add := func(k string) {
		if k == "" {
			return
		}
		if kinds[path] == nil {
			kinds[path] = map[string]bool{}
		}
		kinds[path][k] = true
	}
	if b, ok := s.(bool); ok && b && depth > 0 {
		add(anyKind)
		return
	}
	m, ok := s.(map[string]any)
	if !ok || depth > 32 {
		return
	}
	if depth > 0 && !slices.ContainsFunc(typeKeywords, func(k string) bool { _, ok := m[k]; return ok }) {
		add(anyKind)
		return
	}
	switch t := m["type"].(type) {
	case string:
		add(jsonTypeKind(t))
	case []any:
		for _, x := range t {
			if s, ok := x.(string); ok {
				add(jsonTypeKind(s))
			}
		}
	}
	if e, ok := m["enum"].([]any); ok {
		for _, v := range e {
			add(valueKind(v))
		}
	}
	if c, ok := m["const"]; ok {
		add(valueKind(c))
	}
	for _, kw := range []string{"anyOf", "oneOf", "allOf"} {
		if bs, ok := m[kw].([]any); ok {
			for _, b := range bs {
				schemaKinds(b, path, kinds, depth+1)
			}
		}
	}
	if ps, ok := m["properties"].(map[string]any); ok {
		for name, sub := range ps {
			schemaKinds(sub, path+"."+name, kinds, depth+1)
		}
	}
	if it, ok := m["items"]; ok {
		schemaKinds(it, path+"[]", kinds, depth+1)
	}
}

func jsonTypeKind(t string) string {
	switch t {
	case "string":
		return "string"
	case "number", "integer":
		return "number"
	case "boolean":
		return "boolean"
	case "array":
		return "list"
	case "object":
		return "object"
	}
	return "" // null, or a name normalization did not know
}

func valueKind(v any) string {
	switch v.(type) {
	case string:
		return "string"
	case float64:
		return "number"
	case bool:
		return "boolean"
	case []any:
		return "list"
	case map[string]any:
		return "object"
	}
	return ""
}

// toolsConflict observes the run's tool definitions as hf writes them (all
// in one "tools" list: any record may offer any of them, as distractors)
// and returns the first Arrow column conflict, worded.
func toolsConflict(tools []*prepTool) (string, bool) {
	list := make([]any, 0, len(tools))
	for _, pt := range tools {
		var params any
		if json.Unmarshal(pt.def.Parameters, &params) != nil {
			continue
		}
		list = append(list, map[string]any{"type": "function", "function": map[string]any{
			"name": pt.def.Name, "description": pt.def.Description, "parameters": params}})
	}
	var cols dataset.ArrowColumns
	cs := cols.Observe(1, map[string]any{"tools": list})
	if len(cs) == 0 {
		return "", false
	}
	c := cs[0]
	// "/tools/3/function/…" names the fourth definition: say which tool.
	where := func(pointer string) string {
		var i int
		if _, err := fmt.Sscanf(pointer, "/tools/%d/", &i); err == nil && i < len(list) {
			return "tool " + list[i].(map[string]any)["function"].(map[string]any)["name"].(string) + " (" + strings.TrimPrefix(pointer, fmt.Sprintf("/tools/%d/function", i)) + ")"
		}
		return pointer
	}
	return fmt.Sprintf("column %s is %s in %s and %s in %s", c.Column, article(c.FirstType), where(c.FirstPointer), article(c.Type), where(c.Pointer)), true
}
