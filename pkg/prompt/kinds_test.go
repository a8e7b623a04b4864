package prompt

import (
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/mcpgen/mcpgen/pkg/role"
)

// TestListValue: a request saying one value says the list in its place,
// with the noun before it in the plural; a value said twice, or as part
// of a word, or a request about "it", is not listed.
func TestListValue(t *testing.T) {
	city := Param{Name: "city", Human: "city", Role: role.Role{Kind: role.City}}
	file := Param{Name: "path", Human: "path", Role: role.Role{Kind: role.FilePath}}
	issue := Param{Name: "issue_number", Human: "issue number", Role: role.Role{Kind: role.ID}}
	for _, c := range []struct {
		text string
		p    Param
		vals []any
		want string
	}{
		{"What's the weather in Porto tomorrow?", city, []any{"Porto", "Lyon", "Graz"}, "What's the weather in Porto, Lyon and Graz tomorrow?"},
		{`Read the file "/a/x.txt" for me.`, file, []any{"/a/x.txt", "/a/y.txt"}, `Read the files "/a/x.txt" and "/a/y.txt" for me.`},
		{"Show me issue #4 in acme/web.", issue, []any{"4", "9"}, "Show me issues #4 and #9 in acme/web."},
		{"Weather in Porto, the Porto in Portugal.", city, []any{"Porto", "Lyon"}, ""},
		{"Weather in Portobello.", city, []any{"Porto", "Lyon"}, ""},
		{"Is Porto sunny? If so, book it.", city, []any{"Porto", "Lyon"}, ""},
	} {
		got, ok := ListValue(c.text, c.p, c.vals)
		if c.want == "" {
			if ok {
				t.Errorf("%q: listed as %q, want not listed", c.text, got)
			}
			continue
		}
		if got != c.want {
			t.Errorf("%q: got %q, want %q", c.text, got, c.want)
		}
	}
}

// TestJoinRequestsOneConnector: two requests get at most one connector
// (or "also" question), none of them (nor none at all) on most joins ("While you're at it" on every other record reads as
// a template), and a request already opening with one gets none. Two
// short asks are said as one sentence on some joins, not on most.
func TestJoinRequestsOneConnector(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	uses := map[string]int{}
	const joins = 200
	for range joins {
		got := JoinRequests(rng, []string{"Read a.txt", "list the folder src"})
		n := 0
		for _, w := range append(slices.Clone(joinConnectors), alsoAsks...) {
			if w != "" && strings.Contains(got, ". "+w) {
				n++
				uses[w]++
			}
		}
		if n > 1 {
			t.Fatalf("%q: %d connectors, want at most 1", got, n)
		}
		if n == 0 && !strings.Contains(got, ". ") && strings.Contains(got, " and ") {
			uses["(one sentence)"]++
		} else if n == 0 {
			uses["(none)"]++
		}
	}
	for w, n := range uses {
		if w == "(one sentence)" {
			// "Read a.txt and list the folder src.": how people most
			// often ask for two short things, yet not on every join.
			if n*10 > joins*6 {
				t.Errorf("one sentence on %d of %d joins", n, joins)
			}
			continue
		}
		if n*5 > joins {
			t.Errorf("connector %q on %d of %d joins", w, n, joins)
		}
	}
	for range 10 {
		got := JoinRequests(rng, []string{"Read a.txt.", "Next, list the folder src."})
		if strings.Contains(got, "Next") || strings.Count(strings.ToLower(got), "list the folder src") != 1 {
			t.Errorf("stacked connector: %q", got)
		}
	}
	if got := RedirectRequest(rng, "While you're at it, turn 50.1, 14.4 into an address."); strings.Contains(got, "While you're at it") {
		t.Errorf("RedirectRequest kept the request's connector: %q", got)
	}
}

// TestKindWords: follow-ups say which value they change when a bare value
// would not, clarifying questions name the value in plain words, joined
// answers say a shared lead once, and a closing question is dropped.
func TestKindWords(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	from := Param{Name: "from", Human: "from", Role: role.Role{Kind: role.Date}}
	for range 10 {
		if got := FollowUp(rng, from, "2025-10-04", true); !strings.Contains(got, "from 4 October 2025") {
			t.Errorf("FollowUp(from): %q does not say which date", got)
		}
		if got := ClarifyQuestion(rng, from); !strings.Contains(strings.ToLower(got), "from which date") {
			t.Errorf("ClarifyQuestion(from): %q", got)
		}
		if got := ClarifyQuestion(rng, Param{Name: "city", Human: "city", Role: role.Role{Kind: role.City}}); !strings.Contains(got, "city") {
			t.Errorf("ClarifyQuestion(city): %q", got)
		}
		if got := ClarifyQuestion(rng, Param{Name: "q", Human: "q", Role: role.Role{Kind: role.Query}}); !strings.Contains(got, "search query") {
			t.Errorf("ClarifyQuestion(q): %q", got)
		}
		if got := Redirect(rng, Param{Name: "duration_minutes", Human: "duration minutes"}, 30, 15, false); !strings.Contains(got, "15 minutes") {
			t.Errorf("Redirect(duration minutes): %q", got)
		}
	}
	if got := JoinAnswers([]string{"Here's the forecast: Porto, sunny.", "Here's the forecast: Lyon, rain."}); got != "Here's the forecast:\n\nPorto, sunny.\n\nLyon, rain." {
		t.Errorf("JoinAnswers: %q", got)
	}
	// A colon inside a quoted title is not a lead they share.
	titled := []string{`"Design review: mobile app" is on 9 April.`, `"Design review: onboarding flow" is on 22 January.`}
	if got := JoinAnswers(titled); got != titled[0]+"\n\n"+titled[1] {
		t.Errorf("JoinAnswers(quoted titles): %q", got)
	}
	if got := WithoutClosingQuestion("Two rooms are free. Want me to book one?"); got != "Two rooms are free." {
		t.Errorf("WithoutClosingQuestion: %q", got)
	}
}

// TestFollowUpAddBounds: a minimum or maximum added in a follow-up is said
// as one ("with a capacity of at least 3"), not by its parameter name.
func TestFollowUpAddBounds(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 6))
	p := Param{Name: "min_capacity", Human: "min capacity", Role: role.Role{Kind: role.Count}}
	for range 5 {
		if got := FollowUpAdd(rng, p, 3); !strings.Contains(got, "a capacity of at least 3") || strings.Contains(got, "min capacity") {
			t.Errorf("FollowUpAdd(min capacity) = %q", got)
		}
	}
}
