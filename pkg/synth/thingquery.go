package synth

import (
	"regexp"
	"strings"

	"github.com/mcpgen/mcpgen/pkg/role"
)

// thingWordsQuery returns, for a search of a thing no person is, words
// of such a thing as the server's own tools show it (role.Server
// ThingWords): the start or the end of a title, name or description one
// of its tools gives as an example, the way a person types a search (a
// campaign search on a server whose slug example is
// "solar-kiln-for-riverside-potters" looks for "solar kiln", not
// "Welcome to the community, Grace!"; an auction lot search for "1840 1d
// black", not "dentist"). ok is false when the server shows none.
func (g *Generator) thingWordsQuery() (string, bool) {
	ex := g.thingWordsOfTool()
	if len(ex) == 0 {
		return "", false
	}
	e := ex[g.rng.Intn(len(ex))]
	if i := strings.IndexAny(e, ",;("); i > 0 {
		e = e[:i]
	}
	return searchCut(strings.Fields(e), g.rng.Intn(3)), true
}

// thingWordsOfTool returns the server's words of the thing the tool acts
// on (the last word of its object), none for no object or a person, read
// once per generator: the tool and the server do not change. The list is
// shared: callers must not change it.
func (g *Generator) thingWordsOfTool() []string {
	m := g.toolMemoOf()
	if m.thingRead {
		return m.thingWords
	}
	m.thingRead = true
	_, obj := g.toolActOf()
	if f := strings.Fields(obj); len(f) > 0 {
		obj = f[len(f)-1]
	}
	if obj == "" || role.PersonNoun(singular(obj)) {
		return nil
	}
	m.thingWords = g.opts.Server.ThingWords(obj)
	return m.thingWords
}

// searchCut returns the words of a title a person would search it by:
// its first two words (k 0), its first three (k 1) or its last two (k
// 2), never cut after a word that leaves a clause open ("solar kiln for
// riverside potters": "solar kiln", "riverside potters"); a title of
// three words or fewer whole.
func searchCut(w []string, k int) string {
	if len(w) <= 3 {
		return strings.Join(w, " ")
	}
	switch {
	case k == 1 && !cutMidClause(w[2]):
		return strings.Join(w[:3], " ")
	case k == 2 && !cutMidClause(w[len(w)-2]) && !allDigits(w[len(w)-2]):
		return strings.Join(w[len(w)-2:], " ")
	}
	return strings.Join(w[:2], " ")
}

// fieldListSep splits a description that lists what a search matches
// ("colour/name/supplier", "name, member no, or email").
var fieldListSep = regexp.MustCompile(`\s*(?:/|,\s*or\s+|,|\s+or\s+)\s*`)

// listedFieldQuery returns, for a search whose description is nothing
// but the list of fields it matches, a value of one of the listed fields
// a person would type and this package can draw: a colour for "colour",
// a company for "supplier" or "brand", an email for "email" (a fabric
// search described "colour/name/supplier" looks for "sage green" or
// "Calder Imports", never "Chloe Walker"). ok is false for other
// descriptions, for a list with none of those fields and for a search
// of people ("name, member no, or email": a member's name as often).
func (g *Generator) listedFieldQuery(h hint) (string, bool) {
	kinds, listed := g.listedFieldsOf(h.desc)
	if !listed || g.searchesPeople() {
		return "", false // (people are searched by their names)
	}
	if len(kinds) == 0 {
		return "", false
	}
	switch kinds[g.rng.Intn(len(kinds))] {
	case fieldColour:
		return everydayColors[g.rng.Intn(len(everydayColors))], true
	case fieldMaker:
		return houseNames[g.rng.Intn(len(houseNames))], true
	default:
		return g.sceneEmail(), true
	}
}

// fieldKind is a field of a listed-fields description that
// listedFieldQuery can draw a value of.
type fieldKind uint8

const (
	fieldColour fieldKind = iota + 1 // a colour
	fieldMaker                       // a supplier, brand or maker
	fieldEmail                       // an email address
)

// listedFieldsOf returns listedFields of desc, once per generator and
// description (it is asked of every string drawn).
func (g *Generator) listedFieldsOf(desc string) ([]fieldKind, bool) {
	if ks, seen := g.once.fields[desc]; seen {
		return ks, ks != nil
	}
	ks, listed := listedFields(g.lowerDesc(desc))
	if listed && ks == nil {
		ks = []fieldKind{} // listed, but no field drawn: not nil
	}
	if g.once.fields == nil {
		g.once.fields = map[string][]fieldKind{}
	}
	if len(g.once.fields) < 4096 {
		g.once.fields[desc] = ks
	}
	return ks, listed
}

// listedFields reads a lower-cased description that lists what a search
// matches: listed says it is such a list (two or more parts, none of more
// than three words), and kinds are the fields among them listedFieldQuery
// can draw, in the order listed.
func listedFields(lower string) (kinds []fieldKind, listed bool) {
	parts := fieldListSep.Split(strings.TrimSpace(strings.TrimSuffix(lower, ".")), -1)
	if len(parts) < 2 {
		return nil, false
	}
	for _, p := range parts {
		if len(strings.Fields(p)) > 3 {
			return nil, false // (prose, not a list of fields)
		}
		switch p {
		case "colour", "color", "colourway", "colorway":
			kinds = append(kinds, fieldColour)
		case "supplier", "brand", "maker", "manufacturer", "vendor", "mill":
			kinds = append(kinds, fieldMaker)
		case "email", "e-mail", "email address":
			kinds = append(kinds, fieldEmail)
		}
	}
	return kinds, true
}

// houseNames are the one-word names of orgNames ("Larkspur",
// "Ironbridge"): a supplier or brand of any trade, where "Granite Bank"
// or "Tallis Software" name a business of one trade.
var houseNames = func() []string {
	var out []string
	for _, n := range orgNames {
		if !strings.Contains(n, " ") {
			out = append(out, n)
		}
	}
	return out
}()
