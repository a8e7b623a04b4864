package synth

import (
	"testing"
)

// The points of a plotted series are labelled by one dimension (months,
// regions), and the ends of a flow are steps of one process: never a
// filler word ("general", "default", "standard").
func TestSeriesLabelsAreNoFillers(t *testing.T) {
	filler := map[string]bool{"general": true, "default": true, "standard": true}
	src := `{"type":"object","properties":{"points":{"type":"array","minItems":2,"items":{"type":"object","properties":{"label":{"type":"string"},"amount":{"type":"number"}},"required":["label","amount"]}},"links":{"type":"array","minItems":2,"items":{"type":"object","properties":{"source":{"type":"string"},"target":{"type":"string"}},"required":["source","target"]}}},"required":["points","links"]}`
	for _, m := range decodeAll(t, src, 20, Options{Seed: 4, RootObject: true, Topic: "plot_rainfall"}) {
		for _, k := range []string{"points", "links"} {
			arr, _ := m[k].([]any)
			for _, e := range arr {
				o, _ := e.(map[string]any)
				for f, v := range o {
					if s, ok := v.(string); ok && (filler[s] || s == "") {
						t.Errorf("%s[].%s = %q, want a label of the data", k, f, s)
					}
				}
			}
		}
	}
}
