package jsonx

import "encoding/json"

// Number returns v as a float64 when v is a JSON number as decoded by
// encoding/json (float64, or json.Number with UseNumber) or a Go int or
// int64 a caller built; ok is false for anything else, strings included.
func Number(v any) (f float64, ok bool) {
	switch x := v.(type) {
	case json.Number:
		f, err := x.Float64()
		return f, err == nil
	case float64:
		return x, true
	case int:
		return float64(x), true
	case int64:
		return float64(x), true
	}
	return 0, false
}
