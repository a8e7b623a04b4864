package main

import (
	"encoding/json"
	"slices"
	"sort"
	"strings"

	"github.com/mcpgen/mcpgen/internal/suggest"
)

// unknownArgLines names the top-level arguments that are not among the
// properties of inputSchema, with the nearest property ("/pth: not a
// parameter of the tool (did you mean "path"?)"): said beside the
// violations of a call that fails validation, since a mistyped key is
// often why a required one is missing. None when the schema lists no
// properties.
func unknownArgLines(inputSchema json.RawMessage, args map[string]any) []string {
	var s struct {
		Properties map[string]json.RawMessage `json:"properties"`
	}
	if json.Unmarshal(inputSchema, &s) != nil || len(s.Properties) == 0 {
		return nil
	}
	names := make([]string, 0, len(s.Properties))
	for n := range s.Properties {
		names = append(names, n)
	}
	sort.Strings(names)
	var out []string
	for k := range args {
		if !slices.Contains(names, k) {
			out = append(out, "/"+pointerToken.Replace(k)+": not a parameter of the tool"+suggest.Hint(k, names))
		}
	}
	sort.Strings(out)
	return out
}

// pointerToken escapes a member name as a JSON pointer token (RFC 6901).
var pointerToken = strings.NewReplacer("~", "~0", "/", "~1")
