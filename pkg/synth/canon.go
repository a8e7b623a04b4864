package synth

import (
	"encoding/json"
	"math"
	"strconv"
	"unicode/utf8"
)

// canonDepth bounds canonical's recursion as decodeJSON bounds nesting.
const canonDepth = 10000

// canonical returns the value decodeJSON(appendJSON(v)) would return,
// without encoding and parsing: the generated tree itself when it already
// holds only the decoded types (map[string]any, []any, string, json.Number,
// bool, nil), else a copy in which only the containers holding a converted
// value are new. Numbers become json.Number of the text appendJSON writes
// (float64 with strconv 'g', -1; int and int64 in base 10); nil []any and
// nil map[string]any become empty ones. ok is false when the equivalence
// cannot be had cheaply — invalid UTF-8 in a string or key (appendJSON
// replaces bytes, and keys may then collide), another Go type (appendJSON
// falls back to encoding/json), a non-finite float or nesting past
// canonDepth — and the caller then decodes the JSON text instead.
//
// The result may share containers and strings with v (and so with the
// schema's enum, const, default and examples values): it must be treated
// as read-only.
func canonical(v any) (out any, ok bool) {
	out, _, ok = canonTree(v, 0)
	return out, ok
}

// canonTree returns v's canonical form, whether it differs from v, and ok.
func canonTree(v any, depth int) (any, bool, bool) {
	switch x := v.(type) {
	case nil, bool, json.Number:
		return v, false, true
	case string:
		return v, false, utf8.ValidString(x)
	case float64:
		if math.IsInf(x, 0) || math.IsNaN(x) {
			return nil, false, false
		}
		return json.Number(strconv.FormatFloat(x, 'g', -1, 64)), true, true
	case int:
		return json.Number(strconv.FormatInt(int64(x), 10)), true, true
	case int64:
		return json.Number(strconv.FormatInt(x, 10)), true, true
	case []any:
		if depth >= canonDepth {
			return nil, false, false
		}
		if x == nil {
			return []any{}, true, true
		}
		var cp []any
		for i, e := range x {
			c, changed, ok := canonTree(e, depth+1)
			if !ok {
				return nil, false, false
			}
			if changed && cp == nil {
				cp = make([]any, len(x))
				copy(cp, x[:i])
			}
			if cp != nil {
				cp[i] = c
			}
		}
		if cp != nil {
			return cp, true, true
		}
		return v, false, true
	case map[string]any:
		if depth >= canonDepth {
			return nil, false, false
		}
		if x == nil {
			return map[string]any{}, true, true
		}
		var cp map[string]any
		for k, e := range x {
			if !utf8.ValidString(k) {
				return nil, false, false
			}
			c, changed, ok := canonTree(e, depth+1)
			if !ok {
				return nil, false, false
			}
			if changed && cp == nil {
				cp = make(map[string]any, len(x))
				for k2, e2 := range x {
					cp[k2] = e2
				}
			}
			if cp != nil {
				cp[k] = c
			}
		}
		if cp != nil {
			return cp, true, true
		}
		return v, false, true
	}
	return nil, false, false
}
