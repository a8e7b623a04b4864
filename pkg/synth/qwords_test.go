package synth

import (
	"fmt"
	"strings"
	"testing"
)

// A code option whose description says the code is a function called
// with the page object gets such a function (not browser-only JavaScript
// like window.scrollTo), drawn from more than a couple of scripts; a
// description that shows an arrow function gets one.
func TestCodeFitsItsDescription(t *testing.T) {
	page := `{"type":"object","properties":{"code":{"type":"string","description":"A JavaScript function containing automation code to execute. It will be invoked with a single argument, page, which you can use for any page interaction."}},"required":["code"]}`
	seen := map[string]bool{}
	for _, m := range decodeAll(t, page, 40, Options{Seed: 4, RootObject: true, Topic: "run_script", About: "Run an automation snippet against the open page"}) {
		c, _ := m["code"].(string)
		if !strings.HasPrefix(c, "async (page) =>") || !strings.Contains(c, "page.") {
			t.Errorf("code %q is not a function of page", c)
		}
		seen[c] = true
	}
	if len(seen) < 5 {
		t.Errorf("only %d distinct scripts in 40 calls: %v", len(seen), seen)
	}
	arrow := `{"type":"object","properties":{"function":{"type":"string","description":"() => { /* code */ } or (element) => { /* code */ } when element is provided"}},"required":["function"]}`
	for _, m := range decodeAll(t, arrow, 30, Options{Seed: 4, RootObject: true, Topic: "page_eval", About: "Evaluate a script on the page"}) {
		if c, _ := m["function"].(string); !strings.HasPrefix(c, "() =>") {
			t.Errorf("function %q is not an arrow function", c)
		}
	}
}

// Two options whose descriptions say that when both are given one is
// ignored ("If both code and filename are provided, code will be
// ignored") never come together: a request would give code and a file.
func TestCodeOrFile(t *testing.T) {
	s := `{"type":"object","properties":{"code":{"type":"string","description":"A JavaScript snippet to run."},"filename":{"type":"string","description":"Load code from the specified file. If both code and filename are provided, code will be ignored."}}}`
	seen := map[string]int{}
	for _, m := range decodeAll(t, s, 60, Options{Seed: 3, RootObject: true, Topic: "run_snippet"}) {
		_, c := m["code"]
		_, f := m["filename"]
		if c && f {
			t.Errorf("%v: code and filename together", m)
		}
		if c {
			seen["code"]++
		}
		if f {
			seen["filename"]++
		}
	}
	if seen["code"] == 0 || seen["filename"] == 0 {
		t.Errorf("one of the two never drawn: %v", seen)
	}
}

// An update never sets a field its filter selects on ("set created_at to
// January on the documents created since April").
func TestUpdateKeepsOffItsFilter(t *testing.T) {
	s := `{"type":"object","properties":{"collection":{"type":"string"},"filter":{"type":"object","additionalProperties":true,"description":"The query filter"},"update":{"type":"object","additionalProperties":true,"description":"An update document describing the modifications to apply using update operator expressions"}},"required":["collection","filter","update"]}`
	n := 0
	for _, m := range decodeAll(t, s, 80, Options{Seed: 5, RootObject: true, Topic: "update-many", About: "Updates all documents that match the specified filter for a collection"}) {
		f, _ := m["filter"].(map[string]any)
		u, _ := m["update"].(map[string]any)
		if len(u) == 0 {
			t.Errorf("%v: empty update", m)
		}
		for op, fields := range u {
			fm, ok := fields.(map[string]any)
			if !ok {
				continue
			}
			for k := range fm {
				if _, hit := f[k]; hit {
					t.Errorf("update %s sets %s, which the filter %v selects on", op, k, f)
				}
			}
		}
		n++
	}
	if n == 0 {
		t.Fatal("no instances")
	}
}

// A connection's name is a deployment's, never a table's or an index's.
func TestConnectionName(t *testing.T) {
	s := `{"type":"object","properties":{"connectionString":{"type":"string","description":"MongoDB connection string"},"connectionName":{"type":"string","description":"Optional name for this connection"}},"required":["connectionString","connectionName"]}`
	for _, m := range decodeAll(t, s, 40, Options{Seed: 6, RootObject: true, Topic: "connect", About: "Connect to a MongoDB instance"}) {
		n := fmt.Sprint(m["connectionName"])
		for _, bad := range []string{"_idx", "summary", "_report", "orders_", "segments"} {
			if strings.Contains(n, bad) {
				t.Errorf("connection name %q reads like a table or an index", n)
			}
		}
	}
}

// A list drawn from a small enumeration (modifier keys) names a few of
// its values, never most of them at once.
func TestEnumListNamesAFew(t *testing.T) {
	s := `{"type":"object","properties":{"target":{"type":"string"},"modifiers":{"type":"array","description":"Modifier keys to press","items":{"type":"string","enum":["Alt","Control","ControlOrMeta","Meta","Shift"]}}},"required":["target","modifiers"]}`
	for _, m := range decodeAll(t, s, 40, Options{Seed: 8, RootObject: true, Topic: "click", About: "Perform click on a web page"}) {
		if l, _ := m["modifiers"].([]any); len(l) > 2 || len(l) == 0 {
			t.Errorf("modifiers %v: want one or two keys", l)
		}
	}
}

// A list of sort keys holds one or two, as a query is sorted.
func TestSortListShort(t *testing.T) {
	s := `{"type":"object","properties":{"table":{"type":"string"},"sorts":{"type":"array","items":{"type":"object","properties":{"property":{"type":"string"},"direction":{"type":"string","enum":["ascending","descending"]}},"required":["property","direction"]}}},"required":["table","sorts"]}`
	for _, m := range decodeAll(t, s, 40, Options{Seed: 8, RootObject: true, Topic: "query_table", About: "Query a table"}) {
		if l, _ := m["sorts"].([]any); len(l) > 2 {
			t.Errorf("sorts %v: more than two keys", l)
		}
	}
}

// Two options that are each other's opposite ("The text to wait for",
// "The text to wait for to disappear") never come together.
func TestOppositesApart(t *testing.T) {
	s := `{"type":"object","properties":{"time":{"type":"number","description":"The time to wait in seconds"},"text":{"type":"string","description":"The text to wait for"},"textGone":{"type":"string","description":"The text to wait for to disappear"}}}`
	seen := map[string]int{}
	for _, m := range decodeAll(t, s, 60, Options{Seed: 8, RootObject: true, Topic: "wait_for", About: "Wait for text to appear or disappear or a specified time to pass"}) {
		_, a := m["text"]
		_, b := m["textGone"]
		if a && b {
			t.Errorf("%v: waits for a text and for another to go", m)
		}
		if a {
			seen["text"]++
		}
		if b {
			seen["textGone"]++
		}
	}
	if seen["text"] == 0 || seen["textGone"] == 0 {
		t.Errorf("one of the two never drawn: %v", seen)
	}
}

// A file pushed to a repository holds what its name says: a test file a
// test, API docs an endpoint, not a retry helper as tests/test_api.py.
func TestFileContentFitsItsName(t *testing.T) {
	s := `{"type":"object","properties":{"owner":{"type":"string"},"repo":{"type":"string"},"branch":{"type":"string"},"path":{"type":"string","description":"Path where to create/update the file"},"content":{"type":"string","description":"Content of the file"},"message":{"type":"string","description":"Commit message"}},"required":["owner","repo","branch","path","content","message"]}`
	n := 0
	for _, m := range decodeAll(t, s, 80, Options{Seed: 3, RootObject: true, Topic: "create_or_update_file", About: "Create or update a single file in a GitHub repository"}) {
		p, _ := m["path"].(string)
		c, _ := m["content"].(string)
		switch {
		case strings.HasSuffix(p, "test_api.py"):
			n++
			if !strings.Contains(c, "def test_") {
				t.Errorf("%s holds no test: %q", p, c)
			}
		case strings.HasSuffix(p, "docs/api.md"):
			n++
			if strings.Contains(c, "## Setup") {
				t.Errorf("%s holds setup steps: %q", p, c)
			}
		}
	}
	if n == 0 {
		t.Fatal("no test file or API doc drawn in 80 calls")
	}
}

// A plain get or set of a key-value store reads a string key, never a
// leaderboard (a sorted set) or a queue (a list).
func TestStringKeyForGetSet(t *testing.T) {
	s := `{"type":"object","properties":{"key":{"type":"string","description":"Key to get"}},"required":["key"]}`
	for _, m := range decodeAll(t, s, 60, Options{Seed: 8, RootObject: true, Topic: "get", About: "Get value by key from Redis"}) {
		if k, _ := m["key"].(string); strings.HasPrefix(k, "leaderboard") || strings.HasPrefix(k, "queue:") {
			t.Errorf("get of %q: not a string key", k)
		}
	}
}

// An expiry in seconds is a round span people pick (3600, 86400, 900),
// never a power of two like 16384: those are round in bytes only.
func TestExpiryIsNoPowerOfTwo(t *testing.T) {
	s := `{"type":"object","properties":{"key":{"type":"string","description":"Key to set"},"value":{"type":"string","description":"Value to store"},"expireSeconds":{"type":"number","description":"Optional expiration time in seconds"}},"required":["key","value","expireSeconds"]}`
	for _, m := range decodeAll(t, s, 200, Options{Seed: 7, RootObject: true, Topic: "set"}) {
		n := int64(m["expireSeconds"].(float64))
		if n >= 1024 && n&(n-1) == 0 {
			t.Errorf("expireSeconds = %d: a power of two is no span people pick", n)
		}
	}
}

// A tool that drops files or data onto an element gets an element that
// takes them (an upload area, a file input), never a Password field or a
// Sign in button.
func TestDropTargetTakesFiles(t *testing.T) {
	s := `{"type":"object","properties":{"element":{"type":"string","description":"Human-readable element description used to obtain permission to interact with the element"},"files":{"type":"array","items":{"type":"string"},"description":"Absolute paths to files to drop onto the element."}},"required":["element","files"]}`
	for _, m := range decodeAll(t, s, 60, Options{Seed: 9, RootObject: true, Topic: "page_drop", About: "Drop files or data onto an element, as if dragged from outside the page."}) {
		e, _ := m["element"].(string)
		for _, bad := range []string{"Password", "Sign in", "dropdown", "Next page", "menu", "cookies"} {
			if strings.Contains(e, bad) {
				t.Errorf("files dropped onto %q", e)
			}
		}
	}
}

// A username is built the ways people pick one ("ana-costa", "acosta"),
// never the last name before the first ("costa-ana"): that reads as two
// first names glued.
func TestUsernameNotLastFirst(t *testing.T) {
	s := `{"type":"object","properties":{"username":{"type":"string","description":"The user's login"}},"required":["username"]}`
	lastFirst := map[string]bool{}
	for _, f := range firstNames {
		for _, l := range lastNames {
			lastFirst[loginPart(l)+"-"+loginPart(f)] = true
		}
	}
	for i := 0; i < 6; i++ {
		for _, m := range decodeAll(t, s, 40, Options{Seed: int64(20 + i), RootObject: true, Topic: "get_user"}) {
			if u, _ := m["username"].(string); lastFirst[u] {
				t.Errorf("username %q is last name then first", u)
			}
		}
	}
}

// A search matched against titles is a title or a start of one that ends
// where a phrase ends ("Search", "CSV export"), never mid-clause ("Search
// ignores", "Login times out on"). (A search over page titles looks up
// a kept page by its whole name: TestPageSearchIsAKeptPage.)
func TestTitleSearchNotCutMidClause(t *testing.T) {
	s := `{"type":"object","properties":{"query":{"type":"string","description":"The text the search compares titles against."}},"required":["query"]}`
	for i := 0; i < 4; i++ {
		for _, m := range decodeAll(t, s, 60, Options{Seed: int64(30 + i), RootObject: true, Topic: "search", About: "Search by title"}) {
			q, _ := m["query"].(string)
			if w := strings.Fields(q); len(w) > 0 && len(w) <= 3 && cutMidClause(w[len(w)-1]) {
				t.Errorf("title search %q stops mid-clause", q)
			}
		}
	}
}

// A story about back-end work ("… for new backend engineers") is filed in
// a back-end repository, never in a user interface's ("notifications-ui").
func TestBackendStoryNotInUIRepo(t *testing.T) {
	if storyFitsRepo("Onboarding guide for new backend engineers", "notifications-ui") {
		t.Error("a backend story fits a -ui repository")
	}
	if !storyFitsRepo("Onboarding guide for new backend engineers", "billing-service") {
		t.Error("a backend story does not fit a -service repository")
	}
}
