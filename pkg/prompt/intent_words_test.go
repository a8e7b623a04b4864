package prompt

import (
	"encoding/json"
	"math/rand/v2"
	"regexp"
	"strings"
	"testing"
)

// richTextSchema is a rich-text run list shaped like common note and wiki
// APIs ({"type":"text","text":{"content":…,"link":…}}).
const richTextSchema = `{"type":"array","items":{"type":"object","properties":{"type":{"type":"string","enum":["text"]},"text":{"type":"object","properties":{"content":{"type":"string"},"link":{"type":["object","null"]}},"required":["content"]}}}}`

// TestRichTextSaidAsText: a rich-text list whose only scalar leaves are
// text content is said as its text, never pasted as JSON.
func TestRichTextSaidAsText(t *testing.T) {
	checkRequests(t, []requestCase{
		{name: "update_board", desc: "Update a board",
			schema: `{"type":"object","properties":{"board_id":{"type":"string","format":"uuid"},"title":` + richTextSchema + `},"required":["board_id"]}`,
			args:   `{"board_id":"5c2f7a1e-93d4-4f0b-8a61-2b7e9d4c1f08","title":[{"type":"text","text":{"content":"Flaky checkout test","link":null}}]}`,
			want:   []string{`"Flaky checkout test"`}, never: []string{"```", `"content"`, "rich"}},
		{name: "add_note", desc: "Create a note on a card",
			schema: `{"type":"object","properties":{"card_id":{"type":"string"},"rich_text":` + richTextSchema + `},"required":["card_id","rich_text"]}`,
			args:   `{"card_id":"c-1042","rich_text":[{"text":{"content":"Looks good to me."}},{"type":"text","text":{"content":"Ship it on Friday."}}]}`,
			want:   []string{"Looks good to me.", "Ship it on Friday."}, never: []string{"```", `"content"`, "rich text"}},
		{name: "post_card", desc: "Create a card",
			schema: `{"type":"object","properties":{"list_id":{"type":"string"},"properties":{"type":"object","properties":{"title":` + richTextSchema + `}}},"required":["list_id"]}`,
			args:   `{"list_id":"L-77","properties":{"title":[{"text":{"content":"Password reset links expire too early"}}]}}`,
			want:   []string{`"Password reset links expire too early"`}, never: []string{"```", `"content"`, "properties"}},
	}, 8, 61)
}

// elementSchema is a page-automation tool's element pair: a description a
// person gives and the snapshot reference a program reads.
const elementSchema = `"element":{"type":"string","description":"Human-readable element description used to obtain permission to interact with the element"},"target":{"type":"string","description":"Exact target element reference from the page snapshot, or a unique element selector"}`

// TestElementRefAndFlagWords: a bare snapshot reference is said as an
// element, never as a quoted string; a flag's verb in parentheses ("press
// Enter after") is what a person says; CamelCase words and relative
// clauses of a flag's description are not echoed.
func TestElementRefAndFlagWords(t *testing.T) {
	checkRequests(t, []requestCase{
		{name: "ui_click", desc: "Perform click on a web page",
			schema: `{"type":"object","properties":{` + elementSchema + `},"required":["target"]}`,
			args:   `{"target":"e107"}`,
			want:   []string{"e107"}, never: []string{`"e107"`}},
		{name: "ui_click", desc: "Perform click on a web page",
			schema: `{"type":"object","properties":{` + elementSchema + `},"required":["target"]}`,
			args:   `{"element":"Sign in button","target":"e107"}`,
			want:   []string{"Sign in button", "e107"}, never: []string{`"e107"`}},
		{name: "ui_type", desc: "Type text into editable element",
			schema: `{"type":"object","properties":{` + elementSchema + `,"text":{"type":"string","description":"Text to type into the element"},"submit":{"type":"boolean","description":"Whether to submit entered text (press Enter after)"}},"required":["target","text"]}`,
			args:   `{"target":"e11","text":"ana@example.com","submit":true}`,
			want:   []string{"press enter"}, never: []string{"entered text", `"e11"`}},
		{name: "ui_type", desc: "Type text into editable element",
			schema: `{"type":"object","properties":{` + elementSchema + `,"text":{"type":"string","description":"Text to type into the element"},"submit":{"type":"boolean","description":"Whether to submit entered text (press Enter after)"}},"required":["target","text"]}`,
			args:   `{"target":"e11","text":"ana@example.com","submit":false}`,
			want:   []string{"press enter"}, never: []string{"entered text"}},
		{name: "open_url", desc: "Navigate to a URL",
			schema: `{"type":"object","properties":{"url":{"type":"string","description":"URL to navigate to"},"allowUnsafe":{"type":"boolean","description":"Allow dangerous LaunchOptions that reduce security. When true, dangerous args like --no-sandbox will not throw errors. Default false."}},"required":["url"]}`,
			args:   `{"url":"https://example.com/docs","allowUnsafe":true}`,
			want:   []string{"launch options"}, never: []string{"LaunchOptions", "reduce security"}},
	}, 8, 62)
}

// TestEitherVerbByCall: a tool that "creates or updates" is asked to do
// one of the two: update when the call holds what only an update takes
// (the SHA of the file being replaced), else create.
func TestEitherVerbByCall(t *testing.T) {
	const schema = `{"type":"object","properties":{"path":{"type":"string","description":"Path where to create/update the document"},"content":{"type":"string","description":"Content of the document"},"sha":{"type":"string","description":"SHA of the document being replaced (required when updating existing documents)"}},"required":["path","content"]}`
	checkRequests(t, []requestCase{
		{name: "save_document", desc: "Create or update a single document in a folder",
			schema: schema, args: `{"path":"notes/plan.md","content":"Ship on Friday.","sha":"4f2c9d1e8b7a6c5d4e3f2a1b0c9d8e7f6a5b4c3d"}`,
			want: []string{"notes/plan.md"}, never: []string{"create", " or "}},
		{name: "save_document", desc: "Create or update a single document in a folder",
			schema: schema, args: `{"path":"notes/plan.md","content":"Ship on Friday."}`,
			want: []string{"notes/plan.md"}, never: []string{"update", " or "}},
	}, 8, 63)
}

// TestIntentObjectWords: a description's object is said as the person
// asking says it: "your" is the asker's ("my token"), a noun with a
// participle clause is one noun phrase ("execution stats": people say stats), and a
// bare "available" list gets its article.
func TestIntentObjectWords(t *testing.T) {
	const noArgs = `{"type":"object","properties":{}}`
	checkRequests(t, []requestCase{
		{name: "whoami", desc: "Acme | Retrieve your token's bot user", schema: noArgs, args: `{}`,
			want: []string{"bot user"}, never: []string{"your token"}},
		{name: "explain", desc: "Returns statistics describing the execution of the winning plan chosen by the query optimizer",
			schema: `{"type":"object","properties":{"collection":{"type":"string","description":"Collection name"}},"required":["collection"]}`,
			args:   `{"collection":"orders"}`,
			want:   []string{"execution stats"}, never: []string{"statistics describing", "execution statistics"}},
		{name: "list-sources", desc: "List available data sources", schema: noArgs, args: `{}`,
			want: []string{"data source"}, never: []string{"list available", "get available"}},
		{name: "event_log", desc: "Returns the most recent logged server events",
			schema: `{"type":"object","properties":{"limit":{"type":"integer","description":"Maximum number of events"}}}`, args: `{"limit":15}`,
			want: []string{"latest"}, never: []string{"most recent logged"}},
	}, 8, 64)
}

// TestBlocksAreNotRichText: a list of blocks holding rich text (a
// bulleted item, a paragraph) is more than its text: each block's kind is
// said too.
func TestBlocksAreNotRichText(t *testing.T) {
	checkRequests(t, []requestCase{
		{name: "append_blocks", desc: "Append blocks to a page",
			schema: `{"type":"object","properties":{"page_id":{"type":"string"},"children":{"type":"array","items":{"type":"object"}}},"required":["page_id","children"]}`,
			args:   `{"page_id":"p-9","children":[{"bulleted_list_item":{"rich_text":[{"type":"text","text":{"content":"Node 16 is outdated"}}]}}]}`,
			want:   []string{"bulleted list item", "Node 16 is outdated"}, never: []string{`children "`}},
	}, 4, 65)
}

// TestObjectMembersByMeaning: an object argument whose members the schema
// describes is said member by member the way each member's own role and
// description say it, never by member names ("with allow deleting content
// yes and new str …").
func TestObjectMembersByMeaning(t *testing.T) {
	const schema = `{"type":"object","properties":{"doc_id":{"type":"string","description":"Identifier of the document"},"replace":{"anyOf":[{"type":"object","description":"Replaces the entire document content.","properties":{"new_markdown":{"type":"string","description":"The complete new document content as Markdown."},"allow_deleting_content":{"type":"boolean","description":"Permit deletion of existing child pages that are no longer present in the new content."}},"required":["new_markdown"]},{"type":"string"}]}},"required":["doc_id"]}`
	checkRequests(t, []requestCase{
		{name: "edit_document", desc: "Update a document's content as Markdown", schema: schema,
			args:  `{"doc_id":"d-204","replace":{"new_markdown":"Add an alert when the volume is over 80% full.","allow_deleting_content":true}}`,
			want:  []string{`"Add an alert when the volume is over 80% full."`, "delet"},
			never: []string{"new markdown", "allow deleting content yes", "with allow", "```"}},
	}, 8, 66)
}

// TestOrderWithoutKeyUnsaid: a sort direction is said with its sort key;
// a call that sets the direction of a tool that has a sort key but leaves
// the key unset says nothing of order, so the direction leaves the call.
func TestOrderWithoutKeyUnsaid(t *testing.T) {
	set, err := Load()
	if err != nil {
		t.Fatal(err)
	}
	schema := `{"type":"object","properties":{"q":{"type":"string","description":"Search query"},
		"sort":{"type":"string","enum":["stars","updated"],"description":"Sort field"},
		"order":{"type":"string","enum":["asc","desc"],"description":"Sort order"}},"required":["q"]}`
	b, err := set.For(ToolInfo{Name: "find_projects", Description: "Search for projects", InputSchema: json.RawMessage(schema)})
	if err != nil {
		t.Fatal(err)
	}
	alone, _ := DecodeArgs(json.RawMessage(`{"q":"parser","order":"desc"}`))
	keyed, _ := DecodeArgs(json.RawMessage(`{"q":"parser","sort":"stars","order":"desc"}`))
	for key := uint64(0); key < 32; key++ {
		k := key * 0x9e3779b97f4a7c15
		if got := b.Unsaid(alone, k); len(got) != 1 || got[0] != "order" {
			t.Fatalf("key %d: order without its sort key: Unsaid = %v, want [order]", key, got)
		}
		for _, g := range b.Unsaid(keyed, k) {
			if g == "order" {
				t.Fatalf("key %d: order with its sort key left out: %v", key, b.Unsaid(keyed, k))
			}
		}
	}
}

// TestKindBeforeName: a "type" choice of the object and the object's name
// are said together ("the search index \"user_email_idx\""), never the
// name alone with the kind trailing in parentheses.
func TestKindBeforeName(t *testing.T) {
	checkRequests(t, []requestCase{
		{name: "remove-index", desc: "Drop an index from a collection",
			schema: `{"type":"object","properties":{"collection":{"type":"string","description":"Collection name"},"indexName":{"type":"string","description":"The name of the index to drop"},"type":{"type":"string","enum":["classic","search"],"description":"The type of index to drop"}},"required":["collection","indexName","type"]}`,
			args:   `{"collection":"orders","indexName":"user_email_idx","type":"search"}`,
			want:   []string{`search index "user_email_idx"`}, never: []string{"(a search index)", "of type"}},
	}, 8, 67)
}

// TestSearchInAndOneUnit: searching a thing (not searching for it) takes
// "for" its query, never "about"; a quantity of one takes a singular unit.
func TestSearchInAndOneUnit(t *testing.T) {
	checkRequests(t, []requestCase{
		{name: "outline_find", desc: "Search the outline of the current document for text",
			schema: `{"type":"object","properties":{"text":{"type":"string","description":"Plain text to search for in the outline"}},"required":["text"]}`,
			args:   `{"text":"wireless headphones"}`,
			want:   []string{`"wireless headphones"`}, never: []string{"about \"", "on \""}},
		{name: "outline_snapshot", desc: "Capture an outline of the document",
			schema: `{"type":"object","properties":{"depth":{"type":"number","description":"Limit the depth of the outline tree"},"wait_minutes":{"type":"integer","description":"Minutes to wait first"}}}`,
			args:   `{"depth":1,"wait_minutes":1}`,
			never:  []string{"1 levels", "1 minutes"}},
	}, 8, 68)
}

// TestDatabaseSpeltOneWay: a database is "database" or "DB", never a
// lower-case "db" beside an upper-case one elsewhere in the dataset.
func TestDatabaseSpeltOneWay(t *testing.T) {
	set, err := Load()
	if err != nil {
		t.Fatal(err)
	}
	b, err := set.For(ToolInfo{Name: "table-stats", Description: "Show statistics for a table",
		InputSchema: json.RawMessage(`{"type":"object","properties":{"database":{"type":"string","description":"Database name"},"table":{"type":"string","description":"Table name"}},"required":["database","table"]}`)})
	if err != nil {
		t.Fatal(err)
	}
	args, err := DecodeArgs(json.RawMessage(`{"database":"crm","table":"orders"}`))
	if err != nil {
		t.Fatal(err)
	}
	lower := regexp.MustCompile(`\bdb\b`)
	r := set.NewRenderer()
	for i := 0; i < 40; i++ {
		text, _, err := r.Request(b, rand.New(rand.NewPCG(uint64(i), 69)), i, args)
		if err != nil {
			t.Fatal(err)
		}
		if lower.MatchString(text) {
			t.Errorf("request spells the database \"db\": %s", text)
		}
	}
}

// TestTakeASnapshot: a snapshot or screenshot is taken, as people say it
// (take, grab, snap), not "captured" in every request as the description
// says.
func TestTakeASnapshot(t *testing.T) {
	in := toolIntent("page_snapshot", "", "Capture accessibility snapshot of the current page, this is better than screenshot")
	if in.Verb != "take" {
		t.Errorf("verb = %q, want take", in.Verb)
	}
	in = toolIntent("capture_logs", "", "Capture the server logs")
	if in.Verb != "capture" {
		t.Errorf("logs: verb = %q, want capture", in.Verb)
	}
}

// TestCountOfOne: a count of one is "only 1 place", never "the first 1
// place" or "up to 1 place".
func TestCountOfOne(t *testing.T) {
	checkRequests(t, []requestCase{
		{name: "find_places", desc: "Search for places that match a query",
			schema: `{"type":"object","properties":{"query":{"type":"string","description":"Search query"},"count":{"type":"integer","description":"Number of results (1-20)"}},"required":["query"]}`,
			args:   `{"query":"pharmacy near the station","count":1}`,
			want:   []string{"1 place"}, never: []string{"first 1", "up to 1", "at most 1", "1 places"}},
	}, 12, 71)
}

// TestParentKindAndSnapSnapshot: a parent given only by its kind is a
// place ("in the workspace", not "under workspace"); a verb word the
// object already holds is not said ("snap a snapshot").
func TestParentKindAndSnapSnapshot(t *testing.T) {
	checkRequests(t, []requestCase{
		{name: "new_doc", desc: "Create a document",
			schema: `{"type":"object","properties":{"parent":{"type":"object","properties":{"type":{"type":"string","enum":["workspace"]}}},"title":{"type":"string","description":"Title of the document"}},"required":["parent"]}`,
			args:   `{"parent":{"type":"workspace"},"title":"Q3 planning"}`,
			want:   []string{"in the workspace"}, never: []string{"under workspace"}},
		{name: "page_snapshot", desc: "Capture accessibility snapshot of the current page",
			schema: `{"type":"object","properties":{"depth":{"type":"number","description":"Limit the depth of the snapshot tree"}}}`,
			args:   `{"depth":2}`,
			never:  []string{"snap a", "snap an"}},
	}, 16, 72)
}

// TestChoiceNamesMember: a choice that names the object argument set
// beside it is said with it ("replacing content with the text …"), not
// joined by "and" as if two requests.
func TestChoiceNamesMember(t *testing.T) {
	const schema = `{"type":"object","properties":{"doc_id":{"type":"string","description":"Identifier of the document"},"type":{"type":"string","enum":["replace_content","insert_content"],"description":"The kind of edit to apply"},"replace_content":{"type":"object","description":"Replaces the entire document content.","properties":{"new_str":{"type":"string","description":"The complete new document content as Markdown."}},"required":["new_str"]}},"required":["doc_id","type"]}`
	checkRequests(t, []requestCase{
		{name: "edit_document", desc: "Update a document's content as Markdown", schema: schema,
			args:  `{"doc_id":"d-204","type":"replace_content","replace_content":{"new_str":"Add an alert when the volume is over 80% full."}}`,
			want:  []string{`"Add an alert when the volume is over 80% full."`},
			never: []string{"content and with", "new str", "replace content", "with the text"}},
	}, 8, 73)
}

// TestTextBlocksAsLines: content blocks that each hold plain text are
// listed a block a line by kind and text, not pasted as JSON.
func TestTextBlocksAsLines(t *testing.T) {
	checkRequests(t, []requestCase{
		{name: "append_blocks", desc: "Append blocks to a page",
			schema: `{"type":"object","properties":{"page_id":{"type":"string"},"children":{"type":"array","items":{"type":"object"}}},"required":["page_id","children"]}`,
			args:   `{"page_id":"p-9","children":[{"type":"paragraph"},{"bulleted_list_item":{"rich_text":[{"type":"text","text":{"content":"Node 16 is outdated"}}]}},{"type":"paragraph","paragraph":{"rich_text":[{"text":{"content":"Use Node 20."}}]}}]}`,
			want:   []string{"- an empty paragraph", `- bulleted list item with the text "Node 16 is outdated"`, `- paragraph: "Use Node 20."`},
			never:  []string{"```", `"content"`}},
	}, 4, 74)
}

// TestUndoableState: a state flag on a change is said by the act that
// sets or undoes it ("unarchive card c-12", "…, and unarchive it"), never
// "make it non-archived".
func TestUndoableState(t *testing.T) {
	const schema = `{"type":"object","properties":{"card_id":{"type":"string","description":"Identifier of the card"},"archived":{"type":"boolean"}},"required":["card_id"]}`
	checkRequests(t, []requestCase{
		{name: "update_card", desc: "Update a card", schema: schema, args: `{"card_id":"c-12","archived":false}`,
			want: []string{"unarchive"}, never: []string{"non-archived", "not archived"}},
		{name: "update_card", desc: "Update a card", schema: schema, args: `{"card_id":"c-12","archived":true}`,
			want: []string{"archive"}, never: []string{"unarchive"}},
	}, 6, 75)
}

// TestKeyAndPromptText: a one-character key is "key \"a\"", never
// "hit a"; a prompt dialog's text is typed into the prompt.
func TestKeyAndPromptText(t *testing.T) {
	checkRequests(t, []requestCase{
		{name: "key_press", desc: "Press a key on the keyboard",
			schema: `{"type":"object","properties":{"key":{"type":"string","description":"Name of the key to press or a character to generate, such as ArrowLeft or a"}},"required":["key"]}`,
			args:   `{"key":"a"}`,
			want:   []string{`key "a"`}, never: []string{"hit a", "press a "}},
		{name: "dialog_answer", desc: "Handle a dialog",
			schema: `{"type":"object","properties":{"accept":{"type":"boolean","description":"Whether to accept the dialog."},"promptText":{"type":"string","description":"The text of the prompt in case of a prompt dialog."}},"required":["accept"]}`,
			args:   `{"accept":true,"promptText":"Premium plan"}`,
			want:   []string{`"Premium plan"`, "prompt"}, never: []string{"with the text"}},
	}, 6, 76)
}

// TestTitleOfAnotherThing: a title of something other than the object
// ("commit title" on a merge) is said with its own name, never "named".
func TestTitleOfAnotherThing(t *testing.T) {
	checkRequests(t, []requestCase{
		{name: "merge_change", desc: "Merge a change request",
			schema: `{"type":"object","properties":{"change_number":{"type":"integer","description":"Change request number"},"commit_title":{"type":"string","description":"Title for the automatic commit message"}},"required":["change_number"]}`,
			args:   `{"change_number":42,"commit_title":"Move CI to GitHub Actions"}`,
			want:   []string{"commit", `"Move CI to GitHub Actions"`}, never: []string{"named", "titled", "called"}},
		{name: "open_ticket", desc: "Create a ticket",
			schema: `{"type":"object","properties":{"ticket_title":{"type":"string","description":"Title of the ticket"}},"required":["ticket_title"]}`,
			args:   `{"ticket_title":"Login fails on Safari"}`,
			never:  []string{"ticket title"}},
		{name: "export_rows", desc: "Export query results",
			schema: `{"type":"object","properties":{"exportTitle":{"type":"string","description":"Name of the export"}},"required":["exportTitle"]}`,
			args:   `{"exportTitle":"Nightly backup"}`,
			never:  []string{"export title"}},
	}, 6, 77)
}

// TestSeriesObject: a reading tool's object that opens on a list of
// kinds of one thing ("List pump, valve and sensor faults") is that
// thing, not the first kind ("list a pump"); a list of things of their
// own ("change the carrier, service or package details", "show
// coverages, deductibles and limits") keeps its first.
func TestSeriesObject(t *testing.T) {
	for desc, want := range map[string]string{
		"List pump, valve and sensor faults raised at a plant.":           "pump, valve and sensor faults",
		"Show coverages, deductibles and limits on a policy.":             "coverages",
		"Change the carrier, service or package details for an order.":    "carrier",
		"Get cabin, crew and cargo manifests for a flight, newest first.": "cabin, crew and cargo manifests",
	} {
		if got := toolIntent("x", "", desc).Object; !strings.Contains(got, want) {
			t.Errorf("toolIntent(%q).Object = %q, want it to hold %q", desc, got, want)
		}
	}
}

// TestOpaqueKeyWords: a parameter named "arg1" is said by the head of what
// its description says it is, never as "arg1".
func TestOpaqueKeyWords(t *testing.T) {
	for key, c := range map[string][2]string{
		"arg0":  {"the street address (house number and street name)", "street address"},
		"arg1":  {"the maximum number of permits to return", "maximum number of permits"},
		"p2":    {"", "p2"},
		"limit": {"the maximum number of permits to return", "limit"},
	} {
		if got := spokenKey(key, c[0]); got != c[1] {
			t.Errorf("spokenKey(%q, %q) = %q, want %q", key, c[0], got, c[1])
		}
	}
}

// TestNounDescIntent checks that a description that is only a short noun
// phrase is the thing a tool gets, and that a verb phrase, a longer
// description or one naming a tool is not read so.
func TestNounDescIntent(t *testing.T) {
	for _, c := range []struct {
		desc, want string
		ok         bool
	}{
		{"weekly totals", "get the weekly totals", true},
		{"close of day figures", "get the close-of-day figures", true},
		{"find customer", "", false},
		{"a helper tool", "", false},
		{"not yet shipped", "", false},
		{"list of all the open tickets in the queue", "", false},
	} {
		in, ok := nounDescIntent(c.desc)
		if ok != c.ok || ok && in.Verb+" "+in.Object != c.want {
			t.Errorf("nounDescIntent(%q) = %q %q %v", c.desc, in.Verb, in.Object, ok)
		}
	}
}

// TestDropStateChoice checks that a choice of states before the object's
// noun is dropped, so the object keeps its noun, and that the documented
// current member's things are the asker's own.
func TestDropStateChoice(t *testing.T) {
	got := strings.Join(dropStateChoice(strings.Fields("the team's active or archived boards")), " ")
	if got != "the team's boards" {
		t.Errorf("dropStateChoice = %q", got)
	}
	if got := strings.Join(dropStateChoice(strings.Fields("boards or cards")), " "); got != "boards or cards" {
		t.Errorf("dropStateChoice of nouns = %q", got)
	}
	if got := strings.Join(dropStateChoice(strings.Fields("active or archived boards")), " "); got != "active or archived boards" {
		t.Errorf("dropStateChoice with no owner = %q", got)
	}
	in, ok := clauseIntent("List the current member's open or closed tabs", true)
	if !ok || in.Object != "my tabs" {
		t.Errorf("clauseIntent object = %q, %v; want my tabs", in.Object, ok)
	}
}
