package synth

import (
	"strconv"
	"testing"
)

// urlWordsOf gives imageWord and fileTypeOf of each hint, read again or
// not, and keeps at most 4,096 hints.
func TestURLWordsOf(t *testing.T) {
	g := &Generator{}
	hints := []hint{
		{name: "avatar_url"}, {ptr: "/cover/external/url", name: "url"}, {name: "url", desc: "URL of the MP3 file"},
		{name: "link", title: "Logo"}, {name: "url", desc: "The page to open"}, {name: "feed", desc: "RSS feed as XML"},
	}
	for r := 0; r < 2; r++ {
		for _, h := range hints {
			if got, want := g.urlWordsOf(h), (urlWords{imageWord(h), fileTypeOf(h)}); got != want {
				t.Errorf("round %d, %+v: %+v, want %+v", r, h, got, want)
			}
		}
	}
	if w := g.urlWordsOf(hint{name: "avatar_url"}); w.image != "avatar" {
		t.Errorf("avatar_url: image word %q", w.image)
	}
	for i := 0; i < 5000; i++ {
		g.urlWordsOf(hint{ptr: "/items/" + strconv.Itoa(i) + "/url", name: "url"})
	}
	if n := len(g.once.urlWords); n > 4096 {
		t.Errorf("%d hints kept, want at most 4096", n)
	}
}
