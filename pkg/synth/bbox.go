package synth

import (
	"strconv"
	"strings"
)

// bboxValue returns a bounding box for a string whose name or description
// says it is one given as four comma-separated coordinates ("bounds":
// "south_west_lat,south_west_lng,north_east_lat,north_east_lng"): a few
// kilometres around the instance's place, south-west corner first, in the
// order of latitude and longitude the description states. Drawn from the
// pattern, it was "6388192441.2,-69502,390366.33,-04166".
func (g *Generator) bboxValue(ts []string, d string) (string, bool) {
	box := hasWord(ts, "bounds", "bbox", "viewport", "extent") || containsAny(d, "bounding box", "south_west", "southwest", "south-west")
	lat := strings.Index(d, "lat")
	lng := firstIndex(d, "lng", "lon")
	if !box || lat < 0 || lng < 0 || !strings.Contains(d, ",") {
		return "", false
	}
	la, lo := g.near(true), g.near(false)
	h := 0.02 + 0.04*g.rng.Float64()
	f := func(x float64) string { return strconv.FormatFloat(x, 'f', 4, 64) }
	if lng < lat {
		// GeoJSON order: min longitude, min latitude, max longitude, max latitude
		return f(lo-h) + "," + f(la-h) + "," + f(lo+h) + "," + f(la+h), true
	}
	return f(la-h) + "," + f(lo-h) + "," + f(la+h) + "," + f(lo+h), true
}

// firstIndex returns the first index in s of any of subs, -1 when none.
func firstIndex(s string, subs ...string) int {
	at := -1
	for _, x := range subs {
		if i := strings.Index(s, x); i >= 0 && (at < 0 || i < at) {
			at = i
		}
	}
	return at
}
