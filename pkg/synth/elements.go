package synth

import (
	"strings"

	"github.com/mcpgen/mcpgen/pkg/role"
	"github.com/santhosh-tekuri/jsonschema/v5"
)

// elementPairs returns the optional element descriptions of a plan ("the
// Country dropdown") and the element reference each names ("e74"): a
// browser tool's element parameter beside its snapshot ref, paired by the
// words before their last one ("startElement" with "startTarget",
// "element" with "ref"). A person names the element they mean and gives
// its ref beside the name, so a call that carries the ref carries the
// description too.
func elementPairs(p *objPlan) [][2]int {
	var out [][2]int
	for i, n := range p.names {
		if p.required[i] || !elementDesc(p.schemas[i][0].Description) {
			continue
		}
		pre := namePrefix(n)
		for j, m := range p.names {
			if j != i && elementRefDesc(p.schemas[j][0].Description) && namePrefix(m) == pre {
				out = append(out, [2]int{i, j})
				break
			}
		}
	}
	return out
}

// elementDesc tells whether a description is that of a human-readable
// element description ("Human-readable element description used to obtain
// permission to interact with the element").
func elementDesc(d string) bool {
	d = strings.ToLower(d)
	return strings.Contains(d, "human-readable") && strings.Contains(d, "element")
}

// elementRefDesc tells whether a description is that of an element
// reference from a page snapshot.
func elementRefDesc(d string) bool {
	d = strings.ToLower(d)
	return strings.Contains(d, "element reference") || strings.Contains(d, "reference from the page snapshot") ||
		strings.Contains(d, "ref from the snapshot")
}

// namePrefix is a property name's words without the last one
// ("startElement" → "start", "ref" → "").
func namePrefix(n string) string {
	ts := role.Tokens(n)
	if len(ts) > 0 {
		ts = ts[:len(ts)-1]
	}
	return strings.Join(ts, " ")
}

// elementsTogether includes an element's description whenever its ref is
// in the call and the description may be present.
func (p *objPlan) elementsTogether(include []bool, optional []*jsonschema.Schema) {
	for _, e := range p.elems {
		if (include[e[1]] || p.required[e[1]]) && optional[e[0]] != nil {
			include[e[0]] = true
		}
	}
}

// elementsWithRefs is elementsTogether for an object built on the general
// path: of the optional names, an element description whose ref (among
// props) is required or chosen is chosen too.
func elementsWithRefs(optional []string, schemas []*jsonschema.Schema, in []bool, props map[string][]*jsonschema.Schema) {
	for i, n := range optional {
		if in[i] || schemas[i] == nil || !elementDesc(schemas[i].Description) {
			continue
		}
		pre := namePrefix(n)
		for k, ps := range props {
			if k == n || namePrefix(k) != pre || len(ps) == 0 || !elementRefDesc(ps[0].Description) {
				continue
			}
			chosen := true
			for j, o := range optional {
				if o == k {
					chosen = in[j]
				}
			}
			if chosen {
				in[i] = true
			}
		}
	}
}

// elementScripts are scripts run on one element of a page, written as the
// function of it a description asks for ("(element) => { /* code */ }");
// the last three read what a form control holds.
var elementScripts = []string{"(element) => element.textContent", "(element) => element.getBoundingClientRect().toJSON()",
	"(element) => getComputedStyle(element).display", "(element) => element.outerHTML", "(element) => element.value",
	"(element) => element.disabled", "(element) => element.validationMessage"}

// elementCode returns the index of a script property whose description
// says it takes the element when one is given ("(element) => { /* code
// */ } when element is provided") and of the element reference beside it,
// or -1s.
func elementCode(p *objPlan) [2]int {
	out := [2]int{-1, -1}
	for i := range p.names {
		d := strings.ToLower(p.schemas[i][0].Description)
		if strings.Contains(d, "(element)") || strings.Contains(d, "(el)") {
			out[0] = i
		} else if elementRefDesc(d) && out[1] < 0 {
			out[1] = i
		}
	}
	if out[0] < 0 || out[1] < 0 {
		return [2]int{-1, -1}
	}
	return out
}

// scriptOfElement makes the script of a call that names an element a
// function of that element: "() => document.title" run "on the Search box
// at e25" takes no element, so the element named is of no use.
func (g *Generator) scriptOfElement(p *objPlan, obj map[string]any) {
	code, ref := p.names[p.elemCode[0]], p.names[p.elemCode[1]]
	s, ok := obj[code].(string)
	if _, named := obj[ref]; !ok || !named || !strings.HasPrefix(s, "()") {
		return
	}
	scripts := elementScripts
	for i, n := range p.names {
		if d, ok := obj[n].(string); ok && namePrefix(n) == "" && elementDesc(p.schemas[i][0].Description) && !fieldLike(d) {
			// a link or a button has no value to read
			scripts = elementScripts[:len(elementScripts)-3]
		}
	}
	if v := scripts[g.rng.Intn(len(scripts))]; matchesAll(p.schemas[p.elemCode[0]], v) {
		obj[code] = v
	}
}

// fieldLike tells whether an element description names a form control
// that holds a value (a field, a box, a dropdown, a checkbox).
func fieldLike(desc string) bool {
	return containsAny(strings.ToLower(desc), "field", "box", "dropdown", "input", "checkbox", "slider", "editor")
}

// dragItems and dropZones are what a drag and drop moves and where it
// lands, as a person names them on a page.
var (
	dragItems = []string{"Q3 report card", "Fix login bug task card", "first list item", "profile photo thumbnail",
		"Design review card", "Groceries list item"}
	dropZones = []string{"Done column", "In progress column", "Trash folder", "top of the list", "Archive folder", "Backlog column"}
)

// fileDropZones are the elements a page takes dropped or uploaded files
// on: a drop zone, a file input, an editor that attaches what lands on it.
var fileDropZones = []string{"upload area", "Attachments drop zone", "file upload box", "Attachments drop zone",
	"upload area", "message editor", "Drop files here area"}

// textDropZones are the elements dropped text, HTML or a link lands on:
// an editor, not a file input.
var textDropZones = []string{"message editor", "Comment box", "Description editor", "notes editor"}

// fixDropTarget makes what is dropped fit where it lands: text, HTML or a
// link ({"data": {"text/plain": …}}) goes onto an editor, not "the file
// upload box".
func (g *Generator) fixDropTarget(obj map[string]any) {
	el, ok := obj["element"].(string)
	if _, data := obj["data"].(map[string]any); !ok || !data || obj["paths"] != nil {
		return
	}
	for _, z := range fileDropZones {
		if el == z && z != "message editor" {
			obj["element"] = textDropZones[g.rng.Intn(len(textDropZones))]
			g.unsure = true // rewritten after its check
			return
		}
	}
}

// dropsFiles tells whether a tool's description says it drops or uploads
// files or data onto an element ("Drop files or MIME-typed data onto an
// element", "Upload a file to a file input"): its element is a place that
// takes them.
func dropsFiles(about string) bool {
	a := strings.ToLower(about)
	return strings.Contains(a, "upload") || strings.Contains(a, "drop ") && containsAny(a, "file", "onto", "data")
}

// endPrep is "from" for a property name saying where a move starts
// ("startElement", "sourceRef"), "to" for where it ends, else "".
func endPrep(name string) string {
	switch {
	case strings.HasPrefix(name, "start") || strings.HasPrefix(name, "source") || strings.HasPrefix(name, "from"):
		return "from"
	case strings.HasPrefix(name, "end") || strings.HasPrefix(name, "dest") || strings.HasPrefix(name, "target") && len(name) > 6:
		return "to"
	}
	return ""
}

// elementDescValue is a human-readable element description: what a drag
// picks up and where it is dropped (a card and a column, not a dropdown
// onto a button), else an element people click or type in.
func elementDescValue(intn func(int) int, h hint) string {
	switch endPrep(strings.ToLower(h.name)) {
	case "from":
		return dragItems[intn(len(dragItems))]
	case "to":
		return dropZones[intn(len(dropZones))]
	}
	return elemDescs[intn(len(elemDescs))]
}

// Elements a person names by what the tool does to them: a click lands on
// a button, a link or a tab (clicking a text field only focuses it); a
// hover on a menu, an icon or a link that shows something; a snapshot or a
// screenshot of part of a page takes a region of it (a snapshot of one
// button shows next to nothing).
var (
	clickables = []string{"Sign in button", "Add to cart button", "Next page link", "Accept cookies button", "Submit button",
		"first search result link", "Pricing link", "Settings tab", "close dialog button", "Checkout button", "Load more button",
		"blue Continue button", "Sign in button in the top bar", "Save changes button at the bottom of the form", "X in the cookie banner"}
	hoverables = []string{"Account menu", "Products menu", "help icon", "profile avatar", "Pricing link", "Share button",
		"user avatar", "Resources menu", "question mark icon next to Shipping", "Products menu in the top bar"}
	regions = []string{"checkout form", "search results list", "cart dialog", "pricing table", "site header", "product grid",
		"sign-in form", "error banner", "navigation bar", "order summary"}
)

// elementAct is what a tool does to the element it names, from its name
// and the first clause of its description: "shot" for a snapshot or a
// screenshot, "hover", "click", else "" (typing, choosing, running a
// script: any element will do, or another rule picks it).
func elementAct(topic, about string) string {
	t := strings.ToLower(topic + " " + firstClause(about))
	switch {
	case containsAny(t, "screenshot", "snapshot", "capture"):
		return "shot"
	case containsAny(t, "hover", "mouse over", "mouseover"):
		return "hover"
	case strings.Contains(t, "click"):
		return "click"
	}
	return ""
}

// actElement is an element that fits what the tool does to it (see
// elementAct), or "" when any element will do.
func actElement(intn func(int) int, act string) string {
	switch act {
	case "shot":
		return regions[intn(len(regions))]
	case "hover":
		return hoverables[intn(len(hoverables))]
	case "click":
		return clickables[intn(len(clickables))]
	}
	return ""
}

// Selectors of elements that fit what a tool does to them (see
// elementAct): what is clicked, hovered or captured.
var (
	clickSelectors = []string{"#submit", "button.primary", "form#login button[type=\"submit\"]", "a.nav-link", "nav a[href=\"/pricing\"]",
		"div.modal .close", "button#add-to-cart", "button[aria-label=\"Next page\"]"}
	hoverSelectors = []string{"a.nav-link", "nav a[href=\"/pricing\"]", "#account-menu", "button.primary", "#products-menu", "img.avatar"}
	shotSelectors  = []string{"#main h1", ".card:nth-child(2)", "form#login", "#pricing-table", "#search-results", "#cart-summary", "header"}
)

// actSelector is a CSS selector of an element that fits what the tool
// does to it, or any selector when no act is known.
func actSelector(intn func(int) int, act string) string {
	switch act {
	case "shot":
		return shotSelectors[intn(len(shotSelectors))]
	case "hover":
		return hoverSelectors[intn(len(hoverSelectors))]
	case "click":
		return clickSelectors[intn(len(clickSelectors))]
	}
	return selectors[intn(len(selectors))]
}

// A clickWay holds the indexes of how a click is made: the list of
// modifier keys held ("Modifier keys to press"), the double-click flag,
// the mouse button, and the element description they act on; -1 for
// each the tool lacks.
type clickWay struct{ mods, double, button, elem int }

// clickWays finds the ways a tool's click is made (see clickWay).
func clickWays(p *objPlan) clickWay {
	w := clickWay{-1, -1, -1, -1}
	for i := range p.names {
		d := strings.ToLower(p.schemas[i][0].Description)
		switch {
		case strings.Contains(d, "modifier key"):
			w.mods = i
		case strings.Contains(d, "double click") || strings.Contains(d, "double-click"):
			w.double = i
		case strings.Contains(d, "button to click") || strings.Contains(d, "mouse button"):
			w.button = i
		case elementDesc(d) && namePrefix(p.names[i]) == "":
			w.elem = i
		}
	}
	return w
}

// Elements a way of clicking fits: Control or a middle click on a link
// opens it in a new tab, Shift on an item of a list extends the selection
// to it, a double click opens a file or a folder or edits a cell, a right
// click opens what a thing's context menu offers. Holding Meta on an Add
// to cart button or Shift on a text field does nothing a person wants.
var (
	newTabLinks  = []string{"Pricing link", "first search result link", "Docs link", "Release notes link", "Next page link"}
	rangeItems   = []string{"last row of the orders table", "Invoices list item", "fifth file in the list", "March 14 row", "last message in the list"}
	doubleItems  = []string{"Notes folder", "Q3 report file", "Q3 total cell", "page title", "Invoices folder"}
	contextItems = []string{"Q3 report file", "profile photo", "first row of the table", "Notes folder"}
)

// fitClick makes the way a click is made rare and fitting, and the element
// fit it: half the calls that would hold keys hold none (most clicks are
// plain), the rest hold one key a person holds for a reason, Control on a
// link to open it in a new tab or Shift on a list item to extend a
// selection; a double or a right click lands on what it opens.
func (g *Generator) fitClick(p *objPlan, obj map[string]any) {
	var items []string
	if k := p.clicks.mods; k >= 0 && obj[p.names[k]] != nil {
		g.unsure = true // rewritten after its check
		if !p.required[k] && g.rng.Intn(2) == 0 {
			delete(obj, p.names[k])
		} else {
			keys, its := []string{"Control", "Ctrl", "control", "ctrl"}, newTabLinks
			if g.rng.Intn(3) == 0 {
				keys, its = []string{"Shift", "shift"}, rangeItems
			}
			for _, key := range keys {
				if v := []any{key}; matchesAll(p.schemas[k], v) {
					obj[p.names[k]], items = v, its
					break
				}
			}
			// one way at a time: a key held on a double or a right click
			// asks for something nobody does
			for _, o := range []int{p.clicks.double, p.clicks.button} {
				if o >= 0 && !p.required[o] {
					delete(obj, p.names[o])
				}
			}
		}
	}
	if k := p.clicks.double; k >= 0 && obj[p.names[k]] == true && items == nil {
		items = doubleItems
	}
	if k := p.clicks.button; k >= 0 && items == nil {
		switch obj[p.names[k]] {
		case "middle":
			items = newTabLinks
		case "right":
			items = contextItems
		}
	}
	if e := p.clicks.elem; e >= 0 && items != nil {
		if _, ok := obj[p.names[e]].(string); ok {
			obj[p.names[e]] = items[g.rng.Intn(len(items))]
			g.unsure = true
		}
	}
}
