package generate

import (
	"encoding/json"
	"fmt"
	"maps"
	"slices"
	"strings"
	"unicode"

	"github.com/mcpgen/mcpgen/internal/jsonx"
)

// actedAgree makes the counts and ids a synthesized result v of a call
// of the tool named tool with args reports of what the call did agree
// with the call: a count of what the tool's own verb did ("insertedCount"
// of insert-many, "created" of create_entities) is the number of items
// the call handed over in its one list argument (the 4 documents
// inserted, not a drawn 40), a list of those items' ids beside it
// ("insertedIds") holds as many ids, and a count of what the call only
// does on request ("upsertedCount" without upsert set) is 0, as is any
// other count of what it did with the items handed (skipped, failed). A
// count of changed items is at most the count of matched ones. It reports
// whether it changed anything.
func actedAgree(v any, tool string, params []string, args map[string]any) bool {
	m, ok := v.(map[string]any)
	if !ok {
		return false
	}
	items := handedList(args)
	verbs := nameWords(tool)
	changed := false
	for _, k := range slices.Sorted(maps.Keys(m)) {
		stem, isCount := countStem(k)
		if !isCount {
			continue
		}
		if _, num := jsonx.Number(m[k]); !num {
			continue
		}
		roots, did := pastRoots(stem)
		switch {
		case !did:
			continue
		case items != nil && slices.ContainsFunc(verbs, func(w string) bool { return slices.Contains(roots, w) }):
			n := len(items)
			if fmt.Sprint(m[k]) != fmt.Sprint(n) {
				m[k], changed = json.Number(fmt.Sprint(n)), true
			}
			changed = idsAgree(m, stem, n) || changed
			changed = noneElse(m, k) || changed
		case onRequest(params, args, roots):
			if fmt.Sprint(m[k]) != "0" {
				m[k], changed = json.Number("0"), true
			}
			changed = idsAgree(m, stem, 0) || changed
		}
	}
	if !dryRun(args) {
		changed = doneFlags(m, verbs) || changed
	}
	return atMostMatched(m) || changed
}

// dryRun tells whether args ask for a trial run (dry_run, dryRun,
// preview, validate_only set true): such a call does not do what it
// describes, and its result may say so.
func dryRun(args map[string]any) bool {
	for k, v := range args {
		if b, ok := v.(bool); ok && b {
			switch n := norm(k); n {
			case "dryrun", "preview", "validateonly", "simulate", "test", "testonly", "checkonly", "whatif", "planonly", "previewonly":
				return true
			}
		}
	}
	return false
}

// doneFlags sets true the flags of m, a synthesized result, that say the
// call did what it was asked: a success flag ("success", "ok") and one
// named by the past of the tool's own verb ("created" of
// create-collection, "deleted" of delete_file), in m or an object
// member of m. A drawn false reads as a failure ("It's not created."),
// which the conversation then goes on from as if it had worked
// ("Thanks. Now for the prod connection?"). It reports whether it changed
// anything.
func doneFlags(m map[string]any, verbs []string) bool {
	changed := false
	for _, k := range slices.Sorted(maps.Keys(m)) {
		switch x := m[k].(type) {
		case map[string]any:
			changed = doneFlags(x, verbs) || changed
		case bool:
			if x {
				continue
			}
			n := norm(k)
			roots, past := pastRoots(n)
			if n == "success" || n == "succeeded" || n == "ok" ||
				past && slices.ContainsFunc(verbs, func(w string) bool { return slices.Contains(roots, w) }) {
				m[k], changed = true, true
			}
		}
	}
	return changed
}

// handedList is the one list argument of args whose items are records
// (the documents to insert, the entities to create), nil when args holds
// none or several.
func handedList(args map[string]any) []any {
	return oneList(args, func(e any) bool { _, rec := e.(map[string]any); return rec })
}

// oneList is the one non-empty list argument of args whose items all pass
// item, nil when args holds none or several.
func oneList(args map[string]any, item func(any) bool) []any {
	var out []any
	n := 0
	for _, v := range args {
		l, ok := v.([]any)
		if !ok || len(l) == 0 || !slices.ContainsFunc(l, item) || slices.ContainsFunc(l, func(e any) bool { return !item(e) }) {
			continue
		}
		out, n = l, n+1
	}
	if n != 1 {
		return nil
	}
	return out
}

// countStem is what the result member k counts, lower-case ("inserted"
// of insertedCount, inserted_count, numInserted, nInserted), and whether
// k is a count at all.
func countStem(k string) (string, bool) {
	n := norm(k)
	for _, suf := range []string{"count", "total"} {
		if s, ok := strings.CutSuffix(n, suf); ok && s != "" {
			return s, true
		}
	}
	for _, pre := range []string{"num", "number", "total"} {
		if s, ok := strings.CutPrefix(n, pre); ok && s != "" {
			return s, true
		}
	}
	return "", false
}

// pastRoots are the verbs a past participle can be of ("insert" of
// "inserted"; "create" and "creat" of "created"; "add" of "added",
// "stop" and "stopp" of "stopped"), and whether stem is one.
func pastRoots(stem string) ([]string, bool) {
	s, ok := strings.CutSuffix(stem, "ed")
	if !ok || len(s) < 2 {
		return nil, false
	}
	out := []string{s, s + "e"}
	if r := []rune(s); len(r) > 2 && r[len(r)-1] == r[len(r)-2] {
		out = append(out, string(r[:len(r)-1]))
	}
	return out, true
}

// onRequest tells whether the tool has a parameter named like the verb
// root ("upsert") that args leaves unset or false: the call asked for no
// such thing, so the result counts none of it.
func onRequest(params []string, args map[string]any, roots []string) bool {
	for _, k := range params {
		if !slices.Contains(roots, norm(k)) {
			continue
		}
		v, set := args[k]
		b, isBool := v.(bool)
		return !set || isBool && !b
	}
	return false
}

// idsAgree sizes the list of ids beside the count stem ("insertedIds",
// "inserted_ids") to n items, drawing the missing ones from the ids it
// holds; with n 0, a lone id member ("upsertedId") is dropped. It
// reports whether it changed anything.
func idsAgree(m map[string]any, stem string, n int) bool {
	changed := false
	for _, k := range slices.Sorted(maps.Keys(m)) {
		kn := norm(k)
		switch kn {
		case stem + "ids":
			l, ok := m[k].([]any)
			if !ok || len(l) == n {
				continue
			}
			m[k], changed = sizedIDs(l, n), true
		case stem + "id":
			if n == 0 {
				delete(m, k)
				changed = true
			}
		}
	}
	return changed
}

// sizedIDs is l cut or grown to n ids; a grown id is the last one with
// its final digits or letters stepped, so it keeps the others' shape.
func sizedIDs(l []any, n int) []any {
	if len(l) >= n {
		return l[:n]
	}
	out := append([]any(nil), l...)
	for len(out) < n {
		var last any = "1"
		if len(out) > 0 {
			last = out[len(out)-1]
		}
		out = append(out, stepID(last, len(out)))
	}
	return out
}

// stepID is an id like v (a string of the same length and alphabet, a
// number one more) for the i-th item.
func stepID(v any, i int) any {
	if f, ok := jsonx.Number(v); ok {
		return json.Number(fmt.Sprint(int64(f) + 1))
	}
	s := fmt.Sprint(v)
	r := []rune(s)
	for j := len(r) - 1; j >= 0; j-- {
		c := r[j]
		switch {
		case c >= '0' && c <= '8':
			r[j] = c + 1
			return string(r)
		case c == '9':
			r[j] = '0' // carry
		case c >= 'a' && c <= 'e' || c >= 'A' && c <= 'E':
			r[j] = c + 1
			return string(r)
		case c == 'f' || c == 'F':
			r[j] = c - 5 // stays a hex digit
			return string(r)
		case unicode.IsLetter(c) && c < 'z':
			r[j] = c + 1
			return string(r)
		}
	}
	return fmt.Sprintf("%s%d", s, i)
}

// atMostMatched keeps a count of what a call did to the items it found
// ("modifiedCount", "archivedCount") at most the count of items found
// ("matchedCount"): a call cannot change more than it matched. It
// reports whether it changed anything.
func atMostMatched(m map[string]any) bool {
	var matched string
	for k := range m {
		if s, ok := countStem(k); ok && (s == "matched" || s == "found") {
			matched = k
		}
	}
	if matched == "" {
		return false
	}
	lim, ok := jsonx.Number(m[matched])
	if !ok {
		return false
	}
	changed := false
	for _, k := range slices.Sorted(maps.Keys(m)) {
		s, ok := countStem(k)
		if _, did := pastRoots(s); !ok || !did || k == matched {
			continue
		}
		if f, ok := jsonx.Number(m[k]); ok && f > lim {
			m[k], changed = json.Number(fmt.Sprint(int64(lim))), true
		}
	}
	return changed
}

// paramNames is the names of pt's parameters.
func paramNames(pt *prepTool) []string {
	var out []string
	for _, p := range pt.bind.Params() {
		out = append(out, p.Name)
	}
	return out
}

// noneElse sets the other counts of what a call did to the items it was
// handed ("skippedCount" beside "importedCount") to 0 once done (the
// count k) holds them all: 3 contacts imported and 40 skipped is no
// result of a call handed 3. It reports whether it changed anything.
func noneElse(m map[string]any, done string) bool {
	changed := false
	for _, k := range slices.Sorted(maps.Keys(m)) {
		s, ok := countStem(k)
		if _, did := pastRoots(s); !ok || !did || k == done || s == "matched" || s == "found" {
			continue
		}
		if f, ok := jsonx.Number(m[k]); ok && f != 0 {
			m[k], changed = json.Number("0"), true
		}
	}
	return changed
}
