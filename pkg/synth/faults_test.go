package synth

import (
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
