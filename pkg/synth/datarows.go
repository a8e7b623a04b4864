package synth

import (
	"sort"
	"strings"

	"github.com/santhosh-tekuri/jsonschema/v5"

	"github.com/mcpgen/mcpgen/pkg/role"
)

// The rows of a data series (a chart's points, a table's rows: "data":
// [{"category": …, "value": …, "group": …}]) are columns of one table: a
// row has the columns the others have. Drawn one by one, each row picked
// its optional members on its own ("North 42", then a row without a
// group, then "South 263"), and a row could lack its value or be marked
// both a total and an intermediate total.

// rowParents name, beside seriesParents, a list whose items are the rows
// of a table or the marks of a plot.
var rowParents = map[string]bool{"rows": true, "bars": true, "slices": true}

// rowMemo carries one include choice for the optional members of all the
// rows of one list: the first row's choice, which the others follow.
type rowMemo struct {
	depth   int      // the depth of the rows' objects
	plan    *objPlan // the rows' plan, once the first row is drawn
	include []bool   // per plan name: whether the first row holds it
	n       int      // the number of rows drawn for the list
	label   string   // the member labelled by the call's dimension (rowLabel); the others are its groups
}

// dataRowItems tells whether items, the one items schema of the list
// named name, are the rows of a data series: a list named as one, of
// objects of two to six scalar members, with a number (the row's
// measure) and a required member (its label or its measure).
func dataRowItems(items []*jsonschema.Schema, name string) bool {
	if len(items) != 1 || items[0] == nil {
		return false
	}
	n := strings.ToLower(name)
	if !seriesParents[n] && !rowParents[n] {
		return false
	}
	s := items[0]
	if len(s.Properties) < 2 || len(s.Properties) > 6 {
		return false
	}
	measure := false
	if len(s.Required) == 0 {
		return false
	}
	for _, ps := range s.Properties {
		measure = measure || scalarType(ps, "number") || scalarType(ps, "integer")
	}
	if !measure {
		return false
	}
	for _, ps := range s.Properties {
		if !scalarType(ps, "string") && !scalarType(ps, "number") && !scalarType(ps, "integer") && !scalarType(ps, "boolean") {
			return false
		}
	}
	return true
}

// scalarType tells whether s declares the one type t.
func scalarType(s *jsonschema.Schema, t string) bool {
	return len(s.Types) == 1 && s.Types[0] == t
}

// followRow makes include, a row's choice of its optional members, the
// choice of the list's first row (g.rows): a member the first row holds
// is in every row, one it lacks in none. A number is each row's measure
// and is always held; a flag (a total row's isTotal) is a row's own and
// is left to each row.
func (g *Generator) followRow(p *objPlan, optional []*jsonschema.Schema, include []bool, depth int) {
	r := g.rows
	if r == nil || r.depth != depth || r.plan != nil && r.plan != p {
		return
	}
	for i, s := range optional {
		if s == nil {
			continue
		}
		switch {
		case scalarType(s, "boolean"):
		case scalarType(s, "number") || scalarType(s, "integer"):
			include[i] = true
		case r.plan != nil:
			include[i] = r.include[i]
		}
	}
	if r.plan == nil {
		r.plan = p
		r.include = append([]bool(nil), include...)
	}
}

// tidyRowFlags drops from each row of a data series the optional flags
// that are false (a person marks the total rows, never the others as
// "not a total") and keeps one true flag a row, the first by name: a row
// is a total or an intermediate total, never both.
func tidyRowFlags(items *jsonschema.Schema, arr []any) bool {
	req := map[string]bool{}
	for _, k := range items.Required {
		req[k] = true
	}
	var flags []string
	for _, k := range sortedKeys(items.Properties) {
		if !req[k] && scalarType(items.Properties[k], "boolean") {
			flags = append(flags, k)
		}
	}
	changed := false
	for _, e := range arr {
		m, ok := e.(map[string]any)
		if !ok {
			continue
		}
		set := false
		for _, k := range flags {
			b, ok := m[k].(bool)
			if !ok {
				continue
			}
			if !b || set {
				delete(m, k)
				changed = true
			}
			set = set || b
		}
	}
	return changed
}

// rowTextNames are the names of a data row's member that holds words of
// its own (a word cloud's text, a note), not a label of a dimension.
var rowTextNames = map[string]bool{"text": true, "word": true, "words": true, "term": true, "keyword": true, "tag": true,
	"comment": true, "note": true, "notes": true, "description": true, "message": true, "tooltip": true, "color": true, "colour": true}

// rowLabel returns the label of a data row's string member that nothing
// more specific classified (a step's name, a bar's label): a label of
// the call's dimension (chartCategory: "Jan", "North", "Online"), as a
// plotted row's label is, never a sentence or a to-do tag. ok is false
// outside the rows of a data series and for a member of its own kind (a
// date, a place, an email).
func (g *Generator) rowLabel(rl *role.Role, h hint) (string, bool) {
	if g.rows == nil || !strings.HasPrefix(h.ptr, "/") || rl == nil {
		return "", false
	}
	if g.linkEnd(h.name) {
		// a flow's row runs between the steps of one process, whatever
		// a bare "source" alone would be taken for (a file)
		return g.graphNode(h)
	}
	switch rl.Kind {
	case "", role.Text, role.Title, role.Tag, role.Word:
	default:
		return "", false
	}
	ts := tokens(h.name)
	if len(ts) == 0 || rowTextNames[ts[len(ts)-1]] {
		return "", false
	}
	h2 := h
	h2.parent = "data"
	if len(ts) == 1 && categoryNames[ts[0]] && ts[0] != "group" && g.rows.label == "" {
		g.rows.label = h.name // a "category" or a "label" is the row's label
	}
	if len(ts) != 1 || !categoryNames[ts[0]] {
		// the row's first such member is its label, any other a group
		// of it (a bar's label, then its stacked segment)
		h2.name = "category"
		if g.rows.label == "" {
			g.rows.label = h.name
		} else if g.rows.label != h.name {
			h2.name = "group"
		}
	}
	return g.chartCategory(h2)
}

// timeOrdered sorts the rows of a data series by their date or time
// member, when every row holds one (a line chart's points run from the
// first month to the last, never 2026-05, 2026-02, 2026-04); false when
// the rows have no such member or are in order already.
func timeOrdered(arr []any) bool {
	if len(arr) < 2 {
		return false
	}
	first, ok := arr[0].(map[string]any)
	if !ok {
		return false
	}
	key := ""
	for _, k := range sortedKeys(first) {
		if s, ok := first[k].(string); ok && isoDateLike(s) {
			key = k
			break
		}
	}
	if key == "" {
		return false
	}
	at := func(i int) string {
		m, _ := arr[i].(map[string]any)
		s, _ := m[key].(string)
		return s
	}
	for i := range arr {
		if !isoDateLike(at(i)) {
			return false
		}
	}
	if sort.SliceIsSorted(arr, func(i, j int) bool { return at(i) < at(j) }) {
		return false
	}
	sort.SliceStable(arr, func(i, j int) bool { return at(i) < at(j) })
	return true
}

// isoDateLike tells whether s opens with an ISO date or month
// ("2025-11", "2025-11-01T12:00:00Z"), which sorts as text in time order.
func isoDateLike(s string) bool {
	if len(s) < 7 || s[4] != '-' {
		return false
	}
	for i, r := range s[:7] {
		if i != 4 && (r < '0' || r > '9') {
			return false
		}
	}
	return true
}

// tidyRows keeps, for the rows of a data series, one true flag a row and puts a series over time in
// order (tidyRowFlags, timeOrdered), marking the instance for the whole
// check when either changed it.
func (g *Generator) tidyRows(rows bool, items []*jsonschema.Schema, arr []any) {
	if !rows {
		return
	}
	if tidyRowFlags(items[0], arr) {
		g.unsure = true // rewritten after its check
	}
	if timeOrdered(arr) {
		g.unsure = true // reordered after its check
	}
}

// enterRows starts the rows of a data series when items are (see
// dataRowItems): their members follow the first row's (followRow) until
// leave is called. rows is false, and leave does nothing, for any other
// list.
func (g *Generator) enterRows(items []*jsonschema.Schema, name string, depth, n int) (rows bool, leave func()) {
	if items == nil || !dataRowItems(items, name) {
		return false, func() {}
	}
	prev := g.rows
	g.rows = &rowMemo{depth: depth + 1, n: n}
	return true, func() { g.rows = prev }
}
