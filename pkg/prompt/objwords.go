package prompt

import (
	"encoding/json"
	"fmt"
	"path"
	"regexp"
	"sort"
	"strings"
	"unicode/utf8"
)

// shapedWords says an object or a list of objects the way a person says
// it, by its shape, instead of pasting it as JSON: the columns of a table
// ("Due date (date)", "Status (select: Open, Done)"), the values of a row
// (`titled "…", Team set to Design`), a sort ("sorted by last edited time
// in descending order"), files to write (each path with its content
// below), data by MIME type ("the text "…" and the link …") and a call of
// another method ("for this find" with its query below). ok is false for
// any other value, which is then said as before.
func (st *funcState) shapedWords(p Param, v any) (argWords, bool) {
	word := speakable(p.Human)
	if s, ok := sortSpec(v, sortKey(p) || strings.Contains(strings.ToLower(p.Human), "sort")); ok {
		return argWords{text: s}, true
	}
	switch x := v.(type) {
	case map[string]any:
		if lines, schema, ok := typedEntries(x); ok {
			if schema {
				if len(lines) >= 3 || strings.Contains(strings.Join(lines, ""), ":") {
					return argWords{block: "- " + strings.Join(lines, "\n- "), intro: word}, true
				}
				return argWords{text: "with " + word + " " + joinWords(lines, "and")}, true
			}
			if st.data != nil && changes(st.data.Tool.intent) {
				return argWords{text: joinWords(changeWords(lines), "and")}, true
			}
			if strings.HasPrefix(lines[0], "titled ") {
				if len(lines) == 1 {
					return argWords{text: lines[0]}, true
				}
				return argWords{text: lines[0] + ", with " + joinWords(lines[1:], "and")}, true
			}
			return argWords{text: "with " + joinWords(lines, "and")}, true
		}
		if s, ok := mimeWords(x); ok {
			// "drop the text "…" onto e12": the data can stand for the object
			return argWords{text: "with " + s, noun: "data", ref: s}, true
		}
		if s, ok := editsWords(x); ok {
			return argWords{text: s}, true
		}
		if s, ok := flaggedPair(x); ok {
			return argWords{text: s}, true
		}
		if a, ok := insertWords(x); ok {
			return a, true
		}
		if a, ok := wholeReplace(p, x); ok {
			if a.block == "" {
				a.text = st.one("replacing everything in it with ", "overwriting it with ", "so that it only says ") + a.text
			}
			return a, true
		}
	case []any:
		if text, url, ok := linkedRun(x); ok {
			if word == "title" || word == "name" {
				return argWords{text: "titled " + quoteOnce(text) + ", linked to " + url}, true
			}
			return argWords{text: "with the " + word + " " + quoteOnce(text) + ", linked to " + url}, true
		}
		if b, ok := fileBlocks(x); ok {
			return argWords{block: b, intro: word}, true
		}
		if a, ok := st.callWords(x); ok {
			return a, true
		}
	}
	return argWords{}, false
}

// columnTypes are the kinds of field a table-like store (a database, a
// spreadsheet, a tracker) gives a column: an object {"Due date":
// {"date": {}}} whose members each hold one of them is a set of columns
// or of a row's values, not a structure a person pastes.
var columnTypes = map[string]bool{"title": true, "rich_text": true, "text": true, "long_text": true, "number": true,
	"select": true, "multi_select": true, "single_select": true, "multiple_select": true, "status": true, "date": true,
	"people": true, "person": true, "user": true, "checkbox": true, "url": true, "email": true, "phone_number": true,
	"phone": true, "files": true, "relation": true, "formula": true, "rollup": true, "created_time": true,
	"last_edited_time": true, "created_by": true, "last_edited_by": true, "currency": true, "rating": true,
	"duration": true, "attachment": true, "boolean": true, "integer": true, "string": true, "unique_id": true}

// typedEntries says an object whose members each map a name to one typed
// value ({"Due date": {"date": {}}, "Done": {"checkbox": true}}) entry by
// entry. schema tells the entries are columns (a type and its options,
// "Status (select: Open, Done)") rather than values (`Team set to
// Design`, "Done checked", `titled "…"`, the title first).
func typedEntries(x map[string]any) (lines []string, schema, ok bool) {
	if len(x) == 0 || len(x) > 8 {
		return nil, false, false
	}
	named := false // "Due date", "Status": names a person gave, not a schema's keys
	for k := range x {
		named = named || strings.ContainsAny(k, " ABCDEFGHIJKLMNOPQRSTUVWXYZ")
	}
	if !named {
		return nil, false, false
	}
	title := ""
	for _, k := range sortedKeys(x) {
		m, isMap := x[k].(map[string]any)
		if k == "" || len(k) > 40 || strings.ContainsAny(k, "$/\"`\n") || !isMap || len(m) != 1 {
			return nil, false, false
		}
		for t, inner := range m {
			if !columnTypes[t] {
				return nil, false, false
			}
			line, isSchema, ok := typedEntry(k, t, inner)
			if !ok || (len(lines) > 0 || title != "") && isSchema != schema {
				return nil, false, false
			}
			schema = isSchema
			if strings.HasPrefix(line, "titled ") || t == "title" && isSchema {
				title = line // the title first: what the row or table is called
				continue
			}
			lines = append(lines, line)
		}
	}
	if title != "" {
		lines = append([]string{title}, lines...)
	}
	return lines, schema, len(lines) > 0
}

// typedEntry says member k of type t holding inner: a column ("Due date
// (date)") when inner configures the type, else the value it holds.
func typedEntry(k, t string, inner any) (line string, schema, ok bool) {
	tw := strings.ReplaceAll(t, "_", " ")
	switch y := inner.(type) {
	case map[string]any:
		if len(y) == 0 {
			return k + " (" + tw + ")", true, true
		}
		if opts, ok := y["options"].([]any); ok && len(y) == 1 {
			var names []string
			for _, o := range opts {
				om, _ := o.(map[string]any)
				n, _ := om["name"].(string)
				if n == "" || strings.Contains(n, ",") {
					return "", false, false
				}
				names = append(names, n)
			}
			if len(names) == 0 {
				return k + " (" + tw + ")", true, true
			}
			return k + " (" + tw + ": " + strings.Join(names, ", ") + ")", true, true
		}
		if f, ok := y["format"].(string); ok && len(y) == 1 {
			if strings.EqualFold(strings.ReplaceAll(f, "_", " "), tw) {
				return k + " (" + tw + ")", true, true
			}
			return k + " (" + tw + ", " + strings.ReplaceAll(f, "_", " ") + ")", true, true
		}
		if len(y) > 2 {
			return "", false, false
		}
		var vals []string
		for _, mk := range sortedKeys(y) {
			s, ok := scalarWords(y[mk])
			if !ok || mk != "name" && mk != "start" && mk != "end" && mk != "id" && mk != "value" {
				return "", false, false
			}
			vals = append(vals, s)
		}
		return k + " set to " + strings.Join(vals, " to "), false, true
	case []any:
		if text, _, ok := richRuns(y); ok {
			if t == "title" {
				return "titled " + quoteOnce(text), false, true
			}
			return k + " " + quoteOnce(text), false, true
		}
		var names []string
		for _, e := range y {
			em, _ := e.(map[string]any)
			n, _ := em["name"].(string)
			if len(em) != 1 || n == "" {
				return "", false, false
			}
			names = append(names, n)
		}
		if len(names) == 0 {
			return "", false, false
		}
		return k + " set to " + joinWords(names, "and"), false, true
	case bool:
		if t == "checkbox" {
			if y {
				return k + " checked", false, true
			}
			return k + " unchecked", false, true
		}
	}
	s, ok := scalarWords(inner)
	if !ok {
		return "", false, false
	}
	return k + " set to " + s, false, true
}

// scalarWords says a scalar value inline: a short string as it is (quoted
// when it has spaces), a number or flag in words; ok is false for
// anything else.
func scalarWords(v any) (string, bool) {
	switch y := v.(type) {
	case string:
		if y == "" || utf8.RuneCountInString(y) > 80 || strings.ContainsAny(y, "\n`") {
			return "", false
		}
		if strings.Contains(y, " ") && !strings.Contains(y, "\"") {
			return quoteStr(y), true
		}
		return y, true
	case json.Number, float64, int, int64, bool:
		return words(y), true
	}
	return "", false
}

// sortFieldKeys name the member of a sort object that says what is
// sorted on; sortDirKeys the member that says which way.
var (
	sortFieldKeys = map[string]bool{"property": true, "field": true, "timestamp": true, "key": true, "by": true,
		"column": true, "attribute": true, "name": true, "sort": true, "sort_by": true, "sortBy": true, "orderBy": true}
	sortDirKeys = map[string]bool{"direction": true, "order": true, "dir": true, "sort_order": true, "sortOrder": true}
)

// sortSpec says a sort object ({"property": "Due date", "direction":
// "ascending"}) or a list of them as "sorted by Due date in ascending
// order, then …". A sort without a direction is said only when named
// says the value is a sort. ok is false for any other value.
func sortSpec(v any, named bool) (string, bool) {
	var items []any
	switch x := v.(type) {
	case map[string]any:
		items = []any{x}
	case []any:
		items = x
	default:
		return "", false
	}
	if len(items) == 0 || len(items) > 3 {
		return "", false
	}
	var parts []string
	for _, it := range items {
		m, ok := it.(map[string]any)
		if !ok || len(m) == 0 || len(m) > 2 {
			return "", false
		}
		field, dir := "", ""
		for k, e := range m {
			s, ok := e.(string)
			if !ok || s == "" || strings.ContainsAny(s, "\n\"`") || len(s) > 40 {
				return "", false
			}
			switch {
			case sortDirKeys[k]:
				switch strings.ToLower(s) {
				case "asc", "ascending":
					dir = "ascending"
				case "desc", "descending":
					dir = "descending"
				default:
					return "", false
				}
			case sortFieldKeys[k]:
				field = s
			default:
				return "", false
			}
		}
		if field == "" || dir == "" && !named {
			return "", false
		}
		f := field
		if strings.Contains(f, "_") || strings.ToLower(f[1:]) != f[1:] && !strings.Contains(f, " ") {
			// last_edited_time → "last edited time"; a property named as
			// people name it ("Owner") keeps its spelling
			f = strings.ToLower(Humanize(f))
		}
		part := "by " + f
		if dir != "" {
			part += " in " + dir + " order"
		}
		parts = append(parts, part)
	}
	return "sorted " + strings.Join(parts, ", then "), true
}

// pathKeys name the member of a file object that holds where it goes;
// contentKeys the member that holds what it says.
var (
	pathKeys    = map[string]bool{"path": true, "file": true, "filename": true, "file_path": true, "filePath": true, "name": true}
	contentKeys = map[string]bool{"content": true, "contents": true, "text": true, "body": true, "data": true}
)

// fileBlocks says a list of files ([{"path": "README.md", "content":
// "…"}]) as a person pastes them: each path on a line of its own and its
// content below it in a fence. ok is false for any other list.
func fileBlocks(x []any) (string, bool) {
	if len(x) == 0 || len(x) > 6 {
		return "", false
	}
	var b strings.Builder
	for i, e := range x {
		m, ok := e.(map[string]any)
		if !ok || len(m) != 2 {
			return "", false
		}
		p, c := "", ""
		hasC := false
		for k, v := range m {
			s, ok := v.(string)
			if !ok {
				return "", false
			}
			switch {
			case pathKeys[k]:
				p = s
			case contentKeys[k]:
				c, hasC = s, true
			}
		}
		if p == "" || !hasC || !strings.ContainsAny(p, "./") || strings.ContainsAny(p, " \n`") || strings.Contains(c, "```") {
			return "", false
		}
		if i > 0 {
			b.WriteString("\n\n")
		}
		b.WriteString(p + ":\n\n```" + fenceLang(p) + "\n" + c + "\n```")
	}
	return b.String(), true
}

// fenceLang is the fence language of a file by its extension ("" when
// none fits).
func fenceLang(p string) string {
	switch strings.ToLower(path.Ext(p)) {
	case ".go":
		return "go"
	case ".js", ".mjs", ".cjs":
		return "js"
	case ".ts", ".tsx":
		return "ts"
	case ".py":
		return "python"
	case ".rs":
		return "rust"
	case ".json":
		return "json"
	case ".md":
		return "markdown"
	case ".yml", ".yaml":
		return "yaml"
	case ".sh":
		return "sh"
	}
	return ""
}

// mimeType matches a MIME type ("text/plain", "text/uri-list").
var mimeType = regexp.MustCompile(`^[a-z]+/[a-z0-9.+-]+$`)

// mimeWords says data keyed by MIME type ({"text/plain": "…",
// "text/uri-list": "https://…"}) as what each is: `the text "…"`, "the
// link https://…", "the HTML `<p>…</p>`". ok is false for other objects.
func mimeWords(x map[string]any) (string, bool) {
	if len(x) == 0 || len(x) > 4 {
		return "", false
	}
	var parts []string
	for _, k := range sortedKeys(x) {
		s, ok := x[k].(string)
		if !mimeType.MatchString(k) || !ok || s == "" || strings.ContainsAny(s, "\n`") || len(s) > 200 {
			return "", false
		}
		switch k {
		case "text/plain":
			parts = append([]string{"the text " + quoteOnce(s)}, parts...)
		case "text/uri-list":
			parts = append(parts, "the link "+s)
		case "text/html":
			parts = append(parts, "the HTML `"+s+"`")
		default:
			parts = append(parts, k+" `"+s+"`")
		}
	}
	return joinWords(parts, "and"), true
}

// argKeys name the member of a call object that holds its arguments.
var argKeys = map[string]bool{"arguments": true, "args": true, "params": true, "parameters": true, "input": true}

// callWords says a one-item list naming a method and its arguments
// ([{"name": "find", "arguments": {"filter": {…}}}]) as that method: "for
// this find" with its one argument below ("Filter:" and the JSON), not
// the call's own JSON. ok is false for other lists.
func (st *funcState) callWords(x []any) (argWords, bool) {
	if len(x) != 1 {
		return argWords{}, false
	}
	m, ok := x[0].(map[string]any)
	if !ok || len(m) != 2 {
		return argWords{}, false
	}
	name, _ := m["name"].(string)
	var args map[string]any
	for k, v := range m {
		if argKeys[k] {
			args, _ = v.(map[string]any)
		}
	}
	if name == "" || args == nil || !isWord(strings.ToLower(name)) {
		return argWords{}, false
	}
	// "for this find query": the method said alone reads as a noun
	// nobody uses ("for a find", "for this count")
	q := name + " query"
	switch len(args) {
	case 0:
		return argWords{text: "for a plain " + q}, true
	case 1:
		for k, v := range args {
			if s, ok := scalarWords(v); ok {
				return argWords{text: "for " + fixArticle("a "+q) + " with " + strings.ToLower(Humanize(k)) + " " + s}, true
			}
			return argWords{text: st.one("for this "+q, "for "+fixArticle("a "+q)),
				block: "```json\n" + jsonText(v) + "\n```", intro: strings.ToLower(Humanize(k))}, true
		}
	}
	return argWords{text: "for this " + q, block: "```json\n" + jsonText(args) + "\n```", intro: "query"}, true
}

// linkedRun finds the one rich-text run of x that carries a link
// ([{"text": {"content": "Roadmap", "link": {"url": "https://…"}}}]): its
// text and the link's address. ok is false for other lists.
func linkedRun(x []any) (text, url string, ok bool) {
	if len(x) != 1 {
		return "", "", false
	}
	m, _ := x[0].(map[string]any)
	if t, has := m["type"]; has && t != "text" || len(m) > 2 {
		return "", "", false
	}
	in, _ := m["text"].(map[string]any)
	text, _ = in["content"].(string)
	link, _ := in["link"].(map[string]any)
	url, _ = link["url"].(string)
	if len(in) != 2 || len(link) != 1 || text == "" || url == "" || strings.ContainsAny(text, "\n") || utf8.RuneCountInString(text) > 300 {
		return "", "", false
	}
	return text, url, true
}

// shaped tells whether shapedWords (or the rich-text wording) says v in
// words: such a value is as sayable as a scalar, whatever its nesting.
func shaped(p Param, v any) bool {
	if _, ok := sortSpec(v, sortKey(p) || strings.Contains(strings.ToLower(p.Human), "sort")); ok {
		return true
	}
	switch x := v.(type) {
	case map[string]any:
		_, _, ok := typedEntries(x)
		_, ok2 := mimeWords(x)
		_, ok3 := editsWords(x)
		_, ok4 := insertWords(x)
		_, ok5 := flaggedPair(x)
		_, ok6 := wholeReplace(p, x)
		return ok || ok2 || ok3 || ok4 || ok5 || ok6
	case []any:
		_, _, ok := linkedRun(x)
		_, ok2 := fileBlocks(x)
		_, _, ok3 := richRuns(x)
		_, ok4 := flatConditions(x)
		return ok || ok2 || ok3 || ok4
	}
	return false
}

// sortAndOrder says a sort key and its direction as one ("with the most
// repositories first", "sorted by date created, newest first", "sorted by
// name, Z to A"): the direction's words follow what the key is (a date,
// a count, a name), never "newest first" of a count. It marks both
// paired; nothing when the call sets no such pair.
func (st *funcState) sortAndOrder(d *Data, paired map[string]bool) []argWords {
	var key, dir *Param
	for i := range d.Set {
		p := &d.Set[i]
		x, ok := p.Value.(string)
		switch {
		case !ok || paired[p.Name]:
		case sortKey(*p) && !sortDirection(*p, x):
			key = p
		case sortDirection(*p, x):
			dir = p
		}
	}
	if key == nil || dir == nil {
		return nil
	}
	k, _ := key.Value.(string)
	desc := strings.HasPrefix(strings.ToLower(dir.Value.(string)), "desc")
	s, said := sortSaid(k, !desc)
	switch kind := sortKind(k); {
	case said:
	case kind == 'c':
		w := strings.ToLower(Humanize(k))
		if strings.Contains(w, " ") {
			// "reactions-+1": which count is the value itself
			if desc {
				s = "sorted by " + k + ", most first"
			} else {
				s = "sorted by " + k + ", fewest first"
			}
			break
		}
		if desc {
			s = st.one("with the most "+w+" first", "most "+w+" first")
		} else {
			s = st.one("with the fewest "+w+" first", "fewest "+w+" first")
		}
	case kind == 'd':
		by := sortWords(k)
		if desc {
			s = "sorted by " + by + ", newest first"
		} else {
			s = "sorted by " + by + ", oldest first"
		}
	case kind == 'n':
		if desc {
			s = "sorted by " + k + ", Z to A"
		} else {
			s = "sorted by " + k + ", A to Z"
		}
	default:
		return nil // said apart, as before
	}
	paired[key.Name], paired[dir.Name] = true, true
	return []argWords{{text: s}}
}

// sortKind tells what a sort key's value orders by: 'd' a date ("created",
// "updated_at", "author-date"), 'c' a count ("repositories", "stars",
// "reactions-+1"), 'n' a name ("name", "title"), 0 anything else (a
// relevance, a score).
func sortKind(k string) byte {
	w := strings.Fields(strings.ToLower(Humanize(k)))
	if len(w) == 0 {
		return 0
	}
	first, last := w[0], w[len(w)-1]
	switch {
	case timeKey(k) || last == "date" || strings.HasSuffix(first, "ed") && !strings.HasSuffix(first, "eed") && len(w) <= 2:
		return 'd'
	case nameKey(k) || first == "alphabetical":
		return 'n'
	case strings.HasSuffix(first, "s") && !strings.HasSuffix(first, "ss") && !strings.HasSuffix(first, "us"):
		return 'c'
	}
	return 0
}

// changeWords turns a row's values into the changes an update makes:
// `titled "X"` → `renaming it to "X"`, "Team set to Design" → "setting
// Team to Design", "Done checked" → "checking Done".
func changeWords(lines []string) []string {
	out := make([]string, len(lines))
	for i, l := range lines {
		switch {
		case strings.HasPrefix(l, "titled "):
			out[i] = "renaming it to " + strings.TrimPrefix(l, "titled ")
		case strings.HasSuffix(l, " unchecked"):
			out[i] = "unchecking " + strings.TrimSuffix(l, " unchecked")
		case strings.HasSuffix(l, " checked"):
			out[i] = "checking " + strings.TrimSuffix(l, " checked")
		case strings.Contains(l, " set to "):
			k, v, _ := strings.Cut(l, " set to ")
			out[i] = "setting " + k + " to " + v
		default:
			out[i] = "setting " + l
		}
	}
	return out
}

// editsWords says an object holding a list of find-and-replace edits
// ({"content_updates": [{"old_str": "Node 16", "new_str": "Node 20"}, …]},
// beside flags left at false) as the edits: `replacing "Node 16" with
// "Node 20" and "npm install" with "pnpm install"`, an edit of every match
// "everywhere". ok is false for any other object, or a flag set true (a
// permission the words would not give).
func editsWords(x map[string]any) (string, bool) {
	var parts, flags []string
	for _, k := range sortedKeys(x) {
		switch v := x[k].(type) {
		case bool:
			if f := strings.Fields(strings.ToLower(Humanize(k))); v && len(f) > 1 && (verbs[f[0]] || f[0] == "allow" || f[0] == "permit") {
				flags = append(flags, permissionWords(f)) // "even if that means deleting content"
			} else if v {
				return "", false
			}
		case []any:
			if parts != nil || len(v) == 0 || len(v) > 4 {
				return "", false
			}
			for _, it := range v {
				m, ok := it.(map[string]any)
				if !ok {
					return "", false
				}
				old, repl, all, ok := editItem(m)
				if !ok {
					return "", false
				}
				e := quoteOnce(old) + " with " + quoteOnce(repl)
				if all {
					e += " everywhere"
				}
				parts = append(parts, e)
			}
		default:
			return "", false
		}
	}
	if parts == nil {
		return "", false
	}
	if len(flags) > 0 {
		return "replacing " + strings.Join(parts, ", ") + ", " + joinWords(flags, "and"), true
	}
	return "replacing " + joinWords(parts, "and"), true
}

// editItem reads one find-and-replace edit: the text to find, its
// replacement, and whether every match is replaced (a true flag beside
// them); ok is false for anything else.
func editItem(m map[string]any) (old, repl string, all, ok bool) {
	for k, v := range m {
		kw := strings.Fields(strings.ToLower(Humanize(k)))
		switch y := v.(type) {
		case bool:
			if !hasWord(kw, "all", "every", "global") {
				return "", "", false, false
			}
			all = y
		case string:
			if y == "" || len(y) > 120 || strings.ContainsAny(y, "\n`") {
				return "", "", false, false
			}
			switch {
			case hasWord(kw, "old", "find", "search", "original"):
				old = y
			case hasWord(kw, "new", "replace", "replacement"):
				repl = y
			default:
				return "", "", false, false
			}
		default:
			return "", "", false, false
		}
	}
	return old, repl, all, old != "" && repl != ""
}

// insertWords says an insertion ({"content": "…", "after": "start...end"}
// or a position {"type": "end"}) as where it goes ("after "start...end"",
// "at the end") with the content below. ok is false for other objects.
func insertWords(x map[string]any) (argWords, bool) {
	c, ok := x["content"].(string)
	if !ok || c == "" || len(x) != 2 || strings.Contains(c, "```") {
		return argWords{}, false
	}
	where := ""
	switch {
	case x["after"] != nil:
		a, ok := x["after"].(string)
		if !ok || a == "" || strings.ContainsAny(a, "\n`") {
			return argWords{}, false
		}
		where = "adding this after " + quoteOnce(a)
	case x["position"] != nil:
		pm, _ := x["position"].(map[string]any)
		t, _ := pm["type"].(string)
		if len(pm) != 1 || t != "start" && t != "end" {
			return argWords{}, false
		}
		where = "adding this at the " + t
	default:
		return argWords{}, false
	}
	return argWords{text: where, block: c, intro: "content"}, true
}

// namesSetSibling tells whether choice x of p is the name of another
// argument the call sets, which the words of that argument then say
// (a discriminator: type "insert_content" beside insert_content).
func (st *funcState) namesSetSibling(p Param, x string) bool {
	if st.data == nil {
		return false
	}
	for _, q := range st.data.Set {
		if q.Name != p.Name && q.Name == x {
			if _, ok := q.Value.(map[string]any); ok {
				_, _, pair := editPair(q.Value)
				return pair || shaped(q, q.Value)
			}
		}
	}
	return false
}

// flaggedPair says a find-and-replace pair that comes with permission
// flags ({"content_range": "A...B", "content": "…",
// "allow_deleting_content": true}) as the replacement and the flags set
// ("replacing "A...B" with "…", allowing deleting content"). ok is false
// when there is no flag (editPair says that) or anything else.
func flaggedPair(x map[string]any) (string, bool) {
	rest := map[string]any{}
	var flags []string
	for k, v := range x {
		b, isBool := v.(bool)
		if !isBool {
			rest[k] = v
			continue
		}
		f := strings.Fields(strings.ToLower(Humanize(k)))
		switch {
		case !b:
		case len(f) > 1 && (verbs[f[0]] || f[0] == "allow" || f[0] == "permit"):
			flags = append(flags, permissionWords(f))
		default:
			return "", false
		}
	}
	if len(rest) != 2 || len(rest) == len(x) {
		return "", false
	}
	old, repl, ok := editPair(rest)
	if !ok {
		return "", false
	}
	s := "replacing " + quoteOnce(old) + " with " + quoteOnce(repl)
	if len(flags) > 0 {
		s += ", " + joinWords(flags, "and")
	}
	return s, true
}

// permissionWords says a flag set true by the words of its key: a
// permission ("allow deleting content") as what the person accepts ("even
// if that means deleting content"), an act ("replace all") as doing it
// ("replacing all").
func permissionWords(f []string) string {
	if f[0] == "allow" || f[0] == "permit" {
		rest := f[1:]
		if len(rest) > 0 && (verbs[rest[0]] || overwrites[rest[0]]) {
			rest = append([]string{gerund(rest[0])}, rest[1:]...) // "allow delete content"
		}
		return "even if that means " + strings.Join(rest, " ")
	}
	return gerund(f[0]) + " " + strings.Join(f[1:], " ")
}

// wholeReplace says an object that replaces a whole text ({"new_str":
// "…", "allow_deleting_content": false} of a replace_content option whose
// key or description says it replaces or overwrites everything): the
// text itself (in a.text, quoted, when short; else as a block with the
// text "replacing all of its content with this"), with a permission set
// true as what the person accepts and one left false unsaid. ok is false
// for other objects.
func wholeReplace(p Param, x map[string]any) (argWords, bool) {
	hw := p.lowerHumanWords()
	d := strings.ToLower(p.Description)
	if len(hw) == 0 || hw[0] != "replace" && hw[0] != "overwrite" && !strings.Contains(d, "replaces the entire") &&
		!strings.Contains(d, "replaces the whole") && !strings.Contains(d, "overwrite the whole") {
		return argWords{}, false
	}
	text := ""
	var flags []string
	for _, k := range sortedKeys(x) {
		switch v := x[k].(type) {
		case string:
			if text != "" || v == "" || strings.Contains(v, "```") {
				return argWords{}, false
			}
			text = v
		case bool:
			f := strings.Fields(strings.ToLower(Humanize(k)))
			if len(f) < 2 || f[0] != "allow" && f[0] != "permit" {
				return argWords{}, false
			}
			if v {
				flags = append(flags, permissionWords(f))
			}
		default:
			return argWords{}, false
		}
	}
	if text == "" {
		return argWords{}, false
	}
	tail := ""
	if len(flags) > 0 {
		tail = ", " + joinWords(flags, "and")
	}
	if utf8.RuneCountInString(text) <= 120 && !strings.Contains(text, "\n") {
		return argWords{text: quoteOnce(text) + tail}, true
	}
	return argWords{text: "replacing all of its content with this" + tail, block: text, intro: "new content"}, true
}

// kindFields are fields of a filter that name what kind of record a
// result is.
var kindFields = map[string]bool{"object": true, "type": true, "kind": true, "object_type": true, "objecttype": true}

// filterWords says a small document filter ({"paid": true, "created_at":
// {"$gte": "2026-04-01T00:00:00Z"}, "status": {"$in": ["open", "paid"]}})
// as a clause: `where paid is true, created_at is on or after "…" and
// status is "open" or "paid"`. ok is false for a filter of more than
// three fields, a logical operator ($or), nesting or long values.
func filterWords(x map[string]any) (string, bool) {
	if len(x) == 0 || len(x) > 3 {
		return "", false
	}
	if s, ok := propCondition(x); ok {
		return s, true
	}
	if s, ok := flatCondition(x); ok {
		return "where " + s, true
	}
	if f, v, ok := fieldAndValue(x); ok {
		if kindFields[strings.ToLower(f)] && isWord(strings.Trim(v, "\"")) {
			// {"property": "object", "value": "page"}: what kind of thing
			// is wanted, said as people do ("page objects only"), not
			// "where object is "page""
			noun := "results"
			if strings.EqualFold(f, "object") {
				noun = "objects" // the field named, so the call stays grounded
			}
			return "for " + strings.Trim(v, "\"") + " " + noun + " only", true
		}
		return "where " + f + " is " + v, true
	}
	var parts []string
	for _, k := range sortedKeys(x) {
		if strings.HasPrefix(k, "$") || strings.ContainsAny(k, " \"`") {
			return "", false
		}
		if s, ok := fieldValue(x[k]); ok {
			parts = append(parts, k+" is "+s)
			continue
		}
		m, ok := x[k].(map[string]any)
		if !ok || len(m) != 1 {
			return "", false
		}
		for op, v := range m {
			switch op {
			case "$in", "$nin":
				l, ok := v.([]any)
				if !ok || len(l) == 0 || len(l) > 3 {
					return "", false
				}
				vs, ok := fieldValues(l)
				if !ok {
					return "", false
				}
				if op == "$in" {
					parts = append(parts, k+" is "+joinWords(vs, "or"))
				} else {
					parts = append(parts, k+" is none of "+joinWords(vs, "and"))
				}
			case "$exists":
				b, ok := v.(bool)
				if !ok {
					return "", false
				}
				parts = append(parts, map[bool]string{true: k + " is set", false: k + " isn't set"}[b])
			default:
				s, ok := fieldValue(v)
				when := 0
				if _, str := v.(string); str {
					when = 1 // a time or a name: "on or after", "before"
				}
				w, known := compareWords(op, k, s, when)
				if !known || !ok {
					return "", false
				}
				parts = append(parts, w)
			}
		}
	}
	return "where " + joinWords(parts, "and"), true
}

// updateWords says a small update document ({"$set": {"status":
// "shipped"}, "$inc": {"views": 1}, "$unset": {"token": ""}}) as the
// changes it makes: `setting status to "shipped", adding 1 to views and
// clearing token`. ok is false for other operators, more than three
// fields, nesting or long values.
func updateWords(x map[string]any) (string, bool) {
	var parts []string
	n := 0
	ops := sortedKeys(x)
	sort.SliceStable(ops, func(i, j int) bool { return ops[i] == "$set" && ops[j] != "$set" }) // what is set first
	for _, op := range ops {
		m, ok := x[op].(map[string]any)
		if !ok || len(m) == 0 {
			return "", false
		}
		for _, k := range sortedKeys(m) {
			if n++; n > 3 || strings.ContainsAny(k, " \"`$") {
				return "", false
			}
			v := m[k]
			switch op {
			case "$set":
				s, ok := fieldValue(v)
				if !ok {
					return "", false
				}
				if len(parts) > 0 && strings.HasPrefix(parts[len(parts)-1], "setting ") {
					parts[len(parts)-1] += "|" + k + " to " + s // one "setting" for several fields
					continue
				}
				parts = append(parts, "setting "+k+" to "+s)
			case "$inc":
				num, ok := v.(json.Number)
				if !ok {
					return "", false
				}
				if d, neg := strings.CutPrefix(string(num), "-"); neg {
					parts = append(parts, "taking "+d+" off "+k)
				} else {
					parts = append(parts, "adding "+string(num)+" to "+k)
				}
			case "$unset":
				parts = append(parts, "clearing "+k)
			case "$currentDate":
				parts = append(parts, "stamping "+k+" with the current time")
			default:
				return "", false
			}
		}
	}
	if len(parts) == 0 {
		return "", false
	}
	for i, pt := range parts {
		if f := strings.Split(pt, "|"); len(f) > 1 {
			parts[i] = joinWords(f, "and") // "setting country to "PT" and status to "churned""
		}
	}
	if len(parts) > 1 && strings.Contains(parts[0], " and ") {
		return strings.Join(parts[:len(parts)-1], ", ") + ", and " + parts[len(parts)-1], true
	}
	return joinWords(parts, "and"), true
}

// fieldValue says a scalar field value of a filter or update: a short
// string quoted, a number or a flag as written. ok is false for anything
// else.
func fieldValue(v any) (string, bool) {
	switch x := v.(type) {
	case string:
		if x == "" || len(x) > 40 || strings.ContainsAny(x, "\"`\n") {
			return "", false
		}
		return quoteStr(x), true
	case json.Number:
		return string(x), true
	case bool:
		return fmt.Sprint(x), true
	case nil:
		return "null", true
	}
	return "", false
}

// documentWords says a small filter or update argument in words (see
// filterWords and updateWords) when p takes one: its key names a filter,
// a query or an update. ok is false otherwise.
func documentWords(p Param, x map[string]any) (argWords, bool) {
	switch lastWord(strings.ToLower(p.Human)) {
	case "filter", "query", "where", "match", "criteria", "selector":
		// "the documents in shop.orders where paid is true": the filter
		// narrows what the request acts on, so it follows the object
		s, ok := filterWords(x)
		return argWords{text: s, lead: true}, ok
	case "update", "changes":
		s, ok := updateWords(x)
		return argWords{text: s}, ok
	}
	return argWords{}, false
}

// filtersLast moves a filter lead ("where paid is true") after the other
// leads, the places it narrows: "the documents in shop.orders over
// connection c1 where paid is true".
func filtersLast(leads []string) {
	sort.SliceStable(leads, func(i, j int) bool {
		return !strings.HasPrefix(leads[i], "where ") && strings.HasPrefix(leads[j], "where ")
	})
}

// fieldAndValue reads a filter that names its field and value in members
// of their own ({"property": "object", "value": "page"}): the field and
// the value as said (quoted). ok is false for any other object.
func fieldAndValue(x map[string]any) (field, value string, ok bool) {
	if len(x) != 2 {
		return "", "", false
	}
	for k, v := range x {
		s, isStr := v.(string)
		if !isStr || s == "" || strings.ContainsAny(s, " \"`") {
			return "", "", false
		}
		switch strings.ToLower(k) {
		case "property", "field", "key", "attribute":
			field = s
		case "value", "equals":
			value = quoteStr(s)
		default:
			return "", "", false
		}
	}
	return field, value, field != "" && value != ""
}
