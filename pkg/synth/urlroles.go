package synth

import (
	"regexp"
	"strconv"
	"strings"
)

// A URL parameter takes the address of what its words say: a webhook's
// delivery URL is an endpoint on the user's own domain, a redirect or
// return URL a page of the user's site after checkout, a docs URL a docs
// page, a CI project's URL the address the description shows. A random
// page (a Wikipedia article, a shop's product page, a careers page) fits
// none of them.

// reDescURL finds the addresses a description shows.
var reDescURL = regexp.MustCompile(`https?://[^\s"'<>()\[\],]+`)

// reShownExample finds an address a description gives as an example of
// the parameter's value ("e.g. https://…", "such as https://…"): the
// value is always one of that form.
var reShownExample = regexp.MustCompile(`(?i)(\be\.g\.|\bsuch as|\bfor example|\bexample:|\blike)[\s,:('"` + "`" + `]*https?://`)

// urlSubRoles map words of a URL parameter's name to the kind of address
// it takes.
var urlSubRoles = map[string]string{
	"webhook": "hook", "hook": "hook", "callback": "hook", "delivery": "hook", "notify": "hook", "notification": "hook",
	"listener": "hook", "postback": "hook", "ipn": "hook", "target": "hook",
	"redirect": "return", "return": "return", "success": "return", "continue": "return",
	"destination": "page", "landing": "page", "share": "page", "link": "page", "canonical": "page", "promo": "page",
	"cancel": "cancel", "back": "cancel", "failure": "cancel",
	"docs": "docs", "doc": "docs", "documentation": "docs", "help": "docs", "guide": "docs", "manual": "docs",
	"project": "repo", "repo": "repo", "repository": "repo", "git": "repo", "remote": "repo", "clone": "repo",
	"pipeline": "repo", "workflow": "repo", "build": "repo", "pr": "repo", "pull": "repo", "commit": "repo",
	"site": "site", "website": "site", "homepage": "site", "home": "site", "domain": "site",
	"feed": "feed", "rss": "feed", "atom": "feed",
	"proxy": "proxy",
}

// topicURLWords are the words of a tool's name that say what its bare
// "url" parameter is the address of: create_webhook takes the endpoint
// the events go to, subscribe_feed a feed, set_proxy the proxy's address.
var topicURLWords = map[string]bool{"webhook": true, "hook": true, "callback": true, "feed": true, "rss": true, "proxy": true}

// healthWords say a tool checks whether a service is up: its bare URL is
// the service's health or status endpoint, not any page.
var healthWords = []string{"health endpoint", "health check", "healthcheck", "uptime", "is up", "is down", "status endpoint"}

// feeds are feeds people subscribe to: news sites' and blogs' RSS and
// Atom addresses and their titles.
var feeds = []struct{ url, title string }{{"https://feeds.bbci.co.uk/news/rss.xml", "BBC News"},
	{"https://www.theverge.com/rss/index.xml", "The Verge"}, {"https://feeds.arstechnica.com/arstechnica/index", "Ars Technica"},
	{"https://hnrss.org/frontpage", "Hacker News Front Page"}, {"https://www.nasa.gov/news-release/feed/", "NASA News Releases"},
	{"https://blog.cloudflare.com/rss/", "The Cloudflare Blog"}}

// fitFeedName makes the name or title given with a feed's address (see
// feeds) the feed's own title: "BBC News" at the BBC's feed, not
// "Product Hunt Daily".
func (g *Generator) fitFeedName(p *objPlan, obj map[string]any) {
	if len(obj) < 2 {
		return
	}
	title := ""
	for _, k := range p.names {
		if s, ok := obj[k].(string); ok {
			for _, f := range feeds {
				if s == f.url {
					title = f.title
				}
			}
		}
	}
	if title == "" {
		return
	}
	for i, k := range p.names {
		if _, ok := obj[k].(string); !ok || len(p.schemas[i]) == 0 || p.schemas[i][0].Enum != nil || p.schemas[i][0].Pattern != nil {
			continue
		}
		if ts := sharedTokens(k); len(ts) == 1 && (ts[0] == "name" || ts[0] == "title") {
			obj[k] = title
		}
	}
}

// descVague are words of urlSubRoles that a description uses of any
// address ("Link to the signed agreement", "the target page").
var descVague = map[string]bool{"link": true, "share": true, "target": true, "promo": true, "home": true, "back": true}

// urlSubRole returns the kind of address a URL parameter takes by the
// words of its name, else of its enclosing object and of the first clause
// of its description ("hook", "return", "cancel", "page", "docs", "repo",
// "site" or ""), and the word that said it.
func urlSubRole(h hint) (kind, word string) {
	if k, w := urlSubRoleOf(h); k != "" {
		return k, w
	}
	if len(sharedTokens(h.name)) != 1 {
		return "", ""
	}
	if ts := sharedTokens(h.topic); len(ts) > 0 && topicURLWords[ts[len(ts)-1]] {
		// a bare "url" of subscribe_feed is the feed's address, of
		// create_webhook where the events go: not any page
		return urlSubRoles[ts[len(ts)-1]], ts[len(ts)-1]
	}
	return "", ""
}

// urlSubRoleOf is urlSubRole by the words of the parameter's name, its
// enclosing object and its description alone.
func urlSubRoleOf(h hint) (kind, word string) {
	for i, s := range []string{h.name, h.parent, firstClause(h.desc)} {
		for _, t := range sharedTokens(s) {
			if i == 2 && descVague[t] {
				continue // "Link to the signed agreement": any page
			}
			if k := urlSubRoles[t]; k != "" {
				if k == "hook" && t == "target" && !strings.Contains(strings.ToLower(h.desc), "webhook") {
					continue // a scrape's target is any page
				}
				return k, t
			}
		}
	}
	return "", ""
}

// roleURL returns the address a URL parameter's words ask for: one its
// description shows, its holes filled with the call's organisation and
// repository, else one of its sub-role; ok is false when nothing says.
func (g *Generator) roleURL(h hint) (string, bool) {
	sub, word := urlSubRole(h)
	if sub == "" && len(sharedTokens(h.name)) == 1 && containsAny(g.toolL, healthWords...) {
		sub = "health"
	}
	if v, ok := g.descURL(h.desc); ok && (sub != "" || reShownExample.MatchString(h.desc) || g.rng.Intn(4) > 0) {
		return v, true
	}
	_, dom := g.org()
	rg := g.rng
	switch sub {
	case "hook":
		if containsAny(strings.ToLower(h.name+" "+h.desc+" "+h.topic), "oauth", "authoriz", "login", "sign-in", "sso") {
			return "https://" + dom + "/auth/callback", true // where a sign-in returns
		}
		return "https://" + dom + "/webhooks/" + []string{"orders", "payments", "deploys", "events", "inventory", "signups"}[rg.Intn(6)], true
	case "return":
		return "https://" + dom + []string{"/checkout/complete", "/thank-you", "/order/confirmed", "/account/billing", "/welcome"}[rg.Intn(5)], true
	case "page":
		// a page of the user's own site a link or a campaign points to
		return "https://" + []string{"", "www."}[rg.Intn(2)] + dom + []string{"/pricing", "/blog/spring-sale", "/signup", "/products/new-arrivals",
			"/events/webinar", "/features"}[rg.Intn(6)], true
	case "cancel":
		return "https://" + dom + []string{"/cart", "/pricing", "/checkout"}[rg.Intn(3)], true
	case "docs":
		return "https://docs." + dom + []string{"/getting-started", "/api/authentication", "/guides/webhooks", "/reference/errors"}[rg.Intn(4)], true
	case "repo":
		owner, repo := g.project()
		u := "https://github.com/" + owner + "/" + repo
		switch word {
		case "pipeline", "workflow", "build":
			return u + "/actions/runs/" + strconv.Itoa(1000000000+rg.Intn(900000000)), true
		case "pr", "pull":
			return u + "/pull/" + strconv.Itoa(10+rg.Intn(900)), true
		case "commit":
			return u + "/commit/" + g.fake.HexUint128()[2:12], true
		}
		return u, true
	case "site":
		return "https://" + []string{"", "www."}[rg.Intn(2)] + dom, true
	case "feed":
		return feeds[rg.Intn(len(feeds))].url, true
	case "proxy":
		// a forward proxy on the organisation's network: a host and a
		// port, no path
		port := []string{"3128", "8080", "8888"}[rg.Intn(3)]
		if rg.Intn(2) == 0 {
			return "http://10." + strconv.Itoa(rg.Intn(256)) + "." + strconv.Itoa(rg.Intn(256)) + "." + strconv.Itoa(2+rg.Intn(250)) + ":" + port, true
		}
		return "http://proxy." + dom + ":" + port, true
	case "health":
		return "https://" + []string{"api.", "", "status."}[rg.Intn(3)] + dom + []string{"/health", "/healthz", "/status", "/api/health"}[rg.Intn(4)], true
	}
	return "", false
}

// descURL returns an address of the form the description shows
// ("https://app.circleci.com/pipelines/gh/organization/project/123"),
// its placeholder segments (":orgName", "{project}", "organization",
// "my-project") filled; ok is false when it shows none but placeholders'
// hosts (example.com).
func (g *Generator) descURL(desc string) (string, bool) {
	if !strings.Contains(desc, "://") {
		return "", false
	}
	var us []string
	for _, u := range reDescURL.FindAllString(desc, 8) {
		u = strings.TrimRight(u, ".;:-")
		host := strings.ToLower(strings.SplitN(strings.SplitN(u, "://", 2)[1], "/", 2)[0])
		if host == "" || strings.Contains(host, "example.") || strings.Contains(host, "localhost") ||
			strings.ContainsAny(host, "{}<>:") || strings.HasSuffix(u, "/:") {
			continue
		}
		us = append(us, u)
	}
	if len(us) == 0 {
		return "", false
	}
	u := us[g.rng.Intn(len(us))]
	head, path, _ := strings.Cut(strings.SplitN(u, "://", 2)[1], "/")
	head = g.hostHole(head)
	if path == "" {
		return strings.SplitN(u, "://", 2)[0] + "://" + head, true
	}
	query := ""
	if i := strings.IndexByte(path, '?'); i >= 0 {
		path, query = path[:i], path[i:]
		if q, ok := g.formFill(query); ok {
			query = q // "?branch=feature-branch": a branch of the call
		} else {
			query = g.queryIDs(query)
		}
	}
	segs := strings.Split(path, "/")
	for i, s := range segs {
		prev := ""
		if i > 0 {
			prev = segs[i-1]
		}
		segs[i] = g.urlHole(s, prev)
	}
	return strings.SplitN(u, "://", 2)[0] + "://" + head + "/" + strings.Join(segs, "/") + query, true
}

// standIns are letters documentation writes for an id it does not show:
// ".../workflows/abc-def/jobs/xyz".
var standIns = map[string]bool{"abc": true, "abc-def": true, "abcdef": true, "abc123": true, "xyz": true, "foo": true,
	"bar": true, "xxx": true, "123abc": true, "my-id": true}

// urlHole fills one path segment of a shown address when it is a hole
// (":projectName", "{org}", "<id>") or a stand-in word ("organization",
// "my-project", "user", "abc-def" after "workflows"): the call's owner,
// repository, a number or an id; other segments are kept, numbers
// redrawn.
func (g *Generator) urlHole(s, prev string) string {
	w := strings.Trim(s, ":{}<>")
	lw := strings.ToLower(w)
	hole := w != s
	if standIns[lw] {
		if p := strings.ToLower(prev); p == "jobs" || p == "builds" || p == "runs" || p == "pull" || p == "issues" {
			return strconv.Itoa(100 + g.rng.Intn(900))
		}
		return g.fake.UUID()
	}
	owner, repo := g.project()
	switch {
	case lw == "vcstype" || lw == "vcs":
		return "gh"
	case containsAny(lw, "org", "owner", "user", "team", "account") && (hole || lw == "organization" || lw == "org" ||
		lw == "user" || lw == "username" || lw == "owner" || lw == "your-org" || lw == "my-org"):
		return owner
	case containsAny(lw, "project", "repo") && (hole || lw == "project" || lw == "repo" || lw == "my-project" || lw == "my-repo" ||
		lw == "repository" || strings.HasSuffix(lw, ".git")):
		if strings.HasSuffix(lw, ".git") {
			return repo + ".git"
		}
		return repo
	case hole && containsAny(lw, "number", "num", "count"):
		return strconv.Itoa(100 + g.rng.Intn(900))
	case hole && containsAny(lw, "id", "uuid"):
		return g.fake.UUID()
	case hole:
		return slug(g.noun())
	case w != "" && strings.Trim(w, "0123456789") == "":
		return strconv.Itoa(100 + g.rng.Intn(900))
	case idShaped(w):
		return g.reshape(w)
	}
	return s
}

// hostHole returns a shown address's host with a placeholder first label
// ("my-organization.sentry.io", "your-team.example-app.io") made the
// call's organisation's.
func (g *Generator) hostHole(host string) string {
	first, rest, ok := strings.Cut(host, ".")
	if !ok || !strings.Contains(rest, ".") && rest != "io" && rest != "com" && rest != "dev" {
		return host
	}
	if l := strings.ToLower(first); placeholderPart(l) && l != "example" {
		_, _ = g.org()
		return g.sc.orgSlug + "." + rest
	}
	return host
}

// queryIDs returns a shown address's query ("?v=dQw4w9WgXcQ") with each
// value shaped like a generated id drawn anew in its shape, so the calls
// of one tool are not all the documentation's example.
func (g *Generator) queryIDs(query string) string {
	parts := strings.Split(query, "&")
	for i, p := range parts {
		if k, v, ok := strings.Cut(p, "="); ok && idShaped(v) {
			parts[i] = k + "=" + g.reshape(v)
		}
	}
	return strings.Join(parts, "&")
}

// idShaped reports whether a segment of a shown address is a generated id
// rather than a word: six or more characters holding letters and digits
// both ("PROJECT-1Z43", "dQw4w9WgXcQ", "ecc129e0-76fc"), no file name.
func idShaped(s string) bool {
	if len(s) < 6 || strings.Contains(s, ".") {
		return false
	}
	letters, digits := false, false
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case c >= '0' && c <= '9':
			digits = true
		case c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z':
			letters = true
		case c != '-' && c != '_':
			return false
		}
	}
	return letters && digits
}

// reshape returns an id of the same shape as s: each digit, upper-case
// and lower-case letter drawn anew in its class, separators kept, and a
// leading word of letters before a separator ("PROJECT-", "INC-") kept as
// the id's prefix.
func (g *Generator) reshape(s string) string {
	b := []byte(s)
	start := 0
	if i := strings.IndexAny(s, "-_"); i > 0 && strings.Trim(s[:i], "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz") == "" {
		start = i + 1
	}
	for i := start; i < len(b); i++ {
		switch c := b[i]; {
		case c >= '0' && c <= '9':
			b[i] = byte('0' + g.rng.Intn(10))
		case c >= 'a' && c <= 'z':
			b[i] = byte('a' + g.rng.Intn(26))
		case c >= 'A' && c <= 'Z':
			b[i] = byte('A' + g.rng.Intn(26))
		}
	}
	return string(b)
}
