package prompt

import (
	"regexp"
	"testing"

	"github.com/mcpgen/mcpgen/pkg/tool"
)

// A tool that returns a thing in another format (real exa, firecrawl,
// gdrive and notion tools) is asked for with the thing itself: "read
// https://… as clean markdown", "parse /a/b.pdf into markdown"; never
// "a webpage's https://…", "one supported document at …", a what-question
// about the format ("what the webpage's … as clean markdown are"), nor a
// verb for opening a page ("open https://… as clean markdown").
func TestConversionAskedWithTheThing(t *testing.T) {
	bad := regexp.MustCompile(`(?i)'s https?://|one supported|what .* as clean markdown|webpage's|(?:open|look up|bring up|pull up) https?://`)
	n := 0
	drawnRequests(t, "convert-tools.json", 9, 20, nil, func(tl tool.Tool, text string, _ map[string]any) {
		n++
		if m := bad.FindString(text); m != "" {
			t.Errorf("%s: %q in %q", tl.Name, m, text)
		}
	})
	if n == 0 {
		t.Fatal("no requests drawn")
	}
}
