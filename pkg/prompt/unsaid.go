package prompt

import (
	"encoding/json"
	"fmt"
	"strings"

	"github.com/mcpgen/mcpgen/pkg/role"
)

// Unsaid returns the optional top-level arguments of a call (args, as
// synthesized) that the built-in generic request would not say the way a
// person does: a flag set to its documented default, a flag or choice with
// no natural wording ("make it non-archived", "in merge method", "(no
// accept)"), a null, an empty list, a small settings object. A call should
// only hold what its request says, so the caller leaves them out of the
// call before rendering it. key (a hash of the instance) makes the choice:
// one such argument in keep8 stays now and then, so the dataset still
// shows each parameter in use, and the last argument of a call always
// stays (a call with no arguments says nothing of what it is for) unless
// it only pages ("list the users" needs no cursor).
//
// It returns nil for a tool with its own template (the template decides
// what it says), a user's generic template, and a schema where leaving a
// property out could break the instance (dependencies, minProperties,
// conditional or combined root schemas).
func (b *Binding) Unsaid(args map[string]any, key uint64) []string {
	if !b.Generic || !b.prunable || b.Request == nil || b.Request.Layer != EmbeddedLayer().Name || len(args) == 0 {
		return nil
	}
	var out []string
	kept := 0
	hows := make(map[string]int, len(args))
	var echo *Data // echoData(args), made for the first key read
	for i, p := range b.params {
		v, ok := args[p.Name]
		if !ok {
			continue
		}
		why := b.howSaid(p, v, args, &echo)
		hows[p.Name] = why
		if orderWithoutKey(b.params, p, args) {
			why = silent // "in descending order" of nothing said
		}
		// Paging (a cursor, a page number, an offset, a page size) is
		// what a client fills in, not what a person types: it stays in
		// one call in eight, so the dataset still shows it in use.
		// An opaque cursor never stays: nobody has one before a first
		// page, so a request that quotes one is a client's, not a person's.
		if !p.Required && why != silent && paging(p) {
			if (key>>(uint(i+29)%56))&7 == 0 && !pageToken(p) {
				kept++
			} else {
				out = append(out, p.Name)
			}
			continue
		}
		// Now and then a stiff one stays (not a default or a null: those
		// say nothing at all).
		if p.Required || why == sayable || why == stiff && (key>>(uint(i)%56))&7 == 0 {
			kept++
			continue
		}
		out = append(out, p.Name)
	}
	for k := range args {
		if !b.known(k) {
			kept++
		}
	}
	out = b.keepChange(args, out, key)
	out = b.fewerOptions(args, out, key, hows)
	out = radiusWithoutCentre(args, out)
	if kept == 0 && len(out) > 0 {
		// One stays, not a paging one: "list the users" with no cursor is
		// a whole request, a call with no arguments of another tool is not.
		var said []int
		for i, n := range out {
			if p, ok := b.param(n); !ok || !paging(p) {
				said = append(said, i)
			}
		}
		if len(said) > 0 {
			i := said[int(key%uint64(len(said)))]
			out = append(out[:i:i], out[i+1:]...)
		}
	}
	return out
}

// maxOptions is how many optional arguments a generic request says at
// most: a person asks for a thing and a couple of details ("the open
// issues in acme/api, newest first"), not for five of them chained with
// commas ("labeled ux and mobile. Only open ones, ordered by comments and
// newest first.").
const maxOptions = 2

// fewerOptions leaves out of a call that still sets more than maxOptions
// optional arguments (those out does not already leave out; neither
// what identifies the thing nor paging counts) the extra ones, chosen by
// key (the stiff ones that stayed by chance first), and a sort direction
// whose sort key went with them. hows holds howSaid's answer for each
// argument of args.
func (b *Binding) fewerOptions(args map[string]any, out []string, key uint64, hows map[string]int) []string {
	dropped := map[string]bool{}
	for _, n := range out {
		dropped[n] = true
	}
	var opts, stiffs []string
	for _, p := range b.params {
		if _, ok := args[p.Name]; ok && !dropped[p.Name] && !p.Required && !identifies(p) && !paging(p) {
			opts = append(opts, p.Name)
			if hows[p.Name] == stiff {
				stiffs = append(stiffs, p.Name)
			}
		}
	}
	if len(opts) <= maxOptions {
		return out
	}
	for _, n := range stiffs {
		if len(opts) > maxOptions {
			out, dropped[n], opts = append(out, n), true, without(opts, n)
		}
	}
	for k := key; len(opts) > maxOptions; k = k*0x9e3779b97f4a7c15 + 1 {
		i := int((k >> 33) % uint64(len(opts)))
		out, dropped[opts[i]] = append(out, opts[i]), true
		opts = append(opts[:i:i], opts[i+1:]...)
	}
	left := map[string]any{}
	for k, v := range args {
		if !dropped[k] {
			left[k] = v
		}
	}
	for _, n := range opts {
		if p, ok := b.param(n); ok && orderWithoutKey(b.params, p, left) {
			out = append(out, n)
		}
	}
	return out
}

// keepChange keeps one change in an update's call: an update whose call
// holds only what identifies the thing ("re-save block 5 without changing
// anything") is no request a person makes, so when every argument left
// identifies it, one of the left-out changes (not paging) stays.
func (b *Binding) keepChange(args map[string]any, out []string, key uint64) []string {
	switch firstWord(b.data.intent.Verb) {
	case "update", "edit", "modify", "change", "patch":
	default:
		return out
	}
	dropped := map[string]bool{}
	for _, n := range out {
		dropped[n] = true
	}
	var changes, quiet []int
	for _, p := range b.params {
		if _, ok := args[p.Name]; !ok || dropped[p.Name] && (paging(p) || args[p.Name] == nil) {
			continue
		}
		if !identifies(p) {
			if !dropped[p.Name] {
				return out // the call already changes something
			}
			for i, n := range out {
				switch {
				case n != p.Name:
				case unsayable(p, args[n], b.data.intent) == silent:
					quiet = append(quiet, i) // a default says no change
				default:
					changes = append(changes, i)
				}
			}
		}
	}
	if len(changes) == 0 {
		changes = quiet
	}
	if len(changes) == 0 {
		return out
	}
	i := changes[int(key%uint64(len(changes)))]
	return append(out[:i:i], out[i+1:]...)
}

// identifies tells whether p names the thing a call acts on (an id, a
// number) rather than what it sets.
func identifies(p Param) bool {
	n := strings.ToLower(p.Name)
	return roleKind(p) == role.ID || strings.HasSuffix(n, "id") || strings.HasSuffix(n, "_number")
}

// pagingFresh tells whether p only pages through results: a cursor, a page
// number, an offset or a page size.
func pagingFresh(p Param) bool {
	switch roleKind(p) {
	case role.Cursor, role.Page, role.Offset:
		return true
	}
	hl := strings.ToLower(p.Human)
	return strings.Contains(hl, "per page") || strings.Contains(hl, "page size") || strings.Contains(hl, "cursor") ||
		hl == "page" || hl == "offset" || hl == "skip" || pageTokenFresh(p) || pagingDesc(p)
}

// pagingDesc tells whether p's description makes it a page's position
// ("Pagination cursor from a previous response", "Highest user ID in the
// previous page"): an after or before that only a client passes on.
func pagingDesc(p Param) bool {
	d := strings.ToLower(p.Description)
	return strings.Contains(d, "pagination") || strings.Contains(d, "previous page") || descCursor(d) ||
		strings.Contains(d, "next page") || strings.Contains(d, "previous response")
}

// descCursor tells whether a lower-case description speaks of a paging
// cursor, not of a method of one ("the syntax of cursor.sort()").
func descCursor(d string) bool {
	return strings.Contains(d, "cursor") && !strings.Contains(d, "cursor.")
}

// pageTokenFresh tells whether p is an opaque paging token (a cursor, a next
// page token) that only a previous page's result holds.
func pageTokenFresh(p Param) bool {
	if roleKind(p) == role.Cursor {
		return true
	}
	hl := strings.ToLower(p.Human)
	if strings.Contains(hl, "cursor") || strings.Contains(hl, "page token") || strings.Contains(hl, "next token") ||
		strings.Contains(hl, "continuation") || startAfterKey(hl) {
		return true
	}
	// "Pagination cursor from a previous response's pageInfo.endCursor"
	d := strings.ToLower(p.Description)
	return descCursor(d) || strings.Contains(d, "previous response") || strings.Contains(d, "page token")
}

// known tells whether name is a declared property of the tool.
func (b *Binding) known(name string) bool {
	_, ok := b.param(name)
	return ok
}

// param returns the declared property called name.
func (b *Binding) param(name string) (Param, bool) {
	for _, p := range b.params {
		if p.Name == name {
			return p, true
		}
	}
	return Param{}, false
}

// How well the generic request says a value (see unsayable).
const (
	sayable = iota // said the way a person would
	stiff          // said, but like a form being filled in
	silent         // a default or nothing: a person does not say it
)

// howSaid is unsayable's answer for optional p's value v in a call
// (args), a value said only by echoing its key (echoedKey) counted stiff.
func (b *Binding) howSaid(p Param, v any, args map[string]any, echo **Data) int {
	why := unsayable(p, v, b.data.intent)
	if why == sayable && !p.Required && b.echoedKey(p, args, echo) {
		return stiff
	}
	return why
}

// unsayable tells how the generic request would say value v of optional
// parameter p: sayable, stiff or silent.
func unsayable(p Param, v any, in intent) int {
	switch x := v.(type) {
	case nil:
		return silent
	case bool:
		if def, ok := boolDefault(p); ok && def == x || !x && (permission(p) || inclusion(p)) {
			// a permission left off, or something not included ("without
			// each element's bounding box"), is what anyone expects
			return silent
		}
		if _, ok := descFlag(p, x, in); !ok && !boolSayable(p, x, in) {
			return stiff
		}
	case string:
		k := roleKind(p)
		if opaqueCodes(p, []any{x}) {
			return silent // "for filter properties iAk3": a code no person types
		}
		if !p.Required && machineID(x) && (k == role.ID || k == role.Cursor || p.takesIDs()) {
			return stiff // "in team … on cycle 2953501d-…": an option's uuid nobody has at hand
		}
		if k == role.FileName && !sourceFile(p.Description) {
			return stiff // "…, and write it to search-console-messages.txt": an output file glued on
		}
		if looksJSON(x) && k != role.JSON && k != role.Code {
			return stiff // a JSON object where a name or path goes
		}
		if (p.Enum || k == role.Enum) && isDefault(p, x) {
			return silent // "using the css scale" when css is the default
		}
		if p.Enum || k == role.Enum || k == role.SortOrder || k == role.Status {
			if !enumSayable(p, x, in) {
				return stiff
			}
		}
	case json.Number:
		if isDefault(p, string(x)) {
			return silent // "no more than 1048576 bytes" when that is the default
		}
	case []any:
		if len(x) == 0 {
			return silent
		}
		if opaqueCodes(p, x) {
			return silent // "with properties BJXS, %3AUPp and xYz1"
		}
		if !p.Required && allMachineIDs(x) && p.takesIDs() {
			return stiff // "applying ec2adb05-…, 1ec217a5-… and d4203305-…"
		}
		if shaped(p, x) {
			return sayable // "titled …", "sorted by …": said in words
		}
		if !allScalars(x) && !jsonish(p) && coordinates(x) == "" {
			return stiff // "children: type \"paragraph\""
		}
	case map[string]any:
		if len(x) == 0 || leafCount(x) == 0 && !jsonish(p) {
			return silent // objectPhrase says nothing of it
		}
		if shaped(p, x) {
			return sayable
		}
		if jsonish(p) && !pastedKind(p) {
			return stiff // {"Name": …} pasted as "Properties below:" + JSON
		}
		if !jsonish(p) && strings.ToLower(p.Human) != "parent" {
			return stiff // "with url … and type \"external\""
		}
	}
	return sayable
}

// prunableSchema tells whether any optional top-level property of the
// inputSchema may be left out of a valid instance and leave it valid: the
// root only lists properties and what is required, with no keyword that
// ties the presence of one property to others.
func prunableSchema(schema json.RawMessage) bool {
	var root map[string]json.RawMessage
	if json.Unmarshal(schema, &root) != nil {
		return false
	}
	for k := range root {
		switch k {
		case "dependencies", "dependentRequired", "dependentSchemas", "minProperties", "if", "then", "else",
			"anyOf", "oneOf", "allOf", "not", "$ref", "$dynamicRef", "$recursiveRef":
			return false
		}
	}
	_, ok := root["properties"]
	return ok
}

// boolSayable tells whether boolPhrase says flag value x of p the way a
// person would ("including archived", "but don't submit it"), not as a
// form field ("make it non-archived", "(no accept)", "with full page").
func boolSayable(p Param, x bool, in intent) bool {
	hw := p.lowerHumanWords()
	switch {
	case doubleClickFlag(p):
		return x // "with a double-click"
	case len(hw) == 0:
		return false
	case len(hw) > 1 && (hw[0] == "needs" || hw[len(hw)-1] == "needed"):
		return true
	case len(hw) > 1 && (hw[0] == "is" || hw[0] == "has"):
		return x
	case hw[0] == "include" || hw[0] == "with" || hw[0] == "show":
		return len(hw) > 1
	case flagVerbs[hw[0]]:
		return true
	case len(hw) == 1:
		w := hw[0]
		return verbs[w] && w != "all" || strings.HasSuffix(w, "ly") && x || adjective(w) && in.Read ||
			undoable[w] != [2]string{} && !in.Read
	}
	return false
}

// enumSayable tells whether choicePhrase says choice x of p the way a
// person would: a sort order, a state, a format, a kind of the object, the
// verb itself, an act ("to replace content"); not "in merge method",
// "using the css scale" or "with the contrast \"no-preference\"".
func enumSayable(p Param, x string, in intent) bool {
	hl := strings.ToLower(p.Human)
	xl := strings.ToLower(x)
	last := lastWord(hl)
	switch xl {
	case "none", "null", "no-preference", "default", "auto", "unset", "":
		return false
	case "asc", "ascending", "desc", "descending":
		return true
	}
	if (last == "type" || last == "kind") && kindValue(x, in) {
		return true
	}
	if in.Fixed && strings.EqualFold(x, in.Verb) {
		return true
	}
	if last == "event" && !strings.ContainsAny(xl, " _-") {
		return true // "and approve it", "as a comment"
	}
	if valueMeaning(p.Description, x) != "" {
		return true // "using device pixels"
	}
	if mouseButton(p) && (xl == "middle" || xl == "right") {
		return true // "with a right-click"
	}
	switch {
	case last == "sort" || last == "by" || hl == "order by" || hl == "sort field",
		last == "state" || last == "status", last == "format", last == "level", prepositions[last]:
		return true
	}
	f := strings.Fields(strings.ToLower(Humanize(x)))
	return len(f) > 1 && verbs[f[0]] && (!nounVerbs[f[0]] || strings.Contains(x, "_"))
}

// IsDefault tells whether v, a scalar value of p in a call, is the
// default p's schema or description states. A request says nothing of
// such a value (unsayable), so a second call that changes it changes a
// value the first request never said ("the stock of fittings. And the
// same in the Harrogate yard" of a yard that defaults to Leeds).
func (p Param) IsDefault(v any) bool {
	switch x := v.(type) {
	case string:
		return isDefault(p, x)
	case json.Number:
		return isDefault(p, x.String())
	case bool:
		def, ok := boolDefault(p)
		return ok && def == x
	case float64, int, int64:
		return isDefault(p, fmt.Sprint(x))
	}
	return false
}

// isDefault tells whether v (a number as written, or a string) is the
// default the parameter's schema or description states.
func isDefault(p Param, v string) bool {
	if p.Role.Default != "" && strings.EqualFold(strings.Trim(p.Role.Default, "\"'`"), v) {
		return true
	}
	return schemaDefault(p) == v
}

// schemaDefault is the schema's default of p as written (a number) or as
// the string it is; "" when none or another type.
func schemaDefault(p Param) string {
	if p.facts != nil {
		return p.facts.read(p).def
	}
	var sc struct {
		Default json.RawMessage `json:"default"`
	}
	if json.Unmarshal(p.schema, &sc) != nil || len(sc.Default) == 0 {
		return ""
	}
	var s string
	if json.Unmarshal(sc.Default, &s) == nil {
		return s
	}
	var n json.Number
	if json.Unmarshal(sc.Default, &n) == nil {
		return n.String()
	}
	return ""
}

// orderWithoutKey tells whether p is a sort direction ("asc"/"desc") of
// a tool that has a sort key the call leaves unset: the direction of an
// unnamed order is nothing a person says ("in descending order" of what?).
func orderWithoutKey(ps []Param, p Param, args map[string]any) bool {
	x, ok := args[p.Name].(string)
	if !ok || !sortDirection(p, x) {
		return false
	}
	for _, q := range ps {
		if q.Name == p.Name || !sortKey(q) {
			continue
		}
		if _, set := args[q.Name]; set {
			return false
		}
		return true
	}
	return false
}

// sortDirection tells whether value x of p is a sort direction.
func sortDirection(p Param, x string) bool {
	if len(x) > 3*len("descending") {
		return false // too long to lower-case to one (a rune shrinks to a byte at most)
	}
	switch strings.ToLower(x) {
	case "asc", "ascending", "desc", "descending":
		return roleKind(p) == role.SortOrder || p.Enum
	}
	return false
}

// sortKey tells whether p names what results are sorted by ("sort",
// "sort_by", "order_by", "sort field").
func sortKey(p Param) bool {
	hl := strings.ToLower(p.Human)
	switch hl {
	case "sort", "sort by", "order by", "sort field", "sort key", "sort on":
		return true
	}
	return false
}

// pastedKind tells whether p takes what people paste as JSON or code: a
// query, filter, pipeline, projection, sort, update or document, or a
// value whose role is JSON or code. Other structured options (a schema,
// properties, arguments) are said in words or not at all.
func pastedKind(p Param) bool {
	switch roleKind(p) {
	case role.JSON, role.Code:
		return true
	}
	for _, w := range p.lowerHumanWords() {
		switch w {
		case "filter", "query", "pipeline", "projection", "sort", "update", "document", "documents", "json":
			return true
		}
	}
	return false
}

// opaqueCodes tells whether values xs of optional parameter p are short
// opaque codes a person would not type: p takes ids (its name or
// description says so) and every value is a short token that is neither
// a word, a number nor a readable name: percent-encoded ("%3AUPp") or
// letters and digits mixed ("iAk3", "b28b"). Such an option (a list of
// property ids to limit a response to) is what a client fills in.
func opaqueCodes(p Param, xs []any) bool {
	if len(xs) == 0 {
		return false
	}
	if !p.takesIDs() {
		return false
	}
	codes := 0
	for _, v := range xs {
		x, ok := v.(string)
		switch {
		case !ok:
			return false
		case opaqueCode(x):
			codes++
		case len(x) > 5 || strings.ToUpper(x) != x || strings.ToLower(x) == x:
			return false // a word or a name; "BJXS" goes with the codes beside it
		}
	}
	return codes > 0
}

// takesIDs tells whether p takes ids: its name ends in "id" or "ids" or
// its description speaks of an id or identifier. Read once per parameter.
func (p Param) takesIDs() bool {
	f := p.facts
	if f == nil {
		return takesIDs(p)
	}
	f.idsOnce.Do(func() { f.ids = takesIDs(p) })
	return f.ids
}

func takesIDs(p Param) bool {
	n, d := strings.ToLower(p.Name), " "+strings.ToLower(p.Description)+" "
	return strings.HasSuffix(n, "id") || strings.HasSuffix(n, "ids") || strings.Contains(d, " id ") || strings.Contains(d, " ids") ||
		strings.Contains(d, " id.") || strings.Contains(d, "identifier")
}

// opaqueCode tells whether x is a short opaque code: 2 to 8 characters
// with no separator a name has, percent-encoded or mixing letters with
// digits or with upper case inside ("%3AUPp", "iAk3", "b28b", "BJXS" is
// not: it could be a word in capitals).
func opaqueCode(x string) bool {
	if len(x) < 2 || len(x) > 8 || strings.ContainsAny(x, " -_./:@") {
		return false
	}
	if strings.Contains(x, "%") {
		return true
	}
	letters, digits, innerUpper := 0, 0, false
	for i, c := range x {
		switch {
		case c >= '0' && c <= '9':
			digits++
		case c >= 'a' && c <= 'z':
			letters++
		case c >= 'A' && c <= 'Z':
			letters++
			innerUpper = innerUpper || i > 0 && x[i-1] >= 'a' && x[i-1] <= 'z'
		default:
			return false
		}
	}
	return letters > 0 && digits > 0 && !(digits == len(x)-1 && (x[0] < '0' || x[0] > '9')) || innerUpper && letters == len(x) && len(x) <= 5
}

// machineID tells whether x is an identifier only a program holds: a
// UUID, a long run of digits (a snowflake), or a long token mixing
// letters and digits (a Drive file id). A person names an option's thing
// by what it is called ("in the Q3 cycle"), and asks with such an id only
// when it was the result of an earlier call.
func machineID(x string) bool {
	if len(x) < 16 || len(x) > 64 || strings.ContainsAny(x, " ./:@") {
		return false
	}
	letters, digits, hex := 0, 0, true
	for i := 0; i < len(x); i++ {
		c := x[i]
		switch {
		case c >= '0' && c <= '9':
			digits++
		case c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z':
			letters++
			hex = hex && (c >= 'a' && c <= 'f' || c >= 'A' && c <= 'F')
		case c == '-' || c == '_':
			hex = hex && c == '-'
		default:
			return false
		}
	}
	if hex && len(x) == 36 && strings.Count(x, "-") == 4 {
		return true // a UUID
	}
	return digits == len(x) || letters > 0 && digits >= 3 && letters+digits >= 20
}

// allMachineIDs tells whether every item of xs is a machineID.
func allMachineIDs(xs []any) bool {
	for _, v := range xs {
		if s, ok := v.(string); !ok || !machineID(s) {
			return false
		}
	}
	return len(xs) > 0
}

// inclusion tells whether flag p adds something to what the call returns
// ("Whether to include meeting note transcripts", "includeHidden"):
// left off, it is what a call does anyway.
func inclusion(p Param) bool {
	w, _ := p.flagWords()
	if len(w) >= 3 && strings.EqualFold(w[0], "whether") && strings.EqualFold(w[1], "to") {
		switch strings.ToLower(w[2]) {
		case "include", "show", "return", "add", "attach":
			return true
		}
	}
	hw := p.lowerHumanWords()
	return len(hw) > 1 && (hw[0] == "include" || hw[0] == "show")
}
