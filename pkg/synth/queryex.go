package synth

import (
	"strings"

	"github.com/mcpgen/mcpgen/pkg/role"
)

// A search parameter whose own description shows its searches ("Free
// text, e.g. 'rye', 'gluten free', 'brioche bun'", a filter language's
// "today | overdue", "7 days & @waiting") searches for things like those:
// the server's own goods or its own syntax. The area's queries stand for
// them only where the description shows none; a wholesale bakery's
// catalog is not searched for a hiking backpack, a filter language is
// not typed as prose.

// placeholderWords are the words an example ends with where it shows
// the form of a search, not a search ("assigned to: person", "search:
// keyword").
var placeholderWords = map[string]bool{"person": true, "keyword": true, "keywords": true, "name": true, "value": true, "text": true,
	"query": true, "term": true, "id": true, "string": true, "user": true, "something": true, "foo": true, "bar": true, "x": true}

// ownExampleQuery returns one of the searches the parameter's own
// description (or schema examples) shows, when it shows at least two
// that are searches and not a form with a placeholder; ok is false
// otherwise.
func (g *Generator) ownExampleQuery(r *role.Role, h hint) (string, bool) {
	if len(r.Examples) < 2 || structured(r.Examples) != nil {
		return "", false // (a query language's examples are redrawn: likeQuery)
	}
	var ex []string
	for _, e := range notRequests(r.Examples, h.name) {
		if exampleQuery(e) {
			ex = append(ex, e)
		}
	}
	if len(ex) < 2 {
		return "", false
	}
	return ex[g.rng.Intn(len(ex))], true
}

// exampleQuery tells whether an example is a search one could run as
// it stands: not empty, not a URL or a code, not ending in a
// placeholder word.
func exampleQuery(e string) bool {
	e = strings.TrimSpace(e)
	if e == "" || len(e) > 60 || strings.Contains(e, "://") || strings.ContainsAny(e, "<>{}") {
		return false
	}
	ws := strings.Fields(strings.ToLower(strings.Trim(e, ".")))
	if len(ws) == 0 {
		return false
	}
	last := strings.Trim(ws[len(ws)-1], ":\"'()")
	return !placeholderWords[last]
}
