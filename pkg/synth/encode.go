package synth

import (
	"encoding/json"
	"math"
	"sort"
	"strconv"
	"unicode/utf8"

	"github.com/mcpgen/mcpgen/internal/jsonx"
)

// appendJSON appends the JSON text of v (a generated value: nil, bool,
// string, json.Number, float64, int, int64, []any, map[string]any with
// sorted keys) to b, like encoding/json without HTML escaping. Other types
// go through encoding/json.
func appendJSON(b []byte, v any) ([]byte, error) {
	b, _, err := appendJSONCanon(b, v, 0)
	return b, err
}

// appendJSONCanon is appendJSON of v at nesting depth that also reports
// what canonicalOK(v, depth) would (when there is no error), in the same
// walk of the tree.
func appendJSONCanon(b []byte, v any, depth int) (_ []byte, canonOK bool, _ error) {
	switch x := v.(type) {
	case nil:
		return append(b, "null"...), true, nil
	case bool:
		return strconv.AppendBool(b, x), true, nil
	case string:
		return appendString(b, x), utf8.ValidString(x), nil
	case json.Number:
		if !validNumber(string(x)) {
			return b, false, &json.UnsupportedValueError{Str: string(x)}
		}
		return append(b, x...), true, nil
	case float64:
		if math.IsInf(x, 0) || math.IsNaN(x) {
			return b, false, &json.UnsupportedValueError{Str: strconv.FormatFloat(x, 'g', -1, 64)}
		}
		return strconv.AppendFloat(b, x, 'g', -1, 64), true, nil
	case int:
		return strconv.AppendInt(b, int64(x), 10), true, nil
	case int64:
		return strconv.AppendInt(b, x, 10), true, nil
	case []any:
		ok := depth < canonDepth
		b = append(b, '[')
		for i, e := range x {
			if i > 0 {
				b = append(b, ',')
			}
			var err error
			var eok bool
			if b, eok, err = appendJSONCanon(b, e, depth+1); err != nil {
				return b, false, err
			}
			ok = ok && eok
		}
		return append(b, ']'), ok, nil
	case map[string]any:
		ok := depth < canonDepth
		var arr [16]string
		keys := arr[:0]
		for k := range x {
			keys = append(keys, k)
		}
		sort.Strings(keys)
		b = append(b, '{')
		for i, k := range keys {
			if i > 0 {
				b = append(b, ',')
			}
			b = appendString(b, k)
			b = append(b, ':')
			var err error
			var eok bool
			if b, eok, err = appendJSONCanon(b, x[k], depth+1); err != nil {
				return b, false, err
			}
			ok = ok && eok && utf8.ValidString(k)
		}
		return append(b, '}'), ok, nil
	}
	m, err := jsonx.Marshal(v)
	if err != nil {
		return b, false, err
	}
	return append(b, m...), false, nil
}

// appendString appends s as a JSON string (see jsonx.AppendString).
func appendString(b []byte, s string) []byte { return jsonx.AppendString(b, s) }

// validNumber reports whether s is a JSON number (RFC 8259 section 6).
func validNumber(s string) bool {
	if s == "" {
		return false
	}
	i := 0
	if s[i] == '-' {
		i++
	}
	if i >= len(s) {
		return false
	}
	switch {
	case s[i] == '0':
		i++
	case s[i] >= '1' && s[i] <= '9':
		for i < len(s) && s[i] >= '0' && s[i] <= '9' {
			i++
		}
	default:
		return false
	}
	if i < len(s) && s[i] == '.' {
		i++
		if i >= len(s) || s[i] < '0' || s[i] > '9' {
			return false
		}
		for i < len(s) && s[i] >= '0' && s[i] <= '9' {
			i++
		}
	}
	if i < len(s) && (s[i] == 'e' || s[i] == 'E') {
		i++
		if i < len(s) && (s[i] == '+' || s[i] == '-') {
			i++
		}
		if i >= len(s) || s[i] < '0' || s[i] > '9' {
			return false
		}
		for i < len(s) && s[i] >= '0' && s[i] <= '9' {
			i++
		}
	}
	return i == len(s)
}
