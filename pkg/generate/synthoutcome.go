package generate

import (
	"encoding/json"
	"maps"
	"slices"
	"strconv"
)

// A batch tool reports what it did with each item it was handed:
// {"completed": [...], "failures": [...], "successCount": 1,
// "failureCount": 0, "totalRequested": 1}. Drawn member by member, such a
// result completed an id nobody asked for, listed 4 failures beside a
// failureCount of 25 and requested 1 task of which 5 succeeded; the
// answer after it repeated all of that. batchOutcome makes it the report
// of a call that went through.

// successLists and failureLists name a batch result's lists of the items
// that went through and of those that did not (as norm gives them).
var (
	successLists = map[string]bool{"succeeded": true, "successful": true, "success": true, "successes": true, "ok": true,
		"done": true, "processed": true, "succeededids": true, "successids": true, "processedids": true}
	failureLists = map[string]bool{"failures": true, "failed": true, "errors": true, "failedids": true, "failureids": true,
		"faileditems": true, "erroritems": true, "rejected": true, "skipped": true}
	successCounts = map[string]bool{"successcount": true, "succeeded": true, "succeededcount": true, "successful": true,
		"successfulcount": true, "numsucceeded": true, "okcount": true, "processedcount": true, "numprocessed": true}
	failureCounts = map[string]bool{"failurecount": true, "failedcount": true, "failures": true, "failed": true,
		"errorcount": true, "errors": true, "numfailed": true, "numerrors": true, "skippedcount": true, "rejectedcount": true}
	requestedCounts = map[string]bool{"totalrequested": true, "requested": true, "requestedcount": true, "numrequested": true}
)

// batchOutcome makes a synthesized result v of tool, called with args,
// report that every item of the call's one list of ids went through: the
// list named for what the tool does ("completed" of complete-tasks) or
// for success holds those ids, the failure lists are empty, and the
// counts of successes, failures and requested items agree (1, 0, 1). It
// does nothing unless args hand over exactly one list of ids and v has
// such a list or a success count. It reports whether it changed v.
func batchOutcome(v any, tool string, args map[string]any) bool {
	m, ok := v.(map[string]any)
	if !ok {
		return false
	}
	ids := handedIDs(args)
	if ids == nil {
		return false
	}
	verbs := nameWords(tool)
	done, counted := "", false
	for _, k := range slices.Sorted(maps.Keys(m)) {
		n := norm(k)
		if _, isList := m[k].([]any); isList && (successLists[n] || pastOf(n, verbs)) && done == "" {
			done = k
		}
		if _, num := m[k].(json.Number); successCounts[n] && num {
			counted = true
		}
	}
	if done == "" && !counted {
		return false
	}
	changed := false
	set := func(k string, x any) {
		if !sameJSON(m[k], x) {
			m[k], changed = x, true
		}
	}
	if done != "" {
		set(done, slices.Clone(ids))
	}
	count := func(n int) json.Number { return json.Number(strconv.Itoa(n)) }
	for _, k := range slices.Sorted(maps.Keys(m)) {
		n := norm(k)
		switch x := m[k].(type) {
		case []any:
			if failureLists[n] && len(x) > 0 {
				set(k, []any{})
			}
		case json.Number, float64, int:
			switch {
			case successCounts[n] || requestedCounts[n]:
				set(k, count(len(ids)))
			case failureCounts[n]:
				set(k, count(0))
			}
		}
	}
	return changed
}

// pastOf tells whether a result member's name (as norm gives it) is the
// past participle of one of the tool name's verbs, alone or with "ids":
// "completed" of complete-tasks, "deletedids" of delete_items.
func pastOf(n string, verbs []string) bool {
	if len(n) > 3 && n[len(n)-3:] == "ids" {
		n = n[:len(n)-3]
	}
	roots, ok := pastRoots(n)
	return ok && slices.ContainsFunc(verbs, func(w string) bool { return slices.Contains(roots, w) })
}

// handedIDs is the call's one argument that is a list of ids (strings or
// numbers, at least one), or nil when args hold none or several.
func handedIDs(args map[string]any) []any {
	return oneList(args, func(e any) bool {
		switch e.(type) {
		case string, json.Number, float64:
			return true
		}
		return false
	})
}

// sameJSON tells whether a and b are the same JSON text.
func sameJSON(a, b any) bool {
	x, _ := json.Marshal(a)
	y, _ := json.Marshal(b)
	return string(x) == string(y)
}
