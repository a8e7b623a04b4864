package prompt

import (
	"strings"
	"sync"
)

// countLeads are the words before a count in countNounTwice ("just the
// first" ends in "the first").
var countLeads = [...]string{"up to", "at most", "only", "just", "the first", "no more than", "max"}

// mayCountTwice reports whether s may match countNounTwice: a digit after
// one of its count words with a space on each side. It is a cheap test
// run before the expression on every request (one pass over the bytes,
// looking back only at digits after a space); false means the
// expression cannot match.
func mayCountTwice(s string) bool {
	for k := 1; k < len(s); k++ {
		if c := s[k]; c < '0' || c > '9' || s[k-1] != ' ' {
			continue
		}
		pre := s[:k-1]
		for _, w := range countLeads {
			if n := len(pre) - len(w); n > 0 && pre[n-1] == ' ' && pre[n:] == w {
				return true
			}
		}
	}
	return false
}

// greetingsLower are contextOpeners then retiredGreetings, lowered once
// (WithoutGreeting runs on every request of a conversation).
var greetingsLower = sync.OnceValue(func() []string {
	out := make([]string, 0, len(contextOpeners)+len(retiredGreetings))
	for _, o := range append(append([]string{}, contextOpeners...), retiredGreetings...) {
		out = append(out, strings.ToLower(o))
	}
	return out
})

// purposeDataWords and purposeChatWords are the words of purposePool's
// request that make it a look at stored data or at a chat (package
// values: a map literal in the function is built on every request).
var (
	purposeDataWords = map[string]bool{"connection": true, "collection": true, "database": true, "db": true, "table": true, "documents": true, "indexes": true, "schema": true}
	purposeChatWords = map[string]bool{"channel": true}
)

// purposeUnless is purposePool(c, in), or nil without reading the request
// when skip says no purpose would be said anyway (purposePool draws
// nothing, so leaving it out changes no request).
func purposeUnless(skip bool, c core, in intent, code, team bool) []string {
	if skip {
		return nil
	}
	return purposePool(c, in, code, team)
}
