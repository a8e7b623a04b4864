package role

import "testing"

// A git worktree's path and its new path are directories (a worktree
// was put at ".../logs/access.log"); a path to a file stays one.
// Descriptions of hold24/real/git.json.
func TestWorktreePathIsDirectory(t *testing.T) {
	tool := ToolContext{Name: "git_worktree", Description: "Manage multiple working trees: list worktrees, add new worktrees for parallel work, remove worktrees, or move worktrees to new locations."}
	for _, c := range []struct {
		name, schema string
		want         Kind
	}{
		{"worktreePath", `{"type":"string","minLength":1,"description":"Path for the new worktree (for add/move operations). Must not start with \"-\"."}`, DirPath},
		{"newPath", `{"type":"string","minLength":1,"description":"New path for the worktree (for move operation). Must not start with \"-\"."}`, DirPath},
		{"configPath", `{"type":"string","description":"Path to the config file of the workspace."}`, FilePath},
		{"source", `{"type":"string","minLength":1,"description":"Source commit/branch to compare from. If target is specified but not source, compares target against working tree."}`, FilePath},
	} {
		r := Classify(tool, ParamContext{Name: c.name, Path: "/" + c.name, Schema: []byte(c.schema)})
		if r.Kind != c.want {
			t.Errorf("%s: %s (%s), want %s", c.name, r.Kind, r.Why, c.want)
		}
	}
}
