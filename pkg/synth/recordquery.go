package synth

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
	if _, obj := g.toolActOf(); obj == "" {
		return "", false // (a bare "search" for anything is a web search)
	}
	first, last := g.person()
	return []string{first + " " + last, last, orgNames[g.rng.Intn(len(orgNames))]}[g.rng.Intn(3)], true
}
