package schema

import (
	"errors"
	"fmt"
	"sort"
	"strings"

	"github.com/santhosh-tekuri/jsonschema/v5"
)

// DefaultMaxExpansion bounds the number of schema nodes a schema expands to
// when every $ref is replaced by its target (see CompileOptions.MaxExpansion).
// The largest expansion among the captured real servers is 61 nodes
// (mongodb's explain), and the SARIF 2.1.0 schema, 136 KB of definitions
// reused by $ref, expands to about 20,000. With $refs, a few kilobytes
// reach 2^40 (40 definitions, each an allOf of two $refs to the previous
// one). Validating one value visits every node of the expansion that
// applies to it in place (about 0.3 s for 2^18 nodes on one loaded core),
// and a generator builds it. Documents whose expansion is no larger than
// their own node count (no reference repeats anything) are bounded by
// DefaultMaxBytes instead.
const DefaultMaxExpansion = 1 << 18

// ErrFanOut is wrapped by Compile errors for schemas whose $refs multiply
// (allOf, anyOf, oneOf or properties of several $refs to one definition,
// chained): the expansion exceeds CompileOptions.MaxExpansion, and
// validating or generating a value would take exponential time.
var ErrFanOut = errors.New("schema $refs expand exponentially")

// An ExpansionError is returned (wrapped) by Compile for a schema whose $ref
// expansion exceeds the limit. It wraps ErrFanOut.
type ExpansionError struct {
	// Pointer is the JSON pointer of the innermost schema node whose
	// expansion alone exceeds the limit.
	Pointer string
	// Limit is the bound that was exceeded (nodes).
	Limit int
}

func (e *ExpansionError) Error() string {
	p := e.Pointer
	if p == "" {
		p = "/"
	}
	return fmt.Sprintf("%v: the schema at %s expands to more than %d nodes when its $refs are followed (branches that refer to the same definition repeat it, and chained they double at each step); refer to each definition once per branch or merge the branches", ErrFanOut, p, e.Limit)
}

// Unwrap returns ErrFanOut.
func (e *ExpansionError) Unwrap() error { return ErrFanOut }

// expansionCap is where expansion sizes saturate: far above any limit, far
// below integer overflow.
const expansionCap = 1 << 50

// valueCheckBudget bounds the schema node visits lint spends validating the
// default, const, enum and examples values of one schema (see
// linter.values): about 2 s on one loaded core.
const valueCheckBudget = 1 << 21

// expansionSizes returns the expansion (see expansion) of every node
// reachable from s, computed once.
func expansionSizes(s *jsonschema.Schema) map[*jsonschema.Schema]int {
	memo := map[*jsonschema.Schema]int{}
	expansionMemo(s, 0, memo)
	return memo
}

// expansion returns the number of schema nodes s expands to when every $ref
// (and $recursiveRef, $dynamicRef) is followed and every applicator applied
// once, saturated at expansionCap. A reference back to a node being
// expanded (recursion) counts one: recursion is bounded by the instance,
// which the validator walks. The work is linear in the number of compiled
// nodes (memoized), which distinct counts. When limit > 0, over is the
// location of the first node, in post-order, whose expansion exceeds limit.
func expansion(s *jsonschema.Schema, limit int) (size, distinct int, over string) {
	memo := map[*jsonschema.Schema]int{}
	size, over = expansionMemo(s, limit, memo)
	return size, len(memo), over
}

// expansionMemo is expansion with the memo (node → expansion) given.
func expansionMemo(s *jsonschema.Schema, limit int, memo map[*jsonschema.Schema]int) (size int, over string) {
	onStack := map[*jsonschema.Schema]bool{}
	var visit func(s *jsonschema.Schema, depth int) int
	visit = func(s *jsonschema.Schema, depth int) int {
		if s == nil {
			return 0
		}
		if n, ok := memo[s]; ok {
			return n
		}
		if onStack[s] || depth > 10*DefaultMaxDepth {
			return 1
		}
		onStack[s] = true
		n := 1
		add := func(k int) {
			n += k
			if n > expansionCap {
				n = expansionCap
			}
		}
		forEachChild(s, func(c *jsonschema.Schema) { add(visit(c, depth+1)) })
		onStack[s] = false
		memo[s] = n
		if limit > 0 && n > limit && over == "" {
			_, frag, _ := strings.Cut(s.Location, "#")
			over = unescapeURIFragment(frag)
		}
		return n
	}
	size = visit(s, 0)
	return size, over
}

// forEachChild calls f on every subschema s applies, in a fixed order,
// the targets of its references included.
func forEachChild(s *jsonschema.Schema, f func(*jsonschema.Schema)) {
	one := func(x any) {
		switch y := x.(type) {
		case *jsonschema.Schema:
			f(y)
		case []*jsonschema.Schema:
			for _, z := range y {
				f(z)
			}
		}
	}
	for _, x := range []*jsonschema.Schema{s.Ref, s.RecursiveRef, s.DynamicRef, s.Not, s.If, s.Then, s.Else, s.PropertyNames,
		s.UnevaluatedProperties, s.Items2020, s.Contains, s.UnevaluatedItems, s.ContentSchema} {
		if x != nil {
			f(x)
		}
	}
	for _, xs := range [][]*jsonschema.Schema{s.AllOf, s.AnyOf, s.OneOf, s.PrefixItems} {
		for _, x := range xs {
			f(x)
		}
	}
	for _, k := range sortedSchemaKeys(s.Properties) {
		f(s.Properties[k])
	}
	if len(s.PatternProperties) > 0 {
		pats := make([]string, 0, len(s.PatternProperties))
		byPat := map[string]*jsonschema.Schema{}
		for re, x := range s.PatternProperties {
			pats = append(pats, re.String())
			byPat[re.String()] = x
		}
		sort.Strings(pats)
		for _, p := range pats {
			f(byPat[p])
		}
	}
	for _, k := range sortedSchemaKeys(s.DependentSchemas) {
		f(s.DependentSchemas[k])
	}
	deps := make([]string, 0, len(s.Dependencies))
	for k := range s.Dependencies {
		deps = append(deps, k)
	}
	sort.Strings(deps)
	for _, k := range deps {
		one(s.Dependencies[k])
	}
	one(s.AdditionalProperties)
	one(s.AdditionalItems)
	one(s.Items)
}

// checkExpansion returns an *ExpansionError when s expands beyond limit
// and beyond its own node count (limit <= 0: no check).
func checkExpansion(s *Schema, limit int) error {
	if limit <= 0 || s.expanded <= limit || s.expanded <= s.distinct {
		return nil
	}
	_, _, over := expansion(s.lib, limit)
	return &ExpansionError{Pointer: over, Limit: limit}
}
