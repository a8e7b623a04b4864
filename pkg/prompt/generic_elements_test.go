package prompt

import "testing"

// TestGenericElementsNamed renders the generic template for browser tools
// written for this test and checks that a page element is named the way
// a person names it: a snapshot ref never alone ("Mouse over element
// e20", "drag from element e29 to element e91") but beside a name ("the
// Account menu (e20)"), and a CSS selector said as the field it picks
// ("the name field (`input[name="name"]`)", not "fill in
// `input[name="name"]`").
func TestGenericElementsNamed(t *testing.T) {
	ref := `{"type":"string","description":"Exact target element reference from the page snapshot"}`
	cases := []requestCase{
		{"pointer_hover", "Hover over element on page",
			`{"type":"object","properties":{"target":` + ref + `},"required":["target"]}`,
			`{"target":"e20"}`, []string{"(e20)"}, []string{"element e20"}},
		{"pointer_drag", "Perform drag and drop between two elements",
			`{"type":"object","properties":{"startTarget":` + ref + `,"endTarget":` + ref + `},"required":["startTarget","endTarget"]}`,
			`{"startTarget":"e29","endTarget":"e91"}`, []string{"(e29)", "(e91)"}, []string{"element e29", "element e91"}},
		{"form_fill", "Fill out an input field",
			`{"type":"object","properties":{"selector":{"type":"string","description":"CSS selector for input field"},"value":{"type":"string","description":"Value to fill"}},"required":["selector","value"]}`,
			`{"selector":"input[name=\"name\"]","value":"Katarzyna Khan"}`, []string{"name field (`input[name=\"name\"]`) with \"Katarzyna Khan\""},
			[]string{"fill in `input", "fill out `input", "`input[name=\"name\"]`, with"}},
		{"form_pick", "Select an element on the page with Select tag",
			`{"type":"object","properties":{"selector":{"type":"string","description":"CSS selector for element to select"},"value":{"type":"string"}},"required":["selector","value"]}`,
			`{"selector":"select[name=\"size\"]","value":"S"}`, []string{"size dropdown (`select[name=\"size\"]`)"}, []string{"select `select"}},
		{"form_click", "Click an element on the page",
			`{"type":"object","properties":{"selector":{"type":"string","description":"CSS selector for element to click"}},"required":["selector"]}`,
			`{"selector":"#submit"}`, []string{"submit button (`#submit`)"}, []string{"\"#submit\""}},
	}
	checkRequests(t, cases, 30, 5)
}
