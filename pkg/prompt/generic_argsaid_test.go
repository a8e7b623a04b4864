package prompt

import (
	"strings"
	"testing"
)

// A connection is mentioned once, the ways people do ("on dev-0625", "on
// the dev-0625 connection", a sentence of its own), never as the
// command-speak "Go through dev-0625." nor bracketed "(through …)" on
// every request, nor after a filter where it reads as part of it.
func TestConnectionSaidOnce(t *testing.T) {
	schema := `{"type":"object","properties":{"connectionId":{"type":"string","description":"The connection to run the operation against"},"database":{"type":"string","description":"Database name"},"collection":{"type":"string","description":"Collection name"},"filter":{"type":"object","additionalProperties":true,"description":"The query filter"}},"required":["connectionId","database","collection"]}`
	cases := []requestCase{
		{"docs_count", "Count the documents in a collection", schema,
			`{"connectionId":"dev-0625","database":"shop","collection":"orders","filter":{"paid":true}}`,
			[]string{"dev-0625", "paid is true"},
			[]string{"go through", "(through ", "(via ", "(connection ", "true through", "true on dev", "run it through"}},
		{"drop_collection", "Removes a collection from a database", `{"type":"object","properties":{"connectionId":{"type":"string","description":"The connection to use"},"database":{"type":"string"},"collection":{"type":"string"}},"required":["connectionId","database","collection"]}`,
			`{"connectionId":"prod-42bb","database":"crm","collection":"leads"}`,
			[]string{"prod-42bb"}, []string{"go through", "(through ", "against prod-42bb", "against the prod-42bb"}},
	}
	checkRequests(t, cases, 60, 11)
	texts := requestsOf(t, cases[0], 120, 11)
	formsSeen(t, texts, "the dev-0625 connection", "using dev-0625", "via dev-0625", "It's on dev-0625")
}

// An element of a page snapshot is named with its ref in more than one
// way ("the Sign in button (ref e12)", "the Sign in button (e12 in the
// snapshot)"), always the element first, and a form's fields with the
// name first whichever way the ref is given.
func TestElementRefsVary(t *testing.T) {
	click := requestCase{name: "ui_click", desc: "Perform click on a web page",
		schema: `{"type":"object","properties":{"element":{"type":"string","description":"Human-readable element description used to obtain permission to interact with the element"},"ref":{"type":"string","description":"Exact target element reference from the page snapshot"}},"required":["element","ref"]}`,
		args:   `{"element":"Sign in button","ref":"e12"}`}
	clicks := requestsOf(t, click, 60, 3)
	formsSeen(t, clicks, "the sign in button (e12)", "the sign in button (ref e12)", "the sign in button (e12 in the snapshot)")
	for _, x := range clicks {
		if strings.Contains(x, "e12 (the") {
			t.Errorf("a ref before the element it names: %s", x)
		}
	}
	fill := requestCase{name: "form_fill", desc: "Fill multiple form fields",
		schema: `{"type":"object","properties":{"fields":{"type":"array","items":{"type":"object","properties":{"name":{"type":"string"},"type":{"type":"string","enum":["textbox","checkbox","radio","combobox","slider"]},"target":{"type":"string"},"value":{"type":"string"}},"required":["name","type","target","value"]}}},"required":["fields"]}`,
		args:   `{"fields":[{"name":"Country","type":"combobox","target":"e9","value":"Chile"},{"name":"Email","type":"textbox","target":"e4","value":"ana@example.com"}]}`}
	texts := requestsOf(t, fill, 60, 3)
	formsSeen(t, texts, "the country combobox (e9)", "chile picked in", "chile from the")
	for _, x := range texts {
		if strings.Contains(x, "e9 (the") {
			t.Errorf("a field's ref before its name hides what is filled: %s", x)
		}
	}
}

// The fields an update sets are said as the changes a person asks for
// ("mark them verified", "bump stock to 40", "move them to shipped"), not
// "setting verified to true and stock to 40", which reads as a form.
func TestUpdateSaidAsChanges(t *testing.T) {
	upd := `{"type":"object","properties":{"database":{"type":"string"},"collection":{"type":"string"},"filter":{"type":"object","additionalProperties":true,"description":"The query filter"},"update":{"type":"object","additionalProperties":true,"description":"An update document describing the modifications to apply"}},"required":["database","collection","update"]}`
	cases := []requestCase{
		{"docs_update", "Updates all documents that match the specified filter for a collection", upd,
			`{"database":"shop","collection":"reviews","filter":{"product_id":"p-17"},"update":{"$set":{"verified":true}}}`,
			[]string{"verified", "them"}, []string{"verified to true", "setting verified"}},
		{"docs_update", "Updates all documents that match the specified filter for a collection", upd,
			`{"database":"shop","collection":"products","filter":{"sku":"A-1"},"update":{"$set":{"stock":40,"status":"active"}}}`,
			[]string{"stock", "40", "active"}, []string{"setting stock to 40 and status", "status to \"active\""}},
	}
	checkRequests(t, cases, 40, 5)
}

// An optional numbered thing an update moves its object to ("milestone")
// is said as the change ("moving it to milestone 11"), not as where the
// object is ("Edit issue #430 on milestone 11"); labels a create puts on
// its object are not chained as a form's fields ("labeled bug and ux and
// named …").
func TestAssignedValuesSaidAsChanges(t *testing.T) {
	issue := `{"type":"object","properties":{"owner":{"type":"string","description":"Repository owner"},"repo":{"type":"string","description":"Repository name"},"issue_number":{"type":"number","description":"Issue number to update"},"milestone":{"type":"number","description":"New milestone number"}},"required":["owner","repo","issue_number"]}`
	create := `{"type":"object","properties":{"owner":{"type":"string","description":"Repository owner"},"repo":{"type":"string","description":"Repository name"},"title":{"type":"string","description":"Issue title"},"labels":{"type":"array","items":{"type":"string"},"description":"Labels to apply to this issue"}},"required":["owner","repo","title"]}`
	cases := []requestCase{
		{"edit_ticket", "Update an existing issue in a GitHub repository", issue,
			`{"owner":"acme","repo":"api","issue_number":430,"milestone":11}`,
			[]string{"milestone 11"}, []string{"with milestone 11", "430 on milestone 11", "430 for milestone 11", "api for milestone 11", "api on milestone 11"}},
		{"open_ticket", "Create a new issue in a GitHub repository", create,
			`{"owner":"acme","repo":"api","title":"Flaky checkout test","labels":["bug","ux"]}`,
			[]string{"bug and ux"}, []string{"labeled bug and ux and"}},
	}
	checkRequests(t, cases, 40, 9)
}

// An opaque short id ("Rm2d") is said as an id, not as if it were the
// thing's name ("get property Rm2d"); a screenshot of an element is "of"
// it, in place of the page, and a choice is made in a dropdown.
func TestHandlesAndElementPlaces(t *testing.T) {
	el := `"element":{"type":"string","description":"Human-readable element description used to obtain permission to interact with the element"},"ref":{"type":"string","description":"Exact target element reference from the page snapshot"}`
	cases := []requestCase{
		{"get_page_field", "Retrieve a page property item",
			`{"type":"object","properties":{"page_id":{"type":"string","description":"Identifier for a page"},"property_id":{"type":"string","description":"Identifier for a page property"}},"required":["page_id","property_id"]}`,
			`{"page_id":"8284a0b2-26f2-4198-9f80-373908218cd4","property_id":"Rm2d"}`,
			[]string{"Rm2d", "id Rm2d"}, []string{"property Rm2d"}},
		{"page_screenshot", "Take a screenshot of the current page", `{"type":"object","properties":{` + el + `}}`,
			`{"element":"Next page link","ref":"e101"}`,
			[]string{"e101"}, []string{"for the next page link", "page of", "on the next page link"}},
		{"pick_option", "Select an option in a dropdown", `{"type":"object","properties":{` + el + `,"values":{"type":"array","items":{"type":"string"},"description":"Array of values to select in the dropdown"}},"required":["element","ref","values"]}`,
			`{"element":"Size dropdown","ref":"e37","values":["XL"]}`,
			[]string{"XL", "e37"}, []string{"on the size dropdown", "for the size dropdown", ", choosing"}},
	}
	checkRequests(t, cases, 40, 13)
}

// A step tool's bookkeeping flags are said as a person notes them ("with
// more to come", "and I'll need more steps"), not a form's "more steps
// needed".
func TestStepFlagsSaidPlainly(t *testing.T) {
	c := requestCase{"log_step", "Record one step of a step-by-step analysis",
		`{"type":"object","properties":{"step":{"type":"string","description":"Your current step"},"stepNumber":{"type":"integer","minimum":1,"description":"Current step number"},"totalSteps":{"type":"integer","minimum":1,"description":"Estimated total steps needed"},"nextStepNeeded":{"type":"boolean","description":"Whether another step is needed"},"needsMoreSteps":{"type":"boolean","description":"If more steps are needed"}},"required":["step","stepNumber","totalSteps","nextStepNeeded"]}`,
		`{"step":"The cache key ignores the locale, so two users can see each other's pages.","stepNumber":3,"totalSteps":5,"nextStepNeeded":true,"needsMoreSteps":true}`,
		[]string{"3", "5", "more steps"}, []string{"more steps needed"}}
	checkRequests(t, []requestCase{c}, 30, 21)
}

// A database named in the plural is never made a possessive before its
// collection ("sales' orders collection").
func TestPluralDatabaseNotPossessive(t *testing.T) {
	c := requestCase{"collection_stats", "Returns statistics about a collection",
		`{"type":"object","properties":{"database":{"type":"string","description":"Database name"},"collection":{"type":"string","description":"Collection name"}},"required":["database","collection"]}`,
		`{"database":"sales","collection":"orders"}`,
		[]string{"orders"}, []string{"sales' orders", "sales's"}}
	checkRequests(t, []requestCase{c}, 60, 23)
}
