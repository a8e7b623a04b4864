package synth

import (
	"strings"
	"testing"
)

// A URL named for a social or code site is an address on that site with
// a profile path ("https://www.linkedin.com/in/ana-costa"), never a city's
// encyclopedia page or the organisation's own site.
func TestSiteNamedURLIsOnThatSite(t *testing.T) {
	src := `{"type":"object","properties":{"full_name":{"type":"string"},"linkedin_url":{"type":"string","description":"LinkedIn profile URL."},"github_profile":{"type":"string","format":"uri","description":"Link to the member's GitHub profile."},"twitter_url":{"type":"string","description":"Twitter page."}},"required":["full_name","linkedin_url","github_profile","twitter_url"]}`
	for _, m := range decodeAll(t, src, 30, Options{Seed: 5, RootObject: true, Topic: "add_volunteer"}) {
		for k, host := range map[string]string{"linkedin_url": "https://www.linkedin.com/in/", "github_profile": "https://github.com/", "twitter_url": "https://x.com/"} {
			u, _ := m[k].(string)
			if !strings.HasPrefix(u, host) || len(u) <= len(host)+2 {
				t.Errorf("%s = %q, want an address under %s", k, u, host)
			}
		}
	}
}
