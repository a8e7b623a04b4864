package prompt

import (
	"encoding/json"
	"regexp"
	"strings"
	"testing"
)

// varietyTools are tools written for the phrasing-variety tests, shaped
// like common MCP tools (none of them a captured server's).
var varietyTools = []requestCase{
	{"file_put", "Create or update a single file in a repository",
		`{"type":"object","properties":{"owner":{"type":"string","description":"Repository owner"},"repo":{"type":"string","description":"Repository name"},"path":{"type":"string","description":"Path where to create/update the file"},"content":{"type":"string","description":"Content of the file"},"message":{"type":"string","description":"Commit message"},"branch":{"type":"string","description":"Branch to create/update the file in"},"sha":{"type":"string","description":"SHA of the file being replaced (required if updating an existing file)"}},"required":["owner","repo","path","content","message","branch"]}`,
		`{"owner":"acme","repo":"api","path":"src/app.py","content":"print('hello')\nprint('bye')\n","message":"Say bye too","branch":"fix/greeting","sha":"0d1e2f3a4b5c6d7e8f90a1b2c3d4e5f6a7b8c9d0"}`,
		[]string{"acme", "api", "src/app.py", "Say bye too", "fix/greeting", "0d1e2f3a4b5c6d7e8f90a1b2c3d4e5f6a7b8c9d0"}, nil},
	{"window_resize", "Resize the browser window",
		`{"type":"object","properties":{"width":{"type":"number","description":"Width of the browser window"},"height":{"type":"number","description":"Height of the browser window"}},"required":["width","height"]}`,
		`{"width":1280,"height":720}`, []string{"1280", "720"}, []string{"px wide and", "pixels wide and"}},
	{"step_note", "A tool for step-by-step problem-solving through thoughts",
		`{"type":"object","properties":{"thought":{"type":"string","description":"Your current thinking step"},"nextThoughtNeeded":{"type":"boolean","description":"Whether another thought step is needed"},"thoughtNumber":{"type":"integer","minimum":1},"totalThoughts":{"type":"integer","minimum":1}},"required":["thought","nextThoughtNeeded","thoughtNumber","totalThoughts"]}`,
		`{"thought":"The cache may be stale for an hour.","nextThoughtNeeded":true,"thoughtNumber":3,"totalThoughts":5}`,
		[]string{"3", "5", "The cache may be stale for an hour."}, nil},
	{"docs_count", "Count the documents in a collection",
		`{"type":"object","properties":{"connectionId":{"type":"string","description":"The connection to run the operation against"},"database":{"type":"string","description":"Database name"},"collection":{"type":"string","description":"Collection name"}},"required":["connectionId","database","collection"]}`,
		`{"connectionId":"dev-81c4","database":"shop","collection":"orders"}`, []string{"dev-81c4", "shop", "orders"}, nil},
}

// distinctForms renders draws requests for case c and returns the
// wordings of the values in vals, each with how often it came: the words
// from the one before the first value to the one after the last, the
// values masked.
func distinctForms(t *testing.T, c requestCase, draws int, stream uint64, vals ...string) map[string]int {
	t.Helper()
	forms := map[string]int{}
	eachRequest(t, c, draws, stream, func(text string) {
		s := strings.ToLower(strings.SplitN(text, "\n", 2)[0])
		for _, v := range vals {
			s = strings.ReplaceAll(s, strings.ToLower(v), " VALUE ")
		}
		w := regexp.MustCompile(`[a-z0-9']+|VALUE`).FindAllString(s, -1)
		first, last := -1, -1
		for i, x := range w {
			if x == "VALUE" {
				if first < 0 {
					first = i
				}
				last = i
			}
		}
		if first < 0 {
			return
		}
		forms[strings.Join(w[max(first-1, 0):min(last+2, len(w))], " ")]++
	})
	return forms
}

// TestGenericRequestsVaryArgumentWords checks that the arguments a tool's
// requests say again and again are worded several ways: a repository by
// its full name and by owner and name apart ("acme's api repo", "the api
// repo under acme"), a width and a height as one size, a step's next-step
// flag: a tool's five requests then do not share the words around every
// value.
func TestGenericRequestsVaryArgumentWords(t *testing.T) {
	repo := distinctForms(t, varietyTools[0], 120, 61, "acme/api", "acme", "api")
	apart := 0
	eachRequest(t, varietyTools[0], 120, 61, func(text string) {
		if !strings.Contains(text, "acme/api") {
			apart++
		}
	})
	if len(repo) < 25 || apart == 0 {
		t.Errorf("repository said %d ways, %d times by owner and name apart, want ≥ 25 and > 0: %v", len(repo), apart, repo)
	}
	size := distinctForms(t, varietyTools[1], 60, 62, "1280", "720")
	if len(size) < 5 {
		t.Errorf("a width and height said %d ways, want ≥ 5: %v", len(size), size)
	}
	next := map[string]bool{}
	eachRequest(t, varietyTools[2], 60, 63, func(text string) {
		for _, f := range []string{"to follow", "after this one", "there's another", "expecting another"} {
			if strings.Contains(text, f) {
				next[f] = true
			}
		}
	})
	if len(next) < 3 {
		t.Errorf("the next-step flag said %d ways, want ≥ 3: %v", len(next), next)
	}
}

// TestGenericRequestsSayAnArgumentAlone checks that a request with many
// options does not always chain them with commas ("Edit src/app.py in
// acme/api, over the current blob 0d1e…, on fix/greeting and with the
// message …"): some say one in a sentence of its own ("Use the
// fix/greeting branch."), each value is said once, and few request
// lines chain two or more commas outside the quoted values.
func TestGenericRequestsSayAnArgumentAlone(t *testing.T) {
	alone := regexp.MustCompile(`(?:^|[.?!] )(?:Use the fix/greeting branch|It's on the fix/greeting branch|Branch is fix/greeting|Do it on fix/greeting|Work on fix/greeting|` +
		`Use "Say bye too" as|Commit message: "Say bye too"|For the commit message|The commit message should be|` +
		`The current blob SHA is|Its current SHA is|It's at blob|Use connection dev-81c4|Go through connection dev-81c4|` +
		`I'm on the dev-81c4 connection|Use my dev-81c4 connection|It's on connection dev-81c4|The connection is dev-81c4|dev-81c4 is the connection|` +
		`This is on dev-81c4|Use dev-81c4\.|It's on dev-81c4|Connection's dev-81c4|Run it on dev-81c4|We're on dev-81c4|Do it on dev-81c4|I'm connected to dev-81c4|This is against dev-81c4)`)
	n, chained := 0, 0
	for _, c := range []requestCase{varietyTools[0], varietyTools[3]} {
		said := 0
		eachRequest(t, c, 100, 65, func(text string) {
			n++
			line := strings.SplitN(text, "\n", 2)[0]
			if alone.MatchString(line) {
				said++
			}
			for _, v := range []string{"fix/greeting", "0d1e2f3a4b5c6d7e8f90a1b2c3d4e5f6a7b8c9d0", "Say bye too", "dev-81c4"} {
				if k := strings.Count(text, v); k > 1 {
					t.Errorf("%q said %d times: %s", v, k, text)
				}
			}
			commas, in := 0, false
			for _, r := range line {
				switch {
				case r == '"':
					in = !in
				case r == ',' && !in:
					commas++
				}
			}
			if commas >= 2 {
				chained++
			}
		})
		if said == 0 {
			t.Errorf("%s: no request says an argument in a sentence of its own", c.name)
		}
	}
	if float64(chained) > 0.15*float64(n) {
		t.Errorf("%d of %d request lines chain two or more commas, want ≤ 15%%", chained, n)
	}
}

// TestGenericCountsAskHowMany checks that a request to a counting tool
// asks for the count, never for the things counted ("What are the
// documents in shop.orders?", "I'd like the documents in shop.orders."),
// and may ask how many there are.
func TestGenericCountsAskHowMany(t *testing.T) {
	howMany := 0
	eachRequest(t, varietyTools[3], 120, 66, func(text string) {
		l := strings.ToLower(text)
		for _, bad := range []string{"what are the documents", "i'd like the documents", "i need the documents", "i want the documents",
			"see the documents", "get the documents", "have the documents"} {
			if strings.Contains(l, bad) {
				t.Errorf("asks for the documents, not their count: %s", text)
			}
		}
		if strings.HasPrefix(l, "documents in") || strings.HasPrefix(l, "the documents in") {
			t.Errorf("asks for the documents, not their count: %s", text)
		}
		if strings.HasPrefix(text, "How many documents are there") {
			howMany++
		}
	})
	if howMany == 0 {
		t.Error("no request asks how many documents there are")
	}
}

// TestUnsaidKeepsAFewOptions checks that a call setting many optional
// arguments a person could say ("labeled ux and mobile. Only open ones,
// ordered by comments and newest first, since May 2") keeps at most
// maxOptions of them, different ones for different calls, and never a
// sort direction without its sort key.
func TestUnsaidKeepsAFewOptions(t *testing.T) {
	set, err := Load()
	if err != nil {
		t.Fatal(err)
	}
	schema := `{"type":"object","properties":{"owner":{"type":"string"},"repo":{"type":"string"},
		"state":{"type":"string","enum":["open","closed","all"]},"labels":{"type":"array","items":{"type":"string"}},
		"sort":{"type":"string","enum":["created","updated","comments"]},"direction":{"type":"string","enum":["asc","desc"]},
		"since":{"type":"string","format":"date-time"}},"required":["owner","repo"]}`
	b, err := set.For(ToolInfo{Name: "issues_list", Description: "List issues in a repository", InputSchema: json.RawMessage(schema)})
	if err != nil {
		t.Fatal(err)
	}
	args, err := DecodeArgs(json.RawMessage(`{"owner":"acme","repo":"api","state":"open","labels":["ux","mobile"],
		"sort":"comments","direction":"desc","since":"2026-05-02T00:00:00Z"}`))
	if err != nil {
		t.Fatal(err)
	}
	keptSets := map[string]bool{}
	for key := uint64(0); key < 64; key++ {
		out := map[string]bool{}
		for _, n := range b.Unsaid(args, key*0x9e3779b97f4a7c15) {
			out[n] = true
		}
		var kept []string
		for _, n := range []string{"state", "labels", "sort", "direction", "since"} {
			if !out[n] {
				kept = append(kept, n)
			}
		}
		if len(kept) > maxOptions || out["owner"] || out["repo"] {
			t.Errorf("key %d: keeps %v, left out %v: want the owner, the repo and at most %d options", key, kept, out, maxOptions)
		}
		if !out["direction"] && out["sort"] {
			t.Errorf("key %d: a sort direction kept without its sort key: %v", key, kept)
		}
		keptSets[strings.Join(kept, ",")] = true
	}
	if len(keptSets) < 4 {
		t.Errorf("the same few options kept in every call: %v", keptSets)
	}
}

// TestGenericRequestsSayIssueShorthand checks that a pull request or an
// issue of a repository is now and then said the way people write it,
// "acme/api#48", and otherwise by its number and repository apart.
func TestGenericRequestsSayIssueShorthand(t *testing.T) {
	c := requestCase{"pr_reviews", "Get the reviews on a pull request",
		`{"type":"object","properties":{"owner":{"type":"string"},"repo":{"type":"string"},"pull_number":{"type":"integer"}},"required":["owner","repo","pull_number"]}`,
		`{"owner":"acme","repo":"api","pull_number":48}`, []string{"acme", "api", "48"}, nil}
	short, n := 0, 0
	eachRequest(t, c, 80, 67, func(text string) {
		n++
		if strings.Contains(text, "acme/api#48") {
			short++
		}
	})
	checkRequests(t, []requestCase{c}, 80, 67)
	if short == 0 || short == n {
		t.Errorf("%d of %d requests say acme/api#48: want some, not all", short, n)
	}
}

// TestGenericPlacesDoNotOpenChains checks that a request opening on its
// place does not go on with a quoted text after a comma ("Over in
// acme/api, drop a comment on issue 489, with the text …"), which a
// blind rater marked as template clauses chained with commas.
func TestGenericPlacesDoNotOpenChains(t *testing.T) {
	c := requestCase{"issue_comment", "Add a comment to an existing issue",
		`{"type":"object","properties":{"owner":{"type":"string"},"repo":{"type":"string"},"issue_number":{"type":"integer"},"body":{"type":"string","description":"Comment text"}},"required":["owner","repo","issue_number","body"]}`,
		`{"owner":"acme","repo":"api","issue_number":489,"body":"Fixed on staging."}`, []string{"489", "Fixed on staging."}, nil}
	chain := regexp.MustCompile(`^(?:In|Over in|On|For|Over at|From) [^,]+, [^"]+, [^"]*"`)
	eachRequest(t, c, 120, 68, func(text string) {
		if chain.MatchString(text) {
			t.Errorf("place, request and quoted text chained with commas: %s", text)
		}
	})
}
