package synth

import (
	"strings"
	"testing"
)

// A task manager that says nothing of software work gets everyday and
// office tasks, never a software story; one that tracks software work
// (sprints, issues) keeps its stories.
func TestPlainTasks(t *testing.T) {
	isStory := func(v string) bool {
		for _, s := range stories {
			if v == s.title || v == s.body || v == s.chat || v == s.commit || v == s.pr || strings.Contains(strings.Join(s.comments, "\n"), v) {
				return true
			}
		}
		return false
	}
	cases := []struct {
		file, tool, ptr string
		plain           bool
	}{
		{"todoist.json", "add-tasks", "/tasks/*/content", true},
		{"todoist.json", "add-tasks", "/tasks/*/description", true},
		{"linear.json", "", "", false},
	}
	for _, c := range cases {
		_, srv := realTools(t, c.file)
		if srv.PlainTasks() != c.plain {
			t.Fatalf("%s: PlainTasks() = %v, want %v", c.file, srv.PlainTasks(), c.plain)
		}
		if !c.plain {
			continue
		}
		vals := realValues(t, c.file, c.tool, c.ptr, 20, 5)
		if len(vals) == 0 {
			t.Fatalf("%s %s: no values at %s", c.file, c.tool, c.ptr)
		}
		for _, v := range vals {
			if isStory(v) {
				t.Errorf("%s %s%s = %q, a software story", c.file, c.tool, c.ptr, v)
			}
		}
	}
}
