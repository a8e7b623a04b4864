package schema

import (
	"encoding/json"
	"errors"
	"fmt"
	"strings"

	"github.com/santhosh-tekuri/jsonschema/v5"
)

// patternCompileError rewords the library's error for a "pattern" that Go's
// regexp cannot compile (its meta-schema check reads "'/properties/name/
// pattern' does not validate with https://json-schema.org/…/format: '^(?!…'
// is not valid 'regex'"): the JSON pointer, the construct at fault as the
// pattern lint words it (pattern-re2-unsupported: lookahead, backreference
// …) and what to do. It returns nil for any other error.
func patternCompileError(err error, raw []byte) error {
	var ve *jsonschema.ValidationError
	if !errors.As(err, &ve) {
		return nil
	}
	bad := badRegex(ve)
	if bad == nil {
		return nil
	}
	ptr := bad.InstanceLocation
	pattern := ""
	var doc any
	if json.Unmarshal(raw, &doc) == nil {
		if v, ok := lookupPointer(doc, ptr); ok {
			pattern, _ = v.(string)
		}
	}
	why := "Go's regexp (RE2) cannot compile it"
	if issues := checkPattern(pattern); len(issues) > 0 {
		why, _, _ = strings.Cut(issues[0].msg, "; ") // the construct, not the lint's advice to the server's author
	}
	return fmt.Errorf("%s: pattern %q: %s; to use the tool, remove or rewrite that pattern in a copy of its tools (mcpgen tools SERVER --json > tools.json) and pass --tools tools.json", ptr, pattern, why)
}

// badRegex returns the innermost validation error of a value that is not
// a valid regex, or nil.
func badRegex(ve *jsonschema.ValidationError) *jsonschema.ValidationError {
	if strings.Contains(ve.Message, "is not valid 'regex'") || strings.Contains(ve.Message, `is not valid "regex"`) {
		return ve
	}
	for _, c := range ve.Causes {
		if b := badRegex(c); b != nil {
			return b
		}
	}
	return nil
}
