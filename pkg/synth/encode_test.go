package synth

import (
	"encoding/json"
	"strings"
	"testing"
)

// appendJSON must agree with encoding/json (HTML escaping off).
func TestAppendJSONMatchesEncodingJSON(t *testing.T) {
	vals := []any{nil, true, "plain", "quote\" back\\ nl\n tab\t ctl\x01 <&> \u2028 é 😀 bad\xff",
		json.Number("-12.5e3"), 3.25, 7, int64(-9), []any{1, "a", nil},
		map[string]any{"b": 1, "a": []any{map[string]any{"z": false}}, "": "empty"}}
	for _, v := range vals {
		got, err := appendJSON(nil, v)
		if err != nil {
			t.Fatalf("%v: %v", v, err)
		}
		var sb strings.Builder
		enc := json.NewEncoder(&sb)
		enc.SetEscapeHTML(false)
		if err := enc.Encode(v); err != nil {
			t.Fatal(err)
		}
		if want := strings.TrimSuffix(sb.String(), "\n"); string(got) != want {
			t.Errorf("appendJSON(%#v) = %s, want %s", v, got, want)
		}
	}
	if _, err := appendJSON(nil, json.Number("1.")); err == nil {
		t.Error("invalid json.Number accepted")
	}
}
