package synth

import (
	"encoding/json"
	"reflect"
	"testing"
)

func TestOrderNumbers(t *testing.T) {
	n := func(vs ...string) []any {
		out := make([]any, len(vs))
		for i, v := range vs {
			out[i] = json.Number(v)
		}
		return out
	}
	// Mapbox isochrone's contours_meters description (hold25/real/mapbox.json)
	const incr = "Distances in meters. Distances must be in increasing order."
	cases := []struct {
		arr  []any
		desc string
		min  int
		want []any
	}{
		{n("30", "20", "45", "10"), incr, 1, n("10", "20", "30", "45")},
		{n("15", "14", "13", "14"), incr, 1, n("13", "14", "15")},
		{n("4", "4", "4"), incr, 1, n("4")},
		{n("4", "4", "4"), incr, 3, n("4", "4", "4")},
		{n("30", "20"), "Durations of each step in minutes.", 1, n("30", "20")},
		{[]any{"b", "a"}, incr, 1, []any{"b", "a"}},
	}
	for _, c := range cases {
		if got := orderNumbers(c.arr, c.desc, c.min); !reflect.DeepEqual(got, c.want) {
			t.Errorf("orderNumbers(%v, %q, %d) = %v, want %v", c.arr, c.desc, c.min, got, c.want)
		}
	}
}
