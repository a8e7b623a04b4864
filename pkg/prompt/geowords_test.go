package prompt

import (
	"encoding/json"
	"strings"
	"testing"
)

// TestGeoWords checks nested coordinate arrays said as latitude,
// longitude pairs: GeoJSON's longitude-first positions turned round, a
// closed ring's repeated corner said once, "[lat, lon]" pairs kept in
// their order, a numbered shape by its name, and arrays that are no
// geometry (a matrix, numbers out of range, a parameter not about
// places) left to the other wordings.
func TestGeoWords(t *testing.T) {
	for _, c := range []struct {
		name, desc, value, want string
		ok                      bool
	}{
		{"geometry", "GeoJSON polygon coordinates", `[[[-122.40874,37.78215],[-122.42772,37.78448],[-122.43215,37.77332],[-122.40874,37.78215]]]`,
			"for the polygon with corners (37.78215, -122.40874), (37.78448, -122.42772) and (37.77332, -122.43215)", true},
		{"boundary", "Paddock ring as [lat, lon] pairs", `[[48.14503,11.60162],[48.15074,11.58828],[48.14361,11.56713],[48.14503,11.60162]]`,
			"for the boundary with corners (48.14503, 11.60162), (48.15074, 11.58828) and (48.14361, 11.56713)", true},
		{"coordinates", "Line coordinates", `[[139.6503,35.6762],[139.65354,35.67386]]`,
			"for the line through (35.6762, 139.6503) and (35.67386, 139.65354)", true},
		{"geometry", "A GeoJSON position", `[-99.13636,19.43033]`, "for the point 19.43033, -99.13636", true},
		{"polygon2", "Second polygon", `[[[14.46,50.08],[14.43,50.09],[14.40,50.07],[14.46,50.08]]]`,
			"with polygon 2 at (50.08, 14.46), (50.09, 14.43) and (50.07, 14.40)", true},
		{"weights", "Weight matrix", `[[0.5,0.2],[0.1,0.9]]`, "", false},
		{"coordinates", "Pixel coordinates", `[[900,1200],[300,400]]`, "", false},
		// two points' snapping distances, one per coordinate, are no point
		{"radiuses", "Array of maximum distances (in meters) each coordinate can snap to. If provided, must have the same length as coordinates array.",
			`[10,9]`, "", false},
	} {
		var x []any
		d := json.NewDecoder(strings.NewReader(c.value))
		d.UseNumber()
		if err := d.Decode(&x); err != nil {
			t.Fatal(err)
		}
		a, ok := geoWords(Param{Name: c.name, Human: Humanize(c.name), Description: c.desc}, x)
		if ok != c.ok || a.text != c.want {
			t.Errorf("geoWords(%s, %s) = %q, %v; want %q, %v", c.name, c.value, a.text, ok, c.want, c.ok)
		}
	}
}
