package generate

import (
	"maps"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"
)

// A message asking for two things at once asks about one scene: the same
// town, the same people's organisation. sceneOf and alignScene find the
// scene of a parallel record's first call in its values and put the
// second call in it ("a route across Prague; also bike rental in
// Prague", not "bike rental Vienna").

// placeOf returns the place the first call's values name (sorted by
// parameter name, the first item of a list too): the closing part of an
// address after its last comma ("Charles Bridge, Prague" → "Prague"), or
// the capitalised words after " in " ("museums in Chicago" → "Chicago");
// "" when none names one.
func placeOf(args map[string]any) string {
	for _, k := range slices.Sorted(maps.Keys(args)) {
		for _, s := range sceneStrings(args[k]) {
			if i := strings.LastIndex(s, ", "); i > 0 {
				if p := s[i+2:]; capRun(p) == p {
					return p
				}
				continue
			}
			if i := strings.LastIndex(s, " in "); i > 0 {
				if p := capRun(s[i+4:]); p != "" {
					return p
				}
			}
		}
	}
	return ""
}

// sceneStrings are the one-line texts of v (v itself, or the items of a
// list) that can name a place: not paths, links or addresses of mail.
func sceneStrings(v any) []string {
	var in []any
	switch x := v.(type) {
	case string:
		in = []any{x}
	case []any:
		in = x
	}
	var out []string
	for _, e := range in {
		s, ok := e.(string)
		if !ok || s == "" || len(s) > 80 || strings.ContainsAny(s, "\n/@_{}[]\"`") || strings.HasPrefix(s, "http") {
			continue
		}
		out = append(out, s)
	}
	return out
}

// capRun returns the words opening s that start with a capital letter
// (one to three of them: "São Paulo", "Mexico City"); "" when s opens
// otherwise or runs on with more capitalised words.
func capRun(s string) string {
	w := strings.Fields(s)
	n := 0
	for n < len(w) {
		r, _ := utf8.DecodeRuneInString(w[n])
		if !unicode.IsUpper(r) || strings.IndexFunc(w[n], func(r rune) bool { return !unicode.IsLetter(r) && r != '-' }) >= 0 {
			break
		}
		n++
	}
	if n == 0 || n > 3 {
		return ""
	}
	return strings.Join(w[:n], " ")
}

// placeLeads are the words after which a closing capitalised name is a
// landmark or an end of a trip, not the town a search is in ("flights to
// Seoul"): it is not moved. A landmark after "near" is a search in the
// landmark's town, made one in the first call's town.
var placeLeads = map[string]bool{"near": true, "at": true, "to": true, "from": true, "by": true, "around": true,
	"and": true, "or": true, "vs": true, "of": true, "for": true}

// movePlace returns s, a search's text closing with the name of a town
// ("bike rental Vienna", "coworking space in Mexico City"), with place in
// its stead ("hotels near Mount Royal" → "hotels in Vienna"); ok is false
// when s closes with no such name (or one after a word making it the end
// of a trip: "flights to Seoul"), names place already, or is
// an address (a comma: a street is not moved to another town).
func movePlace(s, place string) (string, bool) {
	if strings.Contains(s, ",") || strings.Contains(s, place) {
		return s, false
	}
	w := strings.Fields(s)
	n := 0
	for i := len(w) - 1; i >= 0; i-- {
		r, _ := utf8.DecodeRuneInString(w[i])
		if !unicode.IsUpper(r) || strings.IndexFunc(w[i], func(r rune) bool { return !unicode.IsLetter(r) && r != '-' }) >= 0 {
			break
		}
		n++
	}
	if n == 0 || n > 3 || n == len(w) {
		return s, false
	}
	before := w[len(w)-n-1]
	r, _ := utf8.DecodeRuneInString(before)
	if (before == "near" || before == "around") && len(w) > n+1 {
		// A landmark of another town ("hotels near Mount Royal"
		// beside a route in Vienna): the search is in the town.
		return strings.Join(append(slices.Clone(w[:len(w)-n-1]), "in", place), " "), true
	}
	if !unicode.IsLower(r) || placeLeads[strings.ToLower(before)] {
		return s, false
	}
	return strings.Join(append(slices.Clone(w[:len(w)-n]), place), " "), true
}

// mailDomainOf returns the domain of the first mail address args holds
// (sorted by parameter name, the first item of a list too); "" when none.
func mailDomainOf(args map[string]any) string {
	for _, k := range slices.Sorted(maps.Keys(args)) {
		var in []any
		switch x := args[k].(type) {
		case string:
			in = []any{x}
		case []any:
			in = x
		}
		for _, e := range in {
			if s, ok := e.(string); ok && mailAddr(s) {
				return s[strings.LastIndex(s, "@")+1:]
			}
		}
	}
	return ""
}

// mailAddr tells whether s is one mail address ("ana@acme.io").
func mailAddr(s string) bool {
	i := strings.LastIndex(s, "@")
	return i > 0 && strings.Contains(s[i:], ".") && !strings.ContainsAny(s, " \n/<>")
}

// alignScene returns b, the arguments of the second call of a parallel
// record (a call of pt), put in the scene of the first call's arguments
// a: a search's closing town made the town a names, the mail addresses
// moved to the domain of a's addresses (the same organisation's people).
// b itself when nothing moves or the result does not validate.
func alignScene(pt *prepTool, a, b map[string]any) map[string]any {
	place, domain := placeOf(a), mailDomainOf(a)
	if place == "" && domain == "" {
		return b
	}
	out := cloneArgs(b)
	changed := false
	for _, p := range pt.bind.Params() {
		v, ok := b[p.Name]
		if !ok {
			continue
		}
		if s, ok := v.(string); ok && place != "" {
			if t, ok := movePlace(s, place); ok {
				out[p.Name], changed = t, true
				continue
			}
		}
		if domain == "" {
			continue
		}
		move := func(s string) string {
			if !mailAddr(s) || strings.HasSuffix(s, "@"+domain) {
				return s
			}
			changed = true
			return s[:strings.LastIndex(s, "@")+1] + domain
		}
		switch x := v.(type) {
		case string:
			out[p.Name] = move(x)
		case []any:
			l := make([]any, len(x))
			for i, e := range x {
				if s, ok := e.(string); ok && !slices.Contains(x, any(move(s))) {
					e = move(s) // not when the moved address is listed already
				}
				l[i] = e
			}
			out[p.Name] = l
		}
	}
	if !changed || mergesValues(b, out) {
		return b
	}
	if r, err := pt.schema.ValidateJSON(mustJSON(out)); err != nil || len(r) > 0 {
		return b
	}
	return out
}

// sameScene tells whether b, drawn for a second call beside a, is in a's
// scene: a names no place, or b's values name it.
func sameScene(a, b map[string]any) bool {
	place := placeOf(a)
	if place == "" {
		return true
	}
	for _, v := range b {
		for _, s := range sceneStrings(v) {
			if strings.Contains(s, place) {
				return true
			}
		}
	}
	return false
}

// topicStop are words of a tool's name or description that say what it
// does or how, not what it is about ("list", "optionally", "given").
var topicStop = map[string]bool{"with": true, "from": true, "that": true, "this": true, "their": true, "them": true,
	"only": true, "each": true, "given": true, "optionally": true, "optional": true, "return": true, "list": true,
	"search": true, "find": true, "fetch": true, "show": true, "into": true, "about": true, "when": true, "which": true,
	"what": true, "also": true, "more": true, "than": true, "have": true, "will": true, "other": true, "same": true,
	"cannot": true, "undone": true, "least": true, "name": true, "file": true, "tool": true, "detail": true,
	"information": true, "result": true, "using": true, "based": true, "specific": true, "retrieve": true, "create": true,
	"update": true, "delete": true, "remove": true, "read": true, "write": true, "used": true, "new": true, "all": true}

// topicWords are the words naming what pt is about, from its name and
// its description's first sentence: four letters or more, a plural's "s"
// cut, the words of what it does left out (topicStop).
func topicWords(pt *prepTool) map[string]bool {
	if pt.facts != nil {
		return pt.facts.topic
	}
	d := pt.spoken().Description
	if i := strings.Index(d, ". "); i > 0 {
		d = d[:i]
	}
	out := map[string]bool{}
	for _, w := range append(nameWords(pt.spoken().Name), strings.FieldsFunc(strings.ToLower(d), func(r rune) bool { return !unicode.IsLetter(r) })...) {
		w = strings.TrimSuffix(w, "s")
		if len(w) >= 4 && !topicStop[w] && !topicStop[w+"s"] {
			out[w] = true
		}
	}
	return out
}

// sameTopic keeps the tools of cands whose name or description names
// something pt's does ("Get one meeting room" beside "Find the meeting
// rooms free", not "Get the weather forecast"): a person asks for two
// things in one message when they are about one subject. cands itself
// when none does.
func sameTopic(pt *prepTool, cands []*prepTool) []*prepTool {
	words := topicWords(pt)
	var out []*prepTool
	for _, o := range cands {
		for w := range topicWords(o) {
			if words[w] {
				out = append(out, o)
				break
			}
		}
	}
	if len(out) == 0 {
		return cands
	}
	return out
}
