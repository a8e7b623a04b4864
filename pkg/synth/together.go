package synth

import (
	"regexp"
	"strconv"
	"strings"

	"github.com/mcpgen/mcpgen/pkg/role"
	"github.com/santhosh-tekuri/jsonschema/v5"
)

// Values of one call that only mean something together: a sort direction
// and the key it sorts by.

// sortDir is a sort direction property of an object plan and the sort key
// it orders (-1: the object has none).
type sortDir struct{ dir, key int }

// directionWords are the values of a sort direction enum.
var directionWords = map[string]bool{"asc": true, "desc": true, "ascending": true, "descending": true}

// withSortKey matches a direction's description saying it applies only
// with a sort key: "Ignored unless sort is given", "only used with sort_by".
var withSortKey = regexp.MustCompile(`(?i)\b(?:only|ignored|with|when|unless|requires?|if)\b[^.]{0,30}\b(?:sort|sort_by|sortby|order_by|orderby|sort key|sort field)\b`)

// queryWords name the free-text query of a search tool, whose results are
// ranked by relevance: a direction alone orders nothing there.
var queryWords = map[string]bool{"q": true, "query": true, "search": true, "keywords": true, "term": true, "terms": true}

// isDirection reports whether s (named name) is a sort direction: a string
// enum of asc/desc (ascending/descending).
func isDirection(s *jsonschema.Schema) bool {
	if len(s.Enum) < 2 {
		return false
	}
	for _, e := range s.Enum {
		v, ok := e.(string)
		if !ok || !directionWords[strings.ToLower(v)] {
			return false
		}
	}
	return true
}

// isSortKey reports whether a property name names what results are sorted
// by: sort, sort_by, orderBy, sort_field.
func isSortKey(name string) bool {
	ts := role.Tokens(name)
	for i, t := range ts {
		if t == "sort" {
			return true
		}
		if t == "order" && i+1 < len(ts) && ts[i+1] == "by" {
			return true
		}
	}
	return false
}

// sortDirections finds the optional sort directions of a plan and their
// keys. A direction whose object has no sort key is listed with key -1
// only when it does not apply alone: its description says it needs a
// sort key, or the object is a search by a required free-text query.
func sortDirections(p *objPlan) []sortDir {
	var out []sortDir
	for i := range p.names {
		s := p.schemas[i][0]
		if p.required[i] || !isDirection(s) {
			continue
		}
		key := -1
		for j, k := range p.names {
			if j != i && isSortKey(k) && !isDirection(p.schemas[j][0]) {
				key = j
			}
		}
		if key < 0 && !withSortKey.MatchString(s.Description) && !p.searchByQuery() {
			continue // a direction that orders by a default key: newest first
		}
		out = append(out, sortDir{dir: i, key: key})
	}
	return out
}

// searchByQuery reports whether the plan's object requires a free-text
// query (q, query, search).
func (p *objPlan) searchByQuery() bool {
	for i, n := range p.names {
		if p.required[i] && queryWords[strings.ToLower(n)] {
			return true
		}
	}
	return false
}

// sortTogether makes an included sort direction come with its key (the
// key is added when it is optional and may be present) and leaves out a
// direction that has no key to order.
func (p *objPlan) sortTogether(include []bool, optional []*jsonschema.Schema) {
	for _, d := range p.dirs {
		if !include[d.dir] {
			continue
		}
		switch {
		case d.key >= 0 && (p.required[d.key] || include[d.key]):
		case d.key >= 0 && optional[d.key] != nil:
			include[d.key] = true
		default:
			include[d.dir] = false
		}
	}
}

// runNames name arrays of rich-text runs: one text split into styled
// pieces.
var runNames = map[string]bool{"rich_text": true, "richtext": true, "title": true, "caption": true, "description": true}

// runArray reports whether c, the schema of an array named name, holds
// the runs of one rich text (items with a text object): one run carries
// the text, where several would join unrelated texts or repeat one.
func runArray(c conj, name string) bool {
	if !runNames[strings.ToLower(name)] {
		return false
	}
	for _, s := range c.pos {
		if it, ok := s.Items.(*jsonschema.Schema); ok && richRun(it, 0) {
			return true
		}
		if richRun(s.Items2020, 0) {
			return true
		}
	}
	return false
}

// richRun reports whether s (through $ref and anyOf/oneOf branches) is a
// rich-text run: an object with a text property.
func richRun(s *jsonschema.Schema, depth int) bool {
	if s == nil || depth > 3 {
		return false
	}
	if _, ok := s.Properties["text"]; ok {
		return true
	}
	if richRun(s.Ref, depth+1) {
		return true
	}
	for _, b := range append(append([]*jsonschema.Schema(nil), s.AnyOf...), s.OneOf...) {
		if richRun(b, depth+1) {
			return true
		}
	}
	return false
}

// blockIndex returns the index of the block a rich text at ptr belongs to
// (/children/2/paragraph/rich_text/0/text/content → 2), or -1.
func blockIndex(ptr string) int {
	i := strings.Index(ptr, "/rich_text/")
	if i < 0 {
		return -1
	}
	segs := strings.Split(ptr[:i], "/")
	for j := len(segs) - 1; j >= 0; j-- {
		if n, err := strconv.Atoi(segs[j]); err == nil {
			return n
		}
	}
	return -1
}

// sentences splits a text into its sentences.
func sentences(s string) []string {
	var out []string
	for s != "" {
		i := strings.Index(s, ". ")
		if i < 0 {
			out = append(out, s)
			break
		}
		out = append(out, s[:i+1])
		s = s[i+2:]
	}
	return out
}
