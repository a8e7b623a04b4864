package tool

import (
	"encoding/json"
	"fmt"
	"sort"
	"strings"
)

// schemaKeywords are the keywords of JSON Schema draft 4 to 2020-12
// (core, applicator, validation, meta-data, format, content and
// unevaluated vocabularies) and OpenAPI's "nullable". An object holding
// none of them is not read as a bare JSON Schema when the kind is
// detected: {"hello": 1} is a mistake (the wrong file, a config file), not
// a tool that accepts anything, and making a tool of it would write records
// of a tool the user never had.
var schemaKeywords = map[string]bool{
	"$schema": true, "$id": true, "id": true, "$ref": true, "$defs": true, "definitions": true,
	"$anchor": true, "$dynamicRef": true, "$dynamicAnchor": true, "$recursiveRef": true,
	"$recursiveAnchor": true, "$vocabulary": true, "$comment": true,
	"type": true, "enum": true, "const": true, "properties": true, "required": true,
	"additionalProperties": true, "patternProperties": true, "propertyNames": true,
	"minProperties": true, "maxProperties": true, "dependentRequired": true,
	"dependentSchemas": true, "dependencies": true, "unevaluatedProperties": true,
	"items": true, "prefixItems": true, "additionalItems": true, "contains": true,
	"minContains": true, "maxContains": true, "minItems": true, "maxItems": true,
	"uniqueItems": true, "unevaluatedItems": true,
	"allOf": true, "anyOf": true, "oneOf": true, "not": true, "if": true, "then": true, "else": true,
	"minimum": true, "maximum": true, "exclusiveMinimum": true, "exclusiveMaximum": true,
	"multipleOf": true, "minLength": true, "maxLength": true, "pattern": true, "format": true,
	"contentEncoding": true, "contentMediaType": true, "contentSchema": true,
	"title": true, "description": true, "default": true, "examples": true, "deprecated": true,
	"readOnly": true, "writeOnly": true, "nullable": true,
}

// notSchemaError returns nil when obj (a JSON object read with the kind
// detected) has a JSON Schema keyword or no key at all (the empty schema),
// else the error naming its keys and saying what a tools file holds.
func notSchemaError(obj map[string]json.RawMessage) error {
	if len(obj) == 0 {
		return nil
	}
	keys := make([]string, 0, len(obj))
	for k := range obj {
		if schemaKeywords[k] {
			return nil
		}
		keys = append(keys, fmt.Sprintf("%q", k))
	}
	sort.Strings(keys)
	if len(keys) > 5 {
		keys = append(keys[:5], "…")
	}
	return fmt.Errorf("%w; the object's keys (%s) are none of these and no JSON Schema keyword either; if the file is a JSON Schema with keywords of its own, pass --tools-format schema", errNoTools, strings.Join(keys, ", "))
}
