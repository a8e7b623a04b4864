package generate

import (
	"bytes"
	"encoding/json"
	"fmt"
	"maps"
	"regexp"
	"slices"
	"strconv"
	"strings"

	"github.com/mcpgen/mcpgen/internal/bytesize"
	"github.com/mcpgen/mcpgen/internal/jsonx"
	"github.com/mcpgen/mcpgen/pkg/dataset"
	"github.com/mcpgen/mcpgen/pkg/schema"
	"github.com/mcpgen/mcpgen/pkg/tool"
)

// Note kinds recorded in the manifest.
const (
	// NoteNormalized: the tool's inputSchema used non-standard type names
	// (OpenAPI/BFCL "dict", "float", "tuple", "any", "String") or draft-03's
	// boolean "required" on a property, and was normalized the way `mcpgen schema normalize` does before generating.
	NoteNormalized = "schema-normalized"
	// NoteNoParameters: the inputSchema declares no parameters while the
	// description names inputs; every call of the tool is {}.
	NoteNoParameters = "no-declared-parameters"
	// NoteDescriptionCut: the tool's description was longer than
	// MaxToolDescription and its records carry the first part only.
	NoteDescriptionCut = "description-cut"
	// NoteDescriptionShortened: the tool's description was longer than
	// the profile's consumers accept (Options.Profile, OpenAI's 1,024
	// characters) and its tool definitions carry it cut, as
	// `mcpgen schema normalize` cuts it.
	NoteDescriptionShortened = "description-shortened"
	// NoteParamDescriptionLong: a parameter's description is longer than
	// MaxParamDescription; records carry it whole.
	NoteParamDescriptionLong = "parameter-description-long"
	// NoteRenamed: the tool's name (as shown to the model) was taken by
	// an earlier tool of the run (two tools of one name in a file or a
	// server's tools/list, or of several servers with --name-style raw),
	// so it is offered under the name with a "_2", "_3" ... suffix.
	NoteRenamed = "name-renamed"
	// NoteDuplicate: the tool is the same (name, description, inputSchema
	// and outputSchema) as one an earlier source of the same server name
	// gave, as when a server and its own captured --tools file are both
	// given; it is offered once, as the earlier source's.
	NoteDuplicate = "duplicate-tool"
)

// MaxParamDescription is the longest parameter description, in bytes,
// generate takes without a warning (8 KiB; the longest of the captured
// servers' is about 5 KB). Records carry it whole: it is part of the
// tool's schema, which generate does not shorten.
const MaxParamDescription = 8 << 10

// longestParamDescription returns the length in bytes of the longest
// "description" string inside schema raw below its root, and its JSON
// pointer (0, "" when there is none).
func longestParamDescription(raw json.RawMessage) (int, string) {
	if !bytes.Contains(raw, []byte(`"description"`)) {
		return 0, ""
	}
	var v any
	if json.Unmarshal(raw, &v) != nil {
		return 0, ""
	}
	best, at := 0, ""
	// names says x maps property names to schemas ("properties", "$defs"):
	// a parameter called "description" or "default" is walked like any
	// other. Keys are walked in order, so a tie keeps the first pointer
	// whatever the map order (the warning and the manifest are stable).
	var walk func(v any, ptr string, depth int, names bool)
	walk = func(v any, ptr string, depth int, names bool) {
		if depth > 64 {
			return
		}
		switch x := v.(type) {
		case map[string]any:
			if d, ok := x["description"].(string); ok && !names && ptr != "" && len(d) > best {
				best, at = len(d), ptr+"/description"
			}
			for _, k := range slices.Sorted(maps.Keys(x)) {
				if !names {
					switch k {
					case "enum", "const", "default", "examples", "example", "description", "required":
						continue
					}
				}
				walk(x[k], ptr+"/"+jsonx.EscapePointer(k), depth+1, !names && schemaMaps[k])
			}
		case []any:
			for i, c := range x {
				walk(c, fmt.Sprintf("%s/%d", ptr, i), depth+1, false)
			}
		}
	}
	walk(v, "", 0, false)
	return best, at
}

// schemaMaps are the keywords whose value maps names to schemas.
var schemaMaps = map[string]bool{"properties": true, "patternProperties": true, "$defs": true, "definitions": true, "dependentSchemas": true}

// paramOf names the parameter a description pointer belongs to: the last
// property name before it, quoted ("/properties/query/description" →
// "\"query\"").
func paramOf(ptr string) string {
	parts := strings.Split(ptr, "/")
	for i := len(parts) - 2; i > 0; i-- {
		if parts[i-1] == "properties" {
			return strconv.Quote(strings.ReplaceAll(strings.ReplaceAll(parts[i], "~1", "/"), "~0", "~"))
		}
	}
	return strconv.Quote(ptr)
}

// MaxToolDescription is the longest tool description, in characters, that
// records carry (64 KiB, about 16,000 tokens, far beyond the 1,024
// characters OpenAI accepts and the 2,048 Claude Code keeps). Every record
// that offers a tool repeats its description, so a 5 MB description made
// 50 records a 267 MB file; a longer one is cut at a sentence end and
// noted.
const MaxToolDescription = 64 << 10

// cutDescription returns d cut to MaxToolDescription characters at the
// last sentence end (else between words), as schema normalize cuts a
// description for OpenAI, and whether it was cut.
func cutDescription(d string) (string, bool) {
	c := schema.ShortenDescription(d, MaxToolDescription)
	return c, c != d
}

// standardTypeNames are the JSON Schema type names.
var standardTypeNames = map[string]bool{"object": true, "array": true, "string": true, "number": true,
	"integer": true, "boolean": true, "null": true}

// nonStandardTypes reports whether raw has a "type" keyword naming a type
// JSON Schema does not know (a cheap byte scan: most schemas have none,
// and only those pay for normalization).
func nonStandardTypes(raw json.RawMessage) bool {
	return anyMemberValue(raw, `"type"`, func(v []byte) bool {
		k := 0
		inArray := len(v) > 0 && v[0] == '['
		if inArray {
			k = skipSpace(v, 1)
		}
		for k < len(v) && v[k] == '"' {
			end := bytes.IndexByte(v[k+1:], '"')
			if end < 0 {
				return false
			}
			if !standardTypeNames[string(v[k+1:k+1+end])] {
				return true
			}
			k = skipSpace(v, k+2+end)
			if inArray && k < len(v) && v[k] == ',' {
				k = skipSpace(v, k+1)
				continue
			}
			break
		}
		return false
	})
}

// booleanRequired reports whether raw has a draft-03 boolean "required"
// ("required": true on a property), which 2020-12 compilers reject (a
// cheap byte scan like nonStandardTypes).
func booleanRequired(raw json.RawMessage) bool {
	return anyMemberValue(raw, `"required"`, func(v []byte) bool {
		return bytes.HasPrefix(v, []byte("true")) || bytes.HasPrefix(v, []byte("false"))
	})
}

// anyMemberValue reports whether match holds for the text after any
// occurrence of key (a quoted member name) followed by a colon in raw:
// match gets the bytes from the value's first non-space byte to the end.
// A byte scan, not a parse: a key inside a string value can match too,
// which errs towards normalizing.
func anyMemberValue(raw json.RawMessage, key string, match func(v []byte) bool) bool {
	k := []byte(key)
	for i := 0; ; {
		j := bytes.Index(raw[i:], k)
		if j < 0 {
			return false
		}
		i += j + len(k)
		c := skipSpace(raw, i)
		if c >= len(raw) || raw[c] != ':' {
			continue
		}
		if match(raw[skipSpace(raw, c+1):]) {
			return true
		}
	}
}

func skipSpace(b []byte, i int) int {
	for i < len(b) && (b[i] == ' ' || b[i] == '\n' || b[i] == '\t' || b[i] == '\r') {
		i++
	}
	return i
}

// normalizeTypeNames rewrites the non-standard type names of an input
// schema (dict → object, float → number, any → no type) and draft-03's
// boolean "required" (into the object's required list) as `mcpgen schema
// normalize` does with the mcp profile, which keeps what the schema meant. ok is false when the schema has none or normalizing fails
// (compiling then reports the problem).
func normalizeTypeNames(raw json.RawMessage) (out json.RawMessage, renamed []string, ok bool) {
	if !nonStandardTypes(raw) && !booleanRequired(raw) {
		return raw, nil, false
	}
	n, changes, err := schema.Normalize(raw, schema.ProfileMCP)
	if err != nil {
		return raw, nil, false
	}
	for _, c := range changes {
		if c.Kind == "type-renamed" || c.Kind == "type-removed" || c.Kind == "required-rewritten" {
			if c.Pointer != "" {
				renamed = append(renamed, c.Pointer+": "+c.Message)
				continue
			}
			renamed = append(renamed, c.Message)
		}
	}
	if len(renamed) == 0 {
		return raw, nil, false
	}
	return n, renamed, true
}

// namesInputs finds a description that says the tool itself takes inputs:
// "with two required parameters", "takes a `query` argument", "Args:"
// (not "parameters to use in another tool").
var namesInputs = regexp.MustCompile(`(?i)\b(?:takes?|requires?|accepts?|expects?|needs|with|has)\s+(?:[\w` + "`" + `'"]+\s+){0,3}(?:parameters?|arguments?|args|inputs?)\b|\b(?:parameters|arguments|args|inputs)\s*:|\brequired (?:parameters?|arguments?|inputs?|fields?)\b`)

// declaresNoParameters reports whether the object schema raw has no
// properties, no pattern or additional properties that could carry
// arguments, and no composition keywords.
func declaresNoParameters(raw json.RawMessage) bool {
	var s map[string]json.RawMessage
	if json.Unmarshal(raw, &s) != nil {
		return false
	}
	for _, k := range []string{"patternProperties", "allOf", "anyOf", "oneOf", "$ref", "if"} {
		if _, ok := s[k]; ok {
			return false
		}
	}
	if p, ok := s["properties"]; ok && len(bytes.TrimSpace(p)) > 2 && string(bytes.TrimSpace(p)) != "{}" {
		return false
	}
	if ap, ok := s["additionalProperties"]; ok && string(bytes.TrimSpace(ap)) != "false" {
		return false
	}
	return true
}

// inputNotes checks one tool as loaded: it normalizes non-standard type
// names (returning the schema to use) and notes a tool whose schema
// declares no parameters while its description names inputs.
func inputNotes(server string, t tool.Tool, orig json.RawMessage) (json.RawMessage, []dataset.Note) {
	var notes []dataset.Note
	if n, renamed, ok := normalizeTypeNames(orig); ok {
		orig = n
		msg := "inputSchema normalized: " + strings.Join(renamed, "; ")
		if declaresNoParameters(orig) {
			// An unknown root type ("widget") with no properties leaves
			// nothing to fill: say so rather than let {} calls pass unseen.
			msg += "; it declares no parameters now, so its calls have no arguments"
		}
		notes = append(notes, dataset.Note{Server: server, Tool: t.Name, Kind: NoteNormalized, Message: msg})
	}
	// A decoded description is never longer than the JSON text it is
	// in: a schema within the limit needs no walk.
	if len(orig) > MaxParamDescription {
		if n, at := longestParamDescription(orig); n > MaxParamDescription {
			notes = append(notes, dataset.Note{Server: server, Tool: t.Name, Kind: NoteParamDescriptionLong,
				Message: fmt.Sprintf("the description of parameter %s is %s (%s), and every record offering the tool repeats it; shorten it in the tool's inputSchema (a server's tools: mcpgen tools SERVER --json > tools.json, edit that description, then generate --tools tools.json)",
					paramOf(at), bytesize.Text(n), at)})
		}
	}
	desc := t.Description + " " + t.Title
	if declaresNoParameters(orig) {
		m := namesInputs.FindString(desc)
		if m == "" {
			m = namesInputsProse.FindString(desc)
		}
		if m != "" {
			notes = append(notes, dataset.Note{Server: server, Tool: t.Name, Kind: NoteNoParameters,
				Message: fmt.Sprintf("inputSchema declares no parameters but the description names inputs (%q); its calls are {} (check the server's schema export)", strings.TrimSpace(m))})
		}
	}
	return orig, notes
}
