package synth

import (
	"encoding/json"
	"testing"
)

// decodeAll decodes n instances of src as objects.
func decodeAll(t *testing.T, src string, n int, opts Options) []map[string]any {
	t.Helper()
	var out []map[string]any
	for _, inst := range instances(t, src, n, opts) {
		var m map[string]any
		if err := json.Unmarshal(inst, &m); err != nil {
			t.Fatalf("decode %s: %v", inst, err)
		}
		out = append(out, m)
	}
	return out
}

// Real calls set few optional parameters: head and tail (which the
// filesystem server refuses together) co-occur rarely, yet each optional
// property is present and absent.
func TestFewOptionalProperties(t *testing.T) {
	src := `{"type":"object","properties":{"path":{"type":"string"},"tail":{"type":"number"},"head":{"type":"number"},"encoding":{"type":"string"}},"required":["path"]}`
	both, seen := 0, map[string]int{}
	const n = 200
	for _, m := range decodeAll(t, src, n, Options{Seed: 1, RootObject: true}) {
		if m["head"] != nil && m["tail"] != nil {
			both++
		}
		for k := range m {
			seen[k]++
		}
	}
	if both > n/5 {
		t.Errorf("head and tail together in %d of %d instances, want at most %d", both, n, n/5)
	}
	for _, k := range []string{"head", "tail", "encoding"} {
		if seen[k] == 0 || seen[k] == n {
			t.Errorf("optional %q present in %d of %d instances, want present and absent", k, seen[k], n)
		}
	}
}

// An optional array, object or flag the request sets is mostly non-empty
// and non-default; arrays of strings do not repeat items.
func TestOptionalValuesNotEmpty(t *testing.T) {
	src := `{"type":"object","properties":{"path":{"type":"string"},
		"excludePatterns":{"type":"array","items":{"type":"string"}},
		"agenda":{"type":"object","properties":{"topic":{"type":"string"},"minutes":{"type":"integer"}}},
		"dryRun":{"type":"boolean","default":false}},"required":["path"]}`
	const n = 200
	empty, arrays, trues, flags, dups := 0, 0, 0, 0, 0
	for _, m := range decodeAll(t, src, n, Options{Seed: 2, RootObject: true}) {
		if a, ok := m["excludePatterns"].([]any); ok {
			arrays++
			if len(a) == 0 {
				empty++
			}
			seen := map[string]bool{}
			for _, x := range a {
				if seen[x.(string)] {
					dups++
				}
				seen[x.(string)] = true
			}
		}
		if o, ok := m["agenda"].(map[string]any); ok {
			arrays++
			if len(o) == 0 {
				empty++
			}
		}
		if b, ok := m["dryRun"].(bool); ok {
			flags++
			if b {
				trues++
			}
		}
	}
	if arrays == 0 || empty*5 > arrays {
		t.Errorf("%d of %d present optional arrays/objects empty, want at most 20%%", empty, arrays)
	}
	if dups > 0 {
		t.Errorf("%d repeated items in arrays of strings", dups)
	}
	if flags == 0 || trues*3 < flags*2 {
		t.Errorf("dryRun (default false) true in %d of %d instances that set it, want mostly true", trues, flags)
	}
}

// Unbounded numbers stay near their default: [default/2, 3*default].
func TestNumbersNearDefault(t *testing.T) {
	src := `{"type":"object","properties":{"duration":{"type":"number","default":10,"description":"Duration of the operation in seconds"},"steps":{"type":"integer","default":5}}}`
	for _, m := range decodeAll(t, src, 100, Options{Seed: 3, RootObject: true}) {
		if d, ok := m["duration"].(float64); ok && (d < 5 || d > 30) {
			t.Errorf("duration %v, want within [5, 30] around its default 10", d)
		}
		if s, ok := m["steps"].(float64); ok && (s < 2.5 || s > 15) {
			t.Errorf("steps %v, want within [2.5, 15] around its default 5", s)
		}
	}
}
