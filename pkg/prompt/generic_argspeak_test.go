package prompt

import (
	"regexp"
	"strings"
	"testing"
)

// argSpeakCases are tools written for the test, shaped like common MCP
// tools, whose arguments a person names in words of their own rather than
// by the API's field names.
var argSpeakCases = []requestCase{
	{name: "add_issue_comment", desc: "Add a comment to an existing issue",
		schema: `{"type":"object","properties":{"owner":{"type":"string","description":"Repository owner"},"repo":{"type":"string","description":"Repository name"},"issue_number":{"type":"number","description":"Issue number to comment on"},"body":{"type":"string","description":"Comment text"}},"required":["owner","repo","issue_number","body"]}`,
		args:   `{"owner":"orchard-labs","repo":"cli","issue_number":474,"body":"Looks good. Please add a test for the case where all retries fail."}`,
		want:   []string{"474", "orchard-labs", "Looks good. Please add a test for the case where all retries fail."},
		never:  []string{"with the body", "the body"}},
	{name: "merge_pull_request", desc: "Merge a pull request",
		schema: `{"type":"object","properties":{"owner":{"type":"string","description":"Repository owner"},"repo":{"type":"string","description":"Repository name"},"pull_number":{"type":"number","description":"Pull request number"},"commit_title":{"type":"string","description":"Title for merge commit"},"commit_message":{"type":"string","description":"Extra detail for merge commit"}},"required":["owner","repo","pull_number"]}`,
		args:   `{"owner":"kestrel","repo":"auth-app","pull_number":15,"commit_title":"Set SameSite=Lax on the session cookie","commit_message":"Sets SameSite=Lax on the session cookie so logins survive the redirect."}`,
		want:   []string{"15", "Set SameSite=Lax on the session cookie", "Sets SameSite=Lax on the session cookie so logins survive the redirect."},
		never:  []string{"and with the", "and with commit message", "committing it as"}},
	{name: "list_commits", desc: "Get list of commits of a branch in a GitHub repository",
		schema: `{"type":"object","properties":{"owner":{"type":"string"},"repo":{"type":"string"},"perPage":{"type":"number","description":"Results per page for pagination (max 100)"}},"required":["owner","repo"]}`,
		args:   `{"owner":"pied-piper","repo":"sdk","perPage":20}`,
		want:   []string{"20", "pied-piper"},
		never:  []string{"per page"}},
	{name: "get-block-children", desc: "Retrieve block children",
		schema: `{"type":"object","properties":{"block_id":{"type":"string","description":"Identifier for a block"}},"required":["block_id"]}`,
		args:   `{"block_id":"a419dfbc-8e8e-45a8-8faf-578755cda27e"}`,
		want:   []string{"a419dfbc-8e8e-45a8-8faf-578755cda27e"},
		never:  []string{"children of block"}},
	{name: "collection-indexes", desc: "Describe the indexes for a collection",
		schema: `{"type":"object","properties":{"connectionId":{"type":"string","description":"The connection to use"},"database":{"type":"string","description":"Database name"},"collection":{"type":"string","description":"Collection name"}},"required":["connectionId","database","collection"]}`,
		args:   `{"connectionId":"analytics-2b2a","database":"shop","collection":"reviews"}`,
		want:   []string{"analytics-2b2a", "shop", "reviews"},
		never:  []string{"using connection", "over connection", "with connection", "from connection"}},
	{name: "db-stats", desc: "Returns statistics about a MongoDB database",
		schema: `{"type":"object","properties":{"connectionId":{"type":"string","description":"The connection to use"},"database":{"type":"string","description":"Database name"}},"required":["connectionId","database"]}`,
		args:   `{"connectionId":"dev-b9b8","database":"shop"}`,
		want:   []string{"dev-b9b8", "shop"},
		never:  []string{"using connection", "over connection", "with connection", "from connection", "stats in shop"}},
	{name: "search-knowledge", desc: "Search the knowledge base for information",
		schema: `{"type":"object","properties":{"query":{"type":"string","description":"The search query"},"dataSources":{"type":"array","description":"Sources to search","items":{"type":"object","properties":{"name":{"type":"string","description":"Source name"},"versionLabel":{"type":"string","description":"Version label of the source"}},"required":["name"]}},"limit":{"type":"number","description":"Maximum number of results"}},"required":["query"]}`,
		args:   `{"query":"how to back up MongoDB","dataSources":[{"name":"mongodb-docs","versionLabel":"1.1.0"},{"name":"mongodb-devcenter"}],"limit":15}`,
		want:   []string{"how to back up MongoDB", "mongodb-docs", "1.1.0", "mongodb-devcenter", "15"},
		never:  []string{"version label", "; name", "name \""}},
	{name: "mongodb-logs", desc: "Returns the most recent logged mongod events",
		schema: `{"type":"object","properties":{"type":{"type":"string","enum":["global","startupWarnings"],"default":"global","description":"The type of logs to return. Global returns all recent log entries, while startupWarnings returns only warnings and errors from when the process started."},"limit":{"type":"integer","description":"The maximum number of log entries to return."}}}`,
		args:   `{"type":"startupWarnings"}`,
		want:   []string{"startup warnings"},
		never:  []string{"startupWarnings"}},
	{name: "create_page", desc: "Create a page",
		schema: `{"type":"object","properties":{"parent":{"type":"object","properties":{"page_id":{"type":"string"}},"required":["page_id"],"description":"The parent page"},"title":{"type":"string","description":"Page title"}},"required":["parent","title"]}`,
		args:   `{"parent":{"page_id":"c44f5b03-77fd-454d-b022-0f57f3699887"},"title":"Update README setup steps"}`,
		want:   []string{"c44f5b03-77fd-454d-b022-0f57f3699887", "Update README setup steps"},
		never:  []string{"page in page", "inside page"}},
	{name: "database_stats", desc: "Returns statistics that reflect the use state of a single database",
		schema: `{"type":"object","properties":{"connectionId":{"type":"string","description":"The connection to use"},"database":{"type":"string","description":"Database name"}},"required":["connectionId","database"]}`,
		args:   `{"connectionId":"dev-b9b8","database":"shop"}`,
		want:   []string{"dev-b9b8", "shop", "stats"},
		never:  []string{"stats in", "using connection", "over connection"}},
	{name: "move_page", desc: "Move a page to a new parent",
		schema: `{"type":"object","properties":{"page_id":{"type":"string","description":"The page to move"},"parent":{"type":"object","properties":{"type":{"type":"string","enum":["workspace"]}},"description":"The new parent"}},"required":["page_id","parent"]}`,
		args:   `{"page_id":"539a7853-db73-4b04-b6a8-d18afbcc20a9","parent":{"type":"workspace"}}`,
		want:   []string{"539a7853-db73-4b04-b6a8-d18afbcc20a9", "workspace"},
		never:  []string{"in the workspace"}},
	{name: "page_comment", desc: "Create a comment on a page",
		schema: `{"type":"object","properties":{"parent":{"type":"object","properties":{"page_id":{"type":"string"}},"required":["page_id"],"description":"The parent page"},"text":{"type":"string","description":"The comment text"}},"required":["parent","text"]}`,
		args:   `{"parent":{"page_id":"7847e338-1609-4bf8-ba8a-282c0bff0835"},"text":"Can we add a regression test for this?"}`,
		want:   []string{"7847e338-1609-4bf8-ba8a-282c0bff0835", "Can we add a regression test for this?"},
		never:  []string{"in page", "comment in"}},
	{name: "get_file_contents", desc: "Get the contents of a file from a GitHub repository",
		schema: `{"type":"object","properties":{"owner":{"type":"string","description":"Repository owner"},"repo":{"type":"string","description":"Repository name"},"path":{"type":"string","description":"Path to the file"},"branch":{"type":"string","description":"Branch to get contents from"}},"required":["owner","repo","path"]}`,
		args:   `{"owner":"polar-freight","repo":"billing-ui","path":".github/workflows/ci.yml","branch":"develop"}`,
		want:   []string{"polar-freight", ".github/workflows/ci.yml", "develop"},
		never:  []string{"Do it on develop", "Work on develop"}},
	{name: "route_get", desc: "Get a route between two points",
		schema: `{"type":"object","properties":{"origin":{"type":"string","description":"Starting point address"},"destination":{"type":"string","description":"Ending point address"},"mode":{"type":"string","enum":["driving","walking","bicycling","transit"],"description":"Travel mode"}},"required":["origin","destination"]}`,
		args:   `{"origin":"Ferry Building, San Francisco","destination":"Coit Tower, San Francisco","mode":"walking"}`,
		want:   []string{"Ferry Building, San Francisco", "Coit Tower, San Francisco", "walking"},
		never:  []string{"walking mode"}},
}

// TestArgumentsNotSaidAsFields checks that each argument of a tool
// written for the test is said in words a person uses: a written text in
// a clause or a sentence of its own, never "with the body …"; a commit's
// title and message not listed as fields ("with the message … and with
// the commit title …"); paging not "20 per page"; a block's children as
// what is inside it; a connection not "using connection X" nor "over
// connection X"; a list of named sources by their names, not "name … and
// version label …"; a camelCase choice in words, not "startupWarnings".
func TestArgumentsNotSaidAsFields(t *testing.T) {
	checkRequests(t, argSpeakCases, 40, 7)
}

// TestWrittenTextMostlyOwnSentence checks that a sentence a person writes
// out (a comment) mostly follows the request in a sentence of its own
// ("… on issue 474. It should say: "…""), not as one more clause.
func TestWrittenTextMostlyOwnSentence(t *testing.T) {
	own := 0
	const n = 80
	forRequests(t, argSpeakCases[:1], n, 11, func(_ requestCase, _ int, text string) {
		if strings.Contains(text, `: "Looks good.`) || strings.Contains(text, `is: "Looks good.`) {
			own++
		}
		if strings.Contains(text, `fail.".`) {
			t.Errorf("a second stop after the quoted sentence: %s", text)
		}
	})
	if own < n/2 {
		t.Errorf("the comment said in a sentence of its own in %d of %d requests", own, n)
	}
}

// TestConnectionAfterWhatItActsOn checks that the connection a call goes
// through is said after the collection it acts on ("the indexes of
// shop.reviews via c1"), never between the act and its object ("the
// indexes using connection c1 for shop's reviews collection").
func TestConnectionAfterWhatItActsOn(t *testing.T) {
	forRequests(t, argSpeakCases[4:5], 80, 13, func(_ requestCase, _ int, text string) {
		for _, sent := range requestClauses.Split(text, -1) {
			c, r := strings.Index(sent, "analytics-2b2a"), strings.Index(sent, "reviews")
			if c >= 0 && r > c {
				t.Errorf("the connection before the collection: %s", text)
			}
		}
	})
}

// requestClauses splits a request into its sentences and the clauses a
// comma sets apart ("On c1, list …" says the connection first, apart).
var requestClauses = regexp.MustCompile(`[.?!,] `)

// TestArgumentsSaidSeveralWays checks that arguments people name in
// several ways are: a snapshot element by its name with the ref beside it
// or after "ref" ("(ref e88)"), a trip's ends "from A to B" and
// "between A and B". One wording for every record teaches a fine-tuned
// model that wording.
func TestArgumentsSaidSeveralWays(t *testing.T) {
	click := requestCase{name: "ui_click", desc: "Click an element on the page",
		schema: `{"type":"object","properties":{"element":{"type":"string","description":"Human-readable element description"},"ref":{"type":"string","description":"Exact target element reference from the page snapshot"}},"required":["element","ref"]}`,
		args:   `{"element":"Search box","ref":"e88"}`}
	formsSeen(t, requestsOf(t, click, 60, 17), "Search box (e88)", "(ref e88)", "Search box (e88 in the snapshot)")
	formsSeen(t, requestsOf(t, argSpeakCases[len(argSpeakCases)-1], 60, 19), "from Ferry Building, San Francisco to Coit Tower",
		"between Ferry Building, San Francisco and Coit Tower", "if I'm walking")
}
