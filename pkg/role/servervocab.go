package role

import (
	"fmt"
	"maps"
	"regexp"
	"slices"
)

// A server names the values of a thing once and leaves them unsaid
// elsewhere: a water lab's log_sample_receipt lists the tests a sample
// may ask for (tests_requested: total_coliform, e_coli, nitrate) while
// enter_result's "test" says nothing. A free text parameter named for
// the same noun takes one of those values, not a filler word.

// vocabNoun returns the noun a parameter's name is about once the words
// that only qualify it are dropped ("tests_requested" → "test",
// "new_status" → "status", "department" → "department"); "" when the
// name leaves more or fewer than one noun, or names an id.
func vocabNoun(name string) string {
	if idLikeName(name) {
		return ""
	}
	noun := ""
	for _, t := range Tokens(name) {
		if vocabQualifiers[t] || participle(t) {
			continue
		}
		if noun != "" {
			return ""
		}
		noun = singular(t)
	}
	if len(noun) < 3 || genericNames[noun] && !sharedNouns[noun] || perToolNouns[noun] {
		return ""
	}
	return noun
}

// sharedNouns are generic names whose values a server keeps one list of:
// a work order's status is the status another tool filters by.
var sharedNouns = map[string]bool{"status": true, "state": true, "category": true, "tag": true, "label": true}

// perToolNouns name something else in every tool besides genericNames:
// one tool's action or level is not another's.
var perToolNouns = map[string]bool{"action": true, "operation": true, "method": true, "direction": true, "field": true,
	"option": true, "level": true, "scope": true, "style": true, "unit": true, "source": true, "target": true, "view": true,
	"role": true, "value": true, "event": true, "period": true, "interval": true, "granularity": true, "language": true}

// vocabQualifiers are name words that qualify a noun without changing
// what its values are: a new status is a status, requested tests are
// tests.
var vocabQualifiers = map[string]bool{"new": true, "old": true, "current": true, "target": true, "desired": true,
	"initial": true, "final": true, "default": true, "filter": true, "by": true, "selected": true, "preferred": true,
	"primary": true, "main": true, "the": true, "is": true}

// vagueValues are enum values that filter rather than name a thing: a
// list's "all", a choice's "none".
var vagueValues = map[string]bool{"all": true, "any": true, "none": true, "other": true, "unknown": true, "": true}

// noteVocab files the string enum of a parameter under its noun, once
// per noun (the first in the server's sorted order wins), without the
// values that filter rather than name.
func (s *Server) noteVocab(name string, f Facts) {
	if len(f.Enum) < 2 || len(f.Types) > 0 && f.Types[0] != "string" {
		return
	}
	k := vocabNoun(name)
	if ts := Tokens(name); k == "" && len(ts) > 1 && nounHeads[ts[len(ts)-1]] {
		k = idNoun(name) // ("venue_code": a venue's values)
	}
	if k == "" {
		return
	}
	if _, ok := s.vocab[k]; ok {
		return
	}
	var vals []string
	for _, e := range f.Enum {
		v, ok := e.(string)
		if !ok {
			return
		}
		if !vagueValues[v] && !slices.Contains(vals, v) {
			vals = append(vals, v)
		}
	}
	if len(vals) >= 2 {
		if s.vocab == nil {
			s.vocab = map[string][]string{}
		}
		s.vocab[k] = vals
	}
}

// serverVocab gives a text parameter nothing classified, or a plain word,
// the values the server lists elsewhere for its noun (noteVocab), as
// values stated in prose: one of them is drawn, another still validates.
func (c *ctx) serverVocab(r *Role) {
	if c.tool.Server == nil || len(r.Values) > 0 {
		return
	}
	if c.numeric || c.f.Format != "" || len(c.f.Types) > 0 && !c.has("string") {
		return
	}
	k := vocabNoun(c.p.Name)
	vals := c.tool.Server.vocab[k]
	if len(r.Examples) > 0 && !allIn(r.Examples, vals) || c.f.Pattern != "" && !c.tool.Server.vocabFits[k+"\x00"+c.f.Pattern] {
		// (a pattern the listed codes fit, ^[A-Z]{3}$ of FIS, WAT, POL
		// and CRA, and examples among them still take the list)
		return
	}
	if len(vals) == 0 || r.Kind != Unknown && r.Kind != Word {
		if c.f.Pattern != "" || len(r.Examples) > 0 {
			return
		}
		// the values of the noun its name names the id of ("venue_code",
		// "from_station": a venue's, a station's codes), whatever the
		// name alone read as (was "() => document.title", a code)
		k = idNoun(c.p.Name)
		vals = c.tool.Server.vocab[k]
		if len(vals) == 0 || !idNounKinds[r.Kind] {
			return
		}
	}
	if r.Kind == ID || r.Kind == Code || idLikeName(c.p.Name) || nounHeads[c.last] {
		// a station's id is still said as the station's ("station
		// LIR"), one of the listed codes
		r.Kind, r.ID, r.Values, r.ValuesFromProse = ID, IDPrefixed, vals, true
		r.Why += fmt.Sprintf("; the server lists the codes of %q elsewhere", k)
		return
	}
	r.Kind, r.Values, r.ValuesFromProse = Enum, vals, true
	r.Why += fmt.Sprintf("; the server lists the values of %q elsewhere", k)
}

// idNounKinds are the roles a parameter named for a noun's id may have
// read from its name alone and still take that noun's listed values: an
// id, a code, a name, a place or a plain word (a "station" read as a
// station's name, "Station 5").
var idNounKinds = map[Kind]bool{Unknown: true, Word: true, ID: true, Code: true, Ident: true}

// allIn reports whether every one of xs is among vals.
func allIn(xs, vals []string) bool {
	for _, x := range xs {
		if !slices.Contains(vals, x) {
			return false
		}
	}
	return true
}

// notePattern files the pattern a string parameter n states under the
// noun its name is about (vocabNoun), for fileVocabFits.
func (s *Server) notePattern(n string, f Facts) {
	if f.Pattern == "" || len(f.Enum) > 0 {
		return
	}
	k := vocabNoun(n)
	if k == "" || slices.Contains(s.nounPats[k], f.Pattern) {
		return
	}
	if s.nounPats == nil {
		s.nounPats = map[string][]string{}
	}
	s.nounPats[k] = append(s.nounPats[k], f.Pattern)
}

// fileVocabFits compiles, once per server, each pattern a noun's
// parameters state when the server lists the noun's values, and files
// whether every listed value fits it: a surf school's beaches "identified
// by three-letter codes: FIS (Fistral), WAT, POL, CRA" fit the ^[A-Z]{3}$
// its tools' beach states, so a beach is one of them (it was drawn from
// the pattern: "ZND", "OMR", "LKI").
func (s *Server) fileVocabFits() {
	for _, k := range slices.Sorted(maps.Keys(s.nounPats)) {
		vals := s.vocab[k]
		if len(vals) == 0 {
			continue
		}
		for _, p := range s.nounPats[k] {
			rx, err := regexp.Compile(p)
			if err != nil {
				continue
			}
			if !slices.ContainsFunc(vals, func(v string) bool { return !rx.MatchString(v) }) {
				if s.vocabFits == nil {
					s.vocabFits = map[string]bool{}
				}
				s.vocabFits[k+"\x00"+p] = true
			}
		}
	}
}
