package synth

import (
	"encoding/json"
	"testing"
)

// A map-matching tool (written for this test): the timestamps and the
// radiuses of a trace, stated to match its coordinates in length, hold
// one item per point, and the timestamps rise in order from a real time.
func TestParallelListsMatchInLength(t *testing.T) {
	src := `{"type":"object","properties":{
		"coordinates":{"type":"array","minItems":2,"maxItems":100,"items":{"type":"object","properties":{"latitude":{"type":"number","minimum":-90,"maximum":90},"longitude":{"type":"number","minimum":-180,"maximum":180}},"required":["latitude","longitude"]}},
		"timestamps":{"type":"array","description":"Array of Unix timestamps (in seconds) corresponding to each coordinate. If provided, must have the same length as coordinates array.","items":{"type":"integer","exclusiveMinimum":0}},
		"radiuses":{"type":"array","description":"Maximum distances in meters. If provided, must have the same length as coordinates array.","items":{"type":"number","minimum":0}}},
		"required":["coordinates","timestamps","radiuses"]}`
	for seed := int64(1); seed <= 6; seed++ {
		for _, m := range decodeAll(t, src, 4, Options{Seed: seed, RootObject: true, Topic: "map_matching", About: "Snap GPS traces to roads."}) {
			cs, _ := m["coordinates"].([]any)
			for _, k := range []string{"timestamps", "radiuses"} {
				if l, _ := m[k].([]any); len(l) != len(cs) {
					t.Errorf("seed %d: %d %s for %d coordinates", seed, len(l), k, len(cs))
				}
			}
			ts, _ := m["timestamps"].([]any)
			prev := int64(0)
			for _, v := range ts {
				x, err := json.Number(numText(v)).Int64()
				if err != nil || x <= prev || x < minEpochSeconds {
					t.Errorf("seed %d: timestamps %v, want rising real times", seed, ts)
					break
				}
				prev = x
			}
		}
	}
}

// numText is the text of a decoded number.
func numText(v any) string {
	b, _ := json.Marshal(v)
	return string(b)
}
