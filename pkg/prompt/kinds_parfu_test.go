package prompt

import (
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/mcpgen/mcpgen/pkg/role"
)

// TestJoinLaterNoStackedGlue: a later request's own politeness ("Mind
// getting …", "Would you take care of converting …") is not said after a
// connector ("Plus, mind getting …", "Oh, and would you take care of
// …"): the later ask is its action ("Can you also get …"), and "Plus,",
// "Oh, and" and "While I think of it," glue no request.
func TestJoinLaterNoStackedGlue(t *testing.T) {
	later := []string{
		"Mind getting every reply in thread 1726617626.397758?",
		"Do you mind pulling up the stock levels of warehouse W-12?",
		"Would you take care of converting 38.70243, -9.14091 into an address?",
		"Would you mind moving \"a.txt\" to \"b.txt\"?",
		"I wonder if you can look up members matching \"Carmen Schmidt\".",
	}
	for i := range 300 {
		rng := rand.New(rand.NewPCG(uint64(i), 3))
		got := JoinRequests(rng, []string{"Can I see the members, just the first 50?", later[i%len(later)]})
		l := strings.ToLower(got)
		for _, bad := range []string{"plus, ", "oh, and ", "oh, also", "while i think of it", "also, mind", "and mind", "also, do you mind",
			"and do you mind", "also, would you", "and would you take", "take care of", "also mind", "would you be able"} {
			if strings.Contains(l, bad) {
				t.Errorf("%q: stacked glue %q", got, bad)
			}
		}
		if strings.Contains(got, "? Mind ") || strings.Contains(got, "? Do you mind") || strings.Contains(got, "? Would you mind") {
			t.Errorf("%q: a polite ask said twice", got)
		}
	}
}

// TestJoinLaterGerundAsVerb: a later ask led by "mind" and a gerund is
// put as its verb ("get every reply", "move"), never as "also getting".
func TestJoinLaterGerundAsVerb(t *testing.T) {
	for _, c := range []struct{ in, verb string }{
		{"Mind getting every reply in thread 1726617626.397758?", "get every reply"},
		{"Do you mind creating the orders collection?", "create the orders collection"},
		{"Would you take care of converting 38.70243, -9.14091 into an address?", "convert 38.70243"},
		{"Mind grabbing the logs?", "grab the logs"},
	} {
		act, ok := laterAction(c.in)
		if !ok || !strings.HasPrefix(act, c.verb) {
			t.Errorf("laterAction(%q) = %q, %v; want it to open with %q", c.in, act, ok, c.verb)
		}
	}
	if act, ok := laterAction("I need the profile on U0MTKLSG534."); ok {
		t.Errorf("laterAction took %q as an action", act)
	}
}

// TestJoinRequestsSaysSituationOnce: a situation both requests open with
// ("I'm planning my week.") is told once in the message.
func TestJoinRequestsSaysSituationOnce(t *testing.T) {
	for i := range 20 {
		rng := rand.New(rand.NewPCG(uint64(i), 9))
		got := JoinRequests(rng, []string{"I'm planning my week. What do I have on 27 October 2025?",
			"I'm planning my week. What do I have on 9 November 2025 that mentions \"review\"?"})
		if n := strings.Count(got, "planning my week"); n != 1 {
			t.Errorf("%q: the situation told %d times", got, n)
		}
		if !strings.Contains(got, "9 November 2025") {
			t.Errorf("%q: the second ask lost", got)
		}
	}
}

// TestJoinRequestsAsksQuestionAsIs: a first request that is a polite
// question ("Mind creating …?") is not turned into a listing ("Can you
// list the mind creating …?").
func TestJoinRequestsAsksQuestionAsIs(t *testing.T) {
	for i := range 20 {
		rng := rand.New(rand.NewPCG(uint64(i), 1))
		got := JoinRequests(rng, []string{"Mind creating store.shelves through conn-14f5?", "Create a shelf called returns."})
		if !strings.HasPrefix(got, "Mind creating store.shelves") {
			t.Errorf("%q: the first question reworded", got)
		}
	}
}

// TestListValueOwnerPrefix: values listed after an owner's prefix say
// the owner once, as repos of the owner ("tpatel's notifications-app,
// api-client and search repos"), never "acme/api, web and cli".
func TestListValueOwnerPrefix(t *testing.T) {
	repo := Param{Name: "repo", Human: "repo", Role: role.Role{Kind: role.RepoName}}
	got, ok := ListValue("Can you show me the issues in repo tpatel/notifications-app?", repo, []any{"notifications-app", "api-client", "search"})
	if !ok || !strings.Contains(got, "tpatel's notifications-app, api-client and search repos") {
		t.Errorf("got %q, %v", got, ok)
	}
}

// TestRedirectQuotesWords: a correction of a value that is words ending
// in a mark quotes them, so the mark does not run into the correction's
// ("not Great service, thanks!.").
func TestRedirectQuotesWords(t *testing.T) {
	p := Param{Name: "value", Human: "value"}
	for i := range 30 {
		rng := rand.New(rand.NewPCG(uint64(i), 2))
		got := Redirect(rng, p, "Great service, thanks!", "Thanks for the quick fix!", false)
		if strings.Contains(got, "!.") || strings.Contains(got, "!,") {
			t.Errorf("%q: the value's mark runs into the sentence's", got)
		}
	}
}

// TestFollowUpRangeEnd: a follow-up changing one end of a range says it as
// the end of a span ("up to 9 November 2025"), never "How about to …".
func TestFollowUpRangeEnd(t *testing.T) {
	to := Param{Name: "to", Human: "to", Role: role.Role{Kind: role.Date}}
	for i := range 30 {
		rng := rand.New(rand.NewPCG(uint64(i), 4))
		got := FollowUp(rng, to, "2025-11-09", true)
		if strings.Contains(got, "about to ") || strings.HasPrefix(got, "And to ") || strings.Contains(got, "Now to ") || strings.Contains(got, "again to ") {
			t.Errorf("%q: a range's end said as \"to\" alone", got)
		}
	}
}

// TestOwnRequestNoContinuation: a conversation's first request does not
// open as if going on from something said before ("Go ahead and …").
func TestOwnRequestNoContinuation(t *testing.T) {
	if got := OwnRequest("Go ahead and make branch feature/x in acme/api."); got != "Make branch feature/x in acme/api." {
		t.Errorf("got %q", got)
	}
}

// TestJoinLaterSituationStandsAlone: a later request telling a situation
// first is not led by a connector ("And I'm planning my week. …").
func TestJoinLaterSituationStandsAlone(t *testing.T) {
	for i := range 30 {
		rng := rand.New(rand.NewPCG(uint64(i), 7))
		got := JoinRequests(rng, []string{"Is anything booked from 3 to 4 November?", "I'm planning my week. What do I have between 18 and 24 November?"})
		if strings.Contains(got, "And I'm") || strings.Contains(got, "Also, I'm") {
			t.Errorf("%q: a connector before a situation", got)
		}
	}
}

// TestRedirectRequestInsteadLeadsVerb: "Instead," leads into a verb, not
// into a question of its own ("Instead, can I ask you to add …").
func TestRedirectRequestInsteadLeadsVerb(t *testing.T) {
	for i := range 40 {
		rng := rand.New(rand.NewPCG(uint64(i), 8))
		got := RedirectRequest(rng, "Can I ask you to add a comment on page 8182b000? Have it say \"Ship it.\"")
		if strings.Contains(got, "Instead, can") {
			t.Errorf("%q: \"Instead,\" before a question", got)
		}
	}
}
