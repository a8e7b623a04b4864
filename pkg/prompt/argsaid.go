package prompt

import (
	"encoding/json"
	"regexp"
	"strings"
)

// accessText says what a call goes through (a connection, a session, a
// server) inside the request's clause, the ways people mention it once:
// "on prod-42bb", "via prod-42bb", "on the prod-42bb connection", "using
// prod-42bb", "against prod-42bb" for a read. Most wordings are bare: a
// person names the connection by its name and says "connection" now and
// then, not the key before its value ("(connection prod-42bb)", which a
// scene sentence turns into "I'm using connection prod-42bb."), nor
// "through prod-42bb" after every filter (throughBesideFilter says it
// "via"). The wordings are taken in turn (vary).
func (st *funcState) accessText(noun, x string) string {
	if nameless(x) {
		return st.accessNamed(noun, x)
	}
	forms := []string{"on " + x, "via " + x, "using " + x, "with " + x, "on the " + x + " " + noun,
		"over on " + x, "on my " + x + " " + noun, "on " + noun + " " + x}
	switch noun {
	case "connection", "server", "instance", "cluster":
		// one goes through a connection, not through a project or an
		// account
		forms = append(forms, "through "+x)
	}
	if st.reads() {
		// a query runs against a connection and reads from it; a write
		// does neither
		forms = append(forms, "against "+x, "from "+x)
	}
	return st.vary("access", forms...)
}

// reads tells whether the tool being rendered only reads.
func (st *funcState) reads() bool { return st.data != nil && st.data.Tool.intent.Read }

// accessAlone says what a call goes through in a sentence of its own,
// before or after the request, as people add it: "This is on the
// prod-42bb connection.", "Use prod-42bb.", "My connection is
// prod-42bb.", never the
// command-speak "Go through prod-42bb."
func (st *funcState) accessAlone(noun, x string) string {
	if nameless(x) {
		return st.accessNamedAlone(noun, x)
	}
	forms := []string{"This is on " + x + ".", "Use " + x + ".", "It's on " + x + ".",
		strings.ToUpper(noun[:1]) + noun[1:] + "'s " + x + ".", "The " + noun + " is " + x + ".", "Run it on " + x + ".",
		"We're on " + x + " for this one.", "Do it on " + x + ".", "The " + noun + " to use is " + x + "."}
	switch noun {
	case "connection", "server", "instance", "cluster":
		forms = append(forms, "I'm connected to "+x+".", "I'm on "+x+".", "Use the "+x+" "+noun+".", "Point it at "+x+".",
			"I'm using "+x+".", "My "+noun+" is "+x+".", "I'm working off "+x+".",
			"I've got "+x+" open.", "This one runs on "+x+".",
			"The one to use is "+x+".", "Use "+x+" for this.", "Do this one on "+x+".")
		if st.reads() {
			forms = append(forms, "This is against "+x+".")
		}
	case "session":
		forms = append(forms, "It's in session "+x+".")
	}
	return st.vary("access-alone", forms...)
}

// throughBesideFilter keeps what a call goes through away from a filter
// ("where active is true on dev-0625" reads as where the documents are
// active): beside a "where …" lead it is said in a sentence of its own
// half the time ("It's on dev-0625."), else "via dev-0625".
func (st *funcState) throughBesideFilter(out []argWords) {
	filter := false
	for _, a := range out {
		filter = filter || a.lead && strings.HasPrefix(a.text, "where ")
	}
	if !filter {
		return
	}
	for i, a := range out {
		if !a.through {
			continue
		}
		if a.alone != "" && st.intn(2) == 0 {
			out[i].lead, out[i].own, out[i].through = false, true, false
			continue
		}
		// "where number is 5 through dev-0625" reads as a range
		for _, p := range []string{"over on ", "on ", "through "} {
			if rest, ok := strings.CutPrefix(a.text, p); ok {
				out[i].text = throughOther(rest)
				break
			}
		}
	}
}

// stateKeys name a field whose value is a state a thing is put in
// ("status": "shipped"): people say the state ("mark them shipped").
var stateKeys = map[string]bool{"status": true, "state": true, "stage": true, "role": true, "tier": true,
	"plan": true, "priority": true, "level": true, "phase": true}

// changesSaid says a small update document ({"$set": {"verified": true},
// "$inc": {"views": 1}}) as the changes a person asks for: "and mark them
// verified", "bump stock to 40", "move them to shipped", "adding 1 to
// views", not one "setting verified to true and stock to 40" that reads as
// a form. Each $set field is said by what it is: a flag that is an
// adjective is what the things become, a state is where they move,
// a number is bumped or changed, a time is moved. ok is false for any
// other document (updateWords says it then).
func (st *funcState) changesSaid(x map[string]any) (string, bool) {
	set, ok := x["$set"].(map[string]any)
	if !ok || len(set) == 0 || len(set) > 3 {
		return "", false
	}
	var parts []string
	them := "them"
	if st.data != nil {
		if o := lastWord(strings.ToLower(st.data.Tool.intent.Object)); o != "" && !pluralNoun(o) {
			them = "it"
		}
	}
	for _, k := range sortedKeys(set) {
		if strings.ContainsAny(k, " \"`$.") {
			return "", false
		}
		s, ok := st.fieldChange(k, set[k], them)
		if !ok {
			return "", false
		}
		parts = append(parts, s)
	}
	rest := map[string]any{}
	for op, v := range x {
		if op != "$set" {
			rest[op] = v
		}
	}
	if len(rest) > 0 {
		r, ok := updateWords(rest) // "adding 1 to views", "clearing token"
		if !ok {
			return "", false
		}
		parts = append(parts, r)
	}
	if len(rest) == 0 && st.intn(2) == 0 {
		return "and " + joinWords(parts, "and"), true // an ask of its own at the end: "…, and mark them verified"
	}
	for i, pt := range parts {
		if v, rest, ok := strings.Cut(pt, " "); ok && plainWord.MatchString(v) && !strings.HasSuffix(v, "ing") {
			parts[i] = gerund(v) + " " + rest // "…, marking them verified"
		}
	}
	return joinWords(parts, "and"), true
}

// fieldChange says one field an update sets, k the field and v its new
// value, them what is changed ("them", "it"); ok is false for a value
// fieldValue cannot say.
func (st *funcState) fieldChange(k string, v any, them string) (string, bool) {
	s, ok := fieldValue(v)
	if !ok {
		return "", false
	}
	w := strings.Fields(strings.ToLower(Humanize(k)))
	switch b, isBool := v.(bool); {
	case isBool && b && len(w) == 2 && (w[0] == "is" || w[0] == "has"):
		return st.vary("change-flag", "mark "+them+" "+w[1], "mark "+them+" as "+w[1], "flag "+them+" as "+w[1]), true
	case isBool && b && len(w) == 1 && adjectiveFlag(w[0]):
		return st.vary("change-flag", "mark "+them+" "+k, "mark "+them+" as "+k, "flag "+them+" as "+k), true
	case isBool && !b && len(w) == 1 && adjectiveFlag(w[0]):
		return st.vary("change-unflag", "mark "+them+" as not "+k, "turn "+k+" off"), true
	case isBool:
		return st.vary("change-bool", "turn "+k+" "+map[bool]string{true: "on", false: "off"}[b], k+" set to "+s, "flip "+k+" to "+s), true
	}
	if str, isStr := v.(string); isStr && stateKeys[lastWord(strings.ToLower(Humanize(k)))] && isWord(str) {
		return st.vary("change-state", "move "+them+" to "+str, "change the "+strings.ToLower(Humanize(k))+" to "+str,
			"switch "+them+" to "+str), true
	}
	if _, isStr := v.(string); isStr && timeKey(k) {
		return st.vary("change-time", "change "+k+" to "+s, "move "+k+" to "+s, "set "+k+" to "+s), true
	}
	if n, isNum := v.(json.Number); isNum {
		return st.vary("change-num", "bump "+k+" to "+string(n), "change "+k+" to "+string(n), "make "+k+" "+string(n),
			"set "+k+" to "+string(n)), true
	}
	if nameKey(k) {
		return st.vary("change-name", "change "+k+" to "+s, "rename "+them+" to "+s+" ("+k+")", "update "+k+" to "+s), true
	}
	return st.vary("change-field", "change "+k+" to "+s, "update "+k+" to "+s, "set "+k+" to "+s, "make "+k+" "+s), true
}

// adjectiveFlag tells whether a flag's one-word name is a state a thing
// is in ("active", "verified", "archived", "paid", "enabled"), said as
// what it is marked ("mark them verified"), not a noun ("admin").
func adjectiveFlag(w string) bool {
	if !plainWord.MatchString(w) || len(w) < 4 {
		return false
	}
	for _, suf := range []string{"ed", "ive", "ible", "able", "ic", "ent", "ant", "ful", "ous"} {
		if strings.HasSuffix(w, suf) {
			return true
		}
	}
	switch w {
	case "paid", "open", "hidden", "visible", "public", "private", "done", "read", "seen", "live", "valid", "primary", "default":
		return true
	}
	return false
}

// assignedID says an optional numbered thing that a create or an update
// puts its object in or on ("milestone": 11 on an issue) as what is done
// with it: "and put it on milestone 11", "moving it to milestone 11". Said
// as a place ("Edit issue #430 on milestone 11") it reads as where the
// object is, not what changes. ok is false for a required or a read
// identifier, or one that names the object itself.
func (st *funcState) assignedID(p Param, noun, n string, in intent) (argWords, bool) {
	if p.Required || in.Read || strings.Contains(noun, " ") || noun == "PR" || noun == "issue" ||
		strings.Contains(strings.ToLower(in.Object), strings.ToLower(noun)) {
		return argWords{}, false
	}
	ref := noun + " " + n
	switch firstWord(in.Verb) {
	case "update", "edit", "modify", "change":
		return argWords{text: st.vary("assign-move", "moving it to "+ref, "and move it to "+ref, "putting it on "+ref,
			"and put it on "+ref)}, true
	case "create", "add", "open", "make", "file":
		return argWords{text: st.vary("assign-new", "for "+ref, "in "+ref, "under "+ref, "tied to "+ref)}, true
	}
	return argWords{}, false
}

// tagPhrase says labels or tags (list, n of them): what a read filters by
// ("the issues labeled bug and ux"), what a create or an update puts on
// its object as people ask for it ("with the bug and ux labels", "and tag
// it bug"), not "labeled urgent and bug and named …", which reads as a
// form's fields.
func (st *funcState) tagPhrase(list string, n int) string {
	labels := "labels"
	if n == 1 {
		labels = "label"
	}
	if st.data == nil || st.data.Tool.intent.Read {
		return st.turn("labeled "+list, "with the "+labels+" "+list, "tagged "+list)
	}
	if changes(st.data.Tool.intent) {
		// on an update, labels are what is done to the thing ("tag it
		// p2"), which an update that only labels says as its verb
		// (onlyMove: "tag issue 5 with p2"), never "change issue 5, with
		// the label p2"
		return st.vary("tags-change", "and label it "+list, "tagging it "+list, "and tag it "+list)
	}
	return st.vary("tags", "with the "+list+" "+labels, "and label it "+list, "tagging it "+list, "with the "+labels+" "+list,
		"adding the "+list+" "+labels)
}

// handleRef names a thing by a short string id the way people do when
// the id is not a number or a long pasted key: an opaque handle
// ("Rm2d", "xKpQ") is "the property with id Rm2d", not "property Rm2d"
// as if it were its name; a plain word ("title") is a name, "the title
// property". ok is false for any other id (a number, a UUID, a slug),
// said "page 5c…" as before.
func (st *funcState) handleRef(noun, x string) (string, bool) {
	if strings.Contains(noun, " ") || !plainWord.MatchString(noun) || len(x) > 12 || len(x) < 2 {
		return "", false
	}
	switch {
	case plainWord.MatchString(x):
		return "the " + x + " " + noun, true
	case opaqueHandle.MatchString(x) && strings.ToLower(x) != x && strings.ToUpper(x) != x:
		return st.vary("handle", "the "+noun+" with id "+x, noun+" ID "+x), true
	}
	return "", false
}

// opaqueHandle matches a short id of letters and digits only (mixed case
// is checked apart): "Rm2d", "xKpQ", "aZ4k".
var opaqueHandle = regexp.MustCompile(`^[A-Za-z0-9%]{2,12}$`)

// numberIDPhrase says a numeric identifier n of p by what it names:
// "issue #43", "PR 7", "revising thought 1", or a number a create or an
// update sets ("moving it to milestone 11").
func (st *funcState) numberIDPhrase(p Param, n string, in intent) argWords {
	noun := nounOf(p)
	if on, own := ownIDNoun(p, in, st.data); on != "" && (noun == "" || noun == "id") {
		// a bare numeric "id" on "Delete a correspondent": the
		// correspondent's own number ("delete correspondent 49515"),
		// as a string id is said, never "on number 49515"
		if own {
			return st.ownIDPhrase(n, on)
		}
		noun = on
	}
	if o, _, ok := strings.Cut(bareObject(in.Object), "'s "); ok && (noun == "" || noun == "id") && bareIDNames[strings.ToLower(p.Human)] {
		if w := ownerNoun(o); w != "" {
			noun = w // "a tag's name": the tag's id ("for tag 47138")
		}
	}
	if noun == "" || noun == "id" {
		noun = "number"
	}
	if f := strings.Fields(noun); len(f) > 1 && verbs[verbBase(f[0])] && (!nounVerbs[verbBase(f[0])] || prepositions[f[1]]) &&
		!strings.Contains(strings.ToLower(in.Object), strings.ToLower(noun)) {
		// (not "merge request" of a tool on a merge request: that names it)
		// "revisesThought", "branchFromThought": "revising thought 1".
		return argWords{text: gerund(verbBase(f[0])) + " " + strings.Join(f[1:], " ") + " " + n}
	}
	if a, ok := st.assignedID(p, noun, n, in); ok {
		return a // "Edit issue #430, moving it to milestone 11", not "on milestone 11"
	}
	ref := noun + " " + n
	switch noun {
	case "PR":
		ref = st.vary("pr", noun+" "+n, noun+" #"+n, "pull request #"+n, "pull request "+n, "#"+n)
	case "issue":
		ref = st.vary("issue", noun+" "+n, noun+" #"+n, "#"+n)
	}
	if idIsObject(in) {
		if noun == "number" {
			ref = "#" + n // "cancel #961", never "cancel for number 961"
		}
		return argWords{text: ref, lead: true, noun: strings.ToLower(noun), ref: ref}
	}
	// never "with hotel 85627": whose thing it is, not what it comes with
	return argWords{text: st.turn("for "+ref, "for "+ref, "on "+ref), lead: true, noun: strings.ToLower(noun), ref: ref}
}
