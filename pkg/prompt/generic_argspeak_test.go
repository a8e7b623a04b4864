package prompt

import (
	"os"
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
		never:  []string{"and with the", "with the message", "with the commit title"}},
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
}

func TestArgSpeakScratch(t *testing.T) {
	if os.Getenv("ARGSPEAK") == "" {
		t.Skip()
	}
	forRequests(t, argSpeakCases, 12, 7, func(c requestCase, i int, text string) {
		t.Logf("%s → %s", c.name, strings.ReplaceAll(text, "\n", " ⏎ "))
	})
}
