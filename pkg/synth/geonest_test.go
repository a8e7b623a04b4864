package synth

import "testing"

// TestGeoArrayWithoutPairBounds checks that a geometry whose positions
// are number arrays without minItems or maxItems (GeoJSON as many servers
// write it) and one whose "[lat, lon]" order is said only in the items'
// description get coordinate pairs: every position two numbers in range,
// a ring closed, never numbers of any count drawn alone.
func TestGeoArrayWithoutPairBounds(t *testing.T) {
	for _, src := range []string{
		`{"type":"object","properties":{"geometry":{"type":"array","description":"GeoJSON polygon","items":{"type":"array","items":{"type":"array","items":{"type":"number"}}}}},"required":["geometry"]}`,
		`{"type":"object","properties":{"boundary":{"type":"array","items":{"type":"array","description":"[lat, lon]","items":{"type":"number"}}}},"required":["boundary"]}`,
	} {
		for _, m := range decodeAll(t, src, 20, Options{Seed: 5, RootObject: true, Topic: "draw_zone", About: "Draw a zone on the map"}) {
			var ring []any
			if g, ok := m["geometry"].([]any); ok {
				if len(g) != 1 {
					t.Fatalf("a polygon of %d rings: %v", len(g), g)
				}
				ring, _ = g[0].([]any)
			} else {
				ring, _ = m["boundary"].([]any)
			}
			if len(ring) < 4 {
				t.Fatalf("a ring of %d positions: %v", len(ring), m)
			}
			for _, p := range ring {
				pos, _ := p.([]any)
				if len(pos) != 2 {
					t.Fatalf("a position of %d numbers: %v", len(pos), m)
				}
				for _, v := range pos {
					if f, _ := v.(float64); f < -180 || f > 180 {
						t.Errorf("a coordinate %v out of range: %v", f, m)
					}
				}
			}
			first, _ := ring[0].([]any)
			last, _ := ring[len(ring)-1].([]any)
			if first[0] != last[0] || first[1] != last[1] {
				t.Errorf("a ring that does not close: %v", ring)
			}
		}
	}
}
