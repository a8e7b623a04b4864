package schema

import (
	"bytes"
	"encoding/json"
	"fmt"
	"reflect"
	"slices"
	"sort"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/mcpgen/mcpgen/pkg/tool"
)

// A Change is one rewrite made by Normalize.
type Change struct {
	// Pointer locates the change in the output schema (for a removed
	// keyword, the schema it was removed from; for an inlined $ref, the node
	// that held it). "" is the root.
	Pointer string `json:"pointer"`
	// Kind is a stable change kind: ref-inlined, ref-truncated,
	// defs-removed, type-renamed, type-removed, type-array-rewritten,
	// nullable-rewritten, keyword-removed, keyword-rewritten, format-moved,
	// root-fixed, strict-object, name-sanitized, required-declared,
	// property-removed, required-rewritten.
	Kind string `json:"kind"`
	// Message says what was changed.
	Message string `json:"message"`
	// RemovedRequired is set when the change removed a parameter that
	// required names: calls made from the normalized schema may leave out
	// what the server requires, so the normalization is not faithful
	// (`schema normalize` reports it and exits 1).
	RemovedRequired bool `json:"removedRequired,omitempty"`
}

// String renders c as "POINTER KIND: message".
func (c Change) String() string {
	p := c.Pointer
	if p == "" {
		p = "/"
	}
	return fmt.Sprintf("%s %s: %s", p, c.Kind, c.Message)
}

// MaxInlineNodes bounds the size of a schema after $ref inlining (counted
// in JSON objects and arrays); Normalize fails with ErrTooLarge beyond it.
const MaxInlineNodes = 200000

// RecursionDepth is how many times Normalize expands a recursive $ref
// along one path before it replaces the reference with a plain schema of
// the target's type (which accepts at least what the reference accepted).
const RecursionDepth = 2

// Normalize rewrites one tool schema (a JSON Schema document) so the
// consumers of profile p accept it, and reports every change. Rewrites only
// keep or widen the set of instances the schema accepts, except under
// ProfileOpenAIStrict, whose contract (every property required, no
// additional properties) narrows it by design. For the OpenAPI-subset
// profile gemini, null is expressed with "nullable": true (OpenAPI 3.0),
// which JSON Schema validators ignore.
//
// By profile:
//   - every profile but mcp: declare a property that required names but
//     properties does not define (required-declared).
//   - every profile: a draft-03 boolean "required" on a property becomes
//     the property's name in its object's "required" list (true) or is
//     dropped (false): 2020-12 compilers reject a boolean there
//     (required-rewritten).
//   - every profile: map non-standard type names (dict → object, float →
//     number, any → no type, ...); give a root without type "type":
//     "object" and a root object without properties "properties": {}.
//   - every profile but mcp: inline local $refs (recursion expanded
//     RecursionDepth times, then truncated), drop $defs/definitions and
//     $schema. Since the result is read as 2020-12, draft-04 boolean
//     exclusiveMinimum/exclusiveMaximum become the numeric keywords and
//     draft-07 tuple "items" arrays become "prefixItems" (also under mcp
//     when the input declares no older dialect).
//   - gemini: type arrays and null unions become one type plus
//     "nullable": true (or anyOf over the non-null types); oneOf becomes
//     anyOf; const becomes a one-value enum; numeric exclusive bounds
//     become inclusive; unsupported formats move into description; every
//     keyword outside Gemini's Schema object is removed; a property that
//     is an object without properties is removed (property-removed).
//   - openai-strict: every object gets "additionalProperties": false and
//     lists all its properties in required, optional ones made nullable.
//
// It returns an error for input that is not JSON, is larger than
// DefaultMaxBytes or nested deeper than DefaultMaxDepth, or would grow
// beyond MaxInlineNodes when inlined; the error wraps ErrTooLarge or
// ErrTooDeep where one applies.
func Normalize(raw json.RawMessage, p Profile) (json.RawMessage, []Change, error) {
	if p == "" {
		p = ProfileAll
	}
	if len(raw) > DefaultMaxBytes {
		return nil, nil, fmt.Errorf("normalize schema: %w: %d bytes", ErrTooLarge, len(raw))
	}
	if d := tool.JSONDepth(raw); d > DefaultMaxDepth {
		return nil, nil, fmt.Errorf("normalize schema: %w: %d levels", ErrTooDeep, d)
	}
	v, err := DecodeJSON(raw)
	if err != nil {
		return nil, nil, fmt.Errorf("normalize schema: %w", err)
	}
	n := &normalizer{p: p, root: v}
	if m, ok := v.(map[string]any); ok {
		s, _ := m["$schema"].(string)
		n.draft4 = strings.Contains(s, "draft-04") || strings.Contains(s, "draft-03")
		n.legacy = s != "" && !strings.Contains(s, "2020-12")
	}
	if p != ProfileMCP {
		v, err = n.inline(v, "", nil, 0)
		if err != nil {
			return nil, nil, fmt.Errorf("normalize schema: %w", err)
		}
	}
	v = n.node(v, "", 0)
	if n.err != nil {
		return nil, nil, fmt.Errorf("normalize schema: %w", n.err)
	}
	v = n.fixRoot(v)
	if m, ok := v.(map[string]any); ok && n.p == ProfileOpenAIStrict {
		// fixRoot may have just made the root an object: strict mode's
		// object contract applies to it as well (a no-op when node did it).
		n.strictObject(m, "")
	}
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(v); err != nil {
		return nil, nil, fmt.Errorf("normalize schema: encode: %w", err)
	}
	return json.RawMessage(bytes.TrimRight(buf.Bytes(), "\n")), n.changes, nil
}

// NormalizeTool normalizes t.InputSchema for profile p (see Normalize) and,
// for every profile but mcp, sanitizes t.Name through names (which may be
// nil), so names.Original maps a call back to the original tool. Changes to
// the name have Kind "name-sanitized" and Pointer "/name" (into the tool
// object). A tool without inputSchema gets {"type":"object","properties":{}}.
func NormalizeTool(t tool.Tool, p Profile, names *NameMap) (tool.Tool, []Change, error) {
	var changes []Change
	if p != ProfileMCP {
		safe := SanitizeName(t.Name)
		if names != nil {
			safe = names.Safe(t.Name)
		}
		if safe != t.Name {
			changes = append(changes, Change{Pointer: "/name", Kind: "name-sanitized", Message: fmt.Sprintf("tool name %q became %q", t.Name, safe)})
			t.Name = safe
		}
	}
	if max := p.DescriptionLimit(); max > 0 {
		if d := ShortenDescription(t.Description, max); d != t.Description {
			changes = append(changes, Change{Pointer: "/description", Kind: "description-shortened",
				Message: fmt.Sprintf("tool description cut from %d to %d characters %s (OpenAI accepts at most %d)", utf8.RuneCountInString(t.Description), utf8.RuneCountInString(d), cutWhere(d), MaxDescriptionRunes)})
			t.Description = d
		}
	}
	in := t.InputSchema
	if len(bytes.TrimSpace(in)) == 0 || string(bytes.TrimSpace(in)) == "null" {
		in = json.RawMessage(`{}`)
	}
	out, cs, err := Normalize(in, p)
	if err != nil {
		return t, changes, fmt.Errorf("tool %s: inputSchema: %w", t.Name, err)
	}
	t.InputSchema = out
	t.Raw = nil
	return t, append(changes, cs...), nil
}

// DescriptionLimit returns the longest tool description, in characters,
// that profile p's consumers accept: MaxDescriptionRunes when OpenAI is
// one of them (every profile but mcp that names it), else 0 (no limit).
// NormalizeTool and generate's tool definitions cut longer descriptions
// with ShortenDescription.
func (p Profile) DescriptionLimit() int {
	if p != ProfileMCP && slices.Contains(p.Consumers(), ConsumerOpenAI) {
		return MaxDescriptionRunes
	}
	return 0
}

// ShortenDescription returns d cut to at most max characters: at the last
// sentence end (". ", "! ", "? " or a line break) in the limit when there is
// one past its first half, else at the last space with "…". A description
// within the limit is returned unchanged.
func ShortenDescription(d string, max int) string {
	r := []rune(d)
	if len(r) <= max {
		return d
	}
	head := string(r[:max])
	cut := -1
	for _, sep := range []string{". ", "! ", "? ", ".\n", "\n"} {
		if i := strings.LastIndex(head, sep); i > cut {
			cut = i
		}
	}
	if cut >= len(head)/2 {
		return strings.TrimSpace(head[:cut+1])
	}
	head = string(r[:max-1])
	if i := strings.LastIndexByte(head, ' '); i >= len(head)/2 {
		head = head[:i]
	}
	return strings.TrimSpace(head) + "…"
}

// cutWhere says where ShortenDescription cut d: at a sentence end, or
// between words (d ends with "…").
func cutWhere(d string) string {
	if strings.HasSuffix(d, "…") {
		return "between words"
	}
	return "at a sentence end"
}

type normalizer struct {
	p       Profile
	root    any
	changes []Change
	nodes   int
	draft4  bool  // the input declares draft-04 (or -03) in $schema
	legacy  bool  // the input declares a dialect older than 2020-12
	err     error // the first schema the profile cannot say without changing its meaning
}

// fail records the first reason the schema cannot be normalized.
func (n *normalizer) fail(format string, args ...any) {
	if n.err == nil {
		n.err = fmt.Errorf(format, args...)
	}
}

// dropsNot reports whether the profile removes "not" (Gemini's schema
// subset and OpenAI strict mode have none).
func (n *normalizer) dropsNot() bool {
	return n.p == ProfileGemini || n.p == ProfileOpenAIStrict
}

// acceptsEverything reports whether v is a schema every value satisfies:
// true, {} or an object of annotations only.
func acceptsEverything(v any) bool {
	switch x := v.(type) {
	case bool:
		return x
	case map[string]any:
		for k := range x {
			if !annotationKeywords[k] {
				return false
			}
		}
		return true
	}
	return false
}

// excludedValues handles a "not" that excludes every value ({"not": {}})
// for a profile that removes "not", where removing it would turn "no
// value" into "any value": an optional property whose schema is such a
// "not" can never be given, so it is removed (strict mode's
// "additionalProperties": false then refuses it, as the "not" did); a
// required one, or such a "not" anywhere else, is an error naming its
// pointer.
func (n *normalizer) excludedValues(m map[string]any, ptr string) {
	if props, ok := m["properties"].(map[string]any); ok {
		for _, k := range sortedKeys(props) {
			pm, ok := props[k].(map[string]any)
			if !ok || !acceptsEverything(pm["not"]) {
				continue
			}
			if _, has := pm["not"]; !has {
				continue
			}
			pp := ptr + "/properties/" + escape(k)
			if r, ok := m["required"].([]any); ok && slices.Contains(r, any(k)) {
				n.fail("%s/not excludes every value of the required property %q, so no call is valid, and %s has no \"not\" to say it (dropping it would accept any value): fix the tool's schema", pp, k, n.p)
				continue
			}
			delete(props, k)
			n.change(pp, "property-removed", "removed parameter %q: its \"not\" excludes every value, so it can never be given (%s has no \"not\"; dropping only the keyword would accept any value)", k, n.p)
		}
	}
	if not, ok := m["not"]; ok && acceptsEverything(not) {
		n.fail("%s/not excludes every value, and %s has no \"not\" to say it (dropping it would accept any value): fix the tool's schema", ptr, n.p)
	}
}

func (n *normalizer) change(ptr, kind, format string, args ...any) {
	n.changes = append(n.changes, Change{Pointer: ptr, Kind: kind, Message: fmt.Sprintf(format, args...)})
}

// dataKeywords hold instance data, never schemas: inlining and rewriting
// must not descend into them.
var dataKeywords = map[string]bool{"enum": true, "const": true, "default": true, "examples": true, "example": true, "required": true}

var annotationKeywords = map[string]bool{"title": true, "description": true, "default": true, "examples": true, "$comment": true, "deprecated": true, "readOnly": true, "writeOnly": true}

// inline replaces local $refs by (copies of) their targets. stack lists the
// targets being expanded on the current path.
func (n *normalizer) inline(v any, ptr string, stack []string, depth int) (any, error) {
	if depth > DefaultMaxDepth*4 {
		return nil, fmt.Errorf("%w: more than %d levels after inlining", ErrTooDeep, DefaultMaxDepth*4)
	}
	switch x := v.(type) {
	case []any:
		n.nodes++
		out := make([]any, len(x))
		for i, e := range x {
			r, err := n.inline(e, ptr+"/"+strconv.Itoa(i), stack, depth+1)
			if err != nil {
				return nil, err
			}
			out[i] = r
		}
		return out, nil
	case map[string]any:
		n.nodes++
		if n.nodes > MaxInlineNodes {
			return nil, fmt.Errorf("%w: more than %d nodes after inlining $refs", ErrTooLarge, MaxInlineNodes)
		}
		if ref, ok := x["$ref"].(string); ok && strings.HasPrefix(ref, "#") {
			return n.inlineRef(x, ref, ptr, stack, depth)
		}
		out := make(map[string]any, len(x))
		for _, k := range sortedKeys(x) {
			if k == "$defs" || k == "definitions" {
				if ptr == "" {
					n.change(ptr, "defs-removed", "removed %s after inlining every reference into it", k)
				}
				continue
			}
			if dataKeywords[k] {
				out[k] = x[k]
				continue
			}
			r, err := n.inline(x[k], ptr+"/"+escape(k), stack, depth+1)
			if err != nil {
				return nil, err
			}
			out[k] = r
		}
		return out, nil
	}
	return v, nil
}

func (n *normalizer) inlineRef(x map[string]any, ref, ptr string, stack []string, depth int) (any, error) {
	l := &linter{root: n.root}
	tptr, ok := l.resolvePointer(ref)
	if !ok {
		// Unresolvable: widen to "anything" rather than keep a dangling $ref.
		out := siblings(x)
		n.change(ptr, "ref-inlined", "removed unresolvable $ref %q (the node now accepts any value its siblings allow)", ref)
		return n.inline(out, ptr, stack, depth+1)
	}
	target, _ := lookupPointer(n.root, tptr)
	count := 0
	for _, s := range stack {
		if s == tptr {
			count++
		}
	}
	var expanded any
	if count >= RecursionDepth {
		stub := map[string]any{"description": "(recursive schema truncated by mcpgen)"}
		if tm, ok := target.(map[string]any); ok {
			if t, ok := tm["type"].(string); ok {
				stub["type"] = t
			}
		}
		n.change(ptr, "ref-truncated", "recursive $ref %q expanded %d times, then replaced by %s", ref, RecursionDepth, compactJSON(stub))
		expanded = stub
	} else {
		n.change(ptr, "ref-inlined", "inlined $ref %q", ref)
		var err error
		expanded, err = n.inline(target, ptr, append(slices.Clone(stack), tptr), depth+1)
		if err != nil {
			return nil, err
		}
	}
	sib := siblings(x)
	if len(sib) == 0 {
		return expanded, nil
	}
	sibIn, err := n.inline(sib, ptr, stack, depth+1)
	if err != nil {
		return nil, err
	}
	sib = sibIn.(map[string]any)
	em, ok := expanded.(map[string]any)
	if !ok {
		// boolean target: true → the siblings alone; false → false.
		if b, _ := expanded.(bool); b {
			return sib, nil
		}
		return expanded, nil
	}
	merged := make(map[string]any, len(em)+len(sib))
	for k, v := range em {
		merged[k] = v
	}
	var conflict []string
	for _, k := range sortedKeys(sib) {
		ev, exists := merged[k]
		switch {
		case !exists || annotationKeywords[k]:
			merged[k] = sib[k]
		case reflect.DeepEqual(ev, sib[k]):
		default:
			conflict = append(conflict, k)
		}
	}
	if len(conflict) == 0 {
		return merged, nil
	}
	if n.p == ProfileGemini {
		n.change(ptr, "keyword-removed", "dropped $ref siblings %s that conflict with the target (Gemini has no allOf)", strings.Join(conflict, ", "))
		return merged, nil
	}
	only := map[string]any{}
	for _, k := range conflict {
		only[k] = sib[k]
		delete(merged, k)
	}
	return map[string]any{"allOf": []any{merged, only}}, nil
}

func siblings(x map[string]any) map[string]any {
	out := map[string]any{}
	for k, v := range x {
		if k != "$ref" {
			out[k] = v
		}
	}
	return out
}

// node rewrites one schema node (after inlining) and its subschemas.
func (n *normalizer) node(v any, ptr string, depth int) any {
	m, ok := v.(map[string]any)
	if !ok || depth > DefaultMaxDepth*4 {
		return v
	}
	gem := n.p == ProfileGemini
	if _, ok := m["$schema"]; ok && n.p != ProfileMCP {
		delete(m, "$schema")
		n.change(ptr, "keyword-removed", "removed $schema")
	}
	n.typeNames(m, ptr)
	n.misplaced(m, ptr)
	n.draft3Required(m, ptr)
	if n.p != ProfileMCP {
		n.declareRequired(m, ptr)
	}
	if n.p != ProfileMCP || !n.draft4 {
		// $schema is dropped (or absent): the schema is read as 2020-12.
		n.draft4Bounds(m, ptr)
	}
	if n.p != ProfileMCP || !n.legacy {
		n.tupleItems(m, ptr)
	}
	if ap, ok := m["additionalProperties"].(map[string]any); ok && len(ap) == 0 {
		delete(m, "additionalProperties")
		n.change(ptr, "keyword-removed", "removed \"additionalProperties\": {} (the default; some clients fail on it)")
	}
	if n.p != ProfileMCP && slices.Contains(typesOf(m), "array") {
		_, items := m["items"]
		_, prefix := m["prefixItems"]
		if !items && !prefix {
			m["items"] = map[string]any{}
			n.change(ptr, "keyword-rewritten", "added \"items\": {} to an array schema without items")
		}
	}
	if gem {
		n.geminiTypes(m, ptr)
	}
	if n.dropsNot() {
		n.excludedValues(m, ptr)
	}
	// Recurse into subschemas.
	for _, k := range schemaMapKeywords {
		if sub, ok := m[k].(map[string]any); ok {
			for _, name := range sortedKeys(sub) {
				sub[name] = n.node(sub[name], ptr+"/"+k+"/"+escape(name), depth+1)
			}
		}
	}
	for _, k := range schemaSingleKeywords {
		if sv, ok := m[k].(map[string]any); ok {
			m[k] = n.node(sv, ptr+"/"+k, depth+1)
		}
	}
	for _, k := range schemaArrayKeywords {
		if arr, ok := m[k].([]any); ok {
			for i := range arr {
				arr[i] = n.node(arr[i], ptr+"/"+k+"/"+strconv.Itoa(i), depth+1)
			}
		}
	}
	if gem {
		n.geminiKeywords(m, ptr)
		n.geminiEmptyObjects(m, ptr)
	}
	if n.p == ProfileOpenAIStrict {
		n.strictKeywords(m, ptr)
		n.strictObject(m, ptr)
	}
	return m
}

// declareRequired declares each property that required names but
// properties does not define (nor patternProperties, allOf, anyOf, oneOf
// or a $ref could): Gemini and OpenAI strict mode reject the
// contradiction, and strict mode's "additionalProperties": false would make
// the schema unsatisfiable. The property gets the additionalProperties
// schema when there is one (the same constraint), else a string for the
// typed profiles (gemini, openai-strict: every property needs a type) or
// {} (any value, as before). Declaring keeps every call valid against the
// original schema, which requires the property; dropping it from required
// would not.
func (n *normalizer) declareRequired(m map[string]any, ptr string) {
	req, ok := m["required"].([]any)
	if !ok || len(req) == 0 {
		return
	}
	for _, k := range []string{"allOf", "anyOf", "oneOf", "patternProperties", "$ref"} {
		if _, has := m[k]; has {
			return
		}
	}
	types := typesOf(m)
	props, hasProps := m["properties"].(map[string]any)
	if !hasProps && !slices.Contains(types, "object") {
		return
	}
	if len(types) > 0 && !slices.Contains(types, "object") {
		return
	}
	for _, r := range req {
		name, ok := r.(string)
		if !ok {
			continue
		}
		if _, has := props[name]; has {
			continue
		}
		if props == nil {
			props = map[string]any{}
			m["properties"] = props
		}
		var decl map[string]any
		what := "any value, as before"
		if ap, ok := m["additionalProperties"].(map[string]any); ok && len(ap) > 0 {
			decl = deepCopy(ap).(map[string]any)
			what = "the additionalProperties schema"
		} else if n.p == ProfileGemini || n.p == ProfileOpenAIStrict {
			decl = map[string]any{"type": "string"}
			what = "a string: the profile needs a type"
		} else {
			decl = map[string]any{}
		}
		if _, has := decl["description"]; !has {
			decl["description"] = name
		}
		props[name] = decl
		n.change(ptr+"/properties/"+escape(name), "required-declared", "declared %q, which required names but properties did not define (%s); Gemini and OpenAI strict mode reject undeclared required properties", name, what)
	}
}

// geminiEmptyObjects removes the properties of m that are objects without
// properties (free-form objects, maps): Gemini rejects them ("properties:
// should be non-empty for OBJECT type"). Without the declaration the
// property accepts any value, so the schema accepts at least what it did.
func (n *normalizer) geminiEmptyObjects(m map[string]any, ptr string) {
	props, ok := m["properties"].(map[string]any)
	if !ok {
		return
	}
	for _, k := range sortedKeys(props) {
		pm, ok := props[k].(map[string]any)
		if !ok || !emptyObject(pm) {
			continue
		}
		delete(props, k)
		msg := "removed parameter %q: an object without properties, which Gemini rejects (\"should be non-empty for OBJECT type\"); calls leave it out"
		required := false
		if r, ok := m["required"].([]any); ok {
			if i := slices.Index(r, any(k)); i >= 0 {
				m["required"] = slices.Delete(slices.Clone(r), i, i+1)
				msg += ", although the server requires it: describe its properties in the server's schema"
				required = true
			}
		}
		n.change(ptr+"/properties/"+escape(k), "property-removed", msg, k)
		n.changes[len(n.changes)-1].RemovedRequired = required
	}
}

// emptyObject reports whether m is an object schema without properties
// and without alternatives that could give it some.
func emptyObject(m map[string]any) bool {
	types := typesOf(m)
	if !slices.Contains(types, "object") {
		return false
	}
	for _, k := range []string{"allOf", "anyOf", "oneOf", "$ref"} {
		if _, has := m[k]; has {
			return false
		}
	}
	props, _ := m["properties"].(map[string]any)
	return len(props) == 0
}

// draft4Bounds rewrites draft-04's boolean exclusiveMinimum and
// exclusiveMaximum (flags on minimum and maximum) into the numeric keywords
// of draft-06 and later, which accept the same instances: {"minimum": 0,
// "exclusiveMinimum": true} becomes {"exclusiveMinimum": 0}. A flag that has
// no effect (false, or no bound beside it) is removed.
func (n *normalizer) draft4Bounds(m map[string]any, ptr string) {
	for _, k := range []string{"exclusiveMinimum", "exclusiveMaximum"} {
		b, ok := m[k].(bool)
		if !ok {
			continue
		}
		inc := "minimum"
		if k == "exclusiveMaximum" {
			inc = "maximum"
		}
		delete(m, k)
		if bound, has := m[inc].(json.Number); b && has {
			delete(m, inc)
			m[k] = bound
			n.change(ptr, "keyword-rewritten", "draft-04 %s: true with %s %s became %s %s", k, inc, bound, k, bound)
			continue
		}
		n.change(ptr, "keyword-removed", "removed draft-04 %s: %v (it has no effect here)", k, b)
	}
}

// tupleItems rewrites the tuple form of draft-07 and older, "items" as an
// array (with "additionalItems" for the rest), into 2020-12's
// "prefixItems" (with "items" for the rest), which accepts the same
// instances; read as 2020-12, an "items" array fails the meta-schema.
func (n *normalizer) tupleItems(m map[string]any, ptr string) {
	arr, ok := m["items"].([]any)
	if !ok {
		return
	}
	if _, has := m["prefixItems"]; has {
		return
	}
	delete(m, "items")
	m["prefixItems"] = arr
	if rest, has := m["additionalItems"]; has {
		delete(m, "additionalItems")
		m["items"] = rest
		n.change(ptr, "keyword-rewritten", "tuple \"items\" array became \"prefixItems\", \"additionalItems\" became \"items\"")
		return
	}
	n.change(ptr, "keyword-rewritten", "tuple \"items\" array became \"prefixItems\"")
}

// misplaced moves keywords found inside properties (a non-schema value
// under a keyword name, such as "type": "object") up to the schema, and
// drops other non-schema property values.
func (n *normalizer) misplaced(m map[string]any, ptr string) {
	props, ok := m["properties"].(map[string]any)
	if !ok {
		return
	}
	for _, k := range sortedKeys(props) {
		switch props[k].(type) {
		case map[string]any, bool:
			continue
		}
		v := props[k]
		delete(props, k)
		if _, exists := m[k]; isKeyword(k) && !exists {
			m[k] = v
			n.change(ptr, "keyword-rewritten", "moved %q out of properties (it is a keyword, not a property)", k)
			continue
		}
		n.change(ptr+"/properties/"+escape(k), "keyword-removed", "removed properties.%s: %s is not a schema", k, compactJSON(v))
	}
}

// draft3Required rewrites draft-03's boolean "required" (JSON Schema
// draft-03 §5.7: the property must be present in its parent object) into
// the object's "required" list, the form every later draft and 2020-12
// compilers take: {"properties":{"a":{"required":true}}} becomes
// {"properties":{"a":{}},"required":["a"]}. false is dropped. A boolean
// "required" outside properties (at the root, in items) says nothing and
// is dropped. Either way the set of accepted instances is the one draft-03
// meant.
func (n *normalizer) draft3Required(m map[string]any, ptr string) {
	if b, ok := m["required"].(bool); ok {
		delete(m, "required")
		n.change(ptr, "required-rewritten", "removed \"required\": %t: outside an object's properties a boolean required names nothing", b)
	}
	props, ok := m["properties"].(map[string]any)
	if !ok {
		return
	}
	for _, k := range sortedKeys(props) {
		p, ok := props[k].(map[string]any)
		if !ok {
			continue
		}
		b, ok := p["required"].(bool)
		if !ok {
			continue
		}
		delete(p, "required")
		at := ptr + "/properties/" + escape(k)
		if !b {
			n.change(at, "required-rewritten", "removed draft-03 \"required\": false (optional is the default)")
			continue
		}
		list, _ := m["required"].([]any)
		if !slices.Contains(list, any(k)) {
			m["required"] = append(list, k)
		}
		n.change(at, "required-rewritten", "moved draft-03 \"required\": true into the object's required list (2020-12 takes a list of property names)")
	}
}

func (n *normalizer) typeNames(m map[string]any, ptr string) {
	rename := func(s string) (string, bool) {
		if standardTypes[s] {
			return s, true
		}
		fix, ok := FixTypeName(s)
		if !ok {
			return "", false // unknown name: drop the constraint
		}
		return fix, true
	}
	switch t := m["type"].(type) {
	case string:
		if standardTypes[t] {
			return
		}
		fix, known := rename(t)
		if !known {
			delete(m, "type")
			n.change(ptr, "type-removed", "removed unknown type %q: no JSON Schema type nor a known alias (dict, float, ...), so the value now accepts anything", t)
			return
		}
		if fix == "" {
			delete(m, "type")
			n.change(ptr, "type-removed", "removed non-standard type %q (any value)", t)
			return
		}
		m["type"] = fix
		n.change(ptr, "type-renamed", "type %q became %q", t, fix)
	case []any:
		var out []any
		changed := false
		for _, e := range t {
			s, _ := e.(string)
			fix, known := rename(s)
			if !known {
				delete(m, "type")
				n.change(ptr, "type-removed", "removed type %s: %q is no JSON Schema type nor a known alias (dict, float, ...), so the value now accepts anything", compactJSON(t), s)
				return
			}
			if fix == "" {
				// one alternative is "any": the whole union accepts anything.
				delete(m, "type")
				n.change(ptr, "type-removed", "removed type %s: it includes %q (any value)", compactJSON(t), s)
				return
			}
			if fix != s {
				changed = true
			}
			if !slices.Contains(out, any(fix)) {
				out = append(out, fix)
			}
		}
		if changed {
			m["type"] = out
			n.change(ptr, "type-renamed", "type %s became %s", compactJSON(t), compactJSON(out))
		}
	case nil:
	default:
		delete(m, "type")
		n.change(ptr, "type-removed", "removed invalid type %s", compactJSON(t))
	}
}

// geminiTypes turns type arrays and null unions into Gemini's form.
func (n *normalizer) geminiTypes(m map[string]any, ptr string) {
	if arr, ok := m["type"].([]any); ok {
		var nonNull []string
		hasNull := false
		for _, e := range arr {
			s, _ := e.(string)
			if s == "null" {
				hasNull = true
			} else {
				nonNull = append(nonNull, s)
			}
		}
		switch len(nonNull) {
		case 0:
			m["type"] = "null"
			m["nullable"] = true
		case 1:
			m["type"] = nonNull[0]
		default:
			delete(m, "type")
			branches := make([]any, 0, len(nonNull))
			for _, t := range nonNull {
				b := map[string]any{"type": t}
				for k, v := range m {
					if !annotationKeywords[k] && k != "nullable" && appliesTo(k, t) {
						b[k] = v
					}
				}
				branches = append(branches, b)
			}
			for k := range m {
				if !annotationKeywords[k] && k != "nullable" {
					delete(m, k)
				}
			}
			m["anyOf"] = branches
		}
		if hasNull {
			m["nullable"] = true
			if e, ok := m["enum"].([]any); ok {
				m["enum"] = slices.DeleteFunc(slices.Clone(e), func(x any) bool { return x == nil })
			}
		}
		n.change(ptr, "type-array-rewritten", "type %s became %s", compactJSON(arr), describeType(m))
	}
	for _, k := range []string{"anyOf", "oneOf"} {
		alts, ok := m[k].([]any)
		if !ok {
			continue
		}
		var rest []any
		hasNull := false
		for _, a := range alts {
			if am, ok := a.(map[string]any); ok && am["type"] == "null" && len(am) <= 2 {
				hasNull = true
				continue
			}
			rest = append(rest, a)
		}
		if !hasNull {
			continue
		}
		_, hasType := m["type"]
		if len(rest) == 1 && !hasType {
			if bm, ok := rest[0].(map[string]any); ok {
				delete(m, k)
				for bk, bv := range bm {
					if _, exists := m[bk]; !exists || !annotationKeywords[bk] {
						m[bk] = bv
					}
				}
				m["nullable"] = true
				n.change(ptr, "nullable-rewritten", "%s [X, null] became X with \"nullable\": true", k)
				n.geminiTypes(m, ptr) // the branch may carry a type array
				continue
			}
		}
		m[k] = rest
		m["nullable"] = true
		n.change(ptr, "nullable-rewritten", "removed the null branch of %s and set \"nullable\": true", k)
	}
}

func describeType(m map[string]any) string {
	d := map[string]any{}
	for _, k := range []string{"type", "anyOf", "nullable"} {
		if v, ok := m[k]; ok {
			if k == "anyOf" {
				d[k] = fmt.Sprintf("%d branches", len(v.([]any)))
			} else {
				d[k] = v
			}
		}
	}
	return compactJSON(d)
}

// appliesTo reports whether a validation keyword constrains instances of
// JSON type t (keywords of other types are ignored by JSON Schema).
func appliesTo(k, t string) bool {
	switch k {
	case "properties", "required", "additionalProperties", "patternProperties", "minProperties", "maxProperties", "propertyNames", "dependentRequired", "dependentSchemas", "unevaluatedProperties":
		return t == "object"
	case "items", "prefixItems", "minItems", "maxItems", "uniqueItems", "contains", "minContains", "maxContains", "additionalItems", "unevaluatedItems":
		return t == "array"
	case "minLength", "maxLength", "pattern", "format":
		return t == "string" || k == "format"
	case "minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum", "multipleOf":
		return t == "number" || t == "integer"
	}
	return true
}

// geminiKeywords rewrites or removes keywords outside Gemini's Schema.
func (n *normalizer) geminiKeywords(m map[string]any, ptr string) {
	if c, ok := m["const"]; ok {
		delete(m, "const")
		if _, has := m["enum"]; !has {
			if s, ok := c.(string); ok {
				m["enum"] = []any{s}
				n.change(ptr, "keyword-rewritten", "const %s became enum [%s]", compactJSON(c), compactJSON(c))
			} else {
				n.change(ptr, "keyword-removed", "removed const %s (Gemini enums hold strings)", compactJSON(c))
			}
		}
	}
	if o, ok := m["oneOf"]; ok {
		delete(m, "oneOf")
		if _, has := m["anyOf"]; !has {
			m["anyOf"] = o
			n.change(ptr, "keyword-rewritten", "oneOf became anyOf")
		} else {
			n.change(ptr, "keyword-removed", "removed oneOf (anyOf already present)")
		}
	}
	for _, k := range []string{"exclusiveMinimum", "exclusiveMaximum"} {
		v, ok := m[k]
		if !ok {
			continue
		}
		delete(m, k)
		inc := "minimum"
		if k == "exclusiveMaximum" {
			inc = "maximum"
		}
		if num, ok := v.(json.Number); ok {
			if _, has := m[inc]; !has {
				m[inc] = num
				n.change(ptr, "keyword-rewritten", "%s %s became %s %s (inclusive)", k, num, inc, num)
				continue
			}
		}
		n.change(ptr, "keyword-removed", "removed %s %s", k, compactJSON(v))
	}
	if f, ok := m["format"].(string); ok {
		t, _ := m["type"].(string)
		if t == "" {
			t = "string"
		}
		if !geminiFormats[t][f] {
			n.moveFormat(m, ptr, f)
		}
	}
	if ex, ok := m["examples"].([]any); ok {
		delete(m, "examples")
		if _, has := m["example"]; !has && len(ex) > 0 {
			m["example"] = ex[0]
			n.change(ptr, "keyword-rewritten", "examples became example (the first one)")
		} else {
			n.change(ptr, "keyword-removed", "removed examples")
		}
	}
	var removed []string
	for _, k := range sortedKeys(m) {
		if !geminiKeywords[k] {
			delete(m, k)
			removed = append(removed, k)
		}
	}
	if len(removed) > 0 {
		n.change(ptr, "keyword-removed", "removed %s (outside Gemini's schema subset)", strings.Join(removed, ", "))
	}
	// Gemini reads enums on strings only: drop an enum with other values.
	if e, ok := m["enum"].([]any); ok && !allStrings(e) {
		delete(m, "enum")
		n.change(ptr, "keyword-removed", "removed enum %s (Gemini enums hold strings only)", compactJSON(e))
	}
	if _, ok := m["enum"]; ok {
		if _, has := m["type"]; !has {
			if _, any := m["anyOf"]; !any && allStrings(m["enum"]) {
				m["type"] = "string"
				n.change(ptr, "keyword-rewritten", "added type \"string\" beside a string enum")
			}
		}
	}
}

func allStrings(v any) bool {
	arr, ok := v.([]any)
	if !ok {
		return false
	}
	for _, e := range arr {
		if _, ok := e.(string); !ok {
			return false
		}
	}
	return true
}

// strictKeywords removes keywords OpenAI strict mode rejects and moves
// formats outside its list into description (both only widen).
func (n *normalizer) strictKeywords(m map[string]any, ptr string) {
	var removed []string
	for _, k := range sortedKeys(m) {
		if strictUnsupported[k] {
			delete(m, k)
			removed = append(removed, k)
		}
	}
	if len(removed) > 0 {
		n.change(ptr, "keyword-removed", "removed %s (not supported by OpenAI strict mode)", strings.Join(removed, ", "))
	}
	if f, ok := m["format"].(string); ok && !strictFormats[f] {
		n.moveFormat(m, ptr, f)
	}
}

// moveFormat removes format f from the schema object m at ptr and appends
// "(format: f)" to its description, so a consumer that rejects the format
// still tells the model (a change of kind format-moved).
func (n *normalizer) moveFormat(m map[string]any, ptr, f string) {
	delete(m, "format")
	desc, _ := m["description"].(string)
	note := fmt.Sprintf("(format: %s)", f)
	if desc == "" {
		m["description"] = note
	} else {
		m["description"] = desc + " " + note
	}
	n.change(ptr, "format-moved", "format %q moved into description", f)
}

// strictObject applies OpenAI strict mode's object contract.
func (n *normalizer) strictObject(m map[string]any, ptr string) {
	types := typesOf(m)
	props, hasProps := m["properties"].(map[string]any)
	if !slices.Contains(types, "object") && !(hasProps && len(types) == 0) {
		return
	}
	if !hasProps {
		props = map[string]any{}
		m["properties"] = props
	}
	if ap, ok := m["additionalProperties"].(bool); !ok || ap {
		m["additionalProperties"] = false
		n.change(ptr, "strict-object", "set \"additionalProperties\": false")
	}
	req := map[string]bool{}
	var reqList []any
	if r, ok := m["required"].([]any); ok {
		for _, e := range r {
			if s, ok := e.(string); ok && !req[s] {
				req[s] = true
				reqList = append(reqList, s)
			}
		}
	}
	var added []string
	for _, k := range sortedKeys(props) {
		if req[k] {
			continue
		}
		reqList = append(reqList, k)
		added = append(added, k)
		if pm, ok := props[k].(map[string]any); ok {
			makeNullable(pm)
		}
	}
	if len(added) > 0 {
		m["required"] = reqList
		n.change(ptr, "strict-object", "made optional properties %s required and nullable", strings.Join(added, ", "))
	}
}

func makeNullable(m map[string]any) {
	switch t := m["type"].(type) {
	case string:
		if t != "null" {
			m["type"] = []any{t, "null"}
		}
		if e, ok := m["enum"].([]any); ok && !slices.Contains(e, nil) {
			m["enum"] = append(slices.Clone(e), nil)
		}
	case []any:
		if !slices.Contains(t, any("null")) {
			m["type"] = append(slices.Clone(t), "null")
		}
	default:
		if alts, ok := m["anyOf"].([]any); ok {
			m["anyOf"] = append(alts, map[string]any{"type": "null"})
		}
	}
}

// fixRoot gives the root an object type and properties (tool arguments are
// always a JSON object, so this narrows nothing a client can send).
func (n *normalizer) fixRoot(v any) any {
	m, ok := v.(map[string]any)
	if !ok {
		n.change("", "root-fixed", "root %s replaced by {\"type\":\"object\",\"properties\":{}}", compactJSON(v))
		return map[string]any{"type": "object", "properties": map[string]any{}}
	}
	if _, ok := m["type"]; !ok {
		if _, comb := m["anyOf"]; !comb {
			m["type"] = "object"
			n.change("", "root-fixed", "added \"type\": \"object\" at the root")
		}
	}
	if m["type"] == "object" {
		if _, ok := m["properties"]; !ok {
			m["properties"] = map[string]any{}
			n.change("", "root-fixed", "added \"properties\": {} at the root")
		}
	}
	return m
}

// SortChanges orders changes by pointer, then kind, for stable output.
func SortChanges(cs []Change) {
	sort.SliceStable(cs, func(i, j int) bool {
		if cs[i].Pointer != cs[j].Pointer {
			return cs[i].Pointer < cs[j].Pointer
		}
		return cs[i].Kind < cs[j].Kind
	})
}

// deepCopy copies a decoded JSON value (maps and slices are new).
func deepCopy(v any) any {
	switch x := v.(type) {
	case map[string]any:
		out := make(map[string]any, len(x))
		for k, e := range x {
			out[k] = deepCopy(e)
		}
		return out
	case []any:
		out := make([]any, len(x))
		for i, e := range x {
			out[i] = deepCopy(e)
		}
		return out
	}
	return v
}
