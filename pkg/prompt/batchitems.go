package prompt

import (
	"strings"
	"unicode/utf8"
)

// A batch tool ("close_tasks", "delete_labels", "create_sections") takes
// its objects in one list under a word that names no thing of its own
// ("items", "inputs", "records"). A person names the objects themselves
// where the request names the tool's object: "Close the tasks "Add
// pagination" (id 45cl…) and "Fix login" (id bq7…)", "Delete comment
// qZvB…", "Create a project "Q3 roadmap" (list view style)", never
// "close tasks, with item …" nor "with items …".

// batchWords are the names of a list parameter that holds the tool's own
// objects rather than a thing of its own.
var batchWords = map[string]bool{"items": true, "inputs": true, "records": true, "entries": true, "objects": true,
	"elements": true, "rows": true, "batch": true, "list": true}

// batchAdjectives are words before the object's noun that say how many
// or which objects the tool takes, not what they are ("multiple tasks",
// "new projects"): dropped once the objects are named.
var batchAdjectives = map[string]bool{"new": true, "existing": true, "multiple": true, "several": true, "many": true,
	"one": true, "or": true, "more": true, "some": true, "specified": true, "given": true, "all": true, "the": true,
	"a": true, "an": true, "any": true, "selected": true, "batch": true, "bulk": true, "of": true}

// batchNoun is the noun of the tool's object when p is a list of those
// objects ("items" of a tool that closes tasks: "task"); ok is false for
// a list named for a thing of its own, or a tool whose object names no
// thing the request can replace.
func (st *funcState) batchNoun(p Param) (string, bool) {
	if st.data == nil || !st.data.Tool.intent.OK || st.data.Tool.intent.Fixed {
		return "", false
	}
	in := st.data.Tool.intent
	w := p.lowerHumanWords()
	if len(w) != 1 {
		return "", false
	}
	n := objectNoun(in)
	if f := strings.Fields(strings.ToLower(in.Object)); len(f) > 1 && (f[0] == "a" || f[0] == "an") && batchWords[w[0]] && !itemsNamed(p.Value) {
		// draft an outgoing loan agreement, objects=[…]: one thing made of
		// the listed ones, which are things of their own ("the objects:"),
		// never "the outgoing loan agreements:"; items that carry a
		// name are the things themselves (remove a shared label,
		// items=[{name: "urgent"}]: "the shared labels \"urgent\"")
		return "", false
	}
	if n == "result" || !nounHead(n) || batchWords[n] || batchWords[Plural(n)] || !isWord(n) {
		return "", false
	}
	if batchWords[w[0]] && listNamedAfter(firstClause(st.data.Tool.Description), n, w[0]) {
		return "", false
	}
	if !batchWords[w[0]] && (singular(w[0]) != n || pastedOnly(p) || jsonish(p)) {
		return "", false
	}
	if _, ok := replaceNoun(in.Object, n, "x", false); !ok {
		return "", false
	}
	return n, true
}

// listNamedAfter tells whether a tool's first clause names the list's own
// word after its object's noun ("Calculate the fee for a set of items"):
// the listed things are those items, the object (a fee) what the tool
// works out from them, so each is never said as one ("- 2 armchair
// fees", "Use these fees:").
func listNamedAfter(clause, noun, key string) bool {
	seen := false
	for x := range strings.FieldsSeq(strings.ToLower(clause)) {
		x = strings.Trim(x, ".,;:()")
		switch {
		case x == noun || x == Plural(noun):
			seen = true
		case seen && (x == key || x == singular(key)):
			return true
		}
	}
	return false
}

// batchAdj is the words before noun in the tool's object that say what
// kind of thing it is ("personal" of "a personal label"), kept when the
// objects are named ("the personal label "urgent""); "" for none.
func batchAdj(obj, noun string) string {
	var adj []string
	for x := range strings.FieldsSeq(strings.ToLower(obj)) {
		if x == noun || x == Plural(noun) {
			return strings.Join(adj, " ")
		}
		switch {
		case batchAdjectives[x] || prepositions[x] || !isWord(x):
			adj = adj[:0]
		default:
			adj = append(adj, x)
		}
	}
	return ""
}

// batchItems says a list of the tool's own objects (see batchNoun) as
// those objects, in the number the list holds, to stand for the tool's
// object in the request. ok is false when the list is not one of those
// or an object is not said in a line.
func (st *funcState) batchItems(p Param, x []any) (argWords, bool) {
	noun, ok := st.batchNoun(p)
	if !ok || len(x) == 0 || len(x) > 8 {
		return argWords{}, false
	}
	in := st.data.Tool.intent
	if adj := batchAdj(in.Object, noun); adj != "" && len(strings.Fields(adj)) <= 2 {
		noun = adj + " " + noun
	}
	head := lastWord(noun)
	shape := p.rowShapeOf()
	enums := shape.enums
	var ids, named, others, all []string
	rows := make([]rowItem, 0, len(x))
	req, order := shape.req, shape.order
	total := 0
	for _, e := range x {
		m, ok := e.(map[string]any)
		if !ok || len(m) == 0 || codeMember(m) {
			return argWords{}, false
		}
		o, ok := st.readObj(m, head, shape)
		if !ok {
			return argWords{}, false
		}
		if strings.EqualFold(o.idNoun, head) {
			o.idNoun = "" // a task's own id: "(id 45cl…)", never "(task 45cl…)"
		}
		if r, ok := rowOf(o, m, head, req, order, enums); ok && rows != nil && !r.word && (len(rows) == 0 || rows[0].by == r.by) {
			rows = append(rows, r)
		} else {
			rows = nil // one style for the whole list
		}
		var ph string
		switch {
		case len(m) == 1 && o.id != "" && o.idNoun == "":
			ids = append(ids, o.id)
			ph = head + " " + o.id // on a line of its own: "- section o4Qj…"
		case o.name != "" && o.qty == "":
			if !strings.Contains(o.name, "\"") && strings.ToUpper(o.name) != o.name {
				o.name = quoteStr(o.name) // a name runs into the sentence unquoted: "the tasks Fix login (…)"; a code ("B+") needs no quotes
			}
			if ph, ok = st.said(o, head, false); !ok {
				return argWords{}, false
			}
			named = append(named, ph)
		default:
			if ph, ok = st.said(o, head, true); !ok {
				return argWords{}, false
			}
			others = append(others, ph)
		}
		all = append(all, ph)
		total += utf8.RuneCountInString(ph)
	}
	if total > 900 {
		return argWords{}, false
	}
	nouns := noun
	if len(x) > 1 {
		nouns = Plural(noun)
	}
	_, rowLines, rowsOK := rowTexts(rows)
	rowsOK = rowsOK && len(rows) == len(x)
	var ref string
	switch {
	case len(ids) == len(x) && total <= 240:
		ref = nouns + " " + joinWords(ids, "and") // "comments 3eG… and rqP…"
	case len(named) == len(x) && (len(x) == 1 && total <= 160 || len(x) <= 3 && total <= 200):
		switch {
		case !additive(in):
			ref = "the " + nouns + " " + joinWords(named, "and")
		case len(x) == 1:
			ref = fixArticle("a "+noun) + " " + named[0]
		default:
			ref = nouns + " " + joinWords(named, "and")
		}
	case len(others) == 1 && len(x) == 1 && total <= 200:
		ref = others[0] // "a comment for task e7II… saying "Looks good"", "project n0c2… (parent p9)"
		if rowsOK && len(rows[0].rest) > 0 && !rows[0].typ {
			// a kind reads before the noun ("a child ticket with seat
			// D1"); any other values after the record's id
			ref = rows[0].lead + " (" + strings.Join(rows[0].rest, ", ") + ")" // "pallet 872027 (mislabeled)"
			if !strings.HasPrefix(strings.ToLower(ref), head+" ") {
				ref = fixArticle("a "+head) + " for " + ref // "a vote for category 34896 (winner)"
			}
		}
		if adj := strings.TrimSuffix(noun, head); adj != "" && strings.HasPrefix(ref, "a "+head) {
			ref = fixArticle("a " + adj + strings.TrimPrefix(ref, "a "))
		}
	}
	if ref != "" {
		// where the tool's object is said some other way, the objects
		// follow it: "set up a listings association from 34 to 46"
		text := "for " + ref
		if r, ok := strings.CutPrefix(ref, fixArticle("a "+noun)+" "); ok {
			text = r
		}
		return argWords{text: text, noun: head, ref: ref}, true
	}
	if rowsOK {
		return argWords{block: "- " + strings.Join(rowLines, "\n- "), intro: Plural(noun)}, true // "- category 72031: winner"
	}
	lines := make([]string, 0, len(x))
	for _, ph := range all {
		if strings.HasPrefix(ph, "a ") || strings.HasPrefix(ph, "an ") {
			ph = upperFirst(ph) // our own words open the line; a name keeps its spelling
		}
		lines = append(lines, "- "+ph)
	}
	return argWords{block: strings.Join(lines, "\n"), intro: Plural(noun)}, true
}

// codeMember tells whether an object holds text a person pastes rather
// than says (a file's JSON content, markup, several lines): such a list
// is said as before.
func codeMember(m map[string]any) bool {
	for _, v := range m {
		if s, ok := v.(string); ok && strings.ContainsAny(s, "{<\n") {
			return true
		}
	}
	return false
}

// unnamedObject is obj without the names and brackets said after its
// noun: "the tasks "Add pagination to the API" (id 45cl)" is about
// "the tasks", whose head is not "pagination".
func unnamedObject(obj string) string {
	if i := strings.IndexAny(obj, "\"("); i > 0 {
		return strings.TrimSpace(obj[:i])
	}
	return obj
}

// itemsNamed reports whether v is a list whose items are objects carrying
// a name or title of their own.
func itemsNamed(v any) bool {
	items, ok := v.([]any)
	if !ok || len(items) == 0 {
		return false
	}
	for _, it := range items {
		m, ok := it.(map[string]any)
		if !ok {
			return false
		}
		if _, ok := m["name"]; !ok {
			if _, ok := m["title"]; !ok {
				return false
			}
		}
	}
	return true
}
