package synth

import (
	"github.com/mcpgen/mcpgen/internal/memo"
	"github.com/mcpgen/mcpgen/pkg/tool"
	"github.com/santhosh-tekuri/jsonschema/v5"
)

// Null beside a type (pydantic's Optional[T] as {"anyOf":[{"type":T},
// {"type":"null"}],"default":null}, a type array ["string","null"], an
// enum listing null) usually means "not given": a call that means nothing
// leaves the argument out, and one that means something gives a T. A call
// sends null on purpose only where the tool says null clears, removes or
// resets what the parameter holds ("Pass null to clear it", "null clears
// an override"); elsewhere a drawn null made requests such as "list the
// stations, resetting the status".

// nullClears reports whether null is a value calls send on purpose for
// the value described by desc: desc or the tool's description (Options.About)
// says null clears what it holds. In a result (Options.Result) null is
// always a value.
func (g *Generator) nullClears(desc string) bool {
	if g.opts.Result {
		return true // a result's null is data, not a request
	}
	if descNullClears(desc) {
		return true
	}
	if g.aboutNull == 0 {
		g.aboutNull = 2
		if _, ok := tool.NullClears(g.opts.About); ok {
			g.aboutNull = 1
		}
	}
	return g.aboutNull == 1
}

// nullClearsMemo keeps tool.NullClears' answer per description: flatten
// asks it of every anyOf of every value drawn, and the description of a
// compiled schema never changes.
var nullClearsMemo = memo.New[string, bool](descMemoEntries)

// descNullClears is tool.NullClears of desc, its pattern run once per
// description of at most descMemoLen bytes.
func descNullClears(desc string) bool {
	if len(desc) > descMemoLen {
		_, ok := tool.NullClears(desc)
		return ok
	}
	return nullClearsMemo.Get(desc, nullClearsOf)
}

// nullClearsOf is tool.NullClears without its verb.
func nullClearsOf(desc string) bool {
	_, ok := tool.NullClears(desc)
	return ok
}

// isNullBranch reports whether b only allows null ({"type":"null"}).
func isNullBranch(b *jsonschema.Schema) bool {
	return b != nil && len(b.Types) == 1 && b.Types[0] == "null" && b.Ref == nil && len(b.AnyOf) == 0 && len(b.OneOf) == 0 && len(b.AllOf) == 0
}

// givenBranch returns the branch of s.AnyOf to draw when it holds a null
// branch beside others and null does not clear (nullClears): one of the
// others; ok is false when the anyOf has no null branch, nothing else, or
// null clears.
func (g *Generator) givenBranch(s *jsonschema.Schema) (int, bool) {
	null := -1
	for j, b := range s.AnyOf {
		if isNullBranch(b) {
			null = j
			break
		}
	}
	if null < 0 || len(s.AnyOf) < 2 || g.nullClears(s.Title+" "+s.Description+" "+g.flatDesc) {
		return 0, false
	}
	if len(s.AnyOf) == 2 {
		return 1 - null, true
	}
	return -1, true
}

// conjDesc joins the titles and descriptions of c's schemas.
func conjDesc(c conj) string {
	d := ""
	for _, s := range c.pos {
		d += s.Title + " " + s.Description + " "
	}
	return d
}

// withoutNull returns vals without null when others remain and null does
// not clear the value c describes (nullClears).
func (g *Generator) withoutNull(c conj, vals []any) []any {
	n := 0
	for _, v := range vals {
		if v == nil {
			n++
		}
	}
	if n == 0 || n == len(vals) || g.nullClears(conjDesc(c)) {
		return vals
	}
	out := make([]any, 0, len(vals)-n)
	for _, v := range vals {
		if v != nil {
			out = append(out, v)
		}
	}
	return out
}

// withoutNullType returns the type options ts without null when others
// remain and null does not clear the value c describes (nullClears).
func (g *Generator) withoutNullType(c conj, ts []int) []int {
	if len(ts) < 2 || ts[len(ts)-1] != tNull || g.nullClears(conjDesc(c)) {
		return ts
	}
	return ts[:len(ts)-1]
}

// firstGiven returns the first branch of s.AnyOf that allows more than
// null.
func firstGiven(s *jsonschema.Schema) int {
	for j, b := range s.AnyOf {
		if !isNullBranch(b) {
			return j
		}
	}
	return 0
}
