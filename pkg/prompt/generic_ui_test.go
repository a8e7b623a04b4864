package prompt

import (
	"encoding/json"
	"math/rand/v2"
	"strings"
	"testing"
)

// uiRef and uiElem are the element parameters browser tools written for
// these tests share: a snapshot ref and its human-readable description.
const (
	uiRef  = `{"type":"string","description":"Exact target element reference from the page snapshot"}`
	uiElem = `{"type":"string","description":"Human-readable element description used to obtain permission to interact with the element"}`
)

// TestGenericElementSaidBeforeItsRef checks that a person names the
// element they see first and its ref lightly after it ("the Sign in
// button (e12 in the snapshot)", now and then "that Sign in button
// (e12)"), never the ref first ("e12 (the Sign in button)") nor the
// snapshot's syntax ("[ref=e12]").
func TestGenericElementSaidBeforeItsRef(t *testing.T) {
	cases := []requestCase{
		{"pointer_click", "Click an element on the page",
			`{"type":"object","properties":{"element":` + uiElem + `,"target":` + uiRef + `},"required":["target"]}`,
			`{"element":"Sign in button","target":"e12"}`, []string{"sign in button"}, []string{"e12 (the", "[ref=", "ref=e12", "button (that's e12) (", "that sign in button (that's"}},
		{"pointer_hover", "Hover over element on page",
			`{"type":"object","properties":{"target":` + uiRef + `},"required":["target"]}`,
			`{"target":"e40"}`, []string{"e40"}, []string{"e40 (the", "[ref="}},
	}
	checkRequests(t, cases, 60, 21)
	formsSeen(t, requestsOf(t, cases[0], 60, 21), "the sign in button (e12 in the snapshot)", "the sign in button (e12)", "that sign in button")
}

// TestGenericElementShotSaysWhatIsCaptured checks that a snapshot or a
// screenshot of one element is "of" that element, which stands for the
// page ("an accessibility snapshot of the checkout form (e40)"), not "an
// accessibility snapshot of this page for the Sign in button (e40)", and
// that an element known only by its ref is named as a region of the page
// (a form, a list, a dialog), not a button whose snapshot shows nothing.
func TestGenericElementShotSaysWhatIsCaptured(t *testing.T) {
	cases := []requestCase{
		{"page_snapshot", "Capture accessibility snapshot of the current page, this is better than screenshot",
			`{"type":"object","properties":{"target":` + uiRef + `}}`,
			`{"target":"e40"}`, []string{" of ", "e40"},
			[]string{"page for", "page on", "page of the", "snapshot on the", "snapshot for the", "e40 in the snapshot", "button", "link", "field"}},
		{"page_screenshot", "Take a screenshot of the current page",
			`{"type":"object","properties":{"element":` + uiElem + `,"target":` + uiRef + `}}`,
			`{"element":"pricing table","target":"e41"}`, []string{"pricing table", "e41"},
			[]string{"page for", "page of the", "page on"}},
	}
	checkRequests(t, cases, 60, 23)
}

// TestGenericHeldKeysSaid checks that a key held during a click is said as
// held, with what it is for ("holding Control so it opens in a new tab",
// "with Shift held, so everything up to it is selected"), never "pressing
// Meta" (a held key is not pressed), and that a double click is asked for
// as one ("with a double-click", not "with double click").
func TestGenericHeldKeysSaid(t *testing.T) {
	schema := `{"type":"object","properties":{"element":` + uiElem + `,"target":` + uiRef +
		`,"doubleClick":{"type":"boolean","description":"Whether to perform a double click instead of a single click"}` +
		`,"modifiers":{"type":"array","description":"Modifier keys to press","items":{"type":"string","enum":["Alt","Control","Meta","Shift"]}}},"required":["target"]}`
	cases := []requestCase{
		{"pointer_click", "Click an element on the page", schema,
			`{"element":"Docs link","target":"e7","modifiers":["Control"]}`, []string{"control", "new tab"}, []string{"pressing"}},
		{"pointer_click", "Click an element on the page", schema,
			`{"element":"March 14 row","target":"e9","modifiers":["Shift"]}`, []string{"shift", "select"}, []string{"pressing"}},
		{"pointer_click", "Click an element on the page", schema,
			`{"element":"Notes folder","target":"e5","doubleClick":true}`, []string{"double-click"}, []string{"with double click"}},
	}
	checkRequests(t, cases, 40, 25)
}

// TestGenericFormFieldsEachTheirOwnWay checks that a form's fields are
// said by their label and widget with the ref after them, each field in a
// shape of its own: two dropdowns are never "choosing Chile in the Country
// combobox (e9), choosing M in the Size combobox (e10)", which reads as a
// form template.
func TestGenericFormFieldsEachTheirOwnWay(t *testing.T) {
	schema := `{"type":"object","properties":{"fields":{"type":"array","items":{"type":"object","properties":{"name":{"type":"string"},"type":{"type":"string","enum":["textbox","checkbox","radio","combobox","slider"]},"target":{"type":"string"},"value":{"type":"string"}},"required":["name","type","target","value"]}}},"required":["fields"]}`
	c := requestCase{"form_fill", "Fill multiple form fields", schema,
		`{"fields":[{"name":"Country","type":"combobox","target":"e9","value":"Chile"},{"name":"Size","type":"combobox","target":"e10","value":"M"}]}`,
		[]string{"country combobox (e9)", "size combobox (e10)", "chile", " m "}, []string{"choosing", "setting"}}
	checkRequests(t, []requestCase{c}, 40, 27)
	for _, x := range requestsOf(t, c, 40, 27) {
		l := strings.ToLower(x)
		for _, shape := range []string{" picked in the ", " chosen in the ", " from the "} {
			if strings.Count(l, shape) > 1 {
				t.Errorf("two fields said the same way (%q): %s", shape, x)
			}
		}
	}
}

// TestGenericOptionChosenInItsDropdown checks that a select tool that
// takes a selector and a value says the option as what is chosen and the
// dropdown as where ("pick \"M\" from the size dropdown
// (`select[name="size"]`)"), never "select the size dropdown (…),
// picking \"M\"", which selects twice.
func TestGenericOptionChosenInItsDropdown(t *testing.T) {
	cases := []requestCase{
		{"form_pick", "Select an element on the page with Select tag",
			`{"type":"object","properties":{"selector":{"type":"string","description":"CSS selector for element to select"},"value":{"type":"string","description":"Value to select"}},"required":["selector","value"]}`,
			`{"selector":"select[name=\"size\"]","value":"M"}`, []string{"\"m\" ", "the size dropdown (`select[name=\"size\"]`)"},
			[]string{", picking", ", choosing", ", selecting"}},
	}
	checkRequests(t, cases, 40, 29)
}

// TestGenericPageTextSaidSeveralWays checks that a tool searching a page's
// text has its object said in turn ("the page text", "the text on the
// page", "the whole page"), not "the page text" on every request.
func TestGenericPageTextSaidSeveralWays(t *testing.T) {
	c := requestCase{name: "page_find", desc: "Search the accessibility snapshot of the current page for text or a regular expression.",
		schema: `{"type":"object","properties":{"text":{"type":"string","description":"Plain text to search for in the page snapshot"}}}`,
		args:   `{"text":"Saved"}`}
	formsSeen(t, requestsOf(t, c, 30, 31), "page text", "text on the page", "whole page")
}

// TestGenericClickWaysSaid checks that a middle or a right click is asked
// for the way people say it ("with a middle-click", "with a
// right-click"), not "using the middle button", and that a double click
// is said (a flag no request says is left out of the call, and the
// element a double click opens is then merely clicked).
func TestGenericClickWaysSaid(t *testing.T) {
	schema := `{"type":"object","properties":{"element":` + uiElem + `,"target":` + uiRef +
		`,"doubleClick":{"type":"boolean","description":"Whether to perform a double click instead of a single click"}` +
		`,"button":{"type":"string","enum":["left","right","middle"],"description":"Button to click, defaults to left"}},"required":["target"]}`
	cases := []requestCase{
		{"pointer_click", "Click an element on the page", schema,
			`{"element":"Docs link","target":"e7","button":"middle"}`, []string{"middle-click"}, []string{"middle button", "(a middle"}},
		{"pointer_click", "Click an element on the page", schema,
			`{"element":"Notes folder","target":"e9","button":"right"}`, []string{"right-click"}, []string{"right button"}},
	}
	checkRequests(t, cases, 30, 33)
	set, err := Load()
	if err != nil {
		t.Fatal(err)
	}
	b, err := set.For(ToolInfo{Name: "pointer_click", Description: "Click an element on the page", InputSchema: []byte(schema)})
	if err != nil {
		t.Fatal(err)
	}
	for k := uint64(0); k < 16; k++ {
		if drop := b.Unsaid(map[string]any{"element": "Notes folder", "target": "e5", "doubleClick": true}, k); len(drop) > 0 {
			t.Fatalf("a double click is left out of the call (%v): no request says it", drop)
		}
		if drop := b.Unsaid(map[string]any{"element": "Notes folder", "target": "e5", "button": "right"}, k); len(drop) > 0 {
			t.Fatalf("a right click is left out of the call (%v): no request says it", drop)
		}
	}
}

// TestFormWordsLeaveOtherListsAlone checks that saying a list that is not
// one of form fields (documents to insert) draws nothing from the
// request's random source: other tools' requests stay byte for byte as
// they were.
func TestFormWordsLeaveOtherListsAlone(t *testing.T) {
	st := &funcState{rng: rand.New(rand.NewPCG(1, 2))}
	if _, ok := st.formWords([]any{map[string]any{"name": "Ana", "age": json.Number("36")}}); ok {
		t.Fatal("documents said as form fields")
	}
	if got, want := st.rng.Uint64(), rand.New(rand.NewPCG(1, 2)).Uint64(); got != want {
		t.Errorf("formWords drew from the random source for a list of documents")
	}
}

// TestGenericNamedElementNeedsNoPage checks that once the element a tool
// acts on is named, the page it is on goes without saying ("hover over the
// help icon (e4)", not "… (e4) on the page").
func TestGenericNamedElementNeedsNoPage(t *testing.T) {
	cases := []requestCase{
		{"pointer_hover", "Hover over element on page",
			`{"type":"object","properties":{"element":` + uiElem + `,"target":` + uiRef + `},"required":["target"]}`,
			`{"element":"help icon","target":"e4"}`, []string{"help icon"}, []string{"on the page", "on page"}},
	}
	checkRequests(t, cases, 40, 35)
}
