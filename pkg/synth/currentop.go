package synth

import (
	"encoding/json"
	"sort"
	"strconv"
)

// currentOpMatches are what a person looks for among the operations
// $currentOp lists: the long-running ones, the ones waiting for a lock,
// the active ones of one kind.
var currentOpMatches = []func(g *Generator) map[string]any{
	func(g *Generator) map[string]any {
		return map[string]any{"active": true, "secs_running": map[string]any{"$gte": json.Number(strconv.Itoa([]int{5, 10, 30, 60}[g.rng.Intn(4)]))}}
	},
	func(g *Generator) map[string]any { return map[string]any{"waitingForLock": true} },
	func(g *Generator) map[string]any {
		return map[string]any{"active": true, "op": []string{"query", "update", "insert", "command", "getmore"}[g.rng.Intn(5)]}
	},
	func(g *Generator) map[string]any {
		return map[string]any{"secs_running": map[string]any{"$gt": json.Number(strconv.Itoa([]int{1, 3, 20, 120}[g.rng.Intn(4)]))}}
	},
}

// currentOpFields are fields of a $currentOp document worth keeping in a
// $project: which operation, on what, for how long, from where.
var currentOpFields = []string{"opid", "secs_running", "op", "ns", "client", "command", "waitingForLock", "desc"}

// currentOpStage returns stage i of a pipeline that starts with
// $currentOp: the operations of all users (idle connections left out or
// not), then a $match on what is looked for, a $project of a few fields
// (always the operation's id and how long it has run), a $sort with the
// longest-running first and a $limit. The stages vary from call to call
// as the questions people ask of running operations do, instead of one
// fixed pipeline.
func (g *Generator) currentOpStage(i int) map[string]any {
	switch i {
	case 0:
		opts := map[string]any{"allUsers": true}
		if g.rng.Intn(3) != 0 {
			opts["idleConnections"] = false
		}
		return map[string]any{"$currentOp": opts}
	case 1:
		return map[string]any{"$match": currentOpMatches[g.rng.Intn(len(currentOpMatches))](g)}
	case 2:
		proj := map[string]any{"opid": json.Number("1"), "secs_running": json.Number("1")}
		rest := append([]string(nil), currentOpFields[2:]...)
		g.rng.Shuffle(len(rest), func(a, b int) { rest[a], rest[b] = rest[b], rest[a] })
		keep := rest[:1+g.rng.Intn(3)]
		sort.Strings(keep)
		for _, f := range keep {
			proj[f] = json.Number("1")
		}
		return map[string]any{"$project": proj}
	}
	if i == 3 {
		// the longest-running first; a stage after it caps them
		return map[string]any{"$sort": map[string]any{"secs_running": json.Number("-1")}}
	}
	return map[string]any{"$limit": json.Number(strconv.Itoa([]int{5, 10, 20}[g.rng.Intn(3)]))}
}

// adminStageRuns is how many stages a pipeline that starts with an
// admin-only stage has at most: what follows $currentOp (a $match, a
// $project, a $sort, a $limit) and $listLocalSessions (a $sort, a
// $limit) says each thing once; more stages would repeat the $limit.
var adminStageRuns = map[string]int{"$currentOp": 5, "$listLocalSessions": 3}

// capAdminPipeline cuts pipeline p of obj, which starts with stage, to
// the stages that say something.
func (g *Generator) capAdminPipeline(obj map[string]any, stage string, p []any) {
	if n, ok := adminStageRuns[stage]; ok && len(p) > n {
		obj["pipeline"] = p[:n]
		g.unsure = true // rewritten after its check
	}
}
