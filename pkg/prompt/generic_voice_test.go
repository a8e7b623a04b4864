package prompt

import (
	"strings"
	"testing"
)

// Reasons must fit what is acted on: "The old name is confusing." does
// not fit renaming sessions to sessions_archive, "The team needs it for
// onboarding." a page titled after a bug, "It's just clutter now." a
// production collection, "I'm cleaning up old accounts." a search for
// people by where they live. Each tool is written for the test.
var fitReasonCases = []requestCase{
	{name: "coll_rename", desc: "Renames a collection in a database",
		schema: `{"type":"object","properties":{"database":{"type":"string","description":"Database name"},"collection":{"type":"string","description":"Collection name"},"newName":{"type":"string","description":"The new name for the collection"}},"required":["database","collection","newName"]}`,
		args:   `{"database":"analytics","collection":"sessions","newName":"sessions_archive"}`,
		want:   []string{"sessions_archive"},
		never:  []string{"confusing", "misleading", "naming scheme", "cleaning up the names"}},
	{name: "tbl_rename", desc: "Rename a table",
		schema: `{"type":"object","properties":{"table":{"type":"string","description":"Table name"},"new_name":{"type":"string","description":"New table name"}},"required":["table","new_name"]}`,
		args:   `{"table":"customers","new_name":"customers_2025"}`,
		want:   []string{"customers_2025"},
		never:  []string{"confusing", "misleading", "naming scheme", "cleaning up the names"}},
	{name: "doc_create", desc: "Create a new page in the workspace",
		schema: `{"type":"object","properties":{"parent_id":{"type":"string","description":"ID of the parent page"},"title":{"type":"string","description":"Page title"}},"required":["parent_id","title"]}`,
		args:   `{"parent_id":"p-4410","title":"CSV export drops rows over 10k"}`,
		want:   []string{"CSV export drops rows over 10k"},
		never:  []string{"onboarding", "planning", "during the meeting", "organizing our notes"}},
	{name: "doc_create_plain", desc: "Create a new page in the workspace",
		schema: `{"type":"object","properties":{"parent_id":{"type":"string","description":"ID of the parent page"},"title":{"type":"string","description":"Page title"}},"required":["parent_id","title"]}`,
		args:   `{"parent_id":"p-4410","title":"Vendor contacts"}`,
		want:   []string{"Vendor contacts"},
		never:  []string{"onboarding", "planning", "during the meeting", "organizing our notes", "reported it"}},
	{name: "coll_drop", desc: "Removes a collection from a database",
		schema: `{"type":"object","properties":{"database":{"type":"string","description":"Database name"},"collection":{"type":"string","description":"Collection name"}},"required":["database","collection"]}`,
		args:   `{"database":"app_production","collection":"orders"}`,
		want:   []string{"orders"},
		never:  []string{"clutter", "from testing", "experiment", "by mistake"}},
	{name: "people_search", desc: "Search for users",
		schema: `{"type":"object","properties":{"q":{"type":"string","description":"Search query"},"per_page":{"type":"integer","description":"Results per page"}},"required":["q"]}`,
		args:   `{"q":"followers:>100 location:Amsterdam","per_page":10}`,
		want:   []string{"followers:>100 location:Amsterdam"},
		never:  []string{"cleaning up old accounts", "on-call rota", "onboarding a new teammate"}},
}

// TestReasonsFitThing checks that no request gives a reason that does not
// fit its thing, and that fitting reasons are still given (a reason left
// out every time would pass the first check by saying nothing).
func TestReasonsFitThing(t *testing.T) {
	checkRequests(t, fitReasonCases, 60, 17)
	fits := map[string][]string{
		"coll_rename": {"for the record", "replacing", "out of the way"},
		"tbl_rename":  {"new year", "per year"},
		"doc_create":  {"reported it", "ran into it", "tickets", "know so far"},
		"coll_drop":   {"replaced", "migrated"},
	}
	seen := map[string]bool{}
	forRequests(t, fitReasonCases, 60, 17, func(c requestCase, _ int, text string) {
		for _, w := range fits[c.name] {
			if strings.Contains(strings.ToLower(text), w) {
				seen[c.name] = true
			}
		}
	})
	for name := range fits {
		if !seen[name] {
			t.Errorf("%s: no request in 60 gives a reason that fits it", name)
		}
	}
}

// voiceCases are tools written for the tests of how a request opens and
// where it says its place.
var voiceCases = []requestCase{
	{name: "repo_commits", desc: "Get list of commits of a branch in a GitHub repository",
		schema: `{"type":"object","properties":{"owner":{"type":"string","description":"Repository owner"},"repo":{"type":"string","description":"Repository name"},"sha":{"type":"string","description":"SHA or branch name"}},"required":["owner","repo"]}`,
		args:   `{"owner":"alex-a","repo":"infra-core"}`,
		want:   []string{"infra-core"}},
	{name: "ticket_edit", desc: "Update an existing issue in a GitHub repository",
		schema: `{"type":"object","properties":{"owner":{"type":"string","description":"Repository owner"},"repo":{"type":"string","description":"Repository name"},"issue_number":{"type":"number","description":"Issue number to update"},"assignees":{"type":"array","items":{"type":"string"},"description":"New assignees"}},"required":["owner","repo","issue_number"]}`,
		args:   `{"owner":"lumen-studio","repo":"billing-server","issue_number":442,"assignees":["nina-w"]}`,
		want:   []string{"442"}},
	{name: "cache_keys", desc: "List keys in the cache matching a pattern",
		schema: `{"type":"object","properties":{"pattern":{"type":"string","description":"Pattern to match"}},"required":["pattern"]}`,
		args:   `{"pattern":"rate_limit:*"}`,
		want:   []string{"rate_limit:*"}},
	{name: "page_hover", desc: "Hover over an element on the page",
		schema: `{"type":"object","properties":{"selector":{"type":"string","description":"CSS selector for the element to hover"}},"required":["selector"]}`,
		args:   `{"selector":"nav a.pricing"}`,
		want:   []string{"nav a.pricing"}},
	{name: "place_info", desc: "Get detailed information about a specific place",
		schema: `{"type":"object","properties":{"place_id":{"type":"string","description":"The place ID"}},"required":["place_id"]}`,
		args:   `{"place_id":"ChIJ6tCkWr9eOaVpu3J"}`,
		want:   []string{"ChIJ6tCkWr9eOaVpu3J"}},
}

// TestRequestsOpenWithoutStockGreeting checks that no request opens on a
// greeting a rater read as the house style ("Hey,", "Hi, could you",
// "Quick one:"), and that the context plan still sets the scene: some
// request tells what the user is doing before it asks.
func TestRequestsOpenWithoutStockGreeting(t *testing.T) {
	why := 0
	forRequests(t, voiceCases, 44, 23, func(c requestCase, i int, text string) {
		l := strings.ToLower(text)
		for _, g := range []string{"hey,", "hi,", "hi ", "quick one", "hello"} {
			if strings.HasPrefix(l, g) {
				t.Errorf("%s: request opens on a stock greeting: %s", c.name, text)
			}
		}
		if purposeSentence(strings.SplitAfter(text, ". ")[0]) {
			why++
		}
	})
	if why == 0 {
		t.Errorf("no request tells what the user is doing before it asks")
	}
}

// TestPlaceNeverPointsAhead checks that a sentence saying where the thing
// is never opens the request ("It's in the lumen-studio/billing-server
// repo. Can you edit #442?": "it" has nothing to stand for yet), that a
// read of many things never says the place in a sentence of "it" after
// the request ("Fetch commits. It's all in repo alex-a/infra-core."), and
// that "This one's about X." is never said.
func TestPlaceNeverPointsAhead(t *testing.T) {
	forRequests(t, voiceCases, 150, 29, func(c requestCase, i int, text string) {
		l := strings.ToLower(text)
		for _, p := range []string{"it's ", "this is ", "that's ", "this one's "} {
			if strings.HasPrefix(l, p) {
				t.Errorf("%s: request opens on a place said of a thing not yet named: %s", c.name, text)
			}
		}
		if strings.Contains(l, "this one's about") {
			t.Errorf("%s: request says \"this one's about\": %s", c.name, text)
		}
		if c.name == "repo_commits" {
			for _, p := range []string{"it's all in", "it's in", "this is in", "that's in", "this is for", "it's for"} {
				if strings.Contains(l, p) {
					t.Errorf("%s: a read of many things says its place of \"it\": %s", c.name, text)
				}
			}
		}
	})
}

// readQuestionCases are reading tools written for the test, each with
// the questions a person asks for what it returns.
var readQuestionCases = []requestCase{
	{name: "pr_reviews", desc: "Get the reviews on a pull request",
		schema: `{"type":"object","properties":{"owner":{"type":"string","description":"Repository owner"},"repo":{"type":"string","description":"Repository name"},"pull_number":{"type":"number","description":"Pull request number"}},"required":["owner","repo","pull_number"]}`,
		args:   `{"owner":"acme","repo":"api","pull_number":162}`, want: []string{"162", "acme", "api"}},
	{name: "coll_size", desc: "Gets the size of the collection",
		schema: `{"type":"object","properties":{"database":{"type":"string","description":"Database name"},"collection":{"type":"string","description":"Collection name"}},"required":["database","collection"]}`,
		args:   `{"database":"analytics","collection":"sessions"}`, want: []string{"analytics", "sessions"}},
	{name: "team_members", desc: "Get a list of all users in the workspace with their basic profile information",
		schema: `{"type":"object","properties":{"limit":{"type":"number","description":"Maximum number of users to return"}}}`,
		args:   `{}`},
	{name: "room_list", desc: "List public channels in the workspace",
		schema: `{"type":"object","properties":{"limit":{"type":"number","description":"Maximum number of channels to return"}}}`,
		args:   `{}`, want: []string{"public"}},
	{name: "coll_fields", desc: "Describe the schema for a collection",
		schema: `{"type":"object","properties":{"database":{"type":"string","description":"Database name"},"collection":{"type":"string","description":"Collection name"}},"required":["database","collection"]}`,
		args:   `{"database":"analytics","collection":"sessions"}`, want: []string{"analytics", "sessions"}},
}

// TestReadsAskedAsQuestions checks that a reading tool's requests include
// the question people ask for what it returns ("How big is
// analytics.sessions?", "What did the reviewers say on PR 162?", "Who's
// on here?", "What public channels are there?", "What fields does it
// have?"), not only API verbs ("Get the size of …"), and that no request
// says "Let's get …".
func TestReadsAskedAsQuestions(t *testing.T) {
	asks := map[string][]string{
		"pr_reviews":   {"what did the reviewers say", "has anyone reviewed", "any reviews on"},
		"coll_size":    {"how big is", "how much space", "how large is"},
		"team_members": {"who's on here", "who do we have", "everyone who's on here"},
		"room_list":    {"what public channels", "which channels are public"},
		"coll_fields":  {"what fields"},
	}
	seen := map[string]bool{}
	checkRequests(t, readQuestionCases, 33, 41, "let's get", "let's fetch", "let's list", "let's pull up")
	forRequests(t, readQuestionCases, 33, 41, func(c requestCase, _ int, text string) {
		for _, q := range asks[c.name] {
			if strings.HasPrefix(strings.ToLower(WithoutGreeting(purposeLess(text))), q) {
				seen[c.name] = true
			}
		}
	})
	for name := range asks {
		if !seen[name] {
			t.Errorf("%s: no request in 33 asks the question people ask for it", name)
		}
	}
}

// purposeLess is request r without a purpose sentence it opens with.
func purposeLess(r string) string {
	if first, rest, ok := strings.Cut(r, ". "); ok && purposeSentence(first+".") {
		return rest
	}
	return r
}

// TestQuestionOptionsFollow checks that a question's options are never a
// parenthesis ("What are the users (up to 15 users)?"), that a limit
// follows as people say it ("Just the first 15."), and that where a
// comment goes is said before the text attached after the request, not
// after it ("… The text is: "…" It goes in acme/api.").
func TestQuestionOptionsFollow(t *testing.T) {
	cases := []requestCase{
		{name: "member_list", desc: "Get a list of all users in the workspace",
			schema: `{"type":"object","properties":{"limit":{"type":"number","description":"Maximum number of users to return"}}}`,
			args:   `{"limit":15}`, want: []string{"15"}, never: []string{"(up to", "users (", "(max", "(at most"}},
		{name: "ticket_comment", desc: "Add a comment to an existing issue",
			schema: `{"type":"object","properties":{"owner":{"type":"string","description":"Repository owner"},"repo":{"type":"string","description":"Repository name"},"issue_number":{"type":"number","description":"Issue number"},"body":{"type":"string","description":"Comment text"}},"required":["owner","repo","issue_number","body"]}`,
			args:   `{"owner":"arjun-s","repo":"analytics-ui","issue_number":206,"body":"Let's quarantine it until the fix is merged."}`,
			want:   []string{"206", "Let's quarantine it until the fix is merged."},
			never:  []string{"merged.\" it goes in", "merged.\" this is for", "merged.\" it's for", "merged.\" it's in", "merged.\" this is in"}},
	}
	checkRequests(t, cases, 66, 53)
	first := false
	forRequests(t, cases[:1], 66, 53, func(c requestCase, _ int, text string) {
		first = first || strings.Contains(text, "? Just the first 15.") || strings.Contains(text, "? The first 15 is enough.") ||
			strings.Contains(text, "? 15 is plenty.") || strings.Contains(text, "? Only the first 15.")
	})
	if !first {
		t.Errorf("member_list: no question says its limit after it (\"Just the first 15.\")")
	}
}

// TestChecksAskedOfAChange checks that the status of a pull request's
// checks is asked the way people ask it ("Are the checks passing on #13
// in acme/api?") even when the request says the repository before the
// pull request.
func TestChecksAskedOfAChange(t *testing.T) {
	asked := false
	forRequests(t, []requestCase{{name: "pr_checks", desc: "Get the combined status of all status checks for a pull request",
		schema: `{"type":"object","properties":{"owner":{"type":"string","description":"Repository owner"},"repo":{"type":"string","description":"Repository name"},"pull_number":{"type":"number","description":"Pull request number"}},"required":["owner","repo","pull_number"]}`,
		args:   `{"owner":"cyberdyne","repo":"docs-app","pull_number":13}`}}, 44, 59, func(c requestCase, _ int, text string) {
		l := strings.ToLower(text)
		for _, q := range []string{"are the checks passing on", "is ci green on", "how are the checks looking on"} {
			if strings.Contains(l, q) && strings.Contains(l, "13") && strings.Contains(l, "docs-app") {
				asked = true
			}
		}
	})
	if !asked {
		t.Errorf("pr_checks: no request in 44 asks whether the checks pass")
	}
}

// TestToolRecordsVaryIntros checks that the records of one tool never
// introduce their attachment with the same sentence while there are
// intros left ("The definition goes like this:" twice reads as one
// template filled twice), nor say where the thing is with the same
// sentence.
func TestToolRecordsVaryIntros(t *testing.T) {
	cases := []requestCase{{name: "idx_make", desc: "Create an index for a collection",
		schema: `{"type":"object","properties":{"database":{"type":"string","description":"Database name"},"collection":{"type":"string","description":"Collection name"},"definition":{"type":"object","description":"The index definition, with its keys and options","properties":{"keys":{"type":"object"},"name":{"type":"string"},"unique":{"type":"boolean"}}}},"required":["database","collection","definition"]}`,
		args:   `{"database":"shop","collection":"reviews","definition":{"keys":{"product_id":1,"created_at":-1},"name":"product_recent","unique":false,"partialFilterExpression":{"rating":{"$gte":4}}}}`}}
	intros := map[string]int{}
	forRequests(t, cases, 6, 61, func(c requestCase, i int, text string) {
		lines := strings.Split(text, "\n")
		for j, l := range lines {
			if strings.HasPrefix(l, "```") || strings.HasPrefix(l, "{") {
				for k := j - 1; k >= 0; k-- {
					if p := strings.TrimSpace(lines[k]); p != "" {
						if s := p[strings.LastIndexAny(p, ".?!")+1:]; strings.HasSuffix(s, ":") {
							intros[strings.TrimSpace(s)]++
						}
						break
					}
				}
				break
			}
		}
	})
	for s, n := range intros {
		if n > 1 {
			t.Errorf("%d of 6 records of one tool introduce the block with %q: %v", n, s, intros)
		}
	}
	if len(intros) < 3 {
		t.Errorf("too few block intros found to check: %v", intros)
	}
}

// TestExpectationFollowsAct checks that what a user expects of an act on
// a page ("A tooltip should show up.") is said after the act, never
// before it, where it has nothing to follow from; and that it is still
// said now and then.
func TestExpectationFollowsAct(t *testing.T) {
	after := 0
	forRequests(t, voiceCases[3:4], 88, 67, func(c requestCase, _ int, text string) {
		for _, p := range hoverPurposes {
			if strings.HasPrefix(text, p) {
				t.Errorf("%s: an expectation said before the act: %s", c.name, text)
			} else if strings.Contains(text, p) {
				after++
			}
		}
	})
	if after == 0 {
		t.Errorf("no hover request says what the user expects of it")
	}
}

// TestReadQuestionsTakeTurns checks that successive records of one tool
// that ask the people question do not ask it in the same words ("Who do
// we have on here?" twice reads as a template).
func TestReadQuestionsTakeTurns(t *testing.T) {
	forms := []string{"Who's on here?", "Who do we have on here?", "Can I see everyone who's on here?"}
	prev, prevAt := "", -2
	forRequests(t, readQuestionCases[2:3], 66, 71, func(c requestCase, i int, text string) {
		form := ""
		for _, f := range forms {
			if strings.Contains(text, f) {
				form = f
			}
		}
		if form != "" && form == prev && prevAt == i-1 {
			t.Errorf("records %d and %d of %s ask %q alike", i-1, i, c.name, form)
		}
		if form != "" {
			prev, prevAt = form, i
		}
	})
}

// TestReadsSaidWithPeoplesVerbs checks that a read is never asked with
// an API's verb: no "Fetch users", no "Get PR 162's reviews.", no "I need to get/pull up the size of
// …" (a person needs to see or check it).
func TestReadsSaidWithPeoplesVerbs(t *testing.T) {
	forRequests(t, readQuestionCases, 66, 73, func(c requestCase, _ int, text string) {
		l := strings.ToLower(text)
		if strings.HasPrefix(l, "fetch ") || strings.HasPrefix(l, "get ") || strings.HasPrefix(l, "please fetch") || strings.HasPrefix(l, "please get") {
			t.Errorf("%s: a read said with an API's verb: %s", c.name, text)
		}
		for _, who := range []string{"i need to ", "we need to ", "i want to ", "i'd like to "} {
			for _, v := range []string{"get ", "fetch ", "pull up ", "grab ", "retrieve ", "list "} {
				if strings.Contains(l, who+v) {
					t.Errorf("%s: a need to %q what is read: %s", c.name, v, text)
				}
			}
		}
	})
}

// TestPlaceAfterSaysWhere checks that a place said after a request
// about one thing says where it is ("It's in acme/api."), never what it
// is for ("What are the comments on PR 441? This is for acme/api."), that
// a command never opens on "Execute", and that a count's options follow
// its question instead of a parenthesis ("(max 5)"); and that an object
// named by one of its everyday names is never said twice over ("run an
// aggregation pipeline pipeline").
func TestPlaceAfterSaysWhere(t *testing.T) {
	cases := []requestCase{
		{name: "pr_review_notes", desc: "Get the review comments on a pull request",
			schema: `{"type":"object","properties":{"owner":{"type":"string","description":"Repository owner"},"repo":{"type":"string","description":"Repository name"},"pull_number":{"type":"number","description":"Pull request number"}},"required":["owner","repo","pull_number"]}`,
			args:   `{"owner":"acme","repo":"api","pull_number":441}`, want: []string{"441"},
			never: []string{"this is for", "it's for", "in in "}},
		{name: "pipeline_run", desc: "Execute an aggregation pipeline on a collection",
			schema: `{"type":"object","properties":{"database":{"type":"string","description":"Database name"},"collection":{"type":"string","description":"Collection name"},"pipeline":{"type":"array","items":{"type":"object"},"description":"Aggregation pipeline stages"}},"required":["database","collection","pipeline"]}`,
			args:   `{"database":"crm","collection":"customers","pipeline":[{"$match":{"status":"active"}},{"$group":{"_id":"$country","n":{"$sum":1}}}]}`,
			want:   []string{"crm"}, never: []string{"pipeline pipeline"}},
		{name: "doc_count", desc: "Count the documents in a collection matching a filter",
			schema: `{"type":"object","properties":{"database":{"type":"string","description":"Database name"},"collection":{"type":"string","description":"Collection name"},"limit":{"type":"integer","description":"Maximum number of documents to count"}},"required":["database","collection"]}`,
			args:   `{"database":"shop","collection":"orders","limit":5}`, want: []string{"5"}},
	}
	forRequests(t, cases, 66, 79, func(c requestCase, _ int, text string) {
		l := strings.ToLower(text)
		if strings.HasPrefix(l, "execute ") {
			t.Errorf("%s: a command opens on \"Execute\": %s", c.name, text)
		}
		if strings.Contains(l, "are there") && strings.Contains(text, " (") {
			t.Errorf("%s: a count's options in a parenthesis: %s", c.name, text)
		}
	})
	checkRequests(t, cases[:2], 66, 79)
}

// TestListGoneThroughWithArticle checks that a list asked to be gone
// through names it with its article ("go through the users"), never as a
// bare plural ("Go through users, the first 40.").
func TestListGoneThroughWithArticle(t *testing.T) {
	checkRequests(t, []requestCase{{name: "member_list", desc: "Get a list of all users in the workspace with their basic profile information",
		schema: `{"type":"object","properties":{"limit":{"type":"number","description":"Maximum number of users to return"}}}`,
		args:   `{"limit":40}`, want: []string{"40"}, never: []string{"go through users", "going through users"}},
		{name: "room_list", desc: "List public or pre-defined channels in the workspace with pagination",
			schema: `{"type":"object","properties":{"limit":{"type":"number","description":"Maximum number of channels to return"},"cursor":{"type":"string","description":"Pagination cursor for next page of results"}}}`,
			args:   `{"limit":40}`, want: []string{"40"}, never: []string{"go through public", "going through public"}}}, 120, 83)
}

// TestSceneBeforeClosedRequestNamesUser checks that a place sentence
// moved before a request that ends on a closer ("Modify issue #380,
// thanks.") says where the user is, not "It's in fnguyen/sdk-app.",
// whose "it" has nothing to stand for yet.
func TestSceneBeforeClosedRequestNamesUser(t *testing.T) {
	for _, scene := range []string{"It's in fnguyen/sdk-app.", "This is in fnguyen/sdk-app.", "This is all in fnguyen/sdk-app.", "It's on prod-1."} {
		got := sceneAround("Modify issue #380, thanks.", scene)
		if strings.HasPrefix(got, "It") || strings.HasPrefix(got, "This") {
			t.Errorf("sceneAround(…, %q) = %q", scene, got)
		}
	}
	if got := sceneAround("Modify issue #380.", "It's in fnguyen/sdk-app."); got != "Modify issue #380. It's in fnguyen/sdk-app." {
		t.Errorf("a scene after an open request changed: %q", got)
	}
}

// TestPickedSetRemovedWithoutReason checks that removing the documents a
// filter picks gives no reason meant for a whole thing ("… where method
// is "card". We replaced them a while ago.").
func TestPickedSetRemovedWithoutReason(t *testing.T) {
	checkRequests(t, []requestCase{{name: "docs_remove", desc: "Removes all documents that match the filter from a collection",
		schema: `{"type":"object","properties":{"database":{"type":"string","description":"Database name"},"collection":{"type":"string","description":"Collection name"},"filter":{"type":"object","description":"The query filter, matching the syntax of the query argument of db.collection.deleteMany()"}},"required":["database","collection","filter"]}`,
		args:   `{"database":"billing","collection":"payments","filter":{"method":"card"}}`,
		want:   []string{"payments", "card"},
		never:  []string{"replaced", "anymore", "stale", "clutter", "by mistake", "from testing", "migrated"}}}, 88, 89)
}
