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
}

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
	if ts := sharedTokens(h.topic); len(ts) > 0 && urlSubRoles[ts[len(ts)-1]] == "feed" && len(sharedTokens(h.name)) == 1 {
		// a bare "url" of subscribe_feed is the feed's address, not
		// any page
		return "feed", ts[len(ts)-1]
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
	if v, ok := g.descURL(h.desc); ok && (sub != "" || g.rng.Intn(4) > 0) {
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
	if path == "" {
		return u, true
	}
	query := ""
	if i := strings.IndexByte(path, '?'); i >= 0 {
		path, query = path[:i], path[i:]
		if q, ok := g.formFill(query); ok {
			query = q // "?branch=feature-branch": a branch of the call
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
	}
	return s
}
