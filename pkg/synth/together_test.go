package synth

import (
	"fmt"
	"regexp"
	"slices"
	"strings"
	"testing"
)

// isoDay matches a date in a value.
var isoDay = regexp.MustCompile(`\d{4}-\d{2}-\d{2}`)

// Tests that the values of one call fit together, on tool schemas written
// for them. Each fails on a fault a blind rater found.

// A sort direction is set only with the key it orders by; a search ranked
// by relevance (a required free-text query, no sort key) gets none.
func TestSortDirectionWithKey(t *testing.T) {
	keyed := `{"type":"object","properties":{"q":{"type":"string"},"sort":{"type":"string","enum":["created","updated","comments"]},"order":{"type":"string","enum":["asc","desc"]},"page":{"type":"number","minimum":1}},"required":["q"]}`
	dirs := 0
	for _, m := range decodeAll(t, keyed, 60, Options{Seed: 5, RootObject: true, Topic: "search_issues", About: "Search for issues and pull requests"}) {
		if _, ok := m["order"]; ok {
			dirs++
			if _, ok := m["sort"]; !ok {
				t.Errorf("search_issues %v: a direction without the key it orders", m)
			}
		}
	}
	if dirs == 0 {
		t.Errorf("search_issues: the direction never set together with its key")
	}
	bare := `{"type":"object","properties":{"q":{"type":"string"},"order":{"type":"string","enum":["asc","desc"]},"per_page":{"type":"number","minimum":1,"maximum":100}},"required":["q"]}`
	for _, m := range decodeAll(t, bare, 60, Options{Seed: 5, RootObject: true, Topic: "search_code", About: "Search for code across repositories"}) {
		if o, ok := m["order"]; ok {
			t.Errorf("search_code %v: direction %v of results ranked by relevance", m, o)
		}
	}
	described := `{"type":"object","properties":{"repo":{"type":"string"},"direction":{"type":"string","enum":["ascending","descending"],"description":"Sort direction. Ignored unless sort is given."}},"required":["repo"]}`
	for _, m := range decodeAll(t, described, 40, Options{Seed: 5, RootObject: true, Topic: "list_items"}) {
		if _, ok := m["direction"]; ok {
			t.Errorf("list_items %v: a direction its description says needs a sort key", m)
		}
	}
	// a sort object's direction comes with the timestamp or property it orders
	spec := `{"type":"object","properties":{"query":{"type":"string"},"sort":{"type":"object","properties":{"direction":{"type":"string","enum":["ascending","descending"]},"timestamp":{"type":"string","enum":["last_edited_time"]}},"description":"A set of criteria, direction and timestamp keys, that orders the results."}},"required":["sort"]}`
	for _, m := range decodeAll(t, spec, 40, Options{Seed: 5, RootObject: true, Topic: "search"}) {
		if s := m["sort"].(map[string]any); s["direction"] != nil && s["timestamp"] == nil {
			t.Errorf("search sort %v: a direction without what it orders", s)
		}
	}
	// a list ordered by a default key (its date) takes a direction alone
	alone := `{"type":"object","properties":{"channel":{"type":"string"},"order":{"type":"string","enum":["asc","desc"]}},"required":["channel"]}`
	n := 0
	for _, m := range decodeAll(t, alone, 40, Options{Seed: 5, RootObject: true, Topic: "list_messages"}) {
		if _, ok := m["order"]; ok {
			n++
		}
	}
	if n == 0 {
		t.Errorf("list_messages: a direction over the default key is never set")
	}
}

// A block's type names the block's content, which is then there: no
// {"type": "bulleted_list_item"} without its item. Page property values
// are the value objects the description asks for, not bare strings.
func TestBlocksAndPropertyValues(t *testing.T) {
	blocks := `{"$defs":{"rt":{"type":"object","properties":{"text":{"type":"object","properties":{"content":{"type":"string"}},"required":["content"]}},"required":["text"]},
		"para":{"type":"object","properties":{"paragraph":{"type":"object","properties":{"rich_text":{"type":"array","items":{"$ref":"#/$defs/rt"}}},"required":["rich_text"]},"type":{"type":"string","enum":["paragraph"]}},"additionalProperties":false},
		"bullet":{"type":"object","properties":{"bulleted_list_item":{"type":"object","properties":{"rich_text":{"type":"array","items":{"$ref":"#/$defs/rt"}}},"required":["rich_text"]},"type":{"type":"string","enum":["bulleted_list_item"]}},"additionalProperties":false}},
		"type":"object","properties":{"block_id":{"type":"string"},"children":{"type":"array","items":{"anyOf":[{"$ref":"#/$defs/para"},{"$ref":"#/$defs/bullet"}]}}},"required":["block_id","children"]}`
	for _, m := range decodeAll(t, blocks, 40, Options{Seed: 6, RootObject: true, Topic: "append_block_children", About: "Append blocks to a page"}) {
		for _, c := range m["children"].([]any) {
			b := c.(map[string]any)
			if ty, ok := b["type"].(string); ok && b[ty] == nil {
				t.Errorf("block %v: type %q without its content", b, ty)
			}
		}
	}
	page := `{"type":"object","properties":{"page_id":{"type":"string"},"properties":{"type":"object","description":"The property values to update for the page. The keys are the names or IDs of the property and the values are property values.","additionalProperties":true}},"required":["page_id","properties"]}`
	for _, m := range decodeAll(t, page, 30, Options{Seed: 6, RootObject: true, Topic: "update_page", About: "Update page properties"}) {
		for k, v := range m["properties"].(map[string]any) {
			if _, ok := v.(map[string]any); !ok {
				t.Errorf("update_page property %q = %v: want a property value object", k, v)
			}
		}
	}
}

// One rich text is one run: a comment's rich_text holds one comment, a
// title one title (not the same text four times), and the blocks of one
// call do not repeat a text.
func TestRichTextRuns(t *testing.T) {
	rt := `{"type":"object","properties":{"text":{"type":"object","properties":{"content":{"type":"string"},"link":{"type":["object","null"]}},"required":["content"]},"type":{"type":"string","enum":["text"]}},"required":["text"]}`
	comment := `{"type":"object","properties":{"page_id":{"type":"string"},"rich_text":{"type":"array","items":` + rt + `}},"required":["page_id","rich_text"]}`
	for _, m := range decodeAll(t, comment, 30, Options{Seed: 7, RootObject: true, Topic: "create_comment", About: "Create a comment on a page"}) {
		if n := len(m["rich_text"].([]any)); n != 1 {
			t.Errorf("create_comment rich_text of %d runs: %v", n, m["rich_text"])
		}
	}
	title := `{"type":"object","properties":{"data_source_id":{"type":"string"},"title":{"type":"array","items":{"anyOf":[` + rt + `,{"type":"string"}]}}},"required":["data_source_id","title"]}`
	for _, m := range decodeAll(t, title, 30, Options{Seed: 7, RootObject: true, Topic: "update_data_source"}) {
		if n := len(m["title"].([]any)); n != 1 {
			t.Errorf("update_data_source title of %d runs: %v", n, m["title"])
		}
	}
	blocks := `{"type":"object","properties":{"block_id":{"type":"string"},"children":{"type":"array","minItems":2,"items":{"type":"object","properties":{"paragraph":{"type":"object","properties":{"rich_text":{"type":"array","items":` + rt + `}},"required":["rich_text"]}},"required":["paragraph"]}}},"required":["block_id","children"]}`
	for _, m := range decodeAll(t, blocks, 30, Options{Seed: 7, RootObject: true, Topic: "append_block_children"}) {
		seen := map[string]bool{}
		for _, c := range m["children"].([]any) {
			for _, r := range c.(map[string]any)["paragraph"].(map[string]any)["rich_text"].([]any) {
				s := r.(map[string]any)["text"].(map[string]any)["content"].(string)
				if seen[s] {
					t.Errorf("append_block_children: text %q twice in %v", s, m["children"])
				}
				seen[s] = true
			}
		}
	}
}

// The two ends of a pair differ: a route does not end where it starts,
// two lists of places share none, an edit changes its text, a range's
// ends are in order, an edit's content is not the text it replaces.
func TestPairsDiffer(t *testing.T) {
	route := `{"type":"object","properties":{"origin":{"type":"string","description":"Starting point address"},"destination":{"type":"string","description":"Ending point address"}},"required":["origin","destination"]}`
	for _, m := range decodeAll(t, route, 60, Options{Seed: 8, RootObject: true, Topic: "get_directions", About: "Get directions between two points"}) {
		if m["origin"] == m["destination"] {
			t.Errorf("get_directions %v: origin is the destination", m)
		}
	}
	matrix := `{"type":"object","properties":{"origins":{"type":"array","items":{"type":"string"},"description":"Origin addresses"},"destinations":{"type":"array","items":{"type":"string"},"description":"Destination addresses"}},"required":["origins","destinations"]}`
	for _, m := range decodeAll(t, matrix, 60, Options{Seed: 8, RootObject: true, Topic: "distance_matrix", About: "Calculate travel distance and time for multiple origins and destinations"}) {
		if overlap(m["origins"], m["destinations"]) {
			t.Errorf("distance_matrix %v: a place is both an origin and a destination", m)
		}
	}
	edit := `{"type":"object","properties":{"page_id":{"type":"string"},"content_updates":{"type":"array","minItems":2,"items":{"type":"object","properties":{"old_str":{"type":"string"},"new_str":{"type":"string"}},"required":["old_str","new_str"]}},"range":{"type":"object","properties":{"content":{"type":"string","description":"The new content"},"content_range":{"type":"string","description":"The text to replace"}},"required":["content","content_range"]},"start_line":{"type":"integer","minimum":1,"maximum":500},"end_line":{"type":"integer","minimum":1,"maximum":500}},"required":["page_id","content_updates","range","start_line","end_line"]}`
	for _, m := range decodeAll(t, edit, 60, Options{Seed: 8, RootObject: true, Topic: "update_page_markdown", About: "Update a page's content"}) {
		olds := map[any]bool{}
		for _, it := range m["content_updates"].([]any) {
			e := it.(map[string]any)
			if e["old_str"] == e["new_str"] {
				t.Errorf("update_page_markdown %v: an edit that changes nothing", e)
			}
			if olds[e["old_str"]] {
				t.Errorf("update_page_markdown %v: the same text replaced twice", m["content_updates"])
			}
			olds[e["old_str"]] = true
		}
		if r := m["range"].(map[string]any); r["content"] == r["content_range"] {
			t.Errorf("update_page_markdown %v: content is the text it replaces", r)
		}
		if a, b := toInt(m["start_line"]), toInt(m["end_line"]); a > b {
			t.Errorf("update_page_markdown: start_line %d after end_line %d", a, b)
		}
	}
}

func toInt(v any) int64 {
	r, _ := toRat(v)
	return r.Num().Int64() / r.Denom().Int64()
}

// A selection given by its ends is words of the page's text around an
// ellipsis, not a date; an optional type that only names its present
// sibling ({"type": "text", "text": {...}}) is left out.
func TestSelectionsAndTypeEchoes(t *testing.T) {
	src := `{"type":"object","properties":{"page_id":{"type":"string"},"insert":{"type":"object","properties":{"content":{"type":"string","description":"Markdown to insert."},"after":{"type":"string","description":"Ellipsis-format selection (\"start text...end text\") to insert after."}},"required":["content","after"]},
		"rich_text":{"type":"array","items":{"type":"object","properties":{"text":{"type":"object","properties":{"content":{"type":"string"}},"required":["content"]},"type":{"type":"string","enum":["text"]}},"required":["text"]}}},"required":["page_id","insert","rich_text"]}`
	for _, m := range decodeAll(t, src, 30, Options{Seed: 9, RootObject: true, Topic: "update_page_markdown", About: "Update a page's content as Markdown"}) {
		a := m["insert"].(map[string]any)["after"].(string)
		if !strings.Contains(a, "...") || isoDay.MatchString(a) {
			t.Errorf("after = %q: want the ends of a text around an ellipsis", a)
		}
		for _, r := range m["rich_text"].([]any) {
			if ty, ok := r.(map[string]any)["type"]; ok {
				t.Errorf("rich text run %v: type %v echoes its text", r, ty)
			}
		}
	}
	block := `{"type":"object","properties":{"block_id":{"type":"string"},"type":{"type":"object","description":"The block object type value with the properties to be updated.","additionalProperties":true}},"required":["block_id","type"]}`
	for _, m := range decodeAll(t, block, 10, Options{Seed: 9, RootObject: true, Topic: "update_block"}) {
		rich, _ := m["type"].(map[string]any)["rich_text"].([]any)
		for _, r := range rich {
			if ty, ok := r.(map[string]any)["type"]; ok {
				t.Errorf("block rich text run %v: type %v echoes its text", r, ty)
			}
		}
		if len(rich) == 0 {
			t.Errorf("update_block %v: want the block's rich text", m)
		}
	}
}

// Text is of its genre: a pull request is titled by its change and its
// body says what the change does; an issue's body says what is wrong (not
// "This removes them"); a database is named for what it tracks, not with
// a bug report; an export is named for its data.
func TestTextGenre(t *testing.T) {
	pr := `{"type":"object","properties":{"owner":{"type":"string"},"repo":{"type":"string"},"title":{"type":"string"},"body":{"type":"string"},"head":{"type":"string"},"base":{"type":"string"}},"required":["owner","repo","title","body","head","base"]}`
	for _, m := range decodeAll(t, pr, 40, Options{Seed: 10, RootObject: true, Topic: "create_pull_request", About: "Create a new pull request in a GitHub repository"}) {
		i := storyOf(m["body"].(string))
		if i < 0 || m["body"] != stories[i].pr || m["title"] != stories[i].commit {
			t.Errorf("create_pull_request title %q body %q: want a change's title and description", m["title"], m["body"])
		} else if m["head"] != stories[i].branch {
			t.Errorf("create_pull_request %q from branch %q: a branch of other work", m["title"], m["head"])
		}
	}
	issue := `{"type":"object","properties":{"owner":{"type":"string"},"repo":{"type":"string"},"issue_number":{"type":"number"},"body":{"type":"string"}},"required":["owner","repo","issue_number","body"]}`
	for _, m := range decodeAll(t, issue, 60, Options{Seed: 10, RootObject: true, Topic: "update_issue", About: "Update an existing issue in a GitHub repository"}) {
		if b := m["body"].(string); strings.HasPrefix(b, "This ") || strings.Contains(b, ". This adds") || strings.Contains(b, ". This removes") || strings.Contains(b, ". This moves") {
			t.Errorf("update_issue body %q: a pull request's description", b)
		}
	}
	table := `{"type":"object","properties":{"parent":{"type":"object","properties":{"page_id":{"type":"string"}},"required":["page_id"]},"title":{"type":"array","items":{"type":"object","properties":{"text":{"type":"object","properties":{"content":{"type":"string"}},"required":["content"]}},"required":["text"]}}},"required":["parent","title"]}`
	for _, m := range decodeAll(t, table, 20, Options{Seed: 10, RootObject: true, Topic: "create_data_source", About: "Create a data source"}) {
		for _, r := range m["title"].([]any) {
			s := r.(map[string]any)["text"].(map[string]any)["content"].(string)
			if storyOf(s) >= 0 {
				t.Errorf("create_data_source title %q: a piece of work, not what the database tracks", s)
			}
		}
	}
	export := `{"type":"object","properties":{"database":{"type":"string"},"collection":{"type":"string"},"exportTitle":{"type":"string","description":"A short title of the export"}},"required":["database","collection","exportTitle"]}`
	for _, m := range decodeAll(t, export, 20, Options{Seed: 10, RootObject: true, Topic: "export", About: "Export a query or aggregation results from a MongoDB collection"}) {
		c, title := m["collection"].(string), strings.ToLower(m["exportTitle"].(string))
		if !strings.HasPrefix(title, c) {
			t.Errorf("export of %s titled %q: want a title naming its data", c, m["exportTitle"])
		}
	}
}

// A list of ids whose items may be any string or any object holds ids,
// not objects mixed with strings; a parameter whose example is a query
// string of itself ("?filter_properties=iAk8&filter_properties=b7dh")
// takes a value like the example's, not a query string.
func TestIDListsAndQueryStringExamples(t *testing.T) {
	src := `{"type":"object","properties":{"data_source_id":{"type":"string"},"filter_properties":{"type":"array","items":{"anyOf":[{"type":"string"},{"type":"string"},{"type":"object","additionalProperties":true}]},"description":"A list of page property value IDs to limit the response"}},"required":["data_source_id","filter_properties"]}`
	for _, m := range decodeAll(t, src, 30, Options{Seed: 11, RootObject: true, Topic: "query_data_source"}) {
		for _, it := range m["filter_properties"].([]any) {
			if _, ok := it.(string); !ok {
				t.Errorf("filter_properties %v: item %v is not an id", m["filter_properties"], it)
			}
		}
	}
	blocks := `{"type":"object","properties":{"parent":{"type":"string"},"children":{"type":"array","minItems":1,"description":"The content to be rendered on the new page, represented as an array of [block objects](https://developers.notion.com/reference/block).","items":{"anyOf":[{"type":"string"},{"type":"string"},{"type":"object","additionalProperties":true}]}}},"required":["parent","children"]}`
	for _, m := range decodeAll(t, blocks, 30, Options{Seed: 11, RootObject: true, Topic: "create_page"}) {
		for _, it := range m["children"].([]any) {
			if _, ok := it.(map[string]any); !ok {
				t.Errorf("children %v: item %v is not a block object", m["children"], it)
			}
		}
	}
	page := `{"type":"object","properties":{"page_id":{"type":"string"},"filter_properties":{"type":"string","description":"A list of page property value IDs associated with the page. To retrieve multiple properties, specify each page property ID. For example: ` + "`?filter_properties=iAk8&filter_properties=b7dh`" + `."}},"required":["page_id","filter_properties"]}`
	for _, m := range decodeAll(t, page, 30, Options{Seed: 11, RootObject: true, Topic: "retrieve_page"}) {
		if v := m["filter_properties"].(string); strings.ContainsAny(v, "?&=") {
			t.Errorf("filter_properties = %q: a query string, not a property id", v)
		}
	}
}

// One call of a document database is about one collection: the database
// is one that collection lives in, a vector search's index, field and
// query fit it, and the documents it writes share their fields.
func TestDocumentCallsShareOneCollection(t *testing.T) {
	agg := `{"type":"object","properties":{"database":{"type":"string","description":"Database name"},"collection":{"type":"string","description":"Collection name"},"pipeline":{"type":"array","items":{"anyOf":[
		{"type":"object","properties":{"$vectorSearch":{"type":"object","properties":{"index":{"type":"string","description":"Name of the index"},"path":{"type":"string","description":"Field, in dot notation, where to search. There must be a vector search index for that field."},"query":{"type":"object","properties":{"text":{"type":"string"}},"required":["text"]},"limit":{"type":"integer","minimum":1,"maximum":100}},"required":["index","path","query"]}},"required":["$vectorSearch"]},
		{"type":"object","additionalProperties":true}]},"description":"An array of aggregation stages to execute"}},"required":["database","collection","pipeline"]}`
	vs := 0
	for _, m := range decodeAll(t, agg, 60, Options{Seed: 12, RootObject: true, Topic: "aggregate", About: "Run an aggregation against a MongoDB collection"}) {
		coll, db := m["collection"].(string), m["database"].(string)
		fit, ok := domainFit[coll]
		if !ok {
			t.Fatalf("collection %q of no domain", coll)
		}
		if db != "admin" && !contains2(fit.dbs, db) {
			t.Errorf("aggregate: collection %q in database %q", coll, db)
		}
		for _, st := range m["pipeline"].([]any) {
			v, ok := st.(map[string]any)["$vectorSearch"].(map[string]any)
			if !ok {
				continue
			}
			vs++
			if v["index"] == coll || v["path"] != fit.embedding || !contains2(fit.asks, v["query"].(map[string]any)["text"].(string)) {
				t.Errorf("aggregate on %s: vector search %v does not fit the collection", coll, v)
			}
		}
	}
	if vs == 0 {
		t.Errorf("aggregate: no vector search stage drawn")
	}
	upd := `{"type":"object","properties":{"database":{"type":"string"},"collection":{"type":"string"},"filter":{"type":"object","additionalProperties":true},"update":{"type":"object","additionalProperties":true,"description":"An update document describing the modifications to apply"}},"required":["database","collection","update"]}`
	for _, m := range decodeAll(t, upd, 40, Options{Seed: 12, RootObject: true, Topic: "update-many", About: "Updates all documents that match the specified filter for a collection"}) {
		for op, fields := range m["update"].(map[string]any) {
			for f, v := range fields.(map[string]any) {
				if s, ok := v.(string); ok && strings.Contains(s, "@") || f == "name" || f == "username" || f == "number" {
					t.Errorf("update-many %s %s %v: one record's value set on many", op, f, v)
				}
				if _, num := toRat(v); num && op == "$set" {
					t.Errorf("update-many $set %s %v: one amount set on every record", f, v)
				}
			}
		}
	}
	ins := `{"type":"object","properties":{"database":{"type":"string"},"collection":{"type":"string"},"documents":{"type":"array","minItems":2,"items":{"type":"object","additionalProperties":true},"description":"The documents to insert"}},"required":["database","collection","documents"]}`
	for _, m := range decodeAll(t, ins, 30, Options{Seed: 12, RootObject: true, Topic: "insert-many", About: "Insert an array of documents into a MongoDB collection"}) {
		docs := m["documents"].([]any)
		first := propNames(docs[0].(map[string]any))
		for _, d := range docs[1:] {
			if k := propNames(d.(map[string]any)); k != first {
				t.Errorf("insert-many into %s: documents with fields %s and %s", m["collection"], first, k)
			}
		}
	}
}

func contains2(xs []string, x string) bool {
	for _, y := range xs {
		if y == x {
			return true
		}
	}
	return false
}

// A flag about another parameter comes with it: allowDangerous only
// beside launchOptions that hold something.
func TestFlagsComeWithTheirSubject(t *testing.T) {
	src := `{"type":"object","properties":{"url":{"type":"string","description":"URL to navigate to"},"launchOptions":{"type":"object","description":"Browser launch options. Default null. If changed and not null, browser restarts."},"allowDangerous":{"type":"boolean","description":"Allow dangerous LaunchOptions that reduce security. When false, dangerous args like --no-sandbox will throw errors. Default false."}},"required":["url"]}`
	flags := 0
	for _, m := range decodeAll(t, src, 60, Options{Seed: 13, RootObject: true, Topic: "navigate", About: "Navigate to a URL"}) {
		if _, ok := m["allowDangerous"]; !ok {
			continue
		}
		flags++
		if lo, _ := m["launchOptions"].(map[string]any); len(lo) == 0 {
			t.Errorf("navigate %v: allowDangerous without launch options", m)
		}
	}
	if flags == 0 {
		t.Errorf("navigate: allowDangerous never set")
	}
}

// A file a tool saves its output to is named for that output, not for an
// unrelated page variant (a text search saved to homepage-mobile.json).
func TestOutputFileNames(t *testing.T) {
	cases := []struct{ topic, want string }{{"browser_find", "-matches."}, {"browser_console_messages", "-console-messages."}, {"browser_network_requests", "-network-requests."}}
	for _, c := range cases {
		src := `{"type":"object","properties":{"text":{"type":"string"},"filename":{"type":"string","description":"Filename to save the output to."}},"required":["text","filename"]}`
		for _, m := range decodeAll(t, src, 10, Options{Seed: 14, RootObject: true, Topic: c.topic}) {
			if f := m["filename"].(string); !strings.Contains(f, c.want) {
				t.Errorf("%s filename %q: want a name with %q", c.topic, f, c.want)
			}
		}
	}
	// a tool that makes a file names it as that file, not as its output
	gz := `{"type":"object","properties":{"name":{"type":"string","description":"Name of the output file"},"data":{"type":"string","format":"uri"}},"required":["name","data"]}`
	for _, m := range decodeAll(t, gz, 20, Options{Seed: 14, RootObject: true, Topic: "gzip-file-as-resource", About: "Compresses a single file using gzip compression."}) {
		if f := m["name"].(string); strings.Contains(f, "resource") {
			t.Errorf("gzip-file-as-resource name %q: named for the tool, not the file", f)
		}
	}
}

// An issue is labelled as code work is.
func TestIssueLabels(t *testing.T) {
	src := `{"type":"object","properties":{"owner":{"type":"string"},"repo":{"type":"string"},"title":{"type":"string"},"labels":{"type":"array","items":{"type":"string"},"minItems":1}},"required":["owner","repo","title","labels"]}`
	personal := map[string]bool{"recipes": true, "reading-list": true, "personal": true, "travel": true, "meeting-notes": true, "finance": true, "idea": true}
	for _, m := range decodeAll(t, src, 40, Options{Seed: 15, RootObject: true, Topic: "create_issue", About: "Create a new issue in a GitHub repository"}) {
		for _, l := range m["labels"].([]any) {
			if personal[l.(string)] {
				t.Errorf("create_issue labels %v: %q is not a label of code work", m["labels"], l)
			}
		}
	}
}

// A screenshot of one element is named for it.
func TestScreenshotNamedForItsElement(t *testing.T) {
	src := `{"type":"object","properties":{"name":{"type":"string","description":"Name for the screenshot"},"selector":{"type":"string","description":"CSS selector for element to screenshot"},"width":{"type":"number","description":"Width in pixels (default: 800)"}},"required":["name","selector"]}`
	for _, m := range decodeAll(t, src, 30, Options{Seed: 16, RootObject: true, Topic: "puppeteer_screenshot", About: "Take a screenshot of the current page or a specific element"}) {
		if n := m["name"].(string); shotNameSet[n] {
			t.Errorf("screenshot of %q named %q: a name of another page", m["selector"], n)
		}
	}
}

// A value a description names as the only or a possible one is that
// value ("last_edited_time", "object"), also when prose gives just one; a
// direction stated in prose comes with its sort key; a filter names both
// the property it tests and the value.
func TestProseValuesAndFilterPairs(t *testing.T) {
	src := `{"type":"object","properties":{"query":{"type":"string"},
		"sort":{"type":"object","description":"A set of criteria, direction and timestamp keys, that orders the results.","properties":{"direction":{"type":"string","description":"The direction to sort. Possible values include ` + "`ascending` and `descending`" + `."},"timestamp":{"type":"string","description":"The name of the timestamp to sort against. Possible values include ` + "`last_edited_time`" + `."}}},
		"filter":{"type":"object","properties":{"value":{"type":"string","enum":["page","data_source"]},"property":{"type":"string","description":"The name of the property to filter by. Currently the only property you can filter by is the object type. Possible values include ` + "`object`" + `."}}}},"required":["sort","filter"]}`
	for _, m := range decodeAll(t, src, 40, Options{Seed: 17, RootObject: true, Topic: "search", About: "Search by title"}) {
		s := m["sort"].(map[string]any)
		if ts, ok := s["timestamp"]; ok && ts != "last_edited_time" {
			t.Errorf("sort timestamp %v: want the one the description names", ts)
		}
		if s["direction"] != nil && s["timestamp"] == nil {
			t.Errorf("sort %v: a direction without its timestamp", s)
		}
		f := m["filter"].(map[string]any)
		if p, ok := f["property"]; ok && p != "object" {
			t.Errorf("filter property %v: want the one the description names", p)
		}
		if (f["property"] == nil) != (f["value"] == nil) {
			t.Errorf("filter %v: a property without its value or a value without its property", f)
		}
	}
}

// A data source created under a page keeps its columns: the page rule
// (a page under a page has only a title) is for page property values.
func TestDataSourceUnderPageKeepsColumns(t *testing.T) {
	src := `{"type":"object","properties":{"parent":{"type":"object","properties":{"page_id":{"type":"string","format":"uuid"}},"required":["page_id"]},"properties":{"type":"object","description":"Property schema of data source","additionalProperties":true}},"required":["parent","properties"]}`
	for _, m := range decodeAll(t, src, 20, Options{Seed: 18, RootObject: true, Topic: "API-create-a-data-source", About: "Notion | Create a data source"}) {
		if p := m["properties"].(map[string]any); len(p) < 2 {
			t.Errorf("create data source under a page with columns %v: want its columns", p)
		}
	}
}

// An edit list never replaces one text twice, however few changes a
// file's language has.
func TestEditsReplaceEachTextOnce(t *testing.T) {
	src := `{"type":"object","properties":{"path":{"type":"string"},"edits":{"type":"array","items":{"type":"object","properties":{"oldText":{"type":"string"},"newText":{"type":"string"}},"required":["oldText","newText"]}}},"required":["path","edits"]}`
	for _, m := range decodeAll(t, src, 60, Options{Seed: 19, RootObject: true, Topic: "edit_file", About: "Make line-based edits to a text file"}) {
		seen := map[any]bool{}
		for _, it := range m["edits"].([]any) {
			o := it.(map[string]any)["oldText"]
			if seen[o] {
				t.Errorf("edit_file %v: %q replaced twice", m["path"], o)
			}
			seen[o] = true
		}
	}
}

// A list a tool names and describes in the singular ("The method and its
// arguments to run") holds one item.
func TestSingularLists(t *testing.T) {
	src := `{"type":"object","properties":{"collection":{"type":"string"},"method":{"type":"array","description":"The method and its arguments to run","items":{"type":"object","properties":{"name":{"type":"string","enum":["find","count","aggregate"]}},"required":["name"]}},"paths":{"type":"array","description":"The files to read","items":{"type":"string"}}},"required":["collection","method","paths"]}`
	many := 0
	for _, m := range decodeAll(t, src, 30, Options{Seed: 20, RootObject: true, Topic: "explain", About: "Returns statistics describing the execution of the winning plan"}) {
		if n := len(m["method"].([]any)); n != 1 {
			t.Errorf("explain method of %d items: %v", n, m["method"])
		}
		if len(m["paths"].([]any)) > 1 {
			many++
		}
	}
	if many == 0 {
		t.Errorf("paths: a plural list never holds several")
	}
}

// A file's content fits its path and its call: a Go file declares its
// directory's package (main under cmd/), a package.json names the call's
// repository, and a commit over the file's current blob updates it.
func TestFileContentFitsPathAndCall(t *testing.T) {
	src := `{"type":"object","properties":{"owner":{"type":"string"},"repo":{"type":"string"},"path":{"type":"string","description":"Path where to create/update the file"},"content":{"type":"string","description":"Content of the file"},"message":{"type":"string","description":"Commit message"},"branch":{"type":"string"},"sha":{"type":"string","description":"SHA of the file being replaced (required when updating existing files)"}},"required":["owner","repo","path","content","message","branch"]}`
	for _, m := range decodeAll(t, src, 80, Options{Seed: 21, RootObject: true, Topic: "create_or_update_file", About: "Create or update a single file in a GitHub repository"}) {
		p, c, msg := m["path"].(string), m["content"].(string), m["message"].(string)
		if strings.HasSuffix(p, ".go") && strings.HasPrefix(c, "package ") {
			pkg := strings.Fields(c)[1]
			if (strings.Contains(p, "cmd/") || strings.HasSuffix(p, "main.go")) && pkg != "main" || strings.HasPrefix(p, "pkg/client/") && pkg != "client" {
				t.Errorf("%s declares package %s", p, pkg)
			}
		}
		if strings.HasSuffix(p, "package.json") && strings.Contains(c, `"name"`) && !strings.Contains(c, `"`+m["repo"].(string)+`"`) {
			t.Errorf("package.json of %s: %s", m["repo"], c)
		}
		if _, upd := m["sha"]; upd && (strings.HasPrefix(msg, "Add ") || strings.HasPrefix(msg, "Create ")) {
			t.Errorf("a change over the current blob committed as %q", msg)
		}
	}
}

// A thinking step's flags agree with its numbers and parts: another step
// is needed before the last, a step that names what it revises is a
// revision, a branch has its id and its branching point.
func TestThinkingStepsAgree(t *testing.T) {
	src := `{"type":"object","properties":{"thought":{"type":"string","description":"Your current thinking step"},"nextThoughtNeeded":{"description":"Whether another thought step is needed","type":["boolean","string"]},"thoughtNumber":{"type":"integer","minimum":1},"totalThoughts":{"type":"integer","minimum":1},"isRevision":{"description":"Whether this revises previous thinking","type":["boolean","string"]},"revisesThought":{"description":"Which thought is being reconsidered","type":"integer","minimum":1},"branchFromThought":{"description":"Branching point thought number","type":"integer","minimum":1},"branchId":{"description":"Branch identifier","type":"string"}},"required":["thought","nextThoughtNeeded","thoughtNumber","totalThoughts"]}`
	for _, m := range decodeAll(t, src, 60, Options{Seed: 22, RootObject: true, Topic: "sequentialthinking"}) {
		cur, total := toInt(m["thoughtNumber"]), toInt(m["totalThoughts"])
		if n, ok := m["nextThoughtNeeded"].(bool); ok && n != (cur < total) {
			t.Errorf("thought %d of %d with nextThoughtNeeded %v", cur, total, n)
		}
		if _, ok := m["revisesThought"]; ok && m["isRevision"] != true {
			t.Errorf("%v: revises a thought but is no revision", m)
		}
		if (m["branchId"] == nil) != (m["branchFromThought"] == nil) {
			t.Errorf("%v: a branch without its id or its branching point", m)
		}
	}
}

// A commit of several files names them.
func TestFilesCommitNamesItsFiles(t *testing.T) {
	src := `{"type":"object","properties":{"owner":{"type":"string"},"repo":{"type":"string"},"branch":{"type":"string"},"files":{"type":"array","items":{"type":"object","properties":{"path":{"type":"string"},"content":{"type":"string"}},"required":["path","content"]}},"message":{"type":"string","description":"Commit message"}},"required":["owner","repo","branch","files","message"]}`
	for _, m := range decodeAll(t, src, 30, Options{Seed: 23, RootObject: true, Topic: "push_files", About: "Push multiple files to a GitHub repository in a single commit"}) {
		files, msg := m["files"].([]any), m["message"].(string)
		p := files[0].(map[string]any)["path"].(string)
		if base := p[strings.LastIndexByte(p, '/')+1:]; len(files) <= 2 && !strings.Contains(msg, base) {
			t.Errorf("push_files of %s committed as %q", p, msg)
		}
	}
}

// The records of a $documents stage are different people: not one
// person's name under two emails.
func TestDocumentsStageRecordsArePeople(t *testing.T) {
	src := `{"type":"object","properties":{"database":{"type":"string"},"pipeline":{"type":"array","description":"An array of aggregation stages to execute. The first stage must be a database-level stage: ` + "`$documents`" + `.","items":{"type":"object","additionalProperties":true}}},"required":["database","pipeline"]}`
	for _, m := range decodeAll(t, src, 40, Options{Seed: 24, RootObject: true, Topic: "aggregate-db", About: "Run an aggregation against a MongoDB database"}) {
		st, _ := m["pipeline"].([]any)[0].(map[string]any)
		docs, ok := st["$documents"].([]any)
		if !ok {
			continue
		}
		locals := map[string]string{}
		for _, d := range docs {
			for _, v := range d.(map[string]any) {
				s, ok := v.(string)
				if !ok || !strings.Contains(s, "@") {
					continue
				}
				local := s[:strings.IndexByte(s, '@')]
				first := strings.FieldsFunc(local, func(r rune) bool { return r == '.' })[0]
				if prev, ok := locals[first]; ok && prev != s {
					t.Errorf("$documents: %s and %s are one person", prev, s)
				}
				locals[first] = s
			}
		}
	}
}

// The filter and sort objects of a search reached through anyOf keep
// their parts together too: a filter names its property and its value.
func TestGeneralPathPairs(t *testing.T) {
	src := `{"type":"object","properties":{"query":{"type":"string"},"filter":{"anyOf":[{"type":"object","description":"A set of criteria, value and property keys, that limits the results.","properties":{"value":{"type":"string","enum":["page","data_source"]},"property":{"type":"string","description":"Possible values include ` + "`object`" + `."}},"additionalProperties":true},{"type":"string"}]},
		"sort":{"anyOf":[{"type":"object","properties":{"direction":{"type":"string","enum":["ascending","descending"]},"timestamp":{"type":"string","enum":["last_edited_time"]}},"additionalProperties":true},{"type":"string"}]}},"required":["filter","sort"]}`
	for _, m := range decodeAll(t, src, 40, Options{Seed: 25, RootObject: true, Topic: "search"}) {
		if f, ok := m["filter"].(map[string]any); ok && (f["property"] == nil) != (f["value"] == nil) {
			t.Errorf("filter %v: a property without its value or a value without its property", f)
		}
		if s, ok := m["sort"].(map[string]any); ok && s["direction"] != nil && s["timestamp"] == nil {
			t.Errorf("sort %v: a direction without its timestamp", s)
		}
	}
}

// An index is named for a field of the call's collection.
func TestIndexNamesFitTheCollection(t *testing.T) {
	src := `{"type":"object","properties":{"database":{"type":"string"},"collection":{"type":"string"},"indexName":{"type":"string","description":"The name of the index to drop"}},"required":["database","collection","indexName"]}`
	for _, m := range decodeAll(t, src, 30, Options{Seed: 26, RootObject: true, Topic: "drop-index", About: "Drop an index for the provided database and collection."}) {
		coll, name := m["collection"].(string), m["indexName"].(string)
		ok := false
		for _, d := range docDomains {
			if d.coll == coll {
				for _, f := range d.fields {
					ok = ok || strings.HasPrefix(name, f.name+"_")
				}
			}
		}
		if !ok {
			t.Errorf("drop-index on %s: index %q names no field of it", coll, name)
		}
	}
}

// Data dragged in by MIME type is one thing: its text, its HTML and its
// link name the same item (never a text about one thing and a link to an
// unrelated shop page); a rich-text run's link points at a page named for
// its text.
func TestLinksFitTheirText(t *testing.T) {
	drop := `{"type":"object","properties":{"target":{"type":"string"},"data":{"type":"object","description":"Data to drop, as a map of MIME type to string value","additionalProperties":{"type":"string"}}},"required":["target","data"]}`
	for _, m := range decodeAll(t, drop, 20, Options{Seed: 3, RootObject: true, Topic: "drop", About: "Drop data onto an element"}) {
		d, _ := m["data"].(map[string]any)
		u, _ := d["text/uri-list"].(string)
		if u != "" && !strings.Contains(u, "/issues/") {
			t.Errorf("drop %v: a link unrelated to the text %q", d, d["text/plain"])
		}
	}
	rename := `{"type":"object","properties":{"table":{"type":"string"},"title":{"type":"array","items":{"type":"object","properties":{"text":{"type":"object","properties":{"content":{"type":"string"},"link":{"type":["object","null"],"properties":{"url":{"type":"string"}},"required":["url"]}},"required":["content","link"]}},"required":["text"]}}},"required":["table","title"]}`
	seen := 0
	for _, m := range decodeAll(t, rename, 20, Options{Seed: 3, RootObject: true, Topic: "update_table", About: "Update a table"}) {
		for _, r := range m["title"].([]any) {
			tx, _ := r.(map[string]any)["text"].(map[string]any)
			l, _ := tx["link"].(map[string]any)
			c, _ := tx["content"].(string)
			u, _ := l["url"].(string)
			if u == "" || c == "" {
				continue
			}
			seen++
			if w := strings.ToLower(strings.Fields(c)[0]); !strings.Contains(u, "/wiki/") || !strings.Contains(u, slug(w)) {
				t.Errorf("title %q links to %s, not a page named for it", c, u)
			}
		}
	}
	if seen == 0 {
		t.Errorf("update_table: no linked title drawn")
	}
}

// A dismissed prompt dialog throws its text away: a call that dismisses
// (accept false) gives no prompt text; one that accepts still may.
func TestDismissedPromptHasNoText(t *testing.T) {
	dialog := `{"type":"object","properties":{"accept":{"type":"boolean","description":"Whether to accept the dialog."},"promptText":{"type":"string","description":"The text of the prompt in case of a prompt dialog."}},"required":["accept"]}`
	texts := 0
	for _, m := range decodeAll(t, dialog, 60, Options{Seed: 4, RootObject: true, Topic: "handle_dialog", About: "Handle a dialog"}) {
		_, has := m["promptText"]
		if m["accept"] == false && has {
			t.Errorf("dialog %v: dismissed with a prompt text", m)
		}
		if has {
			texts++
		}
	}
	if texts == 0 {
		t.Errorf("handle_dialog: an accepted prompt never answered with text")
	}
}

// The files of a multi-file commit hold their language (never prose in a
// .rs file) and a package.json names the call's repository, not another
// project ("billing-api" pushed to search-server).
func TestPushedFilesFitTheRepo(t *testing.T) {
	push := `{"type":"object","properties":{"owner":{"type":"string"},"repo":{"type":"string"},"branch":{"type":"string"},"message":{"type":"string"},"files":{"type":"array","items":{"type":"object","properties":{"path":{"type":"string"},"content":{"type":"string"}},"required":["path","content"]}}},"required":["owner","repo","branch","files","message"]}`
	pkgs := 0
	for _, m := range decodeAll(t, push, 60, Options{Seed: 6, RootObject: true, Topic: "push_files", About: "Push multiple files to a GitHub repository in a single commit"}) {
		repo, _ := m["repo"].(string)
		for _, f := range m["files"].([]any) {
			fm := f.(map[string]any)
			p, _ := fm["path"].(string)
			c, _ := fm["content"].(string)
			if strings.HasSuffix(p, "package.json") {
				pkgs++
				if !strings.Contains(c, `"name": "`+repo+`"`) {
					t.Errorf("%s in %s names another project: %s", p, repo, c)
				}
			}
			if strings.HasSuffix(p, ".rs") && !strings.Contains(c, "fn ") {
				t.Errorf("%s holds no Rust: %q", p, c)
			}
		}
	}
	if pkgs == 0 {
		t.Errorf("push_files: no package.json drawn in 60 calls")
	}
}

// An issue's story fits the repository it is filed in: no "Nightly
// database backup failed" in a UI repository, no dark-mode bug in a
// back-end service.
func TestIssueFitsRepo(t *testing.T) {
	issue := `{"type":"object","properties":{"owner":{"type":"string"},"repo":{"type":"string"},"title":{"type":"string"},"body":{"type":"string"}},"required":["owner","repo","title","body"]}`
	for _, order := range []string{"create_issue", "file_bug"} {
		for _, m := range decodeAll(t, issue, 80, Options{Seed: 8, RootObject: true, Topic: order, About: "Create a new issue in a GitHub repository"}) {
			title, _ := m["title"].(string)
			repo, _ := m["repo"].(string)
			if !storyFitsRepo(title, repo) {
				t.Errorf("issue %q filed in %s", title, repo)
			}
		}
	}
}

// Two options whose descriptions say they cannot be combined never come
// together (an insertion "after" a passage and at a "position").
func TestNotCombined(t *testing.T) {
	ins := `{"type":"object","properties":{"insert":{"anyOf":[{"type":"object","properties":{"content":{"type":"string"},"after":{"type":"string","description":"Selection to insert after. Cannot be combined with position."},"position":{"type":"object","description":"Insert at the start or end of the page. Cannot be combined with after.","properties":{"type":{"type":"string","enum":["start","end"]}}}},"required":["content"]},{"type":"string"}]}},"required":["insert"]}`
	seen := map[string]int{}
	for _, m := range decodeAll(t, ins, 60, Options{Seed: 2, RootObject: true, Topic: "update_page"}) {
		in, ok := m["insert"].(map[string]any)
		if !ok {
			continue
		}
		_, a := in["after"]
		_, p := in["position"]
		if a && p {
			t.Errorf("insert %v: after and position together", in)
		}
		if a {
			seen["after"]++
		}
		if p {
			seen["position"]++
		}
	}
	if seen["after"] == 0 || seen["position"] == 0 {
		t.Errorf("insert: one of the options never drawn: %v", seen)
	}
}

// An optional element description comes with the reference of the
// element it describes: "on the main menu" with no element to act on
// reads as garbled.
func TestElementWithItsRef(t *testing.T) {
	shot := `{"type":"object","properties":{"element":{"type":"string","description":"Human-readable element description used to obtain permission to interact with the element"},"target":{"type":"string","description":"Exact target element reference from the page snapshot"},"filename":{"type":"string"}}}`
	n := 0
	for _, m := range decodeAll(t, shot, 60, Options{Seed: 9, RootObject: true, Topic: "take_screenshot", About: "Take a screenshot of the current page"}) {
		_, e := m["element"]
		_, r := m["target"]
		if e != r {
			t.Errorf("screenshot %v: an element without its reference, or the reverse", m)
		}
		if e {
			n++
		}
	}
	if n == 0 {
		t.Errorf("take_screenshot: no element drawn")
	}
	// a flag whose description says it cannot go with the element does
	// not bring the element along (nor come with it)
	full := `{"type":"object","properties":{"scale":{"type":"string","enum":["css","device"]},"element":{"type":"string","description":"Human-readable element description used to obtain permission to interact with the element"},"target":{"type":"string","description":"Exact target element reference from the page snapshot"},"fullPage":{"type":"boolean","description":"When true, takes a screenshot of the full scrollable page. Cannot be used with element screenshots."}},"required":["scale"]}`
	for _, m := range decodeAll(t, full, 60, Options{Seed: 9, RootObject: true, Topic: "take_screenshot", About: "Take a screenshot of the current page"}) {
		_, e := m["element"]
		_, r := m["target"]
		_, f := m["fullPage"]
		if e != r || e && f {
			t.Errorf("screenshot %v: element without its reference, or with a full page", m)
		}
	}
}

// A merge's commit message says what the change does (the pull request's
// description), never a chat message about the bug ("Investigating.").
func TestMergeMessageIsTheChange(t *testing.T) {
	merge := `{"type":"object","properties":{"owner":{"type":"string"},"repo":{"type":"string"},"pull_number":{"type":"number"},"commit_title":{"type":"string","description":"Title for the automatic commit message"},"commit_message":{"type":"string","description":"Extra detail to append to automatic commit message"}},"required":["owner","repo","pull_number","commit_title","commit_message"]}`
	for _, m := range decodeAll(t, merge, 40, Options{Seed: 5, RootObject: true, Topic: "merge_pull_request", About: "Merge a pull request"}) {
		msg, _ := m["commit_message"].(string)
		ok := false
		for _, s := range stories {
			if msg == s.pr {
				ok = true
			}
		}
		if !ok {
			t.Errorf("merge commit message %q is not a change's description", msg)
		}
	}
}

// A move's bare source and its target-named twin (mailbox and
// target_mailbox) are a pair that must differ, and so are run-together
// departure and arrival codes (depcity and arrcity).
func TestTargetAndRunTogetherPairs(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		names []string
		want  [][2]int
	}{
		{[]string{"mailbox", "message_uid", "target_mailbox"}, [][2]int{{0, 2}}},
		{[]string{"folder", "destination_folder"}, [][2]int{{0, 1}}},
		{[]string{"depcity", "arrcity", "depdate"}, [][2]int{{0, 1}}},
		{[]string{"price", "new_price"}, nil},
	} {
		if got := pairedIndexes(c.names); !slices.Equal(got, c.want) {
			t.Errorf("pairedIndexes(%v) = %v, want %v", c.names, got, c.want)
		}
	}
}

// TestStemPairsListOfLikeThings: more than maxStemParts optional names of
// one first word (a form's field_1 ... field_N) are a list, not the parts
// of one thing, and make no pairs, so a 4000-property schema costs linear
// time; a few (commit_title, commit_message) still pair.
func TestStemPairsListOfLikeThings(t *testing.T) {
	names := []string{"commit_title", "commit_message", "branch"}
	if got := stemPairs(names, make([]bool, len(names))); len(got) != 1 || got[0] != [2]int{0, 1} {
		t.Errorf("stemPairs(%v) = %v, want [[0 1]]", names, got)
	}
	names = names[:0]
	for i := range 4000 {
		names = append(names, fmt.Sprintf("field_%d_value", i))
	}
	if got := stemPairs(names, make([]bool, len(names))); len(got) != 0 {
		t.Errorf("stemPairs of 4000 field_N_value names made %d pairs, want 0", len(got))
	}
}
