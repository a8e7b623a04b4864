package synth

import "testing"

// A feed reader's subscribe tool (written for this test): the bare "url"
// of subscribe_feed is a feed's address, and the name given with it is
// that feed's title.
func TestFeedURLIsAFeed(t *testing.T) {
	src := `{"type":"object","properties":{"url":{"type":"string","format":"uri"},"name":{"type":"string","description":"Display name"}},"required":["url","name"]}`
	titles := map[string]string{}
	for _, f := range feeds {
		titles[f.url] = f.title
	}
	for seed := int64(1); seed <= 4; seed++ {
		for _, m := range decodeAll(t, src, 3, Options{Seed: seed, RootObject: true, Topic: "subscribe_feed", About: "Save a feed to the subscription list."}) {
			u, _ := m["url"].(string)
			n, _ := m["name"].(string)
			if title, ok := titles[u]; !ok || n != title {
				t.Errorf("seed %d: url %q name %q, want a feed and its title", seed, u, n)
			}
		}
	}
}
