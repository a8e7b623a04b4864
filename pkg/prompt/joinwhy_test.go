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
