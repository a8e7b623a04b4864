package prompt

import (
	"encoding/json"
	"strings"
	"testing"
)

// An optional parameter whose values are short opaque ids (a list of
// property ids to limit a response to, "%3AUPp", "iAk3") is left out of
// the call: a person does not type "for filter properties iAk3". Ids a
// person does refer to (a uuid, a readable name) stay. The tools are
// written for the test.
func TestUnsaidOpaqueCodes(t *testing.T) {
	set, err := Load()
	if err != nil {
		t.Fatal(err)
	}
	b, err := set.For(ToolInfo{Name: "fetch_record", Description: "Retrieve a record",
		InputSchema: json.RawMessage(`{"type":"object","properties":{
		"record_id":{"type":"string","description":"Identifier for a record"},
		"field_ids":{"type":"array","items":{"type":"string"},"description":"A list of field value IDs to limit the response"},
		"only_field":{"type":"string","description":"A field value ID associated with the record. For example: ` + "`iAk8`" + `."},
		"owner_id":{"type":"string","description":"Identifier of the owner"}},"required":["record_id"]}`)})
	if err != nil {
		t.Fatal(err)
	}
	for _, args := range []string{
		`{"record_id":"5e0c1d6a-0b1e-4a53-9a43-2f4c5d6e7f80","field_ids":["BJXS","%3AUPp","b7dh"]}`,
		`{"record_id":"5e0c1d6a-0b1e-4a53-9a43-2f4c5d6e7f80","only_field":"iAk3"}`,
		`{"record_id":"5e0c1d6a-0b1e-4a53-9a43-2f4c5d6e7f80","only_field":"%7DkLm"}`,
	} {
		a, _ := DecodeArgs(json.RawMessage(args))
		for key := uint64(0); key < 16; key++ {
			out := b.Unsaid(a, key*0x9e3779b97f4a7c15)
			if len(out) != 1 {
				t.Fatalf("%s key %d: left out %v, want the opaque option", args, key, out)
			}
		}
	}
	a, _ := DecodeArgs(json.RawMessage(`{"record_id":"5e0c1d6a-0b1e-4a53-9a43-2f4c5d6e7f80","owner_id":"9b1fb885-0081-48f4-be8e-7bdbb92391c7"}`))
	if out := b.Unsaid(a, 7); len(out) != 0 {
		t.Errorf("a uuid owner left out: %v", out)
	}
}

// A permission flag is said as what the person accepts ("even if that
// means deleting content"), never by its key ("and allow deleting
// content"), and left unsaid when off; a whole replacement is said as
// one ("overwriting its content with …"), not as its discriminator and
// key ("to replace content with the text …").
func TestGenericPermissionAndReplacement(t *testing.T) {
	edit := `{"type":"object","properties":{"note_id":{"type":"string","format":"uuid","description":"Identifier for a note"},
		"type":{"type":"string","enum":["replace_content","update_content"]},
		"replace_content":{"anyOf":[{"type":"object","description":"Provide when type is replace_content. Replaces the entire note content.","properties":{"new_str":{"type":"string","description":"The complete new note content as Markdown."},"allow_deleting_content":{"type":"boolean","description":"Permit deletion of existing attachments no longer present in the new content."}},"required":["new_str"]},{"type":"string"}]}},
		"required":["note_id","type"]}`
	cases := []requestCase{
		{"notes_write_body", "Update a note's content as Markdown", edit,
			`{"note_id":"24355a58-7e51-45b4-815e-bb8209820bc0","type":"replace_content","replace_content":{"new_str":"Standup moved to 10:30 from Monday.","allow_deleting_content":false}}`,
			[]string{`"Standup moved to 10:30 from Monday."`}, []string{"replace content", "allow", "with the text", "deleting"}},
		{"notes_write_body", "Update a note's content as Markdown", edit,
			`{"note_id":"24355a58-7e51-45b4-815e-bb8209820bc0","type":"replace_content","replace_content":{"new_str":"Standup moved to 10:30 from Monday.","allow_deleting_content":true}}`,
			[]string{`"Standup moved to 10:30 from Monday."`, "attachments"}, []string{"replace content", "allow ", "with the text", "deleting content"}},
		{"files_sync", "Sync a folder to the bucket",
			`{"type":"object","properties":{"folder":{"type":"string","description":"Folder path"},"allow_overwrite":{"type":"boolean","description":"Permit overwriting files already in the bucket"}},"required":["folder","allow_overwrite"]}`,
			`{"folder":"/home/alex/photos","allow_overwrite":true}`,
			[]string{"/home/alex/photos", "even if that means overwrit"}, []string{"and allow overwrite"}},
	}
	checkRequests(t, cases, 12, 31)
}

// A small filter and update of a document store are said in words ("where
// paid is true", "moving them to shipped"), not pasted under labels
// made from their keys ("This is the update:", "This is the filter:").
func TestGenericDocumentFilterUpdateWords(t *testing.T) {
	upd := `{"type":"object","properties":{"database":{"type":"string"},"collection":{"type":"string"},"filter":{"type":"object","additionalProperties":true,"description":"The query filter"},"update":{"type":"object","additionalProperties":true,"description":"An update document describing the modifications to apply"}},"required":["database","collection","update"]}`
	cases := []requestCase{
		{"docs_update_many", "Updates all documents that match the specified filter for a collection", upd,
			`{"database":"shop","collection":"orders","filter":{"paid":true,"created_at":{"$gte":"2026-04-01T00:00:00Z"}},"update":{"$set":{"status":"shipped","carrier":"DHL"},"$inc":{"revision":1}}}`,
			[]string{`where created_at is "2026-04-01T00:00:00Z" or later and paid is true`, `carrier`, `"DHL"`, "shipped", "adding 1 to revision"},
			[]string{"```", "this is the", "here's the", "{", "status to \"shipped\""}},
		{"docs_delete_many", "Removes all documents that match the filter from a collection",
			`{"type":"object","properties":{"database":{"type":"string"},"collection":{"type":"string"},"filter":{"type":"object","additionalProperties":true}},"required":["database","collection"]}`,
			`{"database":"crm","collection":"leads","filter":{"status":{"$in":["lost","spam"]},"score":{"$lt":20}}}`,
			[]string{`where score is less than 20 and status is "lost" or "spam"`}, []string{"```", "{"}},
		{"wiki_search", "Search all pages and databases by title",
			`{"type":"object","properties":{"query":{"type":"string"},"filter":{"type":"object","properties":{"property":{"type":"string"},"value":{"type":"string"}}}}}`,
			`{"query":"roadmap","filter":{"property":"object","value":"database"}}`,
			[]string{`database objects only`}, []string{"property is", "value is", "where object is"}},
	}
	checkRequests(t, cases, 12, 37)
}

// Blocks of content (paragraphs, list items) are led in by what to do
// with them, never by the parameter's name ("Here's the list of
// children:", "I've put the children below:").
func TestGenericContentIntro(t *testing.T) {
	blocks := `{"type":"object","properties":{"block_id":{"type":"string","description":"Identifier for a block"},"children":{"type":"array","items":{"type":"object","additionalProperties":true},"description":"Child content to append to a container block"}},"required":["block_id","children"]}`
	cases := []requestCase{
		{"wiki_append_children", "Append block children", blocks,
			`{"block_id":"b-17","children":[{"paragraph":{"rich_text":[{"text":{"content":"The nightly export now runs at 02:00."}}]}},{"bulleted_list_item":{"rich_text":[{"text":{"content":"Check the disk before it fills."}}]}}]}`,
			[]string{"The nightly export now runs at 02:00.", "Check the disk before it fills."},
			[]string{"children", "list of", "append these"}},
	}
	checkRequests(t, cases, 16, 41)
}

// A description that runs a query of some kind ("Run a find query
// against a collection") is asked for by the query's own verb ("find the
// documents in shop.orders …"), not by the description's words.
func TestGenericQueryVerb(t *testing.T) {
	find := `{"type":"object","properties":{"database":{"type":"string"},"collection":{"type":"string"},"filter":{"type":"object","additionalProperties":true}},"required":["database","collection"]}`
	cases := []requestCase{
		{"docs_find", "Run a find query against a MongoDB collection", find,
			`{"database":"shop","collection":"orders","filter":{"paid":true}}`,
			[]string{"documents", "where paid is true"}, []string{"find query", "run a", "execute a", "against"}},
	}
	checkRequests(t, cases, 16, 43)
}

// Searching a representation of the page ("Search the accessibility
// snapshot of the current page") is searching the page, as a person says
// it.
func TestGenericSearchThePage(t *testing.T) {
	find := `{"type":"object","properties":{"text":{"type":"string","description":"Plain text to search for in the page snapshot (case-insensitive substring match)."}}}`
	cases := []requestCase{
		{"page_find", "Search the accessibility snapshot of the current page for text or a regular expression. Returns matching snapshot nodes.", find,
			`{"text":"Thanks for subscribing"}`,
			[]string{`"Thanks for subscribing"`, "page"}, []string{"accessibility snapshot"}},
	}
	checkRequests(t, cases, 16, 47)
}

// A flag that includes a class of things its description gives examples
// of is said by the examples ("including images, fonts and scripts"), not
// by the description's class ("including successful static resources").
func TestGenericFlagByExamples(t *testing.T) {
	reqs := `{"type":"object","properties":{"static":{"type":"boolean","default":false,"description":"Whether to include successful static resources like images, fonts, scripts, etc. Defaults to false."},"filter":{"type":"string","description":"Only return requests whose URL matches this regexp"}},"required":["static"]}`
	cases := []requestCase{
		{"page_requests", "Returns a numbered list of network requests since loading the page.", reqs,
			`{"static":true}`, []string{"images, fonts and scripts"}, []string{"successful static resources"}},
	}
	checkRequests(t, cases, 12, 53)
}

// An optional file to save a tool's output to is left out of most calls
// ("…, and write it to search-console-messages.txt" reads glued on): it
// stays in one call in eight, so the dataset still shows it; a file the
// call reads its input from stays.
func TestUnsaidOutputFile(t *testing.T) {
	set, err := Load()
	if err != nil {
		t.Fatal(err)
	}
	b, err := set.For(ToolInfo{Name: "page_console", Description: "Returns all console messages",
		InputSchema: json.RawMessage(`{"type":"object","properties":{
		"level":{"type":"string","enum":["error","warning","info"]},
		"filename":{"type":"string","description":"File name to save the console messages to. If not provided, messages are returned as text."}},"required":["level"]}`)})
	if err != nil {
		t.Fatal(err)
	}
	a, _ := DecodeArgs(json.RawMessage(`{"level":"error","filename":"console-errors.txt"}`))
	kept := 0
	for key := uint64(0); key < 64; key++ {
		if len(b.Unsaid(a, key*0x9e3779b97f4a7c15)) == 0 {
			kept++
		}
	}
	if kept == 0 || kept > 16 {
		t.Errorf("output file kept in %d of 64 calls, want a few", kept)
	}
	src, err := set.For(ToolInfo{Name: "run_snippet", Description: "Run a code snippet",
		InputSchema: json.RawMessage(`{"type":"object","properties":{"timeout":{"type":"integer"},"filename":{"type":"string","description":"Load code from the specified file."}},"required":["timeout"]}`)})
	if err != nil {
		t.Fatal(err)
	}
	a2, _ := DecodeArgs(json.RawMessage(`{"timeout":30,"filename":"scripts/login.js"}`))
	if out := src.Unsaid(a2, 5); len(out) != 0 {
		t.Errorf("a source file left out: %v", out)
	}
}

// A long commit message beside its title is said as the commit message,
// never as what the pull request "reads".
func TestGenericCommitMessageNamed(t *testing.T) {
	merge := `{"type":"object","properties":{"owner":{"type":"string"},"repo":{"type":"string"},"pull_number":{"type":"number"},"commit_title":{"type":"string","description":"Title for merge commit"},"commit_message":{"type":"string","description":"Extra detail for merge commit"}},"required":["owner","repo","pull_number"]}`
	cases := []requestCase{
		{"land_pull_request", "Merge a pull request", merge,
			`{"owner":"acme","repo":"api","pull_number":253,"commit_title":"Send an idempotency key with webhook deliveries","commit_message":"Sends an Idempotency-Key header with every webhook delivery so receivers can skip retried duplicates."}`,
			[]string{"message", "commit"}, []string{"that reads", "reading", "with the text", "saying"}},
	}
	checkRequests(t, cases, 16, 59)
}

// A place search whose query is a person's own words ("museums in
// Toronto") asks for the things themselves, unquoted, not for "places
// matching "museums in Toronto""; a point to search near is said as one
// ("near 43.65, -79.38"), not "with latitude … and longitude …".
func TestGenericPlaceSearchWords(t *testing.T) {
	places := `{"type":"object","properties":{"query":{"type":"string","description":"Search query"},"location":{"type":"object","properties":{"latitude":{"type":"number"},"longitude":{"type":"number"}},"description":"Optional center point for the search"}},"required":["query"]}`
	cases := []requestCase{
		{"map_find_places", "Search for places", places,
			`{"query":"museums in Toronto","location":{"latitude":43.65825,"longitude":-79.36235}}`,
			[]string{"museums in Toronto", "43.65825, -79.36235"}, []string{`"museums in Toronto"`, "matching", "latitude"}},
	}
	checkRequests(t, cases, 16, 61)
}

// A flag left off that would only add something to the result ("Whether
// to include each element's bounding box") or permit something is left
// out of the call: "without each element's bounding box" asks for what
// the call does anyway.
func TestUnsaidFlagsLeftOff(t *testing.T) {
	set, err := Load()
	if err != nil {
		t.Fatal(err)
	}
	b, err := set.For(ToolInfo{Name: "page_outline", Description: "Capture an outline of the current page",
		InputSchema: json.RawMessage(`{"type":"object","properties":{
		"depth":{"type":"integer","description":"How deep to go"},
		"boxes":{"type":"boolean","description":"Include each element's bounding box in the outline."},
		"allow_overwrite":{"type":"boolean","description":"Permit overwriting an earlier outline"}},"required":["depth"]}`)})
	if err != nil {
		t.Fatal(err)
	}
	a, _ := DecodeArgs(json.RawMessage(`{"depth":2,"boxes":false,"allow_overwrite":false}`))
	for key := uint64(0); key < 32; key++ {
		if out := b.Unsaid(a, key*0x9e3779b97f4a7c15); len(out) != 2 {
			t.Fatalf("key %d: left out %v, want boxes and allow_overwrite", key, out)
		}
	}
	on, _ := DecodeArgs(json.RawMessage(`{"depth":2,"boxes":true}`))
	if out := b.Unsaid(on, 3); len(out) != 0 {
		t.Errorf("a flag set on left out: %v", out)
	}
}

// A pattern after a singular object agrees with it: never "search the
// page text that match …".
func TestGenericPatternAgrees(t *testing.T) {
	find := `{"type":"object","properties":{"regex":{"type":"string","description":"Regular expression to search for in the page snapshot."}}}`
	cases := []requestCase{
		{"page_find", "Search the accessibility snapshot of the current page for text or a regular expression.", find,
			`{"regex":"Sign (in|up)"}`, []string{`"Sign (in|up)"`}, []string{"text that match ", "snapshot that match "}},
	}
	checkRequests(t, cases, 24, 67)
}

// A description that speaks to the asker ("to your account") is said as
// the asker says it: "to my account", never the description's "your".
func TestGenericYourIsMine(t *testing.T) {
	fork := `{"type":"object","properties":{"owner":{"type":"string","description":"Repository owner"},"repo":{"type":"string","description":"Repository name"}},"required":["owner","repo"]}`
	cases := []requestCase{
		{"fork_project", "Fork a code repository to your account or specified organization", fork,
			`{"owner":"acme","repo":"billing"}`, []string{"billing"}, []string{"your account"}},
	}
	checkRequests(t, cases, 24, 71)
}

// A size given with a capture is the size it is taken at ("a screenshot
// at 1280 x 720"), never "to" a size; a resize is "to" one.
func TestGenericSizePreposition(t *testing.T) {
	shot := `{"type":"object","properties":{"name":{"type":"string","description":"Name for the screenshot"},"width":{"type":"number","description":"Width in pixels"},"height":{"type":"number","description":"Height in pixels"}},"required":["name"]}`
	size := `{"type":"object","properties":{"width":{"type":"number","description":"Width in pixels"},"height":{"type":"number","description":"Height in pixels"}},"required":["width","height"]}`
	cases := []requestCase{
		{"page_capture", "Take a screenshot of the current page", shot,
			`{"name":"after-login","width":1280,"height":720}`, []string{"1280", "720"}, []string{"to 1280"}},
		{"window_size", "Resize the browser window", size,
			`{"width":1024,"height":768}`, []string{"1024", "768"}, []string{"at 1024", "sized 1024"}},
	}
	checkRequests(t, cases, 24, 73)
}

// A search query is what is searched for: "find code matching …", "search
// for …", never "find code on …".
func TestGenericQueryPreposition(t *testing.T) {
	q := `{"type":"object","properties":{"q":{"type":"string"},"page":{"type":"number","minimum":1}},"required":["q"]}`
	cases := []requestCase{
		{"find_snippets", "Search for code across many repositories", q,
			`{"q":"TODO extension:py"}`, []string{`"TODO extension:py"`}, []string{`on "TODO`, `code about`}},
	}
	checkRequests(t, cases, 40, 79)
}

// A "Whether another … is needed" flag is said as a phrase that fits a
// question as well as a command ("with another review pass to follow",
// "as the last review pass"), never a clause that breaks a question
// ("Would you record pass 3, and there's another pass after it?").
func TestGenericNeededFlagFitsQuestions(t *testing.T) {
	s := `{"type":"object","properties":{"note":{"type":"string","description":"Your current review note"},"more":{"type":"boolean","description":"Whether another review pass is needed"}},"required":["note","more"]}`
	cases := []requestCase{
		{"log_review", "Record one review pass over a draft", s,
			`{"note":"The intro repeats the abstract.","more":true}`, nil, []string{"and there's", "and that's the last"}},
		{"log_review", "Record one review pass over a draft", s,
			`{"note":"The intro repeats the abstract.","more":false}`, nil, []string{"and there's", "and that's the last"}},
	}
	checkRequests(t, cases, 40, 83)
}

// A description's "of the current page" is said as the person looking at
// it says it: "of this page", "of the page", or not at all (the tool
// works on the page anyway).
func TestGenericCurrentIsThis(t *testing.T) {
	s := `{"type":"object","properties":{"depth":{"type":"integer","description":"How deep to go"}}}`
	cases := []requestCase{
		{"page_outline", "Capture an outline of the current page", s, `{"depth":3}`, []string{"outline"}, []string{"current page"}},
	}
	checkRequests(t, cases, 24, 89)
	this := 0
	forRequests(t, cases, 24, 89, func(c requestCase, i int, text string) {
		if strings.Contains(text, "this page") {
			this++
		}
	})
	if this == 0 {
		t.Error("no request says \"this page\"")
	}
}
