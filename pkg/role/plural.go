package role

import "strings"

// PluralNoun returns the English plural of a noun by the common spelling
// rules (file → files, category → categories, match → matches, box →
// boxes) and the irregular nouns of irregularPlurals (shelf → shelves,
// person → people). synth writes it into reasons ("Cleaning up old
// categories.") and prompt's Plural into requests; both spell it one way.
// A phrase of a key's words that ends in a preposition stays as it is, so
// a list under `received_by` is "received by Ana and Ben", never
// "received bies"; a lone word is left to the rules (a bare `to` is a
// field other code words as a question of its own: "Who should it go to?").
func PluralNoun(w string) string {
	lw := strings.ToLower(w)
	if p, ok := pluralOf[lw]; ok {
		return sameCase(w, p)
	}
	switch {
	case w == "" || strings.Contains(lw, " ") && KeyPrepositions[lw[strings.LastIndexByte(lw, ' ')+1:]]:
		return w
	case strings.HasSuffix(lw, "y") && len(lw) > 1 && !strings.ContainsRune("aeiou", rune(lw[len(lw)-2])):
		return w[:len(w)-1] + "ies"
	case strings.HasSuffix(lw, "s"), strings.HasSuffix(lw, "x"), strings.HasSuffix(lw, "z"),
		strings.HasSuffix(lw, "ch"), strings.HasSuffix(lw, "sh"):
		return w + "es"
	}
	return w + "s"
}

// SingularNoun returns the singular of an English plural noun (files →
// file, categories → category, matches → match, shelves → shelf, people →
// person); a word that is not a plural by those rules comes back as it is
// (status, analysis, class, bus, news). It is the one reading of a plural
// that synth, prompt, generate and execute share, so that a count is said
// "1 shelf" and never "1 shelve".
func SingularNoun(w string) string {
	lw := strings.ToLower(w)
	if s, ok := singularOf[lw]; ok {
		return sameCase(w, s)
	}
	switch {
	case len(lw) <= 2 || notPlural[lw]:
		return w // "us", "bus", "gas", "canvas", "news"
	case strings.HasSuffix(lw, "ies") && len(lw) > 4:
		return w[:len(w)-3] + "y"
	case strings.HasSuffix(lw, "sses"), strings.HasSuffix(lw, "xes"), strings.HasSuffix(lw, "ches"),
		strings.HasSuffix(lw, "shes"), strings.HasSuffix(lw, "zzes"):
		return w[:len(w)-2]
	case strings.HasSuffix(lw, "ss"), strings.HasSuffix(lw, "us"), strings.HasSuffix(lw, "is"):
		return w // class, status, analysis: one thing
	case strings.HasSuffix(lw, "s"):
		return w[:len(w)-1]
	}
	return w
}

// SingularToken is SingularNoun for one word of a parameter's or tool's
// name, where a word of three letters or fewer stays as it is: the
// readers of names (a documented id's noun, a listing's item) tell "ids"
// from "id" and "gas" from "ga", and a documented WS-YYMMDD-NNN sample id
// lost its zero-padded counter when "ids" became "id".
func SingularToken(w string) string {
	if len(w) <= 3 {
		return w
	}
	return SingularNoun(w)
}

// irregularPlurals are the nouns whose plural the spelling rules get
// wrong, as singular and plural: the -f/-fe nouns that take -ves (by the
// rules "1 shelve", "knifes"), the Latin and Greek ones tool
// descriptions use, and the few people words. Plurals that are also the
// plural of a regular noun are left out: "leaves" (of absence), "bases",
// "axes".
var irregularPlurals = [][2]string{
	{"shelf", "shelves"}, {"knife", "knives"}, {"half", "halves"}, {"calf", "calves"},
	{"wolf", "wolves"}, {"thief", "thieves"}, {"wife", "wives"}, {"life", "lives"}, {"loaf", "loaves"},
	{"scarf", "scarves"}, {"wharf", "wharves"}, {"hoof", "hooves"}, {"sheaf", "sheaves"}, {"self", "selves"},
	{"person", "people"}, {"child", "children"}, {"man", "men"}, {"woman", "women"}, {"foot", "feet"},
	{"tooth", "teeth"}, {"mouse", "mice"}, {"goose", "geese"}, {"ox", "oxen"},
	{"criterion", "criteria"}, {"phenomenon", "phenomena"}, {"analysis", "analyses"},
	{"thesis", "theses"}, {"crisis", "crises"}, {"diagnosis", "diagnoses"},
	{"vertex", "vertices"}, {"matrix", "matrices"}, {"appendix", "appendices"},
}

// notPlural are words ending in s that are not the plural of a noun by
// taking that s off ("bu", "ga", "canva"); shorter plurals ("ids", "ons")
// are.
var notPlural = map[string]bool{"bus": true, "gas": true, "yes": true, "this": true, "has": true, "was": true,
	"its": true, "plus": true, "lens": true, "atlas": true, "canvas": true, "alias": true, "bias": true, "chaos": true,
	"series": true, "species": true, "means": true, "news": true, "gps": true, "sms": true, "dns": true, "aws": true,
	"ios": true, "kudos": true, "physics": true, "mathematics": true, "ethics": true, "logistics": true}

// pluralOf and singularOf read irregularPlurals both ways; "indices"
// (the other plural of index) is read as a singular too.
var pluralOf, singularOf = func() (map[string]string, map[string]string) {
	p, s := map[string]string{}, map[string]string{"indices": "index"}
	for _, ir := range irregularPlurals {
		p[ir[0]], s[ir[1]] = ir[1], ir[0]
	}
	return p, s
}()

// sameCase writes to as from is written: "Shelf" → "Shelves", "SHELF" →
// "SHELVES".
func sameCase(from, to string) string {
	switch {
	case from == strings.ToUpper(from) && len(from) > 1:
		return strings.ToUpper(to)
	case from != "" && from[:1] != strings.ToLower(from[:1]):
		return strings.ToUpper(to[:1]) + to[1:]
	}
	return to
}

// KeyPrepositions are the prepositions that end or join a key's words
// (`received_by`, `made_of`, `sort_by`): they have no plural here, and
// pkg/prompt reads "<key> <value>" after one as English ("sort by size").
var KeyPrepositions = map[string]bool{"by": true, "to": true, "in": true, "for": true, "from": true,
	"of": true, "on": true, "at": true, "with": true, "as": true, "into": true, "after": true, "before": true}
