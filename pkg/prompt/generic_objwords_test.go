package prompt

import (
	"encoding/json"
	"testing"
)

// TestGenericObjectWords checks that small structured arguments are said
// in words, not pasted as JSON (the blind rater's "Properties below:" +
// {"Due date":{"date":{}}}, "This is the sort:" + JSON, files as
// [{content,path}], MIME data, a method as tool-shaped JSON): a table's
// columns by name and type, a row's values, a sort, files each with its
// content below, dragged data by what it is, a call of another method by
// its name with its query below. The tools are written for the test.
func TestGenericObjectWords(t *testing.T) {
	cases := []requestCase{
		{"tracker_create_table", "Create a table under a workspace page",
			`{"type":"object","properties":{"page":{"type":"string"},"columns":{"type":"object","description":"Column schema of the table","additionalProperties":true}},"required":["page","columns"]}`,
			`{"page":"p-7","columns":{"Title":{"title":{}},"Due date":{"date":{}},"Stage":{"select":{"options":[{"name":"Open"},{"name":"Done"}]}}}}`,
			[]string{"- Title (title)", "Due date (date)", "Stage (select: Open, Done)"}, []string{"{", "```"}},
		{"tracker_add_row", "Add a row to a table",
			`{"type":"object","properties":{"table":{"type":"string"},"properties":{"type":"object","description":"The property values of the new row","additionalProperties":true}},"required":["table","properties"]}`,
			`{"table":"t-9","properties":{"Title":{"title":[{"text":{"content":"Fix login timeout"}}]},"Team":{"select":{"name":"Design"}},"Done":{"checkbox":true}}}`,
			[]string{`titled "Fix login timeout"`, "Team set to Design", "Done checked"}, []string{"{", "```"}},
		{"tracker_edit_row", "Update the properties of a row",
			`{"type":"object","properties":{"row":{"type":"string"},"properties":{"type":"object","description":"The property values to change","additionalProperties":true}},"required":["row","properties"]}`,
			`{"row":"r-4","properties":{"Title":{"title":[{"text":{"content":"Fix login timeout"}}]},"Team":{"select":{"name":"Design"}},"Done":{"checkbox":false}}}`,
			[]string{`renaming it to "Fix login timeout"`, "setting Team to Design", "unchecking Done"}, []string{"{", "```", "titled"}},
		{"doc_edit", "Update a page's content as Markdown",
			`{"type":"object","properties":{"page":{"type":"string"},"mode":{"type":"string","enum":["insert_content","update_content"]},"insert_content":{"type":"object","properties":{"content":{"type":"string"},"after":{"type":"string"}}},"update_content":{"type":"object","properties":{"content_updates":{"type":"array","items":{"type":"object","properties":{"old_str":{"type":"string"},"new_str":{"type":"string"},"replace_all_matches":{"type":"boolean"}}}},"allow_deleting_content":{"type":"boolean"}}}},"required":["page","mode"]}`,
			`{"page":"p-2","mode":"update_content","update_content":{"allow_deleting_content":false,"content_updates":[{"old_str":"Node 16","new_str":"Node 20"},{"old_str":"npm install","new_str":"pnpm install","replace_all_matches":true}]}}`,
			[]string{`replacing "Node 16" with "Node 20" and "npm install" with "pnpm install" everywhere`}, []string{"{", "```", "update content", "updating content"}},
		{"doc_insert", "Update a page's content as Markdown",
			`{"type":"object","properties":{"page":{"type":"string"},"mode":{"type":"string","enum":["insert_content","update_content"]},"insert_content":{"type":"object","properties":{"content":{"type":"string"},"after":{"type":"string"}}}},"required":["page","mode"]}`,
			`{"page":"p-2","mode":"insert_content","insert_content":{"content":"Health checks are exempt from the rate limit.","after":"## Limits...per minute."}}`,
			[]string{`adding this after "## Limits...per minute."`, "Health checks are exempt from the rate limit."}, []string{"{", "insert content", "inserting content"}},
		{"doc_range", "Update a page's content as Markdown",
			`{"type":"object","properties":{"page":{"type":"string"},"replace_range":{"type":"object","properties":{"content":{"type":"string"},"content_range":{"type":"string"},"allow_deleting_content":{"type":"boolean"}}}},"required":["page","replace_range"]}`,
			`{"page":"p-2","replace_range":{"content":"Health checks are exempt.","content_range":"## Limits...per minute.","allow_deleting_content":true}}`,
			[]string{`replacing "## Limits...per minute." with "Health checks are exempt.", even if that means deleting content`}, []string{"{", "```"}},
		{"page_new", "Create a page",
			`{"type":"object","properties":{"parent":{"type":"string"},"children":{"type":"array","items":{"type":"object","additionalProperties":true}}},"required":["parent","children"]}`,
			`{"parent":"p-1","children":[{"object":"block","paragraph":{"rich_text":[{"text":{"content":"All tests pass with 1.7."}}]}}]}`,
			[]string{`- paragraph block: "All tests pass with 1.7."`}, []string{"{", "```"}},
		{"wiki_search", "Search pages by title",
			`{"type":"object","properties":{"query":{"type":"string"},"sort":{"type":"object","properties":{"timestamp":{"type":"string"},"direction":{"type":"string"}}}}}`,
			`{"query":"roadmap","sort":{"timestamp":"last_edited_time","direction":"descending"}}`,
			[]string{"sorted by last edited time in descending order"}, []string{"{", "```"}},
		{"wiki_search_nodir", "Search pages by title",
			`{"type":"object","properties":{"query":{"type":"string"},"sort":{"type":"object","properties":{"timestamp":{"type":"string"}}}}}`,
			`{"query":"roadmap","sort":{"timestamp":"last_edited_time"}}`,
			[]string{"sorted by last edited time"}, []string{"{", "```"}},
		{"table_query", "Query a table",
			`{"type":"object","properties":{"table":{"type":"string"},"sorts":{"type":"array","items":{"type":"object","properties":{"property":{"type":"string"},"direction":{"type":"string","enum":["ascending","descending"]}}}}},"required":["table"]}`,
			`{"table":"t-1","sorts":[{"property":"Due date","direction":"ascending"},{"property":"Priority","direction":"descending"}]}`,
			[]string{"sorted by Due date in ascending order, then by Priority in descending order"}, []string{"{", "```"}},
		{"repo_write_files", "Push several files to a repository in one commit",
			`{"type":"object","properties":{"branch":{"type":"string"},"files":{"type":"array","items":{"type":"object","properties":{"path":{"type":"string"},"content":{"type":"string"}},"required":["path","content"]}}},"required":["branch","files"]}`,
			`{"branch":"main","files":[{"path":"README.md","content":"# Billing API"},{"path":"cmd/api/main.go","content":"package main\n\nfunc main() {}"}]}`,
			[]string{"README.md:\n\n```markdown\n# Billing API\n```", "cmd/api/main.go:\n\n```go\npackage main"}, []string{`"path"`, `[{`, `"content"`}},
		{"ui_drop_data", "Drop data onto an element",
			`{"type":"object","properties":{"target":{"type":"string","description":"Exact target element reference from the page snapshot"},"data":{"type":"object","description":"Data to drop, as a map of MIME type to string value","additionalProperties":{"type":"string"}}},"required":["target","data"]}`,
			`{"target":"e12","data":{"text/plain":"Release notes","text/uri-list":"https://github.com/acme/api/issues/12"}}`,
			[]string{`text "Release notes"`, "the link https://github.com/acme/api/issues/12"}, []string{"text/plain", "{", "```"}},
		{"db_explain", "Explain how the query optimizer runs a method",
			`{"type":"object","properties":{"collection":{"type":"string"},"method":{"type":"array","items":{"type":"object","properties":{"name":{"type":"string","enum":["find","aggregate","count"]},"arguments":{"type":"object","additionalProperties":true}},"required":["name","arguments"]}}},"required":["collection","method"]}`,
			`{"collection":"orders","method":[{"name":"find","arguments":{"filter":{"status":{"$in":["open","paid"]}}}}]}`,
			[]string{"find", "filter", `{"status":{"$in":["open","paid"]}}`}, []string{`"name"`, `"arguments"`, `[{`}},
		{"table_rename", "Update a table",
			`{"type":"object","properties":{"table":{"type":"string"},"title":{"type":"array","items":{"type":"object","properties":{"text":{"type":"object","properties":{"content":{"type":"string"},"link":{"type":["object","null"]}}}}}}},"required":["table"]}`,
			`{"table":"t-3","title":[{"text":{"content":"Product roadmap","link":{"url":"https://acme.io/wiki/product-roadmap"}}}]}`,
			[]string{`titled "Product roadmap", linked to https://acme.io/wiki/product-roadmap`}, []string{"{", "```"}},
	}
	checkRequests(t, cases, 12, 71)
}

// TestGenericSortAndUnits checks the words of a sort direction follow its
// key (a count is "most … first", never "newest first", the rater's
// "sorted by number of repositories and newest first") and that a byte
// count is said in the unit people size things in ("2 MB", never "2097152
// bytes").
func TestGenericSortAndUnits(t *testing.T) {
	people := `{"type":"object","properties":{"q":{"type":"string"},"sort":{"type":"string","enum":["followers","repositories","joined"]},"order":{"type":"string","enum":["asc","desc"]}},"required":["q"]}`
	cases := []requestCase{
		{"people_search", "Search for people", people, `{"q":"location:Lisbon","sort":"repositories","order":"desc"}`,
			[]string{"most repositories first"}, []string{"newest", "oldest", "descending"}},
		{"people_search", "Search for people", people, `{"q":"location:Lisbon","sort":"followers","order":"asc"}`,
			[]string{"fewest followers first"}, []string{"newest", "oldest"}},
		{"people_search", "Search for people", people, `{"q":"location:Lisbon","sort":"joined","order":"desc"}`,
			[]string{"newest first"}, []string{"most", "fewest"}},
		{"contact_list", "List contacts", `{"type":"object","properties":{"sort_by":{"type":"string","enum":["name","created_at"]},"order":{"type":"string","enum":["asc","desc"]}}}`,
			`{"sort_by":"name","order":"desc"}`, []string{"Z to A"}, []string{"newest", "oldest"}},
		{"issue_search", "Search issues", `{"type":"object","properties":{"q":{"type":"string"},"sort":{"type":"string","enum":["comments","reactions-+1","created"]},"order":{"type":"string","enum":["asc","desc"]}},"required":["q"]}`,
			`{"q":"timeout","sort":"reactions-+1","order":"desc"}`, []string{"most 👍 first"}, []string{"newest", "(reactions"}},
		{"db_aggregate", "Run an aggregation against a database",
			`{"type":"object","properties":{"database":{"type":"string"},"responseBytesLimit":{"type":"number","description":"The maximum number of bytes to return in the response."}},"required":["database","responseBytesLimit"]}`,
			`{"database":"shop","responseBytesLimit":2097152}`, []string{"2 MB"}, []string{"2097152"}},
		{"db_schema", "Describe the schema for a collection",
			`{"type":"object","properties":{"collection":{"type":"string"},"responseBytesLimit":{"type":"number","description":"The maximum number of bytes to return in the response."}},"required":["collection","responseBytesLimit"]}`,
			`{"collection":"orders","responseBytesLimit":1000000}`, []string{"1 MB"}, []string{"1000000"}},
	}
	checkRequests(t, cases, 12, 73)
}

// TestGenericDocNouns checks the object of a request drops the nouns
// only documentation wraps things in, as the blind rater found echoed:
// "details of a pull request", "elevation data", "a page property item",
// "logged … events", "into geographic coordinates", "GitHub
// repositories", "statistics".
func TestGenericDocNouns(t *testing.T) {
	const repoArgs = `{"type":"object","properties":{"owner":{"type":"string"},"repo":{"type":"string"},"pull_number":{"type":"integer"}},"required":["owner","repo","pull_number"]}`
	cases := []requestCase{
		{"pr_get", "Get details of a specific pull request", repoArgs, `{"owner":"acme","repo":"api","pull_number":252}`,
			[]string{"252"}, []string{"details of"}},
		{"geo_height", "Get elevation data for locations on the earth",
			`{"type":"object","properties":{"locations":{"type":"array","items":{"type":"object","properties":{"latitude":{"type":"number"},"longitude":{"type":"number"}}}}},"required":["locations"]}`,
			`{"locations":[{"latitude":38.7223,"longitude":-9.1393}]}`, []string{"38.7223"}, []string{"elevation data"}},
		{"page_prop", "Retrieve a page property item",
			`{"type":"object","properties":{"page_id":{"type":"string"},"property_id":{"type":"string"}},"required":["page_id","property_id"]}`,
			`{"page_id":"p-1","property_id":"title"}`, []string{"p-1"}, []string{"property item"}},
		{"server_logs", "Returns the most recent logged server events",
			`{"type":"object","properties":{"limit":{"type":"integer"}}}`, `{"limit":25}`, []string{"25"}, []string{"logged"}},
		{"geo_code", "Convert an address into geographic coordinates",
			`{"type":"object","properties":{"address":{"type":"string"}},"required":["address"]}`, `{"address":"Rua Augusta 100, Lisbon"}`,
			[]string{"Rua Augusta"}, []string{"geographic"}},
		{"repo_search", "Search for GitHub repositories",
			`{"type":"object","properties":{"query":{"type":"string"}},"required":["query"]}`, `{"query":"rate limiter"}`,
			[]string{"rate limiter"}, []string{"github repositories"}},
		{"coll_indexes", "Describe the indexes for a collection",
			`{"type":"object","properties":{"collection":{"type":"string"}},"required":["collection"]}`, `{"collection":"invoices"}`,
			[]string{"invoices"}, []string{"describe"}},
		{"db_stats", "Returns statistics for a given database",
			`{"type":"object","properties":{"database":{"type":"string"}},"required":["database"]}`, `{"database":"shop"}`,
			[]string{"shop"}, []string{"statistics"}},
	}
	checkRequests(t, cases, 12, 79)
}

// TestMassNounObjects: a mass noun a participle describes takes no
// article ("report damage found in room 405", never "a damage found").
func TestMassNounObjects(t *testing.T) {
	checkRequests(t, []requestCase{
		{"report_damage", "Report damage found in a room after checkout.",
			`{"type":"object","properties":{"room_number":{"type":"string"}},"required":["room_number"]}`, `{"room_number":"405"}`,
			[]string{"405"}, []string{"a damage"}},
	}, 12, 85)
}

// TestUnitNamedMeasures: a measure whose name ends with its unit is said
// in that unit ("a width of 43 cm", never "43 px wide"), and an amount
// whose name ends with a currency code by its sign or code ("a €629
// deposit", "201.75 CHF"), never the name's token ("a deposit eur of").
func TestUnitNamedMeasures(t *testing.T) {
	checkRequests(t, []requestCase{
		{"quote_price", "Estimate the price of a tattoo from its size.",
			`{"type":"object","properties":{"width_cm":{"type":"number"},"height_cm":{"type":"number"}},"required":["width_cm","height_cm"]}`,
			`{"width_cm":43,"height_cm":30}`, []string{"43 cm", "30 cm"}, []string{"px", "pixels"}},
		{"book_session", "Book a tattoo session.",
			`{"type":"object","properties":{"artist":{"type":"string"},"deposit_eur":{"type":"number"}},"required":["artist","deposit_eur"]}`,
			`{"artist":"Ana","deposit_eur":120}`, []string{"€120"}, []string{"eur"}},
		{"pay_fee", "Pay a marina fee.",
			`{"type":"object","properties":{"fee_chf":{"type":"number"}},"required":["fee_chf"]}`,
			`{"fee_chf":201.75}`, []string{"201.75 CHF"}, []string{"fee chf"}},
		{"estimateSystemSize", "Estimate the PV system size needed to cover a share of annual consumption.",
			`{"type":"object","properties":{"annualKwh":{"type":"number"},"tiltDegrees":{"type":"number"}},"required":["annualKwh","tiltDegrees"]}`,
			`{"annualKwh":4200,"tiltDegrees":30}`, []string{"4200 kWh a year", "tilt of 30°"}, []string{"an annual", "tilt degrees"}},
	}, 12, 87)
}

// TestCountOfIsNoOwner: a count of a thing as the object ("50 of SKU
// bubble_wrap_10m") is never turned into an owner ("SKU
// bubble_wrap_10m's 50").
func TestCountOfIsNoOwner(t *testing.T) {
	checkRequests(t, []requestCase{
		{"order_packing_supplies", "Order boxes and packing materials for delivery ahead of the move.",
			`{"type":"object","properties":{"booking_id":{"type":"string"},"items":{"type":"array","items":{"type":"object","properties":{"sku":{"type":"string","enum":["box_small","bubble_wrap_10m"]},"quantity":{"type":"integer"}},"required":["sku","quantity"]}}},"required":["items","booking_id"]}`,
			`{"booking_id":"MV-934554","items":[{"sku":"bubble_wrap_10m","quantity":50}]}`, []string{"50"}, []string{"'s 50", "10m's"}},
	}, 24, 89)
}

// TestComparisonKeys: larger_than=240 is "larger than 240 KB", never "a
// than of 240".
func TestComparisonKeys(t *testing.T) {
	checkRequests(t, []requestCase{
		{"search_emails", "Search emails.",
			`{"type":"object","properties":{"larger_than":{"type":"number","description":"Minimum email size in KB"}},"required":["larger_than"]}`,
			`{"larger_than":240}`, []string{"larger than 240 KB"}, []string{"a than"}},
	}, 12, 91)
}

// TestGenericValueMeaning: an enum value whose description says what it
// does is asked for by that ("using device pixels"), never as "using the
// device scale" (the rater's parameter value spoken).
func TestGenericValueMeaning(t *testing.T) {
	shot := `{"type":"object","properties":{"scale":{"type":"string","enum":["css","device"],"default":"css","description":"Image resolution scale. \"css\" produces a screenshot sized in CSS pixels (smaller). \"device\" produces a high-resolution screenshot using device pixels (larger)."}},"required":["scale"]}`
	checkRequests(t, []requestCase{
		{"page_shot", "Take a screenshot of the current page", shot, `{"scale":"device"}`,
			[]string{"using device pixels"}, []string{"device scale", "scale"}},
	}, 12, 83)
}

// TestUnsaidStructuredOptions: an optional structured option that is
// neither said in words nor what people paste (a query, a filter) is left
// out of most calls instead of pasted as JSON ("Properties below:" +
// {"Name": …}); one said in words ("sorted by …") or a filter stays.
func TestUnsaidStructuredOptions(t *testing.T) {
	set, err := Load()
	if err != nil {
		t.Fatal(err)
	}
	schema := `{"type":"object","properties":{"table":{"type":"string"},
		"properties":{"type":"object","additionalProperties":true},
		"filter":{"type":"object","additionalProperties":true},
		"sort":{"type":"object","properties":{"timestamp":{"type":"string"},"direction":{"type":"string"}}}},"required":["table"]}`
	b, err := set.For(ToolInfo{Name: "rows_update", Description: "Update rows of a table", InputSchema: json.RawMessage(schema)})
	if err != nil {
		t.Fatal(err)
	}
	args, err := DecodeArgs(json.RawMessage(`{"table":"t-1","properties":{"Name":"Fix login","Count":3},
		"filter":{"status":"open"},"sort":{"timestamp":"last_edited_time","direction":"descending"}}`))
	if err != nil {
		t.Fatal(err)
	}
	dropped := 0
	for key := uint64(0); key < 64; key++ {
		got := b.Unsaid(args, key*0x9e3779b97f4a7c15)
		for _, g := range got {
			switch g {
			case "properties":
				dropped++
			case "filter", "sort":
				t.Fatalf("key %d: %s left out: %v", key, g, got)
			}
		}
	}
	if dropped < 48 {
		t.Errorf("properties pasted as JSON left out of %d calls in 64, want most", dropped)
	}
}

// TestGenericShaWords: a commit SHA is said by what it does in the call:
// where a listing starts ("starting from …", never "list commits on commit
// …") and a guard an update checks ("as long as its head is still …",
// never "update the branch on commit …").
func TestGenericShaWords(t *testing.T) {
	checkRequests(t, []requestCase{
		{"commit_log", "Get list of commits of a branch in a repository",
			`{"type":"object","properties":{"repo":{"type":"string"},"sha":{"type":"string"}},"required":["repo","sha"]}`,
			`{"repo":"api","sha":"2678a73c0f1e9b7d5a4c3b2a1f0e9d8c7b6a5f4e"}`, []string{"2678a73c0f1e9b7d5a4c3b2a1f0e9d8c7b6a5f4e"}, []string{"on commit", "at commit"}},
		{"pr_branch_update", "Update a pull request branch with the latest changes from the base branch",
			`{"type":"object","properties":{"pull_number":{"type":"integer"},"expected_head_sha":{"type":"string","description":"The expected SHA of the pull request's HEAD ref"}},"required":["pull_number","expected_head_sha"]}`,
			`{"pull_number":139,"expected_head_sha":"3cdbfd69a1b2c3d4e5f60718293a4b5c6d7e8f90"}`, []string{"head", "3cdbfd69a1b2c3d4e5f60718293a4b5c6d7e8f90"}, []string{"on commit", "at commit"}},
	}, 12, 89)
}

// TestGenericEitherObject: a tool that drops "files or MIME-typed data"
// called with data only is asked to drop the data, never "drop files"
// (the rater: "drop files onto element e118" but no files); with paths it
// still drops files.
func TestGenericEitherObject(t *testing.T) {
	schema := `{"type":"object","properties":{"target":{"type":"string","description":"Exact target element reference from the page snapshot"},"paths":{"type":"array","items":{"type":"string"},"description":"Absolute paths to files to drop onto the element."},"data":{"type":"object","description":"Data to drop, as a map of MIME type to string value","additionalProperties":{"type":"string"}}},"required":["target"]}`
	checkRequests(t, []requestCase{
		{"ui_drop", "Drop files or MIME-typed data onto an element, as if dragged from outside the page.", schema,
			`{"target":"e12","data":{"text/plain":"Release notes"}}`, []string{"Release notes"}, []string{"files"}},
		{"ui_drop", "Drop files or MIME-typed data onto an element, as if dragged from outside the page.", schema,
			`{"target":"e12","paths":["/home/ana/report.pdf"]}`, []string{"/home/ana/report.pdf"}, []string{"mime"}},
	}, 12, 97)
}

// TestTextBlocksAsMarkdown checks that blocks whose kind is only a key are
// written in Markdown, the way a person types a bulleted item, a numbered
// item or a paragraph, not named by their kind.
func TestTextBlocksAsMarkdown(t *testing.T) {
	checkRequests(t, []requestCase{
		{name: "add_blocks", desc: "Append content blocks to a note",
			schema: `{"type":"object","properties":{"note_id":{"type":"string"},"blocks":{"type":"array","items":{"type":"object"}}},"required":["note_id","blocks"]}`,
			args:   `{"note_id":"n-7","blocks":[{"paragraph":{"rich_text":[{"text":{"content":"Standup notes."}}]}},{"bulleted_list_item":{"rich_text":[{"text":{"content":"Ship the fix"}}]}},{"numbered_list_item":{"rich_text":[{"text":{"content":"Write the test"}}]}},{"numbered_list_item":{"rich_text":[{"text":{"content":"Tag the release"}}]}}]}`,
			want:   []string{"Standup notes.\n\n- Ship the fix\n1. Write the test\n2. Tag the release"},
			never:  []string{"bulleted list item", "paragraph:", "numbered"}},
	}, 6, 75)
}
