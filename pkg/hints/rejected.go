package hints

import (
	"encoding/json"
	"fmt"
	"sort"
	"strings"

	"github.com/mcpgen/mcpgen/pkg/schema"
	"github.com/mcpgen/mcpgen/pkg/tool"
)

// A Rejected is a pool of which no value is valid for a parameter of a
// tool it applies to. The synthesizer skips a value that does not
// validate, so such a pool is never used for that tool.
type Rejected struct {
	Key    string // "param" or "tool.param"
	Origin string
	Tool   string
	Param  string
	// Values is the number of values in the pool; Why the first one's
	// violation ("\"kelvin\": value must be one of ...").
	Values int
	Why    string
}

// Rejected returns, for each of tools (sorted by name) and each pool that
// applies to one of its top-level parameters by name, the pools none of
// whose values validates as that parameter against the tool's inputSchema.
// Pools keyed by JSON pointer, and names of nested properties, are not
// checked; nor are tools whose inputSchema does not compile.
func (s *Set) Rejected(tools []tool.Tool) []Rejected {
	if s == nil {
		return nil
	}
	ts := append([]tool.Tool(nil), tools...)
	sort.SliceStable(ts, func(i, j int) bool { return ts[i].Name < ts[j].Name })
	var out []Rejected
	for _, t := range ts {
		var sch struct {
			Properties map[string]json.RawMessage `json:"properties"`
		}
		if json.Unmarshal(t.InputSchema, &sch) != nil || len(sch.Properties) == 0 {
			continue
		}
		// The pools of every tool, overridden by the tool's own (as For).
		keys := map[string]string{} // param → key
		for k := range s.pools[""] {
			keys[k] = k
		}
		for k := range s.pools[t.Name] {
			keys[k] = joinKey(t.Name, k)
		}
		params := make([]string, 0, len(keys))
		for p := range keys {
			if _, ok := sch.Properties[p]; ok && !strings.HasPrefix(p, "/") {
				params = append(params, p)
			}
		}
		if len(params) == 0 {
			continue
		}
		sort.Strings(params)
		compiled, err := schema.CompileInput(t)
		if err != nil {
			continue
		}
		for _, p := range params {
			key := keys[p]
			tl := ""
			if key != p {
				tl = t.Name
			}
			values := s.pools[tl][p]
			if why, ok := noneValid(compiled, p, values); !ok {
				out = append(out, Rejected{Key: key, Origin: s.origin[key], Tool: t.Name, Param: p, Values: len(values), Why: why})
			}
		}
	}
	return out
}

// noneValid reports whether any of values is valid as parameter p of the
// tool's compiled inputSchema (violations of other parameters, such as a
// missing required one, aside); when none is, why is the first value's
// violation.
func noneValid(sc *schema.Schema, p string, values []any) (why string, ok bool) {
	ptr := "/" + strings.NewReplacer("~", "~0", "/", "~1").Replace(p)
	for i, v := range values {
		bad := ""
		for _, vi := range sc.Validate(map[string]any{p: v}) {
			if vi.InstancePointer == ptr || strings.HasPrefix(vi.InstancePointer, ptr+"/") {
				bad = vi.Message
				break
			}
		}
		if bad == "" {
			return "", true
		}
		if i == 0 {
			b, _ := json.Marshal(v)
			why = fmt.Sprintf("%s: %s", b, bad)
		}
	}
	return why, len(values) == 0
}
