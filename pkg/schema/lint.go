package schema

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"path"
	"regexp"
	"slices"
	"sort"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/mcpgen/mcpgen/internal/bytesize"
	"github.com/mcpgen/mcpgen/internal/suggest"
	"github.com/mcpgen/mcpgen/pkg/tool"
	"github.com/santhosh-tekuri/jsonschema/v5"
)

// LintOptions tune Lint and LintAll. The zero value lints for ProfileAll
// with the default limits.
type LintOptions struct {
	// Profile decides which findings are errors (see Profile). Empty means
	// ProfileAll.
	Profile Profile
	// Draft is the dialect of schemas without $schema; empty means 2020-12
	// (the MCP default).
	Draft Draft
	// LargeBytes is the size in bytes above which a schema draws
	// schema-too-large. 0 means DefaultLargeBytes.
	LargeBytes int
	// DeepLevels is the JSON nesting depth above which a schema draws
	// schema-too-deep. 0 means DefaultDeepLevels.
	DeepLevels int
	// NamePrefix is the prefix a client adds to tool names (for example
	// Claude Code's "mcp__{server}__"); "{server}" is replaced by the tool's
	// server name. When set, tool-name-too-long fires when prefix+name
	// exceeds 64 characters.
	NamePrefix string
	// NameReserve is used when NamePrefix is empty: the number of
	// characters to leave for a client's prefix, so tool-name-too-long fires
	// for names longer than 64-NameReserve. 0 means DefaultNameReserve; a
	// negative value checks only the bare 64-character limit.
	NameReserve int
	// Unsatisfiable, when set, reports whether no instance can satisfy the
	// compiled inputSchema; it returns the JSON pointer of the culprit and a
	// reason, or reason "" when the schema is satisfiable. pkg/synth fills it
	// (pkg/schema cannot import pkg/synth). A finding schema-unsatisfiable
	// results.
	Unsatisfiable func(s *Schema) (pointer, reason string)
	// Context, when set, stops the lint early once it ends (SIGINT): the
	// loops over tools, schema nodes and values check it. The findings of
	// a stopped lint are incomplete; callers check Context.Err().
	Context context.Context
}

// Default lint limits (see LintOptions).
const (
	// DefaultLargeBytes: 32 KiB of schema is about 8,000 tokens per tool.
	DefaultLargeBytes = 32 << 10
	// DefaultDeepLevels: the deepest captured real schema (mongodb) nests
	// 21 JSON levels.
	DefaultDeepLevels = 40
	// DefaultNameReserve leaves room for "mcp__" + a 9-character server
	// name + "__" (Claude Code's prefix), so names over 48 characters draw
	// tool-name-too-long.
	DefaultNameReserve = 16
)

// Lint checks one tool definition: its name and description, its
// inputSchema against every rule in Rules, and its outputSchema against the
// rules that apply to it (MCP 2025-11-25 "Tools": outputSchema is an object
// schema validating structuredContent). Findings are graded by
// opts.Profile and sorted by schema, pointer and rule. Lint never panics
// on hostile input and bounds its work: a schema larger than
// DefaultMaxBytes or nested deeper than DefaultMaxDepth draws one finding
// and is not examined further.
func Lint(t tool.Tool, opts LintOptions) []Finding {
	l := &linter{opts: opts, t: t}
	l.toolRules()
	if len(t.InputSchema) == 0 || string(t.InputSchema) == "null" {
		l.add("inputSchema", "", "input-schema-missing", nil, "tool has no inputSchema; MCP requires one: send {\"type\":\"object\",\"properties\":{}} for a tool without arguments")
	} else {
		l.schema("inputSchema", t.InputSchema)
	}
	if len(t.OutputSchema) > 0 && string(t.OutputSchema) != "null" {
		l.schema("outputSchema", t.OutputSchema)
	}
	return l.finish()
}

// LintAll lints every tool (see Lint) and adds the cross-tool rules:
// tool-name-duplicate for a name that two tools share (on two servers, or
// twice on one). Findings come in the order of tools, each tool's sorted.
func LintAll(tools []tool.Tool, opts LintOptions) []Finding {
	var out []Finding
	for _, fs := range LintEach(tools, opts) {
		out = append(out, fs...)
	}
	return out
}

// LintEach is LintAll with the findings of tools[i] in element i.
func LintEach(tools []tool.Tool, opts LintOptions) [][]Finding {
	byName := map[string][]int{}
	for i, t := range tools {
		byName[t.Name] = append(byName[t.Name], i)
	}
	out := make([][]Finding, len(tools))
	for i, t := range tools {
		if opts.Context != nil && opts.Context.Err() != nil {
			break
		}
		fs := Lint(t, opts)
		if idx := byName[t.Name]; len(idx) > 1 {
			f := Finding{Rule: "tool-name-duplicate", Server: t.Server, Tool: t.Name, Pointer: "/name", Breaks: ruleBreaks("tool-name-duplicate"),
				Message: duplicateMessage(tools, idx, i)}
			if grade(&f, profileOf(opts)) {
				fs = append([]Finding{f}, fs...)
			}
		}
		out[i] = fs
	}
	return out
}

// duplicateMessage words the tool-name-duplicate finding of tools[i],
// whose name the tools at idx share: the other servers that use it, or,
// when the repeats are all of its own server (or all read from files,
// which have none), how many times it is listed there, not the source
// compared with itself.
func duplicateMessage(tools []tool.Tool, idx []int, i int) string {
	t := tools[i]
	var others []string
	same := 1
	for _, j := range idx {
		switch {
		case j == i:
		case tools[j].Server == t.Server:
			same++
		case tools[j].Server == "":
			others = append(others, "(file)")
		default:
			others = append(others, tools[j].Server)
		}
	}
	switch {
	case len(others) == 0 && t.Server == "":
		return fmt.Sprintf("tool name %q is given %d times in the tools read from files: OpenAI and Anthropic reject duplicate names; remove the repeats or rename them", t.Name, same)
	case len(others) == 0:
		return fmt.Sprintf("tool name %q is listed %d times by server %s: OpenAI and Anthropic reject duplicate names; the server should list each tool once", t.Name, same, t.Server)
	}
	msg := fmt.Sprintf("tool name %q is also used on server(s) %s: aggregators route by bare name and OpenAI/Anthropic reject duplicate names; prefix names per server (for example %s_%s)", t.Name, strings.Join(others, ", "), serverSlug(t.Server), t.Name)
	if same > 1 {
		msg += fmt.Sprintf("; it is listed %d times here too", same)
	}
	return msg
}

func serverSlug(s string) string {
	if s == "" {
		return "server"
	}
	return SanitizeName(s)
}

func profileOf(o LintOptions) Profile {
	if o.Profile == "" {
		return ProfileAll
	}
	return o.Profile
}

func ruleBreaks(id string) []Consumer {
	r, _ := RuleByID(id)
	return slices.Clone(r.Breaks)
}

type linter struct {
	opts LintOptions
	t    tool.Tool
	out  []Finding
	// per-schema state
	which string
	root  any
	draft Draft
	refs  []refUse
}

// stopped reports whether the lint's context has ended. It is called once
// per schema node and value checked, each far dearer than the check.
func (l *linter) stopped() bool {
	return l.opts.Context != nil && l.opts.Context.Err() != nil
}

type refUse struct {
	ptr    string // pointer of the node holding $ref
	target string // JSON pointer of the target ("" = root), valid if ok
	ok     bool
}

func (l *linter) add(which, ptr, rule string, breaks []Consumer, format string, args ...any) {
	if breaks == nil {
		breaks = ruleBreaks(rule)
	}
	if breaks == nil {
		breaks = []Consumer{}
	}
	l.out = append(l.out, Finding{Rule: rule, Server: l.t.Server, Tool: l.t.Name, Schema: which, Pointer: ptr,
		Message: fmt.Sprintf(format, args...), Breaks: breaks})
}

// outputRules are the rules that concern an outputSchema, which no LLM
// provider sees.
var outputRules = map[string]bool{
	"schema-invalid": true, "schema-too-large": true, "schema-too-deep": true, "ref-unresolved": true, "ref-external": true,
	"root-not-object": true, "root-type-missing": true, "type-name-nonstandard": true, "exclusive-bound-boolean": true,
	"required-boolean": true, "keyword-in-properties": true, "pattern-invalid": true, "pattern-re2-unsupported": true, "pattern-u-flag-invalid": true,
	"value-invalid": true, "required-missing-property": true, "dialect-not-2020-12": true, "ref-fan-out": true,
	"required-forbidden": true, "bounds-contradict": true, "enum-empty": true,
}

func (l *linter) finish() []Finding {
	p := profileOf(l.opts)
	out := l.out[:0]
	for _, f := range l.out {
		if f.Schema == "outputSchema" {
			if !outputRules[f.Rule] {
				continue
			}
			f.Breaks = []Consumer{ConsumerMCP}
		}
		if grade(&f, p) {
			out = append(out, f)
		}
	}
	sort.SliceStable(out, func(i, j int) bool {
		a, b := out[i], out[j]
		if a.Schema != b.Schema {
			return a.Schema < b.Schema
		}
		if a.Pointer != b.Pointer {
			return a.Pointer < b.Pointer
		}
		if a.Rule != b.Rule {
			return a.Rule < b.Rule
		}
		return a.Message < b.Message
	})
	return out
}

var (
	providerNameRE = regexp.MustCompile(`^[A-Za-z0-9_-]+$`)
	geminiNameRE   = regexp.MustCompile(`^[A-Za-z0-9_.:-]+$`)
	mcpNameRE      = regexp.MustCompile(`^[A-Za-z0-9_.-]+$`)
)

func (l *linter) toolRules() {
	name := l.t.Name
	if !providerNameRE.MatchString(name) {
		breaks := []Consumer{ConsumerOpenAI, ConsumerAnthropic, ConsumerMistral}
		if !geminiNameRE.MatchString(name) {
			breaks = append(breaks, ConsumerGemini)
		}
		if !mcpNameRE.MatchString(name) {
			breaks = append(breaks, ConsumerMCP)
		}
		l.add("", "/name", "tool-name-invalid", breaks, "tool name %q has characters outside [A-Za-z0-9_-], which OpenAI, Anthropic and Mistral reject (they accept ^[a-zA-Z0-9_-]{1,64}$); rename it (for example %q, the name mcpgen generate offers it under; normalizing the schema maps names reversibly)", name, SanitizeName(name))
	}
	n := len([]rune(name))
	if n > 64 {
		breaks := ruleBreaks("tool-name-too-long")
		if n > 128 {
			breaks = append(breaks, ConsumerMCP)
		}
		l.add("", "/name", "tool-name-too-long", breaks, "tool name is %d characters; OpenAI, Anthropic, Gemini and Mistral accept at most 64 (MCP 2025-11-25 suggests at most 128): shorten it", n)
	} else if l.opts.NamePrefix != "" {
		full := strings.ReplaceAll(l.opts.NamePrefix, "{server}", l.t.Server) + name
		if n := len([]rune(full)); n > 64 {
			l.add("", "/name", "tool-name-too-long", nil, "with the client prefix the name is %q, %d characters; providers accept at most 64: shorten the tool (or server) name by %d", full, n, n-64)
		}
	} else if reserve := limit(l.opts.NameReserve, DefaultNameReserve); reserve > 0 && n > 64-reserve {
		l.add("", "/name", "tool-name-too-long", nil, "tool name is %d characters: once a client prefixes it (Claude Code: mcp__<server>__, %d characters for a 9-character server name) it exceeds the 64 that OpenAI, Anthropic, Gemini and Mistral accept; keep names to %d characters", n, reserve, 64-reserve)
	}
	if strings.TrimSpace(l.t.Description) == "" {
		l.add("", "/description", "tool-description-missing", nil, "tool has no description; models choose tools by description: say what it does and when to use it")
	} else if n := utf8.RuneCountInString(l.t.Description); n > MaxDescriptionRunes {
		l.add("", "/description", "tool-description-too-long", nil, "tool description is %d characters; OpenAI's Chat Completions API rejects a function description over %d (string_above_max_length) and Claude Code cuts it at 2,048: keep the first %d characters self-contained and move details into parameter descriptions", n, MaxDescriptionRunes, MaxDescriptionRunes)
	}
}

// MaxDescriptionRunes is the longest tool description OpenAI's Chat
// Completions API accepts (tools[].function.description, 1,024 characters;
// getsentry/sentry-mcp#106); clients that send MCP tools through that API
// shape drop the whole tool list when one description is longer.
const MaxDescriptionRunes = 1024

// schema lints one schema document.
func (l *linter) schema(which string, raw json.RawMessage) {
	l.which, l.refs = which, nil
	large := l.opts.LargeBytes
	if large <= 0 {
		large = DefaultLargeBytes
	}
	if len(raw) > DefaultMaxBytes {
		l.add(which, "", "schema-too-large", slices.Clone(all), "schema is %s, over mcpgen's compile limit of %s, so it was not examined further; every request would carry it (about %d tokens) and Claude Code silently drops tools this large: split the tool and move details out of descriptions", bytesize.Text(len(raw)), bytesize.Text(DefaultMaxBytes), len(raw)/4)
		return
	}
	if len(raw) > large {
		l.add(which, "", "schema-too-large", nil, "schema is %s (limit %s, about %d tokens): every request carries it, and Claude Code silently drops tools this large; move details out of descriptions, drop titles, and split the tool", bytesize.Text(len(raw)), bytesize.Text(large), len(raw)/4)
	}
	deep := l.opts.DeepLevels
	if deep <= 0 {
		deep = DefaultDeepLevels
	}
	depth, objects := tool.JSONShape(raw)
	if depth > DefaultMaxDepth {
		l.add(which, "", "schema-too-deep", nil, "schema nests %d JSON levels, over mcpgen's compile limit of %d, so it was not examined further; providers cap nesting (OpenAI strict mode at 10 object levels): flatten it", depth, DefaultMaxDepth)
		return
	}
	if objects > DefaultMaxObjects {
		l.add(which, "", "schema-too-large", slices.Clone(all), "schema holds %d JSON objects, over mcpgen's compile limit of %d, so it was not examined further; every request would carry it and compile time grows with its square: split the tool", objects, DefaultMaxObjects)
		return
	}
	if depth > deep {
		l.add(which, "", "schema-too-deep", nil, "schema nests %d JSON levels (limit %d): providers cap nesting (OpenAI strict mode at 10 object levels) and deep schemas cost compile time; flatten it", depth, deep)
	}
	v, err := DecodeJSON(raw)
	if err != nil {
		l.add(which, "", "schema-invalid", nil, "schema is not JSON: %v", err)
		return
	}
	l.root = v
	l.draft = l.opts.Draft
	if l.draft == "" {
		l.draft = Draft2020
	}
	if m, ok := v.(map[string]any); ok {
		if s, ok := m["$schema"].(string); ok {
			if d, err := ParseDraft(s); err == nil {
				l.draft = d
			}
		}
	}
	l.rootRules(v)
	l.walk(v, "", 0)
	l.refRules()
	if l.opts.Context != nil && l.opts.Context.Err() != nil {
		return
	}
	l.compile(raw)
}

// paramWords finds descriptions that promise arguments: "requires/takes/
// accepts ... parameters", "with two parameters", or a docstring
// "Args:"/"Parameters:" section.
var paramWords = regexp.MustCompile(`(?i)(\b(requires?|required|takes|accepts|expects|needs|with (one|two|three|four|five|\d+|the following))\b[^.]{0,40}?\b(param(eter)?s?|arguments?|args|inputs?)\b)|((?m)^\s*(args|arguments|parameters|params)\s*:)`)
var noParamWords = regexp.MustCompile(`(?i)\b(no|without|zero|takes no|any)\s+(param(eter)?s?|arguments?|args|inputs?)\b`)

func (l *linter) rootRules(v any) {
	w := l.which
	m, ok := v.(map[string]any)
	if !ok {
		l.add(w, "", "root-not-object", nil, "%s is %s, not an object schema; MCP and every provider require {\"type\":\"object\",...}", w, jsonKind(v))
		return
	}
	t, hasType := m["type"]
	switch {
	case !hasType:
		msg := "root schema has no type; MCP clients (TypeScript SDK, Cursor, Windsurf) require \"type\": \"object\" and drop the whole tools/list: add \"type\": \"object\" and \"properties\""
		if len(m) == 0 {
			msg = "schema is {} (a failed conversion); MCP clients require \"type\": \"object\" and drop every tool of the server: send {\"type\":\"object\",\"properties\":{...}}"
		} else if _, only := m["$schema"]; only && len(m) == 1 {
			msg = "schema is only a $schema marker (zod-to-json-schema v3 given a zod 4 schema): every parameter is lost and MCP clients reject the tool; use zod 4's toJSONSchema or pin zod 3"
		}
		l.add(w, "", "root-type-missing", nil, "%s", msg)
	case t != "object":
		l.add(w, "/type", "root-not-object", nil, "root type is %s; MCP and every provider require exactly \"object\": wrap the value in a property, for example {\"type\":\"object\",\"properties\":{\"value\":...}}", compactJSON(t))
	}
	if w != "inputSchema" {
		return
	}
	props, hasProps := m["properties"].(map[string]any)
	if t == "object" && !hasProps {
		l.add(w, "", "object-properties-missing", nil, "object schema without properties: OpenAI rejects it (\"object schema missing properties\") and LLaMA-Factory's formatter fails with KeyError 'properties': add \"properties\": {}")
	}
	if len(props) == 0 && paramWords.MatchString(l.t.Description) && !noParamWords.MatchString(l.t.Description) {
		l.add(w, "", "params-described-empty", nil, "the description mentions parameters but the schema declares none: clients send {} and every call fails server-side (zod 4 schemas converted by zod-to-json-schema v3 do this); declare the parameters")
	}
	for _, k := range []string{"anyOf", "oneOf", "allOf", "not", "enum"} {
		if _, ok := m[k]; ok {
			l.add(w, "/"+k, "root-combinator", nil, "%s at the root of the parameters: OpenAI and Anthropic require a plain object root; move the alternatives into a property or merge them into one object", k)
		}
	}
	for _, k := range sortedKeys(props) {
		pm, ok := props[k].(map[string]any)
		if !ok {
			continue
		}
		if _, ok := pm["description"]; ok {
			continue
		}
		if ref, ok := pm["$ref"].(string); ok {
			if tgt, ok := l.resolve(ref); ok {
				if tm, ok := tgt.(map[string]any); ok && tm["description"] != nil {
					continue
				}
			}
		}
		l.add(w, "/properties/"+escape(k), "property-description-missing", nil, "parameter %q has no description: models fill parameters from their descriptions; say what it means and its format", k)
	}
}

func jsonKind(v any) string {
	switch v.(type) {
	case bool:
		return "the boolean schema " + compactJSON(v)
	case []any:
		return "an array"
	case string:
		return "a string"
	case nil:
		return "null"
	}
	return "a " + fmt.Sprintf("%T", v)
}

func compactJSON(v any) string {
	b, err := json.Marshal(v)
	if err != nil {
		return fmt.Sprint(v)
	}
	s := string(b)
	if len(s) > 80 {
		s = s[:80] + "…"
	}
	return s
}

func sortedKeys(m map[string]any) []string {
	ks := make([]string, 0, len(m))
	for k := range m {
		ks = append(ks, k)
	}
	sort.Strings(ks)
	return ks
}

// escape escapes a JSON pointer reference token (RFC 6901 §3).
func escape(s string) string {
	return strings.ReplaceAll(strings.ReplaceAll(s, "~", "~0"), "/", "~1")
}

var (
	schemaMapKeywords    = []string{"properties", "patternProperties", "$defs", "definitions", "dependentSchemas"}
	schemaSingleKeywords = []string{"additionalProperties", "additionalItems", "items", "contains", "not", "if", "then", "else", "propertyNames", "unevaluatedProperties", "unevaluatedItems", "contentSchema"}
	schemaArrayKeywords  = []string{"allOf", "anyOf", "oneOf", "prefixItems", "items"}
)

// walk visits every schema node of the document, depth-first in key order.
func (l *linter) walk(v any, p string, depth int) {
	m, ok := v.(map[string]any)
	if !ok || depth > DefaultMaxDepth || l.stopped() {
		return
	}
	l.nodeRules(m, p)
	for _, k := range schemaMapKeywords {
		sub, ok := m[k].(map[string]any)
		if !ok {
			continue
		}
		for _, name := range sortedKeys(sub) {
			sp := p + "/" + k + "/" + escape(name)
			switch sv := sub[name].(type) {
			case map[string]any, bool:
				l.walk(sv, sp, depth+1)
			default:
				if k == "properties" {
					if isKeyword(name) {
						l.add(l.which, sp, "keyword-in-properties", nil, "properties.%s is %s, not a schema: the keyword %q was placed inside properties; move it up one level (next to \"properties\")", name, compactJSON(sv), name)
					} else {
						l.add(l.which, sp, "keyword-in-properties", nil, "properties.%s is %s, not a schema: every value in properties must be a schema object", name, compactJSON(sv))
					}
				}
			}
		}
	}
	for _, k := range schemaSingleKeywords {
		if sv, ok := m[k].(map[string]any); ok {
			l.walk(sv, p+"/"+k, depth+1)
		}
	}
	for _, k := range schemaArrayKeywords {
		if arr, ok := m[k].([]any); ok {
			for i, sv := range arr {
				l.walk(sv, p+"/"+k+"/"+strconv.Itoa(i), depth+1)
			}
		}
	}
	if deps, ok := m["dependencies"].(map[string]any); ok {
		for _, name := range sortedKeys(deps) {
			l.walk(deps[name], p+"/dependencies/"+escape(name), depth+1)
		}
	}
}

var keywords = map[string]bool{}

func init() {
	for _, k := range strings.Fields(`$schema $id $ref $defs definitions $anchor $dynamicRef $dynamicAnchor $recursiveRef $recursiveAnchor $comment $vocabulary
		type enum const multipleOf maximum exclusiveMaximum minimum exclusiveMinimum maxLength minLength pattern format
		maxItems minItems uniqueItems maxContains minContains contains items prefixItems additionalItems unevaluatedItems
		maxProperties minProperties required dependentRequired properties patternProperties additionalProperties
		dependentSchemas propertyNames unevaluatedProperties dependencies allOf anyOf oneOf not if then else
		title description default deprecated readOnly writeOnly examples contentEncoding contentMediaType contentSchema`) {
		keywords[k] = true
	}
}

func isKeyword(k string) bool { return keywords[k] }

var standardTypes = map[string]bool{"string": true, "number": true, "integer": true, "boolean": true, "object": true, "array": true, "null": true}

// typeFixes maps non-standard type names (Python, Java, TypeScript, BFCL)
// to JSON Schema; "" means "no type constraint" ({}).
var typeFixes = map[string]string{
	"dict": "object", "map": "object", "hashmap": "object", "object[]": "array", "record": "object",
	"float": "number", "double": "number", "decimal": "number", "long": "integer", "int": "integer",
	"integer[]": "array", "short": "integer", "byte": "integer", "bigint": "integer", "int32": "integer", "int64": "integer",
	"str": "string", "char": "string", "character": "string", "text": "string", "date": "string", "datetime": "string",
	"list": "array", "tuple": "array", "set": "array", "arraylist": "array", "list[str]": "array", "sequence": "array",
	"bool": "boolean",
	"any":  "", "": "", "none": "null", "nonetype": "null", "undefined": "null",
}

// FixTypeName maps a non-standard type name (case-insensitive: dict, float,
// int, str, list, tuple, any, String, HashMap, ArrayList, long, char, ...) to
// its JSON Schema type. ok is false for names it does not know; t is "" for
// "any" (no constraint).
func FixTypeName(name string) (t string, ok bool) {
	n := strings.ToLower(strings.TrimSpace(name))
	if standardTypes[n] {
		return n, true
	}
	if strings.HasPrefix(n, "list[") || strings.HasPrefix(n, "array<") || strings.HasSuffix(n, "[]") {
		return "array", true
	}
	if strings.HasPrefix(n, "dict[") || strings.HasPrefix(n, "map<") {
		return "object", true
	}
	if t, ok = typeFixes[n]; ok {
		return t, ok
	}
	// A slip of the fingers ("integr", "strng", "boolen"): the nearest
	// JSON Schema type, which the normalize note names ("type "integr"
	// became "integer""), rather than dropping the constraint.
	if c := suggest.Closest(n, typeNamesByLength); c != "" {
		return c, true
	}
	return "", false
}

// typeNamesByLength are the JSON Schema type names, for suggest.Closest.
var typeNamesByLength = []string{"null", "array", "number", "object", "string", "boolean", "integer"}

var (
	standardFormats = map[string]bool{}
	// OpenAI strict mode formats (structured outputs guide).
	strictFormats = map[string]bool{"date-time": true, "time": true, "date": true, "duration": true, "email": true, "hostname": true, "ipv4": true, "ipv6": true, "uuid": true}
	// Gemini (OpenAPI subset): string date-time and enum; integer int32/int64; number float/double.
	geminiFormats = map[string]map[string]bool{
		"string": {"date-time": true, "enum": true}, "integer": {"int32": true, "int64": true}, "number": {"float": true, "double": true},
	}
	// Keywords in Gemini's Schema object (the OpenAPI 3.0 subset).
	geminiKeywords = map[string]bool{}
	// Keywords OpenAI strict mode does not support.
	strictUnsupported = map[string]bool{}
	// Keywords with rules of their own (not reported as keyword-unsupported).
	ownRuleKeywords = map[string]bool{"$schema": true, "$ref": true, "$defs": true, "definitions": true, "additionalProperties": true}
)

func init() {
	for f := range strings.FieldsSeq("date-time date time duration email idn-email hostname idn-hostname ipv4 ipv6 uri uri-reference iri iri-reference uuid uri-template json-pointer relative-json-pointer regex") {
		standardFormats[f] = true
	}
	for k := range strings.FieldsSeq("type format title description nullable enum maxItems minItems properties required minProperties maxProperties minLength maxLength pattern example anyOf propertyOrdering default items minimum maximum") {
		geminiKeywords[k] = true
	}
	for k := range strings.FieldsSeq("patternProperties unevaluatedProperties propertyNames minProperties maxProperties unevaluatedItems contains minContains maxContains uniqueItems not if then else dependentRequired dependentSchemas allOf minLength maxLength") {
		strictUnsupported[k] = true
	}
}

func typesOf(m map[string]any) []string {
	switch t := m["type"].(type) {
	case string:
		return []string{t}
	case []any:
		var out []string
		for _, e := range t {
			if s, ok := e.(string); ok {
				out = append(out, s)
			}
		}
		return out
	}
	return nil
}

func hasNullBranch(arr []any) bool {
	for _, b := range arr {
		if bm, ok := b.(map[string]any); ok {
			if t, ok := bm["type"].(string); ok && t == "null" && len(bm) <= 2 {
				return true
			}
		}
	}
	return false
}

// nodeRules applies the per-node rules to the schema object m at pointer p:
// the dialect, the type and its composition, the object and array shape,
// required, the value keywords, OpenAI strict mode and the keywords a
// consumer does not support, each in a function of its own.
func (l *linter) nodeRules(m map[string]any, p string) {
	l.dialectRules(m, p)
	if ref, ok := m["$ref"].(string); ok {
		l.refNode(m, p, ref)
	}
	types := typesOf(m)
	l.typeRules(m, p)
	l.shapeRules(m, p, types)
	l.requiredRules(m, p)
	l.valueRules(m, p, types)
	l.strictRules(m, p, types)
	l.keywordRules(m, p)
}

// dialectRules reports a $schema inside a tool schema and, at the root, a
// dialect other clients cannot load.
func (l *linter) dialectRules(m map[string]any, p string) {
	w := l.which
	if s, ok := m["$schema"]; ok {
		l.add(w, p+"/$schema", "dollar-schema-present", nil, "$schema %s inside a tool schema: Gemini (google-genai) rejects parameters.$schema as an extra field; drop it (MCP already defaults to 2020-12)", compactJSON(s))
		if str, _ := s.(string); p == "" && (strings.Contains(str, "2020-12") || strings.Contains(str, "2019-09")) {
			l.add(w, p+"/$schema", "dialect-2020-12", nil, "declares %s: clients that validate with a default (draft-07-only) Ajv fail with 'no schema with key or ref' on every call; omit $schema or make sure clients load the 2020-12 meta-schema", str)
		}
		if str, _ := s.(string); p == "" && !strings.Contains(str, "2020-12") {
			l.add(w, p+"/$schema", "dialect-not-2020-12", nil, "declares %s, not 2020-12: MCP 2025-11-25 makes JSON Schema 2020-12 the default, and clients that validate with 2020-12 only cannot load this dialect and reject every call of the tool; omit $schema (and write the schema as 2020-12: normalizing it rewrites draft-04 bounds and tuple items) or declare https://json-schema.org/draft/2020-12/schema", compactJSON(s))
		}
	}
}

// typeRules reports type lists, non-standard type names and anyOf/oneOf
// combined with type or standing in for an optional value.
func (l *linter) typeRules(m map[string]any, p string) {
	w := l.which
	switch t := m["type"].(type) {
	case []any:
		l.add(w, p+"/type", "type-array", nil, "type is the array %s: Gemini rejects type lists (\"Proto field is not repeating\"); use one type (with \"nullable\": true for null, or anyOf) — normalizing the schema for Gemini rewrites it", compactJSON(t))
		for i, e := range t {
			s, _ := e.(string)
			if !standardTypes[s] {
				l.typeName(p+"/type/"+strconv.Itoa(i), e)
			}
		}
	case string:
		if !standardTypes[t] {
			l.typeName(p+"/type", t)
		}
	case nil:
	default:
		l.typeName(p+"/type", t)
	}
	for _, k := range []string{"anyOf", "oneOf"} {
		arr, ok := m[k].([]any)
		if !ok {
			continue
		}
		if _, hasType := m["type"]; hasType {
			l.add(w, p+"/"+k, "type-with-anyof", nil, "type and %s on the same schema: Gemini requires %s to stand alone; move type into each branch", k, k)
		} else if hasNullBranch(arr) {
			l.add(w, p+"/"+k, "anyof-null-no-type", nil, "%s with a null branch and no type (Optional[X] from pydantic/FastMCP): Gemini reports 'schema didn't specify the schema type field' and gemini-cli skips the tool; use the branch's type with \"nullable\": true (normalizing the schema for Gemini does)", k)
		}
	}
}

// shapeRules reports arrays without items, free-form object parameters and
// properties on a schema that is not an object.
func (l *linter) shapeRules(m map[string]any, p string, types []string) {
	w := l.which
	if slices.Contains(types, "array") {
		_, items := m["items"]
		_, prefix := m["prefixItems"]
		if !items && !prefix {
			l.add(w, p, "array-items-missing", nil, "array schema without items: OpenAI rejects it (\"array schema missing items\") and Gemini needs items; add \"items\" with the element schema")
		}
	}
	if isProperty(p) && emptyObject(m) {
		l.add(w, p, "object-properties-empty", nil, "object without properties (a free-form object or map) as a parameter: Gemini rejects it (\"properties: should be non-empty for OBJECT type\"); declare its properties (normalizing the schema for Gemini removes such a parameter)")
	}
	if _, ok := m["properties"]; ok && len(types) > 0 && !slices.Contains(types, "object") {
		l.add(w, p+"/properties", "properties-on-non-object", nil, "properties on a schema of type %s: Gemini rejects it; remove properties or make the type object", strings.Join(types, "/"))
	}
}

// requiredRules reports required names that properties does not define.
func (l *linter) requiredRules(m map[string]any, p string) {
	w := l.which
	if req, ok := m["required"].([]any); ok {
		props, hasProps := m["properties"].(map[string]any)
		_, comp1 := m["allOf"]
		_, comp2 := m["anyOf"]
		_, comp3 := m["oneOf"]
		_, pp := m["patternProperties"]
		_, ref := m["$ref"]
		closed := m["additionalProperties"] == false
		if (hasProps || closed) && !comp1 && !comp2 && !comp3 && !pp && !ref {
			for i, r := range req {
				name, _ := r.(string)
				if _, ok := props[name]; ok {
					continue
				}
				if closed {
					l.add(w, p+"/required/"+strconv.Itoa(i), "required-forbidden", nil, "required names %q, which properties does not define and \"additionalProperties\": false forbids: no arguments can satisfy the schema, and every call fails validation; declare the property (normalizing the schema does)", name)
					continue
				}
				l.add(w, p+"/required/"+strconv.Itoa(i), "required-missing-property", nil, "required names %q but properties does not define it: Gemini and OpenAI strict mode reject this, and strict mode's \"additionalProperties\": false would forbid the property; declare it (normalizing the schema declares it) or remove it from required", name)
			}
		}
	}
}

// valueRules checks the keywords that constrain values: format, enum,
// exclusive bounds, patterns and additionalProperties.
func (l *linter) valueRules(m map[string]any, p string, types []string) {
	w := l.which
	if f, ok := m["format"].(string); ok {
		l.format(m, p, f, types)
	}
	if en, ok := m["enum"].([]any); ok && len(en) == 0 {
		if w == "outputSchema" {
			l.add(w, p+"/enum", "enum-empty", nil, "enum is empty: no value fits, so a result that holds this field fails the tool's own outputSchema; list its values, or drop enum")
		} else {
			l.add(w, p+"/enum", "enum-empty", nil, "enum is empty: no value fits, so this parameter can never be given; list its values, or drop enum")
		}
	}
	if en, ok := m["enum"].([]any); ok {
		for i, e := range en {
			if _, isStr := e.(string); !isStr {
				l.add(w, p+"/enum/"+strconv.Itoa(i), "enum-non-string", nil, "enum value %s is not a string: Gemini's enum holds strings only (\"Invalid value at ...enum\"); use strings, or drop enum and describe the values", compactJSON(e))
				break
			}
		}
	}
	l.boundRules(m, p)
	for _, k := range []string{"exclusiveMinimum", "exclusiveMaximum"} {
		if b, ok := m[k].(bool); ok && l.draft != Draft4 {
			bound := strings.ToLower(strings.TrimPrefix(k, "exclusive"))
			l.add(w, p+"/"+k, "exclusive-bound-boolean", nil, "%s: %v is draft-04 syntax; since draft-06 it must be a number and the schema fails its meta-schema: write \"%s\": <the %s value> and drop %q", k, b, k, bound, bound)
		}
	}
	if b, ok := m["required"].(bool); ok {
		l.add(w, p+"/required", "required-boolean", nil, "\"required\": %v is draft-03 syntax; since draft-04 required is a list of property names on the object and the schema fails its meta-schema: list the property in its object's \"required\" (mcpgen schema normalize and generate do)", b)
	}
	if pat, ok := m["pattern"].(string); ok {
		l.pattern(p+"/pattern", pat)
	}
	if pp, ok := m["patternProperties"].(map[string]any); ok {
		for _, k := range sortedKeys(pp) {
			l.pattern(p+"/patternProperties/"+escape(k), k)
		}
	}
	if ap, ok := m["additionalProperties"]; ok {
		if apm, ok := ap.(map[string]any); ok && len(apm) == 0 {
			l.add(w, p+"/additionalProperties", "additional-properties-empty", nil, "additionalProperties is {} (the same as true): some clients fail on it (Letta), Gemini rejects the keyword and OpenAI strict mode needs false; drop it or write false")
		} else {
			l.add(w, p+"/additionalProperties", "additional-properties-present", nil, "additionalProperties is not in Gemini's schema subset (\"Unknown name additionalProperties\"); drop it for Gemini (normalizing the schema for Gemini does)")
		}
	}
}

// boundPairs are the lower and upper bounds of one keyword family, and
// whether a value may sit on both (minimum 3 with maximum 3 fits 3;
// exclusiveMinimum 3 with maximum 3 fits nothing).
var boundPairs = []struct {
	lo, hi string
	open   bool
}{
	{"minLength", "maxLength", false}, {"minItems", "maxItems", false}, {"minProperties", "maxProperties", false},
	{"minContains", "maxContains", false}, {"minimum", "maximum", false},
	{"exclusiveMinimum", "maximum", true}, {"minimum", "exclusiveMaximum", true}, {"exclusiveMinimum", "exclusiveMaximum", true},
}

// boundRules reports a lower bound above its upper bound (minLength 5
// with maxLength 2): no value fits, so the parameter can never be given,
// and a client or model that fills it sends an invalid call. It fires
// for every parameter, in outputSchemas too (a result holding the field
// fails the tool's own schema); when the contradiction makes the whole
// inputSchema unsatisfiable (a required parameter), the linter reports
// schema-unsatisfiable instead and drops this finding (dropSaid), so only
// the optional ones are found here (synthesis silently leaves them out).
// Draft-04 boolean exclusive bounds are not read here.
func (l *linter) boundRules(m map[string]any, p string) {
	num := func(k string) (float64, bool) {
		n, ok := m[k].(json.Number)
		if !ok {
			return 0, false
		}
		f, err := n.Float64()
		return f, err == nil
	}
	for _, b := range boundPairs {
		lo, ok1 := num(b.lo)
		hi, ok2 := num(b.hi)
		if !ok1 || !ok2 || lo < hi || lo == hi && !b.open {
			continue
		}
		rel := "above"
		if b.open {
			rel = "not below"
		}
		if l.which == "outputSchema" {
			l.add(l.which, p+"/"+b.lo, "bounds-contradict", nil, "%s %s is %s %s %s: no value fits, so a result that holds this field fails the tool's own outputSchema (clients that validate structuredContent reject it); fix the bounds",
				b.lo, m[b.lo], rel, b.hi, m[b.hi])
			continue
		}
		l.add(l.which, p+"/"+b.lo, "bounds-contradict", nil, "%s %s is %s %s %s: no value fits, so this parameter can never be given (a required one makes every call fail); fix the bounds",
			b.lo, m[b.lo], rel, b.hi, m[b.hi])
	}
}

// strictRules reports what OpenAI strict mode requires of every object
// (opt-in: reported with the openai-strict profile).
func (l *linter) strictRules(m map[string]any, p string, types []string) {
	w := l.which
	_, hasProps := m["properties"]
	if slices.Contains(types, "object") || (hasProps && len(types) == 0) {
		if ap, ok := m["additionalProperties"].(bool); !ok || ap {
			l.add(w, p, "strict-additional-properties", nil, "OpenAI strict mode requires \"additionalProperties\": false on every object")
		}
		if props, ok := m["properties"].(map[string]any); ok {
			req := map[string]bool{}
			if r, ok := m["required"].([]any); ok {
				for _, e := range r {
					if s, ok := e.(string); ok {
						req[s] = true
					}
				}
			}
			var missing []string
			for _, k := range sortedKeys(props) {
				if !req[k] {
					missing = append(missing, k)
				}
			}
			if len(missing) > 0 {
				l.add(w, p, "strict-required-all", nil, "OpenAI strict mode requires every property in required; missing: %s (make optional ones nullable instead)", strings.Join(missing, ", "))
			}
		}
	}
}

// keywordRules reports the keywords (standard or not) that Gemini or OpenAI
// strict mode do not support and that no other rule covers.
func (l *linter) keywordRules(m map[string]any, p string) {
	w := l.which
	for _, k := range sortedKeys(m) {
		if ownRuleKeywords[k] {
			continue
		}
		var breaks []Consumer
		if !geminiKeywords[k] {
			breaks = append(breaks, ConsumerGemini)
		}
		if strictUnsupported[k] {
			breaks = append(breaks, ConsumerOpenAIStrict)
		}
		if len(breaks) == 0 {
			continue
		}
		what := "keyword"
		if !isKeyword(k) {
			what = "non-standard keyword"
		}
		l.add(w, p+"/"+escape(k), "keyword-unsupported", breaks, "%s %q is not supported by %s; drop or rewrite it (normalizing the schema does)", what, k, consumerList(breaks))
	}
}

// isProperty reports whether the schema node at pointer p is the schema of
// a property (".../properties/NAME").
func isProperty(p string) bool {
	i := strings.LastIndexByte(p, '/')
	return i >= 0 && strings.HasSuffix(p[:i], "/properties")
}

func consumerList(cs []Consumer) string {
	s := make([]string, len(cs))
	for i, c := range cs {
		s[i] = string(c)
	}
	return strings.Join(s, ", ")
}

func (l *linter) typeName(p string, t any) {
	s, isStr := t.(string)
	if !isStr {
		l.add(l.which, p, "type-name-nonstandard", nil, "type %s is not a JSON Schema type name: use one of string, number, integer, boolean, object, array, null", compactJSON(t))
		return
	}
	fix, ok := FixTypeName(s)
	switch {
	case ok && fix == "":
		l.add(l.which, p, "type-name-nonstandard", nil, "type %q is not a JSON Schema type: drop the type keyword (any value) — validators reject the schema", s)
	case ok:
		l.add(l.which, p, "type-name-nonstandard", nil, "type %q is not a JSON Schema type: write %q — validators reject the schema", s, fix)
	default:
		l.add(l.which, p, "type-name-nonstandard", nil, "type %q is not a JSON Schema type: use one of string, number, integer, boolean, object, array, null", s)
	}
}

func (l *linter) format(m map[string]any, p, f string, types []string) {
	t := "string"
	if len(types) == 1 {
		t = types[0]
	}
	gemOK := geminiFormats[t][f]
	var breaks []Consumer
	if !gemOK {
		breaks = append(breaks, ConsumerGemini)
	}
	if !strictFormats[f] {
		breaks = append(breaks, ConsumerOpenAIStrict)
	}
	if !standardFormats[f] {
		if len(breaks) == 0 {
			return
		}
		l.add(l.which, p+"/format", "format-unknown", breaks, "format %q is not a JSON Schema format (validators ignore it); Gemini and OpenAI strict mode reject unknown formats: drop it or describe the format in description", f)
		return
	}
	if len(breaks) == 0 {
		return
	}
	l.add(l.which, p+"/format", "format-unsupported", breaks, "format %q is outside %s's format subset (Gemini: date-time and enum on strings; OpenAI strict: date-time, time, date, duration, email, hostname, ipv4, ipv6, uuid): drop it (normalizing the schema moves it into description)", f, consumerList(breaks))
}

func (l *linter) pattern(p, pat string) {
	for _, is := range checkPattern(pat) {
		l.add(l.which, p, is.rule, nil, "pattern %q: %s", pat, is.msg)
	}
}

// refNode checks one $ref.
func (l *linter) refNode(m map[string]any, p, ref string) {
	w := l.which
	if !strings.HasPrefix(ref, "#") {
		l.add(w, p+"/$ref", "ref-external", nil, "$ref %q points outside the schema: mcpgen and most clients never load files or URLs; inline the referenced schema", ref)
		l.refs = append(l.refs, refUse{ptr: p})
		return
	}
	target, ok := l.resolvePointer(ref)
	if !ok {
		l.add(w, p+"/$ref", "ref-unresolved", nil, "$ref %q does not resolve inside the schema (missing $defs entry?): validators fail on every call; add the definition or inline it", ref)
		l.refs = append(l.refs, refUse{ptr: p})
		return
	}
	l.refs = append(l.refs, refUse{ptr: p, target: target, ok: true})
	l.add(w, p+"/$ref", "ref-not-inlined", nil, "$ref %q: Gemini ('reference to undefined schema'), gemini-cli and Copilot CLI do not resolve references; inline it (normalizing the schema does)", ref)
	var sib []string
	for _, k := range sortedKeys(m) {
		switch k {
		case "$ref", "description", "default", "$comment":
		default:
			sib = append(sib, k)
		}
	}
	if len(sib) > 0 {
		l.add(w, p, "ref-sibling-keywords", nil, "$ref with sibling keywords %s: Gemini allows only description and default beside $ref, and draft-07 and older ignore siblings; move them into the referenced schema or wrap the $ref in allOf", strings.Join(sib, ", "))
	}
}

// resolvePointer resolves a local reference ("#", "#/json/pointer" or
// "#anchor") against the root document and returns the target's pointer.
func (l *linter) resolvePointer(ref string) (string, bool) {
	frag := strings.TrimPrefix(ref, "#")
	if frag == "" {
		return "", true
	}
	if !strings.HasPrefix(frag, "/") {
		// plain-name fragment: look for $anchor (or draft-07 "$id": "#name").
		var found string
		var ok bool
		var find func(v any, p string, d int)
		find = func(v any, p string, d int) {
			if ok || d > DefaultMaxDepth {
				return
			}
			switch x := v.(type) {
			case map[string]any:
				if a, _ := x["$anchor"].(string); a == frag {
					found, ok = p, true
					return
				}
				if id, _ := x["$id"].(string); id == "#"+frag {
					found, ok = p, true
					return
				}
				for _, k := range sortedKeys(x) {
					find(x[k], p+"/"+escape(k), d+1)
				}
			case []any:
				for i, e := range x {
					find(e, p+"/"+strconv.Itoa(i), d+1)
				}
			}
		}
		find(l.root, "", 0)
		return found, ok
	}
	_, ok := lookupPointer(l.root, frag)
	return unescapeURIFragment(frag), ok
}

func (l *linter) resolve(ref string) (any, bool) {
	p, ok := l.resolvePointer(ref)
	if !ok {
		return nil, false
	}
	return lookupPointer(l.root, p)
}

func unescapeURIFragment(s string) string {
	if !strings.Contains(s, "%") {
		return s
	}
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		if s[i] == '%' && i+2 < len(s) {
			if n, err := strconv.ParseUint(s[i+1:i+3], 16, 8); err == nil {
				b.WriteByte(byte(n))
				i += 2
				continue
			}
		}
		b.WriteByte(s[i])
	}
	return b.String()
}

// lookupPointer resolves a JSON pointer (RFC 6901, possibly percent-encoded
// as a URI fragment) in v.
func lookupPointer(v any, ptr string) (any, bool) {
	ptr = unescapeURIFragment(ptr)
	if ptr == "" {
		return v, true
	}
	if !strings.HasPrefix(ptr, "/") {
		return nil, false
	}
	for _, tok := range strings.Split(ptr[1:], "/") {
		tok = strings.ReplaceAll(strings.ReplaceAll(tok, "~1", "/"), "~0", "~")
		switch x := v.(type) {
		case map[string]any:
			var ok bool
			if v, ok = x[tok]; !ok {
				return nil, false
			}
		case []any:
			i, err := strconv.Atoi(tok)
			if err != nil || i < 0 || i >= len(x) {
				return nil, false
			}
			v = x[i]
		default:
			return nil, false
		}
	}
	return v, true
}

func within(p, target string) bool {
	return target == "" || p == target || strings.HasPrefix(p, target+"/")
}

// refRules finds $ref cycles: a graph whose nodes are the targets of
// resolvable references, with an edge T→U when a $ref inside T's subtree
// points at U. A $ref that closes a cycle draws ref-recursive.
func (l *linter) refRules() {
	targets := map[string]bool{}
	for _, r := range l.refs {
		if r.ok {
			targets[r.target] = true
		}
	}
	if len(targets) == 0 {
		return
	}
	order := make([]string, 0, len(targets))
	for t := range targets {
		order = append(order, t)
	}
	sort.Strings(order)
	const white, grey, black = 0, 1, 2
	color := map[string]int{}
	reported := map[string]bool{}
	var visit func(t string, depth int)
	visit = func(t string, depth int) {
		if depth > 10000 {
			return
		}
		color[t] = grey
		for _, r := range l.refs {
			if !r.ok || !within(r.ptr, t) {
				continue
			}
			switch color[r.target] {
			case grey:
				if !reported[r.ptr] {
					reported[r.ptr] = true
					tgt := "#" + r.target
					l.add(l.which, r.ptr+"/$ref", "ref-recursive", nil, "$ref %q closes a reference cycle (recursive schema): clients and providers that inline references loop or fail (RecursionError, circular JSON); bound the depth or replace the inner $ref with a plain object", tgt)
				}
			case white:
				visit(r.target, depth+1)
			}
		}
		color[t] = black
	}
	for _, t := range order {
		if color[t] == white {
			visit(t, 0)
		}
	}
}

// invalidRules are findings that explain why a schema fails its
// meta-schema; when one is present, schema-invalid is not added.
var invalidRules = map[string]bool{
	"type-name-nonstandard": true, "exclusive-bound-boolean": true, "keyword-in-properties": true,
	"required-boolean": true, "pattern-re2-unsupported": true, "pattern-invalid": true, "ref-unresolved": true, "ref-external": true,
}

// compile compiles the schema and runs the rules that need the compiled
// form: value-invalid and the Unsatisfiable hook.
func (l *linter) compile(raw []byte) {
	s, err := Compile(raw, CompileOptions{Draft: l.opts.Draft})
	var ee *ExpansionError
	if errors.As(err, &ee) {
		l.add(l.which, ee.Pointer, "ref-fan-out", nil, "$refs here expand to more than %d schema nodes (branches of allOf, anyOf, oneOf or properties that refer to the same definition repeat it, and chained they double at each step): validating or generating one value takes exponential time, and mcpgen refuses the schema; refer to each definition once, or merge the branches", ee.Limit)
		return
	}
	if err != nil {
		explained := false
		for _, f := range l.out {
			if f.Schema == l.which && invalidRules[f.Rule] {
				explained = true
			}
		}
		if !explained {
			l.add(l.which, compileErrorPointer(err), "schema-invalid", nil, "schema does not compile: %s", compileErrorText(err))
		}
		return
	}
	// The compiler resolved every reference inside the document (closed
	// world), for example against an embedded $id: what the linter's plain
	// JSON-pointer resolution flagged was not a fault.
	kept := l.out[:0]
	for _, f := range l.out {
		if f.Schema == l.which && (f.Rule == "ref-unresolved" || f.Rule == "ref-external") {
			continue
		}
		kept = append(kept, f)
	}
	l.out = kept
	l.values(s)
	if l.which == "inputSchema" && l.opts.Unsatisfiable != nil {
		if ptr, reason := l.opts.Unsatisfiable(s); reason != "" {
			l.dropSaid(ptr, reason)
			l.add(l.which, ptr, "schema-unsatisfiable", nil, "no arguments can satisfy the schema: %s; every call fails validation", reason)
		}
	}
}

// dropSaid removes the inputSchema's bounds-contradict findings that the
// schema-unsatisfiable finding at ptr already says: a required "n" with
// minimum 10 and maximum 5 was an error ("minimum 10 > maximum 5") and a
// warning on /properties/n/minimum for the one fault; it is the error
// alone.
func (l *linter) dropSaid(ptr, reason string) {
	kept := l.out[:0]
	for _, f := range l.out {
		if f.Schema == l.which && f.Rule == "bounds-contradict" {
			dir, kw := path.Split(f.Pointer)
			if strings.TrimSuffix(dir, "/") == ptr && strings.Contains(reason, kw+" ") {
				continue
			}
		}
		kept = append(kept, f)
	}
	l.out = kept
}

// metaSchemaLeaf returns the innermost first cause of the meta-schema
// validation error in a compile error (the keyword that failed), or nil when
// err is not a meta-schema failure.
func metaSchemaLeaf(err error) *jsonschema.ValidationError {
	var se *jsonschema.SchemaError
	if !errors.As(err, &se) {
		return nil
	}
	var ve *jsonschema.ValidationError
	if !errors.As(se.Err, &ve) {
		return nil
	}
	leaf := ve
	for len(leaf.Causes) > 0 {
		leaf = leaf.Causes[0]
	}
	return leaf
}

func compileErrorPointer(err error) string {
	if leaf := metaSchemaLeaf(err); leaf != nil {
		return leaf.InstanceLocation
	}
	return ""
}

func compileErrorText(err error) string {
	if leaf := metaSchemaLeaf(err); leaf != nil {
		loc := leaf.InstanceLocation
		if loc == "" {
			loc = "/"
		}
		return fmt.Sprintf("not valid against its meta-schema: at %s: %s", loc, leaf.Message)
	}
	msg := err.Error()
	msg = strings.ReplaceAll(msg, resourceURL, "schema")
	return msg
}

// values validates default, const, enum and examples against the schema
// they sit in.
//
// Each check validates a value against the expansion of its node, up to
// DefaultMaxExpansion nodes; the checks of one schema share a budget of
// valueCheckBudget node visits, beyond which the remaining values are not
// checked (a 10,000-value enum on a node expanding to 2^17 nodes would
// otherwise take minutes).
func (l *linter) values(s *Schema) {
	index := map[string]*jsonschema.Schema{}
	indexCompiled(s.lib, index, 0)
	sizes := expansionSizes(s.lib)
	budget := valueCheckBudget
	var visit func(v any, p string, d int)
	visit = func(v any, p string, d int) {
		m, ok := v.(map[string]any)
		if !ok || d > DefaultMaxDepth || l.stopped() {
			return
		}
		if cs := index[p]; cs != nil {
			against := cs
			check := func(kw string, val any, vp string) {
				if budget -= sizes[cs]; budget < 0 {
					return
				}
				if err := against.Validate(val); err != nil {
					l.add(l.which, vp, "value-invalid", nil, "%s %s does not validate against its own schema (%s): clients that apply defaults or examples send invalid arguments; fix the value or widen the schema", kw, compactJSON(val), leafMessage(err))
				}
			}
			if dv, ok := m["default"]; ok {
				check("default", dv, p+"/default")
			}
			if ex, ok := m["examples"].([]any); ok {
				for i, e := range ex {
					check("example", e, p+"/examples/"+strconv.Itoa(i))
				}
			}
			if en, ok := m["enum"].([]any); ok {
				// An enum value satisfies its own enum keyword; validated
				// against the node with the enum, each value would be
				// compared with every other (quadratic: 150,000 values took
				// minutes). The copy without enum checks the rest.
				without := *cs
				without.Enum = nil
				against = &without
				for i, e := range en {
					if l.stopped() {
						return
					}
					check("enum value", e, p+"/enum/"+strconv.Itoa(i))
				}
				against = cs
			}
			if c, ok := m["const"]; ok {
				check("const", c, p+"/const")
			}
		}
		for _, k := range schemaMapKeywords {
			if sub, ok := m[k].(map[string]any); ok {
				for _, name := range sortedKeys(sub) {
					visit(sub[name], p+"/"+k+"/"+escape(name), d+1)
				}
			}
		}
		for _, k := range schemaSingleKeywords {
			visit(m[k], p+"/"+k, d+1)
		}
		for _, k := range schemaArrayKeywords {
			if arr, ok := m[k].([]any); ok {
				for i, sv := range arr {
					visit(sv, p+"/"+k+"/"+strconv.Itoa(i), d+1)
				}
			}
		}
	}
	visit(l.root, "", 0)
}

func leafMessage(err error) string {
	var ve *jsonschema.ValidationError
	if errors.As(err, &ve) {
		leaf := ve
		for len(leaf.Causes) > 0 {
			leaf = leaf.Causes[0]
		}
		return leaf.Message
	}
	return err.Error()
}

// indexCompiled maps each compiled subschema's JSON pointer (its location
// inside the document) to the subschema.
func indexCompiled(s *jsonschema.Schema, m map[string]*jsonschema.Schema, d int) {
	if s == nil || d > DefaultMaxDepth {
		return
	}
	_, frag, _ := strings.Cut(s.Location, "#")
	frag = unescapeURIFragment(frag)
	if _, seen := m[frag]; seen {
		return
	}
	m[frag] = s
	add := func(x any) {
		switch y := x.(type) {
		case *jsonschema.Schema:
			indexCompiled(y, m, d+1)
		case []*jsonschema.Schema:
			for _, z := range y {
				indexCompiled(z, m, d+1)
			}
		}
	}
	for _, x := range []*jsonschema.Schema{s.Ref, s.RecursiveRef, s.DynamicRef, s.Not, s.If, s.Then, s.Else, s.PropertyNames,
		s.UnevaluatedProperties, s.Items2020, s.Contains, s.UnevaluatedItems, s.ContentSchema} {
		indexCompiled(x, m, d+1)
	}
	for _, xs := range [][]*jsonschema.Schema{s.AllOf, s.AnyOf, s.OneOf, s.PrefixItems} {
		for _, x := range xs {
			indexCompiled(x, m, d+1)
		}
	}
	for _, k := range sortedSchemaKeys(s.Properties) {
		indexCompiled(s.Properties[k], m, d+1)
	}
	for _, x := range s.PatternProperties {
		indexCompiled(x, m, d+1)
	}
	for _, x := range s.DependentSchemas {
		indexCompiled(x, m, d+1)
	}
	for _, x := range s.Dependencies {
		add(x)
	}
	add(s.AdditionalProperties)
	add(s.AdditionalItems)
	add(s.Items)
}

func sortedSchemaKeys(m map[string]*jsonschema.Schema) []string {
	ks := make([]string, 0, len(m))
	for k := range m {
		ks = append(ks, k)
	}
	sort.Strings(ks)
	return ks
}
