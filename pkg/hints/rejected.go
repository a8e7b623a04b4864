package hints

import (
	"encoding/json"
	"fmt"
	"sort"
	"strings"

	"github.com/mcpgen/mcpgen/pkg/schema"
	"github.com/mcpgen/mcpgen/pkg/tool"
)

// A Rejected is a pool with values that are not valid for a parameter of a
// tool it applies to. The synthesizer skips a value that does not
// validate, so those values are never used for that tool, and when none is
// valid (Invalid == Values) the pool is not used for it at all.
type Rejected struct {
	Key    string // "param" or "tool.param"
	Origin string
	Tool   string
	Param  string
	// Values is the number of values in the pool, Invalid how many of them
	// do not validate (1 to Values); Why the first invalid one's violation
	// ("\"kelvin\": value must be one of ...").
	Values  int
	Invalid int
	Why     string
}

// None reports whether no value of the pool is valid, so that the pool is
// not used for the tool at all.
func (r Rejected) None() bool { return r.Invalid == r.Values }

// Rejected returns, for each of tools (sorted by name) and each pool that
// applies to one of its top-level parameters by name, the pools with a
// value that does not validate as that parameter against the tool's
// inputSchema: a typo in one value of a pool is reported as well as a pool
// of which nothing can be used.
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
			if n, why := invalid(compiled, p, values); n > 0 {
				out = append(out, Rejected{Key: key, Origin: s.origin[key], Tool: t.Name, Param: p, Values: len(values), Invalid: n, Why: why})
			}
		}
	}
	return out
}

// invalid counts the values that are not valid as parameter p of the
// tool's compiled inputSchema (violations of other parameters, such as a
// missing required one, aside); why is the first invalid value's
// violation.
func invalid(sc *schema.Schema, p string, values []any) (n int, why string) {
	ptr := "/" + strings.NewReplacer("~", "~0", "/", "~1").Replace(p)
	for _, v := range values {
		bad := ""
		for _, vi := range sc.Validate(map[string]any{p: v}) {
			if vi.InstancePointer == ptr || strings.HasPrefix(vi.InstancePointer, ptr+"/") {
				bad = vi.Message
				break
			}
		}
		if bad == "" {
			continue
		}
		if n == 0 {
			b, _ := json.Marshal(v)
			why = fmt.Sprintf("%s: %s", b, bad)
		}
		n++
	}
	return n, why
}
