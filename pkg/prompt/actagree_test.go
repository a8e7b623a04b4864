package prompt

import (
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
	"testing"

	"github.com/mcpgen/mcpgen/internal/testenv"
	"github.com/mcpgen/mcpgen/pkg/role"
	"github.com/mcpgen/mcpgen/pkg/schema"
	"github.com/mcpgen/mcpgen/pkg/synth"
	"github.com/mcpgen/mcpgen/pkg/tool"
)

// An actSource is one tool list the act checks read.
type actSource struct {
	name, info string
	tools      []tool.Tool
}

// actSources are the generic servers of testdata/mcp-servers and the
// tool lists of testdata/acts (real servers' tools/list results and
// hand-written lists, see testdata/acts/README.md).
func actSources(t *testing.T) []actSource {
	t.Helper()
	var out []actSource
	for _, f := range []string{"brave-search.json", "github.json", "google-maps.json", "mongodb.json", "notion.json",
		"playwright.json", "postgres.json", "puppeteer.json", "redis.json", "sequential-thinking.json", "slack.json"} {
		si, tools := loadCorpus(t, f)
		out = append(out, actSource{f, si, tools})
	}
	files, err := filepath.Glob(filepath.Join("testdata", "acts", "*.json"))
	if err != nil || len(files) == 0 {
		t.Fatalf("no testdata/acts files: %v", err)
	}
	for _, f := range files {
		tf, tools := testenv.LoadTools(t, f)
		out = append(out, actSource{filepath.Base(f), tf.ServerInfo, tools})
	}
	return out
}

// actRequest is one rendered request and the tool it calls.
type actRequest struct {
	tool tool.Tool
	text string
}

// renderActs renders per requests for every tool of src through the
// generic path, as generate does (the server's peers known, the
// annotations passed).
func renderActs(t *testing.T, set *Set, src actSource, per int) []actRequest {
	t.Helper()
	st := make([]role.ServerTool, len(src.tools))
	for i, tl := range src.tools {
		st[i] = role.ServerTool{Name: tl.Name, Title: tl.Title, Description: tl.Description, InputSchema: tl.InputSchema}
	}
	peers := role.NewServer(src.info, st)
	r := set.NewRenderer()
	var out []actRequest
	for _, tl := range src.tools {
		b, err := set.For(ToolInfo{ServerInfo: src.info, Name: tl.Name, Title: tl.Title, Description: tl.Description,
			InputSchema: tl.InputSchema, Peers: peers, Effect: EffectOf(&tl)})
		if err != nil {
			t.Fatal(err)
		}
		if !b.Generic {
			continue
		}
		sc, err := schema.Compile(tl.InputSchema, schema.CompileOptions{})
		if err != nil {
			continue // generate skips it too (a pattern Go cannot compile)
		}
		g, err := synth.New(sc, synth.Options{Seed: 77, Key: tl.Name})
		if err != nil {
			continue
		}
		renderDrawn(t, r, b, g, tl.Name, per, func(_ int, text string, _ map[string]any) {
			out = append(out, actRequest{tl, text})
		})
	}
	return out
}

var (
	// checkWord splits a request into lower-case words, keeping
	// contractions ("what's", "i'd") and marks that end a clause.
	checkWord = regexp.MustCompile(`[a-z0-9]+(?:['’][a-z]+)?|[,;:?!.—]`)
	// checkChanges are verbs of acts that change something.
	checkChanges = wordSet(`create add update set return send cancel assign unassign reassign move reorder delete remove
		subscribe unsubscribe archive unarchive rename edit modify change post put patch upload insert write save publish
		unpublish approve reject merge close reopen start stop restart pause resume enable disable toggle trigger invite
		book reserve schedule reschedule pin unpin star unstar follow unfollow mute unmute lock unlock mark transfer submit
		accept decline dismiss revoke rotate restore reset install uninstall deploy scale kill terminate attach detach link
		unlink tag untag label react reply comment share import upsert drop grant configure replace turn refund charge
		pay void resolve acknowledge escalate snooze order buy purchase rent ship sign log record vote water clock stage
		duplicate cleanup clean purge flush cast make register unregister complete finish rollback upgrade
		logout login forward skip play`)
	// checkReads are verbs a request that only reads opens on.
	checkReads = wordSet(`show list get find look pull bring check give see what which tell fetch retrieve search go grab
		display view read browse inspect`)
	// checkMore are verbs a request may open on that neither list has.
	checkMore = wordSet(`deny hit choose respond rewrite note leave google let got press type enter pick open go put
		keep drop tell ask help start run use try save walk draft write reply disconnect control roll file
		looking wondering place land`)
	// checkLeads are the polite words before a request's verb.
	checkLeads = wordSet(`can could would will you we please mind do i i'd like want need to let's just also quick
		are able is it possible hey hi ok so would you me any chance think`)
	// checkAux are words that make a sentence a clause on their own.
	checkAux = wordSet(`is are was were be been do does did have has had can could would will should may might must
		what's it's that's there's here's let's i'm we're i'd i've we've you're they're i'll we'll who's how's where's
		need want like please mind`)
)

func wordSet(s string) map[string]bool {
	m := map[string]bool{}
	for _, w := range strings.Fields(s) {
		m[w] = true
	}
	return m
}

// checkEffect is what a tool does by its annotations, else by the first
// verb of its description, else of its name: +1 it changes something,
// -1 it only reads, 0 unknown.
func checkEffect(tl tool.Tool) int {
	desc := tl.Description
	if _, after, ok := strings.Cut(desc, " | "); ok && len(desc)-len(after) < 40 {
		desc = after // "Notion | Search by title"
	}
	if listed.MatchString(desc) {
		return 0 // "List, create, close, or select a tab": an argument picks the act
	}
	if e := textEffect(tl.Name, desc); e != 0 {
		return e
	}
	if a := tl.Annotations; a != nil {
		switch {
		case a.ReadOnlyHint != nil && *a.ReadOnlyHint:
			return -1
		case a.ReadOnlyHint != nil || a.DestructiveHint != nil && *a.DestructiveHint:
			return 1
		}
	}
	return 0
}

// textEffect is what a tool does by the first word of its description,
// else by the first verb of its name; 0 when neither says.
func textEffect(name, desc string) int {
	d := checkWord.FindAllString(strings.ToLower(desc), 2)
	if len(d) > 0 {
		v := verbBase(d[0])
		switch {
		case len(d) > 1 && (d[1] == "in" || d[1] == "out") && (v == "check" || v == "sign" || v == "log" || v == "clock"):
			return 1
		case checkChanges[v] && v != "return" && v != "list" && v != "log":
			return 1
		case checkReads[v]:
			return -1
		}
	}
	for _, w := range strings.Fields(strings.ToLower(Humanize(name))) {
		switch {
		case w == "post" || w == "put" || w == "patch":
			continue // an HTTP method, not the act
		case checkChanges[w] && w != "return" && w != "log" && w != "order" && w != "record":
			return 1
		case checkReads[w]:
			return -1
		}
	}
	return 0
}

// requestVerb is the verb a request asks with: the first word of the first
// clause that opens on a verb once polite words are passed ("Could you
// look up …" → "look"), with its next word; "" when no clause does.
func requestVerb(text string) (string, string) {
	w := checkWord.FindAllString(strings.ToLower(askSentence(text)), -1)
	start := true
	for i := 0; i < len(w); i++ {
		x := w[i]
		if strings.ContainsAny(x, ",;:?!.—") {
			start = true
			continue
		}
		if !start {
			continue
		}
		if x == "i'm" || x == "we're" || x == "it's" || x == "i've" || x == "we've" || x == "i" && i+1 < len(w) && w[i+1] == "missed" {
			start = false // context, not the ask: "I'm checking what it says."
			continue
		}
		if checkLeads[x] {
			continue
		}
		next := ""
		if i+1 < len(w) {
			next = w[i+1]
		}
		if i > 0 && (next == "," || w[i-1] == ":") {
			// an item of a list or the end of a scope ("scopes
			// customer:write, read, initiative:read and ..."), not a verb
			continue
		}
		if (checkChanges[x] || checkReads[x] || verbs[x]) && !strings.ContainsAny(next, "0123456789") {
			return x, next // (not "List 7735 — could you archive it?": a noun before its id)
		}
		start = false
	}
	return "", ""
}

// readAsk tells whether a request asks to be shown something: a read
// verb, not a phrasal act ("get rid of", "check in").
func readAsk(v, next string) bool {
	switch {
	case !checkReads[v]:
		return false
	case v == "get" && (next == "rid" || next == "started"), v == "check" && (next == "in" || next == "out" || next == "off"),
		v == "look" && next == "after", v == "pull" && next != "up", v == "bring" && next != "up", v == "go" && next != "through" && next != "over":
		return false
	}
	return true
}

// changeAsk tells whether a request asks for a change.
func changeAsk(v, next string) bool {
	return checkChanges[v] && !notMuchChange[v] && !(v == "make" && next == "sure")
}

// notMuchChange are verbs of change a request for a read may still use:
// what it writes down is the asker's own ("record my thought").
var notMuchChange = wordSet(`log turn record write note play skip`)

// hasVerb tells whether a sentence has a verb a person would write: a
// word of checkAux anywhere, or a verb where a clause starts (first, or
// after a comma, a pronoun, "to", "and" or a polite word).
func hasVerb(sentence string) bool {
	w := checkWord.FindAllString(strings.ToLower(sentence), -1)
	prev := ","
	for _, x := range w {
		if checkAux[x] {
			return true
		}
		clauseStart := strings.ContainsAny(prev, ",;:—") || prev == "i" || prev == "we" || prev == "you" || prev == "to" ||
			prev == "and" || prev == "just" || prev == "please" || prev == "then" || prev == "also"
		if clauseStart && (verbs[x] || checkChanges[x] || checkReads[x] || checkMore[x] || prefixedVerb(x)) || prev == "," && x == "any" {
			return true
		}
		prev = x
	}
	return false
}

// askSentence is the sentence of a request that asks: the first one
// that is a question, else the first.
func askSentence(text string) string {
	s := strings.TrimSpace(strings.SplitN(text, "\n", 2)[0])
	s = quotedSpan.ReplaceAllString(s, `"x"`)
	var sents []string
	prev := 0
	for _, p := range sentenceStop.FindAllStringIndex(s, -1) {
		sents = append(sents, s[prev:p[1]])
		prev = p[1]
	}
	if prev < len(s) {
		sents = append(sents, s[prev:])
	}
	for _, x := range sents {
		if strings.HasSuffix(strings.TrimSpace(x), "?") {
			return x
		}
	}
	for _, x := range sents {
		if hasVerb(x) {
			return x
		}
	}
	return s
}

// listed matches a description that lists the acts an argument picks
// ("List, create, close, or select a browser tab", "Manage contexts -
// list, get, or set the current context").
var listed = regexp.MustCompile(`^\w+,|\s-\s\w+,`)

var (
	quotedSpan   = regexp.MustCompile(`"[^"]*"|` + "`[^`]*`")
	sentenceStop = regexp.MustCompile(`[.?!](?:\s|$)`)
)

// TestRequestVerbAgreesWithAct renders requests for every tool of the
// generic servers and of testdata/acts and holds each to what its tool
// does: a tool that changes something (by its annotations, else its
// description's or name's verb) is never asked for with a read verb
// ("Show me the bike on dock 5" for returning a bike), a tool that only
// reads is never asked for with a verb of change ("Order the status of
// order 5"), and the sentence that asks has a verb ("The sections in
// project X?" is no request).
func TestRequestVerbAgreesWithAct(t *testing.T) {
	set, err := Load()
	if err != nil {
		t.Fatal(err)
	}
	var bad []string
	n := 0
	counts := map[string]int{}
	for _, src := range actSources(t) {
		for _, r := range renderActs(t, set, src, 3) {
			n++
			eff := checkEffect(r.tool)
			v, next := requestVerb(r.text)
			line := fmt.Sprintf("%s %s: %q", src.name, r.tool.Name, r.text)
			switch {
			case eff > 0 && readAsk(v, next):
				counts["read verb on a change"]++
				bad = append(bad, "read verb on a change: "+line)
			case eff < 0 && changeAsk(v, next):
				counts["change verb on a read"]++
				bad = append(bad, "change verb on a read: "+line)
			}
			if !hasVerb(askSentence(r.text)) {
				counts["no verb"]++
				bad = append(bad, "no verb: "+line)
			}
		}
	}
	if dump := os.Getenv("ACT_DUMP"); dump != "" {
		var all []string
		for _, src := range actSources(t) {
			for _, r := range renderActs(t, set, src, 3) {
				all = append(all, fmt.Sprintf("%d\t%s\t%s\t%s", checkEffect(r.tool), src.name, r.tool.Name, strings.ReplaceAll(r.text, "\n", " ")))
			}
		}
		_ = os.WriteFile(dump, []byte(strings.Join(all, "\n")+"\n"), 0o644)
	}
	sort.Strings(bad)
	for _, b := range bad {
		t.Error(b)
	}
	t.Logf("%d requests: %v", n, counts)
}

// TestAgreedIntent reads the act of tools whose description's verb the
// verb list lacks, reads as a noun, or whose name misleads, and wants the
// act a person asks for.
func TestAgreedIntent(t *testing.T) {
	cases := []struct {
		name, desc string
		eff        Effect
		verb, obj  string
		read       bool
	}{
		{"return_bike", "Return the bike to a dock.", EffectUnknown, "return", "the bike", false},
		{"clock_in", "Clock in an employee for a shift", EffectUnknown, "clock in", "an employee", false},
		{"check_in_guest", "Check in a guest at the front desk", EffectUnknown, "check in", "a guest", false},
		{"stage_files", "Stage files for the next commit", EffectUnknown, "stage", "files", false},
		{"reschedule-tasks", "Reschedule tasks to new dates while preserving recurring schedules.", EffectChanges, "reschedule", "tasks", false},
		{"uncomplete-tasks", "Uncomplete (reopen) one or more completed tasks by their IDs.", EffectChanges, "reopen", "completed tasks", false},
		{"kubectl_reconnect", "Reconnect to the Kubernetes API server by recreating all API clients.", EffectChanges, "reconnect to", "the Kubernetes API server", false},
		{"order_status", "Status of an order", EffectReads, "get", "the status of an order", true},
		{"getAuthor", "Author profile: affiliations, h-index, paper count and most cited works.", EffectReads, "get", "an author profile", true},
		{"update_card_details", "Update an existing card's details on a specific board", EffectUnknown, "update", "a card", false},
		{"unsubscribe_from_issue", "Unsubscribe from issue updates", EffectChanges, "unsubscribe from", "issue updates", false},
		{"rent_bike", "Unlock and rent a bike from a station.", EffectUnknown, "unlock and rent", "a bike", false},
		{"issue_subscription", "Stop following an issue", EffectChanges, "stop following", "an issue", false},
		{"archive_list", "Send a list to the archive on a specific board", EffectUnknown, "archive", "a list", false},
		// a read stays a read, a listed act stays as it is
		{"get_stats", "Returns statistics that reflect the use state of a single database", EffectReads, "get", "", true},
		{"list_events", "Return a list of events in a calendar", EffectUnknown, "list", "", true},
		{"create_issue", "Create a new issue in a repository", EffectChanges, "create", "a new issue", false},
		// a verb written closed is said with its particle; "end" is an act
		{"lookup", "Lookup a patient or product by text.", EffectUnknown, "look up", "a patient", true},
		{"backup_database", "Backup a database to object storage.", EffectUnknown, "back up", "a database", false},
		{"rollback_release", "Rollback a release to the previous version.", EffectUnknown, "roll back", "a release", false},
		{"checkout_branch", "Checkout a git branch.", EffectUnknown, "check out", "a git branch", false},
		{"shutdown_vm", "Shutdown a virtual machine.", EffectUnknown, "shut down", "a virtual machine", false},
		{"end_ride", "End ride", EffectUnknown, "end", "a ride", false},
		// a name of the word and a noun for what is given back says the
		// word as a noun, not an order ("tank details", "stock by owner")
		{"tank", "Tank details", EffectUnknown, "get", "the tank", true},
		{"stock_rpt", "Stock by owner", EffectUnknown, "get", "the stock", true},
		{"stage_files", "Stage files", EffectUnknown, "stage", "files", false},
		// a plain noun name with no description is a thing to get
		{"footfall", "", EffectUnknown, "get", "the footfall", true},
		{"routes", "", EffectReads, "get", "the routes", true},
		{"new_climber", "", EffectUnknown, "help me with", "new climber", false},
		{"routes", "", EffectChanges, "help me with", "routes", false},
	}
	for _, c := range cases {
		in := agreedIntent(ToolInfo{Name: c.name, Description: c.desc, Effect: c.eff}, toolIntent(c.name, "", c.desc))
		if in.Verb != c.verb || c.obj != "" && in.Object != c.obj || in.Read != c.read {
			t.Errorf("%s %q: got verb %q object %q read %v, want %q %q %v", c.name, c.desc, in.Verb, in.Object, in.Read,
				c.verb, c.obj, c.read)
		}
	}
}

// TestNegatedFlagSaid wants a flag named by a negated act said as the
// act negated ("do the not subscribe to issue" was the request's words
// for linear's doNotSubscribeToIssue).
func TestNegatedFlagSaid(t *testing.T) {
	set, err := Load()
	if err != nil {
		t.Fatal(err)
	}
	b, err := set.For(ToolInfo{Name: "update_comment", Description: "Update an existing comment",
		InputSchema: []byte(`{"type":"object","properties":{"id":{"type":"string","description":"ID of the comment to update"},` +
			`"doNotSubscribeToIssue":{"type":"boolean","description":"Prevent auto subscription on update"},` +
			`"dontArchive":{"type":"boolean"}},"required":["id"]}`)})
	if err != nil {
		t.Fatal(err)
	}
	r := set.NewRenderer()
	for i := 0; i < 8; i++ {
		s, _, err := r.Request(b, rand.New(rand.NewPCG(uint64(i), 1)), i, map[string]any{"id": "c-12",
			"doNotSubscribeToIssue": true, "dontArchive": i%2 == 0})
		if err != nil {
			t.Fatal(err)
		}
		if !strings.Contains(s, "don't subscribe to the issue") || strings.Contains(s, "dont") || strings.Contains(s, " not subscribe") {
			t.Errorf("request %d: %q, want the flag said as \"don't subscribe to the issue\"", i, s)
		}
		if want := map[bool]string{true: "don't archive it", false: "do archive it"}[i%2 == 0]; !strings.Contains(s, want) {
			t.Errorf("request %d: %q, want %q", i, s, want)
		}
	}
}

// TestPronounPlaceTakesNoArticle wants the asker of "for the current
// user" said as "for me", never "for the me".
func TestPronounPlaceTakesNoArticle(t *testing.T) {
	for _, c := range [][2]string{{"for me", "for me"}, {"for us", "for us"}, {"on page", "on the page"}} {
		if got := theExtra(c[0]); got != c[1] {
			t.Errorf("theExtra(%q) = %q, want %q", c[0], got, c[1])
		}
	}
}
