package prompt

import (
	"encoding/json"
	"math/rand/v2"
	"strings"
	"testing"
)

// requestsOf renders draws generic requests for one tool written for the
// test, the i-th with the source PCG(i, stream).
func requestsOf(t *testing.T, c requestCase, draws int, stream uint64) []string {
	t.Helper()
	set, err := Load()
	if err != nil {
		t.Fatal(err)
	}
	b, err := set.For(ToolInfo{Name: c.name, Description: c.desc, InputSchema: json.RawMessage(c.schema)})
	if err != nil {
		t.Fatal(err)
	}
	args, err := DecodeArgs(json.RawMessage(c.args))
	if err != nil {
		t.Fatal(err)
	}
	r := set.NewRenderer()
	var out []string
	for i := 0; i < draws; i++ {
		text, _, err := r.Request(b, rand.New(rand.NewPCG(uint64(i), stream)), i, args)
		if err != nil {
			t.Fatal(err)
		}
		out = append(out, text)
	}
	return out
}

// formsSeen counts, for each form, the requests holding it (without regard
// to case), and reports a form no request holds.
func formsSeen(t *testing.T, texts []string, forms ...string) {
	t.Helper()
	for _, f := range forms {
		n := 0
		for _, x := range texts {
			if strings.Contains(strings.ToLower(x), strings.ToLower(f)) {
				n++
			}
		}
		if n == 0 {
			t.Errorf("no request of %d says %q; e.g. %q", len(texts), f, texts[0])
		}
	}
}

// TestArgWordingsVary checks that an argument of a common kind is said in
// more than one way a person writes it: a connection without
// "connection <id>" each time ("via the c1 connection"), a message body
// ("that reads …").
func TestArgWordingsVary(t *testing.T) {
	repo := requestCase{name: "add_issue_comment", desc: "Add a comment to an existing issue",
		schema: `{"type":"object","properties":{"owner":{"type":"string","description":"Repository owner"},"repo":{"type":"string","description":"Repository name"},"issue_number":{"type":"number"},"body":{"type":"string","description":"Comment text"}},"required":["owner","repo","issue_number","body"]}`,
		args:   `{"owner":"acme","repo":"billing-api","issue_number":42,"body":"Fixed in the next release."}`}
	texts := requestsOf(t, repo, 200, 7)
	formsSeen(t, texts, "acme/billing-api", "that reads \"fixed")
	conn := requestCase{name: "count", desc: "Count the documents in a collection",
		schema: `{"type":"object","properties":{"connectionId":{"type":"string","description":"The connection to use"},"database":{"type":"string"},"collection":{"type":"string"}},"required":["connectionId","database","collection"]}`,
		args:   `{"connectionId":"c1","database":"shop","collection":"orders"}`}
	texts = requestsOf(t, conn, 200, 7)
	formsSeen(t, texts, "on c1", "the c1 connection", "via c1", "shop's orders", "shop.orders")
	find := requestCase{name: "find", desc: "Find documents matching a filter",
		schema: `{"type":"object","properties":{"database":{"type":"string"},"collection":{"type":"string"},"limit":{"type":"integer"}},"required":["database","collection"]}`,
		args:   `{"database":"shop","collection":"orders","limit":5}`}
	formsSeen(t, requestsOf(t, find, 200, 7), "against the orders collection", "orders collection")
	post := requestCase{name: "post_message", desc: "Post a new message to a Slack channel",
		schema: `{"type":"object","properties":{"channel_id":{"type":"string","description":"The ID of the channel to post to"},"text":{"type":"string","description":"The message text to post"}},"required":["channel_id","text"]}`,
		args:   `{"channel_id":"C0123ABCD","text":"Deploy is done."}`}
	formsSeen(t, requestsOf(t, post, 200, 7), "channel C0123ABCD", "the C0123ABCD channel")
	pr := requestCase{name: "get_pull_request", desc: "Get details of a specific pull request",
		schema: `{"type":"object","properties":{"owner":{"type":"string"},"repo":{"type":"string"},"pull_number":{"type":"number","description":"Pull request number"}},"required":["owner","repo","pull_number"]}`,
		args:   `{"owner":"acme","repo":"web","pull_number":7}`}
	texts = requestsOf(t, pr, 200, 7)
	formsSeen(t, texts, "pr 7", "pr #7", "pull request #7", "in the acme/web codebase", "(repo acme/web)")
}

// TestArgLeftovers checks wordings a person would not write: "as of
// commit" for a commit to act at.
func TestArgLeftovers(t *testing.T) {
	cases := []requestCase{
		{"update_pull_request_branch", "Update a pull request branch with the latest changes from the base branch",
			`{"type":"object","properties":{"owner":{"type":"string"},"repo":{"type":"string"},"pull_number":{"type":"number"},"expected_head_sha":{"type":"string","description":"The expected SHA of the pull request's HEAD ref"}},"required":["owner","repo","pull_number"]}`,
			`{"owner":"acme","repo":"web","pull_number":12,"expected_head_sha":"6611803ca72c630f93376c02c42e8aa1b2c3d4e5"}`,
			[]string{"6611803ca72c630f93376c02c42e8aa1b2c3d4e5"}, []string{"as of commit"}},
	}
	checkRequests(t, cases, 80, 3)
}

// TestLoneRepoNameIsAPlace checks that a repository name given without its
// owner, to a call on something in it, says where ("in the billing-core
// repo"), not a name the request gives ("…, named billing-core").
func TestLoneRepoNameIsAPlace(t *testing.T) {
	cases := []requestCase{
		{"get_pull_request_comments", "Get the review comments on a pull request",
			`{"type":"object","properties":{"repo":{"type":"string","description":"Repository name"},"pull_number":{"type":"number","description":"Pull request number"}},"required":["repo","pull_number"]}`,
			`{"repo":"billing-core","pull_number":348}`,
			[]string{"billing-core", "348"}, []string{"named billing-core", "called billing-core"}},
		{"create_repository", "Create a new GitHub repository in your account",
			`{"type":"object","properties":{"name":{"type":"string","description":"Repository name"}},"required":["name"]}`,
			`{"name":"billing-core"}`,
			[]string{"billing-core"}, nil},
	}
	checkRequests(t, cases, 80, 5)
}

// TestNumberReplacesItsObject checks that a number named by the first word
// of a compound object takes the object's place ("merge change request
// 42"), not an extra "for change 42" after it.
func TestNumberReplacesItsObject(t *testing.T) {
	cases := []requestCase{
		{"merge_change_request", "Merge a change request",
			`{"type":"object","properties":{"change_number":{"type":"integer","description":"The change request number"}},"required":["change_number"]}`,
			`{"change_number":42}`,
			[]string{"change request 42"}, []string{"for change 42", "a change request"}},
	}
	checkRequests(t, cases, 60, 5)
}

// TestOneLevelAgrees checks that a count of one agrees with its unit
// ("1 level deep", never "1 levels").
func TestOneLevelAgrees(t *testing.T) {
	cases := []requestCase{
		{"list_tree", "List the folder tree under a path",
			`{"type":"object","properties":{"path":{"type":"string"},"depth":{"type":"integer","description":"How many levels deep to list"}},"required":["path"]}`,
			`{"path":"docs","depth":1}`, []string{"docs"}, []string{"1 levels"}},
		{"get_children", "Get the child blocks of a block",
			`{"type":"object","properties":{"block_id":{"type":"string"},"max_depth":{"type":"integer","description":"Maximum depth in levels"}},"required":["block_id"]}`,
			`{"block_id":"b1","max_depth":1}`, nil, []string{"1 levels"}},
		{"crawl", "Crawl a site from a start URL",
			`{"type":"object","properties":{"url":{"type":"string"},"levels":{"type":"integer","description":"Number of link levels to follow"}},"required":["url"]}`,
			`{"url":"https://example.com","levels":1}`, nil, []string{"1 levels"}},
	}
	checkRequests(t, cases, 60, 9)
}

// TestCoordinatedObjectIsOne checks that an object the description gives
// as two plural nouns under one adjective ("local businesses and places")
// is said as one of them, as a person would ask.
func TestCoordinatedObjectIsOne(t *testing.T) {
	cases := []requestCase{
		{"local_search", "Searches for local businesses and places using the Local Search API",
			`{"type":"object","properties":{"query":{"type":"string","description":"Local search query"}},"required":["query"]}`,
			`{"query":"ramen in Austin"}`, []string{"ramen in austin"}, []string{"businesses and places"}},
	}
	checkRequests(t, cases, 60, 11)
}

// TestEditPairInWords checks that a find-and-replace given as a small
// structure of two texts is said in words ("replacing \"## Setup\" with
// \"## Getting started\""), not pasted as JSON with its keys.
func TestEditPairInWords(t *testing.T) {
	cases := []requestCase{
		{"edit_page_markdown", "Edit a page's content as Markdown",
			`{"type":"object","properties":{"page_id":{"type":"string"},"update_content":{"type":"object","properties":{"content_updates":{"type":"array","items":{"type":"object","properties":{"old_str":{"type":"string"},"new_str":{"type":"string"}},"required":["old_str","new_str"]}}},"required":["content_updates"]}},"required":["page_id","update_content"]}`,
			`{"page_id":"p1","update_content":{"content_updates":[{"old_str":"## Setup","new_str":"## Getting started"}]}}`,
			[]string{`"## Setup"`, `"## Getting started"`}, []string{"old_str", "new_str", "```", "content_updates"}},
		{"replace_range", "Replace a range of a document's text",
			`{"type":"object","properties":{"doc":{"type":"string"},"edit":{"type":"object","properties":{"content":{"type":"string"},"content_range":{"type":"string","description":"The text to replace, as start...end"}},"required":["content","content_range"]}},"required":["doc","edit"]}`,
			`{"doc":"notes","edit":{"content":"Ship on Friday.","content_range":"Ship on...Monday."}}`,
			[]string{`"Ship on...Monday."`, `"Ship on Friday."`}, []string{"content_range", "```"}},
	}
	checkRequests(t, cases, 60, 13)
}

// mentionOf is the words right around the first occurrence of value in
// text (two before it, one after it, the value itself as X): how the
// request mentions that argument.
func mentionOf(text, value string) string {
	l := strings.ToLower(text)
	i := strings.Index(l, strings.ToLower(value))
	if i < 0 {
		return ""
	}
	before := strings.Fields(l[:i])
	if len(before) > 2 {
		before = before[len(before)-2:]
	}
	after := strings.Fields(l[i+len(value):])
	if len(after) > 1 {
		after = after[:1]
	}
	return strings.Join(before, " ") + " X " + strings.Join(after, " ")
}

// TestToolRequestsMentionArgsDifferently checks that the five requests of
// one tool do not all mention a connection, a collection with its database
// or a repository the same way ("my c1 connection" five times): the
// mention forms are taken in turn per tool.
func TestToolRequestsMentionArgsDifferently(t *testing.T) {
	cases := []struct {
		c      requestCase
		values []string
	}{
		{requestCase{name: "count_docs", desc: "Count the documents in a collection",
			schema: `{"type":"object","properties":{"connectionId":{"type":"string","description":"The connection to use"},"database":{"type":"string","description":"Database name"},"collection":{"type":"string","description":"Collection name"}},"required":["connectionId","database","collection"]}`,
			args:   `{"connectionId":"stage-4a1c","database":"shop","collection":"orders"}`}, []string{"stage-4a1c", "orders"}},
		{requestCase{name: "drop_store", desc: "Drop a collection from a database",
			schema: `{"type":"object","properties":{"session":{"type":"string","description":"Session to run it on"},"db":{"type":"string","description":"Database name"},"collection":{"type":"string","description":"Collection name"}},"required":["session","db","collection"]}`,
			args:   `{"session":"prod-77","db":"crm","collection":"leads"}`}, []string{"prod-77", "leads"}},
		{requestCase{name: "make_branch", desc: "Create a new branch in a repository",
			schema: `{"type":"object","properties":{"owner":{"type":"string","description":"Repository owner"},"repo":{"type":"string","description":"Repository name"},"branch":{"type":"string","description":"Name for the new branch"}},"required":["owner","repo","branch"]}`,
			args:   `{"owner":"acme","repo":"billing-api","branch":"fix/retry"}`}, []string{"billing-api"}},
	}
	for _, c := range cases {
		texts := requestsOf(t, c.c, 5, 11)
		for _, v := range c.values {
			forms := map[string]bool{}
			for _, x := range texts {
				forms[mentionOf(x, v)] = true
			}
			if len(forms) < 4 {
				t.Errorf("%s: 5 requests mention %q only %d ways: %q", c.c.name, v, len(forms), texts)
			}
		}
	}
}

// TestVaryTakesFormsInTurn checks the rotation itself: a tool's first n
// records take n different forms, another tool starts elsewhere, and the
// same record always takes the same form.
func TestVaryTakesFormsInTurn(t *testing.T) {
	forms := []string{"a", "b", "c", "d", "e", "f", "g"}
	starts := map[string]bool{}
	for _, tool := range []string{"t1", "t2", "t3", "t4", "t5", "t6"} {
		st := &funcState{}
		seen := map[string]bool{}
		for i := 0; i < len(forms); i++ {
			st.data = &Data{Tool: ToolData{Name: tool, Server: "s"}, Index: i}
			f := st.vary("slot", forms...)
			if st.vary("slot", forms...) != f {
				t.Fatalf("%s #%d: vary is not deterministic", tool, i)
			}
			if i == 0 {
				starts[f] = true
			}
			seen[f] = true
		}
		if len(seen) != len(forms) {
			t.Errorf("%s: %d records took %d forms, want each once", tool, len(forms), len(seen))
		}
	}
	if len(starts) < 3 {
		t.Errorf("6 tools start on %d forms, want them spread", len(starts))
	}
}
