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
