package prompt

import (
	"strings"
	"testing"
)

// A repository's records say it many ways, each wording listed once:
// across one tool's records the owner's name said apart
// ("for quillco's lathe repo") comes up beside "in quillco/lathe", and an
// owner ending in s takes an apostrophe alone ("wares' lathe project").
func TestRepoPhraseWordings(t *testing.T) {
	t.Parallel()
	seen := map[string]bool{}
	for _, o := range []string{"quillco", "wares"} {
		st := &funcState{}
		for i := 0; i < 30; i++ {
			st.data = &Data{Tool: ToolData{Name: "fetch_widget", Server: "forge"}, Index: i}
			seen[st.repoPhrase(o, "lathe", nil).text] = true
		}
	}
	for _, want := range []string{"in quillco/lathe", "for quillco's lathe repo", "in quillco's lathe codebase",
		"in quillco's lathe project", "in wares' lathe project"} {
		if !seen[want] {
			t.Errorf("30 records never say %q", want)
		}
	}
	for s := range seen {
		if strings.Contains(s, "s's ") {
			t.Errorf("owner in the plural said %q", s)
		}
	}
}
