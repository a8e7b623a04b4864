package role

import (
	"sort"
	"strings"
)

// thingStops are words of tool names that name no object of the server:
// verbs beyond toolVerbs, qualifiers and the server's own prefixes.
var thingStops = map[string]bool{"by": true, "to": true, "from": true, "of": true, "all": true, "my": true, "info": true, "details": true,
	"mcp": true, "api": true, "tool": true, "tools": true, "batch": true, "bulk": true, "multiple": true, "current": true, "stats": true,
	"assign": true, "unassign": true, "subscribe": true, "unsubscribe": true, "convert": true, "link": true, "unlink": true,
	"transfer": true, "resolve": true, "unresolve": true, "respond": true, "reply": true, "send": true, "upload": true, "download": true,
	"manage": true, "explain": true, "exec": true, "pull": true, "push": true, "export": true, "import": true, "submit": true,
	"terminate": true, "rollback": true, "play": true, "pause": true, "skip": true, "next": true, "validate": true, "learn": true,
	"check": true, "compare": true, "install": true, "uninstall": true, "cleanup": true, "forward": true, "generic": true,
	"recently": true, "now": true, "active": true, "top": true, "latest": true, "off": true, "ask": true, "unarchive": true,
	"auth": true, "login": true, "attach": true, "kubectl": true, "played": true, "playing": true, "query": true, "summary": true}

// thingsOf returns the objects a server's tools act on, most named
// first (the object of a verb counting twice, a word named once left
// out): the nouns of their names without verbs and the prefix every
// tool shares (linear_createIssue, linear_getIssueComments: Issue,
// Comment), singular and capitalised; at most 12, nil for fewer than 3.
func thingsOf(tools []ServerTool) []string {
	count := map[string]int{}
	first := map[string]int{}
	for i, t := range tools {
		ts := Tokens(t.Name)
		if len(ts) > 0 && len(tools) > 3 && sharedPrefix(tools, ts[0]) {
			ts = ts[1:]
		}
		for j, w := range ts {
			w = singular(w)
			if len(w) < 3 || toolVerbs[w] || thingStops[w] {
				continue
			}
			if _, ok := first[w]; !ok {
				first[w] = i
			}
			count[w]++
			if j > 0 && toolVerbs[ts[j-1]] {
				count[w]++ // the object of a verb (create_account) counts twice
			}
		}
	}
	var out []string
	for w, n := range count {
		if n >= 2 { // (named once, not as a verb's object: no object of its own)
			out = append(out, w)
		}
	}
	sort.Slice(out, func(i, j int) bool {
		if count[out[i]] != count[out[j]] {
			return count[out[i]] > count[out[j]]
		}
		return out[i] < out[j]
	})
	if len(out) > 12 {
		out = out[:12]
	}
	if len(out) < 3 {
		return nil
	}
	for i, w := range out {
		out[i] = strings.ToUpper(w[:1]) + w[1:]
	}
	return out
}

// sharedPrefix tells whether every tool's name starts with the token p
// (a server's own name: linear_, asana_), which names no object.
func sharedPrefix(tools []ServerTool, p string) bool {
	for _, t := range tools {
		if ts := Tokens(t.Name); len(ts) == 0 || ts[0] != p {
			return false
		}
	}
	return true
}

// Things returns the objects the server's tools act on, most named first
// ("Issue", "Comment", "Project" for an issue tracker), read from the
// tools' names; nil when they name fewer than three. A type of object a
// tool takes with no list of its own (a webhook's resource types) is one
// of them.
func (s *Server) Things() []string {
	if s == nil {
		return nil
	}
	return s.things
}
