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

// canonHash returns a 64-bit hash of v under JSON equality (the equality
// canon implements: numbers by value, objects whatever their key order),
// without building canon's string: equal values hash equally, so a set of
// hashes finds every repeat (a rare collision only makes an item look
// repeated, which costs a retry, never validity).
func canonHash(v any) uint64 {
	const prime = 1099511628211
	h := uint64(14695981039346656037)
	mix := func(b byte) { h = (h ^ uint64(b)) * prime }
	str := func(s string) {
		for i := 0; i < len(s); i++ {
			mix(s[i])
		}
		mix(0xff)
	}
	switch x := v.(type) {
	case string:
		return stringHash(x)
	case json.Number:
		mix('n')
		if intText(string(x)) {
			str(string(x))
		} else {
			str(canon(x)[1:])
		}
	case float64:
		mix('n')
		str(canon(x)[1:])
	case bool:
		if x {
			mix('t')
		} else {
			mix('f')
		}
	case nil:
		mix('z')
	case []any:
		mix('[')
		for _, e := range x {
			e := canonHash(e)
			for i := 0; i < 8; i++ {
				mix(byte(e >> (8 * i)))
			}
		}
		mix(']')
	case map[string]any:
		// an order-independent combination of the members' hashes
		var sum uint64
		for k, e := range x {
			kh := stringHash(k) // canonHash(k) without boxing k
			sum += (kh*31 + canonHash(e)) * prime
		}
		mix('{')
		for i := 0; i < 8; i++ {
			mix(byte(sum >> (8 * i)))
		}
	default:
		mix('?')
		str(canon(x))
	}
	return h
}

// stringHash is canonHash of a string.
func stringHash(s string) uint64 {
	const prime = 1099511628211
	h := uint64(14695981039346656037)
	h = (h ^ 's') * prime
	for i := 0; i < len(s); i++ {
		h = (h ^ uint64(s[i])) * prime
	}
	return (h ^ 0xff) * prime
}

// intText reports whether s is an integer in canonical decimal form
// ("0", "-12"; not "007", "1.0" or "1e2").
func intText(s string) bool {
	d := s
	if len(d) > 0 && d[0] == '-' {
		d = d[1:]
	}
	if len(d) == 0 || len(d) > 1 && d[0] == '0' || d == "0" && s != d {
		return false
	}
	for i := 0; i < len(d); i++ {
		if d[i] < '0' || d[i] > '9' {
			return false
		}
	}
	return true
}
