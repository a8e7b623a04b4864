package role

import "strings"

// dirThings are things a path names that are directories, never files: a
// git worktree, a workspace, a checkout.
var dirThings = []string{"worktree", "working tree", "workspace", "checkout"}

// dirThing tells whether a path parameter (name tokens ts, lower-case
// description d) is where a directory thing lives ("worktreePath": "Path
// for the new worktree"), and the description names no file. The
// parameter must be a path (its name or description says so): a source
// commit "compared against the working tree" is no directory.
func dirThing(ts []string, d string) bool {
	if len(ts) == 0 || strings.Contains(d, "file") || !strings.Contains(d, "path") && ts[len(ts)-1] != "path" && ts[len(ts)-1] != "dir" {
		return false
	}
	for _, t := range ts {
		if t == "worktree" || t == "workspace" || t == "checkout" {
			return true
		}
	}
	return containsAny(d, dirThings...)
}
