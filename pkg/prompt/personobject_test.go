package prompt

import (
	"regexp"
	"testing"

	"github.com/mcpgen/mcpgen/pkg/synth"
	"github.com/mcpgen/mcpgen/pkg/tool"
)

// TestPersonObjectNoArticle: a lookup by a person's name (a bare "name"
// beside a phone, a person's) says the name without an article: "Could
// I get Chen Bernard?", never "Could I get the Chen Bernard?".
func TestPersonObjectNoArticle(t *testing.T) {
	the := regexp.MustCompile(`\b[Tt]he [A-Z][a-z]+ [A-Z][a-z]+\b[?.,]`)
	named := 0
	drawFile(t, "contactlookup-tools.json", synth.Options{Seed: 7, RootObject: true}, 120, func(tl tool.Tool, _ int, text string, args map[string]any) {
		if _, ok := args["name"].(string); !ok {
			return
		}
		named++
		if the.MatchString(text) {
			t.Errorf("%s: a person's name with an article: %q", tl.Name, text)
		}
	})
	if named == 0 {
		t.Error("no request drew a name")
	}
}
