package synth

import (
	"strings"
	"testing"

	"github.com/mcpgen/mcpgen/internal/testenv"
)

// The word check before oneOfNeeded never hides a match.
func TestMayNeedOneKeepsMatches(t *testing.T) {
	t.Parallel()
	testenv.SameAsPlain(t, "mayNeedOne, then oneOfNeeded", []string{
		"At least one of paths or data must be given.",
		"Provide EITHER a url or a file",
		"One Of: code, file",
		"Either `text` or `time` is required",
		"Search query",
		"the neither option",
	}, func(s string) bool { return mayNeedOne(s) && oneOfNeeded.MatchString(s) }, oneOfNeeded.MatchString)
	if mayNeedOne("Search query for issues") {
		t.Error("mayNeedOne on a text without its words = true")
	}
}

// tableTopic reads the tool once and answers as tableTool does.
func TestTableTopic(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		topic, about string
		want         bool
	}{
		{"create_database", "Create a database in a workspace", true},
		{"API-post-page", "Create a page. Pages live in data sources or databases", false},
		{"update_data_source", "Update a data source", true},
		{"list_issues", "List issues in a repository", false},
	} {
		g := &Generator{opts: Options{Topic: c.topic, About: c.about}, topicL: strings.ToLower(c.topic)}
		want := tableTool.MatchString(g.topicL) || tableTool.MatchString(firstClause(c.about))
		if want != c.want {
			t.Fatalf("case %q: tableTool says %v, case says %v", c.topic, want, c.want)
		}
		for i := 0; i < 2; i++ {
			if got := g.tableTopic(); got != want {
				t.Errorf("tableTopic(%q, %q) = %v, want %v", c.topic, c.about, got, want)
			}
		}
	}
}
