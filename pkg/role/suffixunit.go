package role

import (
	"slices"
	"strings"
)

// suffixUnitWord returns the unit a number's description d states, for
// noteSuffixUnit: the minor unit of money it names ("pence", "cents") or
// the unit of time proseOf reads ("months"); "" when it states neither.
// A length's "m" is the name's own unit already (meters), and a sibling's
// metres say nothing of how long this one is.
func suffixUnitWord(d string) string {
	l := strings.ToLower(d)
	for _, w := range []string{"pence", "cents"} {
		if strings.Contains(l, w) {
			return w
		}
	}
	if minorUnits(l) {
		return "minor units"
	}
	if u := proseOf(d, true).unit; timeUnits[u] {
		return u
	}
	return ""
}

// unitSuffix is the one-letter last token of a number key that may stand
// for a unit ("p" of "est_p", "m" of "warr_m"), or the whole key ("p");
// "" otherwise. Two letters are no clipped unit but a word's clip or an
// initialism ("ts", "kp", "ms" of speedMs, metres a second).
func unitSuffix(name string) string {
	ts := Tokens(name)
	if len(ts) == 0 {
		return ""
	}
	t := ts[len(ts)-1]
	if len(t) != 1 || strings.Trim(t, "abcdefghijklmnopqrstuvwxyz") != "" {
		return ""
	}
	return t
}

// noteSuffixUnit files the unit a number parameter n of the server states
// in its description under its short last token ("est_p": "verbal est.
// given, pence" files "p" as pence); a token two parameters file with
// different units says nothing (suffixUnits keeps "").
func (s *Server) noteSuffixUnit(n string, f Facts) {
	if !slices.ContainsFunc(f.Types, func(t string) bool { return t == "number" || t == "integer" }) || f.Description == "" {
		return
	}
	t := unitSuffix(n)
	if t == "" {
		return
	}
	u := suffixUnitWord(f.Description)
	if u == "" {
		return
	}
	if s.suffixUnits == nil {
		s.suffixUnits = map[string]string{}
	}
	if old, ok := s.suffixUnits[t]; ok && old != u {
		u = ""
	}
	s.suffixUnits[t] = u
}

// SuffixUnit returns the unit the server's other numbers state for the
// short last token of number key name: a repair shop whose "est_p" is
// described "pence" and whose "p" is "unit price pence" draws its bare
// "lab_p" and "paid_p" as money in pence (was 27 and 30, read £0.27), not
// a plain number. "" when no other number states one, when they disagree,
// or when name is the token alone.
func (s *Server) SuffixUnit(name string) string {
	if s == nil || len(Tokens(name)) < 2 {
		return ""
	}
	return s.suffixUnits[unitSuffix(name)]
}

// suffixUnitDesc gives a number that states no unit the unit its short
// last token stands for on the server (SuffixUnit): an undescribed
// "lab_p" reads "pence", "inspection fee charged" reads "inspection fee
// charged, pence"; own facts that state a unit are kept.
func suffixUnitDesc(s *Server, name string, own Facts) Facts {
	if !slices.ContainsFunc(own.Types, func(t string) bool { return t == "number" || t == "integer" }) || len(own.Enum) > 0 {
		return own
	}
	u := s.SuffixUnit(name)
	if u == "" || suffixUnitWord(own.Description) != "" {
		return own
	}
	if own.Description == "" {
		own.Description = u
	} else {
		own.Description = strings.TrimRight(own.Description, ". ") + ", " + u
	}
	return own
}
