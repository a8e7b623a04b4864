package prompt

import (
	"strings"
	"testing"
)

// TestGenericValueFaults checks requests for faults a blind rater found in
// the generic path, on tools written for this test: a wait for a time
// keeps the "to appear" of a wait for a text ("wait for 15 seconds to
// appear"); a page's cover said as a bare "url" ("setting url \"https://…\"")
// and its icon as an "emoji"; form fields pasted as spec lines under
// "These are the fields:" ("- Card (radio, e7): true"); points and
// clauses run together with semicolons ("45.47, -73.58; 45.48, …"); the
// service a tool calls said ("using Google Places API"), "a 1000 meters
// radius"; a CSS media feature said by its description ("emulate the
// prefers-color-scheme media feature set to \"dark\"") rather than as CSS;
// a new name split from its verb ("rename X using connection Y to Z"); a
// search with no criteria ("track down documents, cap it at 25"); asides
// stacked ("(database shop) (connection analytics-a230)"); an act on a
// thing said of what an update would change ("archive the properties of
// page 5").
func TestGenericValueFaults(t *testing.T) {
	wait := `{"type":"object","properties":{"time":{"type":"number","description":"The time to wait in seconds"},"text":{"type":"string","description":"The text to wait for"},"textGone":{"type":"string","description":"The text to wait for to disappear"}}}`
	cases := []requestCase{
		{"page_wait", "Wait for text to appear or disappear or a specified time to pass", wait,
			`{"time":15}`, []string{"15 seconds"}, []string{"appear", "text"}},
		{"page_wait", "Wait for text to appear or disappear or a specified time to pass", wait,
			`{"text":"Order confirmed"}`, []string{"\"Order confirmed\""}, nil},
		{"doc_page_update", "Update page properties",
			`{"type":"object","properties":{"page_id":{"type":"string"},"cover":{"type":"object","properties":{"external":{"type":"object","properties":{"url":{"type":"string"}}}}}},"required":["page_id"]}`,
			`{"page_id":"p-42","cover":{"external":{"url":"https://images.example.com/roadmap.jpg"}}}`,
			[]string{"cover image", "https://images.example.com/roadmap.jpg"}, []string{"url \"", "setting url", "with url"}},
		{"doc_page_update", "Update page properties",
			`{"type":"object","properties":{"page_id":{"type":"string"},"icon":{"type":"object","properties":{"emoji":{"type":"string"}}}},"required":["page_id"]}`,
			`{"page_id":"p-42","icon":{"emoji":"🚀"}}`, []string{"icon", "🚀"}, []string{"emoji"}},
		{"form_fill", "Fill multiple form fields",
			`{"type":"object","properties":{"fields":{"type":"array","items":{"type":"object","properties":{"name":{"type":"string"},"type":{"type":"string","enum":["textbox","checkbox","radio","combobox","slider"]},"target":{"type":"string"},"value":{"type":"string"}},"required":["name","type","target","value"]}}},"required":["fields"]}`,
			`{"fields":[{"name":"Card","type":"radio","target":"e7","value":"true"},{"name":"Country","type":"combobox","target":"e9","value":"Chile"},{"name":"Subscribe to the newsletter","type":"checkbox","target":"e3","value":"false"}]}`,
			[]string{"the card radio button (e7)", "chile", "the country combobox (e9)", "the \"subscribe to the newsletter\" checkbox (e3)"},
			[]string{"these are the fields", "(radio, e7)", ": true", "\n- ", "choosing chile in"}},
		{"geo_elevation", "Get the elevation data for locations on the earth",
			`{"type":"object","properties":{"locations":{"type":"array","items":{"type":"object","properties":{"latitude":{"type":"number"},"longitude":{"type":"number"}},"required":["latitude","longitude"]}}},"required":["locations"]}`,
			`{"locations":[{"latitude":45.47,"longitude":-73.58},{"latitude":45.48,"longitude":-73.55},{"latitude":45.49,"longitude":-73.57}]}`,
			[]string{"(45.47, -73.58), (45.48, -73.55) and (45.49, -73.57)"}, []string{";"}},
		{"geo_find_places", "Search for places using Google Places API",
			`{"type":"object","properties":{"query":{"type":"string","description":"Search query"},"radius":{"type":"number","description":"Search radius in meters"}},"required":["query"]}`,
			`{"query":"sushi near Union Square","radius":1000}`, []string{"sushi near union square", "1000"}, []string{"api", "meters radius"}},
		{"page_media", "Emulate CSS media features for the page",
			`{"type":"object","properties":{"colorScheme":{"description":"Emulates the prefers-color-scheme media feature","type":"string","enum":["light","dark","no-preference"]}}}`,
			`{"colorScheme":"no-preference"}`, []string{"prefers-color-scheme: no-preference"}, []string{"media feature set to"}},
		{"table_rename", "Rename a table",
			`{"type":"object","properties":{"connectionId":{"type":"string","description":"Connection to use"},"table":{"type":"string","description":"Table name"},"newName":{"type":"string","description":"The new name for the table"}},"required":["connectionId","table","newName"]}`,
			`{"connectionId":"dev-f0ac","table":"invoices","newName":"invoices_2025"}`, []string{"invoices_2025"}, []string{"connection to invoices_2025", "connection dev-f0ac to"}},
		{"doc_find", "Run a find query against a collection",
			`{"type":"object","properties":{"collection":{"type":"string","description":"Collection name"},"limit":{"type":"integer"}},"required":["collection"]}`,
			`{"collection":"orders","limit":25}`, []string{"orders"}, []string{"track down"}},
		{"coll_size", "Get the size of a collection",
			`{"type":"object","properties":{"connectionId":{"type":"string","description":"Connection to use"},"database":{"type":"string","description":"Database name"},"collection":{"type":"string","description":"Collection name"}},"required":["connectionId","database","collection"]}`,
			`{"connectionId":"analytics-a230","database":"shop","collection":"reviews"}`, []string{"analytics-a230"}, []string{") ("}},
		{"page_update", "Update page properties",
			`{"type":"object","properties":{"page_id":{"type":"string","description":"The identifier for the page to be updated."},"archived":{"type":"boolean"},"title":{"type":"string"}},"required":["page_id"]}`,
			`{"page_id":"p-42","archived":true}`, []string{"archive", "p-42"}, []string{"properties"}},
	}
	checkRequests(t, cases, 60, 71)
	// every request that ends on words ends with a stop: "Get all
	// databases of connection prod-a433" reads as cut off
	terse := []requestCase{{"db_list", "List all databases for a connection",
		`{"type":"object","properties":{"connectionId":{"type":"string","description":"Connection to use"}},"required":["connectionId"]}`,
		`{"connectionId":"prod-a433"}`, []string{"prod-a433"}, nil}}
	forRequests(t, terse, 60, 72, func(c requestCase, i int, text string) {
		if r := []rune(strings.TrimSpace(text)); !strings.ContainsRune(".?!", r[len(r)-1]) {
			t.Errorf("%s: request has no stop: %s", c.name, text)
		}
	})
	// a comma inside a quoted or parenthesised item does not turn the
	// list's commas into semicolons
	if got := joinWords([]string{`typing "Hi, there" into the Comment box`, "checking Subscribe", "setting Max price to 80"}, "and"); strings.Contains(got, ";") {
		t.Errorf("joinWords: %s", got)
	}
}

// TestIntentNotPastedFromDescription checks, on tools written for this
// test, that the request says what the tool does as a person asking says
// it, not with the description's words: a tool named for issues whose
// description covers "issues and pull requests" is asked for issues (the
// query scopes to issues); "Calculate travel distance and time" is worked
// out; "a new message" is a message; "Fill multiple form fields" is
// filling in the form; a table is said as a table.
func TestIntentNotPastedFromDescription(t *testing.T) {
	q := `{"type":"object","properties":{"q":{"type":"string"}},"required":["q"]}`
	matrix := `{"type":"object","properties":{"origins":{"type":"array","items":{"type":"string"},"description":"Origin addresses"},"destinations":{"type":"array","items":{"type":"string"},"description":"Destination addresses"}},"required":["origins","destinations"]}`
	post := `{"type":"object","properties":{"channel_id":{"type":"string","description":"The ID of the channel to post to"},"text":{"type":"string","description":"The message text to post"}},"required":["channel_id"]}`
	form := `{"type":"object","properties":{"fields":{"type":"array","items":{"type":"object","properties":{"name":{"type":"string"},"type":{"type":"string","enum":["textbox","checkbox"]},"target":{"type":"string"},"value":{"type":"string"}},"required":["name","type","target","value"]}}},"required":["fields"]}`
	cases := []requestCase{
		{"tracker_search_issues", "Search for issues and pull requests across repositories", q,
			`{"q":"is:issue is:open timeout"}`, []string{"is:issue is:open timeout"}, []string{"pull request"}},
		{"route_matrix", "Calculate travel distance and time for multiple origins and destinations", matrix,
			`{"origins":["100 Queen St W, Toronto"],"destinations":["220 Yonge St, Toronto"]}`,
			[]string{"100 Queen St W, Toronto", "220 Yonge St, Toronto"}, []string{"calculate travel distance"}},
		{"chat_post_message", "Post a new message to a chat channel", post,
			`{"channel_id":"C0FUKGEQ801"}`, []string{"C0FUKGEQ801"}, []string{"new message"}},
		{"page_fill_form", "Fill multiple form fields", form,
			`{"fields":[{"name":"Search","type":"textbox","target":"e94","value":"usb-c charger"}]}`, []string{"usb-c charger"}, []string{"form fields"}},
		// a listing in a place is of "the" things there, not a command line
		{"db_list_source_templates", "List templates in a data source",
			`{"type":"object","properties":{"data_source_id":{"type":"string","description":"ID of the data source"}},"required":["data_source_id"]}`,
			`{"data_source_id":"7038fc26-b89d-4356-992e-da37edd0ae80"}`, []string{"7038fc26-b89d-4356-992e-da37edd0ae80"}, []string{"list templates in"}},
		// the whole service is no place a person names
		{"chat_list_users", "List all users in the workspace",
			`{"type":"object","properties":{"limit":{"type":"integer","description":"Maximum number of users to return"}}}`,
			`{"limit":20}`, []string{"20"}, []string{"in the workspace"}},
		// a table is a table, not "the invoices collection"
		{"table_rename", "Rename a table",
			`{"type":"object","properties":{"connectionId":{"type":"string","description":"Connection to use"},"table":{"type":"string","description":"Table name"},"newName":{"type":"string","description":"The new name for the table"}},"required":["connectionId","table","newName"]}`,
			`{"connectionId":"dev-f0ac","table":"invoices","newName":"invoices_2025"}`, []string{"invoices_2025"}, []string{"collection"}},
	}
	checkRequests(t, cases, 40, 91)
}
