package synth

import (
	"encoding/json"
	"math/big"
	"time"
)

// OutOfOrder reports whether two values of one call's arguments that
// open and close a range or a sequence are out of order: a return before
// its pickup, a check-out before its check-in, a minimum above its
// maximum. It reads the names the way the generator orders them when it
// draws a call (rangeEnds, and the moment families that need no words of
// the tool), so a value changed afterwards (a follow-up's correction)
// can be checked against the value it pairs with.
func OutOfOrder(args map[string]any) bool {
	if len(args) < 2 {
		return false
	}
	for _, pr := range rangePairs(args) {
		if beforeOf(args[pr[1]], args[pr[0]]) {
			return true
		}
	}
	var keys []string
	for _, k := range sortedKeys(args) {
		if s, ok := args[k].(string); ok && isoDate(s) {
			keys = append(keys, k)
		}
	}
	for i, a := range keys {
		wa := momentWords(a)
		for j, b := range keys {
			if i == j {
				continue
			}
			wb := momentWords(b)
			for fi := range momentFamilies {
				f := &momentFamilies[fi]
				if f.ctx != nil || !anyIn(wa, f.first) || !anyIn(wb, f.then) || anyIn(wa, f.then) && anyIn(wb, f.first) {
					continue
				}
				if beforeOf(args[b], args[a]) {
					return true
				}
			}
		}
	}
	return false
}

// beforeOf reports whether x comes strictly before y: two numbers, or two
// dates or date-times (a date beside a date-time compares by day).
func beforeOf(x, y any) bool {
	if a, ok := x.(json.Number); ok {
		b, ok := y.(json.Number)
		ra, ok1 := new(big.Rat).SetString(string(a))
		rb, ok2 := new(big.Rat).SetString(string(b))
		return ok && ok1 && ok2 && ratCmp(ra, rb) < 0
	}
	if a, ok := numberOf(x); ok {
		b, ok := numberOf(y)
		return ok && a < b
	}
	s, ok1 := x.(string)
	e, ok2 := y.(string)
	if !ok1 || !ok2 {
		return false
	}
	ts, _, ok1 := whenOf(s)
	te, _, ok2 := whenOf(e)
	if !ok1 || !ok2 {
		return false
	}
	if len(s) == 10 || len(e) == 10 {
		return dayStart(ts).Before(dayStart(te))
	}
	return ts.Before(te)
}

// dayStart is t's day at midnight UTC.
func dayStart(t time.Time) time.Time {
	return time.Date(t.Year(), t.Month(), t.Day(), 0, 0, 0, 0, time.UTC)
}
