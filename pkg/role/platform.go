package role

import (
	"regexp"
	"strings"
)

// A platform is a public service whose ids have a known shape: a Discord
// guild is a snowflake, a Trello card 24 hex digits, an Asana task a
// numeric GID. A parameter whose words state nothing about its ids takes
// its platform's shape when the parameter, its tool or its server names
// the platform; an id in issue-key form or a random slug would tell a
// reader at once that nobody ever used the service.
type platform struct {
	// key is the platform's name in lower case, as a server's name holds it.
	key string
	// names are the ways descriptions write the name, matched as whole,
	// case-sensitive words ("Linear" the product, not "linear" the word).
	names []string
	// ids are the platform's id shapes, the first whose nouns match wins.
	ids []platformID
}

// A platformID is the shape of one kind of a platform's ids.
type platformID struct {
	// nouns name the thing the id identifies ("card", "file"); nil
	// matches every id of the platform.
	nouns []string
	conv  IDConvention
	// pattern is the shape's pattern when conv is IDPrefixed: values are
	// drawn from it (a pattern, not an example a value might copy).
	pattern string
}

// platforms are the platforms whose id shapes are known, each id shape
// as the platform's API documents it.
var platforms = []platform{
	{key: "discord", names: []string{"Discord"}, ids: []platformID{{conv: IDSnowflake}}},
	{key: "twitter", names: []string{"Twitter", "X (Twitter)"}, ids: []platformID{{conv: IDSnowflake}}},
	{key: "trello", names: []string{"Trello"}, ids: []platformID{{conv: IDObjectID}}},
	{key: "asana", names: []string{"Asana"}, ids: []platformID{{conv: IDPrefixed, pattern: `^12[01][0-9]{13}$`}}},
	{key: "figma", names: []string{"Figma"}, ids: []platformID{
		{nouns: []string{"file", "design", "key"}, conv: IDPrefixed, pattern: `^[A-Za-z0-9]{22}$`},
		{nouns: []string{"node", "frame", "component"}, conv: IDPrefixed, pattern: `^[1-9][0-9]{0,3}:[1-9][0-9]{0,4}$`},
		{nouns: []string{"team", "project"}, conv: IDPrefixed, pattern: `^1[0-9]{18}$`},
		{conv: IDInteger},
	}},
	{key: "jira", names: []string{"Jira", "JIRA"}, ids: []platformID{
		{nouns: []string{"issue", "ticket", "story", "epic", "bug"}, conv: IDKey},
		{conv: IDInteger},
	}},
	{key: "linear", names: []string{"Linear"}, ids: []platformID{
		{nouns: []string{"issue"}, conv: IDKey},
		{conv: IDUUID},
	}},
	{key: "notion", names: []string{"Notion"}, ids: []platformID{{conv: IDUUID}}},
	{key: "slack", names: []string{"Slack"}},
	{key: "github", names: []string{"GitHub", "Github"}},
	{key: "spotify", names: []string{"Spotify"}, ids: []platformID{
		{nouns: []string{"device"}, conv: IDSHA},
		{conv: IDPrefixed, pattern: `^[0-9A-Za-z]{22}$`},
	}},
	{key: "youtube", names: []string{"YouTube", "Youtube"}, ids: []platformID{
		{nouns: []string{"video"}, conv: IDPrefixed, pattern: `^[A-Za-z0-9]{11}$`},
		{nouns: []string{"channel"}, conv: IDPrefixed, pattern: `^UC[A-Za-z0-9]{22}$`},
		{nouns: []string{"playlist"}, conv: IDPrefixed, pattern: `^PL[A-Za-z0-9]{32}$`},
		{nouns: []string{"category"}, conv: IDPrefixed, pattern: `^(1|2|10|15|17|20|22|23|24|25|26|27|28)$`},
	}},
	{key: "twilio", names: []string{"Twilio"}, ids: []platformID{
		// a SID is two letters naming the resource and 32 hex digits
		{nouns: []string{"service"}, conv: IDPrefixed, pattern: `^MG[0-9a-f]{32}$`},
		{nouns: []string{"account"}, conv: IDPrefixed, pattern: `^AC[0-9a-f]{32}$`},
		{nouns: []string{"call"}, conv: IDPrefixed, pattern: `^CA[0-9a-f]{32}$`},
		{nouns: []string{"message", "sms"}, conv: IDPrefixed, pattern: `^SM[0-9a-f]{32}$`},
		{nouns: []string{"phone", "number"}, conv: IDPrefixed, pattern: `^PN[0-9a-f]{32}$`},
		{conv: IDPrefixed, pattern: `^[A-Z]{2}[0-9a-f]{32}$`},
	}},
	{key: "pagerduty", names: []string{"PagerDuty"}, ids: []platformID{{conv: IDPrefixed, pattern: `^P[A-Z0-9]{6}$`}}},
	{key: "todoist", names: []string{"Todoist"}, ids: []platformID{{conv: IDPrefixed, pattern: `^[0-9A-Za-z]{16}$`}}},
	{key: "googlecalendar", names: []string{"Google Calendar"}, ids: []platformID{
		{nouns: []string{"event"}, conv: IDPrefixed, pattern: `^[a-z0-9]{26}$`},
		{nouns: []string{"calendar"}, conv: IDPrefixed, pattern: `^c_[a-z0-9]{26}@group\.calendar\.google\.com$`},
		{nouns: []string{"color"}, conv: IDPrefixed, pattern: `^([1-9]|1[01])$`},
	}},
	{key: "homeassistant", names: []string{"Home Assistant"}, ids: []platformID{
		{nouns: []string{"entity"}, conv: IDPrefixed, pattern: `^(light|switch|sensor|climate|cover|lock|fan)\.(living_room|kitchen|bedroom|hallway|office|garage|porch)$`},
	}},
	{key: "airtable", names: []string{"Airtable"}, ids: []platformID{
		{nouns: []string{"record"}, conv: IDPrefixed, pattern: `^rec[A-Za-z0-9]{14}$`},
		{nouns: []string{"base"}, conv: IDPrefixed, pattern: `^app[A-Za-z0-9]{14}$`},
		{nouns: []string{"table"}, conv: IDPrefixed, pattern: `^tbl[A-Za-z0-9]{14}$`},
		{nouns: []string{"field"}, conv: IDPrefixed, pattern: `^fld[A-Za-z0-9]{14}$`},
		{nouns: []string{"view"}, conv: IDPrefixed, pattern: `^viw[A-Za-z0-9]{14}$`},
	}},
	{key: "stripe", names: []string{"Stripe"}, ids: []platformID{
		{nouns: []string{"customer"}, conv: IDPrefixed, pattern: `^cus_[A-Za-z0-9]{14}$`},
		{nouns: []string{"intent", "payment"}, conv: IDPrefixed, pattern: `^pi_[A-Za-z0-9]{24}$`},
		{nouns: []string{"charge"}, conv: IDPrefixed, pattern: `^ch_[A-Za-z0-9]{24}$`},
		{nouns: []string{"invoice"}, conv: IDPrefixed, pattern: `^in_[A-Za-z0-9]{24}$`},
		{nouns: []string{"subscription"}, conv: IDPrefixed, pattern: `^sub_[A-Za-z0-9]{24}$`},
		{nouns: []string{"price"}, conv: IDPrefixed, pattern: `^price_[A-Za-z0-9]{24}$`},
		{nouns: []string{"product"}, conv: IDPrefixed, pattern: `^prod_[A-Za-z0-9]{14}$`},
		{nouns: []string{"refund"}, conv: IDPrefixed, pattern: `^re_[A-Za-z0-9]{24}$`},
	}},
	{key: "googledrive", names: []string{"Google Drive", "Google Sheets", "Google Sheet", "Google Docs", "Google Doc", "Google Slides"}, ids: []platformID{
		// a Drive file (a spreadsheet, a document) is 44 URL-safe
		// characters opening with 1, a folder 33; a sheet (tab) inside a
		// spreadsheet is a number
		{nouns: []string{"spreadsheet", "document", "doc", "file", "presentation", "deck"}, conv: IDPrefixed, pattern: `^1[A-Za-z0-9_-]{43}$`},
		{nouns: []string{"folder", "parent", "drive"}, conv: IDPrefixed, pattern: `^1[A-Za-z0-9_-]{32}$`},
		{nouns: []string{"sheet", "tab"}, conv: IDInteger},
	}},
	{key: "gmail", names: []string{"Gmail"}, ids: []platformID{
		// a message or a thread is 16 hex digits, a user's label
		// "Label_" and a number, a filter an opaque token, a draft "r"
		// and a signed 64-bit number
		{nouns: []string{"message", "thread", "email", "mail"}, conv: IDPrefixed, pattern: `^1[89][0-9a-f]{14}$`},
		{nouns: []string{"label"}, conv: IDPrefixed, pattern: `^Label_[1-9][0-9]{1,2}$`},
		{nouns: []string{"filter"}, conv: IDPrefixed, pattern: `^ANe1Bm[A-Za-z0-9]{20}$`},
		{nouns: []string{"draft"}, conv: IDPrefixed, pattern: `^r[1-9][0-9]{18}$`},
	}},
	{key: "hubspot", names: []string{"HubSpot", "Hubspot"}, ids: []platformID{{conv: IDInteger}}},
	{key: "zendesk", names: []string{"Zendesk"}, ids: []platformID{{conv: IDInteger}}},
	// Xero's accounting and payroll APIs identify every record (a
	// contact, an invoice, a timesheet, a tracking category) by a GUID
	{key: "xero", names: []string{"Xero"}, ids: []platformID{{conv: IDUUID}}},
	{key: "contentful", names: []string{"Contentful"}, ids: []platformID{
		// a content type's and a field's ids are names the modeller
		// gives in camel case ("blogPost", "heroImage"); a space is 12
		// lower-case letters and digits; an environment is named; an
		// entry, an asset and the rest are 22 letters and digits
		{nouns: []string{"type"}, conv: IDPrefixed, pattern: `^(blogPost|article|author|landingPage|product|category|event|recipe|person|pageSection)$`},
		{nouns: []string{"field"}, conv: IDPrefixed, pattern: `^(title|slug|body|summary|author|publishDate|heroImage|tags|category|price)$`},
		{nouns: []string{"space"}, conv: IDPrefixed, pattern: `^[a-z0-9]{12}$`},
		{nouns: []string{"environment", "env"}, conv: IDPrefixed, pattern: `^(master|staging|development)$`},
		{conv: IDPrefixed, pattern: `^[1-7][A-Za-z0-9]{21}$`},
	}},
}

// platformRes match each platform's names as whole words, by index.
var platformRes = func() []*regexp.Regexp {
	out := make([]*regexp.Regexp, len(platforms))
	for i, p := range platforms {
		alts := make([]string, len(p.names))
		for j, n := range p.names {
			alts[j] = regexp.QuoteMeta(n)
		}
		out[i] = regexp.MustCompile(`\b(?:` + strings.Join(alts, "|") + `)\b`)
	}
	return out
}()

// platformsNamed returns the indexes of the platforms text names.
func platformsNamed(text string) []int {
	if len(text) > maxAreaText {
		text = text[:maxAreaText]
	}
	var out []int
	for i, re := range platformRes {
		// a platform's regexp runs only on text holding one of its names
		// (on every tool of a server, the regexps were most of its reading)
		for _, n := range platforms[i].names {
			if strings.Contains(text, n) {
				if re.MatchString(text) {
					out = append(out, i)
				}
				break
			}
		}
	}
	return out
}

// serverPlatform returns the platform of a server, its index plus one:
// the one its name holds, else the one its tools' descriptions name most
// (in two tools at least, more than any other); 0 when none. counts
// holds, per platform, how many tools name it.
func serverPlatform(name string, counts map[int]int) int {
	ln := strings.ToLower(strings.NewReplacer(" ", "", "-", "", "_", "").Replace(name))
	for i, p := range platforms {
		if strings.Contains(ln, p.key) {
			return i + 1
		}
	}
	best, bestN, tie := -1, 0, false
	for i := range platforms {
		switch n := counts[i]; {
		case n > bestN:
			best, bestN, tie = i, n, false
		case n == bestN && n > 0:
			tie = true
		}
	}
	if bestN < 2 || tie {
		return 0
	}
	return best + 1
}

// reIDOf and reNounID find the words naming the thing a description says
// an id identifies: "ID of the card to fetch", "The ID of the release
// pipeline"; "Task GID to move", "Parent task GID".
var (
	reIDOf   = regexp.MustCompile(`\b(?:g?ids?|key|identifier) of (?:the |an? )?([a-z]+(?: [a-z]+)?)`)
	reNounID = regexp.MustCompile(`^(?:the |an? )?((?:[a-z]+ )?[a-z]+) (?:g?ids?|key)\b`)
)

// notNouns are words that end the words naming a thing.
var notNouns = map[string]bool{"to": true, "for": true, "in": true, "of": true, "on": true, "that": true, "which": true,
	"whose": true, "with": true, "or": true, "and": true, "from": true, "by": true, "if": true, "where": true,
	"the": true, "a": true, "an": true}

// IDThing returns the words a description says an id identifies:
// "card" for "ID of the card to fetch", "release pipeline" for "The ID of
// the release pipeline", "customer need" for "Customer need ID"; "" when
// it names none. d may be in any case.
func IDThing(d string) string {
	d = strings.ToLower(d)
	m := reIDOf.FindStringSubmatch(d)
	if m == nil {
		m = reNounID.FindStringSubmatch(d)
	}
	if m == nil {
		return ""
	}
	var ws []string
	for w := range strings.FieldsSeq(m[1]) {
		if notNouns[w] {
			break
		}
		ws = append(ws, w)
	}
	return strings.Join(ws, " ")
}

// nounOfID returns the noun a description says an id identifies: the
// last word of IDThing ("pipeline" for "The ID of the release pipeline").
func nounOfID(d string) string {
	ws := strings.Fields(IDThing(d))
	if len(ws) == 0 {
		return ""
	}
	return singular(ws[len(ws)-1])
}

// idNouns are the words that say what an id identifies: its name's
// tokens but the id word, else the noun its description names.
func (c *ctx) idNouns() []string {
	var out []string
	for _, t := range c.ts {
		switch t {
		case "id", "ids", "gid", "gids", "uuid", "key", "keys":
			continue
		}
		out = append(out, singular(t))
	}
	if len(out) > 0 {
		return out
	}
	if n := nounOfID(c.d); n != "" {
		return []string{n}
	}
	return nil
}

// platformOf returns the platform an id parameter belongs to: the one
// its own description names, else the one its tool's description names
// alone, else its server's; nil when none.
func (c *ctx) platformOf() *platform {
	if ps := platformsNamed(c.f.Title + " " + c.f.Description); len(ps) > 0 {
		return &platforms[ps[0]]
	}
	if ps := platformsNamed(c.tool.Title + " " + c.tool.Description); len(ps) == 1 {
		return &platforms[ps[0]]
	}
	if s := c.tool.Server; s != nil && s.platform > 0 {
		return &platforms[s.platform-1]
	}
	return nil
}

// platformID sets the id convention of the platform the parameter
// belongs to when the platform's ids of its kind have a known shape;
// it reports whether it did.
func (c *ctx) platformID(r *Role) bool {
	p := c.platformOf()
	if p == nil {
		return false
	}
	if !c.hasToken("id", "ids", "gid", "gids", "guid", "key", "keys", "uuid", "sid", "sids") && IDThing(c.d) == "" {
		// a "reference" taken for an id by its description ("payment
		// reference") is the user's text, not a record the platform
		// numbers
		return false
	}
	nouns := c.idNouns()
	for _, pi := range p.ids {
		if pi.nouns != nil && !containsWord(nouns, pi.nouns) {
			continue
		}
		r.ID = pi.conv
		r.Pattern = pi.pattern
		r.Why += "; " + p.names[0] + " ids are " + string(pi.conv)
		return true
	}
	return false
}

// containsWord reports whether any of ws is one of set.
func containsWord(ws, set []string) bool {
	for _, w := range ws {
		for _, s := range set {
			if w == s {
				return true
			}
		}
	}
	return false
}

// issueKey reports whether a "key" parameter is an issue tracker's key
// ("ENG-123"): its name or description names an issue or a ticket. The
// key of a file, a space or a project is no issue key.
func (c *ctx) issueKey() bool {
	return c.hasToken("issue", "ticket", "story", "epic", "bug", "task") ||
		!c.hasToken("file", "design", "space", "project", "doc", "document", "page", "board", "api", "idempotency") &&
			containsAny(c.d, "issue", "ticket")
}
