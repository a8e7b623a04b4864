package prompt

import (
	"regexp"
	"strings"
	"testing"
)

// quotedTextTools are tools written for the test whose requests quote a
// text that ends its own sentence (a comment body, a message, a block's
// text): shaped like common MCP tools, none a captured server's.
var quotedTextTools = []requestCase{
	{"comment_on_issue", "Add a comment to an existing issue",
		`{"type":"object","properties":{"owner":{"type":"string"},"repo":{"type":"string"},"issue_number":{"type":"integer"},"body":{"type":"string"}},"required":["owner","repo","issue_number","body"]}`,
		`{"owner":"orchard-labs","repo":"cli","issue_number":474,"body":"Looks good. Please add a test for the case where all retries fail."}`,
		[]string{"474", "Looks good. Please add a test for the case where all retries fail."}, nil},
	{"edit_block_text", "Update a block's text",
		`{"type":"object","properties":{"block_id":{"type":"string","description":"Identifier for a block"},"text":{"type":"string","description":"New text of the block"}},"required":["block_id","text"]}`,
		`{"block_id":"362db7d0-1188-45f8-b004-253902456ce9","text":"The template now formats amounts with the invoice currency!"}`,
		[]string{"The template now formats amounts with the invoice currency!"}, nil},
	{"send_channel_message", "Post a message to a channel",
		`{"type":"object","properties":{"channel_id":{"type":"string","description":"ID of the channel"},"text":{"type":"string","description":"Message text"}},"required":["channel_id","text"]}`,
		`{"channel_id":"C01ABCDEF","text":"Deploy is done. Did anyone see errors?"}`,
		[]string{"C01ABCDEF", "Deploy is done. Did anyone see errors?"}, nil},
}

// stiffWrappers are the politeness formulas a blind rater called
// templated when the plans rotated them: no generic request opens with
// one.
var stiffWrappers = []string{"do me a favor", "can you maybe", "would you take care of", "could you take care of",
	"can you take care of", "i'd be grateful if you'd", "could i ask you to", "can i ask you to", "help me ",
	"if you can,", "i was hoping you could", "would it be possible to", "please execute", "i'd love for you to",
	"it would help if you'd", "i'd like it if you'd", "could i have you", "i'll need you to", "reckon you could",
	"i was wondering if you could", "it'd be great if you could", "i'm hoping you can", "go ahead and",
	"could you possibly", "possible to ", "think you could", "whenever you get a sec", "i'm looking to"}

// TestGenericRequestsOpenWithoutStiffWrappers checks that no generic
// request opens with a stock politeness wrapper ("Do me a favor and",
// "Could I ask you to", "I'd be grateful if you'd", "Help me", "If you
// can,"), neither at its start nor after a greeting, a scene or a reason
// said first, and that a command to run code says "run" at least as
// often as "execute".
func TestGenericRequestsOpenWithoutStiffWrappers(t *testing.T) {
	cases := append(append(append(append([]requestCase{}, frameTools...), pastedIDTools...), slotTools...), quotedTextTools...)
	cases = append(cases, requestCase{"run_sql", "Execute a read-only SQL query",
		`{"type":"object","properties":{"sql":{"type":"string","description":"The SQL to run"}},"required":["sql"]}`,
		`{"sql":"SELECT id, email FROM users WHERE created_at > now() - interval '7 days'"}`, nil, nil})
	sentence := regexp.MustCompile(`(?:^|[.?!:—]\s+|,\s+)`)
	run, execute := 0, 0
	forRequests(t, cases, 80, 47, func(c requestCase, i int, text string) {
		line := strings.ToLower(strings.SplitN(text, "\n", 2)[0])
		for _, at := range sentence.FindAllStringIndex(line, -1) {
			for _, w := range stiffWrappers {
				if strings.HasPrefix(line[at[1]:], w) {
					t.Errorf("%s: a sentence opens with %q: %s", c.name, w, text)
				}
			}
		}
		if c.name == "run_sql" {
			run += strings.Count(line, "run ")
			execute += strings.Count(line, "execute ")
		}
	})
	if execute > run {
		t.Errorf("SQL said as executed %d times, run %d: people run a query", execute, run)
	}
}

// TestGenericQuestionsDoNotCloseOnAQuotedSentence checks that a request
// that asks never puts its question mark right after a quoted text that
// ends its own sentence (`…, with the body "Looks good."?`): the text is
// said after the question instead, every word of it kept.
func TestGenericQuestionsDoNotCloseOnAQuotedSentence(t *testing.T) {
	bad := regexp.MustCompile(`[.!?]["”` + "`" + `]\?`)
	checkRequests(t, quotedTextTools, 120, 53)
	asked := 0
	forRequests(t, quotedTextTools, 120, 53, func(c requestCase, i int, text string) {
		line := strings.SplitN(text, "\n", 2)[0]
		if bad.MatchString(line) {
			t.Errorf("%s: a question closes on a quoted sentence: %s", c.name, text)
		}
		if strings.Contains(line, "?") {
			asked++
		}
	})
	if asked < 60 {
		t.Errorf("only %d of %d requests ask: the question plans were lost", asked, 3*120)
	}
}

// TestGenericReasonsFitTheirThing checks the reasons said with a request
// ("We don't use it anymore.", "They're left over from testing."): the
// pronoun agrees with what is removed, a reason never comes before the
// request it is about unless it names the thing, and no reason sentence
// says "It is"/"Them are".
func TestGenericReasonsFitTheirThing(t *testing.T) {
	cases := []requestCase{
		{"drop_collection", "Removes a collection from the database",
			`{"type":"object","properties":{"database":{"type":"string","description":"Database name"},"collection":{"type":"string","description":"Collection name"}},"required":["database","collection"]}`,
			`{"database":"shop","collection":"reviews"}`, []string{"shop", "reviews"}, []string{"them are", "it is ", "they is"}},
		{"delete_keys", "Delete all keys",
			`{"type":"object","properties":{}}`, `{}`, nil, []string{"them are", "it is ", "we don't need it "}},
	}
	checkRequests(t, cases, 120, 59)
	forRequests(t, cases, 120, 59, func(c requestCase, i int, text string) {
		for _, p := range []string{"It's ", "They're ", "We don't need it", "We don't use it", "Nobody uses it"} {
			if strings.HasPrefix(text, p) {
				t.Errorf("%s: a reason says %q before what it is about: %s", c.name, p, text)
			}
		}
	})
}

// stockFrames are fixed shapes a blind rater read as templated: a doubt
// tacked on after the request, a wrapper around it, a block introduced by
// a formula, a purpose that has nothing to do with the request.
var stockFrames = []string{"— is that possible?", "— can you do that?", "is there a way to", "when you get a chance",
	"go with this ", "go with these ", "here's the list of", "my manager asked for an update"}

// frameStockTools are tools written for the test that draw the frames
// above: an act on a named thing, a read of a list with no place, code to
// run, files to push (one of them), an issue to create.
var frameStockTools = []requestCase{
	{"merge_pull_request", "Merge a pull request",
		`{"type":"object","properties":{"owner":{"type":"string"},"repo":{"type":"string"},"pull_number":{"type":"integer"}},"required":["owner","repo","pull_number"]}`,
		`{"owner":"orchard-labs","repo":"cli","pull_number":57}`, []string{"57"}, nil},
	{"list_active_sessions", "List the active sessions",
		`{"type":"object","properties":{}}`, `{}`, nil, nil},
	{"run_code_snippet", "Run a code snippet in the browser page",
		`{"type":"object","properties":{"code":{"type":"string","description":"JavaScript function to run"}},"required":["code"]}`,
		`{"code":"async (page) => { await page.reload(); return page.url(); }"}`, []string{"page.reload()"}, nil},
	{"push_files", "Push multiple files to a repository in a single commit",
		`{"type":"object","properties":{"owner":{"type":"string"},"repo":{"type":"string"},"branch":{"type":"string"},"message":{"type":"string"},"files":{"type":"array","items":{"type":"object","properties":{"path":{"type":"string"},"content":{"type":"string"}},"required":["path","content"]}}},"required":["owner","repo","branch","message","files"]}`,
		`{"owner":"orchard-labs","repo":"docs","branch":"main","message":"Update README.md","files":[{"path":"README.md","content":"## Setup\n\nRun make dev."}]}`,
		[]string{"README.md", "Update README.md"}, nil},
	{"create_issue", "Create a new issue in a repository",
		`{"type":"object","properties":{"owner":{"type":"string"},"repo":{"type":"string"},"title":{"type":"string"},"labels":{"type":"array","items":{"type":"string"}}},"required":["owner","repo","title"]}`,
		`{"owner":"orchard-labs","repo":"cli","title":"Crash on empty config","labels":["bug"]}`, []string{"Crash on empty config"}, nil},
}

// TestGenericRequestsAvoidStockFrames checks that no generic request says
// a stock frame ("Merge PR 57 — is that possible?", "Is there a way to
// …", "When you get a chance, …", "I'm trying to create …", "Go with
// this code:", "Here's the list of files:" over one file, "My manager
// asked for an update."), that a read is never a bare noun phrase asked
// ("The active sessions?"), and that code to run is pointed at ("Run
// this code snippet:"), not said twice ("Run a code snippet. Here's the
// code:").
func TestGenericRequestsAvoidStockFrames(t *testing.T) {
	cases := append(append(append([]requestCase{}, frameTools...), slotTools...), frameStockTools...)
	trying := regexp.MustCompile(`(?:^|[.?!:]\s+|,\s+)i'm trying to (\w+)`)
	bare := regexp.MustCompile(`^(?:the )?(?:active )?sessions\?`)
	checkRequests(t, frameStockTools, 120, 61)
	forRequests(t, cases, 120, 61, func(c requestCase, i int, text string) {
		low := strings.ToLower(text)
		for _, f := range stockFrames {
			if strings.Contains(low, f) {
				t.Errorf("%s: a stock frame %q: %s", c.name, f, text)
			}
		}
		for _, m := range trying.FindAllStringSubmatch(low, -1) {
			if m[1] != "reproduce" && m[1] != "plan" {
				t.Errorf("%s: a request wrapped in \"I'm trying to\": %s", c.name, text)
			}
		}
		if c.name == "list_active_sessions" && bare.MatchString(low) {
			t.Errorf("%s: a bare noun phrase asked: %s", c.name, text)
		}
		if c.name == "run_code_snippet" && strings.Contains(low, "a code snippet") {
			t.Errorf("%s: the code is named twice: %s", c.name, text)
		}
	})
}
