package role

import (
	"regexp"
	"slices"
	"sort"
	"strings"
)

// slugShape matches a slug of three or more words ("solar-kiln-for-
// riverside-potters"): lower-case words joined by hyphens, the way a
// server addresses a thing by its title.
var slugShape = regexp.MustCompile(`^[a-z][a-z0-9]*(?:-[a-z0-9]+){2,}$`)

// thingTextKeys are the keys whose values are what a person calls or
// writes of a thing (its title, name, description or theme): their
// examples are the words the thing is searched with.
var thingTextKeys = map[string]bool{"title": true, "name": true, "desc": true, "description": true, "theme": true,
	"summary": true, "label": true, "headline": true, "slug": true}

// noteThingWords files, per thing tool t's name acts on ("lot-add": lot,
// "SearchCampaigns": campaign), the words the server shows of such a
// thing: the slug its description gives as an example, in words ("e.g.
// `solar-kiln-for-riverside-potters`": "solar kiln for riverside
// potters"), and the examples of its title, name or description
// parameters ("desc: e.g. 1840 1d black plate 6, fine used": "1840 1d
// black plate 6"). See ThingWords.
func (s *Server) noteThingWords(t ServerTool, root map[string]any) {
	nouns := thingNounsOf(t.Name)
	if len(nouns) == 0 {
		return
	}
	var words []string
	for _, e := range ExamplesOf(t.Description) {
		if slugShape.MatchString(e) && containsFold(t.Description, "slug") {
			words = append(words, strings.ReplaceAll(e, "-", " "))
		}
	}
	props, _ := root["properties"].(map[string]any)
	keys := make([]string, 0, len(props))
	for k := range props {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for _, k := range keys {
		p, _ := props[k].(map[string]any)
		if p == nil || !thingTextKeys[strings.ToLower(k)] {
			continue
		}
		words = append(words, textExamples(p)...)
	}
	if len(words) == 0 {
		return
	}
	if s.thingWords == nil {
		s.thingWords = map[string][]string{}
	}
	for _, n := range nouns {
		for _, w := range words {
			if !slices.Contains(s.thingWords[n], w) {
				s.thingWords[n] = append(s.thingWords[n], w)
			}
		}
	}
}

// textExamples returns the examples a text property p shows: its schema
// examples and its description's, a slug in words, and the first clause
// of a description that opens on "e.g." with no quoted example ("e.g.
// 1840 1d black plate 6 4 margins, fine used": "1840 1d black plate 6 4
// margins").
func textExamples(p map[string]any) []string {
	var out []string
	d, _ := p["description"].(string)
	ex, _ := p["examples"].([]any)
	for _, e := range ex {
		if v, ok := e.(string); ok {
			out = append(out, v)
		}
	}
	out = append(out, ExamplesOf(d)...)
	if len(out) == 0 {
		if rest, ok := strings.CutPrefix(strings.TrimSpace(d), "e.g. "); ok {
			if i := strings.IndexAny(rest, ",;.("); i > 0 {
				rest = rest[:i]
			}
			out = append(out, strings.TrimSpace(rest))
		}
	}
	kept := out[:0]
	for _, v := range out {
		if slugShape.MatchString(v) {
			v = strings.ReplaceAll(v, "-", " ")
		}
		if w := strings.Fields(v); len(w) >= 2 && len(v) <= 80 && !strings.ContainsAny(v, "{}<>=/@") {
			kept = append(kept, v)
		}
	}
	return kept
}

// thingNounsOf returns the nouns a tool's name acts on: its words,
// singular, without verbs and words that name no object ("lot-add": lot;
// "SearchCampaigns": campaign).
func thingNounsOf(name string) []string {
	var out []string
	for _, w := range singularWords(name) {
		if len(w) >= 3 && !toolVerbs[w] && !thingStops[w] {
			out = append(out, w)
		}
	}
	return out
}

// ThingWords returns the words the server shows of the thing noun names
// (singular or plural, any case): the titles, names and descriptions its
// tools give as examples of such a thing, the way a person searches
// them. A search of auction lots on a server whose lot entry shows "e.g.
// 1840 1d black plate 6" looks for "1840 1d black", not "dentist"; nil
// when no tool shows one.
func (s *Server) ThingWords(noun string) []string {
	if s == nil || noun == "" {
		return nil
	}
	return s.thingWords[singular(strings.ToLower(noun))]
}
