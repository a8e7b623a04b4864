package serve

import (
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"reflect"
	"sort"
	"strings"
	"sync"

	"github.com/mcpgen/mcpgen/internal/suggest"
)

// bodyTypeProblem turns a decoding error of a request body into a 400
// Problem that names the member (its JSON pointer) and the shape the API
// expects there, instead of encoding/json's wording with Go type names
// ("cannot unmarshal object into Go struct field GenerateRequest.Options.mix
// of type string"). root is the type decoded into; the expected shape comes
// from the OpenAPI document's schema of that request (components/schemas
// named as the Go type), else from the Go type. It returns nil for an error
// that is not about a member's type or name.
func bodyTypeProblem(err error, root reflect.Type) *Problem {
	for root.Kind() == reflect.Pointer {
		root = root.Elem()
	}
	var te *json.UnmarshalTypeError
	if errors.As(err, &te) {
		ptr, names := jsonPointer(root, te.Field)
		if ptr == "" {
			// the body itself: an array, a string ...
			p := problem(http.StatusBadRequest, TypeInvalidRequest, "request body: want a JSON object, got %s (see GET /api/openapi.json, schema %s)", jsonKind(te.Value), root.Name())
			p.Errors = []InvalidValue{{Pointer: "", Detail: "want a JSON object, got " + jsonKind(te.Value)}}
			return p
		}
		want, about := expectedShape(root.Name(), names, te.Type)
		detail := fmt.Sprintf("want %s, got %s", want, jsonKind(te.Value))
		if about != "" {
			detail += " (" + names[len(names)-1] + ": " + about + ")"
		}
		p := problem(http.StatusBadRequest, TypeInvalidRequest, "request body: %s: %s", ptr, detail)
		p.Errors = []InvalidValue{{Pointer: ptr, Detail: detail}}
		return p
	}
	const unknown = "json: unknown field "
	if msg := err.Error(); strings.HasPrefix(msg, unknown) {
		var name string
		if json.Unmarshal([]byte(strings.TrimPrefix(msg, unknown)), &name) != nil {
			return nil
		}
		ptr := "/" + escapePointer(name)
		detail := "not a member of this request" + suggest.Hint(name, memberNames(root)) + "; see GET /api/openapi.json, schema " + root.Name()
		p := problem(http.StatusBadRequest, TypeInvalidRequest, "request body: %s: %s", ptr, detail)
		p.Errors = []InvalidValue{{Pointer: ptr, Detail: detail}}
		return p
	}
	return nil
}

// jsonKind names a JSON value kind as encoding/json's UnmarshalTypeError.Value
// gives it ("object", "number 1.5", "string") with an article.
func jsonKind(v string) string {
	switch {
	case v == "":
		return "another kind of value"
	case v == "object" || v == "array":
		return "an " + v
	case strings.HasPrefix(v, "number"):
		return "a " + v
	}
	return "a " + v
}

// jsonPointer turns an UnmarshalTypeError's Field (a dotted path of JSON
// member names and the Go names of embedded structs) into the JSON pointer
// of the member, and returns the member names on the way. Embedded structs
// add no step.
func jsonPointer(root reflect.Type, field string) (string, []string) {
	if field == "" {
		return "", nil
	}
	var names []string
	t := root
	for _, seg := range strings.Split(field, ".") {
		for t.Kind() == reflect.Pointer || t.Kind() == reflect.Slice || t.Kind() == reflect.Array || t.Kind() == reflect.Map {
			t = t.Elem()
		}
		if t.Kind() == reflect.Struct {
			if f, ok := t.FieldByName(seg); ok && f.Anonymous {
				t = f.Type
				continue
			}
			if f, ok := fieldByJSONName(t, seg); ok {
				t = f.Type
			}
		}
		names = append(names, seg)
	}
	var b strings.Builder
	for _, n := range names {
		b.WriteString("/" + escapePointer(n))
	}
	return b.String(), names
}

// fieldByJSONName finds the field of struct t (embedded structs included)
// decoded from member name.
func fieldByJSONName(t reflect.Type, name string) (reflect.StructField, bool) {
	for _, f := range reflect.VisibleFields(t) {
		if !f.IsExported() || f.Anonymous {
			continue
		}
		if jsonName(f) == name {
			return f, true
		}
	}
	return reflect.StructField{}, false
}

// jsonName is the member name encoding/json uses for f ("" for "-").
func jsonName(f reflect.StructField) string {
	tag := f.Tag.Get("json")
	if tag == "-" {
		return ""
	}
	if n, _, _ := strings.Cut(tag, ","); n != "" {
		return n
	}
	return f.Name
}

// memberNames lists the JSON member names of struct t, for "did you mean".
func memberNames(t reflect.Type) []string {
	if t.Kind() != reflect.Struct {
		return nil
	}
	var out []string
	for _, f := range reflect.VisibleFields(t) {
		if f.IsExported() && !f.Anonymous {
			if n := jsonName(f); n != "" {
				out = append(out, n)
			}
		}
	}
	sort.Strings(out)
	return out
}

func escapePointer(s string) string {
	return strings.ReplaceAll(strings.ReplaceAll(s, "~", "~0"), "/", "~1")
}

var (
	openAPIOnce    sync.Once
	openAPISchemas map[string]json.RawMessage
)

// expectedShape words what the member at names of request schema root
// takes: from the OpenAPI document's schema (type, items, enum), else from
// the Go type; about is the schema's description or first example ("" when
// it has none).
func expectedShape(root string, names []string, goType reflect.Type) (shape, about string) {
	openAPIOnce.Do(func() {
		var doc struct {
			Components struct {
				Schemas map[string]json.RawMessage `json:"schemas"`
			} `json:"components"`
		}
		if json.Unmarshal(openAPI, &doc) == nil {
			openAPISchemas = doc.Components.Schemas
		}
	})
	if s := schemaAt(openAPISchemas[root], names); s != nil {
		if w := shapeOfSchema(s); w != "" {
			if d, _ := s["description"].(string); d != "" {
				return w, strings.TrimSuffix(d, ".")
			}
			if ex, ok := s["examples"].([]any); ok && len(ex) > 0 {
				b, _ := json.Marshal(ex[0])
				return w, "e.g. " + string(b)
			}
			return w, ""
		}
	}
	return shapeOfGo(goType), ""
}

// schemaAt walks properties (and items, additionalProperties) of an OpenAPI
// schema along names; nil when it does not describe them.
func schemaAt(raw json.RawMessage, names []string) map[string]any {
	var s map[string]any
	if json.Unmarshal(raw, &s) != nil {
		return nil
	}
	for _, n := range names {
		for {
			if it, ok := s["items"].(map[string]any); ok && s["properties"] == nil {
				s = it
				continue
			}
			break
		}
		props, _ := s["properties"].(map[string]any)
		next, ok := props[n].(map[string]any)
		if !ok {
			if ap, ok := s["additionalProperties"].(map[string]any); ok {
				next = ap
			} else {
				return nil
			}
		}
		s = next
	}
	return s
}

// shapeOfSchema words an OpenAPI schema's type: "a string", "an array of
// strings", "one of \"raw\", \"prefixed\"".
func shapeOfSchema(s map[string]any) string {
	if e, ok := s["enum"].([]any); ok && len(e) > 0 {
		var vs []string
		for _, v := range e {
			b, _ := json.Marshal(v)
			vs = append(vs, string(b))
		}
		return "one of " + strings.Join(vs, ", ")
	}
	var types []string
	switch t := s["type"].(type) {
	case string:
		types = []string{t}
	case []any:
		for _, x := range t {
			if str, ok := x.(string); ok {
				types = append(types, str)
			}
		}
	}
	var words []string
	for _, t := range types {
		w := typeWord(t, false)
		if t == "array" {
			if it, ok := s["items"].(map[string]any); ok {
				if its, ok := it["type"].(string); ok {
					w += " of " + typeWord(its, true)
				}
			}
		}
		if t == "object" {
			if ap, ok := s["additionalProperties"].(map[string]any); ok {
				if aps, ok := ap["type"].(string); ok {
					w += " of " + typeWord(aps, true)
				}
			}
		}
		words = append(words, w)
	}
	return strings.Join(words, " or ")
}

func typeWord(t string, plural bool) string {
	one := map[string]string{"string": "a string", "integer": "an integer", "number": "a number", "boolean": "true or false",
		"array": "an array", "object": "an object", "null": "null"}
	many := map[string]string{"string": "strings", "integer": "integers", "number": "numbers", "boolean": "booleans",
		"array": "arrays", "object": "objects", "null": "nulls"}
	if plural {
		return many[t]
	}
	return one[t]
}

// shapeOfGo words the JSON a Go type decodes from.
func shapeOfGo(t reflect.Type) string {
	if t == nil {
		return "another kind of value"
	}
	for t.Kind() == reflect.Pointer {
		t = t.Elem()
	}
	switch t.Kind() {
	case reflect.String:
		return "a string"
	case reflect.Bool:
		return "true or false"
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64,
		reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64:
		return "an integer"
	case reflect.Float32, reflect.Float64:
		return "a number"
	case reflect.Slice, reflect.Array:
		if t.Elem().Kind() == reflect.Uint8 && t.Name() == "RawMessage" {
			return "a JSON value"
		}
		switch e := shapeOfGo(t.Elem()); e {
		case "true or false":
			return "an array of booleans"
		case "another kind of value", "a JSON value":
			return "an array"
		default:
			return "an array of " + strings.TrimPrefix(strings.TrimPrefix(e, "a "), "an ") + "s"
		}
	case reflect.Map, reflect.Struct:
		return "an object"
	}
	return "another kind of value"
}
