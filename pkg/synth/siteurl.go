package synth

import "strings"

// A URL parameter named for a social or code site ("linkedin_url",
// "LinkedIn profile URL.", "github_profile") takes an address on that
// site with the path a profile there has, for the scene's person or, when
// its words say a company, the scene's organisation: any other page (an
// encyclopedia article, a shop's product page) is a value of another kind.

// siteHosts map a site's name to the address of a person's profile and of
// an organisation's page on it.
var siteHosts = map[string]struct{ person, org string }{
	"linkedin":  {"https://www.linkedin.com/in/", "https://www.linkedin.com/company/"},
	"github":    {"https://github.com/", "https://github.com/"},
	"gitlab":    {"https://gitlab.com/", "https://gitlab.com/"},
	"twitter":   {"https://x.com/", "https://x.com/"},
	"facebook":  {"https://www.facebook.com/", "https://www.facebook.com/"},
	"instagram": {"https://www.instagram.com/", "https://www.instagram.com/"},
	"tiktok":    {"https://www.tiktok.com/@", "https://www.tiktok.com/@"},
	"youtube":   {"https://www.youtube.com/@", "https://www.youtube.com/@"},
}

// orgWords say that a site's page is an organisation's, not a person's.
var orgWords = map[string]bool{"company": true, "organization": true, "organisation": true, "org": true, "business": true, "employer": true, "brand": true}

// siteURL returns a profile address on the site a URL parameter's name,
// or else the first clause of its description, names; ok is false when
// neither names one, or when a code host's address is a repository's.
func (g *Generator) siteURL(h hint) (string, bool) {
	for _, s := range []string{h.name, firstClause(h.desc)} {
		ts := tokens(strings.ToLower(s)) // "YouTube", "LinkedIn" are one word
		for _, t := range ts {
			host, ok := siteHosts[t]
			if !ok {
				continue
			}
			if sub, _ := urlSubRole(h); sub == "repo" {
				return "", false // a GitHub repository's URL
			}
			for _, w := range ts {
				if orgWords[w] {
					_, _ = g.org()
					return host.org + g.sc.orgSlug, true
				}
			}
			if t == "youtube" && (hasWord(ts, "video") || hasWord(sharedTokens(h.topic), "video", "videos", "transcript", "captions")) {
				return "https://www.youtube.com/watch?v=" + g.reshape("dQw4w9WgXcQ"), true // a video, not a channel
			}
			first, last := g.person()
			f, l := loginPart(first), loginPart(last)
			if t == "linkedin" {
				return host.person + f + "-" + l, true
			}
			if t == "facebook" {
				return host.person + f + "." + l, true
			}
			return host.person + g.handle(), true
		}
	}
	return "", false
}
