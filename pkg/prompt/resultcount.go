package prompt

import (
	"encoding/json"
	"strings"
)

// zeroCount tells whether e is the number 0: an object's member that is
// 0 ("early_terminated": 0) is said only when nothing else is, as a
// person reporting back leads with what happened ("99 screened"), not
// with what did not ("the randomised is 0").
func zeroCount(e any) bool {
	n, ok := e.(json.Number)
	if !ok {
		return false
	}
	f, err := n.Float64()
	return err == nil && f == 0
}

// doneWord tells whether member name kw (in words) counts the things a
// past act was done to ("screened", "rows affected", "screen failed"): a
// past participle last, at most three words, none a bound or flag word
// ("max allowed", "is verified") and no word ending in "eed" ("speed").
func doneWord(kw string) bool {
	f := strings.Fields(kw)
	if len(f) == 0 || len(f) > 3 {
		return false
	}
	switch f[0] {
	case "max", "min", "is", "has", "last", "first", "time", "date", "when", "avg", "average", "percent", "pct":
		return false
	}
	v := f[len(f)-1]
	if !isLowerWord(v) || len(v) < 5 || strings.HasSuffix(v, "eed") || v == "elapsed" || v == "created" || v == "updated" || v == "modified" {
		return false
	}
	return strings.HasSuffix(v, "ed") || pastParticiples[v]
}

// doneCount is e said as a count of things done, when member k names a
// past act (doneWord) and e is a whole number above 0 below a million (a
// count, not a timestamp): "99" of "screened": 99, said "99 screened".
func doneCount(k string, e any) (string, bool) {
	n, ok := e.(json.Number)
	if !ok || !doneWord(keySay(k)) {
		return "", false
	}
	i, err := n.Int64()
	if err != nil || i <= 0 || i >= 1000000 {
		return "", false
	}
	return n.String(), true
}

// factRankOf is factRank of member k holding e, with a count of a past
// act ("screened": 99) ranked with the amounts: what a report leads with.
func factRankOf(k string, e any) int {
	if _, ok := doneCount(k, e); ok {
		return 2
	}
	return factRank(k)
}
