package role

import (
	"fmt"
	"regexp"
	"slices"
	"strings"
	"unicode"
)

// tokensFresh is Tokens without the memo: "userEmail", "user_email",
// "user-email" → [user email].
func tokensFresh(s string) []string {
	if out, ok := asciiTokens(s); ok {
		return out
	}
	var out []string
	var cur []rune
	flush := func() {
		if len(cur) > 0 {
			out = append(out, strings.ToLower(string(cur)))
			cur = cur[:0]
		}
	}
	rs := []rune(s)
	for i, r := range rs {
		switch {
		case unicode.IsLetter(r) || unicode.IsDigit(r):
			if unicode.IsUpper(r) && len(cur) > 0 && (unicode.IsLower(cur[len(cur)-1]) ||
				(i+1 < len(rs) && unicode.IsLower(rs[i+1]))) {
				flush()
			}
			cur = append(cur, r)
		default:
			flush()
		}
	}
	flush()
	return out
}

// nameRules map a token of a string property's name to a kind. The last
// token is tried first ("owner_email" → email), then the others.
var nameRules = map[string]Kind{
	"email": Email, "mail": Email, "emails": Email, "recipient": Email, "cc": Email, "bcc": Email,
	"url": URL, "uri": URL, "link": URL, "href": URL, "website": URL, "homepage": URL, "endpoint": URL, "image": URL, "avatar": URL,
	"uuid": ID, "guid": ID, "gid": ID, "gids": ID, "id": ID, "ids": ID, "iid": ID, "sid": ID, "sids": ID, "sku": ID, "skus": ID, "pnr": ID, "serial": ID,
	"username": Username, "user": Username, "login": Username, "author": Username, "assignee": Username,
	"reviewer": Username, "handle": Username, "owner": RepoOwner, "org": Organisation, "organization": Organisation,
	"organisation": Organisation, "company": Organisation, "team": Organisation, "account": Organisation, "tenant": Organisation,
	"repo": RepoName, "repository": RepoName,
	"branch": Branch, "ref": Branch, "base": Branch, "head": Branch,
	"sha": CommitSHA, "commit": CommitSHA,
	"path": FilePath, "dir": DirPath, "directory": DirPath, "folder": DirPath, "cwd": DirPath,
	"source": FilePath, "destination": FilePath, "file": FilePath, "filename": FileName, "filepath": FilePath,
	"query": Query, "q": Query, "search": Query, "keyword": Query, "keywords": Query, "term": Query,
	"title": Title, "subject": Title, "headline": Title, "summary": Title,
	"name": Ident, "fullname": Person, "firstname": FirstName, "lastname": LastName, "first": FirstName, "last": LastName,
	"surname": LastName, "forename": FirstName, "givenname": FirstName, "familyname": LastName,
	"city": City, "town": City, "country": Country, "state": Region, "region": Region, "province": Region, "street": Street,
	"address": Address, "zip": Zip, "zipcode": Zip, "postal": Zip, "postcode": Zip,
	"phone": Phone, "mobile": Phone, "tel": Phone, "telephone": Phone,
	"date": Date, "day": Date, "birthday": Date, "due": Date, "timestamp": DateTime, "datetime": DateTime, "time": DateTime,
	"since": DateTime, "until": DateTime, "before": DateTime, "after": DateTime, "created": DateTime,
	"updated": DateTime, "at": DateTime, "deadline": DateTime,
	"lat": Latitude, "latitude": Latitude, "lng": Longitude, "lon": Longitude, "long": Longitude, "longitude": Longitude,
	"price": Money, "amount": Money, "cost": Money, "total": Money,
	"language": Language, "lang": Language, "locale": Language,
	"color": Color, "colour": Color,
	"message": Text, "body": Text, "content": Text, "text": Text, "comment": Text, "description": Text, "note": Text,
	"observation": Text, "contents": Text, "prompt": Text, "reason": Text, "why": Text, "explanation": Text, "instructions": Text, "answer": Text,
	"thought": Thought, "question": Question, "str": Text,
	"selector": Selector, "element": Selector, "script": Code, "code": Code, "function": Code, "expression": Code, "sql": SQL,
	"counterparty": Organisation, "merchant": Organisation, "vendor": Organisation, "supplier": Organisation, "brand": Organisation,
	"institution": Organisation, "employer": Organisation, "manufacturer": Organisation, "insurer": Organisation,
	"namespace": Ident, "container": Ident, "key": Key, "channel": Channel, "ts": MessageTS, "thread": MessageTS,
	"tag": Tag, "label": Tag, "topic": Tag, "hashtag": Tag,
	"password": Secret, "secret": Secret, "token": Secret, "apikey": Secret,
	"mime": MIME, "mimetype": MIME, "method": Method,
	"domain": Domain, "host": Domain, "hostname": Domain, "ip": IP,
	"database": Database, "db": Database, "collection": Collection, "table": Collection, "schema": Database,
	"relation": Relation, "relationtype": Relation, "entitytype": EntType,
	"location": City, "place": Place, "origin": Address, "venue": Place,
	"timezone": Timezone, "tz": Timezone, "currency": Currency, "version": Version, "versionlabel": Version,
	"status": Status, "type": Word, "kind": Word, "category": Word, "mode": Word, "genre": Word,
	"suit": Word, "cuisine": Word, "department": Word, "industry": Word, "sport": Word, "weekday": Word,
	"drug": Word, "medication": Word, "medicine": Word,
	"month": Word, "season": Word, "difficulty": Word, "priority": Word, "gender": Word, "sex": Word, "mood": Word,
	"value": Word, "field": Field, "column": Field, "sort": Field, "property": Field, "attribute": Field, "order": SortOrder, "direction": SortOrder,
	"emoji": Emoji, "reaction": Emoji,
	"pattern": Glob, "glob": Glob, "exclude": Glob, "excludepatterns": Glob, "include": Glob,
	"command": Command, "cmd": Command, "args": Word,
	"regex": Regex, "regexp": Regex, "connectionstring": ConnString, "dsn": ConnString, "cursor": Cursor,
	"filter": Query, "route": URLPath, "duration": Duration, "interval": Duration, "timeout": Duration,
}

// descRules steer generic names ("name", "id", "value", "input") by words
// of the title or description, first match wins.
var descRules = []struct {
	word string
	kind Kind
}{
	{"email", Email}, {"url", URL}, {"uri", URL}, {"repository", RepoName}, {"branch", Branch},
	{"css selector", Selector}, {"element reference", ElementRef}, {"element selector", Selector},
	{"file name", FileName}, {"filename", FileName}, {"directory", DirPath}, {"folder", DirPath}, {"file", FilePath}, {"path", FilePath},
	{"search query", Query}, {"query", Query}, {"city", City}, {"country", Country}, {"address", Address}, {"phone", Phone},
	{"person", Person}, {"user", Username}, {"uuid", ID}, {"selector", Selector}, {"javascript", Code},
	{"sql", SQL}, {"channel", Channel}, {"timestamp", DateTime}, {"date", Date}, {"latitude", Latitude},
	{"longitude", Longitude}, {"language", Language}, {"entity", Person}, {"message", Text}, {"title", Title},
	{"commit", CommitSHA}, {"collection", Collection}, {"database", Database}, {"key", Key}, {"page", ID},
	{"thought", Thought}, {"reasoning step", Thought}, {"thinking step", Thought}, {"genre", Word}, {"currency", Currency},
}

// personWords in a description make a generic "name" a person's name.
var personWords = []string{"person", "people", "user", "author", "contact", "customer", "entity", "employee", "member",
	"attendee", "participant", "patient", "student", "recipient", "who "}

// personGroups are property names whose objects describe people: a "name"
// inside them is a person's name.
var personGroups = []string{"attendee", "people", "person", "contact", "author", "member", "participant", "guest",
	"user", "customer", "employee", "reviewer", "assignee", "speaker", "organizer", "owner", "recipient", "student",
	"patient", "passenger", "traveler", "traveller", "invitee", "friend", "signer", "sender", "creator", "host"}

func containsAny(s string, words ...string) bool {
	for _, w := range words {
		if strings.Contains(s, w) {
			return true
		}
	}
	return false
}

// ruleFor looks a token up in nameRules, also without a plural "s" or a
// "1" after four letters or more ("street1").
func ruleFor(t string) (Kind, bool) {
	if k, ok := nameRules[t]; ok {
		return k, true
	}
	if len(t) > 3 && strings.HasSuffix(t, "s") {
		k, ok := nameRules[strings.TrimSuffix(t, "s")]
		return k, ok
	}
	if b, ok := strings.CutSuffix(t, "1"); ok && len(b) >= 4 && !strings.ContainsAny(b[len(b)-1:], "0123456789") {
		// "street1", "email1": the first of a kind is one of the kind
		// ("street2" is an apartment or a suite, no street: not read)
		k, ok := nameRules[b]
		return k, ok
	}
	return "", false
}

// parentOf returns the name of the property enclosing the value at the
// instance pointer p, skipping array indexes: "attendees" for
// "/attendees/0/name", "" at the top level.
func parentOf(p string) string {
	i := strings.LastIndexByte(p, '/')
	if i <= 0 {
		return ""
	}
	p = p[:i]
	for {
		i = strings.LastIndexByte(p, '/')
		if i < 0 {
			return ""
		}
		seg := p[i+1:]
		if seg != "" && strings.Trim(seg, "0123456789*") != "" {
			return seg
		}
		p = p[:i]
	}
}

// opaqueParam matches a parameter name that says nothing of what it
// takes ("arg0", "param1": a server compiled without its parameter
// names), as tool.OpaqueName does: each tool's is its own.
var opaqueParam = regexp.MustCompile(`^(?i:arg|param|p|input|var)[0-9]+$`)

// Classify returns the role of one parameter of a tool. It is pure and
// deterministic (the same contexts give the same Role) and cheap enough to
// call once per tool and parameter; callers cache the result per tool.
// A parameter nothing classifies takes the shape another tool of the
// server shows for its noun (Server.nounShaped), and so does a tag
// whose namesake shows codes (codedShape): a swap shop's checkout
// "tags" are the items' swing-tag codes its get_item shows
// ("OAK-JMP-0412"), not labels ("tech-debt", "p1").
func Classify(tool ToolContext, param ParamContext) Role {
	r := classifyParam(tool, param)
	if r.Kind != Unknown && r.Kind != Tag && !pluralIDHead(r) || len(r.Examples) > 0 || tool.Server == nil || opaqueParam.MatchString(param.Name) {
		return r
	}
	f, from, ok := tool.Server.nounShaped(param.Name, param.facts())
	if !ok || r.Kind == Tag && !codedShape(f) {
		return r
	}
	param.Facts = &f
	b := classifyParam(tool, param)
	b.Why += "; the shape " + from + " shows elsewhere on the server"
	return b
}

// pluralIDHead tells whether r is an identifier only by its name's
// plural head ("contract_nos", "candidateNumbers"): a shape the server
// shows for its noun elsewhere ("GR-90850") still says how it is written.
func pluralIDHead(r Role) bool {
	return r.Kind == ID && r.Pattern == "" && strings.HasPrefix(r.Why, "name head ") &&
		slices.Contains([]string{"numbers", "nos", "nums", "nrs", "refs"}, strings.TrimSuffix(strings.Fields(r.Why)[2], ":"))
}

// classifyParam is Classify of a parameter's own facts and what the
// server states of its name.
func classifyParam(tool ToolContext, param ParamContext) Role {
	own := param.facts()
	if param.Words == "" && param.Name == "n" && own.Description == "" && len(own.Enum) == 0 && len(own.Types) == 1 && own.Types[0] == "string" {
		// a bare "n" is a count as a number, a name as a string (a crew
		// member's "n" was the filler "general", now a person's name)
		param.Words = "name"
	}
	if param.Words == "" && TerseKey(param.Name) {
		listed := len(own.Enum) > 0 || len(own.Types) > 0 && (own.Types[0] == "array" || own.Types[0] == "object")
		m := tool.Server.KeyMeaning(tool.Name, tool.Description, param.Name, own.Description, listed)
		param.Words = m.Words
		if own.Description == "" && own.Title == "" {
			own.Description = m.Desc
		}
	}
	if own.Description == "" && own.Title == "" {
		// a key a tool description glosses ("dep = epoch s") in words its
		// name clips none of (a gloss it clips, "w = wall code", is
		// KeyMeaning's); a key inside an item takes only its own tool's
		// gloss ("Landing declaration. sp = FAO 3-alpha" for its lines' sp)
		g := tool.Server.Gloss(param.Name)
		if describedWords(param.Name, g) == "" && (param.Path == "/"+param.Name || g != "" && strings.Contains(tool.Description, g)) {
			own.Description = g
		}
	}
	own = suffixUnitDesc(tool.Server, param.Name, own)
	f := own
	if !opaqueParam.MatchString(param.Name) {
		// ("arg0" of one tool is the street address, of another an
		// inspection's id: such names are no namesakes)
		f = tool.Server.borrowShape(param.Name, tool.Server.borrow(param.Name, own))
		f = tool.Server.borrowNoun(param.Name, f)
	}
	c := newCtx(tool, param, f)
	c.borrowedPat = f.Pattern != own.Pattern
	r := Role{}
	switch {
	case c.has("boolean") && len(f.Enum) == 0:
		r.Kind, r.Why = Boolean, "type boolean"
	case len(f.Enum) > 0:
		r.Kind, r.Why = Enum, "schema enum"
		for _, v := range f.Enum {
			r.Values = append(r.Values, fmt.Sprint(v))
		}
	case c.numeric:
		r = c.numberRole()
	default:
		r = c.stringRole()
	}
	c.addProse(&r)
	c.codedKind(&r)
	c.numberedTitle(&r)
	c.dateByExample(&r)
	c.bareWhen(&r)
	c.validityDate(&r)
	c.compactDate(&r)
	c.dateForm(&r)
	c.dateTimeSaid(&r)
	c.clockForm(&r)
	c.keyCodes(&r)
	c.codeRange(&r)
	c.numericCodes(&r)
	c.nameRole(&r)
	c.terseContact(&r)
	c.entityKey(&r)
	c.thingTag(&r)
	c.endID(&r)
	c.slugID(&r)
	c.codeFormat(&r)
	c.addConvention(&r)
	c.kinship(&r)
	c.senses(&r)
	c.codeSense(&r)
	c.tickerSense(&r)
	c.plateSense(&r)
	c.mailSense(&r)
	c.branchSense(&r)
	c.termsSense(&r)
	c.indexSense(&r)
	c.magnitude(&r)
	c.nounBound(&r)
	c.tally(&r)
	c.refineNumber(&r)
	c.statedStep(&r)
	c.fitPrecision(&r)
	c.wholeIDs(&r)
	c.moneyString(&r)
	c.standardCode(&r)
	c.vinCode(&r)
	c.notHTTPMethod(&r)
	c.sourceSense(&r)
	c.serverVocab(&r)
	c.streetLine(&r)
	c.agentPerson(&r)
	c.thingHandle(&r)
	c.bankAccount(&r)
	c.ledgerAccount(&r)
	c.sqlQuery(&r)
	c.bulletExamples(&r)
	c.plusDigits(&r)
	return r
}

// ctx holds what Classify derived from the contexts.
type ctx struct {
	tool    ToolContext
	p       ParamContext
	f       Facts
	ts      []string // name tokens
	last    string   // last name token
	d       string   // lower-case title + description
	parent  string
	numeric bool
	pr      prose
	// borrowedPat says the pattern is the namesake's (Server.borrow),
	// not the schema's own: values must be drawn from it on purpose.
	borrowedPat bool
}

func newCtx(tool ToolContext, p ParamContext, f Facts) *ctx {
	c := &ctx{tool: tool, p: p, f: f, ts: Tokens(p.Name), parent: parentOf(p.Path)}
	if p.Words != "" {
		c.ts = Tokens(p.Words)
	}
	c.ts = unmarkedPair(c.ts, p.Siblings)
	if len(c.ts) > 0 {
		c.last = c.ts[len(c.ts)-1]
	}
	c.d = withoutSiblings(strings.ToLower(strings.TrimSpace(f.Title+" "+f.Description)), p.Siblings)
	c.numeric = (c.has("integer") || c.has("number")) && !c.has("string")
	c.pr = proseOf(withoutSiblings(f.Description, p.Siblings), c.numeric)
	return c
}

// pairMarker reports whether t is a letter or a digit that tells apart
// like keys of one call ("name_a" and "name_b", "date_1" and "date_2").
func pairMarker(t string) bool {
	return len(t) == 1 && (t[0] >= 'a' && t[0] <= 'd' || t[0] >= '1' && t[0] <= '9')
}

// unmarkedPair returns the tokens of a key without the marker that tells
// it from its pair ("name_a" beside "name_b" or "date_a" is "name"): the
// marker labels one of two like things, it is no thing the key names
// ("the a's name" drew a project's title for a person on a rota).
func unmarkedPair(ts []string, sibs []string) []string {
	n := len(ts)
	if n < 2 || !pairMarker(ts[n-1]) {
		return ts
	}
	for _, s := range sibs {
		st := Tokens(s)
		if m := len(st); m >= 2 && st[m-1] != ts[n-1] && pairMarker(st[m-1]) && (st[m-1] <= "9") == (ts[n-1] <= "9") {
			return ts[:n-1]
		}
	}
	return ts
}

// withoutSiblings blanks the names of sibling parameters that a
// description mentions ("required if percent_off is not passed"): their
// words say what the sibling is, not this parameter. Only names of two
// or more words are blanked; a one-word name is also an ordinary word.
func withoutSiblings(d string, sibs []string) string {
	// A name holding a separator the description lacks cannot be in it:
	// with the substring tests before the tokenizing, a tool of thousands
	// of parameters is not tokenized once per pair.
	seps := [3]bool{strings.IndexByte(d, '_') >= 0, strings.IndexByte(d, '-') >= 0, strings.IndexByte(d, '.') >= 0}
	for _, s := range sibs {
		if !seps[0] && strings.IndexByte(s, '_') >= 0 || !seps[1] && strings.IndexByte(s, '-') >= 0 || !seps[2] && strings.IndexByte(s, '.') >= 0 {
			continue
		}
		if ls := strings.ToLower(s); !strings.Contains(d, s) && (ls == s || !strings.Contains(d, ls)) {
			continue
		}
		if len(Tokens(s)) < 2 {
			continue
		}
		if strings.Contains(d, s) {
			d = strings.ReplaceAll(d, s, " ")
		}
		if ls := strings.ToLower(s); ls != s && strings.Contains(d, ls) {
			d = strings.ReplaceAll(d, ls, " ")
		}
	}
	return d
}

func (c *ctx) has(t string) bool {
	for _, x := range c.f.Types {
		if x == t {
			return true
		}
	}
	return false
}

func (c *ctx) hasToken(ws ...string) bool {
	for _, t := range c.ts {
		for _, w := range ws {
			if t == w {
				return true
			}
		}
	}
	return false
}

func (c *ctx) sibling(names ...string) bool {
	for _, s := range c.p.Siblings {
		ls := strings.ToLower(s)
		for _, n := range names {
			if ls == n {
				return true
			}
		}
	}
	return false
}

// codedShape tells whether facts borrowed from a namesake show codes,
// not words: a pattern, or an example holding a digit ("OAK-JMP-0412"
// shows codes, "urgent" or "vegetarian" words).
func codedShape(f Facts) bool {
	if f.Pattern != "" {
		return true
	}
	for _, e := range f.Examples {
		if v, ok := e.(string); ok && strings.ContainsAny(v, "0123456789") {
			return true
		}
	}
	return false
}
