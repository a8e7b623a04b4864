package synth

import (
	"encoding/json"
	"math"
	"sort"
	"strconv"
	"strings"

	"github.com/santhosh-tekuri/jsonschema/v5"

	"github.com/mcpgen/mcpgen/pkg/role"
)

// geoArray generates an array of coordinates whose description names
// longitude and latitude (or GeoJSON's point, line, ring, polygon): one
// position as [longitude, latitude] (or [latitude, longitude] when the
// description puts latitude first) near the scene's place, a line of
// points walking away from it, a closed ring around it (first and last
// positions equal, counter-clockwise), a polygon of rings or several
// polygons. Without it each number of a pair was drawn alone: a pair of
// two latitudes, rings that neither close nor enclose anything. ok is
// false when the array is no coordinate array or the result does not
// validate.
func (g *Generator) geoArray(c conj, f frame) (any, bool) {
	var s *jsonschema.Schema
	for _, p := range c.pos {
		if itemOf(p) != nil {
			s = p
			break
		}
	}
	if s == nil {
		return nil, false
	}
	levels, text := coordNest(s)
	if levels == 0 || levels > 4 {
		return nil, false
	}
	text = strings.ToLower(f.name + " " + f.desc + " " + text)
	if !containsAny(text, "longitude", "lng", "lon,", "lon ", "lon]", "geojson", "polygon", "linestring", "coordinates", "geometry") {
		return nil, false
	}
	latFirst := role.LatitudeFirst(text)
	p := g.here()
	ring := containsAny(text, "ring", "polygon", "closed", "area", "boundary")
	var v any
	switch levels {
	case 1:
		v = g.geoPos(p.lat+g.jitter(0.02), p.lng+g.jitter(0.02), latFirst)
	case 2:
		if ring {
			v = g.geoRing(p.lat, p.lng, 0.01+g.rng.Float64()*0.02, latFirst)
		} else {
			v = g.geoLine(p.lat, p.lng, 2+g.rng.Intn(3), latFirst)
		}
	case 3:
		v = []any{g.geoRing(p.lat, p.lng, 0.01+g.rng.Float64()*0.02, latFirst)}
	case 4:
		v = []any{[]any{g.geoRing(p.lat, p.lng, 0.01+g.rng.Float64()*0.01, latFirst)},
			[]any{g.geoRing(p.lat+0.05, p.lng+0.05, 0.005+g.rng.Float64()*0.01, latFirst)}}
	}
	if !c.accepts(v) {
		return nil, false
	}
	return v, true
}

// itemOf returns s's single items schema, or nil.
func itemOf(s *jsonschema.Schema) *jsonschema.Schema {
	if it, ok := s.Items.(*jsonschema.Schema); ok && len(s.PrefixItems) == 0 {
		return it
	}
	if s.Items2020 != nil && len(s.PrefixItems) == 0 {
		return s.Items2020
	}
	return nil
}

// coordNest returns how many arrays deep s holds a pair of numbers (1
// for [lng, lat], 2 for a line or ring, 3 for a polygon, 4 for several
// polygons; 0 when it holds none) and the descriptions on the way.
func coordNest(s *jsonschema.Schema) (int, string) {
	var text []string
	for n := 1; n <= 5; n++ {
		it := itemOf(s)
		if it == nil {
			return 0, ""
		}
		text = append(text, s.Title, s.Description)
		if numberSchema(it) {
			// a position's bounds, when the schema gives them, hold two or
			// three numbers; a nested one that gives none is read by its
			// words, a flat list of numbers ("longitude": [...]) never
			if (s.MaxItems >= 0 || n == 1) && (s.MaxItems < 2 || s.MaxItems > 3) || s.MinItems > 3 {
				return 0, ""
			}
			return n, strings.Join(text, " ")
		}
		s = it
	}
	return 0, ""
}

// numberSchema reports whether s is a plain number or integer schema.
func numberSchema(s *jsonschema.Schema) bool {
	if len(s.Types) == 0 {
		return false
	}
	for _, t := range s.Types {
		if t != "number" && t != "integer" {
			return false
		}
	}
	return true
}

// jitter returns a random offset in [-w, w].
func (g *Generator) jitter(w float64) float64 { return (g.rng.Float64()*2 - 1) * w }

// geoPos returns one position rounded to 5 decimals (about a metre).
func (g *Generator) geoPos(lat, lng float64, latFirst bool) []any {
	a, b := round5(lng), round5(lat)
	if latFirst {
		a, b = b, a
	}
	return []any{a, b}
}

// geoRing returns a closed ring of 4 to 6 corners around (lat, lng), r
// degrees out, counter-clockwise, its last position its first.
func (g *Generator) geoRing(lat, lng, r float64, latFirst bool) []any {
	n := 4 + g.rng.Intn(3)
	angles := make([]float64, n)
	for i := range angles {
		angles[i] = (float64(i) + 0.2 + g.rng.Float64()*0.6) * 2 * math.Pi / float64(n)
	}
	sort.Float64s(angles)
	ring := make([]any, 0, n+1)
	for _, a := range angles {
		d := r * (0.7 + 0.3*g.rng.Float64())
		ring = append(ring, g.geoPos(lat+d*math.Sin(a), lng+d*math.Cos(a)/math.Max(0.2, math.Cos(lat*math.Pi/180)), latFirst))
	}
	return append(ring, ring[0])
}

// geoLine returns n positions of a walk from near (lat, lng), each a few
// hundred metres on in one general direction.
func (g *Generator) geoLine(lat, lng float64, n int, latFirst bool) []any {
	dir := g.rng.Float64() * 2 * math.Pi
	line := make([]any, 0, n)
	for i := 0; i < n; i++ {
		line = append(line, g.geoPos(lat, lng, latFirst))
		a := dir + g.jitter(0.5)
		lat += 0.004 * math.Sin(a)
		lng += 0.004 * math.Cos(a)
	}
	return line
}

// round5 rounds x to 5 decimals, as a JSON number.
func round5(x float64) any {
	return json.Number(strconv.FormatFloat(math.Round(x*1e5)/1e5, 'f', -1, 64))
}
