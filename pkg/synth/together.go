package synth

import (
	"regexp"
	"slices"
	"strconv"
	"strings"
	"time"
	"unicode/utf8"

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
	if len(s.Enum) == 0 && len(s.Types) == 1 && s.Types[0] == "string" {
		// a direction whose values are stated in prose: "Possible values
		// include `ascending` and `descending`"
		d := strings.ToLower(s.Description)
		return strings.Contains(d, "ascending") && strings.Contains(d, "descending") || strings.Contains(d, "`asc`") && strings.Contains(d, "`desc`")
	}
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

// specKeys name the key of a small sort object ({"direction", "timestamp"},
// {"direction", "property"}).
var specKeys = map[string]bool{"timestamp": true, "property": true, "field": true, "key": true, "column": true, "attribute": true, "by": true}

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
			if j != i && (isSortKey(k) || len(p.names) <= 3 && specKeys[strings.ToLower(k)]) && !isDirection(p.schemas[j][0]) {
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

// pairWords are the words of two values that must differ: a route's ends,
// a copy's source and target, an edit's old and new text, a range's ends.
var pairWords = [][2]string{{"origin", "destination"}, {"source", "target"}, {"source", "destination"}, {"src", "dst"}, {"src", "dest"},
	{"from", "to"}, {"old", "new"}, {"start", "end"}, {"begin", "end"}, {"first", "last"},
	{"checkin", "checkout"}, {"since", "until"}, {"after", "before"}, {"dep", "arr"}}

// pairedIndexes returns the index pairs of a plan's properties whose names
// differ only by the words of a pair (old_str/new_str, origins/destinations,
// start_line/end_line), first word first.
func pairedIndexes(names []string) [][2]int {
	norm := make([][]string, len(names))
	for i, n := range names {
		ts := role.Tokens(n)
		for j, t := range ts {
			if len(t) > 3 && strings.HasSuffix(t, "s") {
				ts[j] = t[:len(t)-1] // origins, destinations
			}
		}
		norm[i] = ts
	}
	// Only a name holding a pair's first word can be the first of a pair,
	// and one holding a second word the second: the quadratic test runs on
	// those few, not on every two of a tool's thousands of parameters.
	var firsts, seconds []int
	for i, ts := range norm {
		f, s := pairSides(ts)
		if f {
			firsts = append(firsts, i)
		}
		if s {
			seconds = append(seconds, i)
		}
	}
	var out [][2]int
	for _, i := range firsts {
		for _, j := range seconds {
			if i != j && len(norm[i]) == len(norm[j]) && pairOf(norm[i], norm[j]) {
				out = append(out, [2]int{i, j})
			}
		}
	}
	return append(out, targetPairs(norm)...)
}

// targetWords open the name of a move's target when the source is named
// by the bare noun: mailbox and target_mailbox, folder and
// destination_folder.
var targetWords = map[string]bool{"target": true, "destination": true, "dest": true}

// targetPairs returns the index pairs of names ts[i] and ts[j] where ts[j]
// is a target word and then ts[i] (a message filed from its mailbox into
// another is never filed into the same one).
func targetPairs(norm [][]string) [][2]int {
	var out [][2]int
	for j, tj := range norm {
		if len(tj) < 2 || !targetWords[tj[0]] {
			continue
		}
		for i, ti := range norm {
			if i != j && slices.Equal(ti, tj[1:]) {
				out = append(out, [2]int{i, j})
			}
		}
	}
	return out
}

// pairSides reports whether tokens ts hold a first and a second word of
// pairWords.
func pairSides(ts []string) (first, second bool) {
	for _, t := range ts {
		for _, w := range pairWords {
			first = first || strings.HasPrefix(t, w[0])
			second = second || strings.HasPrefix(t, w[1])
		}
	}
	return first, second
}

// pairOf reports whether token lists a and b are equal but for one place
// holding the first and the second word of a pair.
func pairOf(a, b []string) bool {
	diff := -1
	for k := range a {
		if a[k] != b[k] {
			if diff >= 0 {
				return false
			}
			diff = k
		}
	}
	if diff < 0 {
		return false
	}
	for _, w := range pairWords {
		// a pair's words may open a run-together token: depcity/arrcity
		ra, oka := strings.CutPrefix(a[diff], w[0])
		rb, okb := strings.CutPrefix(b[diff], w[1])
		if oka && okb && ra == rb {
			return true
		}
	}
	return false
}

// longText reports whether v is a text of three words or more.
func longText(v any) bool {
	s, ok := v.(string)
	return ok && strings.Count(strings.TrimSpace(s), " ") >= 2
}

// overlap reports whether a and b are equal, or lists sharing an item.
func overlap(a, b any) bool {
	la, ok1 := a.([]any)
	lb, ok2 := b.([]any)
	if !ok1 || !ok2 {
		return jsonEqual(a, b)
	}
	for _, x := range la {
		for _, y := range lb {
			if jsonEqual(x, y) {
				return true
			}
		}
	}
	return false
}

// distinctPairs makes the values of obj that must differ differ: the two
// ends of a pair (origin and destination, old and new text; two lists of
// them share no item) and two texts of three words or more (an edit's
// content and the range it replaces). The later value is generated again
// a few times; a numeric range's ends are put in order.
func (g *Generator) distinctPairs(p *objPlan, obj map[string]any, f frame, depth int) {
	regen := func(j int, clash func(any) bool) {
		for try := 0; try < 4 && clash(obj[p.names[j]]); try++ {
			if try == 1 {
				// the scene's one person or organisation drew the same
				// name again: the other end is someone else's
				defer g.sc.otherParty()()
			}
			x, err := g.gen(p.schemas[j], frame{ptr: f.ptr + p.segs[j], name: p.names[j], sibs: p.sibs}, depth+1)
			if err != nil {
				return
			}
			obj[p.names[j]] = x
		}
	}
	for _, pr := range p.ends {
		a, okA := obj[p.names[pr[0]]]
		b, okB := obj[p.names[pr[1]]]
		if !okA || !okB {
			continue
		}
		if g.dateRange(obj, p.names[pr[0]], p.names[pr[1]]) {
			continue
		}
		if ra, ok := toRat(a); ok {
			if rb, ok := toRat(b); ok && ratCmp(ra, rb) > 0 {
				obj[p.names[pr[0]]], obj[p.names[pr[1]]] = b, a
				g.unsure = true // values moved after their checks
			}
			continue
		}
		regen(pr[1], func(v any) bool { return overlap(a, v) })
		if la, ok := a.([]any); ok && overlap(a, obj[p.names[pr[1]]]) {
			// few places to draw from: the second list keeps what the
			// first has not, else the first keeps what the second has not
			lb, _ := obj[p.names[pr[1]]].([]any)
			if nb := without(lb, la); len(nb) > 0 {
				obj[p.names[pr[1]]] = nb
			} else if na := without(la, lb); len(na) > 0 {
				obj[p.names[pr[0]]] = na
			} else if len(la) > 1 {
				// the same places both ways: split them
				obj[p.names[pr[0]]] = la[:len(la)/2]
				obj[p.names[pr[1]]] = without(lb, la[:len(la)/2])
			}
			g.unsure = true
		}
	}
	for i := range p.names {
		a, ok := obj[p.names[i]].(string)
		if !ok || len(a) < 12 {
			continue
		}
		for j := i + 1; j < len(p.names); j++ {
			// (string equality first: the word count only for a match)
			if b, ok := obj[p.names[j]].(string); ok && b == a && longText(a) {
				regen(j, func(v any) bool { return jsonEqual(a, v) })
				if jsonEqual(a, obj[p.names[j]]) {
					// the same text again: a part of it (the range an
					// edit replaces), else a text of its own
					alt := sentences(a)[0]
					k := j
					switch {
					case a == g.story().commit:
						// a commit's title twice (title and message): the
						// one not named a title says what the change does
						alt = g.story().pr
						if strings.Contains(strings.ToLower(p.names[j]), "title") {
							k = i
						}
					case alt == a && (g.grounded() || g.officeText()):
						alt = g.plainRemark() // (no chat about software work off it)
					case alt == a:
						alt = g.story().chat
					}
					obj[p.names[k]] = alt
					g.unsure = true
				}
			}
		}
	}
}

// without returns the items of a not in b.
func without(a, b []any) []any {
	var out []any
	for _, x := range a {
		found := false
		for _, y := range b {
			found = found || jsonEqual(x, y)
		}
		if !found {
			out = append(out, x)
		}
	}
	return out
}

// selectionValue returns, for a string described as an ellipsis-format
// selection, the first and last words of a sentence of the page's text
// ("In dark mode the...theme variables."), not a date or a random word.
func (g *Generator) selectionValue(h hint) (string, bool) {
	// (plain substring tests: this runs for every string value)
	if !strings.Contains(h.desc, "llipsis") && !strings.Contains(h.desc, "...end") {
		return "", false
	}
	ss := sentences(g.story().body)
	w := strings.Fields(ss[g.rng.Intn(len(ss))])
	if len(w) < 6 {
		return strings.Join(w, " "), true
	}
	return strings.Join(w[:3], " ") + "..." + strings.Join(w[len(w)-2:], " "), true
}

// typeEchoes returns the optional one-value enum properties of a plan
// whose value names a sibling ({"type": "text", "text": {...}}) and that
// sibling's index.
func typeEchoes(p *objPlan) [][2]int {
	var out [][2]int
	for i, n := range p.names {
		s := p.schemas[i][0]
		if p.required[i] || len(s.Enum) != 1 {
			continue
		}
		v, ok := s.Enum[0].(string)
		if !ok || v == n {
			continue
		}
		for j, m := range p.names {
			if m == v {
				out = append(out, [2]int{i, j})
			}
		}
	}
	return out
}

// dropEchoes leaves out of obj an optional type whose one value only
// names a present sibling: the sibling says it.
func (p *objPlan) dropEchoes(obj map[string]any) {
	for _, e := range p.echoes {
		if _, ok := obj[p.names[e[1]]]; ok {
			delete(obj, p.names[e[0]])
		}
	}
}

// queryExampleValue returns, for a parameter whose description's example
// is a query string of the parameter itself ("?filter_properties=iAk8&
// filter_properties=b7dh"), a value like the ones that query string holds
// (iAk8): the parameter's value, not the URL syntax that carries it.
func (g *Generator) queryExampleValue(h hint) (string, bool) {
	if h.name == "" || strings.IndexByte(h.desc, '?') < 0 {
		return "", false // (no allocation for the usual value without a query string)
	}
	key := h.name + "="
	if !strings.Contains(h.desc, "?"+key) {
		return "", false
	}
	var vals []string
	for rest := h.desc; ; {
		i := strings.Index(rest, key)
		if i < 0 {
			break
		}
		rest = rest[i+len(key):]
		j := strings.IndexAny(rest, "&`'\" ,.)")
		if j < 0 {
			j = len(rest)
		}
		if j > 0 {
			vals = append(vals, rest[:j])
		}
	}
	if len(vals) == 0 {
		return "", false
	}
	return g.likeExample(vals[g.rng.Intn(len(vals))]), true
}

// vectorSearchValue returns, for a string inside a $vectorSearch stage, the
// value that fits the call's collection: an index named for a vector
// index of it, the embedding field it searches, a query about its data
// (products: "wireless headphones with long battery life"), not a
// collection's name as an index or a coding question over orders.
func (g *Generator) vectorSearchValue(h hint) (string, bool) {
	if !strings.Contains(g.flatPtr, "$vectorSearch") {
		return "", false
	}
	d := g.domain()
	fit := domainFit[d.coll]
	switch n := strings.ToLower(h.name); {
	case n == "index":
		return d.coll + []string{"_vector_index", "_embeddings", "_semantic"}[g.rng.Intn(3)], true
	case n == "path":
		return fit.embedding, true
	case n == "text" || n == "query":
		return fit.asks[g.rng.Intn(len(fit.asks))], true
	}
	return "", false
}

// flagSubjects returns the optional boolean properties of a plan whose
// description names an optional sibling ("Allow dangerous LaunchOptions")
// and that sibling's index: the flag says how to treat the sibling and
// means nothing without it.
func flagSubjects(p *objPlan) [][2]int {
	var out [][2]int
	for i := range p.names {
		s := p.schemas[i][0]
		if p.required[i] || len(s.Types) != 1 || s.Types[0] != "boolean" || s.Description == "" {
			continue
		}
		for j, n := range p.names {
			if j != i && !p.required[j] && len(n) >= 4 && mentions(s.Description, n) && !excludes(s.Description, n) {
				out = append(out, [2]int{i, j})
				break
			}
		}
	}
	return out
}

// flagsTogether brings an included flag's subject along when it may be
// present, and leaves the flag out otherwise; two options that cannot be
// combined do not come together.
func (p *objPlan) flagsTogether(include []bool, optional []*jsonschema.Schema) {
	for _, fs := range p.flags {
		if include[fs[0]] && !include[fs[1]] {
			if optional[fs[1]] != nil {
				include[fs[1]] = true
			} else {
				include[fs[0]] = false
			}
		}
	}
	if p.planFits()&fitsApart != 0 {
		notTogether(p.names, optional, include)
	}
}

// excludes tells whether a description names n only to say it cannot go
// with it ("Cannot be used with element screenshots"): n is then no
// subject the property needs.
func excludes(desc, n string) bool {
	for _, m := range notCombined.FindAllStringSubmatch(desc, -1) {
		if strings.EqualFold(m[1]+m[2], n) {
			return true
		}
	}
	return false
}

// dropEmptySubjects leaves out of obj a flag whose subject came out empty
// ({} or []) and the empty subject: allowDangerous beside launchOptions {}
// allows nothing.
func (p *objPlan) dropEmptySubjects(obj map[string]any) {
	for _, fs := range p.flags {
		if _, ok := obj[p.names[fs[0]]]; !ok {
			continue
		}
		empty := false
		switch v := obj[p.names[fs[1]]].(type) {
		case map[string]any:
			empty = len(v) == 0
		case []any:
			empty = len(v) == 0
		case nil:
			empty = true
		}
		if empty {
			delete(obj, p.names[fs[0]])
			delete(obj, p.names[fs[1]])
		}
	}
}

// shotNames are screenshot names for the elements of selectors (see
// selectors): a screenshot of one element is named for that element.
var shotNames = map[string]string{"#submit": "submit-button", "button.primary": "primary-button", "input[name=\"email\"]": "email-field",
	"#search-input": "search-box", "a.nav-link": "nav-links", ".card:nth-child(2)": "second-card", "form#login button[type=\"submit\"]": "login-button",
	"div.modal .close": "modal-close-button", "#main h1": "page-heading", "nav a[href=\"/pricing\"]": "pricing-link",
	"form#login": "sign-in-form", "#pricing-table": "pricing-table", "#search-results": "results-list", "#cart-summary": "cart-summary", "header": "site-header"}

// shotNameSet holds the screenshot names of whole pages values_text draws.
var shotNameSet = map[string]bool{"homepage": true, "checkout-page": true, "login-form": true, "search-results": true, "pricing-mobile": true,
	"dashboard-after-login": true, "cart-empty": true, "settings-dark-mode": true}

// fixShotName names a screenshot of one element (a selector beside the
// name) for that element, not for another page or state ("cart-empty"
// for a dialog's close button).
func (g *Generator) fixShotName(obj map[string]any) {
	name, ok := obj["name"].(string)
	if !ok || !shotNameSet[name] {
		return
	}
	sel, ok := obj["selector"].(string)
	if !ok || sel == "" {
		return
	}
	n, ok := shotNames[sel]
	if !ok {
		// the words of the selector: input#first-name → input-first-name
		ws := strings.FieldsFunc(strings.ToLower(sel), func(r rune) bool { return (r < 'a' || r > 'z') && (r < '0' || r > '9') && r != '-' })
		if len(ws) > 3 {
			ws = ws[len(ws)-3:]
		}
		if n = strings.Trim(strings.Join(ws, "-"), "-"); n == "" {
			return
		}
	}
	obj["name"] = n
	g.unsure = true
}

// proseValueLead matches where a description starts listing the values a
// string takes: "Possible values include `page` or `data_source`", "The
// only supported property value is `object`".
var proseValueLead = regexp.MustCompile(`(?i)possible values (?:include|are)|only (?:supported|allowed|valid) [a-z ]{0,30}?(?:values? )?(?:is|are)`)

// proseValue returns one of the values a description lists in backticks
// after saying they are the possible ones, also when it lists only one
// (the role classifier needs two to call it an enumeration).
func (g *Generator) proseValue(desc string) (string, bool) {
	if !strings.Contains(desc, "`") || !strings.Contains(desc, "ossible values") && !strings.Contains(desc, "only ") {
		return "", false // (plain substring tests first: this runs for every string value)
	}
	loc := proseValueLead.FindStringIndex(desc)
	if loc == nil {
		return "", false
	}
	rest := desc[loc[1]:]
	if i := strings.Index(rest, ". "); i >= 0 {
		rest = rest[:i]
	}
	var vals []string
	for {
		i := strings.IndexByte(rest, '`')
		if i < 0 {
			break
		}
		j := strings.IndexByte(rest[i+1:], '`')
		if j < 0 {
			break
		}
		if v := strings.Trim(rest[i+1:i+1+j], "\\\"'"); v != "" && !strings.ContainsAny(v, " {}") {
			vals = append(vals, v)
		}
		rest = rest[i+j+2:]
	}
	if len(vals) == 0 {
		return "", false
	}
	return vals[g.rng.Intn(len(vals))], true
}

// singularList reports whether an array named name holds one thing by its
// name and description: a singular name described as "The index
// definition", "The method and its arguments to run" (one explain, one
// index), not "An array of stages" or "Paths to read".
func (g *Generator) singularList(c conj, name string) bool {
	if name == "" || name[len(name)-1] == 's' || name[len(name)-1] == 'S' {
		return false
	}
	for _, s := range c.pos {
		if s.Description == "" {
			continue
		}
		one, ok := g.singles[s]
		if !ok {
			d := strings.ToLower(s.Description)
			one = strings.HasPrefix(d, "the ") && !containsAny(d, "array", "list", "one or more", "multiple", "each", "several", "all ")
			if g.singles == nil {
				g.singles = map[*jsonschema.Schema]bool{}
			}
			g.singles[s] = one
		}
		return one
	}
	return false
}

// stemPairs returns the index pairs of optional properties named by two
// or more words whose first word is the same and long enough to mean one
// thing (branchId and branchFromThought, commit_title and commit_message):
// parts of one thing, given together. A name that starts another
// (replace_content, replace_content_range: kinds of one switch) is not a
// part of it, nor is an id and a name of one thing (see alternatives).
func stemPairs(names []string, required []bool) [][2]int {
	var out [][2]int
	// Each name's tokens and alternative stem, once, and the names of each
	// first word: pairs are only sought within one first word.
	toks := make([][]string, len(names))
	stems := make([][2]string, len(names))
	byStem := map[string][]int{}
	for i, n := range names {
		if !required[i] {
			toks[i] = role.Tokens(n)
			stems[i][0], stems[i][1] = altStem(n)
			if t := toks[i]; len(t) >= 2 && len(t[0]) >= 5 {
				byStem[t[0]] = append(byStem[t[0]], i)
			}
		}
	}
	for i, a := range names {
		ta := toks[i]
		if required[i] || len(ta) < 2 || len(ta[0]) < 5 {
			continue
		}
		same := byStem[ta[0]]
		if len(same) > maxStemParts {
			continue // field_1 ... field_400: a list of like things, not parts of one
		}
		for _, j := range same {
			if j <= i {
				continue
			}
			b := names[j]
			tb := toks[j]
			if strings.HasPrefix(b, a) || strings.HasPrefix(a, b) {
				continue
			}
			if sa, ka := stems[i][0], stems[i][1]; sa != "" {
				if sb, kb := stems[j][0], stems[j][1]; sb == sa && (ka == "id") != (kb == "id") {
					continue // stateId and stateName: one thing two ways, not its parts
				}
			}
			if refWays(ta, tb) {
				continue // issueId and issueUrl: one thing two ways
			}
			out = append(out, [2]int{i, j})
		}
	}
	return out
}

// maxStemParts is the most optional properties of one first word that
// stemPairs reads as parts of one thing; more (a form's field_1 to
// field_4000) are a list of like things, and pairing them all was
// quadratic in time and memory.
const maxStemParts = 8

// isFlags returns the optional boolean "is" flags of a plan (isRevision)
// and the optional sibling that says which one (revisesThought: a word of
// one stem): a revision names what it revises, and a thought that names
// what it revises is a revision.
func isFlags(p *objPlan) [][2]int {
	var out [][2]int
	for i, n := range p.names {
		ts := role.Tokens(n)
		if p.required[i] || len(ts) != 2 || ts[0] != "is" || len(ts[1]) < 5 || !hasTypeName(p.schemas[i][0].Types, "boolean") {
			continue
		}
		stem := ts[1][:5]
		for j, m := range p.names {
			if j == i || p.required[j] || hasTypeName(p.schemas[j][0].Types, "boolean") {
				continue
			}
			for _, t := range role.Tokens(m) {
				if strings.HasPrefix(t, stem) {
					out = append(out, [2]int{i, j})
				}
			}
		}
	}
	return out
}

// fixFlagsAndProgress sets an is-flag by whether its subject is there,
// and a "is another step needed" flag by whether the current step is
// before the last (thought 2 of 8 needs another).
func (g *Generator) fixFlagsAndProgress(p *objPlan, obj map[string]any) {
	for _, f := range p.isFlags {
		_, has := obj[p.names[f[1]]]
		cur, present := obj[p.names[f[0]]]
		switch {
		case has && cur != true:
			obj[p.names[f[0]]] = true
			g.unsure = true
		case !has && present:
			delete(obj, p.names[f[0]]) // not a revision: said by leaving it out
			g.unsure = true
		}
	}
	for _, grp := range p.counters {
		total, ok1 := intOf(obj[grp.total])
		cur, ok2 := intOf(obj[grp.cur])
		if !ok1 || !ok2 {
			continue
		}
		for i, n := range p.names {
			d := strings.ToLower(p.schemas[i][0].Description)
			if _, ok := obj[n].(bool); !ok || !strings.Contains(d, "needed") || !containsAny(d, "another", "next", "more") {
				continue
			}
			if want := cur < total; obj[n] != want {
				obj[n] = want
				if !want && !p.required[i] {
					delete(obj, n) // an optional "more needed" left out when none is
				}
				g.unsure = true
			}
		}
	}
	g.fixThoughtText(p, obj)
}

// fixFilesMessage gives the commit of several files (files: [{path,
// content}] beside a message) a message naming them ("Update package.json
// and docs/api.md"), as the one-file commit names its file: the files'
// contents are not the story's change.
func (g *Generator) fixFilesMessage(obj map[string]any, depth int) {
	m, ok := obj["message"].(string)
	files, ok2 := obj["files"].([]any)
	if depth > 0 || !ok || !ok2 || m == "" || len(files) == 0 {
		return
	}
	var names []string
	for _, f := range files {
		fm, ok := f.(map[string]any)
		if !ok {
			return
		}
		p, ok := fm["path"].(string)
		if !ok || p == "" {
			return
		}
		names = append(names, p[strings.LastIndexByte(p, '/')+1:])
	}
	msg := "Update " + names[0]
	switch {
	case len(names) == 2:
		msg += " and " + names[1]
	case len(names) > 2:
		msg = "Update " + strconv.Itoa(len(names)) + " files"
	}
	obj["message"] = msg
	g.unsure = true
	g.fitFiles(files, obj)
}

// fitFiles gives each file of a multi-file commit ([{path, content}])
// a whole file's content in its language (a request pastes each below
// its path, so it may span lines), a package.json naming the call's
// repository: never prose in a .rs file or another project's name.
func (g *Generator) fitFiles(files []any, obj map[string]any) {
	for _, f := range files {
		fm, _ := f.(map[string]any)
		p, _ := fm["path"].(string)
		if _, ok := fm["content"].(string); !ok || !strings.Contains(p, ".") {
			continue
		}
		base := p[strings.LastIndexByte(p, '/')+1:]
		ss := byName[base]
		if len(ss) == 0 {
			ss = snippets[p[strings.LastIndexByte(p, '.')+1:]]
		}
		var fit []string
		for _, c := range ss {
			if !strings.Contains(c, "```") { // pasted in a fence of its own
				fit = append(fit, c)
			}
		}
		if len(fit) > 0 {
			fm["content"] = fitContent(fit[g.rng.Intn(len(fit))], p, obj)
		}
	}
}

// pairUpOptional is the plan path's companions and sort keys for an
// object built on the general path (an object reached through anyOf or
// $ref: a search's filter and sort): of the optional names, a chosen one
// brings its companion (property and value), a chosen direction its key;
// two that cannot be combined do not come together (see notTogether); an
// element's description comes with its ref (see elementsWithRefs).
func pairUpOptional(optional []string, schemas []*jsonschema.Schema, in []bool, props map[string][]*jsonschema.Schema) {
	elementsWithRefs(optional, schemas, in, props)
	if len(optional) < 2 {
		return
	}
	for _, pr := range companionPairs(optional, make([]bool, len(optional))) {
		a, b := pr[0], pr[1]
		if in[a] != in[b] && schemas[a] != nil && schemas[b] != nil {
			in[a], in[b] = true, true
		}
	}
	for i, s := range schemas {
		if s == nil || !in[i] || !isDirection(s) {
			continue
		}
		for j, k := range optional {
			if j != i && schemas[j] != nil && !in[j] && (isSortKey(k) || len(optional) <= 3 && specKeys[strings.ToLower(k)]) && !isDirection(schemas[j]) {
				in[j] = true
				break
			}
		}
	}
	notTogether(optional, schemas, in)
}

// indexNameValue returns, for the name of an index a tool creates or drops
// (create-index's name, drop-index's indexName), a name of the call's
// collection's field as databases name indexes (status_1, email_idx), not
// a random identifier ("marketing-backup").
func (g *Generator) indexNameValue(h hint) (string, bool) {
	if !strings.Contains(g.topicL, "index") {
		return "", false
	}
	n := strings.ToLower(h.name)
	if n != "name" && n != "indexname" && n != "index_name" {
		return "", false
	}
	fl := g.docFields(1)[0]
	return fl.name + []string{"_1", "_-1", "_idx"}[g.rng.Intn(3)], true
}

// notCombined matches a description saying its property goes without
// another ("Cannot be combined with position.", "Mutually exclusive with
// `after`", "If both code and filename are provided, code will be
// ignored": a call gives one of them).
var notCombined = regexp.MustCompile("(?i)(?:cannot|can't|must not|may not) be (?:combined|used) (?:with|together with) `?([A-Za-z_][A-Za-z0-9_]*)`?|mutually exclusive with `?([A-Za-z_][A-Za-z0-9_]*)`?|if both `?([A-Za-z_][A-Za-z0-9_]*)`? and `?([A-Za-z_][A-Za-z0-9_]*)`? are (?:provided|given|set|passed|specified), [^.]*(?:ignored|wins|takes precedence|is used)")

// notTogether leaves out a chosen optional property whose description
// says it cannot be combined with another chosen one (an insertion "after"
// a passage and at a "position" both): the later one goes.
func notTogether(optional []string, schemas []*jsonschema.Schema, in []bool) {
	oppositesApart(schemas, in)
	for i, s := range schemas {
		if s == nil || !in[i] || s.Description == "" {
			continue
		}
		for _, other := range notCombinedWith(s.Description) {
			for j, k := range optional {
				if j == i || !in[j] || strings.ToLower(k) != other {
					continue
				}
				// the later one goes, unless it is required
				if drop := max(i, j); schemas[drop] != nil {
					in[drop] = false
				} else if drop = min(i, j); schemas[drop] != nil {
					in[drop] = false
				}
			}
		}
	}
}

// undoEnds are the words that turn a description into its opposite: "The
// text to wait for" and "The text to wait for to disappear".
var undoEnds = []string{" to disappear", " to vanish", " to go away", " to be gone", " to be removed", " to be hidden"}

// oppositesApart leaves out the later of two chosen optional properties
// whose descriptions differ only by an ending that makes one the other's
// opposite (wait for a text to appear, or for it to disappear): a call
// waits for one, not for a text to appear and another to go.
func oppositesApart(schemas []*jsonschema.Schema, in []bool) {
	// Every undo end begins " to ", whose runes fold only to themselves:
	// a description without it is no opposite, and the pairs loop runs on
	// the few that have it (once per instance, on every property).
	var ends []int
	for j, b := range schemas {
		if b != nil && hasToWord(b.Description) {
			ends = append(ends, j)
		}
	}
	if len(ends) == 0 {
		return
	}
	for i, a := range schemas {
		if a == nil || !in[i] || a.Description == "" {
			continue
		}
		da := strings.TrimSuffix(strings.TrimSpace(a.Description), ".")
		na := utf8.RuneCountInString(da)
		for _, j := range ends {
			b := schemas[j]
			if j == i || !in[j] {
				continue
			}
			db := strings.TrimSuffix(strings.TrimSpace(b.Description), ".")
			nb := utf8.RuneCountInString(db)
			for _, e := range undoEnds {
				// (equal folding keeps the count of runes: the joined
				// description is built only for one that may match)
				if nb == na+utf8.RuneCountInString(e) && strings.EqualFold(db, da+e) {
					in[max(i, j)] = false
				}
			}
		}
	}
}

// hasToWord reports whether s holds " to " in any letter case.
func hasToWord(s string) bool {
	for i := 0; i+4 <= len(s); i++ {
		if s[i] == ' ' && s[i+3] == ' ' && s[i+1]|0x20 == 't' && s[i+2]|0x20 == 'o' {
			return true
		}
	}
	return false
}

// dateRange makes the dates (or date-times) of a range's two ends a range
// a person asks for: the end 1 to 14 days after the start, in the same
// form; a range over history ends before the reference date. False when
// either end is no date.
func (g *Generator) dateRange(obj map[string]any, from, to string) bool {
	a, okA := obj[from].(string)
	b, okB := obj[to].(string)
	if !okA || !okB {
		return false
	}
	ta, layA, ok1 := parseWhen(a)
	_, layB, ok2 := parseWhen(b)
	if !ok1 || !ok2 {
		return false
	}
	tb := ta.AddDate(0, 0, 1+g.rng.Intn(14))
	if layA == layB && layA != "2006-01-02" && g.eventSpan(from, to) {
		// a meeting's start and end: minutes apart, not days
		tb = ta.Add(time.Duration(meetingMinutes[g.rng.Intn(len(meetingMinutes))]) * time.Minute)
	} else if layA == layB && layA != "2006-01-02" && windowOpens[strings.ToLower(from)] {
		// a pickup's earliest and latest time: a window of hours that day
		tb = ta.Add(time.Duration(8+g.rng.Intn(9)) * 15 * time.Minute)
	}
	if g.pastTool() && !tb.Before(refDate) {
		shift := tb.Sub(refDate) + 24*time.Hour
		ta, tb = ta.Add(-shift), tb.Add(-shift)
	}
	obj[from], obj[to] = ta.Format(layA), tb.Format(layB)
	g.unsure = true // values moved after their checks
	return true
}

// meetingMinutes are the lengths people book meetings for.
var meetingMinutes = []int{30, 30, 45, 60, 60, 90}

// eventSpan reports whether from and to are the start and end of one
// event the tool creates or moves (create-event's start/end), not the
// window of a search (list-events' timeMin/timeMax, since/until).
func (g *Generator) eventSpan(from, to string) bool {
	f, t := strings.ToLower(from), strings.ToLower(to)
	if !(strings.Contains(f, "start") || strings.Contains(f, "begin")) || !strings.Contains(t, "end") {
		return false
	}
	if !containsAny(g.toolL, "event", "meeting", "appointment", "session", "booking", "interview") &&
		!(strings.Contains(g.toolL, "call") && !containsAny(g.toolL, "on-call", "oncall", "on call")) {
		// (an on-call shift or override lasts hours or days)
		return false
	}
	for _, w := range role.Tokens(g.opts.Topic) {
		switch w {
		case "create", "add", "new", "schedule", "book", "update", "edit", "move", "reschedule", "set", "plan":
			return true
		}
	}
	return false
}

// parseWhen reads a date or an RFC 3339 date-time with its layout.
func parseWhen(s string) (time.Time, string, bool) {
	if !mayParseDate(s) {
		return time.Time{}, "", false // (no failed parse to build: most strings are no date)
	}
	if len(s) == len("2006-01-02") {
		if t, err := time.Parse("2006-01-02", s); err == nil {
			return t, "2006-01-02", true
		}
	}
	if t, err := time.Parse(time.RFC3339, s); err == nil && strings.HasSuffix(s, "Z") {
		return t, "2006-01-02T15:04:05Z", true
	}
	return time.Time{}, "", false
}
