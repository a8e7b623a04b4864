package role

import "testing"

// TestCodeNounsNeedSoftware: a tool named for an issue makes an elections
// office's server no code host (blind raters saw a dependency upgrade's
// text as a polling-place issue's description), while a real issue
// tracker and a CI server keep their issues, pipelines and workflows as
// code.
func TestCodeNounsNeedSoftware(t *testing.T) {
	for _, c := range []struct {
		file, tool string
		want       bool
	}{
		{"county_elections.json", "reportPollingPlaceIssue", false},
		{"plane.json", "list_project_issues", true},
		{"circleci.json", "get_latest_pipeline_status", true},
	} {
		s, tools := loadServer(t, c.file)
		tl, ok := tools[c.tool]
		if !ok {
			t.Fatalf("%s has no tool %s", c.file, c.tool)
		}
		if got := s.CodeWork(); got != c.want {
			t.Errorf("%s: CodeWork() = %v, want %v", c.file, got, c.want)
		}
		if got := NamesCodeThing(tl.Name, s); got != c.want {
			t.Errorf("NamesCodeThing(%q) = %v, want %v", tl.Name, got, c.want)
		}
		if got := ToolAboutCode(tl.Name, tl.Title, tl.Description, s); got != c.want {
			t.Errorf("ToolAboutCode(%q) = %v, want %v", tl.Name, got, c.want)
		}
	}
	// read alone, an issue is a code host's; a commit is on any server
	elections, _ := loadServer(t, "county_elections.json")
	if !NamesCodeThing("get_issue", nil) || !NamesCodeThing("list_commits", elections) {
		t.Errorf("NamesCodeThing: get_issue alone %v, list_commits on an elections server %v",
			NamesCodeThing("get_issue", nil), NamesCodeThing("list_commits", elections))
	}
}
