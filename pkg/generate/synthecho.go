package generate

import (
	"fmt"
	"strings"
)

// echoNames are groups of member names that name the same thing: a
// result member of one group answers an argument of the same group
// (the login of the profile looked up by username, the query a search
// ran).
var echoNames = [][]string{
	{"login", "username", "user", "handle", "screenname", "userlogin"},
	{"q", "query", "search", "searchquery", "term", "searchterm", "keyword", "keywords"},
}

// echoGroup is the group of echoNames holding n, or nil.
func echoGroup(n string) []string {
	for _, g := range echoNames {
		for _, x := range g {
			if x == n {
				return g
			}
		}
	}
	return nil
}

// echoArgs makes the top-level members of a synthesized result v that
// name what an argument of its call names hold that argument's value: a
// profile looked up for "ypatel" is ypatel's ("login": "ypatel", not
// "aferreira"), a search reports the query it ran. Only plain one-line
// values are echoed, by the member's own name or a name of its group
// (echoNames), and only where the result already holds a string there.
// It reports whether it changed anything.
func echoArgs(v any, args map[string]any) bool {
	m, ok := v.(map[string]any)
	if !ok {
		return false
	}
	changed := false
	for k, e := range m {
		if _, isStr := e.(string); !isStr {
			continue
		}
		n := norm(k)
		for a, av := range args {
			s, ok := av.(string)
			if !ok || !scalar(s) || s == e {
				continue
			}
			an := norm(a)
			g := echoGroup(n)
			if an == n || g != nil && g[0] == firstOf(echoGroup(an)) {
				m[k], changed = s, true
				break
			}
		}
	}
	return changed
}

// firstOf is g's first name, "" for none.
func firstOf(g []string) string {
	if len(g) == 0 {
		return ""
	}
	return g[0]
}

// linksOnly tells whether v, a synthesized result, is an object whose
// every member is a link ({"docs_url": "https://…"}): no finding a
// person reports back, drawn where the schema's findings were left
// out.
func linksOnly(v any) bool {
	m, ok := v.(map[string]any)
	if !ok || len(m) == 0 {
		return false
	}
	for _, e := range m {
		s, ok := e.(string)
		if !ok || !strings.HasPrefix(s, "http://") && !strings.HasPrefix(s, "https://") {
			return false
		}
	}
	return true
}

// allLeaves reports whether leaf holds for every value of v that is not
// an object or a list (v itself when it is neither): the walk that
// saysNothing and echoesOnly share.
func allLeaves(v any, leaf func(any) bool) bool {
	switch x := v.(type) {
	case map[string]any:
		for _, e := range x {
			if !allLeaves(e, leaf) {
				return false
			}
		}
		return true
	case []any:
		for _, e := range x {
			if !allLeaves(e, leaf) {
				return false
			}
		}
		return true
	}
	return leaf(v)
}

// saysNothing tells whether v, a synthesized result, holds no value a
// person could be told: every member null, empty or made of such
// members ({"url": null}, {"release": {"archivedAt": null}}). Answered,
// it reads as "nothing matched" after an update that was done.
func saysNothing(v any) bool {
	return allLeaves(v, func(x any) bool {
		s, isStr := x.(string)
		return x == nil || isStr && strings.TrimSpace(s) == ""
	})
}

// echoesOnly tells whether v, a result synthesized for a call with args,
// tells nothing the call did not send: it holds a value other than a
// flag, and every such value is one of args' ("The name is
// cache-warmup." after making the pipeline cache-warmup). Flags alone
// ({"success": true}) still answer "It worked.". Values are compared as
// fmt.Sprint says them, numbers of any Go type alike.
func echoesOnly(v any, args map[string]any) bool {
	sent := map[string]bool{}
	allLeaves(args, func(x any) bool {
		sent[fmt.Sprint(x)] = true
		return true
	})
	said := false
	return allLeaves(v, func(x any) bool {
		switch x.(type) {
		case nil, bool:
			return true
		}
		said = true
		return sent[fmt.Sprint(x)]
	}) && said
}
