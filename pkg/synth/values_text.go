package synth

import (
	"fmt"
	"math/rand"
	"regexp"
	"slices"
	"strconv"
	"strings"

	"github.com/mcpgen/mcpgen/pkg/role"
)

// machineValue covers files, the web, code and data stores.
func (g *Generator) machineValue(r *role.Role, h hint) (string, bool) {
	f, rg := g.fake, g.rng
	switch r.Kind {
	case role.URL:
		return g.webURL(h), true
	case role.Domain:
		_, dom := g.org()
		return dom, true
	case role.IP:
		return f.IPv4Address(), true
	case role.URLPath:
		return []string{"/api/users", "/api/orders/*", "/login", "/api/v1/search", "/static/*", "/checkout"}[rg.Intn(6)], true
	case role.Method:
		return f.HTTPMethod(), true
	case role.MIME:
		return mimes[rg.Intn(len(mimes))], true
	case role.FilePath:
		if r.Format == "relative" {
			return relPath(g), true
		}
		return g.filePath(h), true
	case role.DirPath:
		if g.repoTool {
			return repoDirs[rg.Intn(len(repoDirs))], true
		}
		d := dirFiles[1+rg.Intn(len(dirFiles)-1)]
		g.lastDir = d.dir
		return g.projectRoot() + "/" + d.dir, true
	case role.FileName:
		if v, ok := g.groundFileName(r, h); ok {
			return v, true // (a photo of a parked car, a scanned receipt)
		}
		return g.fileName(r), true
	case role.Glob:
		return g.globValue(r, h), true
	case role.Regex:
		if strings.Contains(g.lowerDesc(h.desc), "url") {
			// a pattern over request URLs
			return []string{"/api/.*", "/api/users/\\d+", "\\.(png|jpg|svg)$", "/graphql", "analytics|tracking", "/api/v2/orders"}[rg.Intn(6)], true
		}
		if containsAny(g.lowerDesc(h.desc), "page", "snapshot") {
			// a pattern over the text a page shows
			return []string{"Sign (in|up)", "\\$\\d+\\.\\d{2}", "/error/i", "Order #\\d+", "\\d+ results", "(Add to|View) cart"}[rg.Intn(6)], true
		}
		return []string{"error|warn", "^user_[0-9]+$", "timeout", "\\bTODO\\b", "[Ff]ailed", "Sign (in|up)"}[rg.Intn(6)], true
	case role.Selector:
		return actSelector(rg.Intn, elementAct(g.opts.Topic, g.opts.About)), true
	case role.ElementRef:
		return "e" + strconv.Itoa(2+rg.Intn(120)), true
	case role.ElementDesc:
		if endPrep(strings.ToLower(h.name)) == "" && dropsFiles(g.opts.About) {
			// files and data go onto what takes them, never a Password field
			return fileDropZones[rg.Intn(len(fileDropZones))], true
		}
		if e := actElement(rg.Intn, elementAct(g.opts.Topic, g.opts.About)); e != "" && endPrep(strings.ToLower(h.name)) == "" {
			return e, true
		}
		return elementDescValue(rg.Intn, h), true
	case role.Code:
		return codeValue(rg.Intn, h.desc), true
	case role.SQL:
		if len(r.Examples) >= 2 {
			// statements the tool lists: its dialect (SOQL) and its
			// tables, where the generic ones query tables it lacks
			return r.Examples[rg.Intn(len(r.Examples))], true
		}
		q := sqls[rg.Intn(len(sqls))]
		n := []int{5, 10, 20, 50, 100}[rg.Intn(5)]
		if strings.Contains(q, "id = ") {
			n = 1 + rg.Intn(5000) // a row id is any number
		}
		return fmt.Sprintf(q, n), true
	case role.Command:
		return commands[rg.Intn(len(commands))], true
	case role.Key:
		return g.kvKey(), true
	case role.KeyPress:
		return []string{"Enter", "ArrowLeft", "ArrowDown", "Tab", "Escape", "a", "PageDown", "Backspace", "Control+a"}[rg.Intn(9)], true
	case role.ConnString, role.Database, role.Collection:
		return g.mongoValue(r.Kind, rg, h), true
	case role.Field:
		return g.fieldName(r, h), true
	case role.Secret:
		return f.Password(true, true, true, true, false, 14), true
	case role.Date:
		if l, ok := dateLayout(r.Format); ok {
			return g.whenFor(h).Format(l), true // "YYYY-MM": a month, 2026-03
		}
		return g.whenFor(h).Format("2006-01-02"), true
	case role.DateTime:
		return g.whenFor(h).Format("2006-01-02T15:04:05Z"), true
	case role.Time:
		if v, ok := g.openSlot(h); ok {
			return clockIn(v, r.Format), true // (a salon open 08:00-18:00 takes no 18:45)
		}
		return clockIn(g.when().Format("15:04"), r.Format), true
	case role.Duration:
		return []string{"PT30M", "PT1H", "P1D", "PT15M", "P7D"}[rg.Intn(5)], true
	case role.JSON:
		return `{"status":"active"}`, true
	}
	return "", false
}

// queryValue returns a search query for a parameter of role.Query: text
// the page shows for a search in a page snapshot, a title (or its start)
// for a search matched against titles, a query in the language the
// description's examples show, else one that fits the tool (query).
func (g *Generator) queryValue(r *role.Role, h hint) string {
	rg := g.rng
	if d := g.lowerDesc(h.desc); containsAny(d, "snapshot", "in the page", "on the page", "page text") {
		// text to find on a page is text the page shows
		return uiTexts[rg.Intn(len(uiTexts))]
	}
	if v, ok := g.reportedTerm(h); ok {
		return v
	}
	if len(r.Examples) > 1 && structured(r.Examples) == nil && strings.Contains(g.lowerDesc(h.desc), "title") {
		// the description shows what its searches look like ("'CS 161',
		// 'organic chemistry'"): one of them, never the title of
		// another kind of thing the area has
		return r.Examples[rg.Intn(len(r.Examples))]
	}
	if v, ok := g.ownExampleQuery(r, h); ok {
		return v // (a search like the ones its description shows)
	}
	if v, ok := g.searchedClass(h); ok {
		return v // (a search over conditions looks for a condition)
	}
	if v, ok := g.listedFieldQuery(h); ok {
		return v // (a search by colour or supplier looks for one)
	}
	if v, ok := g.thingWordsQuery(); ok {
		return v // (a search of campaigns looks for a campaign's words)
	}
	if d := g.lowerDesc(h.desc); strings.Contains(d, "title") && !strings.Contains(d, "url") {
		if q, ok := g.keptPageQuery(d); ok {
			return q
		}
		// a search matched against titles is a title, or its start
		filler := g.filler
		t := g.titleFor(h)
		if g.filler && !filler {
			if q, ok := g.kindQuery(); ok {
				// a filler title ("Collection for Mei") says who, not
				// what: nobody searches a catalogue for it
				g.filler = false
				return q
			}
		}
		if w := strings.Fields(t); len(w) > 3 && rg.Intn(2) == 0 {
			if n := 2 + rg.Intn(2); !cutMidClause(w[n-1]) {
				t = strings.Join(w[:n], " ")
			}
		}
		return t
	}
	return g.queryAfterTitles(r, h)
}

// pageTitles matches a description that says the titles a search is
// matched against are those of pages or documents.
var pageTitles = regexp.MustCompile(`\b(?:pages?|documents?|docs|wiki)\b[^.]*\btitles?\b|\btitles? of (?:the )?(?:pages?|documents?|docs)\b`)

// keptPageQuery returns, for a search matched against the titles of
// pages or documents (desc, lowered), what people look such a page up
// by: the name of a page a team keeps, from the tool's area or else the
// documents' own searches (a meeting's notes, a roadmap, an onboarding
// guide), never the title of a piece of work a tracker holds (was
// "Bump axios to 1.7 for the security advisory", now "onboarding
// guide"); ok is false for other searches.
func (g *Generator) keptPageQuery(desc string) (string, bool) {
	if !pageTitles.MatchString(desc) {
		return "", false
	}
	qs := g.areaQueries()
	if qs == nil {
		qs = areaLexicon["docs"].queries
	}
	return g.fill(qs[g.rng.Intn(len(qs))]), true
}

// kindQueries are, per kind of organisation (role.OrgKindOf), the
// keywords people search its holdings with.
var kindQueries = map[string][]string{
	"museum": {"Dutch still life", "bronze figure", "woodblock print", "Roman coin", "Impressionist landscape", "Ming porcelain",
		"Art Deco poster", "medieval manuscript", "Greek amphora", "portrait miniature"},
}

// kindQuery returns a search of the holdings of the kind of organisation
// the tool's world holds; ok is false when that kind has no kindQueries.
func (g *Generator) kindQuery() (string, bool) {
	kind := g.opts.Server.OrgKind()
	if kind == "" {
		kind = role.OrgKindOf(g.toolL)
	}
	qs := kindQueries[kind]
	if len(qs) == 0 {
		return "", false
	}
	return qs[g.rng.Intn(len(qs))], true
}

// queryAfterTitles is queryValue's last resort, past a search matched
// against titles: a query in the language the description's examples
// show, else one that fits the tool (query).
func (g *Generator) queryAfterTitles(r *role.Role, h hint) string {
	rg := g.rng
	if ex := g.queryExamples(r); len(ex) > 0 && (rg.Intn(3) > 0 || !plainAllowed(h.desc+" "+g.opts.About)) {
		// the description gives the query language: a query in it,
		// mostly one about something (a name, not a folder id)
		e := ex[rg.Intn(len(ex))]
		if !hasWordLiteral(e) {
			e = ex[rg.Intn(len(ex))]
		}
		if q := g.likeQuery(e); q != "" {
			return q
		}
	}
	return g.query()
}

// wordsValue covers what people write: queries, titles, text, tags and
// choice words.
func (g *Generator) wordsValue(r *role.Role, h hint) string {
	f, rg := g.fake, g.rng
	if v, ok := g.kindValue(r, h); ok {
		return v
	}
	switch r.Kind {
	case role.Query, role.Text:
		if v, ok := g.docsQueryValue(h); ok {
			return v
		}
		fallthrough
	case role.Word, role.Unknown:
		if v, ok := g.nameSearchValue(h); ok {
			return v
		}
	}
	switch r.Kind {
	case role.Query:
		return g.queryValue(r, h)
	case role.Question:
		return f.Question()
	case role.Title:
		return g.titleFor(h)
	case role.Text:
		if strings.Contains(strings.ToLower(h.name), "prompt") && strings.Contains(g.lowerDesc(h.desc), "dialog") {
			// what a person types into a prompt dialog
			return inputVals[rg.Intn(len(inputVals))]
		}
		if r.Short {
			return uiTexts[rg.Intn(len(uiTexts))]
		}
		return g.textFor(r, h)
	case role.Thought:
		return thoughts[rg.Intn(len(thoughts))]
	case role.Tag:
		if isRepoTool(g.root) || containsAny(g.topicL, "issue", "pull") {
			// an issue or pull request is labelled as code work is, not
			// "recipes" or "reading-list"
			return g.codeLabel(h)
		}
		if v, ok := g.exampleOrAreaTag(r, h); ok {
			return v // a recipe is tagged "vegetarian", a deal "renewal", not "bug"
		}
		if g.workItemTags(h) {
			// the call's card or task is a piece of work, told already or
			// named beside ("Update README setup steps"): labelled as it,
			// not "travel"
			return g.codeLabel(h)
		}
		return tagWords[rg.Intn(len(tagWords))]
	case role.Emoji:
		if g.urlWordsOf(h).image == "icon" {
			return emojiChars[rg.Intn(len(emojiChars))] // a page's icon is the emoji itself
		}
		return emojis[rg.Intn(len(emojis))]
	case role.SortOrder:
		return orders[rg.Intn(2)]
	case role.Status:
		if r.Names != "" {
			// the state of a workflow a name names ("stateName"), as the
			// tool shows it
			return workflowStates[rg.Intn(len(workflowStates))]
		}
		return statuses[rg.Intn(len(statuses))]
	case role.Color:
		// a colour as people name a hull's, a car's or a label's, never a
		// web palette's "Gainsboro" or "Moccasin"
		return everydayColors[rg.Intn(len(everydayColors))]
	case role.Relation:
		g.sc.relation = relations[rg.Intn(len(relations))]
		return g.sc.relation
	case role.EntType:
		g.sc.entType = entityTS[rg.Intn(len(entityTS))]
		return g.sc.entType
	case role.Ident:
		if strings.Contains(strings.ToLower(h.name), "branch") {
			return []string{"alt-approach", "option-b", "cache-first", "rollback-plan", "deeper-dive"}[rg.Intn(5)]
		}
		if strings.Contains(strings.ToLower(h.name), "connection") {
			// a connection is named for the deployment it reaches, not like
			// a table or an index ("weekly_summary", "user_email_idx")
			return connNames[rg.Intn(len(connNames))]
		}
		if r.Format == "image" {
			return []string{"homepage", "checkout-page", "login-form", "search-results", "pricing-mobile", "dashboard-after-login", "cart-empty", "settings-dark-mode"}[rg.Intn(8)]
		}
		if p := g.docsProduct(); p != "" && strings.Contains(g.lowerDesc(h.desc), "source") {
			// a documentation source of the product
			return slug(p) + "-" + []string{"docs", "blog", "university", "devcenter", "community"}[rg.Intn(5)]
		}
		if r.ID == role.IDSlug {
			return g.slugOrMachineName(r, h)
		}
		return g.displayName(r, h)
	case role.Word:
		if vals := role.Lexicon[r.Format]; len(vals) > 0 {
			return vals[rg.Intn(len(vals))]
		}
		if n := strings.ToLower(h.name); strings.HasSuffix(n, "value") || strings.HasSuffix(n, "values") {
			if g.sc.kvKey != "" {
				// the value stored under the call's key
				return kvValue(g, g.sc.kvKey)
			}
			return inputVals[rg.Intn(len(inputVals))]
		}
		return g.neutralWord(h)
	}
	// nothing known: an agenda item, a few words a person writes, else a
	// plain word of the right kind (never a random one)
	if strings.Contains(strings.ToLower(h.name+" "+h.parent+" "+g.flatPtr), "agenda") {
		return g.agendaItem()
	}
	if textName(h.name) {
		return g.shortText(r, h)
	}
	if v, ok := g.quotedValue(h); ok {
		return v
	}
	return g.neutralWord(h)
}

// Search queries read like what people type into the tool at hand: local
// searches for places, code-host searches for repositories and code, web
// searches otherwise.
var (
	localQueries = []string{"vegan restaurants near {P}", "coffee shops in {C}", "pharmacy open now near {P}", "best ramen in {C}",
		"bike rental {C}", "hotels near {P}", "coworking space in {C}", "museums in {C}", "gas station near {P}", "sushi near {P}"}
	// code-host searches differ by what is searched: repositories, code,
	// or issues and pull requests
	repoQueries = []string{"language:go stars:>100 rate limiter", "topic:cli stars:>100", "{T} client in:name", "jwt middleware language:typescript",
		"csv parser language:python", "org:{O} {T}", "oauth server stars:>500", "{T} sdk language:rust"}
	codeQueries = []string{"func NewClient", "retry backoff language:go", "useEffect fetch language:typescript", "def parse_csv language:python",
		"\"rate limit\" path:src", "filename:Dockerfile FROM golang", "class {U}Service", "TODO extension:py"}
	issueQueries = []string{"is:open label:bug {T}", "is:issue is:open timeout", "is:pr is:merged {T}", "memory leak in {T}",
		"is:open label:\"good first issue\"", "{T} crash on startup", "is:pr review:required {T}", "is:closed label:enhancement {T}"}
	issueOnlyQueries = []string{"is:open label:bug {T}", "is:issue is:open timeout", "memory leak in {T}", "is:issue is:open author:{H}",
		"is:open label:\"good first issue\"", "{T} crash on startup", "{T} login fails is:issue", "is:closed label:enhancement {T}"}
	webQueries = []string{"golang context cancellation example", "python list comprehension vs map", "best budget laptop 2026", "how to remove a git submodule",
		"weather in {C} this weekend", "flights from {C} to {C2}", "postgres vs mysql for analytics", "how to center a div with flexbox", "{C} public holidays 2026",
		"typescript async await explained", "cheap things to do in {C}", "how to fix npm ERR! code ERESOLVE", "sourdough starter not rising", "best hiking trails near {C}",
		"how to file taxes as a freelancer", "react useEffect runs twice", "electric car charging stations {C}", "what is retrieval augmented generation"}
	// plainWebQueries are webQueries without the programming ones
	plainWebQueries = []string{"best budget laptop 2026", "weather in {C} this weekend", "flights from {C} to {C2}", "{C} public holidays 2026",
		"cheap things to do in {C}", "sourdough starter not rising", "best hiking trails near {C}", "how to file taxes as a freelancer",
		"electric car charging stations {C}"}
	// docsQueries search a product's own documentation or knowledge base
	// ({D} is the product the tool's description names)
	docsQueries = []string{"how to create an index in {D}", "{D} connection string options", "how to back up {D}", "{D} authentication setup",
		"{D} performance tuning tips", "how to migrate data to {D}", "troubleshoot {D} connection timeout", "{D} rate limits",
		"what's new in the latest {D} release", "{D} best practices for schema design", "how to enable TLS in {D}", "{D} pagination example"}
	// plainIssueQueries are what people type into an issue tracker's
	// search box: the problem in a few words
	plainIssueQueries = []string{"login crash on safari", "{T} timeout on save", "dark mode toggle broken", "export to CSV fails",
		"slow dashboard load", "{T} 500 error", "memory leak in {T}", "{T} crash on startup", "password reset email", "onboarding checklist"}
	// fileQueries are what people search their files and documents for
	fileQueries = []string{"Q3 budget", "onboarding checklist", "meeting notes {C}", "invoice 2025", "product roadmap",
		"contract draft", "team offsite {C}", "quarterly report", "expense report", "design review slides"}
	langs = []string{"python", "go", "rust", "typescript", "java", "kotlin", "swift", "react", "postgres", "docker"}
)

// cutMidClause tells whether a title cut after word w would stop in the
// middle of what it says: on a function word ("Login times out on") or
// on a verb or plural noun ending in s ("Search ignores", "CSV export
// drops"), which a search for the title's start never ends on.
func cutMidClause(w string) bool {
	l := strings.ToLower(strings.Trim(w, ",.:;"))
	switch l {
	case "a", "an", "the", "of", "on", "in", "to", "for", "with", "and", "or", "at", "by", "from", "after", "before", "when", "is", "are", "not", "no":
		return true
	}
	return len(l) > 3 && strings.HasSuffix(l, "s") && !strings.HasSuffix(l, "ss")
}

// query returns a search query for the tool's domain.
// productQueries are what shoppers type into a store's search box.
var productQueries = []string{"running shoes", "wireless earbuds", "rain jacket", "usb-c charger", "yoga mat",
	"coffee grinder", "kids winter boots", "linen shirt", "desk lamp", "hiking backpack", "phone case", "air fryer",
	"wool socks", "standing desk", "bluetooth speaker", "trail running shoes size 42"}

// supportQueries are what an agent types to find support tickets: the
// customer's problem in a few words.
var supportQueries = []string{"refund not received", "password reset email", "invoice PDF blank", "double charged",
	"can't log in", "order arrived damaged", "cancel subscription", "shipping delay", "wrong size delivered",
	"two-factor code not arriving", "app crashes on upload", "change billing address", "promo code not working",
	"account locked", "missing item in package"}

// codeHost tells whether a tool's description names a code host, whose
// searches take qualifiers ("location:", "language:").
func codeHost(about string) bool {
	return containsAny(strings.ToLower(about), "github", "gitlab", "bitbucket", "gitea", "repositor")
}

// hasTopicWord tells whether one of the words is a whole word of the tool
// name ("search_products" has "products"; "create_pr" has "pr", "print"
// does not).
func hasTopicWord(topic string, words ...string) bool {
	// the fields of topic split at _ - space . / (strings.FieldsFunc's,
	// read in place: this runs on many values drawn)
	for start, i := 0, 0; i <= len(topic); i++ {
		if i < len(topic) && !topicSep(topic[i]) {
			continue
		}
		if t := topic[start:i]; t != "" {
			for _, w := range words {
				if t == w {
					return true
				}
			}
		}
		start = i + 1
	}
	return false
}

// topicSep tells whether b separates the words of a tool name for
// hasTopicWord.
func topicSep(b byte) bool { return b == '_' || b == '-' || b == ' ' || b == '.' || b == '/' }

func (g *Generator) query() string {
	topic := g.topicL
	var pool []string
	switch {
	case containsAny(topic, "local", "place", "map", "restaurant", "business", "nearby"):
		pool = localQueries
	case containsAny(topic, "patient", "passenger", "guest", "student", "employee") && !g.repoTool:
		// a person is searched by their name, never a company's
		first, last := g.person()
		return []string{first + " " + last, last, first + " " + last[:1]}[g.rng.Intn(3)]
	case containsAny(topic, "user", "people", "member", "contact", "customer") && !g.repoTool && !codeHost(g.opts.About):
		// people in an address book or CRM are searched by name or
		// company, not with a code host's "location:" syntax
		first, last := g.person()
		return []string{first + " " + last, last, orgNames[g.rng.Intn(len(orgNames))], first + " " + last[:1]}[g.rng.Intn(4)]
	case containsAny(topic, "user", "people", "member", "contact"):
		first, last := g.person()
		return []string{first + " " + last, "location:" + g.city(), first + " language:" + langs[g.rng.Intn(len(langs))], strings.ToLower(first + last[:1]), "followers:>100 location:" + g.city()}[g.rng.Intn(5)]
	case g.searchesPeople():
		// "find household", "find hackers", "member search": the people
		// in the records are searched by name, never a web search or a
		// recipe of the area
		first, last := g.person()
		return []string{first + " " + last, last, first + " " + last[:1]}[g.rng.Intn(3)]
	case hasTopicWord(topic, "code", "codebase") && g.aboutCode():
		pool = codeQueries
	case hasTopicWord(topic, "part", "parts"):
		pool = partQueries
	case hasTopicWord(topic, "product", "products", "catalog", "catalogue", "shop", "store", "inventory") && (g.opts.Server.Area() == "ecommerce" || !g.areaItems()):
		// (a library's catalog holds its books, not a shop's goods)
		pool = productQueries
	case hasTopicWord(topic, "ticket", "tickets", "support", "helpdesk", "case", "cases", "complaint", "complaints") && !g.grounded():
		pool = supportQueries
	case containsAny(topic, "issue") && !g.repoTool && !codeHost(g.opts.About):
		// an issue tracker that is no code host searches free text, not
		// with GitHub's "is:issue" qualifiers
		pool = plainIssueQueries
	case containsAny(topic, "issue", "pull", "commit") || hasTopicWord(topic, "pr", "prs"):
		pool = issueQueries
		if !containsAny(topic, "pull", "pr") {
			// a search named for issues looks for issues: "is:pr is:merged"
			// is a pull request search
			pool = issueOnlyQueries
		}
	case hasTopicWord(topic, "repo", "repos", "git") || containsAny(topic, "repositor", "github", "gitlab"):
		// whole words: an adverse event report is no repo, a digital
		// archive no git
		pool = repoQueries
	case g.docsProduct() != "":
		pool = docsQueries
	case searchesFiles(topic, g.opts.About):
		pool = fileQueries
	case containsAny(topic, "node", "entit", "memory", "graph") && g.areaQueries() == nil:
		// a knowledge graph's entities (not a smart home's, which its
		// area's queries name)
		first, last := g.person()
		return []string{first + " " + last, repoNouns[g.rng.Intn(len(repoNouns))] + " project", g.city(), orgNames[g.rng.Intn(len(orgNames))]}[g.rng.Intn(4)]
	default:
		if q, ok := g.classQuery(); ok {
			return q // (a beer search looks for a beer)
		}
		if q, ok := g.groundQuery(); ok {
			return q
		}
		pool = webQueries
		if !g.aboutCode() && !containsAny(g.toolL, "web", "internet", "online") {
			// a search of a trial's events or a shop's stock is no
			// programming question
			pool = plainWebQueries
		}
		if q := g.areaQueries(); q != nil {
			// what people search for in the area the tool is about
			pool = q
		} else if q, ok := g.recordQuery(); ok {
			return q
		}
	}
	return g.fill(pool[g.rng.Intn(len(pool))])
}

// fill fills the placeholders of a query or text template from the
// call's scene: {C} its city, {C2} another city, {P} a landmark of its
// place, {W} its person's full name, {F} the person's first name, {G} its
// organisation, {O} its project's owner, {H} a person's login, {D} the
// product a documentation search is about, {T}, {U}, {V}, {N} and {L}
// words of software work.
func (g *Generator) fill(q string) string {
	if !strings.Contains(q, "{") {
		return q
	}
	var b strings.Builder
	for i := 0; i < len(q); i++ {
		if q[i] != '{' {
			b.WriteByte(q[i])
			continue
		}
		j := strings.IndexByte(q[i:], '}')
		if j < 0 {
			b.WriteString(q[i:])
			break
		}
		switch q[i+1 : i+j] {
		case "D":
			b.WriteString(g.docsProduct())
		case "P":
			b.WriteString(g.here().landmarks[g.rng.Intn(len(g.here().landmarks))])
		case "C":
			b.WriteString(g.city())
		case "C2":
			if g.sc.city2 != "" {
				// one other city per call: a trip's title and its
				// description go to one place
				b.WriteString(g.sc.city2)
				break
			}
			c := cityNames[g.rng.Intn(len(cityNames))]
			if c == g.city() {
				// another city than the call's own: the next one
				for k, n := range cityNames {
					if n == c {
						c = cityNames[(k+1)%len(cityNames)]
						break
					}
				}
			}
			g.sc.city2 = c
			b.WriteString(c)
		case "W":
			first, last := g.person()
			b.WriteString(first + " " + last)
		case "F":
			first, _ := g.person()
			b.WriteString(first)
		case "G":
			o, _ := g.org()
			b.WriteString(o)
		case "T":
			b.WriteString(repoNouns[g.rng.Intn(len(repoNouns))])
		case "U":
			n := repoNouns[g.rng.Intn(len(repoNouns))]
			b.WriteString(strings.ToUpper(n[:1]) + n[1:])
		case "O":
			owner, _ := g.project()
			b.WriteString(owner)
		case "H":
			b.WriteString(g.handle()) // an author is a person's login, not an org
		case "V":
			b.WriteString(workVerbs[g.rng.Intn(len(workVerbs))])
		case "N", "N2":
			b.WriteString(workNouns[g.rng.Intn(len(workNouns))])
		case "L":
			b.WriteString(langs[g.rng.Intn(len(langs))])
		}
		i += j
	}
	return b.String()
}

// docsProduct returns the product whose documentation or knowledge base
// the tool searches, as its description names it ("Search for
// information in the MongoDB Assistant knowledge base" → "MongoDB"); ""
// for other tools.
func (g *Generator) docsProduct() string {
	if g.product != nil {
		return *g.product
	}
	p := ""
	a := g.opts.About
	if containsAny(strings.ToLower(a+" "+g.opts.Topic), "knowledge", "documentation", " docs", "docs ", "manual", "help center") {
		words := strings.Fields(a)
		for i, w := range words {
			w = strings.Trim(w, ".,:;()'\"`")
			if i == 0 || len(w) < 2 || w[0] < 'A' || w[0] > 'Z' {
				continue
			}
			switch w {
			case "The", "A", "An", "This", "It", "Use", "Search", "Find", "Returns", "Assistant", "Supports", "Knowledge", "Documentation", "API", "I", "LLM", "Note":
				continue
			}
			p = w
			break
		}
	}
	g.product = &p
	return p
}

// kvValue returns a value a key-value store holds under key (see kvKeys).
func kvValue(g *Generator, key string) string {
	rg := g.rng
	switch {
	case strings.HasSuffix(key, ":session"):
		return "sess_" + strconv.FormatInt(rg.Int63n(1<<60), 36)
	case strings.HasPrefix(key, "cart:"):
		return `{"items":` + strconv.Itoa(1+rg.Intn(4)) + `,"total":` + []string{"24.99", "59.90", "129.00", "12.50"}[rg.Intn(4)] + `}`
	case strings.HasPrefix(key, "rate_limit:"):
		return strconv.Itoa([]int{1, 5, 12, 30, 58}[rg.Intn(5)])
	case strings.HasSuffix(key, ":status"):
		return []string{"pending", "paid", "shipped", "delivered"}[rg.Intn(4)]
	case strings.HasPrefix(key, "cache:product:"):
		return `{"name":"USB-C Hub","price":24.99,"stock":` + strconv.Itoa(rg.Intn(60)) + `}`
	case key == "feature_flags":
		return `{"new_checkout":true,"dark_mode":false}`
	case strings.HasPrefix(key, "leaderboard"):
		return strconv.Itoa(100 * (5 + rg.Intn(40)))
	case strings.HasPrefix(key, "queue:"):
		return `{"to":"` + g.sceneEmail() + `","template":"welcome"}`
	}
	return inputVals[rg.Intn(len(inputVals))]
}

// codeLabels are the labels of issues and pull requests.
var codeLabels = []string{"bug", "enhancement", "documentation", "urgent", "backend", "frontend", "needs-review", "good first issue", "performance",
	"security", "design", "help wanted", "question", "blocked", "p1", "p2", "tech-debt", "ux", "mobile", "api", "infra", "release", "dependencies", "ci"}

// codeLabel returns a label of the scene's piece of work: the first two
// labels of a list agree with each other and with the story (a bug is not
// also an enhancement; an API change is not "frontend"), further ones (a
// schema that asks for more) come from all codeLabels.
func (g *Generator) codeLabel(h hint) string {
	if i := strings.LastIndexByte(h.ptr, '/'); i >= 0 && len(h.ptr)-i == 2 && h.ptr[i+1] >= '2' && h.ptr[i+1] <= '9' {
		return codeLabels[g.rng.Intn(len(codeLabels))]
	}
	ls := storyLabels(g.story().title)
	n := 2
	if ls[2] != "" {
		n = 3
	}
	return ls[g.rng.Intn(n)]
}

// storyLabels returns the labels an issue titled title goes by: what kind
// of work it is, a priority, and the layer it is in ("" for neither).
func storyLabels(title string) [3]string {
	t := strings.ToLower(title)
	kind, prio := "bug", "p1"
	switch {
	case containsAny(t, "readme", "guide"):
		kind, prio = "documentation", "good first issue"
	case strings.HasPrefix(t, "bump "):
		kind, prio = "dependencies", "security"
	case strings.HasPrefix(t, "release"):
		kind, prio = "release", "p1"
	case containsAny(t, "slow"):
		kind, prio = "performance", "p2"
	case strings.HasPrefix(t, "add ") || strings.HasPrefix(t, "clearer ") || strings.HasPrefix(t, "remove ") || strings.HasPrefix(t, "migrate "):
		kind, prio = "enhancement", "p2"
	case containsAny(t, "fail", "expire", "leak", "crash"):
		prio = "urgent"
	}
	var layer string
	switch storyLayer(title) {
	case 'f':
		layer = "frontend"
	case 'b':
		layer = "backend"
	}
	return [3]string{kind, prio, layer}
}

// identAreas are what identifiers of work artefacts are named after.
var identAreas = []string{"sales", "orders", "users", "billing", "inventory", "marketing", "support", "search", "payments", "audit"}

// uiTexts are short texts a person types into a page or waits for.
var uiTexts = []string{"Order confirmed", "Welcome back", "No results found", "Payment successful", "Loading complete",
	"Sign in", "hello world", "Thanks for subscribing", "Saved", "ana.costa@example.com", "wireless headphones", "Your cart is empty"}

// thoughts are steps of reasoning, as a thinking tool records them.
var thoughts = []string{
	"First I need to work out which of the three services is sending the duplicate emails.",
	"The timeout only happens on large uploads, so the limit is probably in the proxy, not the app.",
	"Let me compare the two pricing plans by total cost over a year instead of per month.",
	"If the cache is stale for up to an hour, the dashboard numbers would lag exactly like this.",
	"I should check whether the failing tests share a fixture before rewriting them.",
	"Revisiting step 2: the date range was inclusive, so the count is off by one day.",
	"The simplest explanation is a missing index on orders.created_at; the query plan should confirm it.",
	"Splitting the migration into two releases avoids locking the users table during peak hours.",
	"Before choosing a library, list what the parser must handle: quotes, escapes and multiline fields.",
	"Branching here to consider the alternative: keep the old endpoint and add a versioned one.",
}

// fileName returns a file name with an extension fitting what the file is
// for (a screenshot is an image, a console log is text).
func (g *Generator) fileName(r *role.Role) string {
	base := []string{"checkout", "homepage", "login", "report", "results", "dashboard", "search", "invoice", "signup", "settings"}[g.rng.Intn(10)]
	if noun := outputNoun(g.opts.Topic); noun != "" && (r.Format == "log" || r.Format == "data" || r.Format == "markdown") {
		// what the tool writes, on which page: checkout-console-messages.log,
		// search-matches.json (not homepage-mobile.json for a text search)
		base += "-" + noun
	} else {
		base += []string{"", "-page", "-2026-01-15", "_v2", "-mobile", "-final"}[g.rng.Intn(6)]
	}
	ext := exts[g.rng.Intn(len(exts))]
	switch r.Format {
	case "image":
		ext = []string{"png", "png", "jpeg"}[g.rng.Intn(3)]
	case "pdf":
		ext = "pdf"
	case "log":
		ext = []string{"log", "txt", "json"}[g.rng.Intn(3)]
	case "markdown":
		ext = "md"
	case "script":
		ext = "js"
	case "data":
		ext = []string{"json", "txt", "md"}[g.rng.Intn(3)]
	}
	return base + "." + ext
}

// outputStop are words of a tool name that do not say what its output is.
var outputStop = map[string]bool{"browser": true, "page": true, "get": true, "take": true, "list": true, "save": true, "show": true,
	"fetch": true, "read": true, "capture": true, "export": true, "mcp": true, "tool": true, "to": true, "file": true, "all": true, "the": true}

// outputNouns name the output of a tool named by a verb.
var outputNouns = map[string]string{"find": "matches", "search": "matches", "grep": "matches", "evaluate": "result", "eval": "result",
	"run": "output", "execute": "output", "exec": "output", "query": "rows"}

// outputNoun returns what a tool's output file holds, from its name's last
// two telling words (browser_network_requests: network-requests,
// browser_find: matches), or "".
func outputNoun(topic string) string {
	var keep []string
	for _, t := range sharedTokens(topic) {
		if t == "file" || t == "files" {
			return "" // the tool makes a file: its name is the file's own
		}
		if outputStop[t] || len(t) <= 2 {
			continue
		}
		if n, ok := outputNouns[t]; ok {
			t = n
		}
		keep = append(keep, t)
	}
	if len(keep) > 2 {
		keep = keep[len(keep)-2:]
	}
	return strings.Join(keep, "-")
}

// relPath returns a path relative to a repository root.
func relPath(g *Generator) string {
	return repoPaths[g.rng.Intn(len(repoPaths))]
}

func containsAny(s string, words ...string) bool {
	for _, w := range words {
		if strings.Contains(s, w) {
			return true
		}
	}
	return false
}

// collectionKey tells whether a key's name says it holds a collection (a
// leaderboard's sorted set, a queue's list) rather than a string.
func collectionKey(k string) bool {
	return strings.HasPrefix(k, "leaderboard") || strings.HasPrefix(k, "queue:")
}

// stringValueTool tells whether a key-value tool reads or writes one
// key's value (get, set), which is a string: not one that deletes or
// lists keys of any type.
func stringValueTool(topic, about string) bool {
	t := strings.ToLower(topic)
	if containsAny(t, "delete", "del", "list", "scan", "keys", "expire", "ttl", "type") {
		return false
	}
	return t == "get" || t == "set" || strings.HasPrefix(t, "get_") || strings.HasPrefix(t, "set_") ||
		containsAny(strings.ToLower(about), "key-value pair", "value by key", "get value", "set value")
}

// kvKey draws a key of a key-value store and remembers it for the value
// stored under it. A plain GET or SET reads a string: a leaderboard is a
// sorted set and a queue a list, which it would fail on.
func (g *Generator) kvKey() string {
	rg := g.rng
	k := kvKeys[rg.Intn(len(kvKeys))]
	for i := 0; i < 4 && collectionKey(k) && stringValueTool(g.opts.Topic, g.opts.About); i++ {
		k = kvKeys[rg.Intn(len(kvKeys))]
	}
	if strings.Contains(k, "%d") {
		k = fmt.Sprintf(k, 1+rg.Intn(9999))
	}
	g.sc.kvKey = k
	return k
}

// fieldName returns the name of a field of the call's data: the
// embedding field a vector search looks in, a property of a workspace
// table as people name it, a field of the call's collection.
func (g *Generator) fieldName(r *role.Role, h hint) string {
	rg := g.rng
	if strings.Contains(r.Why, "document") && strings.Contains(h.desc, "vector") {
		// the embedding field of the call's collection
		return domainFit[g.domain().coll].embedding
	}
	if n := strings.ToLower(h.name); n == "property" || n == "property_name" || n == "propertyname" {
		// a property of a workspace table is named by the people who
		// made it ("Status", "Due date"), never a guessed column
		// ("created_at") the schema does not state
		return tableProperties[rg.Intn(len(tableProperties))]
	}
	if g.sc.dom != nil {
		// a field of the collection this call is about
		return g.sc.dom.fields[rg.Intn(len(g.sc.dom.fields))].name
	}
	return fieldsL[rg.Intn(len(fieldsL))]
}

// mongoHosts are the servers a MongoDB connection string names, up to the
// database.
var mongoHosts = []string{"mongodb://localhost:27017/", "mongodb://127.0.0.1:27017/", "mongodb://mongo.internal:27017/",
	"mongodb+srv://cluster0.x7k2p.mongodb.net/", "mongodb://db-1.prod.internal:27017,db-2.prod.internal:27017/", "mongodb+srv://analytics.q4nzd.mongodb.net/"}

// dropsCollection matches a tool that drops a whole collection ("drop-
// collection", "Removes a collection or view").
var dropsCollection = regexp.MustCompile(`(?i)^(?:drop|delete|remove)s?[-_ ](?:an? |the )?collection\b`)

// mongoValue draws a database server's connection string, database or
// collection name from the domain of the call (orders live in shop), so
// the values of one call fit together.
func (g *Generator) mongoValue(kind role.Kind, rg *rand.Rand, h hint) string {
	switch kind {
	case role.ConnString:
		// a server people connect to: a local one, a host on the
		// network or an Atlas cluster, not one address for every call
		dbs := domainFit[g.domain().coll].dbs
		return mongoHosts[g.spread("mongohost", len(mongoHosts))] + dbs[g.spread("db/"+g.domain().coll, len(dbs))]
	case role.Database:
		// a database the call's collection lives in (orders in shop)
		dbs := domainFit[g.domain().coll].dbs
		return dbs[g.spread("db/"+g.domain().coll, len(dbs))]
	case role.Collection:
		if isDest(h.name) {
			// a new name for the collection: not the collection's own
			return g.domain().coll + []string{"_archive", "_v2", "_2025", "_old"}[rg.Intn(4)]
		}
		if dropsCollection.MatchString(g.opts.Topic) || dropsCollection.MatchString(g.opts.About) {
			// what people drop: a copy or a leftover, not the live
			// orders collection
			return g.domain().coll + []string{"_old", "_backup", "_2024", "_tmp", "_import"}[g.spread("dropped", 5)]
		}
		return g.domain().coll
	}
	return ""
}

// searchesFiles tells whether a search tool searches files or documents
// (its name, or the first clause of its description, names them).
func searchesFiles(topic, about string) bool {
	a := strings.ToLower(firstClause(about))
	return hasTopicWord(topic, "file", "files", "document", "documents", "drive", "docs") ||
		containsAny(a, " files", " documents", " drive", " file ")
}

// queryExamples returns the example queries the parameter's description
// gives, else those the tool's description gives when it speaks of a
// query; nil when neither does.
func (g *Generator) queryExamples(r *role.Role) []string {
	if len(r.Examples) > 0 {
		return structured(r.Examples)
	}
	if g.aboutEx == nil {
		g.aboutEx = []string{}
		if a := strings.ToLower(g.opts.About); strings.Contains(a, "query") || strings.Contains(a, "search") {
			if ex := structured(role.ExamplesOf(g.opts.About)); ex != nil {
				g.aboutEx = ex // nil would read the description again on every call
			}
		}
	}
	return g.aboutEx
}

// structured returns the examples with quoted literals inside ("name
// contains 'budget'"): queries of a language; nil when all are plain
// words, which the domain's own queries stand for.
func structured(ex []string) []string {
	var out []string
	for _, e := range ex {
		if quotedLiteral.MatchString(e) && !requestLike(e, "") {
			out = append(out, e)
		}
	}
	return out
}

// likeQuery returns a query in the language of the example ex: the
// example's clauses ("name contains 'budget' and trashed = false") with
// their quoted words redrawn for the domain (file and topic words, an
// id like the example's) and its trailing clauses sometimes left out; a
// plain example (no quoted words) gives a plain phrase of the tool's
// domain, or "" to let the domain's queries speak.
func (g *Generator) likeQuery(ex string) string {
	if !strings.ContainsAny(ex, "'\"") {
		return ""
	}
	clauses := strings.Split(ex, " and ")
	if n := min(len(clauses), 2); n > 1 {
		// one or two clauses: a person narrows a search, and the whole
		// example would repeat the description's words
		clauses = clauses[:1+g.rng.Intn(n)]
	}
	q := strings.Join(clauses, " and ")
	var b strings.Builder
	for {
		i := strings.IndexAny(q, "'\"")
		if i < 0 {
			b.WriteString(q)
			break
		}
		j := strings.IndexByte(q[i+1:], q[i])
		if j < 0 {
			b.WriteString(q)
			break
		}
		lit := q[i+1 : i+1+j]
		b.WriteString(q[:i+1])
		switch {
		case strings.ContainsAny(lit, "/.@:") || lit == "":
			b.WriteString(lit) // a type, address or path: vocabulary, kept
		case strings.ContainsAny(lit, "0123456789") && !strings.Contains(lit, " "):
			b.WriteString(g.likeExample(lit))
		default:
			w := literalWords[g.rng.Intn(len(literalWords))]
			if ts := g.areaTerms(); len(ts) > 0 {
				// a word of the area the tool searches
				w = ts[g.rng.Intn(len(ts))]
			}
			if lit[0] >= 'A' && lit[0] <= 'Z' {
				w = strings.ToUpper(w[:1]) + w[1:]
			}
			b.WriteString(w)
		}
		b.WriteByte(q[i])
		q = q[i+2+j:]
	}
	return b.String()
}

// literalWords are the words people put in a structured query's literal:
// what a document, record or message is about.
var literalWords = []string{"budget", "roadmap", "invoice", "contract", "onboarding", "report", "offsite", "hiring plan",
	"meeting notes", "pricing", "launch", "forecast", "retro", "proposal"}

// plainAllowed tells whether a description lets a structured query be
// plain words too ("Plain text without operators is treated as fullText
// contains").
func plainAllowed(d string) bool {
	return containsAny(strings.ToLower(d), "plain text", "free text", "free-text", "full text", "fulltext", "keywords")
}

// hasWordLiteral tells whether a structured query has a quoted literal of
// letters only ('budget'), not only ids.
func hasWordLiteral(q string) bool {
	for _, part := range strings.Split(q, "'")[1:] {
		if part != "" && !strings.ContainsAny(part, "0123456789/.=") && !strings.HasPrefix(part, " ") {
			return true
		}
	}
	return false
}

// exampleOrAreaTag returns one of a tag's own examples when it shows two
// or more that are no placeholders: the server's labels ("SHAKE WELL",
// "REFRIGERATE" for a warning sticker) beat the area's ("cardiology").
// Else a tag of the area (areaTag).
func (g *Generator) exampleOrAreaTag(r *role.Role, h hint) (string, bool) {
	if len(r.Examples) >= 2 && !slices.ContainsFunc(r.Examples, placeholderTag) {
		return r.Examples[g.rng.Intn(len(r.Examples))], true
	}
	return g.areaTag(h)
}

// rePlaceholderTag matches an example label that only shows a form
// ("key1=value1", "foo", "tag2"), which is no label to copy.
var rePlaceholderTag = regexp.MustCompile(`(?i)^(?:key|value|foo|bar|baz|tag|label|example)\d*(?:[=:](?:key|value|foo|bar|baz)\d*)?$|[<>{}]`)

// placeholderTag tells whether an example label only shows a form.
func placeholderTag(e string) bool { return rePlaceholderTag.MatchString(e) }

// globValue draws a glob pattern: a key pattern of a key-value store, a
// document pattern of an attachment filter, the kind of file the folder
// the call searches holds, or a common source pattern.
func (g *Generator) globValue(r *role.Role, h hint) string {
	rg := g.rng
	if r.Format == "key pattern" {
		return []string{"user:*", "session:*", "cart:*", "cache:product:*", "*:status", "rate_limit:*"}[rg.Intn(6)]
	}
	if strings.Contains(strings.ToLower(h.name+" "+h.desc+" "+h.parent), "attachment") {
		// the files a mail or a record carries: documents, not source code
		return attachmentGlobs[rg.Intn(len(attachmentGlobs))]
	}
	if g.lastDir != "" && !containsAny(strings.ToLower(h.name), "exclude", "ignore") {
		// what is searched for in a folder is a kind of file it holds
		for _, d := range dirFiles {
			if d.dir == g.lastDir {
				f := d.files[rg.Intn(len(d.files))]
				if i := strings.LastIndexByte(f, '.'); i > 0 {
					return []string{"*", "**/*"}[rg.Intn(2)] + f[i:]
				}
			}
		}
	}
	return globs[rg.Intn(len(globs))]
}

// clockIn writes a time of day v ("18:30") in format, the time format its
// description states: "HHMM" takes the compact 1830 (a key described only
// "HHMM" was drawn "YP-74536"); any other format keeps v.
func clockIn(v, format string) string {
	if strings.EqualFold(format, "HHMM") {
		return strings.Replace(v, ":", "", 1)
	}
	return v
}
