package synth

import (
	"fmt"
	"regexp"
	"strings"
	"testing"
)

// A tool with no required parameters whose description names what it acts
// on ("Run a code snippet", "Wait for text … or a time") gets one of those
// in every call, not {} ("Execute a code snippet." with no code), and one
// at a time: a wait for a text or for a time, code or a file to load it
// from. A parameter with a default, or one the description calls optional,
// stays optional.
func TestCallCarriesTheNamedInput(t *testing.T) {
	run := `{"type":"object","properties":{"code":{"type":"string","description":"JavaScript to run in the page context"},"file":{"type":"string","description":"Load code from this file instead"}}}`
	for _, m := range decodeAll(t, run, 40, Options{Seed: 31, RootObject: true, Topic: "page_run_script", About: "Run a JavaScript code snippet against the page."}) {
		if (m["code"] == nil) == (m["file"] == nil) {
			t.Errorf("run %v: want code or file, one of them", m)
		}
	}
	wait := `{"type":"object","properties":{"seconds":{"type":"number","description":"How long to wait, at most 60"},"text":{"type":"string","description":"Text to wait for"},"gone":{"type":"string","description":"Text to wait for to go away"}}}`
	for _, m := range decodeAll(t, wait, 40, Options{Seed: 32, RootObject: true, Topic: "page_wait", About: "Wait for text to show up or go away, or for some seconds to pass."}) {
		n := 0
		for _, k := range []string{"seconds", "text", "gone"} {
			if m[k] != nil {
				n++
			}
		}
		if n != 1 {
			t.Errorf("wait %v: want exactly one of seconds, text, gone", m)
		}
	}
	rooms := `{"type":"object","properties":{"building":{"type":"string","enum":["North","South"]},"capacity":{"type":"integer","minimum":1}}}`
	keys := `{"type":"object","properties":{"pattern":{"type":"string","description":"Glob to match keys (default: *)"}}}`
	for _, c := range []struct{ name, about, src string }{
		{"room_list", "List the rooms, optionally only those of one building.", rooms},
		{"key_list", "List cache keys matching a pattern", keys},
	} {
		empty := 0
		ms := decodeAll(t, c.src, 40, Options{Seed: 33, RootObject: true, Topic: c.name, About: c.about})
		for _, m := range ms {
			if len(m) == 0 {
				empty++
			}
		}
		if empty == 0 {
			t.Errorf("%s: every call sets an optional filter; want some with none", c.name)
		}
	}
}

// A list of people or files a user names holds one or two of them: an
// issue for four assignees or four files dropped onto one upload box reads
// as filler. Other lists keep their lengths.
func TestPeopleAndFileListsStayShort(t *testing.T) {
	src := `{"type":"object","properties":{"title":{"type":"string"},"assignees":{"type":"array","items":{"type":"string"},"description":"Usernames to assign"},"filePaths":{"type":"array","items":{"type":"string"},"description":"Absolute paths of files to attach"},"tags":{"type":"array","items":{"type":"string"}}},"required":["title","assignees","filePaths","tags"]}`
	longTags := 0
	for _, m := range decodeAll(t, src, 60, Options{Seed: 34, RootObject: true, Topic: "ticket_create", About: "Create a ticket"}) {
		for _, k := range []string{"assignees", "filePaths"} {
			if l, _ := m[k].([]any); len(l) > 2 {
				t.Errorf("%s holds %d: %v", k, len(l), l)
			}
		}
		if l, _ := m["tags"].([]any); len(l) > 2 {
			longTags++
		}
	}
	if longTags == 0 {
		t.Errorf("tags never hold more than two: the cap reached a list it is not for")
	}
	places := `{"type":"object","properties":{"origins":{"type":"array","items":{"type":"string"},"description":"Origin addresses"},"destinations":{"type":"array","items":{"type":"string"},"description":"Destination addresses"}},"required":["origins","destinations"]}`
	for _, m := range decodeAll(t, places, 30, Options{Seed: 43, RootObject: true, Topic: "route_matrix", About: "Calculate travel distance and time between places"}) {
		for _, k := range []string{"origins", "destinations"} {
			if l, _ := m[k].([]any); len(l) > 2 {
				t.Errorf("%s holds %d: %v", k, len(l), l)
			}
		}
	}
	// a minimum above two still holds
	min := `{"type":"object","properties":{"reviewers":{"type":"array","items":{"type":"string"},"minItems":3}},"required":["reviewers"]}`
	for _, m := range decodeAll(t, min, 20, Options{Seed: 35, RootObject: true, Topic: "review_request", About: "Request reviewers"}) {
		if l, _ := m["reviewers"].([]any); len(l) < 3 {
			t.Errorf("reviewers %v below minItems 3", l)
		}
	}
}

// A URL under a cover, icon or image is the address of an image, not a
// product page or a repository; an icon's emoji is the character, while a
// reaction keeps its name ("thumbsup"); a page property's id is one a
// person types ("title", "BJXS"), not a URL-encoded one ("Ww%3Cq").
func TestPictureValues(t *testing.T) {
	page := `{"type":"object","properties":{"cover":{"type":"object","properties":{"external":{"type":"object","properties":{"url":{"type":"string"}},"required":["url"]}},"required":["external"]},"icon":{"type":"object","properties":{"emoji":{"type":"string"}},"required":["emoji"]}},"required":["cover","icon"]}`
	for _, m := range decodeAll(t, page, 30, Options{Seed: 36, RootObject: true, Topic: "doc_page_update", About: "Update a page"}) {
		u, _ := m["cover"].(map[string]any)["external"].(map[string]any)["url"].(string)
		if !strings.HasPrefix(u, "https://images.") && !regexp.MustCompile(`\.(jpg|png|svg)$`).MatchString(u) {
			t.Errorf("cover url %q is not an image", u)
		}
		if e, _ := m["icon"].(map[string]any)["emoji"].(string); e == "" || e[0] < 0x80 {
			t.Errorf("icon emoji %q is not an emoji character", e)
		}
	}
	react := `{"type":"object","properties":{"channel":{"type":"string"},"reaction":{"type":"string","description":"The name of the emoji reaction (without ::)"}},"required":["channel","reaction"]}`
	for _, m := range decodeAll(t, react, 20, Options{Seed: 37, RootObject: true, Topic: "chat_add_reaction", About: "Add a reaction emoji to a message"}) {
		if e, _ := m["reaction"].(string); e == "" || e[0] >= 0x80 {
			t.Errorf("reaction %q is not an emoji name", e)
		}
	}
	prop := `{"type":"object","properties":{"page_id":{"type":"string"},"property_id":{"type":"string","description":"Identifier for a page property"}},"required":["page_id","property_id"]}`
	for _, m := range decodeAll(t, prop, 30, Options{Seed: 38, RootObject: true, Topic: "doc_page_property", About: "Retrieve a page property item"}) {
		if p, _ := m["property_id"].(string); strings.Contains(p, "%") {
			t.Errorf("property id %q is URL-encoded", p)
		}
	}
}

// The description of a table, data source or project says what it is,
// not a bug report ("TestCheckoutAppliesDiscount fails about one run in
// ten"); an issue's description stays a report. A long run linked
// somewhere links to a page, not to a slug of its first words.
func TestContainerDescription(t *testing.T) {
	src := `{"type":"object","properties":{"table_id":{"type":"string"},"description":{"type":"string","description":"Description of the table"}},"required":["table_id","description"]}`
	for _, m := range decodeAll(t, src, 20, Options{Seed: 39, RootObject: true, Topic: "update_table", About: "Update a table"}) {
		d, _ := m["description"].(string)
		for _, bug := range []string{"fails", "error", "crash", "broken", "bug"} {
			if strings.Contains(strings.ToLower(d), bug) {
				t.Errorf("table description reads as a bug report: %q", d)
			}
		}
	}
	if !containerDescription("api-update-a-data-source", "content", "/description/0/text/content") || containerDescription("create_issue", "description", "/description") {
		t.Errorf("containerDescription: a data source's description is a container's, an issue's is not")
	}
	link := `{"type":"object","properties":{"description":{"type":"array","items":{"type":"object","properties":{"text":{"type":"object","properties":{"content":{"type":"string"},"link":{"type":"object","properties":{"url":{"type":"string"}},"required":["url"]}},"required":["content","link"]}},"required":["text"]},"minItems":1,"maxItems":1}},"required":["description"]}`
	for _, m := range decodeAll(t, link, 20, Options{Seed: 40, RootObject: true, Topic: "update_data_source", About: "Update a data source"}) {
		run := m["description"].([]any)[0].(map[string]any)["text"].(map[string]any)
		c, _ := run["content"].(string)
		u, _ := run["link"].(map[string]any)["url"].(string)
		if w := strings.Fields(c); len(w) > 4 && strings.HasSuffix(u, "/"+strings.ToLower(w[0])+"-"+strings.ToLower(w[1])) {
			t.Errorf("link %q is a slug of the run's words %q", u, c)
		}
		if w := strings.Fields(c); len(w) > 4 && strings.Contains(u, strings.ToLower(w[0])+"-"+strings.ToLower(w[1])+"-") {
			t.Errorf("link %q is a slug of the run's words %q", u, c)
		}
	}
}

// A search for issues looks for issues: no "is:pr is:merged" query, while
// a search of pull requests may have one.
func TestIssueSearchQueries(t *testing.T) {
	src := `{"type":"object","properties":{"q":{"type":"string","description":"Search query"}},"required":["q"]}`
	for _, m := range decodeAll(t, src, 40, Options{Seed: 41, RootObject: true, Topic: "find_issues", About: "Search for issues in a repository"}) {
		if q, _ := m["q"].(string); strings.Contains(q, "is:pr") {
			t.Errorf("issue search query %q looks for pull requests", q)
		}
	}
}

// A form field is named once: its name, without an element description
// beside it ("Country dropdown" for the field "Country").
func TestFormFieldNamedOnce(t *testing.T) {
	src := `{"type":"object","properties":{"fields":{"type":"array","minItems":1,"items":{"type":"object","properties":{"element":{"type":"string","description":"Human-readable element description"},"target":{"type":"string","description":"Exact target element reference from the page snapshot"},"name":{"type":"string","description":"Human-readable field name"},"type":{"type":"string","enum":["textbox","checkbox","radio","combobox","slider"]},"value":{"type":"string","description":"Value to fill in the field"}},"required":["target","name","type","value"]}}},"required":["fields"]}`
	for _, m := range decodeAll(t, src, 30, Options{Seed: 42, RootObject: true, Topic: "form_fill", About: "Fill multiple form fields"}) {
		for _, f := range m["fields"].([]any) {
			if f.(map[string]any)["element"] != nil {
				t.Errorf("field %v has an element description beside its name", f)
			}
		}
	}
}

// A filter on a document field compares it with a number in the field's
// own scale: no order of at least 500 items, no users under 10.
func TestFilterThresholdsFitTheField(t *testing.T) {
	src := `{"type":"object","properties":{"database":{"type":"string"},"collection":{"type":"string"},"filter":{"type":"object","description":"The query filter, in MongoDB query language"}},"required":["database","collection","filter"]}`
	for _, m := range decodeAll(t, src, 200, Options{Seed: 44, RootObject: true, Topic: "find", About: "Run a find query against a MongoDB collection"}) {
		f, _ := m["filter"].(map[string]any)
		for k, lim := range map[string]float64{"items_count": 10, "age": 65} {
			c, ok := f[k].(map[string]any)
			if !ok {
				continue
			}
			for op, v := range c {
				n, _ := v.(float64)
				if n > lim || k == "age" && n < 18 {
					t.Errorf("filter %s %s %v is outside the field's scale", k, op, v)
				}
			}
		}
	}
}

// Dropped text, HTML or a link lands on an editor, not on a file upload
// box or a profile photo upload.
func TestDroppedTextLandsOnAnEditor(t *testing.T) {
	src := `{"type":"object","properties":{"element":{"type":"string","description":"Human-readable element description"},"target":{"type":"string","description":"Exact target element reference from the page snapshot"},"data":{"type":"object","additionalProperties":{"type":"string"},"description":"Data to drop, as a map of MIME type to string value"}},"required":["element","target","data"]}`
	for _, m := range decodeAll(t, src, 40, Options{Seed: 45, RootObject: true, Topic: "page_drop", About: "Drop files or MIME-typed data onto an element"}) {
		el, _ := m["element"].(string)
		if l := strings.ToLower(el); strings.Contains(l, "upload") || strings.Contains(l, "file") || strings.Contains(l, "photo") {
			t.Errorf("text dropped onto %q", el)
		}
	}
}

// A call that edits a thing does not also trash it ("rename it and check
// Done, and delete it"); a call that only trashes it still does.
func TestNoTrashWithEdits(t *testing.T) {
	src := `{"type":"object","properties":{"page_id":{"type":"string"},"title":{"type":"string"},"in_trash":{"type":"boolean","description":"Set to true to delete the page"}},"required":["page_id"]}`
	trashOnly := 0
	for _, m := range decodeAll(t, src, 60, Options{Seed: 46, RootObject: true, Topic: "update_page", About: "Update a page"}) {
		if m["in_trash"] == true && m["title"] != nil {
			t.Errorf("call %v edits the page and trashes it", m)
		}
		if m["in_trash"] == true {
			trashOnly++
		}
	}
	if trashOnly == 0 {
		t.Errorf("no call trashes the page")
	}
}

// Values that only make sense beside others (tools written for the test):
// a search radius comes only with the point it is around (a 500 m radius
// beside "best ramen in Copenhagen" is of nothing); a write to every record
// a filter matches always has its filter; a list of named things names each
// once, holds at most three and leaves out versions nobody gave; a
// permission flag a call passes is granted (allow_deleting_content false
// beside a whole-page replace); an author: qualifier names a person.
func TestValuesMakeSenseTogether(t *testing.T) {
	places := `{"type":"object","properties":{"query":{"type":"string","description":"Search query"},"location":{"type":"object","properties":{"latitude":{"type":"number"},"longitude":{"type":"number"}},"description":"Optional center point for the search"},"radius":{"type":"number","description":"Search radius in meters (max 50000)"}},"required":["query"]}`
	radius := 0
	for _, m := range decodeAll(t, places, 60, Options{Seed: 51, RootObject: true, Topic: "places_search", About: "Search for places"}) {
		if m["radius"] != nil {
			radius++
			if m["location"] == nil {
				t.Errorf("radius without its centre: %v", m)
			}
		}
	}
	if radius == 0 {
		t.Errorf("no call has a radius: the rule left it out even with its centre")
	}
	bulk := `{"type":"object","properties":{"collection":{"type":"string"},"filter":{"type":"object","description":"The selection criteria for the update","additionalProperties":{}},"update":{"type":"object","description":"An update document describing the modifications to apply","additionalProperties":{}}},"required":["collection","update"]}`
	for _, m := range decodeAll(t, bulk, 30, Options{Seed: 52, RootObject: true, Topic: "records_update_all", About: "Updates all documents that match the specified filter for a collection."}) {
		if f, _ := m["filter"].(map[string]any); len(f) == 0 {
			t.Errorf("bulk update without a filter: %v", m)
		}
	}
	sources := `{"type":"object","properties":{"query":{"type":"string"},"sources":{"type":"array","description":"Data sources to limit the search to","items":{"type":"object","properties":{"name":{"type":"string","description":"The name of the data source"},"versionLabel":{"type":"string","description":"The version label of the data source"}},"required":["name"]}}},"required":["query","sources"]}`
	for _, m := range decodeAll(t, sources, 60, Options{Seed: 53, RootObject: true, Topic: "kb_search", About: "Search the knowledge base"}) {
		l, _ := m["sources"].([]any)
		if len(l) > 3 {
			t.Errorf("%d sources: %v", len(l), l)
		}
		names := map[string]bool{}
		for _, it := range l {
			s := it.(map[string]any)
			if names[s["name"].(string)] {
				t.Errorf("source %v named twice: %v", s["name"], l)
			}
			names[s["name"].(string)] = true
			if s["versionLabel"] != nil {
				t.Errorf("made-up version label: %v", s)
			}
		}
	}
	page := `{"type":"object","properties":{"page_id":{"type":"string"},"replace":{"type":"object","properties":{"new_str":{"type":"string"},"allow_deleting_content":{"type":"boolean","description":"Permit deletion of existing child pages that are no longer present in the new content."}},"required":["new_str","allow_deleting_content"]}},"required":["page_id","replace"]}`
	for _, m := range decodeAll(t, page, 20, Options{Seed: 54, RootObject: true, Topic: "page_replace", About: "Replace a page's content"}) {
		if r := m["replace"].(map[string]any); r["allow_deleting_content"] != true {
			t.Errorf("permission passed as false: %v", r)
		}
	}
	search := `{"type":"object","properties":{"q":{"type":"string"}},"required":["q"]}`
	authors := 0
	for _, m := range decodeAll(t, search, 200, Options{Seed: 55, RootObject: true, Topic: "search_issues", About: "Search for issues in GitHub repositories"}) {
		q := m["q"].(string)
		if i := strings.Index(q, "author:"); i >= 0 {
			authors++
			a := strings.Fields(q[i+len("author:"):])[0]
			if !regexp.MustCompile(`^[a-z]+(-[a-z]+)?$`).MatchString(a) || orgLike(a) {
				t.Errorf("author %q reads as no person's login: %q", a, q)
			}
		}
	}
	if authors == 0 {
		t.Errorf("no author: query drawn; the check checked nothing")
	}
}

// orgLike reports whether a login is an organisation's slug of the
// synthesizer's organisations ("polar-freight").
func orgLike(a string) bool {
	for _, o := range orgNames {
		if slug(o) == a {
			return true
		}
	}
	return false
}

// A vector search is asked by a text the person has when the schema
// offers it, never by a handful of made-up numbers; an index definition
// that defaults to a boolean is that boolean, not a reference to a type
// set it never declares; an index is named after its definition (a search
// definition under "created_at_-1" names another index); a file committed
// to a topic branch is on a branch named for the file.
func TestStructuredValuesFit(t *testing.T) {
	stage := `{"type":"object","properties":{"collection":{"type":"string"},"stage":{"type":"object","properties":{"vectorSearch":{"anyOf":[{"type":"object","properties":{"index":{"type":"string"},"path":{"type":"string"},"queryVector":{"type":"array","items":{"type":"number"}}},"required":["index","path","queryVector"]},{"type":"object","properties":{"index":{"type":"string"},"path":{"type":"string"},"query":{"type":"string","description":"Text to search for"}},"required":["index","path","query"]}]}},"required":["vectorSearch"]}},"required":["collection","stage"]}`
	for _, m := range decodeAll(t, stage, 20, Options{Seed: 61, RootObject: true, Topic: "vector_query", About: "Run a vector search"}) {
		vs := m["stage"].(map[string]any)["vectorSearch"].(map[string]any)
		if vs["queryVector"] != nil {
			t.Errorf("vector search by typed numbers: %v", vs)
		}
	}
	index := `{"type":"object","properties":{"collection":{"type":"string","description":"Collection name"},"name":{"type":"string","description":"The name of the index"},"definition":{"type":"array","items":{"oneOf":[
		{"type":"object","properties":{"type":{"const":"classic"},"keys":{"type":"object","additionalProperties":{"enum":[1,-1]}}},"required":["type","keys"]},
		{"type":"object","properties":{"type":{"const":"search"},"mappings":{"type":"object","properties":{"dynamic":{"default":false,"anyOf":[{"type":"boolean"},{"type":"object","properties":{"typeSet":{"type":"string"}},"required":["typeSet"]}]}}}},"required":["type","mappings"]}]}}},"required":["collection","name","definition"]}`
	for _, m := range decodeAll(t, index, 40, Options{Seed: 62, RootObject: true, Topic: "create-index", About: "Create an index for a collection"}) {
		def := m["definition"].([]any)[0].(map[string]any)
		name := m["name"].(string)
		switch def["type"] {
		case "search":
			if mp, _ := def["mappings"].(map[string]any); mp != nil {
				if _, isObj := mp["dynamic"].(map[string]any); isObj {
					t.Errorf("dynamic references an undeclared type set: %v", mp)
				}
			}
			if strings.HasSuffix(name, "_1") || strings.HasSuffix(name, "_-1") {
				t.Errorf("search index named as a classic one: %q", name)
			}
		case "classic":
			for k := range def["keys"].(map[string]any) {
				if !strings.Contains(name, k+"_") {
					t.Errorf("index %q not named after its keys %v", name, def["keys"])
				}
			}
		}
	}
	file := `{"type":"object","properties":{"owner":{"type":"string"},"repo":{"type":"string"},"path":{"type":"string","description":"Path where to create the file"},"content":{"type":"string","description":"Content of the file"},"message":{"type":"string","description":"Commit message"},"branch":{"type":"string","description":"Branch to create the file in"}},"required":["owner","repo","path","content","message","branch"]}`
	topic := 0
	for _, m := range decodeAll(t, file, 40, Options{Seed: 63, RootObject: true, Topic: "create_or_update_file", About: "Create or update a single file in a repository"}) {
		b, p := m["branch"].(string), m["path"].(string)
		i := strings.IndexByte(b, '/')
		if i < 0 || strings.HasPrefix(b, "release/") {
			continue
		}
		topic++
		base := strings.ToLower(p[strings.LastIndexByte(p, '/')+1:])
		if j := strings.IndexByte(base, '.'); j > 0 {
			base = base[:j]
		}
		base = strings.TrimPrefix(strings.ReplaceAll(base, "_", "-"), "test-")
		if !strings.Contains(b[i+1:], base) {
			t.Errorf("%s committed on %s", p, b)
		}
	}
	if topic == 0 {
		t.Errorf("no topic branch drawn; the check checked nothing")
	}
	push := `{"type":"object","properties":{"owner":{"type":"string"},"repo":{"type":"string"},"branch":{"type":"string","description":"Branch to push to"},"files":{"type":"array","items":{"type":"object","properties":{"path":{"type":"string"},"content":{"type":"string"}},"required":["path","content"]}},"message":{"type":"string","description":"Commit message"}},"required":["owner","repo","branch","files","message"]}`
	for _, m := range decodeAll(t, push, 60, Options{Seed: 67, RootObject: true, Topic: "push_files", About: "Push multiple files to a repository in a single commit"}) {
		b := m["branch"].(string)
		i := strings.IndexByte(b, '/')
		if i < 0 || strings.HasPrefix(b, "release/") {
			continue
		}
		p := m["files"].([]any)[0].(map[string]any)["path"].(string)
		base := strings.ToLower(p[strings.LastIndexByte(p, '/')+1:])
		if j := strings.IndexByte(base, '.'); j > 0 {
			base = base[:j]
		}
		base = strings.TrimPrefix(strings.ReplaceAll(base, "_", "-"), "test-")
		if !strings.Contains(b[i+1:], base) {
			t.Errorf("files %v pushed on %s", m["files"], b)
		}
	}
}

// A sort of a workspace table by a property names a property as people
// name them ("Due date"), not a guessed column ("created_at") the schema
// does not state.
func TestSortPropertyIsNamedByPeople(t *testing.T) {
	src := `{"type":"object","properties":{"table_id":{"type":"string"},"sorts":{"type":"array","items":{"type":"object","properties":{"property":{"type":"string"},"direction":{"type":"string","enum":["ascending","descending"]}},"required":["property","direction"]}}},"required":["table_id","sorts"]}`
	for _, m := range decodeAll(t, src, 30, Options{Seed: 64, RootObject: true, Topic: "table_query", About: "Query a table"}) {
		for _, it := range m["sorts"].([]any) {
			p := it.(map[string]any)["property"].(string)
			if strings.Contains(p, "_") || p == strings.ToLower(p) {
				t.Errorf("sort property %q is a guessed column", p)
			}
		}
	}
}

// A value a description lists is one of the values, not a field the list
// points to ("or a custom analyzer defined by name in `analyzers`": an
// analyzer named "analyzers" is nonsense).
func TestListedValueNotAFieldName(t *testing.T) {
	src := "{\"type\":\"object\",\"properties\":{\"analyzer\":{\"type\":\"string\",\"description\":\"The analyzer to use. Can be one of the built-in analyzers (`lucene.standard`, `lucene.simple`, `lucene.keyword`), or a custom analyzer defined by name in `analyzers`.\"}},\"required\":[\"analyzer\"]}"
	for _, m := range decodeAll(t, src, 30, Options{Seed: 65, RootObject: true, Topic: "index_create", About: "Create a search index"}) {
		if a := m["analyzer"]; a == "analyzers" {
			t.Errorf("analyzer %v is the field the description points to", a)
		}
	}
}

// An embedding's size is one a model has (384, 768, 1536), not 40.
func TestEmbeddingDimensions(t *testing.T) {
	src := `{"type":"object","properties":{"path":{"type":"string"},"numDimensions":{"type":"number","default":1024,"minimum":1,"maximum":8192,"description":"Number of vector dimensions"}},"required":["path","numDimensions"]}`
	for _, m := range decodeAll(t, src, 40, Options{Seed: 66, RootObject: true, Topic: "vector_index_create", About: "Create a vector index"}) {
		switch fmt.Sprint(m["numDimensions"]) {
		case "384", "512", "768", "1024", "1536", "3072", "1", "8192":
		default:
			t.Errorf("numDimensions %v is no model's size", m["numDimensions"])
		}
	}
}

// A screenshot's name agrees with its size: a 1920-wide capture is not
// called "pricing-mobile".
func TestShotNameFitsSize(t *testing.T) {
	src := `{"type":"object","properties":{"name":{"type":"string","description":"Name for the screenshot"},"width":{"type":"number","description":"Width in pixels (default: 800)"},"height":{"type":"number","description":"Height in pixels (default: 600)"}},"required":["name","width"]}`
	for _, m := range decodeAll(t, src, 80, Options{Seed: 68, RootObject: true, Topic: "page_screenshot", About: "Take a screenshot of the current page"}) {
		w, _ := m["width"].(float64)
		if n := m["name"].(string); w >= 1024 && strings.Contains(n, "mobile") {
			t.Errorf("%q at width %v", n, w)
		}
	}
}

// A search index maps each field as what it holds: a rating is a number
// and a creation time a date, not every field a string.
func TestSearchFieldsTyped(t *testing.T) {
	src := `{"type":"object","properties":{"collection":{"type":"string","description":"Collection name"},"definition":{"type":"object","properties":{"type":{"const":"search"},"mappings":{"type":"object","properties":{"dynamic":{"type":"boolean"},"fields":{"type":"object","additionalProperties":{"description":"The field index definition. It must contain the field type (e.g. ` + "`{ type: 'string' }`" + `)."}}},"required":["fields"]}},"required":["type","mappings"]}},"required":["collection","definition"]}`
	typed := 0
	for _, m := range decodeAll(t, src, 40, Options{Seed: 69, RootObject: true, Topic: "create-index", About: "Create an index for a collection"}) {
		fs, _ := m["definition"].(map[string]any)["mappings"].(map[string]any)["fields"].(map[string]any)
		for name, v := range fs {
			d, _ := v.(map[string]any)
			ty, _ := d["type"].(string)
			switch {
			case strings.HasSuffix(name, "_at") || strings.HasSuffix(name, "_date"):
				typed++
				if ty != "date" {
					t.Errorf("%s mapped as %q", name, ty)
				}
			case name == "rating" || name == "total" || name == "amount" || name == "price" || name == "stock":
				typed++
				if ty != "number" {
					t.Errorf("%s mapped as %q", name, ty)
				}
			}
		}
	}
	if typed == 0 {
		t.Errorf("no date or number field mapped; the check checked nothing")
	}
}
