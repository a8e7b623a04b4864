package synth

import (
	"encoding/json"
	"strconv"
	"strings"
)

// Parallel arrays. A list whose description says it runs alongside a
// sibling list ("Array of Unix timestamps corresponding to each
// coordinate. If provided, must have the same length as coordinates
// array") holds one item per item of that list: five points take five
// timestamps, not two. Times of a trace are recorded in order, so a
// list of epoch times is made to rise by seconds to minutes from its
// first plausible time, never "1" after "1758206700".

// sameLengthAs finds the sibling a list must match in length: "same
// length as coordinates array", "same number of items as the points".
var sameLengthAs = newDescRe(`(?i)same (?:length|number of (?:items|elements|entries|values)|size) as (?:the )?([A-Za-z_]+)`)

// minEpochSeconds is the least epoch-seconds value taken for a real
// time (2001-09-09): a smaller number in a list of times is a stray
// boundary value, not a moment.
const minEpochSeconds = 1_000_000_000

// fitParallel makes each list that must match a sibling list's length
// (see sameLengthAs) as long as that list, dropping its last items or
// adding items like its own; a list of epoch times is then made to rise
// in order.
func (g *Generator) fitParallel(p *objPlan, obj map[string]any) {
	if len(obj) < 2 || !twoLists(p.names, obj) {
		return
	}
	for i, k := range p.names {
		a, ok := obj[k].([]any)
		if !ok || len(a) == 0 || len(p.schemas[i]) == 0 {
			continue
		}
		sc := p.schemas[i][0]
		m := sameLengthAs.FindStringSubmatch(sc.Description)
		if m == nil {
			continue
		}
		other := siblingNamed(p.names, k, m[1])
		b, ok := obj[other].([]any)
		if other == "" || !ok || len(b) == 0 {
			continue
		}
		n := len(b)
		if n < sc.MinItems || sc.MaxItems >= 0 && n > sc.MaxItems || sc.UniqueItems && n > len(a) {
			continue
		}
		for len(a) < n {
			a = append(a, a[g.rng.Intn(len(a))])
		}
		a = a[:n]
		if timeList(k, sc.Description) {
			riseTimes(a, g.when().Unix(), g.rng.Intn(46)+15)
		}
		obj[k] = a
	}
}

// twoLists reports whether obj holds non-empty lists under two of names:
// a list can run alongside a sibling only then, and most objects have
// fewer, so their descriptions are not read (a memo lookup hashes the
// whole text, on every instance).
func twoLists(names []string, obj map[string]any) bool {
	n := 0
	for _, k := range names {
		if a, ok := obj[k].([]any); ok && len(a) > 0 {
			if n++; n == 2 {
				return true
			}
		}
	}
	return false
}

// siblingNamed returns the name among names, other than self, that the
// word w of a description names: equal to it once case and "_" are set
// aside, else beginning with it; "" for none.
func siblingNamed(names []string, self, w string) string {
	w = strings.ToLower(strings.ReplaceAll(w, "_", ""))
	if w == "" {
		return ""
	}
	var pre []string
	for _, n := range names {
		l := strings.ToLower(strings.ReplaceAll(n, "_", ""))
		if n == self {
			continue
		}
		if l == w {
			return n
		}
		if strings.HasPrefix(l, w) || strings.HasPrefix(w, l) {
			pre = append(pre, n)
		}
	}
	if len(pre) == 1 {
		return pre[0]
	}
	return ""
}

// timeList tells whether a list named name with the description desc
// holds times: its name's last word or its description says so.
func timeList(name, desc string) bool {
	ts := tokens(name)
	if len(ts) > 0 && textHas(ts[len(ts)-1], "timestamps", "times", "timestamp") {
		return true
	}
	d := strings.ToLower(desc)
	return strings.Contains(d, "timestamp") || strings.Contains(d, "epoch")
}

// riseTimes makes a list of whole epoch-seconds times rise in order from
// its first real time (see minEpochSeconds), else from base, by step
// seconds a point; a list holding other values is left as it is.
func riseTimes(a []any, base int64, step int) {
	first := int64(-1)
	for _, v := range a {
		x, ok := wholeNumber(v)
		if !ok {
			return
		}
		if first < 0 && x >= minEpochSeconds {
			first = x
		}
	}
	if first < 0 {
		first = base
	}
	for i := range a {
		t := first + int64(i*step)
		if _, ok := a[i].(float64); ok {
			a[i] = float64(t)
			continue
		}
		a[i] = json.Number(strconv.FormatInt(t, 10))
	}
}

// wholeNumber returns v as a whole number; ok is false for other values.
func wholeNumber(v any) (int64, bool) {
	switch x := v.(type) {
	case int:
		return int64(x), true
	case int64:
		return x, true
	case float64:
		if x != float64(int64(x)) {
			return 0, false
		}
		return int64(x), true
	case json.Number:
		n, err := x.Int64()
		return n, err == nil
	}
	return 0, false
}
