package synth

import (
	"encoding/base64"
	"fmt"
	"math/big"
	"strconv"
	"strings"
	"unicode"

	"github.com/santhosh-tekuri/jsonschema/v5"
)

// tokens splits an identifier or phrase into lower-case words:
// "userEmail", "user_email", "user-email" → [user email].
func tokens(s string) []string {
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

// nameRules map a token of a property name to a realism kind. The last
// token is tried first ("owner_email" → email), then the others.
var nameRules = map[string]string{
	"email": "email", "mail": "email", "emails": "email",
	"url": "url", "uri": "url", "link": "url", "href": "url", "website": "url", "homepage": "url", "endpoint": "url",
	"uuid": "uuid", "guid": "uuid",
	"id": "id", "ids": "id",
	"username": "username", "user": "username", "login": "username", "author": "username", "assignee": "username",
	"assignees": "username", "reviewer": "username", "reviewers": "username", "handle": "username", "owner": "owner",
	"org": "owner", "organization": "owner",
	"repo": "repo", "repository": "repo",
	"branch": "branch", "ref": "branch", "base": "branch", "head": "branch",
	"sha": "sha", "commit": "sha",
	"path": "path", "paths": "path", "dir": "dir", "directory": "dir", "folder": "dir", "cwd": "dir",
	"source": "path", "destination": "path", "file": "path", "files": "path", "filename": "filename",
	"filepath": "path",
	"query":    "query", "q": "query", "search": "query", "keyword": "query", "keywords": "query", "term": "query",
	"title": "title", "subject": "title", "headline": "title", "summary": "title",
	"name": "name", "fullname": "person", "firstname": "first", "lastname": "last", "first": "first", "last": "last",
	"city": "city", "town": "city", "country": "country", "state": "state", "region": "state", "street": "street",
	"address": "address", "zip": "zip", "zipcode": "zip", "postal": "zip", "postcode": "zip",
	"phone": "phone", "mobile": "phone", "tel": "phone", "telephone": "phone",
	"date": "date", "day": "date", "birthday": "date", "timestamp": "datetime", "datetime": "datetime", "time": "datetime",
	"since": "datetime", "until": "datetime", "before": "datetime", "after": "datetime", "created": "datetime",
	"updated": "datetime", "at": "datetime", "deadline": "datetime", "due": "date",
	"lat": "lat", "latitude": "lat", "lng": "lon", "lon": "lon", "long": "lon", "longitude": "lon",
	"price": "price", "amount": "price", "cost": "price", "total": "price",
	"language": "lang", "lang": "lang", "locale": "lang",
	"color": "color", "colour": "color",
	"message": "message", "body": "body", "content": "body", "text": "message", "comment": "message",
	"description": "description", "note": "message", "notes": "message", "observation": "message", "observations": "message",
	"contents": "message", "prompt": "message", "thought": "thought", "reason": "message", "instructions": "message",
	"selector": "selector", "element": "element", "script": "script", "code": "script", "function": "script",
	"expression": "script", "sql": "sql",
	"key": "key", "channel": "channel", "ts": "ts",
	"tag": "tag", "tags": "tag", "label": "tag", "labels": "tag", "topic": "tag", "topics": "tag",
	"password": "password", "secret": "password", "token": "token",
	"mime": "mime", "mimetype": "mime", "method": "method",
	"domain": "domain", "host": "domain", "hostname": "domain", "ip": "ip",
	"database": "database", "db": "database", "collection": "collection", "table": "collection", "schema": "database",
	"relation": "relation", "relationtype": "relation", "entitytype": "entitytype",
	"location": "city", "place": "place", "origin": "city",
	"timezone": "timezone", "tz": "timezone", "currency": "currency", "version": "version",
	"status": "status", "state_": "status", "type": "word", "kind": "word", "category": "word", "mode": "word",
	"company": "company", "team": "company", "value": "word", "field": "field", "fields": "field",
	"sort": "field", "order": "order", "direction": "order", "emoji": "emoji", "reaction": "emoji",
	"pattern": "glob", "glob": "glob", "exclude": "glob", "excludepatterns": "glob",
	"command": "command", "cmd": "command", "args": "word", "image": "url", "avatar": "url",
	"question": "question", "answer": "message", "recipient": "email", "cc": "email",
	"regex": "regex", "regexp": "regex", "connectionstring": "connstr", "dsn": "connstr", "cursor": "cursor",
	"thread": "ts", "filter": "query",
}

// descRules steer generic names ("name", "id", "value", "input") by words
// of the title or description.
var descRules = []struct{ word, kind string }{
	{"email", "email"}, {"url", "url"}, {"uri", "url"}, {"repository", "repo"}, {"branch", "branch"},
	{"file", "path"}, {"directory", "dir"}, {"path", "path"}, {"search query", "query"}, {"query", "query"},
	{"city", "city"}, {"country", "country"}, {"address", "address"}, {"phone", "phone"},
	{"person", "person"}, {"user", "username"}, {"uuid", "uuid"}, {"selector", "selector"}, {"javascript", "script"},
	{"sql", "sql"}, {"channel", "channel"}, {"timestamp", "datetime"}, {"date", "date"}, {"latitude", "lat"},
	{"longitude", "lon"}, {"language", "lang"}, {"entity", "person"}, {"message", "message"}, {"title", "title"},
	{"commit", "sha"}, {"collection", "collection"}, {"database", "database"}, {"key", "key"}, {"page", "id"},
	{"thought", "thought"},
}

// personWords in a description make a generic "name" a person's name.
var personWords = []string{"person", "people", "user", "author", "contact", "customer", "entity", "employee", "member"}

func containsAny(s string, words ...string) bool {
	for _, w := range words {
		if strings.Contains(s, w) {
			return true
		}
	}
	return false
}

// personGroups are property names whose objects describe people: a "name"
// inside them is a person's name.
var personGroups = []string{"attendee", "people", "person", "contact", "author", "member", "participant", "guest",
	"user", "customer", "employee", "reviewer", "assignee", "speaker", "organizer", "owner", "recipient", "student",
	"patient", "passenger", "traveler", "traveller", "invitee", "friend", "signer", "sender", "creator", "host"}

// personGroup reports whether the enclosing property's name is about
// people ("attendees", "contacts", "author").
func personGroup(parent string) bool {
	if parent == "" {
		return false
	}
	return containsAny(strings.ToLower(parent), personGroups...)
}

// topicIsDir reports whether a topic (tool name) is about directories.
func topicIsDir(topic string) bool {
	for _, t := range tokens(topic) {
		switch t {
		case "directory", "directories", "dir", "folder", "folders", "tree", "mkdir", "ls", "search":
			return true
		}
	}
	return false
}

// ruleFor looks a token up in nameRules, also without a plural "s".
func ruleFor(t string) (string, bool) {
	if k, ok := nameRules[t]; ok {
		return k, true
	}
	if len(t) > 3 && strings.HasSuffix(t, "s") {
		k, ok := nameRules[strings.TrimSuffix(t, "s")]
		return k, ok
	}
	return "", false
}

// classify returns the realism kind for a property, "" if nothing fits.
func classify(h hint) string {
	ts := tokens(h.name)
	d := strings.ToLower(h.title + " " + h.desc)
	kind := ""
	if k, ok := nameRules[strings.Join(ts, "")]; ok && len(ts) > 1 {
		kind = k
	}
	for i := len(ts) - 1; i >= 0 && kind == ""; i-- {
		k, ok := ruleFor(ts[i])
		if !ok {
			continue
		}
		kind = k
		if i == 0 {
			break
		}
		prev, _ := ruleFor(ts[i-1])
		switch k {
		case "name":
			// "repo_name" → repo, "file_name" → filename, "index_name" → an identifier
			switch {
			case ts[i-1] == "file":
				kind = "filename"
			case prev == "first" || prev == "last" || prev == "username" || prev == "owner" || prev == "path" ||
				prev == "repo" || prev == "branch" || prev == "city" || prev == "country" || prev == "company" ||
				prev == "collection" || prev == "database":
				kind = prev
			case containsAny(d, personWords...) || ts[i-1] == "display" || ts[i-1] == "full" || ts[i-1] == "real" ||
				ts[i-1] == "contact" || ts[i-1] == "author" || ts[i-1] == "attendee" || ts[i-1] == "customer":
				kind = "person"
			default:
				kind = "ident"
			}
		case "id":
			switch ts[i-1] {
			case "channel":
				kind = "channelid"
			case "user":
				kind = "userid"
			case "page", "block", "database", "source":
				kind = "uuid"
			}
		}
	}
	if kind == "" || kind == "name" || kind == "id" || kind == "word" || kind == "message" && h.desc != "" && len(ts) == 1 && ts[0] == "text" {
		for _, r := range descRules {
			if strings.Contains(d, r.word) {
				if kind == "id" && r.kind != "uuid" && r.kind != "id" {
					break
				}
				if kind == "word" && (r.kind == "message" || r.kind == "title") {
					break
				}
				if kind == "" || kind == "name" && (r.kind == "repo" || r.kind == "path" || r.kind == "person" || r.kind == "city" || r.kind == "country" || r.kind == "branch" || r.kind == "collection" || r.kind == "database" || r.kind == "channel") {
					kind = r.kind
				} else if kind == "id" {
					kind = r.kind
				}
				break
			}
		}
	}
	switch {
	case kind == "name" && (containsAny(d, personWords...) || personGroup(h.parent)):
		kind = "person"
	case kind == "name" && strings.Contains(d, "file"):
		kind = "filename"
	case kind == "name" && strings.Contains(d, "field"):
		kind = "field"
	case kind == "name":
		kind = "ident"
	case kind == "path" && strings.Contains(d, "name") && strings.Contains(d, "file") && !strings.Contains(d, "path"):
		kind = "filename"
	case (kind == "path" || kind == "city") && containsAny(d, "address", "coordinates"):
		kind = "address"
	case kind == "path" && strings.Contains(d, "directory") && !strings.Contains(d, "file"):
		kind = "dir"
	case kind == "path" && h.desc == "" && topicIsDir(h.topic):
		kind = "dir"
	case kind == "message" && strings.Contains(d, "commit"):
		kind = "commitmsg"
	case kind == "key" && strings.Contains(d, "press"):
		kind = "keyboard"
	case kind == "" && containsAny(d, "from", "to") && containsAny(d, personWords...):
		kind = "person"
	}
	return kind
}

var (
	dirs      = []string{"/home/alex/projects", "/Users/sam/code", "/home/dev/workspace", "/Users/jordan/Documents", "/srv", "/opt"}
	subdirs   = []string{"src", "docs", "data", "config", "tests", "scripts", "notes", "src/utils", "assets", "reports"}
	exts      = []string{"go", "py", "ts", "md", "json", "txt", "yaml", "csv", "js", "rs", "html", "log"}
	branches  = []string{"main", "develop", "feature/", "fix/", "release/v", "chore/"}
	selectors = []string{"#submit", "button.primary", "input[name=\"email\"]", "#search-input", "a.nav-link", ".card:nth-child(2)", "form#login button[type=\"submit\"]", "div.modal .close", "#main h1", "text=Sign in"}
	scripts   = []string{"() => document.title", "document.querySelectorAll('a').length", "window.scrollTo(0, document.body.scrollHeight)", "() => window.location.href", "return document.body.innerText.slice(0, 200);", "() => localStorage.getItem('token')"}
	sqls      = []string{"SELECT * FROM users WHERE id = %d;", "SELECT name, email FROM customers ORDER BY created_at DESC LIMIT %d;", "SELECT COUNT(*) FROM orders WHERE status = 'shipped' AND total > %d;", "SELECT p.title, p.price FROM products p WHERE p.stock < %d;"}
	mimes     = []string{"text/plain", "application/json", "image/png", "text/markdown", "application/pdf", "text/csv"}
	commands  = []string{"ls -la", "git status", "npm test", "go build ./...", "python3 -m pytest -q", "make lint", "docker ps"}
	entityTS  = []string{"person", "organization", "project", "event", "location", "document", "concept"}
	relations = []string{"works_at", "knows", "manages", "located_in", "depends_on", "authored", "member_of"}
	statuses  = []string{"open", "closed", "active", "pending", "in_progress", "done", "archived"}
	orders    = []string{"asc", "desc"}
	fieldsL   = []string{"created_at", "updated_at", "name", "price", "stars", "relevance", "title"}
	globs     = []string{"*.go", "**/*.ts", "node_modules", "*.log", "src/**/*.py", "*.md", "dist/**"}
)

// realString returns a realistic string for the kind.
func (g *Generator) realString(kind string, h hint) string {
	f := g.fake
	r := g.rng
	lw := g.noun
	switch kind {
	case "email":
		return g.email()
	case "url":
		return g.url()
	case "uuid":
		return f.UUID()
	case "id":
		switch r.Intn(3) {
		case 0:
			return f.UUID()
		case 1:
			return strconv.Itoa(1000 + r.Intn(900000))
		default:
			return f.LetterN(3) + "_" + strconv.FormatInt(r.Int63n(1<<40), 36)
		}
	case "username", "owner":
		if kind == "owner" && r.Intn(3) == 0 {
			return strings.ToLower(strings.ReplaceAll(f.Company(), " ", "-"))
		}
		return strings.ToLower(f.FirstName()) + []string{"", "-" + strings.ToLower(f.LastName()), strconv.Itoa(r.Intn(100)), strings.ToLower(f.LastName()[:1])}[r.Intn(4)]
	case "repo":
		return lw() + "-" + []string{"api", "cli", "service", "web", "sdk", "tools", "server", "app"}[r.Intn(8)]
	case "branch":
		b := branches[r.Intn(len(branches))]
		switch b {
		case "main", "develop":
			return b
		case "release/v":
			return fmt.Sprintf("release/v%d.%d", 1+r.Intn(4), r.Intn(10))
		}
		return b + lw() + "-" + strings.ToLower(f.Verb())
	case "sha":
		return f.HexUint128()[2:] + f.HexUint32()[2:]
	case "path":
		return g.filePath(h)
	case "dir":
		return g.projectRoot() + "/" + subdirs[r.Intn(len(subdirs))]
	case "filename":
		return lw() + "_" + lw() + "." + exts[r.Intn(len(exts))]
	case "query":
		switch r.Intn(4) {
		case 0:
			return strings.ToLower(f.HackerAdjective() + " " + f.HackerNoun())
		case 1:
			return "best " + lw() + " in " + f.City()
		case 2:
			return strings.ToLower(f.ProgrammingLanguage()) + " " + strings.ToLower(f.HackerNoun()) + " tutorial"
		default:
			return strings.ToLower(f.ProductCategory())
		}
	case "title":
		return g.title()
	case "name", "person":
		return f.Name()
	case "first":
		return f.FirstName()
	case "last":
		return f.LastName()
	case "city", "place":
		return f.City()
	case "country":
		return f.Country()
	case "state":
		return f.State()
	case "street", "address":
		a := f.Address()
		if kind == "street" {
			return a.Street
		}
		return a.Street + ", " + a.City + ", " + a.State + " " + a.Zip
	case "zip":
		return f.Zip()
	case "phone":
		return f.PhoneFormatted()
	case "date":
		return g.when().Format("2006-01-02")
	case "datetime":
		return g.when().Format("2006-01-02T15:04:05Z")
	case "lat":
		return strconv.FormatFloat(f.Latitude(), 'f', 4, 64)
	case "lon":
		return strconv.FormatFloat(f.Longitude(), 'f', 4, 64)
	case "price":
		return strconv.FormatFloat(f.Price(1, 500), 'f', 2, 64)
	case "lang":
		return []string{"en", "de", "fr", "es", "ja", "pt-BR", "en-US", "zh", "it", "nl"}[r.Intn(10)]
	case "color":
		return f.Color()
	case "message", "body", "description", "thought":
		n := 1 + r.Intn(2)
		if kind == "body" {
			n = 2 + r.Intn(3)
		}
		return g.sentences(n)
	case "commitmsg":
		return []string{"Fix", "Add", "Update", "Remove", "Refactor", "Document"}[r.Intn(6)] + " " + lw() + " " + []string{"handling", "tests", "docs", "config", "validation", "parser"}[r.Intn(6)]
	case "ident":
		return g.noun() + []string{"_", "-"}[r.Intn(2)] + g.noun()
	case "channelid":
		return "C0" + strings.ToUpper(f.LetterN(6)) + strconv.Itoa(100+r.Intn(900))
	case "userid":
		return "U0" + strings.ToUpper(f.LetterN(6)) + strconv.Itoa(100+r.Intn(900))
	case "cursor":
		return strings.TrimRight(base64.StdEncoding.EncodeToString([]byte(strconv.FormatInt(r.Int63(), 36))), "=")
	case "keyboard":
		return []string{"Enter", "ArrowLeft", "ArrowDown", "Tab", "Escape", "a", "PageDown", "Backspace", "Control+a"}[r.Intn(9)]
	case "regex":
		return g.formatString("regex", h)
	case "connstr":
		return "mongodb://localhost:27017/" + []string{"analytics", "shop", "crm", "app"}[r.Intn(4)]
	case "question":
		return f.Question()
	case "selector", "element":
		return selectors[r.Intn(len(selectors))]
	case "script":
		return scripts[r.Intn(len(scripts))]
	case "sql":
		return fmt.Sprintf(sqls[r.Intn(len(sqls))], 1+r.Intn(100))
	case "key":
		return lw() + ":" + strconv.Itoa(1+r.Intn(9999)) + []string{"", ":profile", ":session", ":count"}[r.Intn(4)]
	case "channel":
		if r.Intn(2) == 0 {
			return "#" + lw()
		}
		return "C0" + strings.ToUpper(f.LetterN(6)) + strconv.Itoa(100+r.Intn(900))
	case "ts":
		return fmt.Sprintf("%d.%06d", 1700000000+r.Int63n(60000000), r.Intn(1000000))
	case "tag":
		return strings.ToLower(f.BuzzWord())
	case "password":
		return f.Password(true, true, true, true, false, 14)
	case "token":
		return "tok_" + f.LetterN(6) + strconv.FormatInt(r.Int63(), 36)
	case "mime":
		return mimes[r.Intn(len(mimes))]
	case "method":
		return f.HTTPMethod()
	case "domain":
		return strings.ToLower(f.DomainName())
	case "ip":
		return f.IPv4Address()
	case "database":
		return []string{"analytics", "app_production", "inventory", "crm", "shop", "metrics"}[r.Intn(6)]
	case "collection":
		return plural(lw())
	case "relation":
		return relations[r.Intn(len(relations))]
	case "entitytype":
		return entityTS[r.Intn(len(entityTS))]
	case "timezone":
		return f.TimeZoneRegion()
	case "currency":
		return f.CurrencyShort()
	case "version":
		return fmt.Sprintf("%d.%d.%d", r.Intn(5), r.Intn(20), r.Intn(10))
	case "status":
		return statuses[r.Intn(len(statuses))]
	case "company":
		return f.Company()
	case "field":
		return fieldsL[r.Intn(len(fieldsL))]
	case "order":
		return orders[r.Intn(2)]
	case "emoji":
		return []string{"thumbsup", "tada", "eyes", "rocket", "white_check_mark"}[r.Intn(5)]
	case "glob":
		return globs[r.Intn(len(globs))]
	case "command":
		return commands[r.Intn(len(commands))]
	case "word":
		return strings.ToLower(f.Adjective())
	}
	// no hint: a short plausible phrase
	switch r.Intn(3) {
	case 0:
		return lw()
	case 1:
		return strings.ToLower(f.Adjective()) + " " + lw()
	default:
		return lw() + "-" + strconv.Itoa(r.Intn(1000))
	}
}

// projectRoot returns the project directory every path of the current
// attempt lives under (one home/OS style per instance), chosen on first use.
func (g *Generator) projectRoot() string {
	if g.pathRoot == "" {
		g.pathRoot = dirs[g.rng.Intn(len(dirs))] + "/" + slug(g.noun())
	}
	return g.pathRoot
}

// destWords mark a property naming where a file goes (move, copy, rename).
var destWords = []string{"destination", "dest", "target", "new", "to", "output", "out"}

// isDest reports whether a property name has a token of destWords.
func isDest(name string) bool {
	for _, t := range tokens(name) {
		for _, w := range destWords {
			if t == w {
				return true
			}
		}
	}
	return false
}

// filePath returns a file path under the instance's project root; a
// destination keeps the extension of the instance's previous path and sits
// beside it (tiger.py → tiger_v2.py or ../archive/tiger.py).
func (g *Generator) filePath(h hint) string {
	r := g.rng
	if g.lastPath != "" && isDest(h.name) {
		return g.destFor(g.lastPath)
	}
	p := g.projectRoot() + "/"
	if r.Intn(3) != 0 {
		p += subdirs[r.Intn(len(subdirs))] + "/"
	}
	p += slug(g.noun()) + "." + exts[r.Intn(len(exts))]
	g.lastPath = p
	return p
}

// destFor returns a destination for moving or copying the file src: a
// sibling or an archive copy with src's extension.
func (g *Generator) destFor(src string) string {
	r := g.rng
	{
		dir, base := src[:strings.LastIndexByte(src, '/')], src[strings.LastIndexByte(src, '/')+1:]
		ext := ""
		if i := strings.LastIndexByte(base, '.'); i > 0 {
			base, ext = base[:i], base[i:]
		}
		switch r.Intn(3) {
		case 0:
			return dir + "/" + base + []string{"_old", "_v2", "-backup", "_final"}[r.Intn(4)] + ext
		case 1:
			return g.projectRoot() + "/" + []string{"archive", "backup", "old", "done"}[r.Intn(4)] + "/" + base + ext
		default:
			return dir + "/" + slug(g.noun()) + ext
		}
	}
}

// fixDests rewrites a destination path of obj ("destination", "target",
// "newPath") generated before its source (keys go in sorted order) to sit
// beside the source with the source's extension. The whole instance is
// validated afterwards as always.
func (g *Generator) fixDests(obj map[string]any) {
	n := 0
	for _, v := range obj {
		if s, ok := v.(string); ok && strings.HasPrefix(s, "/") {
			n++
		}
	}
	if n < 2 {
		return
	}
	src := ""
	var dests []string
	for _, k := range sortedKeys(obj) {
		s, ok := obj[k].(string)
		if !ok || !strings.HasPrefix(s, "/") || !strings.Contains(s[strings.LastIndexByte(s, '/'):], ".") {
			continue
		}
		if isDest(k) {
			dests = append(dests, k)
		} else if src == "" {
			src = s
		}
	}
	if src == "" {
		return
	}
	for _, k := range dests {
		d := obj[k].(string)
		if !strings.HasPrefix(d, src[:strings.LastIndexByte(src, '/')]) || !strings.HasSuffix(d, src[strings.LastIndexByte(src, '.'):]) {
			obj[k] = g.destFor(src)
		}
	}
}

// Title phrases: a verb and an object read like a meeting, issue or note
// title a person writes ("Review Q3 budget", "Fix login timeout on mobile").
var (
	titleVerbs   = []string{"Review", "Plan", "Discuss", "Fix", "Update", "Prepare", "Draft", "Finalize", "Schedule", "Migrate", "Document", "Investigate", "Sync on", "Follow up on", "Kick off", "Clean up", "Add", "Improve"}
	titleObjects = []string{"budget", "roadmap", "release notes", "onboarding docs", "login flow", "API rate limits", "quarterly report", "hiring plan", "design review", "test coverage", "database backups", "customer feedback", "pricing page", "error handling", "search results", "sprint goals", "vendor contract", "team offsite", "dashboard", "billing emails"}
	titleTails   = []string{"", "", "", " for Q1", " for next sprint", " on mobile", " before launch", " with the design team", " in staging", " (follow-up)"}
)

// title returns a natural title phrase.
func (g *Generator) title() string {
	r := g.rng
	obj := titleObjects[r.Intn(len(titleObjects))]
	if r.Intn(3) == 0 {
		obj = g.noun() + " " + []string{"checklist", "plan", "notes", "report", "setup", "page", "survey"}[r.Intn(7)]
	}
	return titleVerbs[r.Intn(len(titleVerbs))] + " " + obj + titleTails[r.Intn(len(titleTails))]
}

// slug turns a word into an identifier-safe lower-case token: letters and
// digits kept, spaces to "-", anything else dropped ("room (space)" →
// "room-space").
func slug(w string) string {
	var b strings.Builder
	dash := false
	for _, r := range strings.ToLower(w) {
		switch {
		case r >= 'a' && r <= 'z' || r >= '0' && r <= '9':
			if dash && b.Len() > 0 {
				b.WriteByte('-')
			}
			dash = false
			b.WriteRune(r)
		case r == ' ' || r == '-' || r == '_':
			dash = true
		}
	}
	if b.Len() == 0 {
		return "item"
	}
	return b.String()
}

// plural returns an English plural of a lower-case noun.
func plural(w string) string {
	switch {
	case strings.HasSuffix(w, "y") && len(w) > 1 && !strings.ContainsAny(w[len(w)-2:len(w)-1], "aeiou"):
		return w[:len(w)-1] + "ies"
	case strings.HasSuffix(w, "s") || strings.HasSuffix(w, "x") || strings.HasSuffix(w, "ch") || strings.HasSuffix(w, "sh"):
		return w + "es"
	}
	return w + "s"
}

func rat(x int64) *big.Rat { return big.NewRat(x, 1) }

// plausible returns a plausible range and decimals for a number property.
func (g *Generator) plausible(c conj, h hint, integer bool) (lo, hi *big.Rat, decimals int) {
	k := plausibleKey{s: c.first(), name: h.name, integer: integer}
	if len(c.pos) != 1 {
		k.desc = h.desc
	}
	r, ok := g.ranges[k]
	if !ok {
		r.lo, r.hi, r.dec, r.known = plausibleRange(h, integer)
		if lo, hi, ok := nearDefault(c, integer); ok {
			r.lo, r.hi, r.known = lo, hi, true
		}
		if g.ranges == nil {
			g.ranges = map[plausibleKey]plausibleVal{}
		}
		if len(g.ranges) < 4096 {
			g.ranges[k] = r
		}
	}
	if r.known {
		return r.lo, r.hi, r.dec
	}
	if integer || g.rng.Intn(2) == 0 {
		return ratZero, ratHundred, 0
	}
	return ratZero, ratThousand, 2
}

// nearDefault returns [d/2, 3d] around the positive default d of c's
// schemas (or the range of their positive examples, widened the same
// way): an unbounded number stays near the value the schema suggests
// (server-everything's duration, default 10 s, not 2718 s).
func nearDefault(c conj, integer bool) (lo, hi *big.Rat, ok bool) {
	for _, s := range c.pos {
		vals := s.Examples
		if s.Default != nil {
			vals = append([]any{s.Default}, vals...)
		}
		for _, v := range vals {
			r, isNum := toRat(v)
			if !isNum || r.Sign() <= 0 {
				continue
			}
			l := new(big.Rat).Quo(r, rat(2))
			h := new(big.Rat).Mul(r, rat(3))
			if lo == nil || l.Cmp(lo) < 0 {
				lo = l
			}
			if hi == nil || h.Cmp(hi) > 0 {
				hi = h
			}
		}
		if lo != nil {
			break
		}
	}
	if lo == nil {
		return nil, nil, false
	}
	if integer && new(big.Rat).Sub(hi, lo).Cmp(rat(2)) < 0 {
		hi = new(big.Rat).Add(lo, rat(2))
	}
	return lo, hi, true
}

type plausibleKey struct {
	s          *jsonschema.Schema // the single schema, when there is one
	name, desc string
	integer    bool
}

type plausibleVal struct {
	lo, hi *big.Rat
	dec    int
	known  bool
}

var (
	ratZero     = big.NewRat(0, 1)
	ratThousand = big.NewRat(1000, 1)
)

// plausibleRange returns the range a property's name implies; known is
// false when the name implies none.
func plausibleRange(h hint, integer bool) (lo, hi *big.Rat, decimals int, known bool) {
	lo, hi, decimals = plausibleNamed(h)
	return lo, hi, decimals, lo != nil
}

func plausibleNamed(h hint) (lo, hi *big.Rat, decimals int) {
	ts := tokens(h.name)
	last := ""
	if len(ts) > 0 {
		last = ts[len(ts)-1]
	}
	d := strings.ToLower(h.desc)
	switch last {
	case "lat", "latitude":
		return rat(-90), rat(90), 5
	case "lng", "lon", "long", "longitude":
		return rat(-180), rat(180), 5
	case "price", "amount", "cost", "total":
		return rat(1), rat(500), 2
	case "port":
		return rat(1024), rat(65535), 0
	case "year":
		return rat(2000), rat(2026), 0
	case "age":
		return rat(18), rat(90), 0
	case "page":
		return rat(1), rat(20), 0
	case "offset", "skip", "start", "index":
		return rat(0), rat(200), 0
	case "limit", "count", "size", "max", "top", "num", "results", "n", "number", "perpage", "k", "length", "tokens":
		if strings.HasPrefix(last, "number") && len(ts) > 1 && (ts[0] == "thought" || ts[0] == "total") {
			return rat(1), rat(12), 0
		}
		return rat(1), rat(50), 0
	case "timeout", "delay", "wait", "ms", "interval":
		if strings.Contains(d, "second") && !strings.Contains(d, "milli") {
			return rat(1), rat(120), 0
		}
		return rat(500), rat(30000), 0
	case "seconds", "duration", "secs", "sec":
		return rat(1), rat(300), 0
	case "ttl", "expire", "expiry":
		return rat(60), rat(3600), 0
	case "minutes", "mins":
		return rat(5), rat(120), 0
	case "hours":
		return rat(1), rat(48), 0
	case "days":
		return rat(1), rat(30), 0
	case "temperature":
		return rat(0), rat(2), 2
	case "percent", "percentage":
		return rat(0), rat(100), 1
	case "width", "height":
		return rat(320), rat(1920), 0
	case "x", "y":
		return rat(0), rat(1000), 0
	case "radius":
		return rat(100), rat(50000), 0
	case "zoom":
		return rat(1), rat(20), 0
	case "rating", "stars", "score":
		return rat(1), rat(5), 1
	case "quantity", "qty":
		return rat(1), rat(10), 0
	case "depth", "level":
		return rat(1), rat(5), 0
	case "line", "row", "column", "head", "tail", "lines", "steps", "milestone", "issue", "pull", "retries", "attempts":
		return rat(1), rat(500), 0
	case "id":
		return rat(1), rat(100000), 0
	}
	return nil, nil, 0
}
