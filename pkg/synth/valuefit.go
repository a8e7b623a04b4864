package synth

import (
	"regexp"
	"strings"

	"github.com/mcpgen/mcpgen/pkg/role"
)

// Values that fit what the field is matched against: a search a
// description says is matched against the names of a kind of thing
// ("Search for a label by name", "substring to filter cards by name") is
// a name of that thing, not a sentence or a web search; the examples a
// description gives of what a user asks ("e.g. \"find Carrie's user
// ID\"") are requests to the assistant, never values.

// nameSearch matches a description saying values are matched against the
// names of a kind of thing; its group is that thing, maybe plural.
var nameSearch = regexp.MustCompile(`(?i)\b(?:search(?:es)?|filters?|find|look ?up|match(?:es)?)\s+(?:for\s+)?(?:an?\s+|the\s+)?([a-z]+)\s+by\s+(?:its\s+|their\s+)?(?:display\s+)?name\b`)

// searchIn matches a description saying a search looks in a kind of
// thing people name ("The text to search for in tasks"); its group is
// that thing, maybe plural, when it ends the phrase (not "in checklist
// item descriptions").
var searchIn = regexp.MustCompile(`(?i)\bsearch(?:es)?\s+(?:for\s+)?in\s+(?:the\s+|their\s+)?([a-z]+)\s*(?:[.,;:)]|$)`)

// personNouns are things named by a person's name.
var personNouns = map[string]bool{"user": true, "person": true, "people": true, "member": true, "collaborator": true, "contact": true,
	"employee": true, "teammate": true, "assignee": true, "author": true, "attendee": true, "participant": true, "candidate": true,
	"patient": true, "student": true, "artist": true}

// singular is role.SingularToken ("cards" card, "people" person,
// "categories" category; "ids" stays "ids").
func singular(n string) string { return role.SingularToken(n) }

// nameSearchValue returns, for a search or filter whose description says
// it is matched against names, a name of the thing searched: a person's
// for users and members (or their address where the description allows
// it), else one a person gives that thing, sometimes only its start when
// the match is partial.
func (g *Generator) nameSearchValue(h hint) (string, bool) {
	noun, ok := g.nameSearchNoun(h.desc)
	if !ok {
		return "", false
	}
	d := g.lowerDesc(h.desc)
	partial := containsAny(d, "partial", "substring", "contains", "prefix")
	if personNouns[noun] {
		first, last := g.person()
		switch k := g.rng.Intn(4); {
		case k == 0 && strings.Contains(d, "email"):
			return g.sceneEmail(), true
		case k == 1 && partial:
			return first, true
		}
		return first + " " + last, true
	}
	r := role.Role{Kind: role.Ident, Names: noun}
	v := g.displayName(&r, h)
	if w := strings.Fields(v); partial && len(w) > 2 && g.rng.Intn(2) == 0 {
		// a partial match is typed as the name's first words
		if n := 2; !cutMidClause(w[n-1]) {
			v = strings.Join(w[:n], " ")
		}
	}
	return v, true
}

// quotedLiteral matches a quoted literal of a query language ("name
// contains 'budget'", `title:"Q3"`): a quote that opens after a space,
// an operator or a bracket and closes, not an apostrophe inside a word
// ("Carrie's").
var quotedLiteral = regexp.MustCompile(`(?:^|[\s=(:,\[])(?:'[^']*'|"[^"]*")`)

// requestVerbs begin what a user asks the assistant ("find Carrie's user
// ID", "who is Ernesto", "look up a user"), not a value a tool takes.
var requestVerbs = map[string]bool{"find": true, "who": true, "look": true, "show": true, "get": true, "list": true,
	"identify": true, "tell": true, "give": true, "what's": true, "whats": true, "fetch": true, "please": true, "can": true, "could": true}

// requestLike tells whether an example is a request to the assistant:
// words beginning with a verb of asking, or naming the parameter itself
// (a description's fragment about the parameter, not a value of it).
func requestLike(ex, param string) bool {
	w := strings.Fields(strings.ToLower(ex))
	if len(w) < 2 {
		return false
	}
	if requestVerbs[w[0]] {
		return true
	}
	p := strings.ToLower(param)
	return len(p) > 3 && strings.Contains(strings.ToLower(strings.ReplaceAll(ex, " ", "")), p)
}

// notRequests returns the examples that are values: without those that
// are requests to the assistant or fragments naming the parameter param
// (requestLike). It returns ex itself when none is left out.
func notRequests(ex []string, param string) []string {
	for i, e := range ex {
		if requestLike(e, param) {
			out := append([]string(nil), ex[:i]...)
			for _, e := range ex[i+1:] {
				if !requestLike(e, param) {
					out = append(out, e)
				}
			}
			return out
		}
	}
	return ex
}

// stateTypes are the kinds of state a workflow's states fall into, for
// the type of a state or stage that lists none.
var stateTypes = []string{"backlog", "unstarted", "started", "completed", "canceled"}

// neutralWords stand for a word nothing tells more of: plain enough to fit
// most settings, where a random word ("his", "whisker") reads as noise.
var neutralWords = []string{"default", "general", "standard"}

// NeutralWord tells whether s is one of the filler words synth draws for a
// field nothing tells more of ("default", "general", "standard", any case):
// a value that passes in a request but is no answer a person gives to a
// question about it.
func NeutralWord(s string) bool {
	for _, w := range neutralWords {
		if strings.EqualFold(s, w) {
			return true
		}
	}
	return false
}

// typeName tells whether a parameter's name asks for a type or kind of
// something ("type", "resourceTypes", "entity_kind").
func typeName(name string) bool {
	ts := tokens(name)
	if len(ts) == 0 {
		return false
	}
	switch ts[len(ts)-1] {
	case "type", "types", "kind", "kinds":
		return true
	}
	return false
}

// textName tells whether a parameter's name asks for a few words a
// person writes ("desc", "special_requests", "resolution", "NextStep").
func textName(name string) bool {
	ts := tokens(name)
	if len(ts) == 0 {
		return false
	}
	switch ts[len(ts)-1] {
	case "desc", "description", "notes", "requests", "resolution", "instructions", "step", "steps", "remarks", "remark",
		"explanation", "details", "summary", "reason", "message", "comment", "comments", "narration":
		return true
	}
	return false
}

// neutralWord returns a word for a parameter nothing more is known of: a
// type of state for a state's type, one of the server's objects for a
// type of object (a webhook's resource types: Issue, Comment), what the
// parameter's own words say (fillWord), a label of the tool's area, else
// a plain word; the last two mark the value a filler (g.filler).
func (g *Generator) neutralWord(h hint) string {
	rg := g.rng
	if v, ok := g.plainKindValue(h); ok {
		return v
	}
	if v, ok := g.chapterLabel(h); ok {
		return v
	}
	if v, ok := g.areaSlug(h); ok {
		return v
	}
	if v, ok := g.fillWord(h); ok {
		return v
	}
	if v, ok := g.workDone(h); ok {
		return v
	}
	if v, ok := g.taxTypeCode(h); ok {
		return v
	}
	if v, ok := g.moveEnd(h); ok {
		return v
	}
	if v, ok := g.whereSpot(h); ok {
		return v
	}
	if typeName(h.name) {
		if containsAny(g.topicL, "state", "status", "stage") {
			return stateTypes[rg.Intn(len(stateTypes))]
		}
		if th := g.opts.Server.Things(); len(th) > 0 && typeOfThings(h.name, th) {
			return th[rg.Intn(min(len(th), 6))]
		}
	}
	if v, ok := g.chartCategory(h); ok {
		return v
	}
	if v, ok := g.graphNode(h); ok {
		return v
	}
	if v, ok := g.breedValue(h); ok {
		return v
	}
	if v, ok := g.unitValue(h); ok {
		return v
	}
	if v, ok := g.describedValue(h); ok {
		return v
	}
	if lx := g.areaLex(); lx != nil && len(lx.tags) > 0 && !typeName(h.name) {
		g.filler = true
		return lx.tags[rg.Intn(len(lx.tags))]
	}
	g.filler = true
	w := neutralWords[rg.Intn(len(neutralWords))]
	if typeName(h.name) {
		// a type nothing more is known of (a line's tax type): its
		// standard one, never a "default" or "general" type
		w = "standard"
	}
	return w
}

// shortText returns the few words a person writes into a text-like
// parameter nothing else classified ("desc", "special_requests",
// "resolution"): a description as such, else a remark of the tool's
// area (a travel request, an incident note) where it has them.
func (g *Generator) shortText(r *role.Role, h hint) string {
	h = g.spelledKey(h)
	if v, ok := g.kindNote(r, h); ok {
		return v
	}
	ts := tokens(h.name)
	switch ts[len(ts)-1] {
	case "desc", "description", "details", "summary":
		h.name = "description" // (a "desc" is a description)
		return g.textFor(r, h)
	}
	if lx := g.areaLex(); lx != nil && len(lx.notes) > 0 && len(lx.items) > 0 {
		// a table's special request, not a recipe's remark (travel's own
		// remarks are a stay's requests already)
		if v, ok := g.worldNote(h, lx); ok {
			return v
		}
		return g.areaNote(lx, h, 'n')
	}
	return g.textFor(r, h)
}

// quotedWords matches a value a description quotes: one or two words in
// double quotes ("top", "bottom").
var quotedWords = regexp.MustCompile(`"([A-Za-z][A-Za-z_-]*(?: [A-Za-z_-]+)?)"`)

// quotedValue returns one of the short values a description quotes
// ("Position of the new checklist: \"top\", \"bottom\", or a positive
// number"), when it quotes two or more; ok is false otherwise.
func (g *Generator) quotedValue(h hint) (string, bool) {
	ms := quotedWords.FindAllStringSubmatch(h.desc, 6)
	var vals []string
	for _, m := range ms {
		if !strings.EqualFold(m[1], h.name) {
			vals = append(vals, m[1])
		}
	}
	if len(vals) < 2 {
		return "", false
	}
	return vals[g.rng.Intn(len(vals))], true
}
