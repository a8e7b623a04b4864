package prompt

import (
	"encoding/json"
	"strconv"
	"strings"

	"github.com/mcpgen/mcpgen/pkg/role"
)

// A geometry given as nested number arrays (GeoJSON's positions, lines,
// rings and polygons, or "[lat, lon]" pairs) is said the way a person
// reads a map: points as "latitude, longitude" pairs, "the area with
// corners (37.78, -122.41), (37.79, -122.43) and (37.77, -122.43)", never
// a pasted JSON array of arrays.

// geoWords says x, a position, line, ring, polygon or set of polygons of
// parameter p, as latitude, longitude pairs; ok is false for an array
// that is no geometry (a matrix, a pair out of range) or one too long
// to say.
func geoWords(p Param, x []any) (argWords, bool) {
	text := strings.ToLower(p.Human + " " + p.Description)
	if !holdsWord(text, geoKeys) || alongside(text) {
		return argWords{}, false
	}
	latFirst := role.LatitudeFirst(text)
	depth := posDepth(x)
	if depth == 0 {
		return argWords{}, false
	}
	noun := strings.ToLower(speakable(p.Human))
	// one of two numbered shapes ("polygon1", "polygon2") is said by its
	// name, as the tool tells them apart: "with polygon 2 at (…), …"
	numbered := strings.TrimRight(noun, "0123456789")
	if numbered != noun && numbered != "" {
		numbered = strings.TrimSpace(numbered) + " " + noun[len(numbered):]
	} else {
		numbered = ""
	}
	shape := func(pts []string, kind string) argWords {
		if numbered != "" {
			return argWords{text: "with " + numbered + " at " + joinWords(pts, "and")}
		}
		return argWords{text: "for the " + kind + " " + joinWords(pts, "and"), lead: true}
	}
	switch depth {
	case 1:
		s, ok := geoPair(x, latFirst)
		if !ok {
			return argWords{}, false
		}
		return shape([]string{s}, "point"), true
	case 2:
		pts, closed, ok := geoPoints(x, latFirst)
		if !ok || len(pts) > 12 {
			return argWords{}, false
		}
		if closed {
			return shape(pts, shapeNoun(noun, "polygon")+" with corners"), true
		}
		return shape(pts, "line through"), true
	case 3:
		if len(x) != 1 {
			return argWords{}, false // a polygon with holes is pasted
		}
		pts, _, ok := geoPoints(x[0].([]any), latFirst)
		if !ok || len(pts) > 12 {
			return argWords{}, false
		}
		return shape(pts, shapeNoun(noun, "polygon")+" with corners"), true
	case 4:
		if len(x) < 2 || len(x) > 3 {
			return argWords{}, false
		}
		lines := make([]string, len(x))
		for i, poly := range x {
			rings := poly.([]any)
			if len(rings) != 1 {
				return argWords{}, false
			}
			pts, _, ok := geoPoints(rings[0].([]any), latFirst)
			if !ok || len(pts) > 12 {
				return argWords{}, false
			}
			lines[i] = "- " + strings.Join(pts, ", ")
		}
		return argWords{block: strings.Join(lines, "\n"), intro: "polygons"}, true
	}
	return argWords{}, false
}

// shapeNoun is the parameter's noun when it names a shape ("polygon",
// "boundary"), else def.
func shapeNoun(noun, def string) string {
	switch lastWord(noun) {
	case "polygon", "boundary", "area", "zone", "region", "shape", "perimeter", "fence", "geofence":
		if isWord(strings.ReplaceAll(noun, " ", "")) {
			return noun
		}
	}
	return def
}

// posDepth is how many arrays deep x holds positions of two numbers (1
// for a position, 2 for a line or ring, 3 for a polygon, 4 for several),
// 0 when x is no such nesting throughout.
func posDepth(x []any) int {
	if len(x) == 0 {
		return 0
	}
	if _, ok := x[0].(json.Number); ok {
		if len(x) != 2 {
			return 0
		}
		for _, e := range x {
			if _, ok := e.(json.Number); !ok {
				return 0
			}
		}
		return 1
	}
	d := 0
	for i, e := range x {
		l, ok := e.([]any)
		if !ok {
			return 0
		}
		n := posDepth(l)
		if n == 0 || i > 0 && n != d {
			return 0
		}
		d = n
	}
	if d >= 4 {
		return 0
	}
	return d + 1
}

// geoPoints says a line or ring's positions as "(lat, lon)" pairs, a
// closed ring without its repeated last corner; closed tells it was one.
func geoPoints(x []any, latFirst bool) (pts []string, closed bool, ok bool) {
	if len(x) < 2 {
		return nil, false, false
	}
	n := len(x)
	if n >= 4 && samePos(x[0], x[n-1]) {
		n, closed = n-1, true
	}
	for _, e := range x[:n] {
		l, _ := e.([]any)
		s, ok := geoPair(l, latFirst)
		if !ok {
			return nil, false, false
		}
		pts = append(pts, "("+s+")")
	}
	return pts, closed, true
}

// samePos tells whether two positions hold the same numbers.
func samePos(a, b any) bool {
	x, _ := a.([]any)
	y, _ := b.([]any)
	if len(x) != len(y) {
		return false
	}
	for i := range x {
		if x[i] != y[i] {
			return false
		}
	}
	return true
}

// geoPair says one position as "latitude, longitude"; ok is false when
// its numbers are no latitude and longitude.
func geoPair(x []any, latFirst bool) (string, bool) {
	if len(x) != 2 {
		return "", false
	}
	a, ok1 := x[0].(json.Number)
	b, ok2 := x[1].(json.Number)
	if !ok1 || !ok2 {
		return "", false
	}
	lat, lon := b, a // GeoJSON's order: longitude first
	if latFirst {
		lat, lon = a, b
	}
	fl, err1 := strconv.ParseFloat(string(lat), 64)
	fo, err2 := strconv.ParseFloat(string(lon), 64)
	if err1 != nil || err2 != nil || fl < -90 || fl > 90 || fo < -180 || fo > 180 {
		return "", false
	}
	return string(lat) + ", " + string(lon), true
}

// alongside tells whether a list's words say it holds one value per
// point of another list ("Array of maximum distances ... must have the
// same length as coordinates array"): its two numbers are two points'
// values, not one point.
func alongside(text string) bool {
	return strings.Contains(text, "same length as") || strings.Contains(text, "each coordinate") ||
		strings.Contains(text, "per coordinate") || strings.Contains(text, "for each point")
}

// geoKeys are the words of a parameter that holds a geometry.
var geoKeys = []string{"coordinates", "coordinate", "geometry", "geojson", "polygon", "polygons", "polygon1", "polygon2", "boundary",
	"ring", "line", "linestring", "path", "points", "point", "position", "positions", "lat", "latitude", "lon",
	"longitude", "lng", "area", "shape", "route", "perimeter", "fence", "geofence", "bbox", "vertices"}

// holdsWord tells whether text holds one of words as a whole word.
func holdsWord(text string, words []string) bool {
	// the runs of a-z and 0-9 (every other byte, a multi-byte rune's
	// too, parts words), read in place
	isWord := func(c byte) bool { return c >= 'a' && c <= 'z' || c >= '0' && c <= '9' }
	for i := 0; i < len(text); {
		if !isWord(text[i]) {
			i++
			continue
		}
		start := i
		for i < len(text) && isWord(text[i]) {
			i++
		}
		for _, k := range words {
			if text[start:i] == k {
				return true
			}
		}
	}
	return false
}
