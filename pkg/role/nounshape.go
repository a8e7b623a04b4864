package role

import "strings"

// noteHead files a parameter's facts under the last token of its name
// when they show examples (a findMember "callsign" of examples G4ABC,
// M0ABC/P), keeping the most telling, for nounShaped.
func (s *Server) noteHead(name string, f Facts) {
	if len(f.Types) != 1 || f.Types[0] != "string" || len(f.Examples) == 0 && len(proseOf(f.Description, false).examples) == 0 {
		return
	}
	ts := Tokens(name)
	if len(ts) == 0 {
		return
	}
	h := ts[len(ts)-1]
	if s.heads == nil {
		s.heads = map[string]Facts{}
	}
	if best, ok := s.heads[h]; !ok || telling(f) > telling(best) {
		s.heads[h] = f
	}
}

// nounShaped returns the facts of a string parameter nothing classified
// (own states no format, enum or examples) filled with the
// shape another tool shows for its noun: the last token of its name is
// the last token of that parameter's ("stationCallsign" of "callsign"),
// or the one word that token opens ("memberCall", "confirmCall" and a
// bare "call" of "callsign"). A radio club whose findMember shows
// callsigns (G4ABC, M0ABC/P) then books its station for member call
// "K7QRT" (was "general") and checks dupes of call "M3XLD/P" (was
// "standard"). from is the name token the shape was read under; ok is
// false when nothing fits or two words open with the token. Of the
// generic names, only a bare "tag" takes a shape: one filed for it shows
// codes (codedTag), as an orchard's tree tags "B-07" do.
func (s *Server) nounShaped(name string, own Facts) (f Facts, from string, ok bool) {
	if len(own.Types) != 1 || own.Types[0] != "string" || len(own.Enum) > 0 || own.Format != "" ||
		len(own.Examples) > 0 || len(proseOf(own.Description, false).examples) > 0 || genericNames[strings.ToLower(name)] && !strings.EqualFold(name, "tag") {
		return own, "", false
	}
	ts := Tokens(name)
	if len(ts) == 0 {
		return own, "", false
	}
	t := ts[len(ts)-1]
	o, ok := s.heads[t]
	if !ok && SingularToken(t) != t {
		// a list's items are its noun's, singular: a race entry's
		// "rings" are rings as addBird's "ring" shows them
		t = SingularToken(t)
		o, ok = s.heads[t]
	}
	from = t
	if !ok && len(t) >= 4 {
		for _, k := range s.headKeys {
			if len(k) < len(t)+3 || !strings.HasPrefix(k, t) {
				continue
			}
			if ok {
				return own, "", false // ("call" opens "callsign" and "callgroup")
			}
			o, from, ok = s.heads[k], k, true
		}
	}
	if !ok {
		return own, "", false
	}
	f = own
	if f.Pattern == "" {
		f.Pattern = o.Pattern // (its own pattern, if any, still rules)
	}
	f.Examples = append(append([]any(nil), o.Examples...), toAny(proseOf(o.Description, false).examples)...)
	return f, from, true
}

// toAny returns ss as a slice of values.
func toAny(ss []string) []any {
	out := make([]any, 0, len(ss))
	for _, s := range ss {
		out = append(out, s)
	}
	return out
}
