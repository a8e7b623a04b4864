package prompt

import (
	"regexp"
	"strings"
	"testing"
)

// sceneTools are tools written for the scene, reason and have-question
// tests, shaped like common MCP tools (none of them a captured server's).
var sceneTools = map[string]requestCase{
	"issues": {"issue_list", "List issues in a GitHub repository",
		`{"type":"object","properties":{"owner":{"type":"string","description":"Repository owner"},"repo":{"type":"string","description":"Repository name"}},"required":["owner","repo"]}`,
		`{"owner":"acme","repo":"billing-api"}`, []string{"acme", "billing-api"}, nil},
	"dropdb": {"db_drop", "Removes the specified database, deleting the associated data files",
		`{"type":"object","properties":{"connectionId":{"type":"string","description":"The connection to run the operation against"},"database":{"type":"string","description":"Database name"}},"required":["connectionId","database"]}`,
		`{"connectionId":"staging-7c1d","database":"legacy_orders"}`, []string{"staging-7c1d", "legacy_orders"}, nil},
	"indexes": {"index_list", "Describe the indexes for a collection",
		`{"type":"object","properties":{"connectionId":{"type":"string","description":"The connection to run the operation against"},"database":{"type":"string","description":"Database name"},"collection":{"type":"string","description":"Collection name"}},"required":["connectionId","database","collection"]}`,
		`{"connectionId":"dev-81c4","database":"shop","collection":"orders"}`, []string{"dev-81c4", "shop", "orders"}, nil},
	"delkeys": {"docs_delete", "Removes all documents that match the filter from a collection",
		`{"type":"object","properties":{"database":{"type":"string","description":"Database name"},"collection":{"type":"string","description":"Collection name"},"filter":{"type":"object","description":"The query filter"}},"required":["database","collection"]}`,
		`{"database":"crm","collection":"sessions","filter":{"expired":true}}`, []string{"crm", "sessions"}, nil},
	"closetab": {"tab_close", "Close the current browser page",
		`{"type":"object","properties":{}}`, `{}`, nil, nil},
	"upload": {"file_drop", "Drop files onto an element to upload them",
		`{"type":"object","properties":{"element":{"type":"string","description":"Human-readable element description"},"paths":{"type":"array","items":{"type":"string"},"description":"Absolute paths of the files to drop"}},"required":["element","paths"]}`,
		`{"element":"upload area","paths":["/tmp/report.csv"]}`, []string{"/tmp/report.csv"}, nil},
	"reply": {"thread_replies", "Get all replies in a message thread",
		`{"type":"object","properties":{"channel_id":{"type":"string","description":"The ID of the channel containing the thread"},"thread_ts":{"type":"string","description":"The timestamp of the parent message in the format '1234567890.123456'"}},"required":["channel_id","thread_ts"]}`,
		`{"channel_id":"C0UCZWPO224","thread_ts":"1743185813.017139"}`, []string{"C0UCZWPO224"}, nil},
	"merge": {"pr_merge", "Merge a pull request",
		`{"type":"object","properties":{"owner":{"type":"string","description":"Repository owner"},"repo":{"type":"string","description":"Repository name"},"pull_number":{"type":"number","description":"Pull request number"},"commit_title":{"type":"string","description":"Title for merge commit"}},"required":["owner","repo","pull_number"]}`,
		`{"owner":"cyberdyne","repo":"scheduler-app","pull_number":98,"commit_title":"Update setup instructions"}`, []string{"98"}, nil},
	"unmember": {"member_remove", "Remove a member from a team",
		`{"type":"object","properties":{"team":{"type":"string","description":"Team slug"},"username":{"type":"string","description":"The member's username"}},"required":["team","username"]}`,
		`{"team":"platform","username":"jdoe"}`, []string{"platform", "jdoe"}, nil},
}

// reasons are the sentences a removal or a close may end with.
var reasons = regexp.MustCompile(`(?i)(don't need (it|them) anymore|uses (it|them) anymore|don't use (it|them) anymore|left over from testing|not needed anymore|done with it|finished with it|by mistake|misclick|wrong place)`)

// TestGenericRequestsSetTheScene checks that requests of any plan, not
// only a greeting, may say where the user is working in a sentence of its
// own before what they want ("I'm on the staging-7c1d connection. Can you
// drop legacy_orders?", "We're working in acme/billing-api. List the
// open issues."), in more than one wording, and that the place is then
// not said again in the request, nor the connection as "connected
// through connection …", nor a channel as a thing worked on.
func TestGenericRequestsSetTheScene(t *testing.T) {
	scene := regexp.MustCompile(`^(I'm working (in|on)|This is (in|on|for)|I'm in|We're working (in|on)|I'm on|I'm using|It's for|I'm connected through) ([^.]+)\. (.+)$`)
	forms := map[string]int{}
	for _, name := range []string{"issues", "dropdb", "reply", "merge"} {
		c := sceneTools[name]
		eachRequest(t, c, 300, 71, func(text string) {
			line := strings.SplitN(text, "\n", 2)[0]
			if strings.Contains(line, "working on channel") || strings.Contains(line, "working on the C") {
				t.Errorf("%s: working on a channel: %s", c.name, line)
			}
			if m := regexp.MustCompile(`I'm using ([^.]*)\.`).FindStringSubmatch(line); m != nil && !strings.Contains(m[1], "connection") {
				t.Errorf("%s: a place said as a thing used: %s", c.name, line)
			}
			if strings.Contains(line, "connected through connection") {
				t.Errorf("%s: the connection said as a noun twice: %s", c.name, line)
			}
			m := scene.FindStringSubmatch(line)
			if m == nil {
				return
			}
			forms[m[1]]++
			place := m[len(m)-2]
			for _, v := range c.want {
				if strings.Contains(place, v) && strings.Contains(m[len(m)-1], v) && !strings.Contains(m[len(m)-1], "#") {
					t.Errorf("%s: the scene's place %q said again: %s", c.name, v, line)
				}
			}
		})
	}
	// The greeting plan alone said "I'm working in …" or "I'm using …".
	if len(forms) < 6 || forms["I'm on"]+forms["This is on"]+forms["We're working in"]+forms["This is in"] == 0 {
		t.Errorf("scenes said %d ways, want ≥ 6 and in plans other than a greeting: %v", len(forms), forms)
	}
}

// TestGenericRemovalsSayWhy checks that a request to delete or close a
// thing now and then says why, the way people do ("Drop legacy_orders on
// my staging-7c1d connection. We don't need it anymore."), with the
// pronoun agreeing with the thing (one database: it; documents: them),
// and that no reason follows a drop that moves files onto an element or
// the removal of a person.
func TestGenericRemovalsSayWhy(t *testing.T) {
	count := func(name string, check func(text string)) int {
		n := 0
		eachRequest(t, sceneTools[name], 200, 73, func(text string) {
			if reasons.MatchString(text) {
				n++
				check(text)
			}
		})
		return n
	}
	if n := count("dropdb", func(text string) {
		if regexp.MustCompile(`(need|use|uses) them anymore|They're (left|not needed)`).MatchString(text) {
			t.Errorf("one database called them: %s", text)
		}
	}); n < 10 || n > 100 {
		t.Errorf("%d of 200 requests to drop a database say why, want 10 to 100", n)
	}
	count("delkeys", func(text string) {
		if regexp.MustCompile(`(need|use|uses) it anymore|It's (left|not needed)`).MatchString(text) {
			t.Errorf("the documents called it: %s", text)
		}
	})
	if n := count("closetab", func(string) {}); n == 0 {
		t.Errorf("no request to close the page says why")
	}
	for _, name := range []string{"upload", "unmember"} {
		count(name, func(text string) { t.Errorf("%s: a reason where none fits: %s", name, text) })
	}
}

// TestGenericReadsAskWhatAThingHas checks that a read of the things a
// named thing holds is now and then asked as people ask it: "What
// indexes does shop.orders have?", "Which issues are in acme/billing-api?",
// never with a singular head ("What status does …") or a possessive
// holder ("does shop's orders collection have").
func TestGenericReadsAskWhatAThingHas(t *testing.T) {
	have := regexp.MustCompile(`^(What [a-z ]+ does .+ have|Which [a-z ]+ are in .+|Are there any [a-z ]+ in .+)\?`)
	n := 0
	for _, name := range []string{"issues", "indexes"} {
		eachRequest(t, sceneTools[name], 300, 79, func(text string) {
			if !have.MatchString(text) {
				return
			}
			n++
			if strings.Contains(text, "status does") || regexp.MustCompile(`does [^?]*'s? `).MatchString(text) {
				t.Errorf("a have-question on a singular or a possessive: %s", text)
			}
		})
	}
	if n < 5 {
		t.Errorf("%d of 600 reads asked what a thing has, want ≥ 5", n)
	}
}

// TestGenericRequestsAvoidFormLikeFrames checks frames raters marked as
// stiff: a verbless read of all of a kind ("Every database on connection
// c1?"), a bare plural after "give me" ("give me commits in acme/api"),
// and a comment put "as a child of" or "under" a page rather than on it.
func TestGenericRequestsAvoidFormLikeFrames(t *testing.T) {
	cases := []requestCase{
		{"db_list", "List all databases for a MongoDB connection",
			`{"type":"object","properties":{"connectionId":{"type":"string","description":"The connection to run the operation against"}},"required":["connectionId"]}`,
			`{"connectionId":"prod-a433"}`, []string{"prod-a433"}, nil},
		{"commit_list", "Get list of commits of a branch in a GitHub repository",
			`{"type":"object","properties":{"owner":{"type":"string","description":"Repository owner"},"repo":{"type":"string","description":"Repository name"}},"required":["owner","repo"]}`,
			`{"owner":"kestrel-health","repo":"web"}`, []string{"kestrel-health"}, []string{"give me commits", "show me commits"}},
		{"comment_create", "Create a comment on a page",
			`{"type":"object","properties":{"parent":{"type":"object","properties":{"page_id":{"type":"string"}},"required":["page_id"],"description":"The parent page"},"text":{"type":"string","description":"The comment text"}},"required":["parent","text"]}`,
			`{"parent":{"page_id":"b7d239e8-5a1c-4c33-9a0e-2f6b1d4e8c11"},"text":"Looks good to me."}`,
			[]string{"b7d239e8-5a1c-4c33-9a0e-2f6b1d4e8c11"}, []string{"as a child of", "under page"}},
	}
	every := regexp.MustCompile(`^(Every|All) [^.]*\?`)
	checkRequests(t, cases, 200, 83)
	forRequests(t, cases[:1], 300, 83, func(_ requestCase, _ int, text string) {
		if every.MatchString(text) {
			t.Errorf("a verbless read of all of a kind: %s", text)
		}
	})
}

// tripTools are a route and a travel-time tool written for the trip
// question test.
var tripTools = []requestCase{
	{"route_get", "Get a route between two points",
		`{"type":"object","properties":{"origin":{"type":"string","description":"Starting point address or coordinates"},"destination":{"type":"string","description":"Ending point address or coordinates"},"mode":{"type":"string","enum":["driving","walking","bicycling","transit"],"description":"Travel mode"}},"required":["origin","destination"]}`,
		`{"origin":"Ferry Building, San Francisco","destination":"Coit Tower, San Francisco"}`,
		[]string{"Ferry Building, San Francisco", "Coit Tower, San Francisco"}, nil},
	{"trip_matrix", "Calculate travel distance and time for multiple origins and destinations",
		`{"type":"object","properties":{"origins":{"type":"array","items":{"type":"string"},"description":"Array of origin addresses"},"destinations":{"type":"array","items":{"type":"string"},"description":"Array of destination addresses"}},"required":["origins","destinations"]}`,
		`{"origins":["Ferry Building, San Francisco"],"destinations":["Coit Tower, San Francisco","Oracle Park, San Francisco"]}`,
		[]string{"Ferry Building, San Francisco", "Coit Tower, San Francisco", "Oracle Park, San Francisco"}, nil},
}

// TestGenericTripsAskedAsTravellersAsk checks that a route or a travel
// time between places is now and then asked the way a traveller asks
// it ("How do I get from A to B?", "How long does it take to get from A
// to B, and how far is it?"), the destination sometimes first, every
// place still said.
func TestGenericTripsAskedAsTravellersAsk(t *testing.T) {
	trip := regexp.MustCompile(`^(How do I get|What's the best way|How would I get|How far is it|How long does it take|What's the distance)`)
	got := map[string]int{}
	checkRequests(t, tripTools, 120, 89)
	forRequests(t, tripTools, 120, 89, func(c requestCase, _ int, text string) {
		if m := trip.FindString(text); m != "" {
			got[c.name]++
			// A reason may follow the question ("… to B? I need to be
			// there by 6.").
			q := text
			if i := strings.Index(text, "? "); i >= 0 {
				q = text[:i+1]
			}
			if !strings.HasSuffix(q, "?") {
				t.Errorf("%s: a trip question that does not end as one: %s", c.name, text)
			}
		}
	})
	if got["route_get"] < 5 || got["trip_matrix"] < 5 {
		t.Errorf("trip questions: %v, want ≥ 5 of 120 for each tool", got)
	}
}

// TestGenericReadsOfOneThingAskAboutIt checks that a read of one named
// thing is now and then asked about it the way people do: where an issue
// stands ("What's the status of issue 43 in acme/api?", "Where are we on
// issue 43?"), what a page says ("What does page 5c3e… say?"), never the
// state of a text or the text of an issue, nor such a question through a
// connection.
func TestGenericReadsOfOneThingAskAboutIt(t *testing.T) {
	cases := []requestCase{
		{"issue_get", "Get details of a specific issue in a GitHub repository",
			`{"type":"object","properties":{"owner":{"type":"string","description":"Repository owner"},"repo":{"type":"string","description":"Repository name"},"issue_number":{"type":"number","description":"The number of the issue"}},"required":["owner","repo","issue_number"]}`,
			`{"owner":"acme","repo":"api","issue_number":43}`, []string{"43"}, []string{"What does issue", "in issue"}},
		{"page_get", "Retrieve a page",
			`{"type":"object","properties":{"page_id":{"type":"string","description":"Identifier for a page"}},"required":["page_id"]}`,
			`{"page_id":"5c3e8a4f-2b1d-4e6a-9f7c-0d8e1a2b3c4d"}`, []string{"5c3e8a4f-2b1d-4e6a-9f7c-0d8e1a2b3c4d"},
			[]string{"status of page", "going on with page", "we on page"}},
		{"doc_get", "Get a document by its id",
			`{"type":"object","properties":{"connectionId":{"type":"string","description":"The connection to use"},"document_id":{"type":"string","description":"Document id"}},"required":["connectionId","document_id"]}`,
			`{"connectionId":"prod-1f2a","document_id":"d-5531"}`, []string{"d-5531"}, nil},
	}
	about := regexp.MustCompile(`^(What's the status of|What's going on with|Where are we on|Any updates on|What does .+ say\?|What's (in|on) )`)
	n := map[string]int{}
	checkRequests(t, cases, 200, 97)
	forRequests(t, cases, 200, 97, func(c requestCase, _ int, text string) {
		if about.MatchString(text) {
			n[c.name]++
		}
		if regexp.MustCompile(`(say|on|in) [^.?]*connection [^.?]*\?`).MatchString(text) && strings.Contains(text, "d-5531 say") {
			t.Errorf("a question about one thing said through a connection: %s", text)
		}
	})
	if n["issue_get"] < 5 || n["page_get"] < 5 {
		t.Errorf("questions about one thing: %v, want ≥ 5 of 200 for an issue and a page", n)
	}
}

// TestGenericListsAreWantedToBeSeen checks frames raters marked as stiff
// on reads: a list wanted as a thing ("I want the browser tabs.") rather
// than wanted to be seen ("I'd like to see the browser tabs."), and a
// verbless question over a list of coordinates ("The elevation on
// 30.29657, -97.74135; 30.26715, -97.74306?") or a list made an owner
// ("30.29657, -97.74135 and 30.26715, -97.74306's elevation").
func TestGenericListsAreWantedToBeSeen(t *testing.T) {
	cases := []requestCase{
		{"tabs_list", "List the open browser tabs",
			`{"type":"object","properties":{}}`, `{}`, nil,
			[]string{"I want the browser tabs", "I need the browser tabs", "I'd like the browser tabs", "I want the open", "I need the open", "I'd like the open"}},
		{"height_get", "Get the elevation for locations on the earth",
			`{"type":"object","properties":{"locations":{"type":"array","items":{"type":"object","properties":{"latitude":{"type":"number"},"longitude":{"type":"number"}},"required":["latitude","longitude"]},"description":"Array of locations to get elevation for"}},"required":["locations"]}`,
			`{"locations":[{"latitude":30.29657,"longitude":-97.74135},{"latitude":30.26715,"longitude":-97.74306}]}`,
			[]string{"30.29657"}, []string{"'s elevation"}},
	}
	checkRequests(t, cases, 200, 101)
	verbless := regexp.MustCompile(`^(The )?[Ee]levation (on|for|of|at) [^?]*\?`)
	forRequests(t, cases[1:], 200, 101, func(_ requestCase, _ int, text string) {
		if verbless.MatchString(text) {
			t.Errorf("a verbless question over a list of coordinates: %s", text)
		}
	})
}

// TestGenericBlocksIntroducedManyWays checks that a text attached below
// a request is introduced in more ways than a handful ("Here's the
// pipeline:", "I've pasted the pipeline below:"): a tool whose every
// request carries a block otherwise repeats its intro in most of them.
func TestGenericBlocksIntroducedManyWays(t *testing.T) {
	c := requestCase{"pipeline_run", "Run an aggregation pipeline against a collection",
		`{"type":"object","properties":{"collection":{"type":"string","description":"Collection name"},"pipeline":{"type":"array","items":{"type":"object"},"description":"An array of aggregation stages to execute"}},"required":["collection","pipeline"]}`,
		`{"collection":"orders","pipeline":[{"$match":{"status":"shipped","region":{"$in":["eu","us"]}}},{"$group":{"_id":"$customer","total":{"$sum":"$amount"}}},{"$sort":{"total":-1}}]}`,
		[]string{"orders"}, nil}
	intro := regexp.MustCompile(`([A-Z][^.?!\n]*:)\n\n`)
	forms := map[string]int{}
	eachRequest(t, c, 300, 103, func(text string) {
		if m := intro.FindStringSubmatch(text); m != nil {
			s := m[1]
			if i := strings.LastIndexAny(s, ".?!"); i >= 0 {
				s = strings.TrimSpace(s[i+1:])
			}
			forms[s]++
		}
	})
	if len(forms) < 8 {
		t.Errorf("blocks introduced %d ways, want ≥ 8: %v", len(forms), forms)
	}
}

// TestGenericReadsAskedIndirectly checks that a read is now and then an
// indirect question ("Can you tell me what the issues in acme/billing-api
// are?"), only with a short subject: never one that carries a connection
// or options before its stranded verb ("… what the indexes on shop.orders
// through my dev-81c4 connection are (…)?").
func TestGenericReadsAskedIndirectly(t *testing.T) {
	indirect := regexp.MustCompile(`^(Can you tell me|Could you tell me|Any idea|Do you know|Can you check) what (.+) (are|is)\?`)
	n := 0
	for _, name := range []string{"issues", "indexes"} {
		eachRequest(t, sceneTools[name], 300, 107, func(text string) {
			m := indirect.FindStringSubmatch(text)
			if m == nil {
				return
			}
			n++
			if strings.Contains(m[2], "connection") || strings.Contains(m[2], "(") || len(strings.Fields(m[2])) > 8 {
				t.Errorf("an indirect question with a long subject: %s", text)
			}
		})
	}
	if n < 5 {
		t.Errorf("%d of 600 reads asked indirectly, want ≥ 5", n)
	}
}

// TestGenericTextsFollowAColon checks that the one text a command posts
// now and then follows the request after a colon, the way people type
// it (`Leave a comment on issue 43 in acme/api: "Fixed in 2.4."`), and
// only when it is the request's one option: never after another clause
// ("…, and approve it: \"…\"") or another quoted value.
func TestGenericTextsFollowAColon(t *testing.T) {
	cases := []requestCase{
		{"issue_comment", "Add a comment to an existing issue",
			`{"type":"object","properties":{"owner":{"type":"string","description":"Repository owner"},"repo":{"type":"string","description":"Repository name"},"issue_number":{"type":"number","description":"Issue number to comment on"},"body":{"type":"string","description":"Comment text"}},"required":["owner","repo","issue_number","body"]}`,
			`{"owner":"acme","repo":"api","issue_number":43,"body":"Fixed in 2.4, thanks for the report."}`,
			[]string{"Fixed in 2.4, thanks for the report."}, nil},
		{"review_create", "Create a review on a pull request",
			`{"type":"object","properties":{"owner":{"type":"string"},"repo":{"type":"string"},"pull_number":{"type":"number"},"body":{"type":"string","description":"Review comment text"},"event":{"type":"string","enum":["APPROVE","REQUEST_CHANGES","COMMENT"],"description":"Review action to perform"}},"required":["owner","repo","pull_number","body","event"]}`,
			`{"owner":"acme","repo":"api","pull_number":16,"body":"Looks good to me.","event":"APPROVE"}`,
			[]string{"Looks good to me."}, nil},
	}
	colon := regexp.MustCompile(`[a-z0-9]: "`)
	n := 0
	forRequests(t, cases, 200, 109, func(c requestCase, _ int, text string) {
		if !colon.MatchString(text) {
			return
		}
		n++
		if before := text[:colon.FindStringIndex(text)[1]]; strings.Contains(before, "it: \"") || strings.Count(before, "\"") > 1 {
			t.Errorf("%s: a text after a colon that follows another clause or value: %s", c.name, text)
		}
	})
	if n < 10 {
		t.Errorf("%d of 400 texts followed a colon, want ≥ 10", n)
	}
}

// TestGenericRequestsPointAtTheThingFirst checks that a request about one
// named thing may say the thing first and then what to do with it, as
// people point at a thing in chat ("PR 327 in acme/api — can you merge
// it?", "The Email field (e14): could you click it?"), with a phrasal
// verb split around "it" ("look it up", never "look up it"), a
// destination after the verb ("Page 5c3e… — could you move it under page
// 7ae1…?"), and never a text, a list or a person pointed at.
func TestGenericRequestsPointAtTheThingFirst(t *testing.T) {
	cases := []requestCase{
		{"pr_merge", "Merge a pull request",
			`{"type":"object","properties":{"owner":{"type":"string","description":"Repository owner"},"repo":{"type":"string","description":"Repository name"},"pull_number":{"type":"number","description":"Pull request number"}},"required":["owner","repo","pull_number"]}`,
			`{"owner":"acme","repo":"api","pull_number":327}`, []string{"327"}, []string{"up it", "in it into", "it for me under"}},
		{"element_click", "Perform click on a web page",
			`{"type":"object","properties":{"element":{"type":"string","description":"Human-readable element description"},"ref":{"type":"string","description":"Exact target element reference from the page snapshot"}},"required":["element","ref"]}`,
			`{"element":"Email field","ref":"e14"}`, []string{"e14"}, []string{"up it"}},
		{"page_move", "Move a page to a new parent",
			`{"type":"object","properties":{"page_id":{"type":"string","description":"The page to move"},"parent":{"type":"object","properties":{"page_id":{"type":"string"}},"required":["page_id"],"description":"The new parent page"}},"required":["page_id","parent"]}`,
			`{"page_id":"32929d7e-03fa-4059-823c-4af395450541","parent":{"page_id":"7ae114a5-4492-401c-baec-1715b974a7b6"}}`,
			[]string{"32929d7e-03fa-4059-823c-4af395450541"}, []string{"it for me under"}},
		{"text_type", "Type text into an editable element",
			`{"type":"object","properties":{"element":{"type":"string","description":"Human-readable element description"},"ref":{"type":"string","description":"Exact target element reference"},"text":{"type":"string","description":"Text to type into the element"}},"required":["element","ref","text"]}`,
			`{"element":"Email field","ref":"e29","text":"kwame@quartzlegal.co"}`, []string{"kwame@quartzlegal.co"},
			[]string{"\"kwame@quartzlegal.co\": can", "\"kwame@quartzlegal.co\" —", "\"kwame@quartzlegal.co\", type"}},
	}
	point := regexp.MustCompile(`^[^ ]+[^?.!]*( — |: |, )(please |can you |could you )?[a-z]+( [a-z]+)? it\b`)
	n := map[string]int{}
	checkRequests(t, cases, 300, 113)
	forRequests(t, cases, 300, 113, func(c requestCase, _ int, text string) {
		if point.MatchString(text) {
			n[c.name]++
		}
		if strings.Contains(text, "look up it") || strings.Contains(text, "pull up it") {
			t.Errorf("%s: a phrasal verb not split around it: %s", c.name, text)
		}
	})
	if n["pr_merge"] < 5 || n["element_click"] < 5 {
		t.Errorf("requests that point at the thing first: %v, want ≥ 5 of 300 for a PR and an element", n)
	}
	// A thing named as one word ("database legacy_orders") may be pointed
	// at too; a request never opens on a value, which it would capitalise
	// ("Acme-labs/api, can you fork it?").
	named := 0
	eachRequest(t, sceneTools["dropdb"], 300, 113, func(text string) {
		if regexp.MustCompile(`^Database legacy_orders[^?.]*( — |: |, )`).MatchString(text) {
			named++
		}
	})
	if named < 2 {
		t.Errorf("%d of 300 requests to drop a database point at it first, want ≥ 2", named)
	}
	fork := requestCase{"repo_fork", "Fork a GitHub repository to your account or specified organization",
		`{"type":"object","properties":{"owner":{"type":"string","description":"Repository owner"},"repo":{"type":"string","description":"Repository name"},"organization":{"type":"string","description":"Optional: organization to fork to"}},"required":["owner","repo"]}`,
		`{"owner":"acme-labs","repo":"api","organization":"globex"}`, []string{"acme-labs"}, nil}
	forRequests(t, []requestCase{fork}, 300, 113, func(_ requestCase, _ int, text string) {
		if strings.Contains(text, "Acme-labs") {
			t.Errorf("a value capitalised: %s", text)
		}
	})
}
