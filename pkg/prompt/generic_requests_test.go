package prompt

import (
	"encoding/json"
	"math/rand/v2"
	"strings"
	"testing"
)

// eachRequest renders draws generic requests for case c (the i-th with
// the source PCG(i, stream)) and calls check with each.
func eachRequest(t *testing.T, c requestCase, draws int, stream uint64, check func(text string)) {
	t.Helper()
	set, err := Load()
	if err != nil {
		t.Fatal(err)
	}
	r := set.NewRenderer()
	b, err := set.For(ToolInfo{Name: c.name, Description: c.desc, InputSchema: json.RawMessage(c.schema)})
	if err != nil {
		t.Fatal(err)
	}
	args, err := DecodeArgs(json.RawMessage(c.args))
	if err != nil {
		t.Fatal(err)
	}
	for i := 0; i < draws; i++ {
		text, _, err := r.Request(b, rand.New(rand.NewPCG(uint64(i), stream)), i, args)
		if err != nil {
			t.Fatal(err)
		}
		check(text)
	}
}

// requestTools are tools written for the request-shape tests, shaped like
// common MCP tools (none of them a captured server's).
var requestTools = []requestCase{
	{"pr_reviews", "Get the reviews on a pull request",
		`{"type":"object","properties":{"owner":{"type":"string"},"repo":{"type":"string"},"pull_number":{"type":"integer"}},"required":["owner","repo","pull_number"]}`,
		`{"owner":"acme","repo":"web-server","pull_number":48}`, []string{"48", "acme/web-server"}, nil},
	{"source_get", "Retrieve a data source",
		`{"type":"object","properties":{"data_source_id":{"type":"string","description":"ID of the data source"}},"required":["data_source_id"]}`,
		`{"data_source_id":"3d892d4f-2516-4d69-8158-e92f6630a742"}`, []string{"3d892d4f-2516-4d69-8158-e92f6630a742"}, nil},
	{"db_usage", "Returns statistics that reflect the use of a single database",
		`{"type":"object","properties":{"connectionId":{"type":"string","description":"The connection to run the operation against"},"database":{"type":"string","description":"Database name"}},"required":["connectionId","database"]}`,
		`{"connectionId":"analytics-4cc0","database":"shop"}`, []string{"analytics-4cc0", "shop"}, nil},
	{"user_search", "Search for users",
		`{"type":"object","properties":{"q":{"type":"string","description":"Search query"},"sort":{"type":"string","enum":["followers","repositories","joined"]}},"required":["q"]}`,
		`{"q":"kenjis","sort":"followers"}`, []string{"kenjis"}, nil},
	{"pr_open", "Create a new pull request in a repository",
		`{"type":"object","properties":{"owner":{"type":"string"},"repo":{"type":"string"},"title":{"type":"string","description":"Pull request title"},"body":{"type":"string","description":"Pull request body"},"head":{"type":"string","description":"The name of the branch where your changes are implemented"},"base":{"type":"string","description":"The name of the branch you want the changes pulled into"}},"required":["owner","repo","title","head","base"]}`,
		`{"owner":"acme","repo":"api","title":"Use hours for the reset link expiry","body":"Passes the expiry in hours, as the token service expects.","head":"fix/reset-link-expiry","base":"main"}`,
		[]string{"Use hours for the reset link expiry", "Passes the expiry in hours, as the token service expects.", "fix/reset-link-expiry", "main"}, nil},
}

// TestGenericRequestsAreRequests checks that every generic request is
// something a person types to an assistant: a question, or a sentence
// that opens on a verb or a person ("Get …", "I need …", "Can you …"),
// never a bare noun phrase with a stop ("The reviews on acme/web-server
// for PR 48.", "Data source 3d89…, please.").
func TestGenericRequestsAreRequests(t *testing.T) {
	for _, c := range requestTools {
		eachRequest(t, c, 60, 41, func(text string) {
			line := strings.TrimSpace(strings.SplitN(text, "\n", 2)[0])
			if strings.HasSuffix(line, "?") || strings.Contains(line, "? ") || strings.HasSuffix(line, ":") {
				return
			}
			s := line
			if i := strings.Index(s, ", "); i > 0 && frontable[strings.ToLower(strings.Fields(s)[0])] {
				s = s[i+2:] // "In acme/api, list …"
			} else if i := strings.Index(s, " — "); i > 0 {
				s = s[i+len(" — "):] // "PR 48 in acme/api — I need the reviews."
			} else if i := strings.Index(s, ": "); i > 0 && strings.ContainsAny(s[:i], "0123456789") {
				s = s[i+2:] // "PR 48 in acme/api: pull up the reviews."
			}
			first := strings.ToLower(strings.Fields(s)[0])
			for _, noun := range []string{"the", "data", "reviews", "users", "statistics", "stats", "pr", "a", "an"} {
				if first == noun {
					t.Errorf("%s: a bare noun phrase, not a request: %s", c.name, text)
				}
			}
		})
	}
}

// TestGenericRequestsKeepPolitenessInPlace checks that politeness is put
// where people put it: no thanks glued to the end of a command ("check
// PR 235's details, thank you."), no "Kindly", "Pls" or subjectless "Need
// to" opener.
func TestGenericRequestsKeepPolitenessInPlace(t *testing.T) {
	for _, c := range requestTools {
		eachRequest(t, c, 80, 42, func(text string) {
			l := strings.ToLower(text)
			for _, w := range []string{"thank you", "kindly", "pls ", "thanks a lot"} {
				if strings.Contains(l, w) {
					t.Errorf("%s: tacked-on %q: %s", c.name, w, text)
				}
			}
			if strings.HasPrefix(l, "need to ") || strings.Contains(l, ", need to ") {
				t.Errorf("%s: subjectless \"Need to\": %s", c.name, text)
			}
		})
	}
}

// TestGenericRequestsSayShortPlacesInline checks that a place that is a
// short name (a database) stays in the request rather than following it
// as a sentence ("… for connection analytics-4cc0. This is in shop."),
// while a repository may still follow ("It's in acme/web-server.").
func TestGenericRequestsSayShortPlacesInline(t *testing.T) {
	eachRequest(t, requestTools[2], 120, 43, func(text string) {
		l := strings.ToLower(text)
		for _, w := range []string{"this is in shop", "this is for shop", "it's in shop", "that's in shop", "this one's for shop",
			"this is on shop", "it's on shop", "that's on shop"} {
			if strings.Contains(l, w) {
				t.Errorf("place said as its own sentence: %s", text)
			}
		}
	})
}

// TestGenericRequestsSplitLongSlotLists checks that a request with three
// or more optional values does not chain them with commas ("from the …
// branch, with the title …, targeting main and with the body …"): the
// request line has at most two commas outside the quoted values, and the
// long text is attached below when it is not said inline.
func TestGenericRequestsSplitLongSlotLists(t *testing.T) {
	eachRequest(t, requestTools[4], 80, 44, func(text string) {
		line := strings.SplitN(text, "\n", 2)[0]
		out, in := 0, false
		for _, r := range line {
			switch {
			case r == '"':
				in = !in
			case r == ',' && !in:
				out++
			}
		}
		if out > 2 {
			t.Errorf("slot list chained with %d commas: %s", out, text)
		}
		if strings.Contains(strings.ToLower(line), "and with the body") {
			t.Errorf("slot list: %s", text)
		}
	})
}

// TestGenericRequestsStartEachBlockOnItsOwnLine checks that a request with
// two attached structures introduces the second on a line of its own,
// never on the closing fence of the first ("``` Here's the filter to
// use:").
func TestGenericRequestsStartEachBlockOnItsOwnLine(t *testing.T) {
	c := requestCase{"docs_update", "Update all documents that match a filter in a collection",
		`{"type":"object","properties":{"collection":{"type":"string"},"filter":{"type":"object","description":"The query filter"},"update":{"type":"object","description":"An update document describing the modifications"}},"required":["collection","filter","update"]}`,
		`{"collection":"orders","filter":{"created_at":{"$gte":"2026-04-29T08:30:00Z"},"customer_email":"yuki@example.com"},"update":{"$set":{"paid":true,"status":"shipped"}}}`,
		[]string{"orders"}, nil}
	eachRequest(t, c, 40, 45, func(text string) {
		for _, l := range strings.Split(text, "\n") {
			if strings.HasPrefix(l, "```") && strings.TrimSpace(l) != "```" && !strings.HasPrefix(l, "```json") {
				t.Errorf("a block's intro on the fence line %q: %s", l, text)
			}
		}
	})
}

// TestGenericRequestsCoordinateActs checks that an option that does
// something ("saving the output to x.log") is not coordinated with a
// constraint as if they were alike ("at the error level and saving the
// output to x.log"): it follows the constraints after a comma.
func TestGenericRequestsCoordinateActs(t *testing.T) {
	checkRequests(t, []requestCase{{"console_logs", "Returns all console messages",
		`{"type":"object","properties":{"level":{"type":"string","enum":["error","warning","info","debug"],"description":"Level of the console messages to return"},"all":{"type":"boolean","description":"Return all console messages since the beginning of the session"},"filename":{"type":"string","description":"File name to save the console messages to"}},"required":["level"]}`,
		`{"level":"error","filename":"console-errors.log"}`, []string{"console-errors.log", "error"}, nil}}, 80, 46,
		"and saving", "saving the output to console-errors.log and", "can i see", "i'd like the console")
	c := requestCase{"console_logs", "Returns all console messages",
		`{"type":"object","properties":{"level":{"type":"string","enum":["error","warning","info","debug"],"description":"Level of the console messages to return"},"filename":{"type":"string","description":"File name to save the console messages to"}},"required":["level"]}`,
		`{"level":"error","filename":"console-errors.log"}`, nil, nil}
	eachRequest(t, c, 200, 47, func(text string) {
		if strings.HasPrefix(text, "Console messages") {
			t.Errorf("a request without a verb that also acts: %s", text)
		}
	})
}

// TestGenericRequestsSplitLongConstraintLists checks that a request with
// three or more options that narrow it does not chain them all after the
// request ("list issues in acme/api, sorted by comments, in descending
// order, 20 per page and only open ones"): those that read as a sentence
// of their own follow as one.
func TestGenericRequestsSplitLongConstraintLists(t *testing.T) {
	c := requestCase{"issue_list", "List issues in a repository",
		`{"type":"object","properties":{"owner":{"type":"string"},"repo":{"type":"string"},"state":{"type":"string","enum":["open","closed","all"]},"sort":{"type":"string","enum":["created","updated","comments"]},"direction":{"type":"string","enum":["asc","desc"]},"per_page":{"type":"integer"}},"required":["owner","repo"]}`,
		`{"owner":"acme","repo":"api","state":"open","sort":"comments","direction":"desc","per_page":20}`, nil, nil}
	eachRequest(t, c, 80, 48, func(text string) {
		first := strings.FieldsFunc(text, func(r rune) bool { return r == '.' || r == '?' || r == '!' })[0]
		if n := strings.Count(first, ","); n > 2 {
			t.Errorf("%d options chained in one sentence: %s", n+1, text)
		}
	})
}

// TestGenericRequestsSayTheOnlyChangeAsTheVerb checks that an update whose
// only change is a flag said as an act ("and unarchive it") is asked as
// that act ("Unarchive block 5"), not as a change plus the act ("change
// block 5, and unarchive it").
func TestGenericRequestsSayTheOnlyChangeAsTheVerb(t *testing.T) {
	checkRequests(t, []requestCase{{"block_update", "Update a block",
		`{"type":"object","properties":{"block_id":{"type":"string","description":"Identifier for a block"},"archived":{"type":"boolean","description":"Set to true to archive (delete) a block. Set to false to un-archive (restore) a block."}},"required":["block_id"]}`,
		`{"block_id":"7f8500cc-da35-4be2-8cbc-3b36667c82a8","archived":false}`, []string{"7f8500cc-da35-4be2-8cbc-3b36667c82a8"}, nil}}, 60, 49,
		", and unarchive it", "and unarchive it", ", and restore it", "and un-archive it")
}

// TestGenericRequestsOneNameForDatabaseAndCollection: a collection named
// like its database is never said "the payments payments collection".
func TestGenericRequestsOneNameForDatabaseAndCollection(t *testing.T) {
	c := requestCase{"collection_count", "Gets the number of documents in a MongoDB collection",
		`{"type":"object","properties":{"database":{"type":"string","description":"Database name"},"collection":{"type":"string","description":"Collection name"},"connectionId":{"type":"string","description":"The connection to use"}},"required":["database","collection","connectionId"]}`,
		`{"database":"payments","collection":"payments","connectionId":"dev-4a1c"}`, []string{"payments"}, []string{"payments payments", "payments' payments", "payments's payments"}}
	checkRequests(t, []requestCase{c}, 60, 4)
}
