package role

import "strings"

// flatNamer drops the word separators of a member name.
var flatNamer = strings.NewReplacer("_", "", "-", "", ".", "")

// FlatName is a member name without case and word separators, so that
// "project_id", "projectId", "ProjectID" and "project-id" are one name:
// synth gives a nested id the value of the top-level id of that name, and
// prompt says such a repeated id once.
func FlatName(k string) string {
	return strings.ToLower(flatNamer.Replace(k))
}
