package schema

import (
	"encoding/json"
	"fmt"
	"path/filepath"
	"slices"
	"sort"
	"strings"
	"testing"

	"github.com/mcpgen/mcpgen/pkg/tool"
)

// sample builds an instance for schema node v (test helper, not a
// synthesizer): variant 0 fills required properties only, 1 fills every
// property, 2 fills every property and picks null wherever null is allowed.
func sample(v any, root any, variant, depth int) any {
	m, ok := v.(map[string]any)
	if !ok || depth > 8 {
		return map[string]any{}
	}
	if ref, ok := m["$ref"].(string); ok {
		if t, ok := lookupPointer(root, strings.TrimPrefix(ref, "#")); ok {
			return sample(t, root, variant, depth+1)
		}
	}
	if c, ok := m["const"]; ok {
		return c
	}
	if e, ok := m["enum"].([]any); ok && len(e) > 0 {
		if variant == 2 && slices.Contains(e, nil) {
			return nil
		}
		return e[len(e)-1]
	}
	for _, k := range []string{"anyOf", "oneOf"} {
		if alts, ok := m[k].([]any); ok && len(alts) > 0 {
			for _, a := range alts {
				if am, ok := a.(map[string]any); ok && am["type"] == "null" {
					if variant == 2 {
						return nil
					}
				}
			}
			for _, a := range alts {
				if am, ok := a.(map[string]any); ok && am["type"] != "null" {
					return sample(am, root, variant, depth+1)
				}
			}
		}
	}
	types := typesOf(m)
	if variant == 2 && slices.Contains(types, "null") {
		return nil
	}
	t := "object"
	for _, x := range types {
		if x != "null" {
			t = x
			break
		}
	}
	if len(types) == 0 {
		if _, ok := m["properties"]; !ok {
			return "any"
		}
	}
	switch t {
	case "string":
		switch m["format"] {
		case "uuid":
			return "6f1c1d38-6a55-4c0b-9d0c-1f2e3d4c5b6a"
		case "date-time":
			return "2026-01-02T03:04:05Z"
		case "date":
			return "2026-01-02"
		case "email":
			return "a@example.com"
		case "uri", "url":
			return "https://example.com/x"
		}
		return "text"
	case "integer":
		if mn, ok := m["minimum"].(json.Number); ok {
			return mn
		}
		return json.Number("1")
	case "number":
		if mn, ok := m["minimum"].(json.Number); ok {
			return mn
		}
		return json.Number("1.5")
	case "boolean":
		return true
	case "array":
		if variant == 0 {
			return []any{}
		}
		return []any{sample(m["items"], root, variant, depth+1)}
	}
	out := map[string]any{}
	props, _ := m["properties"].(map[string]any)
	req, _ := m["required"].([]any)
	for _, k := range sortedKeys(props) {
		if variant == 0 && !slices.Contains(req, any(k)) {
			continue
		}
		out[k] = sample(props[k], root, variant, depth+1)
	}
	return out
}

// fromOpenAPI translates Gemini's OpenAPI "nullable": true back into JSON
// Schema so a JSON Schema validator reads the normalized schema as Gemini
// does.
func fromOpenAPI(v any) any {
	switch x := v.(type) {
	case map[string]any:
		for k, e := range x {
			if !dataKeywords[k] {
				x[k] = fromOpenAPI(e)
			}
		}
		if x["nullable"] == true {
			delete(x, "nullable")
			switch t := x["type"].(type) {
			case string:
				x["type"] = []any{t, "null"}
			}
			if alts, ok := x["anyOf"].([]any); ok {
				x["anyOf"] = append(alts, map[string]any{"type": "null"})
			}
			if e, ok := x["enum"].([]any); ok {
				x["enum"] = append(e, nil)
			}
		}
	case []any:
		for i := range x {
			x[i] = fromOpenAPI(x[i])
		}
	}
	return v
}

func hasKeyDeep(v any, key string, pred func(any) bool) bool {
	switch x := v.(type) {
	case map[string]any:
		for k, e := range x {
			if k == key && pred(e) {
				return true
			}
			if !dataKeywords[k] && hasKeyDeep(e, key, pred) {
				return true
			}
		}
	case []any:
		for _, e := range x {
			if hasKeyDeep(e, key, pred) {
				return true
			}
		}
	}
	return false
}

// TestNormalizeNotionGemini is acceptance item 3: the captured notion tools
// normalized for Gemini have no $ref and no type arrays, and still accept
// instances the originals accept.
func TestNormalizeNotionGemini(t *testing.T) {
	ts := loadTools(t, filepath.Join("..", "..", "testdata", "mcp-servers", "notion.json"))
	checked := 0
	for _, tt := range ts {
		out, changes, err := Normalize(tt.InputSchema, ProfileGemini)
		if err != nil {
			t.Fatalf("%s: %v", tt.Name, err)
		}
		if len(changes) == 0 {
			t.Errorf("%s: no changes reported", tt.Name)
		}
		nv, err := DecodeJSON(out)
		if err != nil {
			t.Fatal(err)
		}
		if hasKeyDeep(nv, "$ref", func(any) bool { return true }) {
			t.Errorf("%s: $ref left", tt.Name)
		}
		if hasKeyDeep(nv, "type", func(v any) bool { _, arr := v.([]any); return arr }) {
			t.Errorf("%s: type array left", tt.Name)
		}
		for _, f := range Lint(tool.Tool{Name: tt.Name, Description: "d", InputSchema: out}, LintOptions{Profile: ProfileGemini}) {
			if f.Severity == SeverityError {
				t.Errorf("%s: normalized schema still has a Gemini error: %v", tt.Name, f)
			}
		}
		orig, err := Compile(tt.InputSchema, CompileOptions{})
		if err != nil {
			t.Fatal(err)
		}
		back, _ := json.Marshal(fromOpenAPI(nv))
		norm, err := Compile(back, CompileOptions{})
		if err != nil {
			t.Fatalf("%s: normalized schema does not compile: %v\n%s", tt.Name, err, back)
		}
		ov, _ := DecodeJSON(tt.InputSchema)
		for variant := 0; variant < 3; variant++ {
			inst := sample(ov, ov, variant, 0)
			if orig.Validate(inst) != nil {
				continue // the helper is simple; only instances the original accepts count
			}
			checked++
			if v := norm.Validate(inst); v != nil {
				b, _ := json.Marshal(inst)
				t.Errorf("%s variant %d: original accepts %s, normalized rejects: %v", tt.Name, variant, b, v)
			}
		}
	}
	if checked < len(ts) {
		t.Errorf("only %d instances checked for %d tools", checked, len(ts))
	}
	t.Logf("%d instances checked over %d tools", checked, len(ts))
}

func TestNormalizeRewrites(t *testing.T) {
	cases := []struct {
		name, in string
		p        Profile
		want     string
		kinds    []string
	}{
		{"type array nullable", `{"type":"object","properties":{"a":{"type":["string","null"]}}}`, ProfileGemini,
			`{"properties":{"a":{"nullable":true,"type":"string"}},"type":"object"}`, []string{"type-array-rewritten"}},
		{"anyOf null", `{"type":"object","properties":{"a":{"anyOf":[{"type":"integer","minimum":1},{"type":"null"}],"default":null}}}`, ProfileGemini,
			`{"properties":{"a":{"default":null,"minimum":1,"nullable":true,"type":"integer"}},"type":"object"}`, []string{"nullable-rewritten"}},
		{"python types", `{"type":"dict","properties":{"d":{"type":"float"},"x":{"type":"any"},"t":{"type":"tuple","items":{"type":"int"}}}}`, ProfileAll,
			`{"properties":{"d":{"type":"number"},"t":{"items":{"type":"integer"},"type":"array"},"x":{}},"type":"object"}`, []string{"type-renamed", "type-removed"}},
		{"ref siblings", `{"type":"object","properties":{"o":{"$ref":"#/$defs/Q","title":"Option"}},"$defs":{"Q":{"type":"object","properties":{"l":{"type":"string"}}}}}`, ProfileAll,
			`{"properties":{"o":{"properties":{"l":{"type":"string"}},"title":"Option","type":"object"}},"type":"object"}`, []string{"ref-inlined", "defs-removed"}},
		{"recursion bounded", `{"type":"object","properties":{"n":{"$ref":"#/$defs/node"}},"$defs":{"node":{"type":"object","properties":{"c":{"type":"array","items":{"$ref":"#/$defs/node"}}}}}}`, ProfileAll,
			`{"properties":{"n":{"properties":{"c":{"items":{"properties":{"c":{"items":{"description":"(recursive schema truncated by mcpgen)","type":"object"},"type":"array"}},"type":"object"},"type":"array"}},"type":"object"}},"type":"object"}`, []string{"ref-truncated"}},
		{"empty root", `{}`, ProfileAll, `{"properties":{},"type":"object"}`, []string{"root-fixed"}},
		// A root fixed up to an object must follow the strict contract too.
		{"empty root strict", `{}`, ProfileOpenAIStrict, `{"additionalProperties":false,"properties":{},"type":"object"}`, []string{"root-fixed", "strict-object"}},
		{"root without type strict", `{"properties":{"a":{"type":"string"}},"required":["a"]}`, ProfileOpenAIStrict, `{"additionalProperties":false,"properties":{"a":{"type":"string"}},"required":["a"],"type":"object"}`, []string{"root-fixed", "strict-object"}},
		{"gemini keywords", `{"$schema":"https://json-schema.org/draft/2020-12/schema","type":"object","properties":{"k":{"const":"a"},"u":{"type":"string","format":"uri"},"n":{"type":"integer","exclusiveMinimum":0}},"additionalProperties":false}`, ProfileGemini,
			`{"properties":{"k":{"enum":["a"],"type":"string"},"n":{"minimum":0,"type":"integer"},"u":{"description":"(format: uri)","type":"string"}},"type":"object"}`, []string{"keyword-removed", "keyword-rewritten", "format-moved"}},
		{"strict", `{"type":"object","properties":{"a":{"type":"string"},"b":{"type":"integer"}},"required":["a"]}`, ProfileOpenAIStrict,
			`{"additionalProperties":false,"properties":{"a":{"type":"string"},"b":{"type":["integer","null"]}},"required":["a","b"],"type":"object"}`, []string{"strict-object"}},
		{"misplaced keyword and items", `{"type":"object","properties":{"p":{"type":"array"},"type":"object","x":3}}`, ProfileOpenAI,
			`{"properties":{"p":{"items":{},"type":"array"}},"type":"object"}`, []string{"keyword-removed", "keyword-rewritten"}},
		{"strict keywords", `{"type":"object","properties":{"u":{"type":"string","format":"uri","minLength":3}},"required":["u"],"additionalProperties":false}`, ProfileOpenAIStrict,
			`{"additionalProperties":false,"properties":{"u":{"description":"(format: uri)","type":"string"}},"required":["u"],"type":"object"}`, []string{"keyword-removed", "format-moved"}},
		// Dropping $schema must not leave draft-04 boolean bounds behind:
		// read as 2020-12 they fail the meta-schema.
		{"draft-04 bounds", `{"$schema":"http://json-schema.org/draft-04/schema#","type":"object","properties":{"n":{"type":"integer","minimum":0,"exclusiveMinimum":true},"m":{"type":"number","maximum":9,"exclusiveMaximum":false}}}`, ProfileOpenAI,
			`{"properties":{"m":{"maximum":9,"type":"number"},"n":{"exclusiveMinimum":0,"type":"integer"}},"type":"object"}`, []string{"keyword-removed", "keyword-rewritten"}},
		{"draft-04 bounds without $schema", `{"type":"object","properties":{"n":{"type":"integer","minimum":0,"exclusiveMinimum":true}}}`, ProfileMCP,
			`{"properties":{"n":{"exclusiveMinimum":0,"type":"integer"}},"type":"object"}`, []string{"keyword-rewritten"}},
		{"draft-04 bounds kept for mcp", `{"$schema":"http://json-schema.org/draft-04/schema#","type":"object","properties":{"n":{"type":"integer","minimum":0,"exclusiveMinimum":true}}}`, ProfileMCP,
			`{"$schema":"http://json-schema.org/draft-04/schema#","properties":{"n":{"exclusiveMinimum":true,"minimum":0,"type":"integer"}},"type":"object"}`, nil},
		// Likewise draft-07's tuple items.
		{"draft-07 tuple items", `{"$schema":"http://json-schema.org/draft-07/schema#","type":"object","properties":{"pt":{"type":"array","items":[{"type":"number"},{"type":"string"}],"additionalItems":false}}}`, ProfileOpenAI,
			`{"properties":{"pt":{"items":false,"prefixItems":[{"type":"number"},{"type":"string"}],"type":"array"}},"type":"object"}`, []string{"keyword-removed", "keyword-rewritten"}},
		{"draft-07 tuple items kept for mcp", `{"$schema":"http://json-schema.org/draft-07/schema#","type":"object","properties":{"pt":{"type":"array","items":[{"type":"number"}]}}}`, ProfileMCP,
			`{"$schema":"http://json-schema.org/draft-07/schema#","properties":{"pt":{"items":[{"type":"number"}],"type":"array"}},"type":"object"}`, nil},
		{"mcp keeps refs", `{"type":"object","properties":{"a":{"$ref":"#/$defs/x"}},"$defs":{"x":{"type":"string"}}}`, ProfileMCP,
			`{"$defs":{"x":{"type":"string"}},"properties":{"a":{"$ref":"#/$defs/x"}},"type":"object"}`, nil},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			out, changes, err := Normalize(json.RawMessage(c.in), c.p)
			if err != nil {
				t.Fatal(err)
			}
			if string(out) != c.want {
				t.Errorf("got  %s\nwant %s", out, c.want)
			}
			var kinds []string
			for _, ch := range changes {
				if !slices.Contains(kinds, ch.Kind) {
					kinds = append(kinds, ch.Kind)
				}
			}
			sort.Strings(kinds)
			for _, k := range c.kinds {
				if !slices.Contains(kinds, k) {
					t.Errorf("change kinds %v lack %s; changes: %v", kinds, k, changes)
				}
			}
			if len(c.kinds) == 0 && len(changes) != 0 {
				t.Errorf("unexpected changes %v", changes)
			}
		})
	}
}

func TestNormalizeToolNames(t *testing.T) {
	var names NameMap
	a, ch, err := NormalizeTool(tool.Tool{Name: "calendar.respondToEvent", InputSchema: json.RawMessage(`{"type":"object","properties":{}}`)}, ProfileOpenAI, &names)
	if err != nil {
		t.Fatal(err)
	}
	b, _, _ := NormalizeTool(tool.Tool{Name: "calendar/respondToEvent"}, ProfileOpenAI, &names)
	if a.Name != "calendar_respondToEvent" || b.Name != "calendar_respondToEvent_2" {
		t.Fatalf("names %q %q", a.Name, b.Name)
	}
	if o, ok := names.Original(b.Name); !ok || o != "calendar/respondToEvent" {
		t.Fatalf("Original(%q) = %q, %v", b.Name, o, ok)
	}
	if len(ch) != 1 || ch[0].Kind != "name-sanitized" {
		t.Fatalf("changes %v", ch)
	}
	long := strings.Repeat("x", 80)
	if s := SanitizeName(long); len(s) != 64 || s == SanitizeName(long+"y") {
		t.Fatalf("SanitizeName long = %q", s)
	}
	if string(b.InputSchema) != `{"properties":{},"type":"object"}` {
		t.Fatalf("missing inputSchema became %s", b.InputSchema)
	}
}

// TestNormalizeCorpusKeepsInstances: for every captured server and every
// profile that only widens, normalized schemas compile and accept the
// sample instances the originals accept.
func TestNormalizeCorpusKeepsInstances(t *testing.T) {
	files, _ := filepath.Glob(filepath.Join("..", "..", "testdata", "mcp-servers", "*.json"))
	for _, f := range files {
		for _, p := range []Profile{ProfileAll, ProfileGemini} {
			for _, tt := range loadTools(t, f) {
				out, _, err := Normalize(tt.InputSchema, p)
				if err != nil {
					t.Fatalf("%s %s: %v", f, tt.Name, err)
				}
				nv, _ := DecodeJSON(out)
				back, _ := json.Marshal(fromOpenAPI(nv))
				norm, err := Compile(back, CompileOptions{})
				if err != nil {
					t.Fatalf("%s %s %s: %v", f, tt.Name, p, err)
				}
				orig, _ := Compile(tt.InputSchema, CompileOptions{})
				ov, _ := DecodeJSON(tt.InputSchema)
				for variant := 0; variant < 3; variant++ {
					inst := sample(ov, ov, variant, 0)
					if orig.Validate(inst) == nil {
						if v := norm.Validate(inst); v != nil {
							t.Errorf("%s %s %s variant %d: %v", filepath.Base(f), tt.Name, p, variant, v)
						}
					}
				}
			}
		}
	}
}

func ExampleNormalize() {
	out, changes, _ := Normalize(json.RawMessage(`{"type":"object","properties":{"q":{"type":["string","null"]}}}`), ProfileGemini)
	fmt.Println(string(out))
	for _, c := range changes {
		fmt.Println(c)
	}
	// Output:
	// {"properties":{"q":{"nullable":true,"type":"string"}},"type":"object"}
	// /properties/q type-array-rewritten: type ["string","null"] became {"nullable":true,"type":"string"}
}

// TestNormalizeThenLintIsClean: for each single-consumer profile, every
// captured tool normalized for that profile has no error under it.
func TestNormalizeThenLintIsClean(t *testing.T) {
	files, _ := filepath.Glob(filepath.Join("..", "..", "testdata", "mcp-servers", "*.json"))
	for _, p := range []Profile{ProfileMCP, ProfileOpenAI, ProfileOpenAIStrict, ProfileGemini, ProfileAnthropic, ProfileMistral, ProfileLlamaFactory} {
		var names NameMap
		n := 0
		for _, f := range files {
			for _, tt := range loadTools(t, f) {
				nt, _, err := NormalizeTool(tt, p, &names)
				if err != nil {
					t.Fatalf("%s %s: %v", p, tt.Name, err)
				}
				for _, fd := range Lint(nt, LintOptions{Profile: p}) {
					if fd.Severity == SeverityError {
						t.Errorf("%s: %s: %v", p, filepath.Base(f), fd)
					}
				}
				n++
			}
		}
		if n < 150 {
			t.Fatalf("%s: only %d tools", p, n)
		}
	}
}

// TestNormalizeUnknownTypeName: a type name that is no JSON Schema type nor
// a known alias, nor a slip of one (see TestFixTypeNameSlip), is removed
// with a message naming it as unknown (not as an alias such as "any"),
// alone and in a type array.
func TestNormalizeUnknownTypeName(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{`{"type":"widget"}`, `removed unknown type "widget"`},
		{`{"type":"object","properties":{"a":{"type":["string","gadget"]}}}`, `"gadget" is no JSON Schema type nor a known alias`},
		{`{"type":"any"}`, `removed non-standard type "any" (any value)`},
	} {
		_, changes, err := Normalize(json.RawMessage(tc.in), ProfileMCP)
		if err != nil {
			t.Fatal(err)
		}
		found := false
		for _, c := range changes {
			if c.Kind == "type-removed" && strings.Contains(c.Message, tc.want) {
				found = true
			}
		}
		if !found {
			t.Errorf("Normalize(%s): no type-removed change with %q in %v", tc.in, tc.want, changes)
		}
	}
}
