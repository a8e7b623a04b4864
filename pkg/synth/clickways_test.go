package synth

import (
	"slices"
	"strings"
	"testing"
)

// An element a tool acts on fits the act: a click lands on a button, a
// link or a tab (not a Password field it would only focus), a hover on a
// menu or an icon, a snapshot or a screenshot of part of the page on a
// region of it (not one button); a selector picks the same kinds.
func TestElementFitsTheAct(t *testing.T) {
	el := `"element":{"type":"string","description":"Human-readable element description used to obtain permission to interact with the element"},"target":{"type":"string","description":"Exact target element reference from the page snapshot"}`
	sel := `"selector":{"type":"string","description":"CSS selector for the element"}`
	for _, c := range []struct {
		name, about, props string
		key                string
		fits               []string
	}{
		{"pointer_click", "Perform click on a web page", el, "element", clickables},
		{"pointer_hover", "Hover over element on page", el, "element", hoverables},
		{"page_shot", "Take a screenshot of the current page", el, "element", regions},
		{"page_click", "Click an element on the page", sel, "selector", clickSelectors},
		{"page_shot", "Take a screenshot of the current page or a single element", sel, "selector", shotSelectors},
	} {
		src := `{"type":"object","properties":{` + c.props + `},"required":["` + c.key + `"]}`
		for _, m := range decodeAll(t, src, 40, Options{Seed: 5, RootObject: true, Topic: c.name, About: c.about}) {
			if s, _ := m[c.key].(string); !slices.Contains(c.fits, s) {
				t.Errorf("%s: %s %q does not fit what the tool does", c.name, c.key, s)
			}
		}
	}
}

// Keys held during a click are rare and fit: most clicks hold none, the
// rest hold one key a person holds for a reason (Control on a link to
// open it in a new tab, Shift on a list item to extend a selection), on
// an element that fits it, never with a double click; a double click
// lands on what it opens.
func TestClickWaysFit(t *testing.T) {
	src := `{"type":"object","properties":{"element":{"type":"string","description":"Human-readable element description used to obtain permission to interact with the element"},` +
		`"target":{"type":"string","description":"Exact target element reference from the page snapshot"},` +
		`"doubleClick":{"type":"boolean","description":"Whether to perform a double click instead of a single click"},` +
		`"modifiers":{"type":"array","description":"Modifier keys to press","items":{"type":"string","enum":["Alt","Control","ControlOrMeta","Meta","Shift"]}}},"required":["target"]}`
	const n = 300
	held := 0
	for _, m := range decodeAll(t, src, n, Options{Seed: 9, RootObject: true, Topic: "pointer_click", About: "Perform click on a web page"}) {
		el, _ := m["element"].(string)
		if m["doubleClick"] == true && m["modifiers"] == nil && !slices.Contains(doubleItems, el) {
			t.Errorf("%v: a double click on %q opens nothing", m, el)
		}
		mods, ok := m["modifiers"].([]any)
		if !ok {
			continue
		}
		held++
		if m["doubleClick"] != nil {
			t.Errorf("%v: a key held on a double click", m)
		}
		switch {
		case len(mods) != 1:
			t.Errorf("%v: want one key held", m)
		case mods[0] == "Control" && !slices.Contains(newTabLinks, el), mods[0] == "Shift" && !slices.Contains(rangeItems, el):
			t.Errorf("%v: %v held on %q does nothing a person wants", m, mods[0], el)
		case mods[0] != "Control" && mods[0] != "Shift":
			t.Errorf("%v: %v is held for no reason a click has", m, mods[0])
		}
	}
	if held == 0 || held > n/5 {
		t.Errorf("%d of %d clicks hold keys: want a few", held, n)
	}
}

// A script run on a link or a button reads what it has (its text, its
// box, its style, its HTML), never a value only a form control holds.
func TestElementScriptFitsTheElement(t *testing.T) {
	src := `{"type":"object","properties":{"element":{"type":"string","description":"Human-readable element description used to obtain permission to interact with the element"},"target":{"type":"string","description":"Exact target element reference from the page snapshot"},"function":{"type":"string","description":"() => { /* code */ } or (element) => { /* code */ } when element is provided"}},"required":["function"]}`
	for _, m := range decodeAll(t, src, 300, Options{Seed: 4, RootObject: true, Topic: "page_evaluate", About: "Evaluate JavaScript expression on page or element"}) {
		el, _ := m["element"].(string)
		f, _ := m["function"].(string)
		if el != "" && !fieldLike(el) && (strings.Contains(f, ".value") || strings.Contains(f, "validationMessage")) {
			t.Errorf("%v: %s reads a value %q does not hold", m, f, el)
		}
	}
}
