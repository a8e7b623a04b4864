package generate

import (
	"slices"
	"strings"

	"github.com/mcpgen/mcpgen/pkg/prompt"
	"github.com/mcpgen/mcpgen/pkg/role"
)

// unasked tells whether changing p from args' value to other's is no
// follow-up a person asks for: a minimum that filters nothing ("Now with
// at least 1 seat?"), half of a person (personSplit), or the place of
// the thing acted on changed alone (scopesItem).
func unasked(pt *prepTool, p prompt.Param, args, other map[string]any) bool {
	_, lo := cutAffix(norm(p.Name), "min")
	return lo && isNumber(other[p.Name]) && !narrows(pt, p, other[p.Name]) || personSplit(pt, p, args, other) || scopesItem(pt, p, args)
}

// scopesItem tells whether p names where the thing pt acts on lives (a
// project, a repository, a workspace) and args names that thing by its
// own id, its noun in pt's name (send_query_reply's queryId,
// restore_snapshot's snapshot_id): a follow-up changing p alone ("Now
// do the same for project prj_2") would keep query 47404 in a project
// it does not belong to. The thing's own id is what a follow-up changes.
func scopesItem(pt *prepTool, p prompt.Param, args map[string]any) bool {
	words := nameWords(pt.spoken().Name)
	if !placeLike(p) || slices.Contains(words, idNoun(p.Name)) {
		return false
	}
	for _, q := range pt.bind.Params() {
		if v, set := args[q.Name]; !set || !scalar(v) || q.Name == p.Name || !idLike(q) {
			continue
		}
		if n := idNoun(q.Name); n != "" && slices.Contains(words, n) {
			return true
		}
	}
	return false
}

// placeLike tells whether p names a container of things: a repository,
// database, collection or channel, or an id of one (projectId,
// workspace_key).
func placeLike(p prompt.Param) bool {
	switch p.Role.Kind {
	case role.Repo, role.RepoName, role.Database, role.Collection, role.Channel:
		return true
	}
	return idLike(p)
}

// idLike tells whether p is an identifier: of role ID, or named as one
// (…id, …key, …number, …uuid, …slug).
func idLike(p prompt.Param) bool {
	if p.Role.Kind == role.ID {
		return true
	}
	n := strings.ToLower(p.Name)
	for _, s := range []string{"id", "key", "number", "uuid", "slug", "ref", "code"} {
		if strings.HasSuffix(n, s) && len(n) > len(s) {
			return true
		}
	}
	return false
}

// idNoun is the noun of an id parameter's name: "query" of queryId,
// "snapshot" of snapshot_id, "project" of project; "" for a bare "id".
func idNoun(name string) string {
	w := nameWords(name)
	for len(w) > 1 {
		switch w[len(w)-1] {
		case "id", "key", "number", "uuid", "slug", "ref", "code", "name":
			w = w[:len(w)-1]
			continue
		}
		break
	}
	if len(w) == 0 || w[len(w)-1] == "id" {
		return ""
	}
	return w[len(w)-1]
}
