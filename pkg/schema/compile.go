package schema

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"strings"
	"unicode/utf8"

	"github.com/mcpgen/mcpgen/pkg/tool"
	"github.com/santhosh-tekuri/jsonschema/v5"
)

// Draft names a JSON Schema dialect.
type Draft string

// Dialects mcpgen compiles. Draft2020 is the default: MCP (2025-11-25,
// "Tools") says inputSchema without $schema is JSON Schema 2020-12.
const (
	Draft4    Draft = "draft-04"
	Draft6    Draft = "draft-06"
	Draft7    Draft = "draft-07"
	Draft2019 Draft = "2019-09"
	Draft2020 Draft = "2020-12"
)

// ParseDraft maps the common spellings of a dialect ("draft7", "draft-07",
// "draft2020-12", "2020-12", a $schema URI, ...) to a Draft. It returns an
// error naming the input when it is none of them.
func ParseDraft(s string) (Draft, error) {
	n := strings.ToLower(strings.TrimSpace(s))
	n = strings.TrimPrefix(n, "draft")
	n = strings.TrimPrefix(n, "-")
	switch {
	case n == "4" || n == "04" || strings.Contains(n, "draft-04"):
		return Draft4, nil
	case n == "6" || n == "06" || strings.Contains(n, "draft-06"):
		return Draft6, nil
	case n == "7" || n == "07" || strings.Contains(n, "draft-07"):
		return Draft7, nil
	case n == "2019-09" || n == "2019" || strings.Contains(n, "2019-09"):
		return Draft2019, nil
	case n == "2020-12" || n == "2020" || n == "" || strings.Contains(n, "2020-12"):
		return Draft2020, nil
	}
	return "", fmt.Errorf("unknown JSON Schema dialect %q", s)
}

func (d Draft) lib() *jsonschema.Draft {
	switch d {
	case Draft4:
		return jsonschema.Draft4
	case Draft6:
		return jsonschema.Draft6
	case Draft7:
		return jsonschema.Draft7
	case Draft2019:
		return jsonschema.Draft2019
	default:
		return jsonschema.Draft2020
	}
}

// CompileOptions tune Compile. The zero value compiles 2020-12 without
// asserting formats.
type CompileOptions struct {
	// Draft is the dialect used when the schema has no $schema keyword.
	// Empty means Draft2020.
	Draft Draft
	// AssertFormat makes "format" an assertion (unknown formats still pass).
	AssertFormat bool
	// MaxDepth bounds the JSON nesting depth (objects and arrays) of the
	// document; deeper documents fail with ErrTooDeep before the compiler
	// sees them (the compiler's cost grows with the cube of the depth).
	// 0 means DefaultMaxDepth; a negative value means no limit.
	MaxDepth int
	// MaxBytes bounds the document size in bytes; larger documents fail
	// with ErrTooLarge (compile time grows faster than linearly: about 0.8 s
	// for 1 MiB on one core). 0 means DefaultMaxBytes; negative, no limit.
	MaxBytes int
	// MaxObjects bounds the number of JSON objects (subschemas, about) in
	// the document; documents with more fail with ErrTooLarge before the
	// compiler sees them: its time grows with their square (a flat object
	// of 20,000 properties took 10 s of CPU to compile, under 2 MiB).
	// 0 means DefaultMaxObjects; a negative value means no limit.
	MaxObjects int
	// MaxExpansion bounds the number of schema nodes the document expands
	// to when every $ref is followed (recursion counted once): a few
	// kilobytes of chained definitions, each an allOf (or anyOf, oneOf,
	// properties) of two $refs to the previous one, expand exponentially,
	// and validating one value would never end. Larger expansions fail
	// with an *ExpansionError (wrapping ErrFanOut) naming the JSON pointer
	// of the culprit. 0 means DefaultMaxExpansion; negative, no limit.
	MaxExpansion int
}

// Default compile limits (see CompileOptions).
const (
	DefaultMaxDepth = 128
	DefaultMaxBytes = 2 << 20
	// DefaultMaxObjects is 40 times the largest real tool schema seen (the
	// captured servers' biggest inputSchema has about 100 objects).
	DefaultMaxObjects = 4096
)

// ErrTooDeep is wrapped by Compile errors for documents nested deeper than
// CompileOptions.MaxDepth.
var ErrTooDeep = errors.New("schema nested too deep")

// ErrTooLarge is wrapped by Compile errors for documents larger than
// CompileOptions.MaxBytes.
var ErrTooLarge = errors.New("schema too large")

// ErrExternalRef is wrapped by compile errors caused by a $ref to a file or
// URL: compilation is closed-world, and nothing is ever loaded.
var ErrExternalRef = errors.New("external $ref not allowed")

// resourceURL is the base URI given to every compiled schema.
const resourceURL = "mcpgen:///schema.json"

// A Schema is a compiled JSON Schema. It is safe for concurrent use.
type Schema struct {
	lib   *jsonschema.Schema
	raw   json.RawMessage
	draft Draft
	// expanded is the number of nodes the schema expands to with its
	// $refs followed (see expansion), saturated, and distinct the number
	// of compiled nodes.
	expanded, distinct int
}

// Compile compiles raw (one JSON Schema document, an object or a boolean) in
// a closed world: no $ref may load a file or URL (ErrExternalRef), and the
// meta-schemas are built in. Annotations (title, description, default,
// examples) are extracted. Errors name the JSON pointer where the library
// reports one.
//
// Before compiling, the document's size, number of objects and nesting
// depth are checked against opts.MaxBytes, opts.MaxObjects and
// opts.MaxDepth (ErrTooLarge, ErrTooDeep), and
// after compiling its $ref expansion against opts.MaxExpansion (ErrFanOut),
// so that no validation or generation of a value can take exponential
// time. A "pattern" Go's regexp cannot compile but ECMA-262 can (lookahead,
// backreferences) is checked with an ECMA-262 engine, as JSON Schema reads patterns.
// Results
// are cached by content and options, so compiling the same schema twice
// returns the same *Schema.
func Compile(raw []byte, opts CompileOptions) (*Schema, error) {
	d := opts.Draft
	if d == "" {
		d = Draft2020
	}
	maxBytes, maxDepth := limit(opts.MaxBytes, DefaultMaxBytes), limit(opts.MaxDepth, DefaultMaxDepth)
	if maxBytes > 0 && len(raw) > maxBytes {
		return nil, fmt.Errorf("compile schema: %w: %d bytes, limit %d", ErrTooLarge, len(raw), maxBytes)
	}
	maxObjects := limit(opts.MaxObjects, DefaultMaxObjects)
	if maxDepth > 0 || maxObjects > 0 {
		depth, objects := tool.JSONShape(raw)
		if maxDepth > 0 && depth > maxDepth {
			return nil, fmt.Errorf("compile schema: %w: %d levels, limit %d", ErrTooDeep, depth, maxDepth)
		}
		if maxObjects > 0 && objects > maxObjects {
			return nil, fmt.Errorf("compile schema: %w: %d objects, limit %d", ErrTooLarge, objects, maxObjects)
		}
	}
	maxExpansion := limit(opts.MaxExpansion, DefaultMaxExpansion)
	key := cacheKey(raw, d, opts.AssertFormat)
	if s, ok := compiled.get(key); ok {
		if err := checkExpansion(s, maxExpansion); err != nil {
			return nil, fmt.Errorf("compile schema: %w", err)
		}
		return s, nil
	}
	c := jsonschema.NewCompiler()
	c.Draft = d.lib()
	c.ExtractAnnotations = true
	c.AssertFormat = opts.AssertFormat
	c.LoadURL = func(u string) (io.ReadCloser, error) {
		return nil, fmt.Errorf("%w: %s", ErrExternalRef, u)
	}
	doc, ecma := renameECMAPatterns(raw)
	if len(ecma) > 0 {
		c.RegisterExtension("ecma262-pattern", ecmaMeta, ecmaExtension{})
	}
	if err := c.AddResource(resourceURL, bytes.NewReader(doc)); err != nil {
		return nil, fmt.Errorf("compile schema: %w", err)
	}
	s, err := c.Compile(resourceURL)
	if err != nil {
		return nil, fmt.Errorf("compile schema: %w", metaSchemaFault(err, raw))
	}
	if s.Draft != nil {
		d = draftOf(s.Draft)
	}
	out := &Schema{lib: s, raw: append(json.RawMessage(nil), raw...), draft: d}
	out.expanded, out.distinct, _ = expansion(s, 0)
	compiled.put(key, out)
	if err := checkExpansion(out, maxExpansion); err != nil {
		return nil, fmt.Errorf("compile schema: %w", err)
	}
	return out, nil
}

func draftOf(d *jsonschema.Draft) Draft {
	switch d {
	case jsonschema.Draft4:
		return Draft4
	case jsonschema.Draft6:
		return Draft6
	case jsonschema.Draft7:
		return Draft7
	case jsonschema.Draft2019:
		return Draft2019
	default:
		return Draft2020
	}
}

// Raw returns the schema document as it was compiled.
func (s *Schema) Raw() json.RawMessage { return s.raw }

// Draft returns the dialect the schema was compiled with.
func (s *Schema) Draft() Draft { return s.draft }

// Lib returns the underlying compiled santhosh-tekuri/jsonschema/v5 schema,
// for packages (pkg/synth) that walk its keywords.
func (s *Schema) Lib() *jsonschema.Schema { return s.lib }

// A Violation is one reason an instance does not validate.
type Violation struct {
	// InstancePointer is the JSON pointer (RFC 6901) of the failing value in
	// the instance, "" for the root.
	InstancePointer string `json:"instancePointer"`
	// SchemaPointer is the JSON pointer of the failing keyword in the schema
	// (its keyword location), for example "/properties/path/type".
	SchemaPointer string `json:"schemaPointer"`
	Message       string `json:"message"`
}

// String renders v as "POINTER: message" ("/" for the instance root).
func (v Violation) String() string {
	p := v.InstancePointer
	if p == "" {
		p = "/"
	}
	return fmt.Sprintf("%s: %s", p, v.Message)
}

// Validate validates instance, a value decoded from JSON (map[string]any,
// []any, string, float64 or json.Number, bool, nil), and returns the leaf
// violations in document order; nil means valid.
func (s *Schema) Validate(instance any) []Violation {
	err := s.lib.Validate(instance)
	if err == nil {
		return nil
	}
	var ve *jsonschema.ValidationError
	if !errors.As(err, &ve) {
		return []Violation{{Message: err.Error()}}
	}
	var out []Violation
	collectLeaves(ve, &out)
	if len(out) > MaxViolations {
		n := len(out) - MaxViolations + 1
		out = append(out[:MaxViolations-1], Violation{InstancePointer: out[MaxViolations-1].InstancePointer,
			Message: fmt.Sprintf("and %d more reasons (every branch of an anyOf or oneOf gives its own)", n)})
	}
	return out
}

// Bounds on what Validate reports, so an instance that misses a oneOf of
// 50 branches or a 50,000-value enum gives an error a person can read
// rather than hundreds of lines or a megabyte.
const (
	// MaxViolations is the most violations Validate returns; the last one
	// then counts the reasons left out.
	MaxViolations = 12
	// MaxMessageRunes is the longest violation message kept; a longer one
	// (an enum's list of values) is cut with "…" and its length said.
	MaxMessageRunes = 300
)

// boundMessage cuts m to MaxMessageRunes characters.
func boundMessage(m string) string {
	if utf8.RuneCountInString(m) <= MaxMessageRunes {
		return m
	}
	r := []rune(m)
	return string(r[:MaxMessageRunes-40]) + fmt.Sprintf("… (%d characters in all)", len(r))
}

// ValidateJSON decodes data (numbers kept exact) and validates it. It returns
// an error only when data is not JSON.
func (s *Schema) ValidateJSON(data []byte) ([]Violation, error) {
	v, err := DecodeJSON(data)
	if err != nil {
		return nil, err
	}
	return s.Validate(v), nil
}

// DecodeJSON decodes one JSON value with numbers as json.Number, the form
// Validate checks exactly. Trailing data is an error.
func DecodeJSON(data []byte) (any, error) {
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.UseNumber()
	var v any
	if err := dec.Decode(&v); err != nil {
		return nil, fmt.Errorf("decode JSON: %w", err)
	}
	if _, err := dec.Token(); err != io.EOF {
		return nil, errors.New("decode JSON: trailing data after the value")
	}
	return v, nil
}

func collectLeaves(ve *jsonschema.ValidationError, out *[]Violation) {
	if len(ve.Causes) == 0 {
		*out = append(*out, Violation{
			InstancePointer: ve.InstanceLocation,
			SchemaPointer:   ve.KeywordLocation,
			Message:         boundMessage(ve.Message),
		})
		return
	}
	for _, c := range ve.Causes {
		collectLeaves(c, out)
	}
}
