package synth

import (
	"testing"
)

// The points of a plotted series are labelled by one dimension (months,
// regions), a series over time grouped by a place or a channel, not a
// month beside its own date, and the ends of a flow are steps of one
// process: never a filler word ("general", "default", "standard").
func TestSeriesLabelsAreNoFillers(t *testing.T) {
	filler := map[string]bool{"general": true, "default": true, "standard": true, "Jan": true, "Mon": true, "Q1": true, "Feb": true, "Tue": true, "Q2": true}
	src := `{"type":"object","properties":{"points":{"type":"array","minItems":2,"items":{"type":"object","properties":{"group":{"type":"string"},"time":{"type":"string","format":"date-time"},"amount":{"type":"number"}},"required":["group","time","amount"]}},"links":{"type":"array","minItems":2,"items":{"type":"object","properties":{"source":{"type":"string"},"target":{"type":"string"}},"required":["source","target"]}}},"required":["points","links"]}`
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
