package generate

import (
	"context"
	"encoding/json"
	"fmt"
	"maps"
	"math/rand/v2"
	"slices"
	"strings"

	"github.com/mcpgen/mcpgen/pkg/dataset"
	"github.com/mcpgen/mcpgen/pkg/prompt"
	"github.com/mcpgen/mcpgen/pkg/role"
)

// independent tells whether calls of pt and o can be made in one turn,
// neither depending on the other: two reads, or two calls of which
// neither acts on the page a browser shows. A change to a page beside
// another call on it ("click the heading; also take a screenshot")
// depends on the order the calls run in.
func (w *worker) independent(pt, o *prepTool) bool {
	if readsOnly(pt) && readsOnly(o) {
		return true
	}
	return !w.onPage(pt) && !w.onPage(o)
}

// onPage tells whether pt acts on the one page a browser shows: its name
// says a page action (pageAction) and a tool of its server points at page
// elements (a snapshot ref or a selector).
func (w *worker) onPage(pt *prepTool) bool {
	if pt.facts != nil {
		return pt.facts.pageAct && w.g.pageServer(pt.t.Server)
	}
	return pageAction(pt.spoken().Name) && w.g.pageServer(pt.t.Server)
}

// parallelSibling is relatedSibling for a parallel record: of the tiers
// relatedSibling prefers, the first holding a tool independent of pt's
// call; among tools sharing no parameter with it, one taking a value the
// call holds inside a record (the latitude of a location) first, which
// asks about the same place or thing; nil when there is none.
func (w *worker) parallelSibling(pt *prepTool, args map[string]any, index int) *prepTool {
	tiers := w.siblingTiers(pt, args)
	var nested []*prepTool
	for _, t := range tiers[2:] {
		for _, o := range t {
			if sharesNested(o, args) {
				nested = append(nested, o)
			}
		}
	}
	for _, t := range [][]*prepTool{tiers[0], tiers[1], nested, tiers[2], tiers[3]} {
		var ok []*prepTool
		for _, o := range t {
			if w.independent(pt, o) {
				ok = append(ok, o)
			}
		}
		if len(ok) > 0 {
			ok = sameTopic(pt, ok)
			return ok[kindRand(w.g.opts.Seed, hash64(pt.key+"#sibling"), index).IntN(len(ok))]
		}
	}
	return nil
}

// nestedValue finds a one-line value under the key name inside the
// records args holds (its first record of a list), not at its top level.
func nestedValue(args map[string]any, name string) (any, bool) {
	var find func(v any, top bool) (any, bool)
	find = func(v any, top bool) (any, bool) {
		switch x := v.(type) {
		case map[string]any:
			if e, ok := x[name]; ok && !top && scalar(e) {
				return e, true
			}
			for _, k := range slices.Sorted(maps.Keys(x)) {
				if e, ok := find(x[k], false); ok {
					return e, true
				}
			}
		case []any:
			if len(x) > 0 {
				return find(x[0], false)
			}
		}
		return nil, false
	}
	return find(args, true)
}

// sharesNested tells whether every required parameter of o is found
// inside a record of args (a place's latitude and longitude): a call of
// o with them is about the same thing.
func sharesNested(o *prepTool, args map[string]any) bool {
	n := 0
	for _, p := range o.bind.Params() {
		if _, ok := nestedValue(args, p.Name); ok {
			n++
		} else if p.Required {
			return false
		}
	}
	return n > 0
}

// alignNested returns a, the arguments drawn for o beside a call of pt
// with args, with the values args holds inside its records under o's
// parameter names (when it stays valid): the elevation and the address
// of one place. A bare "id" is taken only when pt and o act on one kind
// of thing (sameObject) or o's description names pt's thing (descNames):
// the id of a label inside delete_labels' items names no project whose
// collaborators get_collaborators ("for a project") lists.
func alignNested(pt, o *prepTool, args, a map[string]any) map[string]any {
	out := cloneArgs(a)
	changed := false
	for _, p := range o.bind.Params() {
		if idNoun(p.Name) == "" && !sameObject(pt.spoken().Name, "", o.spoken().Name, p.Description) && !descNames(o.spoken().Description, objectWords(pt.spoken().Name)) {
			continue
		}
		if v, ok := nestedValue(args, p.Name); ok {
			out[p.Name], changed = v, true
		}
	}
	if !changed {
		return a
	}
	if r, err := o.schema.ValidateJSON(mustJSON(out)); err != nil || len(r) > 0 {
		return a
	}
	return out
}

// descNames tells whether desc, a tool's description, names the thing
// the object words obj say (objectWords; plurals aside): "Get all
// collaborators for a project" names the thing of get_projects. false
// for no words.
func descNames(desc string, obj []string) bool {
	if len(obj) == 0 {
		return false
	}
	sing := make([]string, len(obj))
	for i, w := range obj {
		sing[i] = singular(w)
	}
	d := " " + strings.Join(nameWords(desc), " ") + " "
	return strings.Contains(d, " "+strings.Join(sing, " ")+" ") || strings.Contains(d, " "+strings.Join(obj, " ")+" ")
}

// takesList tells whether pt's parameter name takes a list (its schema
// allows an array, or its description says "or array of", "one or
// more"): several values of it go in one call, so a parallel record does
// not split them into calls of pt ("delete keys a and b" is one delete).
func takesList(pt *prepTool, name string) bool {
	var s struct {
		Properties map[string]json.RawMessage `json:"properties"`
	}
	_ = json.Unmarshal(pt.t.InputSchema, &s)
	return schemaTakesList(s.Properties[name])
}

// splitsList tells whether two calls of pt differ only in values of
// parameters taking lists: one call with both would do.
func splitsList(pt *prepTool, a, b map[string]any) bool {
	differ := false
	for _, p := range pt.bind.Params() {
		if fmt.Sprint(a[p.Name]) == fmt.Sprint(b[p.Name]) {
			continue
		}
		if !takesList(pt, p.Name) {
			return false
		}
		differ = true
	}
	return differ
}

// schemaTakesList tells whether a property schema allows an array: its
// type (or one of its anyOf/oneOf branches) is "array", or its
// description offers a list.
func schemaTakesList(raw json.RawMessage) bool {
	var p struct {
		Type        any               `json:"type"`
		AnyOf       []json.RawMessage `json:"anyOf"`
		OneOf       []json.RawMessage `json:"oneOf"`
		Description string            `json:"description"`
	}
	if json.Unmarshal(raw, &p) != nil {
		return false
	}
	switch t := p.Type.(type) {
	case string:
		if t == "array" {
			return true
		}
	case []any:
		for _, x := range t {
			if x == "array" {
				return true
			}
		}
	}
	for _, b := range append(p.AnyOf, p.OneOf...) {
		if schemaTakesList(b) {
			return true
		}
	}
	d := strings.ToLower(p.Description)
	return strings.Contains(d, "or array of") || strings.Contains(d, "or an array of") || strings.Contains(d, "one or more") ||
		strings.Contains(d, "or a list of")
}

// referBack words text, the request for a call of pt with args said after
// a request for first, without the values saying where it works that
// first's request already said (the same connection, database or
// repository): "…on connection staging-9eb5 in app_production. Also,
// delete the documents in the invoices collection", not the connection
// and database again, nor the optional flags and choices the two calls
// share; a request about the same item (the same id) and nothing else
// names it "that data source". firstPT is first's tool. text itself
// when no wording leaves them out.
func (w *worker) referBack(pt, firstPT *prepTool, rng *rand.Rand, index int, first, args map[string]any, text string) string {
	partial := cloneArgs(args)
	// said: the values the first request said already; where: those of
	// them saying where it works, which a noun before them can point
	// back to ("that channel"). A choice carried over ("followers" of
	// "the most followers first") is no thing to point at.
	var said, where, ids []any
	flags := false // a flag or choice carried over is left out of the words
	for _, p := range pt.bind.Params() {
		v, ok := args[p.Name]
		if ok && p.Required && scalar(v) && fmt.Sprint(first[p.Name]) == fmt.Sprint(v) && (p.Role.Kind == role.ID || isIDKey(p.Name)) &&
			!slices.ContainsFunc(whereWords, func(w string) bool { return strings.Contains(norm(p.Name), w) }) {
			ids = append(ids, v) // the same item: referred back when nothing else is said
			continue
		}
		// A flag or choice carried over from the first call of the same
		// tool (carryFlags) is said once, with the first ask; another
		// tool's option of the same value is its own, said with it (not
		// "show me the availability ..., the same way" after a fixture
		// added).
		carried := firstPT == pt && !p.Required && (p.Enum || p.Type == "boolean")
		if !ok || !scalar(v) || fmt.Sprint(first[p.Name]) != fmt.Sprint(v) ||
			!carried && !slices.ContainsFunc(whereWords, func(w string) bool { return strings.Contains(norm(p.Name), w) }) {
			continue
		}
		delete(partial, p.Name)
		said = append(said, v)
		if !carried {
			where = append(where, v)
		} else {
			flags = true
		}
	}
	if len(ids) > 0 {
		rest := 0
		for k := range partial {
			if !slices.ContainsFunc(ids, func(v any) bool { return fmt.Sprint(partial[k]) == fmt.Sprint(v) }) {
				rest++
			}
		}
		if rest == 0 {
			// "Rename data source X. Can you also fetch that data
			// source?", not its id again.
			return withoutSaidWhere(backRef(text, append(where, ids...)), append(said, ids...))
		}
	}
	if len(said) == 0 {
		return text
	}
	if len(partial) == 0 {
		// Nothing else to say: the request names the same thing the
		// first did, referred back to ("recent messages from that
		// channel"), not its id again.
		return withoutSaidWhere(backRef(text, where), said)
	}
	if t := backRef(text, where); !leafSaid(t, said) {
		// Where the first ask works, pointed back to ("every reply in
		// thread X in that channel"): said, not left for the reader to
		// assume.
		return t
	}
	if t, _ := w.withoutValue(pt, rng, index, partial, said...); t != "" && saysSome(t, partial) {
		if flags {
			// the second ask's words leave the carried flag out: they say
			// it holds for this ask too ("Also, set up a product titled
			// X, the same way."), or the call's archived/draft/notify
			// would be a value nobody asked for
			t = sameWay(rng, t, dataset.LeafTexts(partial))
		}
		return withoutSaidWhere(t, said)
	}
	return withoutSaidWhere(text, said)
}

// sameWay adds to t, a request said after another, that the options the
// first request set hold for it as well: to the sentence that asks (the
// first saying one of leaves, the values the request holds), before a
// closing "thanks".
func sameWay(rng *rand.Rand, t string, leaves []string) string {
	if ss := sentences(t); len(ss) > 1 && !strings.ContainsRune(t, '\n') {
		k := 0
		for i, s := range ss {
			if slices.ContainsFunc(leaves, func(l string) bool { return l != "" && strings.Contains(s, l) }) {
				k = i
				break
			}
		}
		ss[k] = sameWay(rng, ss[k], nil)
		return strings.Join(ss, " ")
	}
	end := len(t)
	for end > 0 && strings.IndexByte(".?!", t[end-1]) >= 0 {
		end--
	}
	if end == 0 || strings.ContainsRune(t, '\n') || strings.HasSuffix(t[:end], "\"") || strings.HasSuffix(t[:end], "`") {
		// a block or a quoted value last: a sentence of its own
		return t + " " + []string{"Same settings as the first.", "Same options as before.", "Do it the same way."}[rng.IntN(3)]
	}
	for _, th := range []string{", thanks", ", please", ", thank you"} {
		if strings.HasSuffix(t[:end], th) {
			end -= len(th)
			break
		}
	}
	return t[:end] + []string{", the same way", ", with the same settings", ", same as the first"}[rng.IntN(3)] + t[end:]
}

// leafSaid tells whether text says one of vals (a string of three or
// more characters) verbatim.
func leafSaid(text string, vals []any) bool {
	for _, v := range vals {
		if s, ok := v.(string); ok && len(s) >= 3 && strings.Contains(text, s) {
			return true
		}
	}
	return false
}

// withoutSaidWhere drops from text, a request said after another, a short
// sentence of its own saying only a value of said, where the request
// before it already works ("I'm going through my staging-51df
// connection.", "analytics-daf5 is the connection to use."): said twice
// in one message it reads as two forms pasted together. text itself when
// it is that sentence alone or a block.
func withoutSaidWhere(text string, said []any) string {
	if strings.ContainsRune(text, '\n') {
		return text
	}
	sents := sentences(text)
	if len(sents) < 2 {
		return text
	}
	var keep []string
	for _, s := range sents {
		if len(strings.Fields(s)) <= 8 && leafSaid(s, said) && !strings.ContainsAny(s, "?") && whereSentence(s) {
			continue
		}
		keep = append(keep, s)
	}
	if len(keep) == 0 || len(keep) == len(sents) {
		return text
	}
	return strings.Join(keep, " ")
}

// whereSentence tells whether s, a sentence of a request, says where the
// request works rather than what it asks: it opens with a subject or a
// preposition of a setting ("I'm going through …", "It's on …", "Via
// …", "Use …") or names a value "to use" ("prod-1 is the connection to
// use.").
func whereSentence(s string) bool {
	l := strings.ToLower(s)
	if strings.Contains(l, " to use") || strings.Contains(l, " is the ") {
		return true
	}
	f := strings.Fields(l)
	switch strings.Trim(f[0], ",") {
	case "i'm", "we're", "it's", "this", "that's", "that", "use", "using", "go", "via", "through", "on", "in", "with", "run":
		return true
	}
	return false
}

// sentences splits text at ". " outside quotes into its sentences.
func sentences(text string) []string {
	var out []string
	start, quoted := 0, false
	for i := 0; i < len(text); i++ {
		switch {
		case text[i] == '"':
			quoted = !quoted
		case !quoted && i+1 < len(text) && strings.IndexByte(".?!", text[i]) >= 0 && text[i+1] == ' ':
			out = append(out, strings.TrimSpace(text[start:i+1]))
			start = i + 2
		}
	}
	if t := strings.TrimSpace(text[start:]); t != "" {
		out = append(out, t)
	}
	return out
}

// detailKinds are the roles of values that only shape a call's output (how
// many, which page, where a listing resumes, a switch, an order): two
// calls of one tool differing in them alone ask the same question twice
// ("list the channels; also list the channels, the first 20").
var detailKinds = map[role.Kind]bool{role.Count: true, role.Page: true, role.Offset: true, role.Cursor: true,
	role.Boolean: true, role.SortOrder: true}

// differsInSubject tells whether calls a and b of pt differ in a value the
// person says for what they want (a city, a key, a query), not only in
// details of the output (detailKinds).
func differsInSubject(pt *prepTool, a, b map[string]any) bool {
	for _, p := range pt.bind.Params() {
		if detailKinds[p.Role.Kind] || cursorName(p.Name) || sortName(p.Name) {
			continue
		}
		if fmt.Sprint(a[p.Name]) != fmt.Sprint(b[p.Name]) {
			return true
		}
	}
	return false
}

// cursorName tells whether a parameter's name says a pagination position
// or size ("start_cursor", "page_size", "limit"), whatever its role.
func cursorName(name string) bool {
	n := norm(name)
	for _, w := range []string{"cursor", "pagesize", "perpage", "limit", "offset", "maxresults", "count"} {
		if strings.Contains(n, w) {
			return true
		}
	}
	return false
}

// distinctCalls tells whether no two calls of one tool in calls ask the
// same thing: identical arguments, or arguments differing only in output
// details (differsInSubject).
func distinctCalls(calls []spec) bool {
	for i := range calls {
		for j := i + 1; j < len(calls); j++ {
			if calls[i].pt != calls[j].pt {
				continue
			}
			if string(calls[i].raw) == string(calls[j].raw) || !differsInSubject(calls[i].pt, calls[i].args, calls[j].args) {
				return false
			}
		}
	}
	return true
}

// carriesPayload tells whether a call of pt that changes something holds,
// besides p, a required value written with it (a key's value, a
// message's text, a document's body): calls varying p would copy that value to every one
// ("set cart:1, cart:2 and cart:3 to 2000"), which a person asking for
// several writes says per item.
func carriesPayload(pt *prepTool, p prompt.Param, args map[string]any) bool {
	if readsOnly(pt) {
		return false
	}
	for _, o := range pt.bind.Params() {
		if _, set := args[o.Name]; !set || o.Name == p.Name || !o.Required {
			continue
		}
		switch o.Role.Kind {
		case role.Text, role.JSON, role.Code, role.Title, role.CommitMessage:
			return true
		}
		if !scalar(args[o.Name]) && !sayableValue(args[o.Name]) {
			return true // a structure written (a file's edits, a record)
		}
		switch norm(o.Name) {
		case "value", "content", "contents", "body", "data", "text", "message", "document", "update":
			return true
		}
	}
	return false
}

// backRef replaces in text each value of said led by the noun naming it
// ("channel C0POAGMX155", "index \"status_idx\"") with "that" and the
// noun ("that channel"): the thing a request before it already named.
// A value not led by a lowercase noun stays as it is.
func backRef(text string, said []any) string {
	for _, v := range said {
		s, ok := v.(string)
		if !ok || len(s) < 3 {
			continue
		}
		for _, q := range []string{"", "\"", "`", "'"} {
			i := strings.Index(text, q+s+q)
			if i <= 0 || text[i-1] != ' ' {
				continue
			}
			end := i + len(q+s+q)
			if end+1 < len(text) && strings.ContainsRune("./:'", rune(text[end])) && isAlnum(text[end+1]) {
				continue // a part of a longer name ("acme" of "acme/api") or a possessive ("dsantos's")
			}
			j := strings.LastIndexAny(text[:i-1], " \n") + 1
			noun := text[j : i-1]
			if (noun == "the" || noun == "The") && q == "" && strings.HasPrefix(text[end:], " ") {
				// The value names the noun after it ("the auth DB"):
				// "that DB".
				text = text[:j] + map[bool]string{true: "That", false: "that"}[noun == "The"] + text[end:]
				break
			}
			that := "that "
			if j == 0 && len(noun) > 1 && noun[0] >= 'A' && noun[0] <= 'Z' {
				// The sentence opens with the noun: "Widget w1, can you
				// pull it up?" is "That widget, …".
				that, noun = "That ", strings.ToLower(noun[:1])+noun[1:]
			}
			if noun == "" || cutPreps[noun] || notNoun[noun] || strings.ToLower(noun) != noun || strings.IndexFunc(noun, func(r rune) bool { return r < 'a' || r > 'z' }) >= 0 {
				continue
			}
			if p := strings.Fields(strings.ToLower(text[:j])); len(p) > 0 && verbLeads[strings.Trim(p[len(p)-1], ",")] {
				continue // "to book HQ-395" is no "to that book"
			}
			if k, ok := compoundStart(text, j); !ok {
				continue // "grab notification setting 4535": which word is the verb is not known
			} else if k < j {
				noun, j = text[k:i-1], k // "for that notification setting", not "for notification that setting"
			}
			if strings.HasSuffix(text[:j], " the ") || j == 4 && text[:j] == "The " {
				// "from the channel C01" is "from that channel", not
				// "from the that channel".
				if j == 4 {
					that = "That "
				}
				j -= 4
			}
			text = text[:j] + that + noun + text[end:]
			break
		}
	}
	return text
}

// notNoun are lowercase words that can stand before a value without
// naming its kind: a verb or a function word ("The connection is
// prod-1" is no "that is").
var notNoun = map[string]bool{"is": true, "are": true, "was": true, "be": true, "use": true, "using": true, "via": true,
	"with": true, "and": true, "or": true, "a": true, "an": true, "my": true, "our": true, "your": true, "its": true,
	"their": true, "as": true, "than": true, "not": true, "same": true, "of": true, "about": true, "does": true, "do": true,
	"did": true, "has": true, "have": true, "can": true, "will": true, "would": true, "could": true, "should": true,
	"got": true, "get": true, "open": true, "against": true, "over": true, "onto": true, "within": true, "across": true,
	"after": true, "before": true, "between": true, "like": true, "per": true, "off": true, "toward": true, "towards": true}

// verbLeads are words after which the word before a value is a verb, not
// the value's noun ("I'd like to book HQ-395", "can you check
// HQ-101"): "to that book" would point at a book.
var verbLeads = map[string]bool{"to": true, "you": true, "i": true, "i'd": true, "i'll": true, "we": true, "please": true,
	"let's": true, "just": true, "also": true, "and": true, "then": true, "i've": true, "we've": true, "i'm": true, "we're": true}

// isAlnum tells whether c is an ASCII letter or digit.
func isAlnum(c byte) bool {
	return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9'
}

// firstPath is the first absolute path of the first request's arguments
// a (by parameter name), a path of a list of them included ("paths":
// five files of one project): the second request's paths are put in the
// same project, not in another one. "" when a holds none.
func firstPath(a map[string]any) string {
	isPath := func(v any) bool {
		s, ok := v.(string)
		return ok && strings.HasPrefix(s, "/") && strings.Count(s, "/") > 1 && !strings.ContainsAny(s, " \n")
	}
	for _, k := range slices.Sorted(maps.Keys(a)) {
		if isPath(a[k]) {
			return a[k].(string)
		}
		if l, ok := a[k].([]any); ok && len(l) > 0 && isPath(l[0]) {
			return l[0].(string)
		}
	}
	return ""
}

// withoutPaging returns a, the arguments of a call asked for beside
// another, without its optional counts, pages and cursors ("just the
// first 25"), which a person says once, of what they asked for first; a
// itself when none is set or the call would not stay valid.
func withoutPaging(o *prepTool, a map[string]any) map[string]any {
	out := cloneArgs(a)
	for _, p := range o.bind.Params() {
		switch {
		case p.Required:
		case cursorName(p.Name), p.Role.Kind == role.Page, p.Role.Kind == role.Offset, p.Role.Kind == role.Cursor:
			delete(out, p.Name)
		}
	}
	if len(out) == len(a) {
		return a
	}
	if r, err := o.schema.ValidateJSON(mustJSON(out)); err != nil || len(r) > 0 {
		return a
	}
	return out
}

// severalParam is the one required parameter of pt that takes a list of
// plain values (paths, names) of a tool made to work on several at once:
// its description or the parameter's says "multiple", "several" or "at
// once" ("Read the contents of multiple files simultaneously"), and
// neither offers a single item ("one or more", "a single file"). A
// request for such a tool names two or more ("show me a.go and b.md side
// by side"); a list of one is a call of the one-item tool in the wrong
// shape. false when pt has no such parameter, or more than one.
func severalParam(pt *prepTool) (prompt.Param, bool) {
	// Read once per tool, by prepare: decoding the schema per record took
	// a third of an offline run's CPU. A prepTool built alone (tests)
	// reads it each time.
	if pt.severalRead {
		return pt.several, pt.severalOK
	}
	return readSeveralParam(pt)
}

// readSeveralParam finds severalParam's parameter in pt's inputSchema.
func readSeveralParam(pt *prepTool) (prompt.Param, bool) {
	var s struct {
		Properties map[string]json.RawMessage `json:"properties"`
	}
	_ = json.Unmarshal(pt.t.InputSchema, &s)
	var found []prompt.Param
	for _, p := range pt.bind.Params() {
		var ps struct {
			Type  any `json:"type"`
			Items struct {
				Type any `json:"type"`
			} `json:"items"`
			Description string `json:"description"`
		}
		if !p.Required || json.Unmarshal(s.Properties[p.Name], &ps) != nil || ps.Type != "array" {
			continue
		}
		switch ps.Items.Type {
		case "string", "number", "integer":
		default:
			continue
		}
		if saysSeveral(pt.spoken().Description + " " + ps.Description) {
			found = append(found, p)
		}
	}
	if len(found) != 1 {
		return prompt.Param{}, false
	}
	return found[0], true
}

// saysSeveral tells whether a tool's or a parameter's description says
// it works on several items at once, and offers no single one.
func saysSeveral(desc string) bool {
	d := strings.ToLower(desc)
	for _, w := range []string{"single", "one or more", "one or multiple", "or multiple", "one or several", "at least one"} {
		if strings.Contains(d, w) {
			return false
		}
	}
	for _, w := range []string{"multiple", "several", "many ", "simultaneously", "at once", "in bulk", "batch"} {
		if strings.Contains(d, w) {
			return true
		}
	}
	return false
}

// widenList returns args, drawn for pt, with the list of its
// severalParam holding two items when it holds one: the first item and
// another drawn for the same tool (salt keeps the draws of two calls of
// one record apart), put beside the first (a file of the same folder)
// when the run does not execute; true when it did so. args itself when
// pt has no such parameter, the list holds other than one item, no
// second item is found or the result does not validate.
func (w *worker) widenList(ctx context.Context, pt *prepTool, args map[string]any, index int, salt string) (map[string]any, bool) {
	p, ok := severalParam(pt)
	if !ok {
		return args, false
	}
	l, ok := args[p.Name].([]any)
	if !ok || len(l) != 1 {
		return args, false
	}
	items := slices.Clone(l)
	for k := 0; k < 3 && len(items) < 2; k++ {
		a, ok := w.synthOne(ctx, pt, index, fmt.Sprintf("%s-several%d", salt, k))
		if !ok {
			continue
		}
		more, _ := a[p.Name].([]any)
		for _, v := range more {
			if !w.executes() {
				v = nearValue(p, l[0], v)
			}
			if len(items) < 2 && !slices.ContainsFunc(items, func(x any) bool { return fmt.Sprint(x) == fmt.Sprint(v) }) {
				items = append(items, v)
			}
		}
	}
	if len(items) < 2 {
		return args, false
	}
	out := cloneArgs(args)
	out[p.Name] = items
	if r, err := pt.schema.ValidateJSON(mustJSON(out)); err != nil || len(r) > 0 {
		return args, false
	}
	return out, true
}

// listHolds tells whether a top-level text value of b is an item of a
// list of a: a second call on a thing the first call's list names.
func listHolds(a, b map[string]any) bool {
	for _, v := range a {
		l, ok := v.([]any)
		if !ok {
			continue
		}
		for _, x := range b {
			if s, ok := x.(string); ok && slices.Contains(l, any(s)) {
				return true
			}
		}
	}
	return false
}

// namedElsewhere tells whether v, the value of parameter name in args (a
// text of three or more characters), and another value of args name one
// another: the index "reviews_vector_index" of collection reviews, the
// commit message "Update utils.py" of file utils.py, the export titled
// "Events - monthly export" of collection events (case aside). A
// correction of v alone would leave the two naming different things.
func namedElsewhere(args map[string]any, name string, v any) bool {
	s, ok := v.(string)
	if !ok || len(s) < 3 {
		return false
	}
	ls := strings.ToLower(s)
	for k, x := range args {
		if k == name {
			continue
		}
		for _, t := range dataset.LeafTexts(x) {
			lt := strings.ToLower(t)
			if lt == ls {
				continue
			}
			if strings.Contains(lt, ls) || len(lt) >= 4 && strings.Contains(ls, lt) {
				return true
			}
		}
	}
	return false
}

// sortName tells whether a parameter's name says how results are ordered
// ("sort", "order_by", "direction"): two calls differing in it alone ask
// for the same things twice ("search everything; also search everything,
// newest first").
func sortName(name string) bool {
	switch norm(name) {
	case "sort", "sortby", "sortorder", "sortdirection", "sortfield", "order", "orderby", "direction":
		return true
	}
	return false
}

// parallelDraw is d, the draw of a parallel record's first call of pt,
// and its arguments args, without a floor that filters nothing (noFloor)
// and with a list of one of a tool made for several items widened
// (widenList: "side by side" with one file is no request).
func (w *worker) parallelDraw(ctx context.Context, pt *prepTool, d *draw, args map[string]any, index int) (*draw, map[string]any) {
	if nd := noFloor(pt, d); nd != d {
		d, args = nd, nd.val.(map[string]any)
	}
	if a, ok := w.widenList(ctx, pt, args, index, "parallel"); ok {
		dd := *d
		dd.raw, dd.val, d, args = nil, a, &dd, a
	}
	return d, args
}
