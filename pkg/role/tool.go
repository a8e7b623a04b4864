package role

import (
	"encoding/json"
	"maps"
	"slices"
	"strings"
)

// A Param is one parameter of a tool with its role: a top-level property,
// a nested property ("/agenda/topic") or the items of an array
// ("/attendees/*/email", "/tags/*").
type Param struct {
	// Path is the instance JSON pointer, "*" standing for any array index.
	Path string `json:"path"`
	// Name is the property name (for array items, the array's name).
	Name string `json:"name"`
	// Type is the schema's "type" as written ("string", "integer|null").
	Type string `json:"type,omitempty"`
	Role Role   `json:"role"`
}

// ClassifyTool classifies every parameter of a tool's inputSchema, nested
// objects and array items included (to depth 4), in a fixed order. It is
// what `mcpgen templates roles` prints and what a request writer can cache
// per tool. $ref is not followed: referenced parameters are left out.
func ClassifyTool(tool ToolContext, inputSchema json.RawMessage) []Param {
	var root map[string]any
	if json.Unmarshal(inputSchema, &root) != nil {
		return nil
	}
	var out []Param
	walkProps(tool, root, "", 0, &out)
	return out
}

func walkProps(tool ToolContext, obj map[string]any, ptr string, depth int, out *[]Param) {
	props, _ := obj["properties"].(map[string]any)
	if depth > 4 || len(props) == 0 {
		return
	}
	names := slices.Sorted(maps.Keys(props))
	for _, k := range names {
		ps, _ := props[k].(map[string]any)
		if ps == nil {
			continue
		}
		p := ptr + "/" + escape(k)
		f := factsOf(ps)
		if items, ok := ps["items"].(map[string]any); ok && hasType(f, "array") {
			itf := factsOf(items)
			itf.ItemOf = true
			if itf.Description == "" {
				itf.Description = f.Description
			}
			if itf.Title == "" {
				itf.Title = f.Title
			}
			if _, nested := items["properties"]; nested {
				walkProps(tool, items, p+"/*", depth+1, out)
				continue
			}
			r := Classify(tool, ParamContext{Name: k, Path: p + "/0", Facts: &itf, Siblings: names})
			*out = append(*out, Param{Path: p + "/*", Name: k, Type: "array of " + strings.Join(itf.Types, "|"), Role: r})
			continue
		}
		if _, nested := ps["properties"]; nested {
			walkProps(tool, ps, p, depth+1, out)
			continue
		}
		r := Classify(tool, ParamContext{Name: k, Path: p, Facts: &f, Siblings: names})
		*out = append(*out, Param{Path: p, Name: k, Type: strings.Join(f.Types, "|"), Role: r})
	}
}

func hasType(f Facts, t string) bool {
	for _, x := range f.Types {
		if x == t {
			return true
		}
	}
	return false
}

// factsOf reads the Facts of a decoded schema object.
func factsOf(m map[string]any) Facts {
	b, _ := json.Marshal(m)
	return ParamContext{Schema: b}.facts()
}

func escape(s string) string {
	return strings.NewReplacer("~", "~0", "/", "~1").Replace(s)
}
