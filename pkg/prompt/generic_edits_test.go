package prompt

import (
	"encoding/json"
	"strings"
	"testing"
)

// TestGenericEditsSortQualitiesAsPeopleDo checks that a sort key naming a
// quality rather than a field is said as the order it gives ("most 👍
// first", "longest-running first", "most popular first"), never as the
// API's value ("sorted by reactions-+1", "sorted by long-running") nor
// with its direction said apart ("ordered by popularity and in
// descending order").
func TestGenericEditsSortQualitiesAsPeopleDo(t *testing.T) {
	mr := `{"type":"object","properties":{"project":{"type":"string","description":"Project key"},"sort":{"type":"string","enum":["created","updated","popularity","long-running"],"description":"What to sort results by"},"direction":{"type":"string","enum":["asc","desc"]}},"required":["project"]}`
	tk := `{"type":"object","properties":{"q":{"type":"string","description":"Search text"},"sort":{"type":"string","enum":["comments","reactions","reactions-+1","reactions-heart","created"]},"order":{"type":"string","enum":["asc","desc"]}},"required":["q"]}`
	checkRequests(t, []requestCase{
		{"list_merge_requests", "List merge requests in a project", mr, `{"project":"web","sort":"long-running"}`,
			[]string{"longest-running first"}, []string{"sorted by long-running", "ordered by long-running"}},
		{"list_merge_requests", "List merge requests in a project", mr, `{"project":"web","sort":"popularity","direction":"desc"}`,
			[]string{"most popular first"}, []string{"descending", "newest first"}},
		{"list_merge_requests", "List merge requests in a project", mr, `{"project":"web","sort":"long-running","direction":"asc"}`,
			[]string{"shortest-running first"}, []string{"ascending", "oldest first"}},
		{"search_tickets", "Search tickets by text", tk, `{"q":"login fails","sort":"reactions-+1"}`,
			[]string{"most 👍 first"}, []string{"reactions-+1"}},
		{"search_tickets", "Search tickets by text", tk, `{"q":"login fails","sort":"reactions-heart","order":"asc"}`,
			[]string{"fewest ❤️ first"}, []string{"reactions-heart", "ascending"}},
	}, 30, 101)
}

// ticketUpdate is an update tool shaped like a tracker's: a state choice
// beside other changes.
const ticketUpdate = `{"type":"object","properties":{"project":{"type":"string","description":"Project name"},"ticket_id":{"type":"integer","description":"Ticket number"},"state":{"type":"string","enum":["open","closed"],"description":"New state"},"labels":{"type":"array","items":{"type":"string"}},"title":{"type":"string"}},"required":["project","ticket_id"]}`

// TestGenericEditsStateSaidByItsVerb checks that a state an update sets
// is said by the verb people use for it ("close ticket 441", "reopen
// it"), not as a value the thing is set to ("update ticket 441, and set
// it to closed").
func TestGenericEditsStateSaidByItsVerb(t *testing.T) {
	never := []string{"set it to", "setting it to", "mark it closed", "mark it open", "update", "modify", "edit ", "change ticket"}
	checkRequests(t, []requestCase{
		{"update_ticket", "Update an existing ticket", ticketUpdate, `{"project":"web","ticket_id":441,"state":"closed"}`,
			[]string{"close", "441"}, never},
		{"update_ticket", "Update an existing ticket", ticketUpdate, `{"project":"web","ticket_id":441,"state":"open"}`,
			[]string{"reopen", "441"}, never},
		{"update_ticket", "Update an existing ticket", ticketUpdate, `{"project":"web","ticket_id":12,"state":"closed","labels":["wontfix"]}`,
			[]string{"close", "wontfix"}, never},
		{"edit_channel", "Edit a channel's settings",
			`{"type":"object","properties":{"channel_id":{"type":"string","description":"Channel ID"},"private":{"type":"boolean","description":"Whether the channel is private"}},"required":["channel_id"]}`,
			`{"channel_id":"C0412","private":false}`, []string{"public"}, []string{"non-private", "not private"}},
		{"update_merge_request", "Update a merge request",
			`{"type":"object","properties":{"project":{"type":"string"},"merge_request_iid":{"type":"integer"},"draft":{"type":"boolean"}},"required":["project","merge_request_iid"]}`,
			`{"project":"web","merge_request_iid":31,"draft":false}`, []string{"draft"}, []string{"no draft", "not as a draft"}},
	}, 40, 102)
}

// TestGenericEditsMoveSaidAsTheChange checks that an update whose one
// change puts the thing on a numbered container (a milestone, a sprint)
// is asked as that move ("move ticket 470 to milestone 3"), never as a
// change plus a move, nor with the container read as where the ticket
// is ("edit ticket 470 on milestone 3").
func TestGenericEditsMoveSaidAsTheChange(t *testing.T) {
	schema := `{"type":"object","properties":{"owner":{"type":"string"},"repo":{"type":"string"},"ticket_number":{"type":"integer"},"milestone":{"type":"integer"}},"required":["owner","repo","ticket_number"]}`
	checkRequests(t, []requestCase{{"update_ticket", "Update an existing ticket in a repository", schema,
		`{"owner":"acme","repo":"api","ticket_number":470,"milestone":3}`, []string{"milestone 3", "470"},
		[]string{"update", "modify", "edit", "change", "and move it", "and put it", "moving it", "putting it"}}}, 40, 103)
}

// TestGenericEditsNewTextSaidAsWhatChanges checks that an update whose
// one change is the thing's text says what it changes ("update the
// description of ticket 12") and pastes the new text the way people do
// ("Here's the new one:"), never by the key ("Below is the body:",
// "with the body …") or as a bare edit of the thing ("modify ticket 12").
func TestGenericEditsNewTextSaidAsWhatChanges(t *testing.T) {
	schema := `{"type":"object","properties":{"owner":{"type":"string"},"repo":{"type":"string"},"ticket_number":{"type":"integer"},"title":{"type":"string"},"body":{"type":"string"},"state":{"type":"string","enum":["open","closed"]}},"required":["owner","repo","ticket_number"]}`
	long := "Steps to reproduce:\n\n1. Open the settings page.\n2. Switch to dark mode.\n\nThe labels stay black on a dark background."
	never := []string{"body", "modify ticket", "edit ticket", "update ticket", "change ticket"}
	checkRequests(t, []requestCase{
		{"update_ticket", "Update an existing ticket in a repository", schema,
			`{"owner":"acme","repo":"api","ticket_number":12,"body":"The export drops rows whose names contain commas."}`,
			[]string{"description", "ticket 12"}, never},
		{"update_ticket", "Update an existing ticket in a repository", schema,
			`{"owner":"acme","repo":"api","ticket_number":12,"body":` + jsonString(long) + `}`,
			[]string{"description", "ticket 12"}, append([]string{"below is"}, never...)},
		{"update_ticket", "Update an existing ticket in a repository", schema,
			`{"owner":"acme","repo":"api","ticket_number":12,"body":"The export drops rows whose names contain commas.","state":"closed"}`,
			[]string{"close", "description"}, never},
	}, 40, 104)
}

// jsonString is s as a JSON string literal.
func jsonString(s string) string {
	b, _ := json.Marshal(s)
	return string(b)
}

// TestGenericEditsPictureSaidAsItsChange checks that an update of a
// thing's properties whose one change is its icon or cover image says
// that change ("set the icon of card c-42 to 📊"), not an edit of
// properties the call leaves alone ("edit the properties of card c-42,
// giving it the 📊 icon"), since an icon is not a property.
func TestGenericEditsPictureSaidAsItsChange(t *testing.T) {
	schema := `{"type":"object","properties":{"card_id":{"type":"string","description":"Identifier of the card"},"properties":{"type":"object","description":"Property values to update"},"icon":{"type":"object","properties":{"emoji":{"type":"string"}}},"cover":{"type":"object","properties":{"external":{"type":"object","properties":{"url":{"type":"string"}}}}}},"required":["card_id"]}`
	never := []string{"properties", "giving it", "as its", "with the"}
	checkRequests(t, []requestCase{{"update_card_properties", "Update the properties of a card", schema,
		`{"card_id":"c-42","properties":{"Status":{"select":{"name":"Done"}}},"icon":{"emoji":"📊"}}`,
		[]string{"📊", "card c-42"}, []string{"properties of", "properties on", "'s properties"}}}, 40, 116)
	checkRequests(t, []requestCase{
		{"update_card_properties", "Update the properties of a card", schema, `{"card_id":"c-42","icon":{"emoji":"📊"}}`,
			[]string{"icon", "to 📊", "c-42"}, never},
		{"update_card_properties", "Update the properties of a card", schema,
			`{"card_id":"c-42","cover":{"external":{"url":"https://images.example.com/desk.jpg"}}}`,
			[]string{"cover image", "to https://images.example.com/desk.jpg", "c-42"}, never},
	}, 40, 105)
}

// TestGenericEditsCreateSaysWhatIsMade checks that a create whose object
// is only named ("Create a new collection" with database and collection)
// says what is made ("create a sessions collection in analytics"), never
// just the name ("make analytics.sessions").
func TestGenericEditsCreateSaysWhatIsMade(t *testing.T) {
	schema := `{"type":"object","properties":{"database":{"type":"string","description":"Database name"},"collection":{"type":"string","description":"Collection name"}},"required":["database","collection"]}`
	checkRequests(t, []requestCase{{"create_collection", "Create a new collection in a database", schema,
		`{"database":"analytics","collection":"sessions"}`, []string{"collection", "sessions"}, nil}}, 60, 106)
}

// TestGenericEditsGrantSaidByWhatItAllows checks that a permission flag
// an edit passes is said by what it lets the call do, read from its
// description ("it's fine to delete any subpages"), not by its key
// ("even if that means deleting content").
func TestGenericEditsGrantSaidByWhatItAllows(t *testing.T) {
	schema := `{"type":"object","properties":{"doc_id":{"type":"string","description":"Identifier of the document"},"replace_content":{"type":"object","description":"Replaces the entire content of the document","properties":{"new_str":{"type":"string"},"allow_deleting_content":{"type":"boolean","description":"Permit deletion of existing subpages that are no longer present in the new content."}},"required":["new_str"]}},"required":["doc_id","replace_content"]}`
	checkRequests(t, []requestCase{{"update_doc_content", "Update the content of a document", schema,
		`{"doc_id":"d-981","replace_content":{"new_str":"Moved to the new wiki.","allow_deleting_content":true}}`,
		[]string{"subpages", "Moved to the new wiki."}, []string{"even if that means", "deleting content"}}}, 40, 107)
}

// TestGenericEditsFlagsWithoutTheirDescription checks that a flag is
// said the way a person asks for it, not in its description's words:
// "with the transcripts", not "including meeting note transcripts";
// "and initialize it with a README", not "and initialize with README".
func TestGenericEditsFlagsWithoutTheirDescription(t *testing.T) {
	checkRequests(t, []requestCase{
		{"get_call_notes", "Retrieve the notes of a call",
			`{"type":"object","properties":{"call_id":{"type":"string","description":"Identifier of the call"},"include_transcript":{"type":"boolean","description":"Whether to include meeting note transcripts. When false (default), a link is shown instead."}},"required":["call_id"]}`,
			`{"call_id":"call-77","include_transcript":true}`, []string{"the transcripts"}, []string{"meeting note transcripts"}},
		{"create_project", "Create a new project",
			`{"type":"object","properties":{"name":{"type":"string","description":"Project name"},"autoInit":{"type":"boolean","description":"Initialize with README.md"}},"required":["name"]}`,
			`{"name":"billing-api","autoInit":true}`, []string{"it with a README"}, []string{"initialize with"}},
	}, 40, 108)
}

// TestGenericEditsBlocksPastedAsPeopleDo checks that a long text a write
// passes is led in the way people paste one ("Here's the description:"),
// never as a form's label ("Below is the body:", "I've written the body
// out below:", "The body goes like this:").
func TestGenericEditsBlocksPastedAsPeopleDo(t *testing.T) {
	schema := `{"type":"object","properties":{"owner":{"type":"string"},"repo":{"type":"string"},"title":{"type":"string"},"body":{"type":"string"}},"required":["owner","repo","title"]}`
	long := "Steps to reproduce:\n\n1. Open the settings page.\n2. Switch to dark mode.\n\nThe labels stay black on a dark background."
	checkRequests(t, []requestCase{{"create_ticket", "Create a new ticket in a repository", schema,
		`{"owner":"acme","repo":"api","title":"Dark mode labels unreadable","body":` + jsonString(long) + `}`,
		[]string{"description"}, []string{"below is", "written the", "goes like this", "body"}}}, 60, 109)
}

// TestGenericEditsValueOfTheObject checks that the value of a parameter
// that is itself what a tool sets is said as what the object becomes
// ("set the spending cap for card 81 to 40", "… to 120 requests per
// minute"), not as an option beside it ("with cap 40", "minute 120").
func TestGenericEditsValueOfTheObject(t *testing.T) {
	checkRequests(t, []requestCase{
		{"set_spending_cap", "Set the spending cap for a card", `{"type":"object","properties":{"card_id":{"type":"string","description":"Card ID"},"cap":{"type":"integer","description":"Monthly cap in dollars"}},"required":["card_id","cap"]}`,
			`{"card_id":"card_81","cap":40}`, []string{"to 40"}, []string{"cap 40", "for the cap"}},
		{"set_timezone", "Set the timezone of a calendar", `{"type":"object","properties":{"calendar_id":{"type":"string"},"timezone":{"type":"string"}},"required":["calendar_id","timezone"]}`,
			`{"calendar_id":"cal-9","timezone":"Europe/Lisbon"}`, []string{"to Europe/Lisbon"}, []string{`"Europe/Lisbon"`}},
		{"set_limit", "Set the rate limit for an API key", `{"type":"object","properties":{"key_id":{"type":"string"},"requests_per_minute":{"type":"integer"}},"required":["key_id","requests_per_minute"]}`,
			`{"key_id":"k-3","requests_per_minute":120}`, []string{"to 120 requests per minute"}, []string{"minute 120", "set to 120"}},
	}, 40, 110)
}

// TestGenericEditsJSONContentPasted checks that a file's whole content
// that happens to be JSON is pasted as a block below the request, not
// glued into it with the other options ("with the content `{…}` and on
// branch x").
func TestGenericEditsJSONContentPasted(t *testing.T) {
	schema := `{"type":"object","properties":{"project":{"type":"string","description":"Project slug"},"path":{"type":"string","description":"Path of the file"},"content":{"type":"string","description":"File content"},"branch":{"type":"string","description":"Branch to commit to"}},"required":["project","path","content","branch"]}`
	checkRequests(t, []requestCase{{"write_project_file", "Create or update a file in a project", schema,
		`{"project":"billing","path":"package.json","content":"{\"name\": \"billing\", \"version\": \"0.3.0\"}","branch":"chore/add-package"}`,
		[]string{"```json", "package.json"}, []string{"with the content", "setting content", "`{"}}}, 40, 111)
}

// TestGenericEditsOneChangeSaidAsItsAct checks that an update whose one
// change is an assignment or a label is asked as that act ("assign
// ticket 131 to ana-k", "tag ticket 109 with p2"), not as a change plus
// the act ("update ticket 131, and assign it to ana-k").
func TestGenericEditsOneChangeSaidAsItsAct(t *testing.T) {
	schema := `{"type":"object","properties":{"owner":{"type":"string"},"repo":{"type":"string"},"ticket_number":{"type":"integer"},"assignees":{"type":"array","items":{"type":"string"}},"labels":{"type":"array","items":{"type":"string"}}},"required":["owner","repo","ticket_number"]}`
	never := []string{"update", "modify", "edit ", "change", "and assign it", "assigning it", "tagging it", "and tag it", "and label it"}
	checkRequests(t, []requestCase{
		{"update_ticket", "Update an existing ticket in a repository", schema,
			`{"owner":"acme","repo":"api","ticket_number":131,"assignees":["ana-k"]}`, []string{"assign", "to ana-k"}, never},
		{"update_ticket", "Update an existing ticket in a repository", schema,
			`{"owner":"acme","repo":"api","ticket_number":109,"labels":["p2"]}`, []string{"with p2"}, never},
		{"update_ticket", "Update an existing ticket in a repository",
			`{"type":"object","properties":{"owner":{"type":"string"},"repo":{"type":"string"},"ticket_number":{"type":"integer"},"title":{"type":"string"}},"required":["owner","repo","ticket_number"]}`,
			`{"owner":"acme","repo":"api","ticket_number":116,"title":"Migrate CI to Actions"}`, []string{"Migrate CI to Actions"}, never},
	}, 40, 112)
}

// TestGenericEditsFlagsOfTheCreatedThing checks that a flag whose
// description repeats the tool's own act says only what it adds ("as a
// draft"), never an act on the result ("and give it back as a draft"),
// and that "the pull request" of a pull-request tool is "it".
func TestGenericEditsFlagsOfTheCreatedThing(t *testing.T) {
	schema := `{"type":"object","properties":{"project":{"type":"string","description":"Project slug"},"title":{"type":"string"},"head":{"type":"string","description":"Branch with the changes"},"draft":{"type":"boolean","description":"Whether to create the merge request as a draft"},"maintainer_can_modify":{"type":"boolean","description":"Whether maintainers can modify the merge request"}},"required":["project","title","head"]}`
	checkRequests(t, []requestCase{
		{"create_merge_request", "Create a new merge request", schema,
			`{"project":"web","title":"Fix login","head":"fix/login","draft":true}`, []string{"a draft merge request"}, []string{"give it back", "as a draft"}},
		{"create_merge_request", "Create a new merge request", schema,
			`{"project":"web","title":"Fix login","head":"fix/login","maintainer_can_modify":true}`,
			[]string{"let maintainers modify it"}, []string{"modify the merge request"}},
	}, 40, 113)
}

// TestGenericEditsWriteOptionsSaidAsPeopleDo checks that a write option
// is said as people ask for it: one that inserts when nothing matches
// is "insert one if nothing matches", never "(upsert)" or "as an
// upsert"; a rename's drop-the-target flag is said more than one way.
func TestGenericEditsWriteOptionsSaidAsPeopleDo(t *testing.T) {
	checkRequests(t, []requestCase{{"update_records", "Update all records that match a filter",
		`{"type":"object","properties":{"table":{"type":"string","description":"Table name"},"filter":{"type":"object","description":"Records to update"},"upsert":{"type":"boolean","description":"Controls whether to insert a new record if no records match the filter"}},"required":["table","filter"]}`,
		`{"table":"orders","filter":{"status":"pending"},"upsert":true}`, []string{" if "}, []string{"upsert"}}}, 40, 114)
	forms := map[string]bool{}
	forRequests(t, []requestCase{{"rename_table", "Rename a table",
		`{"type":"object","properties":{"table":{"type":"string","description":"Table name"},"newName":{"type":"string","description":"The new name for the table"},"dropTarget":{"type":"boolean","description":"If true, drops the target table if it exists"}},"required":["table","newName"]}`,
		`{"table":"sessions","newName":"sessions_2025","dropTarget":true}`, nil, nil}}, 40, 115, func(_ requestCase, _ int, text string) {
		for _, f := range []string{"already there by that name", "drop the old", "overwriting any", "exists already"} {
			if strings.Contains(text, f) {
				forms[f] = true
			}
		}
	})
	if len(forms) < 2 {
		t.Errorf("a rename's drop-the-target flag said %d ways, want ≥ 2: %v", len(forms), forms)
	}
}
