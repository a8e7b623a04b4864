package role

import (
	"regexp"
	"strings"
)

// endWords open the names of the two ends of a comparison or a move
// (from_snapshot, to_snapshot, base_commit, target_version): the value is
// one of the things named, by its id.
// "base" and "head" are left out: they are a comparison's branches.
var endWords = map[string]bool{"from": true, "to": true, "source": true, "target": true, "old": true, "new": true,
	"previous": true, "prev": true}

// endShape returns the examples the server states of the ids of what an
// end parameter names: "Snapshot ids are 8-char hex prefixes, e.g.
// 4f1c9a2e" speaks for from_snapshot and to_snapshot, which are snapshots
// by their ids.
func (s *Server) endShape(name string) []string {
	ts := Tokens(name)
	if len(ts) < 2 || !endWords[ts[0]] || idWords[ts[len(ts)-1]] || shapeNouns[ts[len(ts)-1]] {
		return nil
	}
	thing := strings.Join(ts[1:], "_")
	for _, head := range []string{"_id", "_ref", "_reference", "_number", "_code"} {
		if ex, ok := s.stated[normName(thing+head)]; ok {
			return ex
		}
		if ex := s.sentenceShape(thing + head); ex != nil {
			return ex
		}
	}
	return nil
}

// endID makes an end parameter (from_snapshot) whose thing's ids the
// server states an id of that shape, not a machine name the parameter's
// noun would otherwise give it.
func (c *ctx) endID(r *Role) {
	if r.Kind != Ident && r.Kind != Unknown && r.Kind != Word || len(r.Examples) == 0 || c.tool.Server == nil ||
		len(c.tool.Server.endShape(c.p.Name)) == 0 {
		return
	}
	r.Kind, r.ID = ID, IDPrefixed
	r.Why += "; the server states the shape of a " + strings.Join(Tokens(c.p.Name)[1:], " ") + "'s id"
}

// borrowStatedForm gives facts whose description says something but
// states no shape ("account_number": "Leave empty for prospects") the
// shape their namesake states ("Account number, format WA-NNNNN"): its
// pattern and the examples it shows, the description kept.
func borrowStatedForm(f, o Facts) Facts {
	if statesShape(f) {
		return f
	}
	ex := proseOf(o.Description, false).examples
	coded := codedWords(ex)
	if coded == nil {
		coded = upperCodes(ex) // ("Site code (e.g. "LPL")": a code of letters)
	}
	if o.Pattern == "" && len(o.Examples) == 0 && len(coded) == 0 {
		return f
	}
	f.Pattern = o.Pattern
	f.Examples = append(f.Examples, o.Examples...)
	for _, e := range coded {
		f.Examples = append(f.Examples, e)
	}
	return f
}

// pluralShape returns the examples a server shows of the one-value
// namesake of a list parameter: "monitor_keys" holds what "monitor_key"
// shows ("The monitor's short key, … like k3x9qa").
func (s *Server) pluralShape(name string) []string {
	ts := Tokens(name)
	if len(ts) < 2 || ts[len(ts)-1] != "keys" && ts[len(ts)-1] != "ids" && ts[len(ts)-1] != "codes" && ts[len(ts)-1] != "numbers" {
		return nil
	}
	one := strings.Join(ts[:len(ts)-1], "_") + "_" + singular(ts[len(ts)-1])
	if ts[len(ts)-1] == "ids" {
		one = strings.Join(ts[:len(ts)-1], "_") + "_id"
	}
	k := normName(one)
	if ex, ok := s.stated[k]; ok {
		return ex
	}
	o, ok := s.named[k]
	if !ok {
		o, ok = s.shaped[k]
	}
	if !ok {
		return nil
	}
	var ex []string
	for _, e := range o.Examples {
		if v, ok := e.(string); ok {
			ex = append(ex, v)
		}
	}
	ex = append(ex, proseOf(o.Description, false).examples...)
	// "e.g. [12345, 67890]" shows a list of values: its items
	var items []string
	for _, e := range ex {
		for _, it := range strings.Split(strings.Trim(e, "[]{}() "), ",") {
			if it = strings.Trim(it, " \"'`"); reOneValue.MatchString(it) {
				items = append(items, it)
			}
		}
	}
	return codedWords(items)
}

// reOneValue matches one coded value: letters, digits and the marks
// between them.
var reOneValue = regexp.MustCompile(`^[A-Za-z0-9][A-Za-z0-9._:/-]*$`)
