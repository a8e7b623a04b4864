package prompt

import (
	"encoding/json"
	"math/rand/v2"
	"sort"
	"strings"
	"testing"
)

// TestGenericRequestFaults renders the generic template for tools written
// for this test (shaped like common MCP tools, none of them a captured
// server's) and checks the faults a blind rater found in generic
// requests: parameter lists read like a form ("(no accept)", "make it
// non-archived", "with full page"), description wording pasted as the
// object ("public or pre-defined channels", "an array of documents"), an
// object that contradicts the call ("all console messages" with a level
// filter), a count said of the wrong thing ("the first 31 schemas" for a
// sample size), start and end elements crossed ("between the Search box
// (e66) from …"), quotes nested in quotes, a schema discriminator spoken
// ("and type \"page_id\""), closers in the wrong place ("Thank you!"
// before an attached body, "give me … for me", "Could we show me").
func TestGenericRequestFaults(t *testing.T) {
	cases := []requestCase{
		{"ui_dialog", "Handle a dialog",
			`{"type":"object","properties":{"accept":{"type":"boolean","description":"Whether to accept the dialog."},"promptText":{"type":"string"}},"required":["accept"]}`,
			`{"accept":false}`, []string{"dismiss"}, []string{"(no accept)", "not as an accept", "(accept)", "handle", "don't accept"}},
		{"ui_dialog_ok", "Handle a dialog",
			`{"type":"object","properties":{"accept":{"type":"boolean","description":"Whether to accept the dialog."},"promptText":{"type":"string"}},"required":["accept"]}`,
			`{"accept":true,"promptText":"wireless headphones"}`, []string{"accept", "wireless headphones"}, []string{"handle"}},
		{"net_log", "Returns a numbered list of network requests since loading the page.",
			`{"type":"object","properties":{"static":{"type":"boolean","description":"Whether to include successful static resources like images, fonts, scripts, etc."}},"required":["static"]}`,
			`{"static":true}`, []string{"including images, fonts and scripts"}, []string{"as static", "make it", "successful static resources"}},
		{"console_log", "Returns all console messages",
			`{"type":"object","properties":{"level":{"type":"string","enum":["error","warning","info"]}}}`,
			`{"level":"error"}`, []string{"error"}, []string{"all console messages", "every console message"}},
		{"chat_channels", "List public or pre-defined channels in the workspace with pagination",
			`{"type":"object","properties":{"limit":{"type":"integer"}}}`,
			`{"limit":12}`, []string{"12"}, []string{"public or pre-defined", "pre-defined channels"}},
		{"doc_insert", "Insert an array of documents into a collection",
			`{"type":"object","properties":{"collection":{"type":"string"},"documents":{"type":"array","items":{"type":"object"}}},"required":["collection","documents"]}`,
			`{"collection":"orders","documents":[{"sku":"A-1","qty":2}]}`, []string{"orders"}, []string{"array of"}},
		{"schema_sample", "Describe the schema for a collection",
			`{"type":"object","properties":{"collection":{"type":"string"},"sampleSize":{"type":"integer","description":"Number of documents to sample"}},"required":["collection"]}`,
			`{"collection":"orders","sampleSize":31}`, []string{"sample size of 31"}, []string{"31 schemas", "the first 31"}},
		{"ui_drag", "Perform drag and drop between two elements",
			`{"type":"object","properties":{"startElement":{"type":"string","description":"Human-readable source element description"},"startRef":{"type":"string","description":"Exact source element reference from the page snapshot"},"endElement":{"type":"string","description":"Human-readable target element description"},"endRef":{"type":"string","description":"Exact target element reference from the page snapshot"}},"required":["startRef","endRef"]}`,
			`{"startElement":"Submit button","startRef":"e46","endRef":"e14"}`, []string{"Submit button", "e46", "e14"}, []string{"between", "element e14", "(e46) from"}},
		{"ui_select", "Select an element on the page with Select tag",
			`{"type":"object","properties":{"selector":{"type":"string","description":"CSS selector for element to select"},"value":{"type":"string","description":"Value to select"}},"required":["selector","value"]}`,
			`{"selector":"select[name=\"size\"]","value":"M"}`, []string{"`select[name=\"size\"]`", "\"M\""}, []string{"\"select[name=\"size\"]\"", "with \"M\""}},
		{"page_move", "Move a page to a new parent",
			`{"type":"object","properties":{"page_id":{"type":"string"},"parent":{"type":"object","properties":{"type":{"type":"string"},"page_id":{"type":"string"}}}},"required":["page_id","parent"]}`,
			`{"page_id":"p-100","parent":{"type":"page_id","page_id":"p-200"}}`, []string{"p-100", "p-200"}, []string{"type \"page_id\"", "type page_id"}},
		{"issue_edit", "Update an existing issue in a repository",
			`{"type":"object","properties":{"issue_number":{"type":"integer"},"body":{"type":"string"}},"required":["issue_number","body"]}`,
			`{"issue_number":12,"body":"` + strings.Repeat("The export job fails when the input is empty. ", 5) + `"}`,
			[]string{"12"}, []string{"Thank you!", "thanks!", "thank you."}},
		{"page_search", "Search by title",
			`{"type":"object","properties":{"start_cursor":{"type":"string"}}}`,
			`{"start_cursor":"abc123"}`, []string{"abc123"}, []string{"by title", "search matching", "search, "}},
		{"pr_open", "Create a new pull request in a repository",
			`{"type":"object","properties":{"title":{"type":"string"},"draft":{"type":"boolean","description":"Whether to create the pull request as a draft"}},"required":["title"]}`,
			`{"title":"Fix login timeout","draft":true}`, []string{"a draft"}, []string{"draft it", "(draft)"}},
		{"pr_review", "Create a review on a pull request",
			`{"type":"object","properties":{"pull_number":{"type":"integer"},"event":{"type":"string","enum":["APPROVE","REQUEST_CHANGES","COMMENT"]}},"required":["pull_number","event"]}`,
			`{"pull_number":7,"event":"APPROVE"}`, []string{"approve it"}, []string{"event", ": approve"}},
		{"code_search", "Search for code across repositories",
			`{"type":"object","properties":{"q":{"type":"string"},"per_page":{"type":"integer"}},"required":["q"]}`,
			`{"q":"func NewClient","per_page":29}`, []string{"29"}, []string{"29 code", "29 codes"}},
		{"repo_new", "Create a new repository in your account",
			`{"type":"object","properties":{"name":{"type":"string"},"description":{"type":"string"}},"required":["name"]}`,
			`{"name":"cli-ui","description":"Command line tools for the UI team"}`, []string{"descri", "\"Command line tools"}, []string{"that says", "saying", "give it the", "for the description, put"}},
		{"user_list", "Get all users",
			`{"type":"object","properties":{"page_size":{"type":"integer"}}}`,
			`{"page_size":20}`, []string{"20"}, []string{"could we show me", "can we show me", "could we give me", "can we give me", "give me the users for me", "show me the users for me"}},
		// A list parameter's name typed into the sentence ("modifiers: Meta").
		{"ui_click", "Perform click on a web page",
			`{"type":"object","properties":{"target":{"type":"string","description":"Exact target element reference from the page snapshot"},"modifiers":{"type":"array","description":"Modifier keys to press","items":{"type":"string","enum":["Alt","Control","Meta","Shift"]}}},"required":["target"]}`,
			`{"target":"e87","modifiers":["Meta"]}`, []string{"meta"}, []string{"modifiers:", "modifiers meta"}},
		{"ui_pick", "Select an option in a dropdown",
			`{"type":"object","properties":{"target":{"type":"string","description":"Exact target element reference from the page snapshot"},"values":{"type":"array","description":"Array of values to select in the dropdown.","items":{"type":"string"}}},"required":["target","values"]}`,
			`{"target":"e25","values":["Japan"]}`, []string{"japan"}, []string{"values:", "values japan"}},
		// Stock openers and a pointless "now" at the end; "Inside crm".
		{"geo_reverse", "Convert coordinates into an address",
			`{"type":"object","properties":{"latitude":{"type":"number"},"longitude":{"type":"number"}},"required":["latitude","longitude"]}`,
			`{"latitude":42.35602,"longitude":-71.03276}`, []string{"42.35602"}, []string{"we should", " now.", " now!", " now?"}},
		{"geo_code", "Convert an address into geographic coordinates",
			`{"type":"object","properties":{"address":{"type":"string","description":"The address to geocode"}},"required":["address"]}`,
			`{"address":"Florida 550, Buenos Aires"}`, []string{"Florida 550, Buenos Aires"}, []string{"convert an address into"}},
		{"db_stats", "Returns statistics that reflect the use state",
			`{"type":"object","properties":{"database":{"type":"string","description":"Database name"}},"required":["database"]}`,
			`{"database":"crm"}`, []string{"crm"}, []string{"inside crm", "we should"}},
		{"page_child", "Create a page", `{"type":"object","properties":{"parent":{"type":"object","properties":{"page_id":{"type":"string"}}},"title":{"type":"string"}},"required":["parent"]}`,
			`{"parent":{"page_id":"p-300"},"title":"Standup notes"}`, []string{"p-300"}, []string{"inside page", "inside p-300"}},
		// The description's generic object echoed when the argument's own
		// description names the thing the call acts on.
		{"ui_media", "Emulate CSS media features for the page, for example switch between the light and dark color scheme.",
			`{"type":"object","properties":{"contrast":{"type":"string","enum":["more","less","no-preference"],"description":"Emulates the prefers-contrast media feature"}}}`,
			`{"contrast":"no-preference"}`, []string{"prefers-contrast", "no-preference"}, []string{"css media features"}},
		// Requests that contradict the call: a flag cut short of its
		// condition, a source file said as an output.
		{"coll_rename", "Renames a collection in a database",
			`{"type":"object","properties":{"collection":{"type":"string","description":"Collection name"},"newName":{"type":"string","description":"The new name for the collection"},"dropTarget":{"type":"boolean","description":"If true, drops the target collection if it exists"}},"required":["collection","newName"]}`,
			`{"collection":"reviews","newName":"reviews_v2","dropTarget":true}`, []string{"that name"}, []string{"and drop it", "target collection."}},
		{"code_run", "Run a code snippet in the browser.",
			`{"type":"object","properties":{"filename":{"type":"string","description":"Load code from the specified file. Relative file names are resolved against the workspace root."}}}`,
			`{"filename":"homepage.js"}`, []string{"homepage.js"}, []string{"save", "saving", "write it", "output"}},
		// An update whose call changes nothing must not ask for a change,
		// nor for a "re-save … without changing anything": said plainly.
		{"block_update", "Update a block",
			`{"type":"object","properties":{"block_id":{"type":"string","description":"Identifier for a block"},"archived":{"type":"boolean"}},"required":["block_id"]}`,
			`{"block_id":"b-100"}`, []string{"b-100", "update"}, []string{"without changing", "re-save"}},
		// Step records read like a form ("as thought #6, 7 thoughts in
		// total, and no thought step is needed after this"); the tool is
		// never named ("use the step note tool"): the step is the object
		// ("note down thought 6 of 7", "thought #6 (of 7)").
		{"step_note", "A tool for problem-solving through numbered thoughts",
			`{"type":"object","properties":{"thought":{"type":"string","description":"Your current thinking step"},"thoughtNumber":{"type":"integer","minimum":1},"totalThoughts":{"type":"integer","minimum":1},"nextThoughtNeeded":{"type":"boolean","description":"Whether another thought step is needed"}},"required":["thought","thoughtNumber","totalThoughts","nextThoughtNeeded"]}`,
			`{"thought":"Compare the two plans by yearly cost.","thoughtNumber":6,"totalThoughts":7,"nextThoughtNeeded":false}`,
			[]string{"6", "of 7"}, []string{"in total", "is needed after this", "step note tool", "thought number"}},
		// "all users" with a cursor: the request is about the next page.
		{"net_requests", "Returns a numbered list of network requests since loading the page. Use the number to get details.",
			`{"type":"object","properties":{"static":{"type":"boolean","description":"Whether to include successful static resources like images, fonts, scripts, etc."},"filename":{"type":"string","description":"File name to save the network requests to."}}}`,
			`{"static":true,"filename":"checkout.txt"}`, []string{"checkout.txt"}, []string{"since loading the page"}},
		{"pr_branch_sync", "Update a pull request branch with the latest changes from the base branch",
			`{"type":"object","properties":{"pull_number":{"type":"integer","description":"Pull request number"}},"required":["pull_number"]}`,
			`{"pull_number":25}`, []string{"update"}, []string{"edit", "change pr", "modify", "re-save"}},
		// "and the description …" has no verb.
		{"repo_make", "Create a new repository in your account",
			`{"type":"object","properties":{"name":{"type":"string"},"description":{"type":"string"},"private":{"type":"boolean","description":"Whether the repository should be private"}},"required":["name"]}`,
			`{"name":"auth-service","description":"Authentication and session service","private":true}`, []string{"authentication and session service"}, []string{"and the description"}},
		{"people_list", "Get a list of all users in the workspace",
			`{"type":"object","properties":{"cursor":{"type":"string","description":"Pagination cursor for next page of results"}}}`,
			`{"cursor":"dXNlcjpVMDYx"}`, []string{"dXNlcjpVMDYx"}, []string{"all users", "every user"}},
		// A plural without an s introduced as one ("This is the children:");
		// a thinking aid's step said as a form ("help me with dynamic and
		// reflective problem-solving as thought #7, 10 thoughts in total")
		// and a question that ends with a period ("Could you help me with
		// …, as thought 7 of 10.").
		{"block_append", "Append children to a block",
			`{"type":"object","properties":{"block_id":{"type":"string"},"children":{"type":"array","items":{"type":"object"}}},"required":["block_id","children"]}`,
			`{"block_id":"b-7","children":[{"paragraph":{"rich_text":[{"text":{"content":"` + strings.Repeat("Moves the lint job to CI. ", 6) + `"}}]}}]}`,
			[]string{"b-7"}, []string{"is the children"}},
		{"sequential_notes", "A detailed tool for dynamic and reflective problem-solving through thoughts.\nThis tool helps analyze problems through a flexible thinking process that can adapt and evolve.",
			`{"type":"object","properties":{"thought":{"type":"string","description":"Your current thinking step"},"thoughtNumber":{"type":"integer","minimum":1},"totalThoughts":{"type":"integer","minimum":1}},"required":["thought","thoughtNumber","totalThoughts"]}`,
			`{"thought":"First I need to work out which of the three services sends the duplicate emails.","thoughtNumber":7,"totalThoughts":10}`,
			[]string{"thought", "7", "of 10"}, []string{"problem-solving as thought", "problem-solving on thought", "problem-solving for thought",
				"you help me with dynamic and reflective problem-solving as thought 7 of 10.",
				"you help me with dynamic and reflective problem-solving on thought 7 of 10.",
				"you help me with dynamic and reflective problem-solving for thought 7 of 10."}},
		// The description's "key-value pair" when the call says the key and
		// the value.
		// A property schema has keys and no scalar values: it is pasted,
		// not dropped from the request while the call keeps it.
		{"update_ds", "Update a data source",
			`{"type":"object","properties":{"data_source_id":{"type":"string","format":"uuid"},"properties":{"type":"object","description":"The property schema of the data source"}},"required":["data_source_id"]}`,
			`{"data_source_id":"40993b4e-d4f6-4866-babc-6c7b0318dd88","properties":{"Due date":{"date":{}},"Name":{"title":{}}}}`,
			[]string{"due date", "title"}, nil},
		{"kv_set", "Set a key-value pair with optional expiration",
			`{"type":"object","properties":{"key":{"type":"string","description":"Key"},"value":{"type":"string","description":"Value to store"}},"required":["key","value"]}`,
			`{"key":"queue:emails","value":"Blue"}`, []string{"queue:emails", "blue"}, []string{"key-value pair", "with \"blue\""}},
	}
	checkRequests(t, cases, 40, 11)
}

// TestUnsaidLeavesOutWhatIsNotSaid checks which optional arguments the
// generic request leaves out of the call: flags at their default, flags
// and choices with no natural wording ("with full page", "in merge
// method"), nulls, empty lists and small settings objects; never a
// required argument, never what reads naturally (a sort order, a flag its
// description words), never the call's last argument, and nothing for a
// schema whose root ties properties together.
func TestUnsaidLeavesOutWhatIsNotSaid(t *testing.T) {
	set, err := Load()
	if err != nil {
		t.Fatal(err)
	}
	schema := `{"type":"object","properties":{
		"target":{"type":"string"},
		"fullPage":{"type":"boolean"},
		"doubleClick":{"type":"boolean","default":false},
		"mergeMethod":{"type":"string","enum":["merge","squash","rebase"]},
		"order":{"type":"string","enum":["asc","desc"]},
		"includeHidden":{"type":"boolean","description":"Whether to include hidden files"},
		"motion":{"type":["string","null"]},
		"labels":{"type":"array","items":{"type":"string"}},
		"cover":{"type":"object","properties":{"url":{"type":"string"}}},
		"bytesLimit":{"type":"integer","default":1048576}},
		"required":["target"]}`
	b, err := set.For(ToolInfo{Name: "ui_capture", Description: "Take a screenshot of the page", InputSchema: json.RawMessage(schema)})
	if err != nil {
		t.Fatal(err)
	}
	args, err := DecodeArgs(json.RawMessage(`{"target":"e1","fullPage":true,"doubleClick":false,"mergeMethod":"squash",
		"order":"desc","includeHidden":true,"motion":null,"labels":[],"cover":{"url":"https://example.com/a.png"},"bytesLimit":1048576}`))
	if err != nil {
		t.Fatal(err)
	}
	// The silent ones (defaults, null, empty) go whatever the key; the
	// stiff ones stay for one key in eight.
	always := []string{"bytesLimit", "doubleClick", "labels", "motion"}
	stiff := []string{"cover", "fullPage", "mergeMethod"}
	kept := map[string]int{}
	for key := uint64(0); key < 64; key++ {
		got := b.Unsaid(args, key*0x9e3779b97f4a7c15)
		sort.Strings(got)
		in := map[string]bool{}
		for _, g := range got {
			in[g] = true
		}
		for _, a := range always {
			if !in[a] {
				t.Fatalf("key %d: %s not left out: %v", key, a, got)
			}
		}
		for _, k := range []string{"target", "order", "includeHidden"} {
			if in[k] {
				t.Fatalf("key %d: %s left out: %v", key, k, got)
			}
		}
		for _, s := range stiff {
			if !in[s] {
				kept[s]++
			}
		}
	}
	for _, s := range stiff {
		if kept[s] > 24 {
			t.Errorf("%s kept in %d of 64 calls: it should mostly be left out", s, kept[s])
		}
	}
	// The last argument stays: a call that says nothing is no request.
	one, _ := DecodeArgs(json.RawMessage(`{"fullPage":true,"doubleClick":false}`))
	b2, _ := set.For(ToolInfo{Name: "ui_capture2", Description: "Take a screenshot", InputSchema: json.RawMessage(
		`{"type":"object","properties":{"fullPage":{"type":"boolean"},"doubleClick":{"type":"boolean","default":false}}}`)})
	for key := uint64(0); key < 16; key++ {
		if got := b2.Unsaid(one, key); len(got) != 1 {
			t.Fatalf("key %d: left out %v of two arguments, want one kept", key, got)
		}
	}
	// A root that ties properties together is left as it is.
	b3, _ := set.For(ToolInfo{Name: "ui_capture3", Description: "Take a screenshot", InputSchema: json.RawMessage(
		`{"type":"object","properties":{"a":{"type":"string"},"fullPage":{"type":"boolean"}},"dependentRequired":{"a":["fullPage"]}}`)})
	two, _ := DecodeArgs(json.RawMessage(`{"a":"x","fullPage":true}`))
	if got := b3.Unsaid(two, 3); got != nil {
		t.Errorf("dependentRequired root: left out %v", got)
	}
}

// TestGenericRequestsRepeatable renders the same generic requests twice
// with the same seeds and wants the same text: every choice must draw the
// seeded source in a fixed order (an object naming two nouns with short
// forms, "repository pull requests", once drew it in map order).
func TestGenericRequestsRepeatable(t *testing.T) {
	set, err := Load()
	if err != nil {
		t.Fatal(err)
	}
	b, err := set.For(ToolInfo{Name: "list_prs", Description: "List and filter repository pull requests",
		InputSchema: json.RawMessage(`{"type":"object","properties":{"owner":{"type":"string"},"repo":{"type":"string"},"state":{"type":"string","enum":["open","closed"]}},"required":["owner","repo"]}`)})
	if err != nil {
		t.Fatal(err)
	}
	args, _ := DecodeArgs(json.RawMessage(`{"owner":"acme","repo":"api","state":"closed"}`))
	render := func() []string {
		r := set.NewRenderer()
		var out []string
		for i := 0; i < 60; i++ {
			text, _, err := r.Request(b, rand.New(rand.NewPCG(uint64(i), 5)), i, args)
			if err != nil {
				t.Fatal(err)
			}
			out = append(out, text)
		}
		return out
	}
	first := render()
	for try := 0; try < 5; try++ {
		for i, text := range render() {
			if text != first[i] {
				t.Fatalf("request %d differs between runs with the same seed:\n%s\n%s", i, first[i], text)
			}
		}
	}
}

// TestUnsaidLeavesOutPaging checks that optional paging arguments (a
// cursor, a page number, a page size, an offset) are left out of most
// calls: people rarely type a cursor or "25 per page".
func TestUnsaidLeavesOutPaging(t *testing.T) {
	set, err := Load()
	if err != nil {
		t.Fatal(err)
	}
	b, err := set.For(ToolInfo{Name: "list_commits", Description: "Get list of commits of a branch in a repository",
		InputSchema: json.RawMessage(`{"type":"object","properties":{"owner":{"type":"string"},"repo":{"type":"string"},
		"per_page":{"type":"number","description":"Results per page"},"page":{"type":"number","description":"Page number"},
		"start_cursor":{"type":"string"},"offset":{"type":"integer","description":"Pagination offset"}},"required":["owner","repo"]}`)})
	if err != nil {
		t.Fatal(err)
	}
	args, _ := DecodeArgs(json.RawMessage(`{"owner":"acme","repo":"api","per_page":25,"page":2,"start_cursor":"MXhldmRu","offset":3}`))
	kept := map[string]int{}
	for key := uint64(0); key < 64; key++ {
		out := map[string]bool{}
		for _, g := range b.Unsaid(args, key*0x9e3779b97f4a7c15) {
			out[g] = true
		}
		if out["owner"] || out["repo"] {
			t.Fatalf("key %d: a required argument left out", key)
		}
		for _, k := range []string{"per_page", "page", "start_cursor", "offset"} {
			if !out[k] {
				kept[k]++
			}
		}
	}
	for k, n := range kept {
		if n > 20 {
			t.Errorf("%s kept in %d of 64 calls: paging should mostly be left out", k, n)
		}
	}
}

// TestGenericRequestsNoStockPhrases renders generic requests for tools
// shaped like common ones and checks the fixed phrases and broken
// punctuation a blind rater found: "within acme/api", "Below is the
// sort:", "Before I forget,", "Our next step is to", "when you have a
// sec", a doubled stop after a quoted sentence (`"… publicly.".`), quotes
// nested in quotes (`""rate limit" path:src"`), "information matching".
func TestGenericRequestsNoStockPhrases(t *testing.T) {
	never := []string{"within ", "below is the", "below are the", "before i forget", "our next step",
		"when you have a sec", `.".`, `!".`, `?".`, `.."`, `""`, "information matching"}
	tools := []requestCase{
		{"add_issue_comment", "Add a comment to an existing issue",
			`{"type":"object","properties":{"owner":{"type":"string"},"repo":{"type":"string"},"issue_number":{"type":"number"},"body":{"type":"string"}},"required":["owner","repo","issue_number","body"]}`,
			`{"owner":"acme","repo":"api","issue_number":208,"body":"Path-based exemption is simpler and never exposed publicly."}`, nil, nil},
		{"search_code", "Search for code across repositories",
			`{"type":"object","properties":{"q":{"type":"string","description":"Search query"}},"required":["q"]}`,
			`{"q":"\"rate limit\" path:src"}`, nil, nil},
		{"kb_search", "Search for information in the knowledge base. This includes official documentation.",
			`{"type":"object","properties":{"query":{"type":"string"},"limit":{"type":"number","default":5}},"required":["query"]}`,
			`{"query":"MongoDB rate limits","limit":10}`, nil, nil},
		{"docs_search", "Find information in the knowledge base",
			`{"type":"object","properties":{"query":{"type":"string"}},"required":["query"]}`,
			`{"query":"how to create an index"}`, nil, nil},
		{"list_commits", "Get list of commits of a branch in a repository",
			`{"type":"object","properties":{"owner":{"type":"string"},"repo":{"type":"string"},"sha":{"type":"string"}},"required":["owner","repo"]}`,
			`{"owner":"acme","repo":"api","sha":"main"}`, nil, nil},
		{"db_find", "Run a find query against a collection",
			`{"type":"object","properties":{"collection":{"type":"string"},"database":{"type":"string"},"filter":{"type":"object"},"sort":{"type":"object"}},"required":["collection","database"]}`,
			`{"collection":"orders","database":"analytics","filter":{"status":"open","total":{"$gt":100}},"sort":{"created":-1,"total":1}}`, nil, nil},
		{"drop_collection", "Removes a collection from a database",
			`{"type":"object","properties":{"collection":{"type":"string"},"database":{"type":"string"}},"required":["collection","database"]}`,
			`{"collection":"events","database":"app_production"}`, nil, nil},
	}
	checkRequests(t, tools, 120, 17, never...)
}

// TestUnsaidKeepsTheChange checks that an update's call keeps one change:
// leaving out every argument but the id ("re-save block 5 without
// changing anything") is no request a person makes.
func TestUnsaidKeepsTheChange(t *testing.T) {
	set, err := Load()
	if err != nil {
		t.Fatal(err)
	}
	b, err := set.For(ToolInfo{Name: "patch_page", Description: "Update page properties",
		InputSchema: json.RawMessage(`{"type":"object","properties":{"page_id":{"type":"string"},
		"properties":{"type":"object"},"icon":{"type":"object","properties":{"emoji":{"type":"string"}}}},"required":["page_id"]}`)})
	if err != nil {
		t.Fatal(err)
	}
	args, _ := DecodeArgs(json.RawMessage(`{"page_id":"p-1","properties":{"Status":{"select":{"name":"Done"}}},"icon":{"emoji":"x"}}`))
	for key := uint64(0); key < 64; key++ {
		got := b.Unsaid(args, key*0x9e3779b97f4a7c15)
		if len(got) > 1 {
			t.Fatalf("key %d: left out %v: the call keeps only the page id", key, got)
		}
	}
}

// TestGenericRequestsSayWhatChanges checks phrasings a blind rater read
// wrongly: the title an update sets said as the present name ("update
// issue 53, named …"), the SHA of the file a write replaces said as a
// place ("… and at 4516070…"), and a command after a place asked as a
// question ("In data source X, list templates?").
func TestGenericRequestsSayWhatChanges(t *testing.T) {
	cases := []requestCase{
		{"update_issue", "Update an existing issue in a GitHub repository",
			`{"type":"object","properties":{"owner":{"type":"string"},"repo":{"type":"string"},"issue_number":{"type":"number"},"title":{"type":"string","description":"New title"}},"required":["owner","repo","issue_number"]}`,
			`{"owner":"acme","repo":"api","issue_number":53,"title":"Password reset links expire too early"}`,
			nil, []string{"named \"", "called \"", "titled \"", "with the title \""}},
		{"write_file", "Create or update a single file in a GitHub repository",
			`{"type":"object","properties":{"path":{"type":"string"},"content":{"type":"string"},"message":{"type":"string","description":"Commit message"},"sha":{"type":"string","description":"SHA of the file being replaced (required if updating an existing file)"}},"required":["path","content","message"]}`,
			`{"path":"ci.yml","content":"on: push","message":"Update ci.yml","sha":"4516070ddd04e67f833bd8752aad80ecf0f8aa7e"}`,
			nil, []string{"and at 4516070", "at 4516070", "at commit 4516070"}},
		{"list_templates", "List templates in a data source",
			`{"type":"object","properties":{"data_source_id":{"type":"string","format":"uuid"},"name":{"type":"string"}},"required":["data_source_id"]}`,
			`{"data_source_id":"34e7f921-d1ff-4074-b44e-bb6884810e6f"}`,
			nil, []string{"6f, list templates?", "6f, get templates?"}},
		// Items holding commas, listed with commas, run together.
		{"distance_matrix", "Calculate travel distance and time for multiple origins and destinations",
			`{"type":"object","properties":{"origins":{"type":"array","items":{"type":"string"},"description":"Array of origin addresses or coordinates"},"destinations":{"type":"array","items":{"type":"string"},"description":"Array of destination addresses or coordinates"}},"required":["origins","destinations"]}`,
			`{"origins":["Naschmarkt, Vienna"],"destinations":["Kärntner Straße 19, Vienna","Mariahilfer Straße 88, Vienna","Schönbrunn Palace, Vienna"]}`,
			nil, []string{"vienna, mariahilfer", "vienna, kärntner"}},
		// A long terse request without its article reads as broken.
		{"aggregate", "Run an aggregation against a MongoDB collection",
			`{"type":"object","properties":{"connectionId":{"type":"string"},"database":{"type":"string"},"collection":{"type":"string"}},"required":["connectionId","database","collection"]}`,
			`{"connectionId":"128333","database":"inventory","collection":"users"}`,
			nil, []string{"run aggregation", "execute aggregation", "perform aggregation", "do aggregation"}},
		// "What are the users?" with nothing to narrow it reads as a quiz.
		{"get_users", "List all users",
			`{"type":"object","properties":{"start_cursor":{"type":"string"}}}`, `{}`,
			nil, []string{"what are the users?", "what are all users?", "what's every user?"}},
	}
	checkRequests(t, cases, 120, 23)
}

// TestUnsaidLeavesOutALonePage checks that a list call whose only
// argument pages ("list the users, picking up at cursor ZWV5…") mostly
// loses it: "list the users" is a whole request.
func TestUnsaidLeavesOutALonePage(t *testing.T) {
	set, err := Load()
	if err != nil {
		t.Fatal(err)
	}
	b, err := set.For(ToolInfo{Name: "get_users", Description: "List all users",
		InputSchema: json.RawMessage(`{"type":"object","properties":{"start_cursor":{"type":"string"},"page_size":{"type":"integer"}}}`)})
	if err != nil {
		t.Fatal(err)
	}
	args, _ := DecodeArgs(json.RawMessage(`{"start_cursor":"ZWV5b3IxMndzYWpt"}`))
	dropped := 0
	for key := uint64(0); key < 64; key++ {
		if len(b.Unsaid(args, key*0x9e3779b97f4a7c15)) == 1 {
			dropped++
		}
	}
	if dropped < 44 {
		t.Errorf("a lone cursor left out of %d of 64 calls: it should mostly go", dropped)
	}
}

// TestUnsaidKeepsARealChange checks that the change an update's call
// keeps is not a flag at its default ("update block 5, not archived"
// changes nothing) when the call holds another change.
func TestUnsaidKeepsARealChange(t *testing.T) {
	set, err := Load()
	if err != nil {
		t.Fatal(err)
	}
	b, err := set.For(ToolInfo{Name: "update_block", Description: "Update a block",
		InputSchema: json.RawMessage(`{"type":"object","properties":{"block_id":{"type":"string"},
		"archived":{"type":"boolean","default":false},"paragraph":{"type":"object","properties":{"color":{"type":"string"}}}},"required":["block_id"]}`)})
	if err != nil {
		t.Fatal(err)
	}
	args, _ := DecodeArgs(json.RawMessage(`{"block_id":"b-1","archived":false,"paragraph":{"color":"red"}}`))
	for key := uint64(0); key < 64; key++ {
		for _, g := range b.Unsaid(args, key*0x9e3779b97f4a7c15) {
			if g == "paragraph" {
				t.Fatalf("key %d: the change left out, the default flag kept", key)
			}
		}
	}
}
