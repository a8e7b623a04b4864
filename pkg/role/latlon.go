package role

import "strings"

// LatitudeFirst reports whether text (a parameter's description or the
// words around a list of coordinates) states latitude before longitude
// ("[lat, lng]", "latitude,longitude"); GeoJSON's order is longitude
// first (RFC 7946, section 3.1.1), so false means a pair is [lon, lat].
func LatitudeFirst(text string) bool {
	lat := strings.Index(text, "lat")
	lon := -1
	for _, w := range []string{"longitude", "lng", "lon,", "lon ", "lon]"} {
		if i := strings.Index(text, w); i >= 0 && (lon < 0 || i < lon) {
			lon = i
		}
	}
	return lat >= 0 && lon >= 0 && lat < lon
}
