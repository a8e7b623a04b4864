package prompt

import (
	"encoding/json"
	"math/rand/v2"
	"strings"
	"testing"
)

// frameTools are tools written for the frame tests, shaped like common
// MCP tools (none of them a captured server's).
var frameTools = []requestCase{
	{"list_commits", "Get list of commits of a branch in a GitHub repository",
		`{"type":"object","properties":{"owner":{"type":"string"},"repo":{"type":"string"},"sha":{"type":"string"}},"required":["owner","repo"]}`,
		`{"owner":"acme","repo":"api"}`, []string{"acme", "api"}, nil},
	{"drop_index", "Drop an index from a collection",
		`{"type":"object","properties":{"database":{"type":"string"},"collection":{"type":"string"},"indexName":{"type":"string"},"type":{"type":"string","enum":["classic","search"],"description":"The type of index"}},"required":["database","collection","indexName","type"]}`,
		`{"database":"shop","collection":"orders","indexName":"email_idx","type":"search"}`, []string{"email_idx"}, nil},
	{"console_logs", "Returns console messages",
		`{"type":"object","properties":{"level":{"type":"string","enum":["error","warning","info"]}}}`,
		`{"level":"warning"}`, []string{"warning"}, nil},
	{"web_lookup", "Search the documentation for information",
		`{"type":"object","properties":{"query":{"type":"string"}},"required":["query"]}`,
		`{"query":"what's new in version 8"}`, []string{"what's new in version 8"}, nil},
	{"issue_create", "Create a new issue in a repository",
		`{"type":"object","properties":{"owner":{"type":"string"},"repo":{"type":"string"},"title":{"type":"string"},"labels":{"type":"array","items":{"type":"string"}}},"required":["owner","repo","title"]}`,
		`{"owner":"acme","repo":"api","title":"Login fails on Safari","labels":["bug","auth"]}`, []string{"Login fails on Safari"}, nil},
	{"list_sources", "Get available data sources",
		`{"type":"object","properties":{}}`, `{}`, nil, nil},
	{"user_get", "Retrieve a user",
		`{"type":"object","properties":{"user_id":{"type":"string"}},"required":["user_id"]}`,
		`{"user_id":"u-5521"}`, []string{"u-5521"}, nil},
	{"form_fill", "Fill out multiple form fields",
		`{"type":"object","properties":{"fields":{"type":"array","items":{"type":"object","properties":{"name":{"type":"string"},"value":{"type":"string"}}}}},"required":["fields"]}`,
		`{"fields":[{"name":"Email","value":"ana@example.com"}]}`, []string{"ana@example.com"}, nil},
}

// TestGenericFirstRequestsHaveNoLeadIns checks that a generic request,
// which is the first thing its record's user says, never opens with a
// lead-in that implies earlier turns ("I still need to", "After that",
// "Oh, and", "Also,", "Now can you") and never uses the stiff frames a
// blind rater marked down ("We have to", "I've got to", "Time to", a "—
// appreciate it" tail on a command).
func TestGenericFirstRequestsHaveNoLeadIns(t *testing.T) {
	leadIns := []string{"i still need", "after that", "next i need", "oh, and", "also,", "now can you", "next, ",
		"then ", "one more thing", "while you're at it", "follow-up", "another one:", "separately,", "next up",
		"and could you", "can you also", "ok, now", "now please", "alright,", "right,", "so,"}
	stiff := []string{"we have to", "time to ", "— appreciate it", "— thanks", "appreciate it", "i have to", "i've got to"}
	checkRequests(t, frameTools, 40, 31, append(leadIns, stiff...)...)
}

// TestGenericRequestsPunctuation checks the punctuation faults a blind
// rater found in generic requests: a space before a question mark
// (`Information about "…" ?`), a comma before a parenthesised remark
// ("over connection X, (a search index)"), and a lone option cut off by
// a comma in a terse request ("The console messages, at the warning
// level?").
func TestGenericRequestsPunctuation(t *testing.T) {
	checkRequests(t, frameTools, 40, 32, " ?", ", (", "messages, at")
}

// TestGenericRequestsSayOptionsOnce checks which options may follow a
// request as a sentence of their own (constraints, not words that lean on
// the clause before), and that such a sentence starts with a capital and
// ends once.
func TestGenericRequestsSayOptionsOnce(t *testing.T) {
	for _, o := range [][]string{{"only closed ones", "newest first"}, {"up to 20 results"}} {
		if !ownSentence(o) {
			t.Errorf("ownSentence(%q) = false", o)
		}
	}
	for _, o := range [][]string{{"named \"x\""}, {"(a search index)"}, {"and approve it"}, {"only closed ones", "saying \"hi\""}} {
		if ownSentence(o) {
			t.Errorf("ownSentence(%q) = true", o)
		}
	}
	checkRequests(t, []requestCase{{"issue_list", "List issues in a repository",
		`{"type":"object","properties":{"owner":{"type":"string"},"repo":{"type":"string"},"state":{"type":"string","enum":["open","closed"]},"per_page":{"type":"integer"}},"required":["owner","repo"]}`,
		`{"owner":"acme","repo":"api","state":"closed","per_page":20}`, []string{"acme", "api", "closed", "20"}, nil}}, 40, 33,
		"..", "?.", ", .", ". .")
}

// TestGenericRequestsSayThingsByTheirVerbs checks that a verb chosen for
// the kind of thing ("open an issue", "leave a comment") keeps the
// preposition that verb takes: a comment is left on an issue, never to it.
func TestGenericRequestsSayThingsByTheirVerbs(t *testing.T) {
	checkRequests(t, []requestCase{{"comment_add", "Add a comment to an existing issue",
		`{"type":"object","properties":{"issue_number":{"type":"integer"},"body":{"type":"string"}},"required":["issue_number","body"]}`,
		`{"issue_number":12,"body":"Looks good to me."}`, []string{"12", "Looks good to me."}, nil}}, 60, 34,
		"leave a comment to", "post a comment to", "drop a comment to")
}

// TestGenericRequestsSaySmallStructuresInWords checks that a one- or
// two-key flat structure is said in words, not pasted as a JSON block
// ("Use this sort:" then {"created_at":-1}): a sort as "newest first by
// created_at", a filter as `where status is "shipped"`.
func TestGenericRequestsSaySmallStructuresInWords(t *testing.T) {
	find := `{"type":"object","properties":{"collection":{"type":"string"},"filter":{"type":"object"},"sort":{"type":"object"}},"required":["collection"]}`
	checkRequests(t, []requestCase{
		{"docs_find", "Run a find query against a collection", find,
			`{"collection":"orders","sort":{"created_at":-1}}`, []string{"newest first by created_at (-1)"}, []string{"{", "```"}},
		{"docs_find", "Run a find query against a collection", find,
			`{"collection":"orders","filter":{"status":"shipped","paid":true}}`, []string{`where paid is true and status is "shipped"`}, []string{"{", "```"}},
		{"docs_find", "Run a find query against a collection", find,
			`{"collection":"orders","filter":{"total":{"$gt":100}}}`, []string{"where total is over 100"}, []string{"{", "```"}},
	}, 30, 35)
}

// TestGenericQuestionsAgree checks the what-questions of reading tools:
// no article before a possessive ("What's the PR 231's combined status")
// and a verb that agrees with a plural head before a participle ("What's
// the files changed").
func TestGenericQuestionsAgree(t *testing.T) {
	checkRequests(t, []requestCase{
		{"pr_status", "Get the combined status of a pull request",
			`{"type":"object","properties":{"owner":{"type":"string"},"repo":{"type":"string"},"pull_number":{"type":"integer"}},"required":["owner","repo","pull_number"]}`,
			`{"owner":"acme","repo":"api","pull_number":231}`, []string{"231"}, []string{"the pr 231's", "the pull request 231's"}},
		{"pr_files", "List files changed in a pull request",
			`{"type":"object","properties":{"owner":{"type":"string"},"repo":{"type":"string"},"pull_number":{"type":"integer"}},"required":["owner","repo","pull_number"]}`,
			`{"owner":"acme","repo":"api","pull_number":44}`, []string{"44"}, []string{"what's the files", "what's files"}},
	}, 80, 36)
}

// TestGenericRequestsOwnerFirst checks the object of a part of a named
// thing: "the combined status of PR 5" may be said "PR 5's combined
// status" and "details of issue 12" as "issue 12", but a what-question
// never asks what the bare thing is ("What's the PR 12?").
func TestGenericRequestsOwnerFirst(t *testing.T) {
	checkRequests(t, []requestCase{
		{"issue_get", "Get details of a specific issue in a GitHub repository",
			`{"type":"object","properties":{"owner":{"type":"string"},"repo":{"type":"string"},"issue_number":{"type":"integer"}},"required":["owner","repo","issue_number"]}`,
			`{"owner":"acme","repo":"api","issue_number":12}`, []string{"12", "acme", "api"}, []string{"what's the issue", "what's issue", "what is issue", "see the issue", "get the issue", "have the issue"}},
	}, 80, 37)
}

// TestWithoutGreeting checks that a first-message opener comes off a
// request reused as a later turn, and nothing else does.
func TestWithoutGreeting(t *testing.T) {
	for in, want := range map[string]string{
		"Hey, can you list the commits in acme/api?":      "Can you list the commits in acme/api?",
		"Quick question: could you merge PR 5?":           "Could you merge PR 5?",
		"When you get a chance, merge PR 5 in acme/api.":  "Merge PR 5 in acme/api.",
		"Whenever you get a sec, could you delete key x?": "Could you delete key x?",
		"Hey there, can you close connection local-1?":    "Can you close connection local-1?",
		"List the commits in acme/api.":                   "List the commits in acme/api.",
		"Hello world: can you post it to channel C01?":    "Hello world: can you post it to channel C01?",
	} {
		if got := WithoutGreeting(in); got != want {
			t.Errorf("WithoutGreeting(%q) = %q, want %q", in, got, want)
		}
	}
	for _, o := range contextOpeners {
		switch got := WithoutGreeting(o + " list the commits?"); got {
		case "Can you list the commits?", "Could you list the commits?", "List the commits?":
		default:
			t.Errorf("WithoutGreeting(%q) = %q", o+" list the commits?", got)
		}
	}
}

// TestGenericChangesSayWhereNotFrom checks that a request that changes
// something names its repository as where the change is made, never
// "from" it ("Update PR 167's branch from acme/docs" reads as the
// branch's source).
func TestGenericChangesSayWhereNotFrom(t *testing.T) {
	checkRequests(t, []requestCase{{"pr_branch_update", "Update a pull request branch with the latest changes from the base branch",
		`{"type":"object","properties":{"owner":{"type":"string"},"repo":{"type":"string"},"pull_number":{"type":"integer"}},"required":["owner","repo","pull_number"]}`,
		`{"owner":"acme","repo":"docs","pull_number":167}`, []string{"167", "acme", "docs"}, []string{"from acme/docs", "from acme's", "from the docs"}}}, 80, 38)
}

// TestGenericContextSetsTheScene checks the context plan's scene-setting
// opener: a request may say where the user works first ("I'm working in
// the acme/api repo. Can you list commits?"), and then names the place
// only there, once.
func TestGenericContextSetsTheScene(t *testing.T) {
	set, err := Load()
	if err != nil {
		t.Fatal(err)
	}
	r := set.NewRenderer()
	c := frameTools[0] // list_commits in acme/api
	b, err := set.For(ToolInfo{Name: c.name, Description: c.desc, InputSchema: json.RawMessage(c.schema)})
	if err != nil {
		t.Fatal(err)
	}
	args, _ := DecodeArgs(json.RawMessage(c.args))
	scenes := 0
	for i := 0; i < 200; i++ {
		text, _, err := r.Request(b, rand.New(rand.NewPCG(uint64(i), 39)), i, args)
		if err != nil {
			t.Fatal(err)
		}
		if !strings.HasPrefix(text, "I'm working in ") && !strings.HasPrefix(text, "This is for ") {
			continue
		}
		scenes++
		first, rest, _ := strings.Cut(text, ". ")
		if !strings.Contains(first, "acme") || !strings.Contains(first, "api") || strings.Contains(rest, "acme") || rest == "" || strings.ToUpper(rest[:1]) != rest[:1] {
			t.Errorf("scene not said once, then a sentence: %q", text)
		}
	}
	if scenes == 0 {
		t.Error("no request in 200 sets the scene")
	}
}

// TestGenericRemarkFollowsItsObject checks that a remark in parentheses
// about the object ("(a search index)") follows the object, never the
// place or a comma after it ("over connection X, (a search index)").
func TestGenericRemarkFollowsItsObject(t *testing.T) {
	set, err := Load()
	if err != nil {
		t.Fatal(err)
	}
	r := set.NewRenderer()
	c := frameTools[1] // drop_index
	b, err := set.For(ToolInfo{Name: c.name, Description: c.desc, InputSchema: json.RawMessage(c.schema)})
	if err != nil {
		t.Fatal(err)
	}
	args, _ := DecodeArgs(json.RawMessage(c.args))
	for i := 0; i < 120; i++ {
		text, _, err := r.Request(b, rand.New(rand.NewPCG(uint64(i), 40)), i, args)
		if err != nil {
			t.Fatal(err)
		}
		if strings.Contains(text, "(a search index)") && !strings.Contains(text, `"email_idx" (a search index)`) {
			t.Errorf("remark away from its object: %q", text)
		}
	}
}

// TestGenericQuestionsAskNoActs checks that a what-question never holds
// an option that does something ("What are the network requests
// (including static resources and saving the output to x.log)?"): the
// only parentheses such a request could have are the question's.
func TestGenericQuestionsAskNoActs(t *testing.T) {
	checkRequests(t, []requestCase{{"net_requests", "Returns all network requests since loading the page",
		`{"type":"object","properties":{"includeStatic":{"type":"boolean","description":"Whether to include successful static resources"},"filename":{"type":"string","description":"Filename to save the network requests to"}},"required":[]}`,
		`{"includeStatic":true,"filename":"requests.log"}`, []string{"requests.log"}, []string{"("}}}, 80, 41)
}

// TestGenericCommandsDoNotShout checks that a generic request line ends
// with "!" only after a thanks or a please: a bare command with one
// ("Close page!", "List every user!") reads as shouting.
func TestGenericCommandsDoNotShout(t *testing.T) {
	forRequests(t, frameTools, 60, 33, func(c requestCase, _ int, text string) {
		line := strings.TrimSpace(strings.SplitN(text, "\n", 2)[0])
		low := strings.ToLower(line)
		if strings.HasSuffix(line, "!") && !strings.HasSuffix(low, "thanks!") && !strings.HasSuffix(low, "please!") {
			t.Errorf("%s: a command that shouts: %s", c.name, line)
		}
	})
}
