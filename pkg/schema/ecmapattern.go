package schema

import (
	"bytes"
	"encoding/json"
	"fmt"
	"regexp"
	"strconv"
	"strings"
	"time"

	"github.com/dlclark/regexp2/v2"
	"github.com/santhosh-tekuri/jsonschema/v5"
)

// JSON Schema reads "pattern" as an ECMA-262 regular expression (2020-12
// validation §6.3.3, core §6.4), and servers written in TypeScript use
// its lookaround and backreferences (the captured linear server's OAuth
// application name is "^(?!.*[Ll][Ii][Nn][Ee][Aa][Rr])…"). The library
// compiles patterns with Go's regexp (RE2), which has neither, and refuses
// the whole schema. Compile therefore renames such a "pattern", one RE2
// cannot compile but an ECMA-262 engine can, to ecmaKeyword before the
// library sees the document, and the ecmaPatterns extension checks it
// with dlclark/regexp2 in ECMAScript mode. Violations keep the keyword
// location ".../pattern" of the document as written. The lint rule
// pattern-re2-unsupported still tells a server's author that Go clients
// and the go-sdk cannot read the pattern.

// ecmaKeyword is the name a "pattern" RE2 cannot compile is given in the
// document the library compiles.
const ecmaKeyword = "x-mcpgen-ecma262-pattern"

// ecmaMatchTimeout bounds one match: regexp2 backtracks, and a pattern
// such as "^(a+)+$" on a long instance would otherwise run for minutes.
// A match that times out is a violation naming the pattern.
const ecmaMatchTimeout = 250 * time.Millisecond

// ecmaOnly reports whether p is a pattern Go's regexp cannot compile and
// an ECMA-262 engine can.
func ecmaOnly(p string) bool {
	if _, err := regexp.Compile(p); err == nil {
		return false
	}
	_, err := regexp2.Compile(p, regexp2.ECMAScript)
	return err == nil
}

// mayHoldECMA is a cheap test that raw may hold a pattern only an
// ECMA-262 engine compiles: a "pattern" keyword and a group construct or
// a backreference.
func mayHoldECMA(raw []byte) bool {
	return bytes.Contains(raw, []byte(`"pattern"`)) && (bytes.Contains(raw, []byte("(?")) || bytes.Contains(raw, []byte(`\\k<`)) ||
		reEscapedDigit.Match(raw))
}

var reEscapedDigit = regexp.MustCompile(`\\\\[1-9]`)

// renameECMAPatterns returns raw with every "pattern" that only an
// ECMA-262 engine compiles renamed to ecmaKeyword, and the JSON pointers
// of those keywords in raw. raw comes back unchanged (and no pointers)
// when there is none, or when it is not JSON (the library then reports
// that).
func renameECMAPatterns(raw []byte) ([]byte, []string) {
	if !mayHoldECMA(raw) {
		return raw, nil
	}
	var doc any
	if json.Unmarshal(raw, &doc) != nil {
		return raw, nil
	}
	var ptrs []string
	renameECMAAt(doc, "", 0, &ptrs)
	if len(ptrs) == 0 {
		return raw, nil
	}
	out, err := json.Marshal(doc)
	if err != nil {
		return raw, nil
	}
	return out, ptrs
}

// renameECMAAt renames the ECMA-only "pattern" of the schema v at JSON
// pointer ptr and of its subschemas, appending each keyword's pointer.
func renameECMAAt(v any, ptr string, depth int, ptrs *[]string) {
	m, ok := v.(map[string]any)
	if !ok || depth > DefaultMaxDepth {
		return
	}
	if p, ok := m["pattern"].(string); ok && ecmaOnly(p) {
		if _, taken := m[ecmaKeyword]; !taken {
			delete(m, "pattern")
			m[ecmaKeyword] = p
			*ptrs = append(*ptrs, ptr+"/pattern")
		}
	}
	for _, k := range schemaMapKeywords {
		renameECMAIn(m[k], ptr+"/"+escape(k), depth, ptrs)
	}
	renameECMAIn(m["dependencies"], ptr+"/dependencies", depth, ptrs) // drafts 4-7: a schema or a list of names
	for _, k := range schemaSingleKeywords {
		renameECMAAt(m[k], ptr+"/"+k, depth+1, ptrs)
	}
	for _, k := range schemaArrayKeywords {
		if sub, ok := m[k].([]any); ok {
			for i, s := range sub {
				renameECMAAt(s, ptr+"/"+k+"/"+strconv.Itoa(i), depth+1, ptrs)
			}
		}
	}
}

// renameECMAIn applies renameECMAAt to every member of v, an object whose
// members are schemas (properties, $defs …) at JSON pointer ptr.
func renameECMAIn(v any, ptr string, depth int, ptrs *[]string) {
	sub, ok := v.(map[string]any)
	if !ok {
		return
	}
	for _, name := range sortedKeys(sub) {
		renameECMAAt(sub[name], ptr+"/"+escape(name), depth+1, ptrs)
	}
}

// ecmaExtension compiles ecmaKeyword into an ecmaPattern.
type ecmaExtension struct{}

// ecmaMeta is the meta-schema of ecmaKeyword: a string.
var ecmaMeta = jsonschema.MustCompileString("mcpgen:///ecma262-pattern-meta.json",
	`{"properties":{"`+ecmaKeyword+`":{"type":"string"}}}`)

// Compile implements jsonschema.ExtCompiler.
func (ecmaExtension) Compile(_ jsonschema.CompilerContext, m map[string]any) (jsonschema.ExtSchema, error) {
	p, ok := m[ecmaKeyword].(string)
	if !ok {
		return nil, nil
	}
	re, err := regexp2.Compile(p, regexp2.ECMAScript)
	if err != nil {
		return nil, fmt.Errorf("pattern %q: %w", p, err)
	}
	re.MatchTimeout = ecmaMatchTimeout
	return ecmaPattern{re: re, src: p}, nil
}

// ecmaPattern is a compiled ECMA-262 "pattern".
type ecmaPattern struct {
	re  *regexp2.Regexp
	src string
}

// Validate implements jsonschema.ExtSchema: a string must match the
// pattern somewhere (patterns are not anchored); other types pass.
func (e ecmaPattern) Validate(ctx jsonschema.ValidationContext, v any) error {
	s, ok := v.(string)
	if !ok {
		return nil
	}
	match, err := e.re.MatchString(s)
	if err != nil {
		return ctx.Error("pattern", "pattern %q could not be checked against this value: %v", e.src, err)
	}
	if !match {
		return ctx.Error("pattern", "does not match pattern %s", quoteLib(e.src))
	}
	return nil
}

// quoteLib quotes a pattern as the library's own "does not match
// pattern" message does ('…', with " left bare).
func quoteLib(s string) string {
	q := strconv.Quote(s)
	q = strings.ReplaceAll(q, `\"`, `"`)
	q = strings.ReplaceAll(q, `'`, `\'`)
	return "'" + q[1:len(q)-1] + "'"
}
