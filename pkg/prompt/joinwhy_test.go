package prompt

import (
	"math/rand/v2"
	"strings"
	"testing"
)

// TestJoinRequestsPurposeNotBetween: a reason told with one of two asks
// never stands between them ("Fetch the public channels, cap it at 25.
// I'm updating the team directory. I need to list every user."): it
// follows its own ask, or closes the message, and is told once.
func TestJoinRequestsPurposeNotBetween(t *testing.T) {
	cases := [][]string{
		{"Fetch public channels, cap it at 25.", "I'm updating the team directory. I need to list every user."},
		{"Let's write \"Deploy done.\" to the channel C0X.", "I was out yesterday. Mind looking up every reply in thread 1726617626.397758 for that channel?"},
		{"What's the number of documents in the customers collection? Sanity check before I clean things up.", "Let's check the reviews collection's schema."},
		{"I'm debugging a slow query. What are the indexes of shop.orders?", "Something looks off in the data. Show me the schema of shop.orders."},
	}
	for i := range 60 {
		c := cases[i%len(cases)]
		rng := rand.New(rand.NewPCG(uint64(i), 5))
		got := JoinRequests(rng, slices2(c))
		ends := sentenceEnds(got)
		n, start := 0, 0
		for k, e := range ends {
			s := strings.TrimSpace(got[start:e])
			if purposeSentence(s) {
				n++
				if k > 0 && k < len(ends)-1 && !purposeAfterAsk(got, s) {
					t.Errorf("%q: the reason %q stands between two asks", got, s)
				}
			}
			start = e
		}
		if n != 1 {
			t.Errorf("%q: %d reasons told, want 1", got, n)
		}
	}
}

func slices2(s []string) []string { return append([]string(nil), s...) }

// purposeAfterAsk tells whether purpose s in msg follows the last ask
// (it closes the message) — the one place between asks it may not be.
func purposeAfterAsk(msg, s string) bool {
	return strings.HasSuffix(strings.TrimSpace(msg), s)
}

// TestListValueNotInsideClause: values are not listed inside a question
// put in a sentence that closes on its verb ("Can you tell me what the
// issues in repos a, b and c are?"); a question opening the sentence
// ("What are the issues in repo a?") lists them.
func TestListValueNotInsideClause(t *testing.T) {
	p := Param{Name: "repo"}
	if got, ok := ListValue("Can you tell me what the issues in repo acme/api are?", p, []any{"api", "web", "cli"}); ok {
		t.Errorf("listed inside a clause: %q", got)
	}
	if got, ok := ListValue("I wonder which branch \"fix/a\" is on?", p, []any{"fix/a", "fix/b"}); ok {
		t.Errorf("listed inside a clause: %q", got)
	}
	got, ok := ListValue("What are the issues in repo acme/api?", p, []any{"api", "web"})
	if !ok || !strings.Contains(got, "acme's api and web repos") {
		t.Errorf("ListValue = %q, %v; want the repos listed", got, ok)
	}
}

// TestAcksVary: the assistant's answer to a declined or cancelled call
// is not one of four fixed lines ("Understood, nothing was run. What
// would you like instead?" on every fourth record reads as a template):
// over 400 records no line is said on more than one in twelve.
func TestAcksVary(t *testing.T) {
	for name, ack := range map[string]func(*rand.Rand) string{"declined": DeclinedAck, "cancelled": CancelledAck} {
		rng := rand.New(rand.NewPCG(4, 4))
		seen := map[string]int{}
		for range 400 {
			seen[ack(rng)]++
		}
		for a, n := range seen {
			if n > 400/12 {
				t.Errorf("%s: %q said %d times in 400", name, a, n)
			}
		}
		if len(seen) < 30 {
			t.Errorf("%s: only %d different answers", name, len(seen))
		}
	}
}

// TestListValueAgrees: the words around listed values agree with several
// things ("What are rooms HQ-1 and HQ-2 like?", "the C01 and C02
// channels"), not with the one first said ("What's rooms … like?").
func TestListValueAgrees(t *testing.T) {
	room := Param{Name: "room_id", Human: "room id"}
	for _, c := range []struct {
		in   string
		vals []any
		want string
	}{
		{"What's HQ-101 like?", []any{"HQ-101", "HQ-102"}, "What are HQ-101 and HQ-102 like?"},
		{"What review comments does pull request #8 have?", []any{"8", "9"}, "What review comments do pull requests #8 and #9 have?"},
		{"What are the recent messages from the C01 channel?", []any{"C01", "C02"}, "What are the recent messages from the C01 and C02 channels?"},
	} {
		if got, ok := ListValue(c.in, room, c.vals); !ok || got != c.want {
			t.Errorf("ListValue(%q) = %q, %v; want %q", c.in, got, ok, c.want)
		}
	}
}

// TestAddedChoiceIsSet: a follow-up adding a choice of an enum says it
// set ("with the priority set to high"), not as a thing ("for the high
// priority"); a choice that is a name stays one ("for the Annex
// building").
func TestAddedChoiceIsSet(t *testing.T) {
	prio := Param{Name: "priority", Human: "priority", Type: "string", Enum: true}
	building := Param{Name: "building", Human: "building", Type: "string", Enum: true}
	for i := range 20 {
		rng := rand.New(rand.NewPCG(uint64(i), 1))
		if got := RedirectAdd(rng, prio, "high"); !strings.Contains(got, "priority set to high") {
			t.Errorf("RedirectAdd(priority, high) = %q", got)
		}
		if got := FollowUpAdd(rng, building, "Annex"); !strings.Contains(got, "the Annex building") {
			t.Errorf("FollowUpAdd(building, Annex) = %q", got)
		}
	}
}

// TestListValueAgreesAfter: a thing named after a list is plural ("in
// acme's api and web repos", "screenshots named a, b and c").
func TestListValueAgreesAfter(t *testing.T) {
	repo := Param{Name: "repo", Human: "repo"}
	for _, c := range []struct {
		in   string
		vals []any
		want string
	}{
		{"Create branch fix/a in acme's api repo, from main.", []any{"api", "web"}, "Create branch fix/a in acme's api and web repos, from main."},
		{"Snap a screenshot named \"home\".", []any{"home", "cart"}, "Snap screenshots named \"home\" and \"cart\"."},
	} {
		if got, ok := ListValue(c.in, repo, c.vals); !ok || got != c.want {
			t.Errorf("ListValue(%q) = %q, %v; want %q", c.in, got, ok, c.want)
		}
	}
}

// TestJoinRequestsPointingPurposeAfterAsk: a reason pointing at its
// request's thing ("I want to read up on it tonight.") is said after the
// ask, never before what "it" is.
func TestJoinRequestsPointingPurposeAfterAsk(t *testing.T) {
	for i := range 10 {
		rng := rand.New(rand.NewPCG(uint64(i), 2))
		got := JoinRequests(rng, []string{"I want to read up on it tonight. Can we find code matching \"def parse_csv\"?", "Search for code matching \"retry backoff\"."})
		if strings.HasPrefix(got, "I want to read up on it") {
			t.Errorf("%q: 'it' said before what it is", got)
		}
	}
}

// TestRedirectReasonAfterAsk: a request said after declining a call
// ("Hold off on that.") does not put its reason between the two ("Hold
// off on that. I'm testing this page. Mind going to …?").
func TestRedirectReasonAfterAsk(t *testing.T) {
	for i := range 20 {
		rng := rand.New(rand.NewPCG(uint64(i), 8))
		for _, got := range []string{RedirectOther(rng, "I'm testing this page. Mind going to https://example.com/cart?", i%2 == 0),
			RedirectRequest(rng, "I'm testing this page. Mind going to https://example.com/cart?")} {
			if !strings.HasSuffix(got, "I'm testing this page.") {
				t.Errorf("%q: the reason stands before the ask", got)
			}
		}
	}
}

// TestJoinRequestsNoBareCommands: a later command is not set beside the
// first request with nothing joining them ("Fetch public channels. Search
// the page text for X."): a connector or an ask of its own leads it.
func TestJoinRequestsNoBareCommands(t *testing.T) {
	for i := range 200 {
		rng := rand.New(rand.NewPCG(uint64(i), 11))
		got := JoinRequests(rng, []string{"Fetch public channels, cap it at 25.", "Search the page text for \"Loading complete\"."})
		if strings.HasSuffix(got, ". Search the page text for \"Loading complete\".") {
			t.Errorf("%q: two commands side by side", got)
		}
	}
}

// TestJoinRequestsNoThatWhereNote: a later ask closing with a note that
// it works where the first did ("This is on that connection.") loses it.
func TestJoinRequestsNoThatWhereNote(t *testing.T) {
	for i := range 20 {
		rng := rand.New(rand.NewPCG(uint64(i), 3))
		got := JoinRequests(rng, []string{"Database app_production, can you delete it (on prod-f244)?", "Show me every DB. This is on that connection."})
		if strings.Contains(got, "This is on that connection") || !strings.Contains(strings.ToLower(got), "every db") {
			t.Errorf("%q", got)
		}
	}
}

// TestListValueVerbAgrees: a verb after a list in a clause agrees with
// it ("that a and b attend", not "attends").
func TestListValueVerbAgrees(t *testing.T) {
	p := Param{Name: "attendee", Human: "attendee"}
	got, ok := ListValue("What do I have on 3 May that ana@acme.io attends?", p, []any{"ana@acme.io", "bo@acme.io"})
	if !ok || got != "What do I have on 3 May that ana@acme.io and bo@acme.io attend?" {
		t.Errorf("ListValue = %q, %v", got, ok)
	}
}

// TestPurposeSentenceDoing: what the person is doing, said in a few
// words ("I'm planning my week."), is a reason; where a request works
// ("I'm going through prod-1.") is not.
func TestPurposeSentenceDoing(t *testing.T) {
	for s, want := range map[string]bool{"I'm planning my week.": true, "We're organizing a workshop.": true,
		"I'm going through the prod-1 connection.": false, "I'm travelling to Osaka on 2025-09-28.": false, "I'm looking at repo a/b.": false} {
		if got := purposeSentence(s); got != want {
			t.Errorf("purposeSentence(%q) = %v, want %v", s, got, want)
		}
	}
}

// TestJoinRequestsNoAlsoBeforeFrame: a later request with a frame of its
// own ("Let's …", "Is it possible to …", "On PR 299, can you …") is not
// glued on with "Also,": "Also, let's create an issue" and "Also, is it
// possible to …" stack a connector on an opener.
func TestJoinRequestsNoAlsoBeforeFrame(t *testing.T) {
	later := []string{
		"Let's create an issue, with the title \"Webhook retries send duplicate notifications\".",
		"Is it possible to look up the size of the invoices collection?",
		"On pull request #299, can you set up a review, to request changes?",
		"Using analytics-a686, I need to bring up the latest mongod log entries.",
		"Can we set up a data source under page feaa731d?",
		"Could I have what's nested under that block?",
		"Let's create an issue, with the title \"Webhook retries send duplicate notifications\". It should say: \"Duplicates again.\"",
	}
	for _, r := range later {
		for i := range 60 {
			rng := rand.New(rand.NewPCG(uint64(i), 5))
			got := JoinRequests(rng, []string{"Close issue 5 in acme/api.", r})
			if strings.Contains(got, "Also, "+lowerStart(r[:1])+r[1:12]) || strings.Contains(got, "And let's") {
				t.Errorf("%q: a connector before the request's own frame", got)
			}
		}
	}
}

// TestJoinRequestsBlockKeepsItsEnd: a request whose attached text ends
// it keeps that text as sent when another request follows ("- run: make
// test." would send another command).
func TestJoinRequestsBlockKeepsItsEnd(t *testing.T) {
	first := "Could you set up .github/workflows/ci.yml in acme/api? I've put the content below:\n\nname: CI\njobs:\n  test:\n    steps:\n      - run: make test"
	for i := range 20 {
		rng := rand.New(rand.NewPCG(uint64(i), 3))
		got := JoinRequests(rng, []string{first, "Grab everything on issue #346."})
		if !strings.Contains(got, "- run: make test\n") {
			t.Errorf("%q: the attached text changed", got)
		}
	}
}

// TestJoinRequestsSeeAsShowMe: a later "I need to see X" is asked to be
// shown, whatever the join ("And could you see src/index.ts as well?",
// "Also, see …" ask the assistant to look, not to show).
func TestJoinRequestsSeeAsShowMe(t *testing.T) {
	for i := range 80 {
		rng := rand.New(rand.NewPCG(uint64(i), 8))
		got := JoinRequests(rng, []string{"Can you check package.json in acme/api?", "I need to see src/index.ts."})
		for _, bad := range []string{"you see src", "you also see src", "Also, see src", "See src"} {
			if strings.Contains(got, bad) {
				t.Errorf("%q: a later read asks the assistant to see", got)
			}
		}
	}
}

// TestRedirectAddSaysChoiceInWords: a choice added in a redo is said in
// words ("with the type set to insert content"), not as its constant.
func TestRedirectAddSaysChoiceInWords(t *testing.T) {
	p := Param{Name: "type", Human: "type", Type: "string", Enum: true, Description: "The kind of edit"}
	for i := range 20 {
		rng := rand.New(rand.NewPCG(uint64(i), 4))
		if got := RedirectAdd(rng, p, "insert_content"); strings.Contains(got, "insert_content") {
			t.Errorf("%q: a choice said as its constant", got)
		}
	}
}
