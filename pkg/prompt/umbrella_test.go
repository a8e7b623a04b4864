package prompt

import "testing"

// A tool that manages its object ("Manage multiple working trees: list
// worktrees, add new worktrees …", hold24/real/git.json) is asked for by
// the act its mode names, on one thing: "add a working tree at …",
// never "manage the working trees in add mode".
func TestUmbrellaToolAskedByItsAct(t *testing.T) {
	t.Parallel()
	const desc = "Manage multiple working trees: list worktrees, add new worktrees for parallel work, remove worktrees, or move worktrees to new locations."
	const schema = `{"type":"object","properties":{"mode":{"type":"string","enum":["list","add","remove","move","prune"],"default":"list","description":"The worktree operation to perform."},` +
		`"worktreePath":{"type":"string","description":"Path for the new worktree (for add/move operations)."},"newPath":{"type":"string","description":"New path for the worktree (for move operation)."},` +
		`"force":{"type":"boolean","description":"Force operation (for remove operation with uncommitted changes)."}}}`
	checkRequests(t, []requestCase{
		{"git_worktree", desc, schema, `{"mode":"add","worktreePath":"/home/alex/projects/billing-api-hotfix"}`,
			[]string{"add", "/home/alex/projects/billing-api-hotfix"}, []string{"manage", "add mode", "the working trees"}},
		{"git_worktree", desc, schema, `{"mode":"move","worktreePath":"../feature-x","newPath":"../archive/feature-x"}`,
			[]string{"move", "../feature-x", "../archive/feature-x"}, []string{"manage", "move mode", "the working trees"}},
	}, 12, 47)
}

// oneObject makes an umbrella tool's plural object the one thing of a
// single act, and leaves a listing's.
func TestOneObject(t *testing.T) {
	for _, c := range [][3]string{{"the working trees", "add", "a working tree"}, {"the working trees", "move", "the working tree"},
		{"the working trees", "list", "the working trees"}, {"the inventory", "add", "the inventory"}} {
		if got := oneObject(c[0], c[1]); got != c[2] {
			t.Errorf("oneObject(%q, %q) = %q, want %q", c[0], c[1], got, c[2])
		}
	}
}
