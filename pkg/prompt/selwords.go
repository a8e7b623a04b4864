package prompt

import (
	"encoding/json"
	"regexp"
	"strings"

	"github.com/mcpgen/mcpgen/pkg/role"
)

// selectorWords names the page element a CSS selector picks the way a
// person would ("input[name=\"email\"]" → "email field", "#submit" →
// "submit button", "select[name=\"size\"]" → "size dropdown"): from the
// last compound selector's tag and the attribute, id or class naming it.
// It is "" when the selector names nothing a person would say.
func selectorWords(sel string) string {
	depth, cut := 0, 0
	for i, r := range sel {
		switch {
		case r == '[':
			depth++
		case r == ']':
			depth--
		case depth == 0 && (r == ' ' || r == '>' || r == '+' || r == '~'):
			cut = i + 1
		}
	}
	last, before := strings.TrimSpace(sel[cut:]), strings.TrimSpace(strings.TrimRight(sel[:cut], " >+~"))
	if m := nthChild.FindStringSubmatch(last); m != nil && m[2] != "" && m[2] != "0" && len(m[2]) == 1 {
		// ".card:nth-child(2)": the second card
		if w := selectorWords(m[1]); w != "" && !strings.Contains(w, "'") {
			return []string{"", "first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth"}[m[2][0]-'0'] + " " + w
		}
	}
	if strings.Contains(last, ":") {
		return "" // a state or a position said some other way
	}
	m := selCompound.FindStringSubmatch(last)
	if m == nil {
		return ""
	}
	tag, rest := strings.ToLower(m[1]), m[2]
	var name, typ string
	for _, a := range selAttr.FindAllStringSubmatch(rest, -1) {
		switch strings.ToLower(a[1]) {
		case "aria-label", "placeholder", "name", "title":
			if name == "" || a[1] != "name" {
				name = a[2]
			}
		case "type":
			typ = strings.ToLower(a[2])
		case "href":
			if seg := strings.Trim(a[2][strings.LastIndex(strings.TrimRight(a[2], "/"), "/")+1:], "/"); seg != "" {
				name = seg
			}
		case "value":
			if name == "" {
				name = a[2]
			}
		}
	}
	rest = selAttr.ReplaceAllString(rest, "")
	if name == "" {
		if i := strings.LastIndex(rest, "#"); i >= 0 {
			name = strings.FieldsFunc(rest[i+1:], func(r rune) bool { return r == '.' })[0]
		} else if i := strings.LastIndex(rest, "."); i >= 0 {
			name = rest[i+1:]
		}
	}
	if name == "" && tag == "" {
		return ""
	}
	noun := map[string]string{"input": "field", "select": "dropdown", "textarea": "box", "button": "button", "a": "link",
		"img": "image", "h1": "heading", "h2": "heading", "h3": "heading", "form": "form", "table": "table", "nav": "menu",
		"header": "header", "footer": "footer", "aside": "sidebar", "ul": "list", "ol": "list", "li": "list item", "dialog": "dialog"}[tag]
	switch typ {
	case "submit", "button":
		noun = "button"
		if name == "" && typ == "submit" {
			// "form#login button[type=submit]": the login form's submit
			// button, not "the button"
			name = "submit"
			if c := selectorWords(before); strings.HasSuffix(c, " form") {
				return c + "'s submit button"
			}
		}
	case "checkbox":
		noun = "checkbox"
	case "password", "email", "tel", "search":
		if name == "" {
			name = map[string]string{"tel": "phone", "password": "password", "email": "email", "search": "search"}[typ]
		}
	}
	w := strings.Join(strings.FieldsFunc(strings.ToLower(name), func(r rune) bool { return r == '-' || r == '_' || r == ' ' }), " ")
	if w == "" {
		if noun == "" || tag == "" {
			return ""
		}
		return noun
	}
	if noun == "" {
		switch f := strings.Fields(w); {
		case elementNouns[f[len(f)-1]]:
			return w // "#account-menu": the account menu, not "the account menu element"
		case strings.Contains(w, "search") || strings.Contains(w, "input"):
			noun = "box"
		case strings.Contains(w, "submit") || strings.Contains(w, "btn") || strings.Contains(w, "primary") || strings.Contains(w, "close"):
			noun = "button"
		case strings.Contains(w, "link"), strings.Contains(w, "nav"):
			noun = "link"
		default:
			noun = "element"
		}
	}
	if noun == "box" && strings.HasSuffix(w, " input") {
		return w // "search input"
	}
	for f := range strings.FieldsSeq(noun) {
		if strings.HasSuffix(w, f) {
			return w
		}
	}
	if f := strings.Fields(w); elementNouns[f[len(f)-1]] {
		return w // "li.result": the result, not "the result list item"
	}
	return w + " " + noun
}

// elementNouns are the last words of an id or a class that already say
// what kind of element it is ("account-menu", "pricing-table").
var elementNouns = map[string]bool{"menu": true, "icon": true, "form": true, "table": true, "list": true, "header": true,
	"banner": true, "summary": true, "results": true, "card": true, "dialog": true, "modal": true, "avatar": true, "tab": true,
	"grid": true, "bar": true, "panel": true, "section": true, "button": true, "link": true, "field": true, "dropdown": true,
	"result": true, "item": true, "row": true, "cell": true, "option": true, "entry": true}

// nthChild matches a compound selector that picks an element by its
// position ("li.result:nth-child(3)").
var nthChild = regexp.MustCompile(`^([^:]+):nth-(?:child|of-type)\((\d+)\)$`)

var (
	selCompound = regexp.MustCompile(`^([a-zA-Z][a-zA-Z0-9]*)?((?:[#.][\w-]+|\[[^\]]*\])*)$`)
	selAttr     = regexp.MustCompile(`\[([\w-]+)\s*[~|^$*]?=\s*["']?([^"'\]]*)["']?\]`)
)

// elementName is a name for a page element known only by its snapshot
// ref, fitting what the tool does with it (hl is the ref parameter's
// words): what a drag picks up or where it drops, a region of the page a
// snapshot or a screenshot takes (a snapshot of one button shows next to
// nothing), a dropdown to select in, a box to type in, a menu to hover,
// a button or a link to click.
func (st *funcState) elementName(hl string) string {
	switch endPrep(hl) {
	case "from":
		return st.one("Q3 report card", "first list item", "Design review card", "Invoices list item")
	case "to":
		return st.one("Done column", "Archive folder", "top of the list", "Backlog column")
	}
	in := intent{}
	if st.data != nil {
		in = st.data.Tool.intent
	}
	if shotNouns[objectNoun(in)] {
		return st.one("checkout form", "search results list", "cart dialog", "pricing table", "site header", "product grid",
			"sign-in form", "navigation bar", "order summary")
	}
	switch v := strings.Fields(in.Verb + " x")[0]; v {
	case "drop", "upload", "attach":
		// files land on a drop zone, text or a link on an editor
		for _, p := range st.data.Set {
			if roleKind(p) == role.FilePath {
				return st.one("upload area", "Attachments drop zone", "file upload box")
			}
		}
		return st.one("message editor", "Comment box", "Description editor", "notes editor")
	case "select", "choose", "pick":
		return st.one("Country dropdown", "Size dropdown", "Shipping method dropdown")
	case "type", "fill", "enter", "input":
		return st.one("Search box", "Email field", "Comment box", "First name field")
	case "hover", "mouse":
		return st.one("Account menu", "Products menu", "help icon", "profile avatar")
	default:
		return st.one("Sign in button", "Add to cart button", "Next page link", "Accept cookies button", "Pricing link", "Settings tab")
	}
}

// shotNouns are the objects of a tool that captures a page or a part of
// it: an element given is what is captured ("a screenshot of the pricing
// table").
var shotNouns = map[string]bool{"screenshot": true, "snapshot": true, "image": true, "picture": true, "capture": true}

// elementRef names an element of a page snapshot the way a person does
// who sees it and has the snapshot open: the element first, as it looks
// on the page, and its ref lightly beside it ("the Sign in button (e12)",
// "the Sign in button (e12 in the snapshot)"), never the ref first ("e12
// (the Sign in button)") nor the snapshot's own syntax ("[ref=e12]"). One
// wording on every request is what a fine-tuned model would learn as the
// only way to say it, so the wordings are taken in turn (vary).
func (st *funcState) elementRef(desc, ref string) string {
	snap, refs := "the snapshot", 0
	if st.data != nil {
		if objectNoun(st.data.Tool.intent) == "snapshot" {
			snap = "the last snapshot" // a new snapshot is what is asked for
		}
		for _, p := range st.data.Set {
			if roleKind(p) == role.ElementRef {
				refs++
			}
		}
	}
	var after string
	if refs > 1 {
		// two elements in one sentence ("drag the Q3 card (e4) onto the
		// Done column (e9)"): "that's e4 … that's e9" twice is clumsy
		after = st.vary("element", " ("+ref+")", " (ref "+ref+")", " at "+ref)
	} else {
		after = st.vary("element", " ("+ref+")", " ("+ref+" in "+snap+")", " (ref "+ref+")", " ("+ref+")",
			" at "+ref, " (that's "+ref+")")
	}
	if strings.HasPrefix(strings.ToLower(desc), "the ") {
		return desc + after
	}
	// "that Sign in button": the one both can see, now and then (not
	// beside "(that's e12)")
	if !strings.HasPrefix(after, " (that's") && st.intn(5) == 0 {
		return "that " + desc + after
	}
	return "the " + desc + after
}

// elementWords says the element a call acts on after the act: a snapshot
// or a screenshot is "of" it and it stands for the page the tool's object
// names ("a screenshot of the pricing table (e101)", not "a screenshot of
// this page of the pricing table"); a choice is made "in" a dropdown;
// anything else is done "on" or "for" it.
func (st *funcState) elementWords(in intent, ref string) argWords {
	if shotNouns[objectNoun(in)] {
		// "of only the pricing table": a part of the page, not all of it
		// ("just" could follow an opening "Just …")
		if st.intn(3) == 0 {
			ref = "only the " + strings.TrimPrefix(strings.TrimPrefix(ref, "the "), "that ")
		}
		return argWords{text: "of " + ref, lead: true, noun: "page", ref: ref}
	}
	prep := st.one("on ", "for ")
	switch firstWord(in.Verb) {
	case "select", "choose", "pick":
		prep = st.one("in ", "from ")
	}
	return argWords{text: prep + ref, lead: true, noun: "element", ref: ref}
}

// flagSaidBySibling tells whether an is-flag says nothing a number beside it
// does not ("isRevision" beside "revisesThought": "revising thought 5"
// says it is a revision, and a step that revises nothing is no revision):
// the flag's name shares a word stem with a numeric sibling, set when the
// flag is true, unset when it is false.
func (st *funcState) flagSaidBySibling(p Param, x bool) bool {
	if hw := p.lowerHumanWords(); st.data == nil || len(hw) < 2 || hw[0] != "is" && hw[0] != "has" {
		return false // only a flag that marks what the step is ("is revision")
	}
	for _, q := range st.data.Params {
		if q.Name == p.Name || !sharesStem(p.Name, q.Name) {
			continue
		}
		v := st.data.Args[q.Name]
		switch v.(type) {
		case json.Number, float64, int, int64:
			return x
		case nil:
			return !x && numericParam(q)
		}
	}
	return false
}

// sharesStem tells whether two parameter names share a word's first five
// letters ("isRevision", "revisesThought": "revis"), other than "is",
// "has" and the like.
func sharesStem(a, b string) bool {
	for x := range strings.FieldsSeq(strings.ToLower(Humanize(a))) {
		if len(x) < 5 {
			continue
		}
		for y := range strings.FieldsSeq(strings.ToLower(Humanize(b))) {
			if len(y) >= 5 && x[:5] == y[:5] {
				return true
			}
		}
	}
	return false
}

// numericParam tells whether p's schema takes a number.
func numericParam(p Param) bool {
	var s struct {
		Type any `json:"type"`
	}
	if json.Unmarshal(p.schema, &s) != nil {
		return false
	}
	switch t := s.Type.(type) {
	case string:
		return t == "integer" || t == "number"
	case []any:
		for _, x := range t {
			if x == "integer" || x == "number" {
				return true
			}
		}
	}
	return false
}

// heldKeys says the modifier keys held during a click ("Modifier keys to
// press") the way a person asks for them, with what holding them is for:
// "holding Control so it opens in a new tab", "with Shift held to extend
// the selection", never "pressing Meta" (a held key is not pressed). ok is
// false for other lists.
func (st *funcState) heldKeys(p Param, keys []string) (argWords, bool) {
	one := func(forms ...string) string { return st.vary("held-keys", forms...) }
	if !strings.Contains(strings.ToLower(p.Description), "modifier key") || len(keys) == 0 {
		return argWords{}, false
	}
	list := joinWords(keys, "and")
	if len(keys) > 1 {
		return argWords{text: one("holding "+list, "with "+list+" held down")}, true
	}
	switch strings.ToLower(keys[0]) {
	case "control", "ctrl", "meta", "controlormeta":
		return argWords{text: one("holding "+list+" so it opens in a new tab", "with "+list+" held, so it opens in a new tab",
			"while holding "+list+" (I want it in a new tab)")}, true
	case "shift":
		return argWords{text: one("holding "+list+" to extend the selection", "with "+list+" held, so everything up to it is selected",
			"while holding "+list+" so the selection runs to it")}, true
	}
	return argWords{text: one("holding "+list, "with "+list+" held down")}, true
}

// doubleClickWords says a double-click flag ("Whether to perform a double
// click instead of a single click") as people ask for one: "with a
// double-click", not "with double click"; a single click is the click
// asked for and goes unsaid. ok is false for other flags.
func doubleClickWords(p Param, x bool, one func(...string) string) (string, bool) {
	if !doubleClickFlag(p) {
		return "", false
	}
	if !x {
		return "", true
	}
	return one("with a double-click", "with a double-click so it opens"), true
}

// choiceInElement says the option a select tool picks in the element a
// selector or a snapshot ref names as one phrase that stands for the
// tool's object: "pick \"M\" from the size dropdown (`select#size`)", not
// "pick the size dropdown (`select#size`), picking \"M\"", which selects
// the dropdown and then picks again. nil when the tool does not choose
// or the call names no such pair.
func (st *funcState) choiceInElement(d *Data, in intent, paired map[string]bool) []argWords {
	if v := firstWord(in.Verb); v != "select" && v != "choose" && v != "pick" {
		return nil
	}
	el, val := -1, -1
	for i, p := range d.Set {
		if _, ok := pval(&d.Set[i]); !ok || paired[p.Name] {
			continue
		}
		switch hl := strings.ToLower(p.Human); {
		case roleKind(p) == role.Selector || roleKind(p) == role.ElementRef:
			el = i
		case hl == "value" || hl == "option" || hl == "choice":
			val = i
		}
	}
	if el < 0 || val < 0 {
		return nil
	}
	x, _ := pval(&d.Set[el])
	v, _ := pval(&d.Set[val])
	var ref string
	switch w := selectorWords(x); {
	case snapshotRef.MatchString(x):
		ref = st.elementRef(st.elementName(strings.ToLower(d.Set[el].Human)), x)
	case w != "" && !strings.ContainsRune(x, '`'):
		ref = "the " + w + " (`" + x + "`)"
	case !strings.ContainsRune(x, '`'):
		ref = "`" + x + "`"
	default:
		return nil
	}
	paired[d.Set[el].Name], paired[d.Set[val].Name] = true, true
	phrase := quoteStr(v) + " " + st.one("in ", "from ") + ref
	return []argWords{{text: phrase, lead: true, noun: "element", ref: phrase}}
}

// doubleClickFlag tells whether p is a flag that makes a click a double
// click.
func doubleClickFlag(p Param) bool {
	d := strings.ToLower(p.Description + " " + p.Human)
	return strings.Contains(d, "double click") || strings.Contains(d, "double-click")
}

// mouseButtonWords says the mouse button a click uses ("Button to click,
// defaults to left") as people ask for it: a "middle-click", a
// "right-click", with what it is for, not "using the middle button". ok
// is false for other parameters.
func (st *funcState) mouseButtonWords(p Param, x string) (string, bool) {
	if !mouseButton(p) {
		return "", false
	}
	switch x {
	case "middle":
		return st.one("with a middle-click so it opens in a new tab", "with a middle-click"), true
	case "right":
		return st.one("with a right-click to get its menu", "with a right-click"), true
	case "left":
		return st.one("with a left-click", "with the left button"), true
	}
	return "", false
}

// mouseButton tells whether p chooses the mouse button a click uses.
func mouseButton(p Param) bool {
	d := strings.ToLower(p.Description)
	return strings.Contains(d, "button to click") || strings.Contains(d, "mouse button")
}

// pageExtra tells whether a tool's place is only the page its element is
// on ("on page", "on a web page"): once the element is named, the page
// goes without saying.
func pageExtra(extra string) bool {
	switch strings.ToLower(extra) {
	case "on page", "on the page", "on a page", "on a web page", "on the web page", "on this page", "on the current page":
		return true
	}
	return false
}
