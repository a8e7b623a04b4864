package role

import "strings"

// pairEnds are the first words of keys that name one end of a pair of
// things of one kind ("home_team_id" and "away_team_id", "source_account_id"
// and "target_account_id"), in a fixed order for a deterministic look-up.
var pairEnds = []string{"home", "away", "from", "to", "source", "target", "src", "dst", "origin", "destination",
	"parent", "child", "old", "new", "sender", "recipient", "primary", "secondary"}

// pairNamed returns the facts the server states of the other end of the
// pair an id parameter is one end of: "away_team_id" states nothing, and
// its "home_team_id" says "Team ID, e.g. T-U10-07", so an away team's id
// takes that form too, never a bare number beside a home team's T-U10-07.
func (s *Server) pairNamed(name string) (Facts, bool) {
	ts := Tokens(name)
	if s == nil || len(ts) < 3 {
		return Facts{}, false
	}
	mine := false
	for _, e := range pairEnds {
		mine = mine || e == ts[0]
	}
	if !mine {
		return Facts{}, false
	}
	rest := ""
	for _, t := range ts[1:] {
		rest += "_" + t
	}
	for _, e := range pairEnds {
		if e == ts[0] {
			continue
		}
		if o, ok := s.named[normName(e+rest)]; ok && telling(o) > 0 {
			return o, true
		}
	}
	return Facts{}, false
}

// sameThingQualifiers are first name tokens that say which one of a kind
// of thing an id names, not another kind: a preferred artist's id is an
// artist id.
var sameThingQualifiers = map[string]bool{"preferred": true, "current": true, "previous": true, "original": true,
	"default": true, "assigned": true, "requested": true, "selected": true, "alternate": true, "alternative": true,
	"replacement": true, "favourite": true, "favorite": true, "backup": true, "substitute": true, "lead": true, "main": true}

// qualifiedNamed returns the facts the server states of the id a
// qualified id parameter names without its qualifier: "preferredArtistId"
// states nothing where "artistId" states "e.g. 'art-07'" (it was drawn
// "875852").
func (s *Server) qualifiedNamed(name string) (Facts, bool) {
	ts := Tokens(name)
	if s == nil || len(ts) < 3 || !sameThingQualifiers[ts[0]] {
		return Facts{}, false
	}
	if o, ok := s.named[normName(strings.Join(ts[1:], "_"))]; ok && telling(o) > 0 {
		return o, true
	}
	return Facts{}, false
}

// showsShape tells whether facts show what their values look like: a
// pattern or examples, in the schema or the description.
func showsShape(f Facts) bool {
	return f.Pattern != "" || len(f.Examples) > 0 || len(proseOf(f.Description, false).examples) > 0
}
