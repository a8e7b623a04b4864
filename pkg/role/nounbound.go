package role

import (
	"maps"
	"slices"
)

// boundNouns are the last name words that say how a number is measured
// or counted, not which thing it numbers: a "max_count" of 1 to 5 bounds
// no other tool's count.
var boundNouns = map[string]bool{"id": true, "no": true, "num": true, "number": true, "count": true, "total": true,
	"amount": true, "limit": true, "max": true, "min": true, "size": true, "value": true, "offset": true,
	"index": true, "level": true, "score": true, "rate": true, "price": true, "cost": true, "fee": true,
	"year": true, "percent": true, "pct": true, "ratio": true, "factor": true, "weight": true, "version": true,
	// (a page is where a listing is, "perPage" how long it is)
	"page": true}

// boundNoun is the thing a number key numbers, read from its last word
// ("effectiveRound", "round": "round"), "" when that word is plural (a
// count of them: "accelerationRounds" is how many rounds), a measuring
// word (boundNouns) or too short to be a noun.
func boundNoun(name string) string {
	ts := Tokens(name)
	if len(ts) == 0 {
		return ""
	}
	w := ts[len(ts)-1]
	if len(w) < 3 || singular(w) != w || boundNouns[w] || slices.Contains(ts, "per") {
		return ""
	}
	return w
}

// noteNounBounds files, per thing a number key of a tool's top level
// numbers (boundNoun), the range its schema (minimum and maximum) or its
// description ("between 1 and 12") states, widened over every key that
// states one. A number of the same thing elsewhere that states no
// maximum stays within it (see nounBound); boundKeys holds the tool and
// key of each that states one, as its own range is its own.
func (s *Server) noteNounBounds(tool string, root map[string]any) {
	props, _ := root["properties"].(map[string]any)
	for _, k := range slices.Sorted(maps.Keys(props)) {
		ps, _ := props[k].(map[string]any)
		n := boundNoun(k)
		if ps == nil || n == "" {
			continue
		}
		if t, _ := ps["type"].(string); t != "integer" && t != "number" {
			continue
		}
		lo, okLo := ps["minimum"].(float64)
		hi, okHi := ps["maximum"].(float64)
		if !okLo || !okHi {
			d, _ := ps["description"].(string)
			p := proseOf(d, true)
			if p.min == nil || p.max == nil {
				continue
			}
			lo, hi = *p.min, *p.max
		}
		if lo >= hi {
			continue
		}
		if s.nounBounds == nil {
			s.nounBounds, s.boundKeys = map[string][2]float64{}, map[string]bool{}
		}
		s.boundKeys[tool+"\x00"+k] = true
		if b, ok := s.nounBounds[n]; ok {
			lo, hi = min(lo, b[0]), max(hi, b[1])
		}
		s.nounBounds[n] = [2]float64{lo, hi}
	}
}

// nounBound gives a number that states no maximum the range another
// tool states for a number of the same thing, when it is at the top of
// its tool and states no range of its own: a withdrawal's
// "effectiveRound" ("1 to the number of rounds") beside a pairing's
// "round" ("between 1 and 12") was drawn 25 and 30, now 1 to 12.
func (c *ctx) nounBound(r *Role) {
	if !c.numeric || r.Max != nil || c.tool.Server == nil || len(c.f.Enum) > 0 {
		return
	}
	switch r.Kind {
	case Number, Unknown, Count:
	default:
		return
	}
	if c.p.Path != "/"+c.p.Name || c.tool.Server.boundKeys[c.tool.Name+"\x00"+c.p.Name] {
		return
	}
	b, ok := c.tool.Server.nounBounds[boundNoun(c.p.Name)]
	if !ok || r.Min != nil && *r.Min >= b[1] {
		return
	}
	lo, hi := b[0], b[1]
	if r.Min != nil && *r.Min > lo {
		lo = *r.Min
	}
	r.Min, r.Max = &lo, &hi
	r.Why += "; a namesake elsewhere on the server is within that range"
}
