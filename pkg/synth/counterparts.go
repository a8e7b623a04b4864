package synth

import (
	"sort"
	"strings"
	"unicode"
)

// fromWords and toWords open the names of the two ends of a move: a
// transfer's from_warehouse and to_warehouse, a sourceAccount and a
// targetAccount.
var (
	fromWords = map[string]bool{"from": true, "source": true, "src": true, "origin": true}
	toWords   = map[string]bool{"to": true, "target": true, "destination": true, "dest": true, "dst": true}
)

// matchCounterparts gives the two ends of a move codes of one shape: when
// one end got a code ("WH-MAN-01", from its description's example) and its
// counterpart, whose description gave none, a plain word ("meals"), the
// counterpart gets a code like the first one, a different one.
func (g *Generator) matchCounterparts(obj map[string]any) {
	if len(obj) < 2 {
		return
	}
	for _, k := range sortedKeys(obj) {
		ts := g.nameTokens(k)
		if len(ts) < 2 || !fromWords[ts[0]] {
			continue
		}
		rest := strings.Join(ts[1:], " ")
		for _, k2 := range sortedKeys(obj) {
			ts2 := g.nameTokens(k2)
			if len(ts2) < 2 || !toWords[ts2[0]] || strings.Join(ts2[1:], " ") != rest {
				continue
			}
			a, ok := obj[k].(string)
			b, ok2 := obj[k2].(string)
			if !ok || !ok2 {
				continue
			}
			switch {
			case codeLike(a) && !codeLike(b):
				obj[k2] = g.otherLike(a)
			case codeLike(b) && !codeLike(a):
				obj[k] = g.otherLike(b)
			default:
				continue
			}
			g.unsure = true // rewritten after its check
		}
	}
}

// codeLike reports whether s reads as a code: no spaces, a digit and a
// capital letter ("WH-MAN-01", "SKU4412").
func codeLike(s string) bool {
	if s == "" || len(s) > 40 || strings.ContainsRune(s, ' ') {
		return false
	}
	var digit, upper bool
	for _, r := range s {
		digit = digit || unicode.IsDigit(r)
		upper = upper || unicode.IsUpper(r)
	}
	return digit && upper
}

// otherLike returns a code shaped like ex and different from it.
func (g *Generator) otherLike(ex string) string {
	v := g.likeExample(ex)
	for i := 0; i < 4 && v == ex; i++ {
		v = g.likeExample(ex)
	}
	return v
}

// stageRank orders the moments of an assignment, an offer or a window:
// it opens (unlock, available, publish, start), falls due (due,
// deadline), then closes (lock, close, expire). -1 for other names.
func stageRank(k string) int {
	for _, t := range sharedTokens(k) {
		switch t {
		case "unlock", "unlocks", "available", "publish", "published", "opens", "release":
			return 0
		case "due", "deadline":
			return 1
		case "lock", "locks", "close", "closes", "expire", "expires", "expiry":
			return 2
		}
	}
	return -1
}

// orderStages puts an object's dated stages in order: an assignment that
// unlocks before it is due and locks after (lockAt was drawn before
// dueAt). The dates, of one layout, are sorted and handed out by stage.
func (g *Generator) orderStages(obj map[string]any) {
	var keys []string
	var vals []string
	for _, k := range sortedKeys(obj) {
		s, ok := obj[k].(string)
		if !ok || !isoDate(s) || stageRank(k) < 0 {
			continue
		}
		if len(vals) > 0 && len(s) != len(vals[0]) {
			return
		}
		keys, vals = append(keys, k), append(vals, s)
	}
	if len(keys) < 2 {
		return
	}
	sort.SliceStable(keys, func(i, j int) bool { return stageRank(keys[i]) < stageRank(keys[j]) })
	sorted := append([]string(nil), vals...)
	sort.Strings(sorted)
	for i, k := range keys {
		if obj[k] != sorted[i] {
			obj[k] = sorted[i]
			g.unsure = true // moved after its check
		}
	}
}
