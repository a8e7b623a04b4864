package prompt

import (
	"regexp"
	"strings"
	"testing"
)

// crowdSentenceEnd splits a request into its sentences.
var crowdSentenceEnd = regexp.MustCompile(`[.?!]\s+`)

// TestNoWhyBetweenSceneAndAside: a request that sets its scene first and
// says where it runs after it takes no reason in between: "I've got the
// shop database open. I want to check the stats. I'm new to this
// database. This is against staging-e787." is four short sentences read
// out like a form.
func TestNoWhyBetweenSceneAndAside(t *testing.T) {
	set, err := Load()
	if err != nil {
		t.Fatal(err)
	}
	si, tools := loadCorpus(t, "mongodb.json")
	why := map[string]bool{}
	for _, p := range dataPurposes {
		why[strings.TrimSuffix(p, ".")] = true
	}
	scened := 0
	for _, tl := range tools {
		if tl.Name != "db-stats" && tl.Name != "list-collections" && tl.Name != "collection-indexes" {
			continue
		}
		b, err := set.For(info(si, tl))
		if err != nil {
			t.Fatal(err)
		}
		g := seededGen(t, tl.InputSchema, tl.Name)
		renderDrawn(t, set.NewRenderer(), b, g, tl.Name, 300, func(_ int, text string, _ map[string]any) {
			ss := crowdSentenceEnd.Split(strings.TrimSpace(text), -1)
			if len(ss) < 3 {
				return
			}
			scened++
			for _, s := range ss[1 : len(ss)-1] {
				if why[strings.TrimRight(s, ".?!")] && len(ss) >= 4 {
					t.Errorf("%s: %q: a reason between a scene and an aside", tl.Name, text)
				}
			}
		})
	}
	if scened == 0 {
		t.Error("no request of three sentences or more")
	}
}
