package prompt

import (
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/mcpgen/mcpgen/internal/testenv"
)

// The word check before countNounTwice never hides a match: whatever the
// expression finds, mayCountTwice lets through.
func TestMayCountTwiceKeepsMatches(t *testing.T) {
	t.Parallel()
	guarded := func(s string) bool { return mayCountTwice(s) && countNounTwice.MatchString(s) }
	testenv.SameAsPlain(t, "mayCountTwice, then countNounTwice", []string{
		"Give me the users at most 15 users.",
		"Get public channels, the first 15 channels.",
		"List the issues, up to 20 issues, newest first.",
		"Show the repos, just the first 3 repos.",
		"Find docs only 4 docs",
		"Find docs, just 4 docs",
		"Find docs, no more than 4 docs",
		"Find docs, max 4 docs",
		"Show me the files, up to 20 results.",
	}, guarded, countNounTwice.MatchString)
	// near-misses built at random: every string the expression matches
	// passes
	rng := rand.New(rand.NewPCG(1, 2))
	pick := func(xs ...string) string { return xs[rng.IntN(len(xs))] }
	matched := 0
	for i := 0; i < 40000; i++ {
		s := pick("", "Get ", "the ") + pick("users", "channels", "x", "s", "Users") + pick("", ",", " ,") + pick(" ", "", "  ") +
			pick(append(countLeads[:], "upto", "just the first", "At most", "maximum")...) + pick(" ", "", "  ") +
			pick("15", "3", "x", "") + pick(" ", "") + pick("users", "channels", "x", "s") + pick("", ".", " now")
		if countNounTwice.MatchString(s) {
			matched++
			if !mayCountTwice(s) {
				t.Fatalf("mayCountTwice(%q) = false, but countNounTwice matches", s)
			}
		}
	}
	if matched < 50 {
		t.Fatalf("only %d of the built strings match: the check tests too little", matched)
	}
	for _, s := range []string{"List 20 issues.", "Show up to date files from 2024.", "at most five users"} {
		if mayCountTwice(s) {
			t.Errorf("mayCountTwice(%q) = true, want false (no count word before a number)", s)
		}
	}
}

// WithoutGreeting still takes off every greeting, lowered once.
func TestWithoutGreetingOpeners(t *testing.T) {
	t.Parallel()
	for _, o := range retiredGreetings {
		req := o + " list the open issues in acme/api?"
		if got := WithoutGreeting(req); strings.HasPrefix(got, o) {
			t.Errorf("WithoutGreeting(%q) = %q, opener kept", req, got)
		}
	}
	for _, req := range []string{"Hi", "Can you", "Hiking trails near Lyon?"} {
		if got := WithoutGreeting(req); got != req {
			t.Errorf("WithoutGreeting(%q) = %q, want it unchanged", req, got)
		}
	}
	if got, want := WithoutGreeting("Hey, can you merge PR 5?"), "Can you merge PR 5?"; got != want {
		t.Errorf("WithoutGreeting = %q, want %q", got, want)
	}
}

// BenchmarkClean measures the tidying every rendered request goes
// through (clean: spaces, a count said twice, a doubled article).
func BenchmarkClean(b *testing.B) {
	reqs := []string{
		"Could you list the open issues in acme/api, up to 20, newest first?",
		"Give me the users at most 15 users.",
		"Search for \"quarterly report 2024\" in the Finance workspace and show me the first 10 pages that mention it.",
	}
	for i := 0; i < b.N; i++ {
		for _, r := range reqs {
			_ = clean(r)
		}
	}
}
