package synth

import (
	"strings"

	"github.com/mcpgen/mcpgen/pkg/role"
)

// A tool that searches its own server's records (a base's records, a
// CMS's entries, a collection's objects) is no web search: its query is
// what those records hold, not "best hiking trails near Madrid" or "how
// to file taxes as a freelancer".

// webSearchWords say a tool searches the web.
var webSearchWords = []string{"web", "internet", "online", "google", "bing", "brave", "duckduckgo", "crawl", "scrape", "websearch"}

// recordQuery returns a query for a tool searching its server's own
// records: a person's or an organisation's name, which records of any
// kind hold; ok is false for a tool that names no thing it searches or
// that searches the web, on a server about web search or code work
// (role.Server.CodeWork), and for a tool read without a server.
func (g *Generator) recordQuery() (string, bool) {
	s := g.opts.Server
	if s == nil || s.CodeWork() || g.aboutCode() || textHas(g.toolL, webSearchWords...) || s.Area() == "websearch" {
		return "", false
	}
	if _, obj := g.toolActOf(); obj == "" || !keptThing(s.Things(), obj) {
		// a bare "search" for anything is a web search, and a research
		// topic or a query is no record the server keeps
		return "", false
	}
	first, last := g.person()
	return []string{first + " " + last, last, orgNames[g.rng.Intn(len(orgNames))]}[g.rng.Intn(3)], true
}

// keptThing reports whether obj, the object a tool's name acts on ("records",
// "entry"), is one of things, the objects a server's tools act on ("Record"),
// compared without case and a plural's "s".
func keptThing(things []string, obj string) bool {
	obj = strings.TrimSuffix(strings.ToLower(obj), "s")
	for _, t := range things {
		if strings.TrimSuffix(strings.ToLower(t), "s") == obj {
			return true
		}
	}
	return false
}

// searchVerbs open a search tool's name or description ("find", "search",
// "look up"): the noun after them is what is searched.
var searchVerbs = map[string]bool{"find": true, "search": true, "look": true, "lookup": true, "up": true, "query": true,
	"list": true, "get": true, "filter": true, "browse": true, "locate": true, "q": true}

// peopleRecords are records a business keeps of people and finds by the
// names of the people in them (a food bank's households).
var peopleRecords = map[string]bool{"household": true, "households": true, "family": true, "families": true}

// searchesPeople tells whether the tool searches records of people: the
// noun its description's first clause opens on after a search verb, or a
// word of its name, names a person (role.PersonNoun: "hackers",
// "member") or a record of people ("household"). A tool about code is
// never one: its users are searched with a code host's syntax.
func (g *Generator) searchesPeople() bool {
	if g.people != 0 {
		return g.people > 0
	}
	g.people = -1
	if g.repoTool || g.aboutCode() {
		return false
	}
	words := tokens(g.opts.Topic)
	for w := range strings.FieldsSeq(strings.ToLower(firstClause(g.opts.About))) {
		w = strings.Trim(w, ",;:()")
		if searchVerbs[w] || w == "a" || w == "an" || w == "the" {
			continue
		}
		words = append(words, w) // the first noun after the verbs
		break
	}
	for _, w := range words {
		if searchVerbs[w] {
			continue
		}
		if peopleRecords[w] || role.PersonNoun(singular(w)) {
			g.people = 1
			return true
		}
	}
	return false
}
