package synth

import (
	"strconv"
	"strings"

	"github.com/mcpgen/mcpgen/pkg/role"
)

// A parameter whose description gives examples of a closed-ish category
// of named things ("Brand of the bike, such as Trek or Giant", "Component
// maker, for example Shimano, SRAM or Campagnolo", "Ink brand, e.g.
// Eternal, Dynamic") takes a value of that kind: one of the examples, or a
// sibling of one built from its shape ("Escape 3" → "Escape 4"). A
// company from the generic pool ("Corvid Systems") is no bike brand, and
// a model redrawn letter by letter ("gpt-4w") is no model anyone sells.

// closedKindWords are the words that name a closed-ish category: the
// brands, makers and models of a trade, a carrier's services, the breeds
// and varieties of a kind of animal or plant.
var closedKindWords = []string{"brand", "brands", "make", "maker", "makers", "manufacturer", "manufacturers", "model", "models",
	"carrier", "carriers", "breed", "breeds", "variety", "varieties", "varietal", "cultivar", "grape", "flavor", "flavour"}

// closedKindNot are name words that make the parameter something else
// than a member of the category: its identifier, code, number or count
// ("vendor_id", "part_sku", "model_count"), or free text about it.
var closedKindNot = []string{"id", "ids", "sku", "code", "codes", "number", "no", "serial", "key", "url", "uri", "email", "count",
	"description", "notes", "note", "comment", "query", "path", "file", "year", "version"}

// exampleMarkers open a description's examples.
var exampleMarkers = []string{"e.g", "eg.", "such as", "for example", "for instance", "like ", "example:", "examples:"}

// closedKind tells whether a parameter named by the words ts, described by
// the lower-cased d, is a member of a closed-ish category: its name or the
// description's words before its examples say brand, maker, model, ...
func closedKind(ts []string, d string) bool {
	if hasWord(ts, closedKindNot...) {
		return false
	}
	if hasWord(ts, closedKindWords...) {
		return true
	}
	head := d
	for _, m := range exampleMarkers {
		if i := strings.Index(head, m); i >= 0 {
			head = head[:i]
		}
	}
	if head == d {
		return false // no examples: nothing shows the category's members
	}
	hs := tokens(head)
	return len(hs) <= 8 && hasWord(hs, closedKindWords...) && !hasWord(hs, closedKindNot...)
}

// closedKindValue returns one of the description's examples of a
// closed-ish category, or some of the time a sibling built from its
// shape; placeholders ("Acme", "Foo") are never values. ok is false for
// other parameters and when no example is left.
func (g *Generator) closedKindValue(r *role.Role, h hint) (string, bool) {
	if len(r.Examples) == 0 {
		return "", false
	}
	switch r.Kind {
	case role.Unknown, role.Organisation, role.Ident, role.Word, role.ID:
		// (an ID here is a model its examples show as a code, "gpt-4":
		// closedKind leaves out the names that say id, code or number)
	default:
		return "", false
	}
	ts, d := g.nameAndText(h)
	if !closedKind(ts, d) {
		return "", false
	}
	exs := realExamples(notRequests(r.Examples, h.name))
	if len(exs) == 0 {
		return "", false
	}
	ex := exs[g.rng.Intn(len(exs))]
	if g.rng.Intn(3) == 0 {
		if v, ok := g.numberedSibling(ex); ok {
			return v, true
		}
	}
	return ex, true
}

// numberedSibling returns a sibling of a name that ends on a small number
// of its own ("Escape 3" → "Escape 4", "Domane AL 2" → "Domane AL 3"): a
// maker's line numbers its models. ok is false for any other shape, whose
// letters and digits carry meaning a redraw loses ("gpt-4o", "700x28c").
func (g *Generator) numberedSibling(ex string) (string, bool) {
	i := strings.LastIndexByte(ex, ' ')
	if i <= 0 {
		return "", false
	}
	n, err := strconv.Atoi(ex[i+1:])
	if err != nil || n < 1 || n > 9 || strings.ContainsAny(ex[:i], "0123456789") {
		return "", false
	}
	m := n + 1 + g.rng.Intn(2)
	if n > 2 && g.rng.Intn(2) == 0 {
		m = n - 1
	}
	return ex[:i+1] + strconv.Itoa(m), true
}

// stubWords are the words that mark an example as a placeholder
// showing the form of a value, never a value a user has: "Acme Corp",
// "Jane Doe", "foo", "Lorem ipsum", "your-bucket".
var stubWords = []string{"acme", "contoso", "foo", "bar", "baz", "foobar", "doe", "lorem", "ipsum", "example", "placeholder",
	"your", "yourname", "xxx", "xxxx"}

// placeholderExample tells whether an example is a placeholder: it has
// a placeholder word ("Acme Supply Co", "name@example.com") or a slot
// marked with <>, {} or [].
func placeholderExample(ex string) bool {
	if strings.ContainsAny(ex, "<>{}[]") {
		return true
	}
	return hasWord(sharedTokens(ex), stubWords...)
}

// realExamples returns the examples that are not placeholders.
func realExamples(exs []string) []string {
	var out []string
	for _, e := range exs {
		if !placeholderExample(e) {
			out = append(out, e)
		}
	}
	return out
}

// lineExamples returns the examples the description of a line of a sale
// or a shipment gives ("What the line is for, e.g. 'inner tube 700x28c' or
// 'brake bleed'"), without placeholders and requests: the goods and work
// of the server's own trade, where a generic pool's are another trade's.
func lineExamples(r *role.Role, h hint) []string {
	if len(r.Examples) == 0 {
		return nil
	}
	return realExamples(notRequests(r.Examples, h.name))
}

// ownLine returns a line of a sale or a shipment whose description gives
// examples: an example not yet drawn in this call, then the trade's work
// lines (workLine) when the examples are used up, so a list of five lines
// is not one example five times.
func (g *Generator) ownLine(r *role.Role, h hint) string {
	exs := lineExamples(r, h)
	k := g.rng.Intn(len(exs))
	for i := range exs {
		if v := exs[(k+i)%len(exs)]; g.sc.fresh(v) {
			return v
		}
	}
	if saleLine(h) {
		if v, ok := g.workLine(); ok && g.sc.fresh(v) {
			return v
		}
	}
	return exs[k]
}

// placeholderOrg tells whether a placeholder example is a firm's name of a
// few capitalized words ("Acme Supply Co", "Contoso Ltd"): the value is a
// firm, whose name the scene's organisation gives.
func placeholderOrg(ex string) bool {
	ws := strings.Fields(ex)
	if len(ws) > 4 || !hasWord(sharedTokens(ws[0]), "acme", "contoso") {
		return false
	}
	for _, w := range ws {
		if c := w[0]; c < 'A' || c > 'Z' {
			return false
		}
	}
	return true
}
