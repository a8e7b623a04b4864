package schema

import (
	"encoding/json"
	"fmt"
	"regexp"
	"sort"
	"strings"
)

// A metaSchemaError is a schema that breaks the rules of its own draft
// (the meta-schema), worded for a person: the JSON pointer of the keyword,
// what is wrong with it and what to do, not the library's chain of
// meta-schema locations ("'/properties/name/pattern' does not validate
// with https://json-schema.org/…/$dynamicRef/allOf/3/…/format: '^(?!…'
// is not valid 'regex'"). It unwraps to the library's error.
type metaSchemaError struct {
	msg string
	err error
}

func (e *metaSchemaError) Error() string { return e.msg }
func (e *metaSchemaError) Unwrap() error { return e.err }

// metaSchemaFault returns err reworded as a *metaSchemaError when it is a
// meta-schema failure of raw (see metaSchemaLeaf), else err. A "pattern"
// Go's regexp cannot compile is named with its construct (lookahead,
// backreference …) as the pattern lint words it.
func metaSchemaFault(err error, raw []byte) error {
	leaf := metaSchemaLeaf(err)
	if leaf == nil {
		if m := reRefNotFound.FindStringSubmatch(err.Error()); m != nil {
			return unresolvedRef(err, raw, "#"+m[1])
		}
		if m := reRefExternal.FindStringSubmatch(err.Error()); m != nil {
			return externalRef(err, raw, m[1])
		}
		if m := reRefLoop.FindStringSubmatch(err.Error()); m != nil {
			return &metaSchemaError{err: err, msg: fmt.Sprintf("%s: $ref refers back to itself with no schema in between (an endless $ref loop%s), so no instance can be checked; point it at a real schema in %s", refLoopStart(m[1]), refLoopChain(raw, m[1]), fixWhere)}
		}
		return err
	}
	ptr := leaf.InstanceLocation
	if ptr == "" {
		ptr = "/"
	}
	what := leaf.Message
	if strings.Contains(what, "is not valid 'regex'") {
		pattern := ""
		var doc any
		if json.Unmarshal(raw, &doc) == nil {
			if v, ok := lookupPointer(doc, leaf.InstanceLocation); ok {
				pattern, _ = v.(string)
			}
		}
		what = fmt.Sprintf("pattern %q: Go's regexp (RE2) cannot compile it", pattern)
		if issues := checkPattern(pattern); len(issues) > 0 {
			// the construct, not the lint's advice to the server's author
			why, _, _ := strings.Cut(issues[0].msg, "; ")
			what = fmt.Sprintf("pattern %q: %s", pattern, why)
		}
	}
	return &metaSchemaError{err: err, msg: fmt.Sprintf("%s: %s; to use the tool, fix that keyword in %s", ptr, what, fixWhere)}
}

// reRefLoop matches the library's error for a $ref that resolves to
// itself ({"n": {"$ref": "#/properties/n"}}): "infinite loop
// mcpgen:///schema.json#/properties/n/$ref".
var reRefLoop = regexp.MustCompile(`infinite loop mcpgen:///schema\.json#(\S*)`)

// refLoopStart is the JSON pointer of the first $ref keyword of a loop
// the library reports as that keyword's pointer followed by one "/$ref"
// per step it took ("/properties/node/$ref/$ref/$ref"): those steps are
// not places in the file.
func refLoopStart(loc string) string {
	for strings.HasSuffix(loc, "/$ref/$ref") {
		loc = strings.TrimSuffix(loc, "/$ref")
	}
	return loc
}

// refLoopChain follows the local $refs of raw from the $ref keyword at loc
// (as refLoopStart gives it) and says the loop as the file's JSON
// pointers (": /$defs/a → /$defs/b → /$defs/a"), or "" when it cannot be
// followed. It stops after 32 steps.
func refLoopChain(raw []byte, loc string) string {
	var doc any
	if json.Unmarshal(raw, &doc) != nil {
		return ""
	}
	at := strings.TrimSuffix(refLoopStart(loc), "/$ref")
	seen := map[string]bool{}
	var chain []string
	for range 32 {
		v, ok := lookupPointer(doc, at)
		if !ok {
			return ""
		}
		obj, _ := v.(map[string]any)
		ref, _ := obj["$ref"].(string)
		if !strings.HasPrefix(ref, "#") {
			return ""
		}
		at = strings.TrimPrefix(ref, "#")
		chain = append(chain, at)
		if seen[at] {
			return ": " + strings.Join(chain, " → ")
		}
		seen[at] = true
	}
	return ""
}

// fixWhere says where a user fixes a tool's schema: the tools file given
// with --tools, or a copy of a server's tools.
const fixWhere = "the tools file (for a server's tools, a copy: mcpgen tools SERVER --json > tools.json, then --tools tools.json)"

// reRefNotFound matches the library's error for a local $ref whose target
// the schema lacks: "mcpgen:///schema.json#/$defs/missing not found".
var reRefNotFound = regexp.MustCompile(`mcpgen:///schema\.json#(\S*) not found`)

// unresolvedRef words a local $ref that names nothing in raw as the
// validate lint ref-unresolved does, with the JSON pointer of each $ref
// keyword that holds it.
func unresolvedRef(err error, raw []byte, ref string) error {
	return refFault(err, raw, ref, "does not resolve inside the schema (missing $defs entry?): add the definition or inline it")
}

// reRefExternal matches the library's error for
// a $ref to another document, which the schema loader refuses to fetch:
// "external $ref not allowed: http://example.com/s.json".
var reRefExternal = regexp.MustCompile(`external \$ref not allowed: (\S+)`)

// externalRef words a $ref to another document as the validate lint
// ref-external does: mcpgen never fetches a schema over the network, so
// the definition must be copied into the schema.
func externalRef(err error, raw []byte, ref string) error {
	return refFault(err, raw, ref, "points outside the schema, and mcpgen fetches no schema from elsewhere: copy the definition into $defs and point the $ref at it")
}

// refFault words a fault of $ref ref in raw: the reference, the JSON
// pointer of each $ref keyword that holds it, what is wrong and what to
// do (fault), and where to fix it.
func refFault(err error, raw []byte, ref, fault string) error {
	var where []string
	var doc any
	if json.Unmarshal(raw, &doc) == nil {
		where = refsTo(doc, ref, "", where)
	}
	sort.Strings(where)
	at := ""
	if len(where) > 0 {
		at = " at " + strings.Join(where, ", ")
	}
	return &metaSchemaError{err: err, msg: fmt.Sprintf("$ref %q%s %s in %s; mcpgen validate lists every such fault", ref, at, fault, fixWhere)}
}

// refsTo appends the JSON pointers of the "$ref" keywords below v whose
// value is ref.
func refsTo(v any, ref, ptr string, out []string) []string {
	switch x := v.(type) {
	case map[string]any:
		for k, c := range x {
			p := ptr + "/" + strings.ReplaceAll(strings.ReplaceAll(k, "~", "~0"), "/", "~1")
			if k == "$ref" && c == ref {
				out = append(out, p)
				continue
			}
			out = refsTo(c, ref, p, out)
		}
	case []any:
		for i, c := range x {
			out = refsTo(c, ref, fmt.Sprintf("%s/%d", ptr, i), out)
		}
	}
	return out
}
