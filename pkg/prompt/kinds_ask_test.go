package prompt

import (
	"encoding/json"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/mcpgen/mcpgen/pkg/role"
)

// TestAskShapes: a flag, a choice, a pair of coordinates, a page element
// with its words and a record are asked for as a person asks for them,
// and the reply says every value the call then takes.
func TestAskShapes(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 6))
	accept := Param{Name: "accept", Type: "boolean", Required: true, Description: "Whether to accept the dialog.", Role: role.Role{Kind: role.Boolean}}
	level := Param{Name: "level", Human: "level", Type: "string", Required: true, Enum: true, Role: role.Role{Kind: role.Enum, Values: []string{"error", "warning", "info"}}}
	lat := Param{Name: "latitude", Type: "number", Required: true, Role: role.Role{Kind: role.Latitude}}
	lng := Param{Name: "longitude", Type: "number", Required: true, Role: role.Role{Kind: role.Longitude}}
	ref := Param{Name: "target", Type: "string", Required: true, Role: role.Role{Kind: role.ElementRef}}
	el := Param{Name: "element", Type: "string", Role: role.Role{Kind: role.ElementDesc}}
	obs := Param{Name: "observations", Type: "array", Required: true,
		schema: json.RawMessage(`{"type":"array","items":{"type":"object","properties":{"entityName":{"type":"string"},"contents":{"type":"array","items":{"type":"string"}}}}}`)}
	vals := map[string]any{"accept": false, "level": "warning", "latitude": json.Number("38.72"), "longitude": json.Number("-9.14"),
		"target": "e21", "element": "Checkout button",
		"observations": []any{map[string]any{"entityName": "Ana Costa", "contents": []any{"prefers morning meetings"}}}}
	cases := []struct {
		ps     []Param
		q      string // the question says it
		values []string
	}{
		{[]Param{accept}, "Should I accept the dialog?", nil},
		{[]Param{level}, "error, warning or info", []string{"warning"}},
		{[]Param{lat, lng}, "latitude and longitude", []string{"38.72", "-9.14"}},
		{[]Param{ref, el}, "element", []string{"e21", "Checkout button"}},
		{[]Param{obs}, "observations", []string{"Ana Costa: prefers morning meetings"}},
	}
	for _, c := range cases {
		for range 10 {
			q := AskQuestion(rng, c.ps, vals, "Do it.")
			r := AskReply(rng, c.ps, vals, q)
			if !strings.Contains(q, c.q) {
				t.Errorf("%s: question %q does not say %q", c.ps[0].Name, q, c.q)
			}
			for _, v := range c.values {
				if !strings.Contains(strings.ToLower(r), strings.ToLower(v)) {
					t.Errorf("%s: reply %q does not say %q", c.ps[0].Name, r, v)
				}
			}
			if c.ps[0].Name == "accept" && !strings.HasPrefix(r, "No") {
				t.Errorf("flag false answered %q", r)
			}
		}
	}
}

// TestAskPluralRequest: a request speaking of several things ("I have to
// delete keys.") is asked which ones, not "Which key is it?".
func TestAskPluralRequest(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	key := Param{Name: "key", Human: "key", Type: "string", Required: true, Role: role.Role{Kind: role.Key}}
	for range 10 {
		if q := AskQuestion(rng, []Param{key}, map[string]any{"key": "a"}, "I have to delete keys."); q != "Sure. Which keys?" {
			t.Errorf("question %q after a plural request", q)
		}
	}
}

// TestTurnWordsSayWhoCancelled: after a call the user cancelled the
// assistant never says it cancelled it; a number a follow-up adds is "a
// depth of 2", not "the depth 2".
func TestTurnWordsSayWhoCancelled(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 8))
	for range 40 {
		a := CancelledAck(rng)
		if strings.Contains(a, "I cancelled") || strings.Contains(a, "was cancelled") {
			t.Errorf("ack %q says the assistant cancelled", a)
		}
	}
	depth := Param{Name: "depth", Human: "depth", Type: "number"}
	if got := withNoun(depth, "2"); got != "with a depth of 2" {
		t.Errorf("withNoun = %q", got)
	}
}

// TestAskRequestNoNumeral: a request made from "Get one meeting room by
// its id" asks for "a meeting room"; other "one"s stay.
func TestAskRequestNoNumeral(t *testing.T) {
	desc := "Get one meeting room by its id."
	for in, want := range map[string]string{
		"Could you get one meeting room?": "Could you get a meeting room?",
		"One meeting room?":               "A meeting room?",
		"Pick the one with a screen.":     "Pick the one with a screen.",
		"Get one of the rooms\n\nblock":   "Get one of the rooms\n\nblock",
		"Upload one or multiple files.":   "Upload some files.",
		"What's the one meeting room?":    "What's the meeting room?",
	} {
		if got := AskRequest(in, desc); got != want {
			t.Errorf("AskRequest(%q) = %q, want %q", in, got, want)
		}
	}
}

// TestJoinDropsOpener: a second request joined to a first says no
// opener of its own ("Also, quick question: could you remove …").
func TestJoinDropsOpener(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 1))
	got := JoinRequests(rng, []string{"Delete the reviews.", "Quick question: could you remove the invoices?"})
	if strings.Contains(strings.ToLower(got), "quick question") {
		t.Errorf("joined %q", got)
	}
}

// TestClarifyAnswerSeveral: a reply giving several values says "They're
// …", never "It's a, b and c".
func TestClarifyAnswerSeveral(t *testing.T) {
	rng := rand.New(rand.NewPCG(2, 3))
	key := Param{Name: "key", Human: "key", Type: "string", Role: role.Role{Kind: role.Key}}
	path := Param{Name: "paths", Human: "paths", Type: "array", Role: role.Role{Kind: role.FilePath}}
	for range 40 {
		for _, p := range []Param{key, path} {
			a := ClarifyAnswer(rng, p, []any{"a:1", "b:2"}, "Sure. Which "+p.Name+"?")
			if strings.HasPrefix(a, "It's") || strings.HasPrefix(a, "That's") {
				t.Errorf("%s: %q", p.Name, a)
			}
		}
	}
}

// TestClarifyWordsNotForms: a clarification asks as a person does, not
// as a form's field: a numbered thing by what it is ("Which pull
// request? What's its number?", not "What's the pull number?"), a
// destination as where it goes ("What's the destination path?", not
// "Which destination is it?"); the reply naming a new thing calls it
// so ("Call it api-server."), never "It's in api-server.".
func TestClarifyWordsNotForms(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	pull := Param{Name: "pull_number", Human: "pull number", Type: "integer", Description: "Pull request number", Required: true, Role: role.Role{Kind: role.ID}}
	dest := Param{Name: "destination", Human: "destination", Type: "string", Required: true, Role: role.Role{Kind: role.FilePath}}
	name := Param{Name: "name", Human: "name", Type: "string", Required: true, Role: role.Role{Kind: role.RepoName}}
	for range 20 {
		if q := ClarifyQuestion(rng, pull); !strings.Contains(q, "pull request") || strings.Contains(q, "pull number") || !namesParam(q, pull.Name) {
			t.Errorf("ClarifyQuestion(pull_number) = %q", q)
		}
		if q := ClarifyQuestion(rng, dest); !strings.Contains(q, "destination path") {
			t.Errorf("ClarifyQuestion(destination) = %q", q)
		}
		q := ClarifyQuestion(rng, name)
		if a := ClarifyAnswer(rng, name, "api-server", q); strings.Contains(a, "It's in") {
			t.Errorf("ClarifyAnswer(name) after %q = %q", q, a)
		}
	}
}

// TestRedirectGivesAReason: a correction after a declined call says why
// the value changes as a person would: a search reworded, a name thought
// over, dates mixed up, the wrong file, a number too big; a value whose
// noun says nothing is corrected as a slip, never "the value should be
// James, not Marco Patel".
func TestRedirectGivesAReason(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 6))
	cases := []struct {
		p      Param
		old, v any
		anyOf  []string
		never  string
	}{
		{Param{Name: "query", Human: "query", Role: role.Role{Kind: role.Query}}, "pizza near Central Park", "best ramen in Buenos Aires", []string{"search for", "try", "wrong search"}, "not quite"},
		{Param{Name: "title", Human: "title", Role: role.Role{Kind: role.Title}}, "Team offsite planning", "Product demo", []string{"second thought", "let's call it"}, "wrong title"},
		{Param{Name: "date", Human: "date", Role: role.Role{Kind: role.Date}}, "2026-02-14", "2026-02-26", []string{"mixed up", "wrong day"}, ""},
		{Param{Name: "path", Human: "path", Role: role.Role{Kind: role.FilePath}}, "/srv/a/notes.md", "/srv/a/todo.md", []string{"wrong file", "wrong path"}, ""},
		{Param{Name: "value", Human: "value"}, "Marco Patel", "James", []string{"meant James", "should be James"}, "value should be"},
		{Param{Name: "duration_minutes", Human: "duration minutes"}, json.Number("480"), json.Number("120"), []string{"more than I need", "is enough"}, ""},
		// An issue's number is no amount: changing it is a slip.
		{Param{Name: "issue_number", Human: "issue number", Type: "integer", Role: role.Role{Kind: role.ID}}, json.Number("109"), json.Number("363"), []string{"363"}, "enough"},
		// A long token is pasted: the slip is pasting the wrong one.
		{Param{Name: "place_id", Human: "place id", Role: role.Role{Kind: role.ID, ID: role.IDOpaque}}, "ChIJqHhRCxYcCuD8b541cRQEogR", "ChIJRz2X1Gg1NYOudGMBDohxJy3", []string{"wrong one"}, ""},
	}
	for range 20 {
		for _, c := range cases {
			got := Redirect(rng, c.p, c.old, c.v, false)
			ok := false
			for _, w := range c.anyOf {
				ok = ok || strings.Contains(got, w)
			}
			if !ok || (c.never != "" && strings.Contains(got, c.never)) {
				t.Errorf("Redirect(%s %v→%v) = %q: want one of %q", c.p.Name, c.old, c.v, got, c.anyOf)
			}
		}
	}
}

// TestRedirectRequestLeadsIntoAction: "Instead," is followed by the
// action, never by a sentence of its own ("Instead, I'm new to this
// codebase. Can you…").
func TestRedirectRequestLeadsIntoAction(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 8))
	for range 30 {
		for _, req := range []string{"I'm new to this codebase. Can you map out what's inside src?", `"/srv/a/deploy.sh" should contain:` + "\n\nnpm ci",
			"I'm looking to get directions from Moi Avenue 40 to Nairobi National Park."} {
			got := RedirectRequest(rng, req)
			if strings.Contains(got, "Instead, I'm") || strings.Contains(got, `Instead, "`) {
				t.Errorf("RedirectRequest(%q) = %q", req, got)
			}
		}
	}
}

// TestPointAtSaysTheThing: a request worded without its path or id that
// calls the thing "it" with nothing before it says which kind of thing
// ("Could you read that file?"); "it's" and a list are left alone.
func TestPointAtSaysTheThing(t *testing.T) {
	path := Param{Name: "path", Human: "path", Type: "string", Role: role.Role{Kind: role.FilePath}}
	for in, want := range map[string]string{
		"I think something's wrong. Could you read it (the first 250 lines)?": "I think something's wrong. Could you read that file (the first 250 lines)?",
		"It's broken, can you check?":                                         "It's broken, can you check?",
		"Is it possible to open the complete contents?":                       "Is it possible to open the complete contents?",
		"Edit the config, it's wrong.":                                        "Edit the config, it's wrong.",
		"Open an issue titled \"Crash\" and assign it to ana.":                "Open an issue titled \"Crash\" and assign it to ana.",
	} {
		if got := PointAt(in, path); got != want {
			t.Errorf("PointAt(%q) = %q, want %q", in, got, want)
		}
	}
}

// TestPointAtObject: a request worded without the id of what the tool
// acts on says its object as the thing the person has in mind ("Cancel
// that calendar event, with the reason …"), and RefRequest points at it
// when nothing else is said.
func TestPointAtObject(t *testing.T) {
	set, err := Load()
	if err != nil {
		t.Fatal(err)
	}
	b, err := set.For(ToolInfo{Server: "x", Name: "cancel_event", Description: "Cancel a calendar event.",
		InputSchema: json.RawMessage(`{"type":"object","properties":{"event_id":{"type":"string","description":"The ID of the event"},"reason":{"type":"string"}},"required":["event_id"]}`)})
	if err != nil {
		t.Fatal(err)
	}
	var id Param
	for _, p := range b.Params() {
		if p.Name == "event_id" {
			id = p
		}
	}
	if got := PointAtObject(b, id, `Cancel a calendar event, with the reason "Sick".`); got != `Cancel that calendar event, with the reason "Sick".` {
		t.Errorf("PointAtObject = %q", got)
	}
	rng := rand.New(rand.NewPCG(1, 2))
	for range 10 {
		if got := RefRequest(rng, b, id, "evt_1"); !strings.Contains(got, "the calendar event") || !strings.Contains(strings.ToLower(got), "cancel") || strings.Contains(got, "that") {
			t.Errorf("RefRequest = %q", got)
		}
		if q := RefQuestion(rng, id, map[string]any{"event_id": "evt_1"}, "Could you cancel a calendar event for me?", false); !strings.Contains(q, "which event") && !strings.Contains(q, "Which event") || !namesParam(q, "event_id") {
			t.Errorf("RefQuestion = %q", q)
		}
	}
}

// TestFollowUpSaysNamesBeforeNouns: a follow-up adding or changing the
// short name of a thing says it before its noun ("for the Annex
// building"), not behind it ("with the building Annex"); a correction of
// a pasted id says the wrong one was pasted; "Instead," never leads into
// a sentence's frame ("Instead, mind moving …").
func TestFollowUpSaysNamesBeforeNouns(t *testing.T) {
	rng := rand.New(rand.NewPCG(11, 12))
	building := Param{Name: "building", Human: "building", Type: "string"}
	user := Param{Name: "user_id", Human: "user id", Type: "string", Role: role.Role{Kind: role.Username, ID: role.IDOpaque}}
	for range 20 {
		if got := FollowUpAdd(rng, building, "Annex"); !strings.Contains(got, "the Annex building") {
			t.Errorf("FollowUpAdd(building) = %q", got)
		}
		if got := FollowUp(rng, building, "HQ", true); !strings.Contains(got, "the HQ building") {
			t.Errorf("FollowUp(building) = %q", got)
		}
		if got := Redirect(rng, user, "U0SSPJNX295", "U0TEYAOI344", false); !strings.Contains(got, "wrong one") {
			t.Errorf("Redirect(user_id) = %q", got)
		}
		if got := Redirect(rng, Param{Name: "room_id", Human: "room id", Role: role.Role{Kind: role.ID}}, "HQ-101", "HQ-752", false); strings.Contains(got, "pasted") {
			t.Errorf("Redirect(room_id) = %q: a room's code is said, not pasted", got)
		}
		if got := RedirectRequest(rng, `Would you mind moving "/a/go.mod" to "/b/go.mod"?`); strings.Contains(got, "Instead, mind") {
			t.Errorf("RedirectRequest = %q", got)
		}
	}
}

// TestJoinLaterContextFirst: a later request opening with where it works
// ("This is on connection b.") has its ask first and where after it, not
// a connector joining the place.
func TestJoinLaterContextFirst(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	for range 20 {
		got := JoinRequests(rng, []string{"Delete the shop DB on connection a.", "This is on connection b. Can you list the recent events?"})
		if !strings.HasSuffix(got, "That one's on connection b.") {
			t.Errorf("%q: want the ask before where it runs", got)
		}
		for _, c := range joinConnectors {
			if c != "" && strings.Contains(got, c+"this is") {
				t.Errorf("%q: connector before the place", got)
			}
		}
	}
	if got := JoinRequests(rng, []string{"Show the stats on connection a.", "This is on that connection. Pull up every DB."}); strings.Contains(got, "that connection") {
		t.Errorf("%q: where said again", got)
	}
	if _, _, ok := contextFirst(`This is "a. b" here.`); ok {
		t.Error("a sentence in quotes split")
	}
}

// TestQuoteStop: a quote ending in its own stop takes no second one; a
// quote inside a sentence and a stop after a plain quote stay.
func TestQuoteStop(t *testing.T) {
	for in, want := range map[string]string{
		`Reason: "We moved it.".`:         `Reason: "We moved it."`,
		`Use "Done!". Also, list it.`:     `Use "Done!" Also, list it.`,
		`Use "v1.2".`:                     `Use "v1.2".`,
		`Say "a.".x`:                      `Say "a.".x`,
		`Call it "Weekly goals", please.`: `Call it "Weekly goals", please.`,
	} {
		if got := QuoteStop(in); got != want {
			t.Errorf("QuoteStop(%q) = %q, want %q", in, got, want)
		}
	}
}

// TestArticleSound: "a" or "an" by how the word is said, not its letter.
func TestArticleSound(t *testing.T) {
	for w, want := range map[string]string{"user": "a user", "event": "an event", "uuid": "a uuid", "update": "an update",
		"one-off job": "a one-off job", "issue": "an issue", "unit": "a unit", "page": "a page"} {
		if got := article(w); got != want {
			t.Errorf("article(%q) = %q, want %q", w, got, want)
		}
	}
	if got := fixArticle("an user"); got != "a user" {
		t.Errorf("fixArticle(an user) = %q", got)
	}
}

// TestRefRequestOneThing: a request about one thing not yet said reads
// as a person asking about a thing they take as known ("Can you cancel
// the calendar event?", "Can you pull up the calendar event for me?"),
// never with an API's "get" nor the stock "There's a calendar event I'd
// like to see. Can you pull it up?".
func TestRefRequestOneThing(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 6))
	for range 20 {
		for _, v := range []string{"get", "cancel"} {
			got := oneThingRequest(rng, v, "a calendar event")
			if !strings.Contains(got, "the calendar event") || strings.Contains(got, "get ") || strings.Contains(got, "There's") || strings.Contains(got, "I have") {
				t.Errorf("oneThingRequest(%s) = %q", v, got)
			}
		}
	}
	if got := oneThingRequest(rng, "list", "all databases for a connection"); got != "" {
		t.Errorf("a listing worded as one thing: %q", got)
	}
}

// TestRefRequestSearchNotDescription: a search left open for the
// assistant to ask what to look for says what the person is after ("I
// need to find some tickets."), not the tool's description ("I need you to search for tickets and incidents across
// all projects.").
func TestRefRequestSearchNotDescription(t *testing.T) {
	set, err := Load()
	if err != nil {
		t.Fatal(err)
	}
	b, err := set.For(ToolInfo{Server: "x", Name: "search_tickets", Description: "Search for tickets and incidents across all projects",
		InputSchema: json.RawMessage(`{"type":"object","properties":{"query":{"type":"string","description":"Search query"}},"required":["query"]}`)})
	if err != nil {
		t.Fatal(err)
	}
	q := b.Params()[0]
	rng := rand.New(rand.NewPCG(4, 5))
	for range 10 {
		got := RefRequest(rng, b, q, "login timeout")
		if got == "" || strings.Contains(got, "search for tickets and incidents") || strings.Contains(got, "across") || !strings.Contains(got, "some tickets") {
			t.Errorf("RefRequest(search) = %q", got)
		}
	}
}

// TestPlainQuestionVaries: a clarifying question opens with "Sure." or
// "Happy to." only some of the time, and without it still asks the same
// thing, capitalised.
func TestPlainQuestionVaries(t *testing.T) {
	rng := rand.New(rand.NewPCG(8, 9))
	seen := map[string]bool{}
	for range 40 {
		got := PlainQuestion(rng, "Sure — which block? I don't see its id in your message.")
		seen[got] = true
		if got != "Which block? I don't see its id in your message." && got != "Sure — which block? I don't see its id in your message." {
			t.Errorf("PlainQuestion = %q", got)
		}
	}
	if len(seen) != 2 {
		t.Errorf("PlainQuestion gave %v, want both forms", seen)
	}
	if got := PlainQuestion(rng, "Which date?"); got != "Which date?" {
		t.Errorf("PlainQuestion(no ack) = %q", got)
	}
}

// TestCorrectionsVaryAndRedirectSaysOtherTask: a correction of a pasted
// id is said in several short forms (one fixed "Oops, wrong one, my
// mistake." in every record reads as a template), and a new request
// about something else after a decline never opens with "Instead," (a
// retry of the same thing) but says the first can wait.
func TestCorrectionsVaryAndRedirectSaysOtherTask(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	user := Param{Name: "user_id", Human: "user id", Type: "string", Role: role.Role{Kind: role.Username, ID: role.IDOpaque}}
	forms := map[string]bool{}
	for range 60 {
		got := Redirect(rng, user, "U0SSPJNX295", "U0TEYAOI344", false)
		forms[strings.SplitN(got, "U0TEYAOI344", 2)[0]] = true
		if strings.Contains(got, "my mistake") {
			t.Errorf("Redirect = %q", got)
		}
	}
	if len(forms) < 4 {
		t.Errorf("corrections said in %d forms, want ≥ 4: %v", len(forms), forms)
	}
	for range 20 {
		got := RedirectOther(rng, "Fill in the coupon field with SAVE10.", false)
		if strings.Contains(got, "Instead") || !strings.HasSuffix(got, "Fill in the coupon field with SAVE10.") {
			t.Errorf("RedirectOther = %q", got)
		}
	}
}
