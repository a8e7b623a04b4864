package role

import (
	"math"
	"regexp"
	"slices"
	"strconv"
	"strings"
)

// Shapes a server states once and its tools follow everywhere: a tool's
// description that says what a kind of value looks like ("Term codes look
// like 2027SP, 2027SU, 2027FA") speaks for every parameter of that name
// on the server, and a parameter that states its shape in one tool
// ("crn": "5-digit course reference number") speaks for its namesakes that
// say nothing ("crn" in enrollStudent, dropCourse). Without them those
// namesakes take the shape of nothing: "491257" for a term code, 57 for a
// crn.

// reToolShape matches a tool description's sentence naming a kind of
// value and showing it: "Term codes look like 2027SP", "Order numbers
// are like ORD-1042", "Job ids have the form JOB-2211", "SKUs (e.g.
// W-10482)", "SKUs like `BLT-120-25`" (a bare "like": the sku was drawn
// "ZOU-9502-P-6I49A671NF", now "BLT-…" of its form). Its group is the
// noun phrase (one to three words).
var reToolShape = regexp.MustCompile(`(?i)\b((?:[a-z]+[ _-]){0,2}[a-z]+)\s*(?:\(\s*)?(?:(?:(?:look|looks|are|is|read|reads)\s+)?like|(?:are|is)\s+(?:formatted|written)\s+(?:like|as)|(?:have|has|take|takes)\s+the\s+form(?:\s+of)?|,?\s*e\.g\.,?|,?\s*such\s+as)\s*:?\s+`)

// npStop are words a noun phrase of reToolShape drops from its front.
var npStop = map[string]bool{"the": true, "a": true, "an": true, "all": true, "our": true, "your": true, "its": true,
	"their": true, "valid": true, "and": true, "or": true, "of": true, "for": true, "in": true, "with": true, "by": true}

// toolStatedShapes reads the examples of kinds of values a tool's
// description shows, filed by the normalized name (normName) each ending
// of its noun phrase makes: "Term codes look like 2027SP" files 2027SP
// under "termcode" and "code". Only coded examples count (a digit in one
// word of at most 24 characters): "e.g. breakage" is prose.
func toolStatedShapes(desc string, into map[string][]string, sents *[]statedSentence) {
	if !containsAny(strings.ToLower(desc), "like", "e.g", "such as", "form", "formatted", "written") {
		return
	}
	for _, m := range reToolShape.FindAllStringSubmatchIndex(desc, 6) {
		c := clause(desc[m[1]:])
		if bareLike(desc[m[0]:m[1]]) {
			c = glossless(c) // "SKUs like `BLT-120-25` (belt, grit 120, 25mm wide)"
		}
		ex := codedWords(splitExamples(c))
		if len(ex) == 0 {
			continue
		}
		templateParts(desc[:m[1]], ex, into)
		if len(*sents) < 256 {
			// the sentence through its noun phrase: "Order references
			// (look like)" holds the noun it names
			*sents = append(*sents, statedSentence{words: sentenceWords(desc[:m[3]]), ex: ex})
		}
		var np []string
		for _, w := range Tokens(desc[m[2]:m[3]]) {
			if npStop[w] {
				np = np[:0]
				continue
			}
			np = append(np, w)
		}
		if len(np) > 0 {
			np[len(np)-1] = singular(np[len(np)-1])
			if acronymPlural(desc[m[2]:m[3]]) {
				np[len(np)-1] = strings.TrimSuffix(np[len(np)-1], "s") // "SKUs": sku
			}
		}
		if n := len(np); n >= 2 && shapeNouns[np[n-1]] && len(np[n-2]) >= 3 {
			// "Slip numbers look like D-14": a parameter named slip
			// holds a slip's number
			if k := normName(strings.Join(np[:n-1], "_")); into[k] == nil {
				into[k] = ex
			}
		}
		for i := range np {
			k := normName(strings.Join(np[i:], "_"))
			if k == "" || len(np[i:]) == 1 && (!shapeNouns[np[i]] || genericNames[np[i]] || idWords[np[i]]) {
				// a lone "SKUs" names a kind of code; a lone "loads" no
				// kind of value, and a lone "codes" or "ids" any tool's
				continue
			}
			if _, ok := into[k]; !ok {
				into[k] = ex
			}
		}
	}
}

// A statedSentence is a tool description's sentence showing coded
// examples: the words before the examples, and the examples.
type statedSentence struct {
	words map[string]bool
	ex    []string
}

// sentenceWords returns the words (singular, lower case) of the last
// sentence of s: "Quote references start with Q- followed by the year
// and a number" gives quote, reference, start, ....
func sentenceWords(s string) map[string]bool {
	s = lastSentence(s)
	out := map[string]bool{}
	for _, w := range Tokens(s) {
		out[singular(w)] = true
		if len(w) == 3 && w[2] == 's' {
			// "Snapshot ids are …": singular keeps three letters
			// ("bus", "gas"); a name's "id" still reads "ids" as its plural
			out[w[:2]] = true
		}
	}
	return out
}

// lastSentence returns the last sentence of s: what follows the last
// ".", ";", "!" or "?" that ends a sentence (a space or the end after
// it). A form written with dots ("Lot ids are written year.lot.item")
// stays one sentence: cut at its dots it named no lot (was "item").
func lastSentence(s string) string {
	for i := len(s) - 1; i >= 0; i-- {
		if strings.IndexByte(".;!?", s[i]) >= 0 && (i+1 == len(s) || s[i+1] == ' ' || s[i+1] == '\n') {
			return s[i+1:]
		}
	}
	return s
}

// nameAbbrevs spell out the short words of parameter names.
var nameAbbrevs = map[string]string{"ref": "reference", "no": "number", "num": "number", "nbr": "number", "qty": "quantity"}

// sentenceShape returns the examples of the first stated sentence whose
// words hold every word of a parameter's name of two or more words
// ("quote_ref" in "Quote references start with Q-…, e.g. Q-2026-0412").
func (s *Server) sentenceShape(name string) []string {
	ts := Tokens(name)
	if len(ts) < 2 || namePrepositions[ts[len(ts)-1]] {
		return nil // "given_by" is a person, whatever "is given by its stud code, e.g. 011HO11234" shows
	}
	for _, st := range s.sentences {
		all := true
		for _, t := range ts {
			t = singular(t)
			if !st.words[t] && !st.words[nameAbbrevs[t]] {
				all = false
				break
			}
		}
		if all {
			return st.ex
		}
	}
	return nil
}

// namePrepositions are the words that end a name of who or when a thing
// was done ("given_by", "created_at", "sent_to"): such a name never holds
// the code a sentence sharing its words shows.
var namePrepositions = map[string]bool{"by": true, "at": true, "to": true, "from": true, "on": true, "for": true, "with": true}

// acronymPlural reports whether the last word of phrase is capitals and
// a plural "s" ("SKUs", "PINs"), which singular keeps whole as it keeps
// "status": "SKUs like BLT-120-25" names the sku.
func acronymPlural(phrase string) bool {
	w := phrase[strings.LastIndexAny(phrase, " _-")+1:]
	if len(w) < 3 || w[len(w)-1] != 's' {
		return false
	}
	for i := 0; i < len(w)-1; i++ {
		if w[i] < 'A' || w[i] > 'Z' {
			return false
		}
	}
	return true
}

// bareLike reports whether a reToolShape match ends in a bare "like"
// ("SKUs like "), not "look like" or "are like": the form a catalogue
// writes its one example in, glossed in brackets after it.
func bareLike(match string) bool {
	ws := strings.Fields(strings.ToLower(match))
	n := len(ws)
	return n >= 2 && ws[n-1] == "like" && !map[string]bool{"look": true, "looks": true, "are": true, "is": true, "read": true, "reads": true}[ws[n-2]]
}

// glossless returns s without the glosses in brackets outside quotes
// that explain its examples: "`BLT-120-25` (belt, grit 120, 25mm wide)"
// is "`BLT-120-25` ", so the example is read alone and not split at the
// gloss's commas ("BLT-120-25` (belt", "grit 120").
func glossless(s string) string {
	if !strings.Contains(s, "(") {
		return s
	}
	var b strings.Builder
	depth, inQ := 0, byte(0)
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case inQ != 0:
			if c == inQ {
				inQ = 0
			}
		case depth == 0 && (c == '"' || c == '`'):
			inQ = c
		case c == '(':
			depth++
			continue
		case c == ')' && depth > 0:
			depth--
			continue
		}
		if depth == 0 {
			b.WriteByte(c)
		}
	}
	return b.String()
}

// shapeNouns are nouns that name a kind of coded value by themselves.
var shapeNouns = map[string]bool{"code": true, "number": true, "id": true, "identifier": true, "reference": true, "ref": true,
	"sku": true, "key": true, "tag": true, "handle": true}

// idWords are the words that name an id of any kind.
var idWords = map[string]bool{"id": true, "identifier": true, "reference": true, "ref": true}

// codedWords returns the items that are coded values: one word of at most
// 24 characters with a digit, quotes trimmed.
func codedWords(items []string) []string {
	var out []string
	for _, w := range items {
		w = strings.Trim(w, "\"'`()")
		if w == "" || len(w) > 24 || strings.ContainsAny(w, " \t") || !strings.ContainsAny(w, "0123456789") {
			return nil
		}
		out = append(out, w)
	}
	return out
}

// statesShape reports whether a parameter's facts state the shape of a
// code: a pattern, coded examples (schema or prose) or a stated count of
// digits or letters. Examples in words ("Backlog", "Jane Doe") state a
// kind of thing, which a namesake in another tool may not share.
func statesShape(f Facts) bool {
	if f.Pattern != "" {
		return true
	}
	var ex []string
	for _, e := range f.Examples {
		if s, ok := e.(string); ok {
			ex = append(ex, s)
		}
	}
	if len(ex) > 0 {
		return len(codedWords(ex)) == len(ex)
	}
	if f.Description == "" {
		return false
	}
	if _, _, ok := StatedLength(f.Description); ok {
		return true
	}
	if statesRange(f) {
		return true
	}
	p := proseOf(f.Description, false)
	if len(p.values) >= 2 || len(upperCodes(p.examples)) > 0 {
		return true
	}
	return len(codedWords(p.examples)) > 0
}

// upperCodes returns items when every one is a code of two to five
// capital letters ("LPL", "TEN": site codes), else nil. Such examples
// state a shape a namesake that only says "Site code" follows; without
// them it was the filler "standard".
func upperCodes(items []string) []string {
	for _, w := range items {
		if len(w) < 2 || len(w) > 5 || strings.ToUpper(w) != w || strings.Trim(w, "ABCDEFGHIJKLMNOPQRSTUVWXYZ") != "" {
			return nil
		}
	}
	return items
}

// reNumberNoun finds a description that ends on what its number numbers
// ("Earlier (lower) context number"): group 1 is the thing.
var reNumberNoun = regexp.MustCompile(`(?i)\b([a-z]+)\s+(?:number|no)\.?$`)

// numberNamesake returns the facts of the parameter that numbers the
// thing a number's description ends on ("Later context number" and
// "context_no": "Context number (e.g. 1042). Trench 1 uses 1000-1999"),
// when those state a range and f states neither a range nor an example:
// the number is one of those, never 0.
func (s *Server) numberNamesake(f Facts) (Facts, bool) {
	if f.Description == "" || len(f.Examples) > 0 || !slices.ContainsFunc(f.Types, func(t string) bool { return t == "number" || t == "integer" }) {
		return Facts{}, false
	}
	m := reNumberNoun.FindStringSubmatch(strings.TrimSpace(f.Description))
	if m == nil {
		return Facts{}, false
	}
	if p := proseOf(f.Description, true); p.min != nil || p.max != nil || len(p.examples) > 0 {
		return Facts{}, false
	}
	for _, tail := range []string{"_no", "_number", "_num"} {
		if o, ok := s.shaped[normName(m[1]+tail)]; ok && statesRange(o) {
			return o, true
		}
	}
	return Facts{}, false
}

// statesRange reports whether a number's description states both ends of
// its range ("Declination in degrees, -90 to 90", "branch 1-6"): a
// namesake that says nothing of itself (a nested "dec_deg", an "eod"
// tool's bare "shop") takes that range, not any number (515, 21).
func statesRange(f Facts) bool {
	if f.Description == "" || !slices.ContainsFunc(f.Types, func(t string) bool { return t == "number" || t == "integer" }) {
		return false
	}
	p := proseOf(f.Description, true)
	return p.min != nil && p.max != nil && *p.min < *p.max
}

// genericNames are one-word parameter names each tool means its own
// thing by: a namesake's shape says nothing of them.
var genericNames = map[string]bool{"name": true, "title": true, "query": true, "q": true, "type": true, "kind": true,
	"status": true, "state": true, "value": true, "text": true, "description": true, "key": true, "code": true,
	"label": true, "tag": true, "filter": true, "search": true, "sort": true, "order": true, "format": true, "mode": true,
	"category": true, "number": true, "content": true, "body": true, "message": true, "path": true, "url": true,
	// (why a bag is offloaded is no reason to reroute it)
	"reason": true, "note": true, "notes": true, "comment": true, "comments": true}

// noteShape files a non-id parameter's facts under its name when they
// state a shape, keeping the most telling; of the generic names, only a
// tag showing codes (codedTag).
func (s *Server) noteShape(name string, f Facts) {
	if len(f.Enum) > 0 || genericNames[strings.ToLower(name)] && !codedTag(name, f) || !statesShape(f) {
		return
	}
	s.noteHead(name, f)
	k := normName(name)
	if best, ok := s.shaped[k]; !ok || telling(f) > telling(best) {
		s.shaped[k] = f
	}
}

// numberFormats are the formats that only say how a number is stored
// ("double", "uint32"), nothing of its values: a number of such a format
// may still borrow a namesake's range.
var numberFormats = map[string]bool{"double": true, "float": true, "int32": true, "int64": true, "uint8": true,
	"uint16": true, "uint32": true, "uint64": true, "int8": true, "int16": true, "decimal": true}

// borrowShape fills a parameter's facts from what the server states of
// its name elsewhere: the examples a tool's description shows of that
// kind of value, when the parameter shows none, and, when it states
// nothing at all (no description, pattern, format, examples or enum),
// the facts of a namesake that states a shape.
func (s *Server) borrowShape(name string, f Facts) Facts {
	if s == nil || len(f.Enum) > 0 || f.Format != "" && !numberFormats[f.Format] {
		return f
	}
	k := normName(name)
	if o, ok := s.numberNamesake(f); ok {
		f.Description = strings.TrimRight(f.Description, ". ") + ". " + o.Description
	}
	ex, ok := s.stated[k]
	if !ok {
		ex = s.sentenceShape(name)
		ok = ex != nil
	}
	if !ok {
		ex = s.endShape(name)
		ok = ex != nil
	}
	if !ok {
		ex = s.pluralShape(name)
		ok = ex != nil
	}
	own := len(f.Examples) > 0
	if ok && !own && len(proseOf(f.Description, false).examples) == 0 &&
		(len(f.Types) == 0 || f.Types[0] == "string") {
		for _, e := range ex {
			f.Examples = append(f.Examples, e)
		}
	}
	// (examples read from a tool's sentence, "Returns order number like
	// PO-24-0381", still take a namesake's pattern ^PO-[0-9]{2}-[0-9]{4}$)
	if idLikeName(name) || f.Pattern != "" || own {
		return f
	}
	o, ok := s.shaped[k]
	if !ok || len(f.Types) > 0 && len(o.Types) > 0 && f.Types[0] != o.Types[0] {
		return f
	}
	if f.Description != "" {
		return borrowStatedForm(f, o)
	}
	f.Pattern, f.Format, f.Description = o.Pattern, o.Format, o.Description
	f.Examples = append(f.Examples, o.Examples...)
	return f
}

// statedDigits gives a number whose description states its digits ("5-digit
// course reference number") the range of that many digits: 10000–99999,
// not 57. A stated count of letters says nothing of a number.
func (c *ctx) statedDigits(r *Role) bool {
	n, letters, ok := StatedLength(c.d)
	if !ok || letters || n < 2 || n > 15 || r.Kind == Year {
		return false
	}
	if r.Kind == Number || r.Kind == Unknown {
		r.Kind, r.ID = ID, IDInteger
	}
	r.Typical = rng(math.Pow(10, float64(n-1)), math.Pow(10, float64(n))-1, 0)
	r.Why += "; the description states " + strconv.Itoa(n) + " digits"
	return true
}

// reUpperChars matches a description stating a count of characters
// ("a word of around 5 characters ... in uppercase"); upperChars reads it
// only beside a word saying the characters are capitals.
var reUpperChars = regexp.MustCompile(`(?i)\b(?:around|about|exactly|of)?\s*(\d{1,2})[- ]characters?\b`)

// upperChars reads a count of capital letters a description states in
// characters ("typically a word of around 5 characters derived from the
// name of the project in uppercase"): n letters; ok is false without such
// a count, a word of capitals, or with a bound ("up to 5 characters" is a
// limit, not a length).
func upperChars(desc string) (n int, letters, ok bool) {
	l := strings.ToLower(desc)
	if !containsAny(l, "uppercase", "upper case", "upper-case", "capital") || !strings.Contains(l, "character") {
		return 0, false, false
	}
	m := reUpperChars.FindStringSubmatchIndex(desc)
	if m == nil {
		return 0, false, false
	}
	before := strings.ToLower(desc[:m[0]])
	if containsAny(before[max(0, len(before)-20):], "max", "up to", "at most", "no more", "limit", "min", "at least", "between",
		"exceed", "fewer", "less than") {
		return 0, false, false
	}
	n, _ = strconv.Atoi(desc[m[2]:m[3]])
	if n < 2 || n > 12 {
		return 0, false, false
	}
	return n, true, true
}

// reLetterCode matches a code of two to five capital letters ("HOL").
var reLetterCode = regexp.MustCompile(`^[A-Z]{2,5}$`)

// paramStatedCodes files the letter codes a parameter's description
// shows of a kind of code ("Departure port code, e.g. HOL") under the
// names that code's noun phrase makes ("portcode"): toolStatedShapes
// counts only codes with a digit, so a bare "portCode" elsewhere on the
// server was drawn "335".
func paramStatedCodes(desc string, into map[string][]string) {
	if !containsAny(strings.ToLower(desc), "e.g", "such as", "like") {
		return
	}
	m := reToolShape.FindStringSubmatchIndex(desc)
	if m == nil {
		return
	}
	ex := splitExamples(clause(desc[m[1]:]))
	if len(ex) == 0 || len(ex) > 8 {
		return
	}
	for _, e := range ex {
		if !reLetterCode.MatchString(strings.Trim(e, "\"'`()")) {
			return
		}
	}
	for i := range ex {
		ex[i] = strings.Trim(ex[i], "\"'`()")
	}
	np := Tokens(desc[m[2]:m[3]])
	if len(np) < 2 || singular(np[len(np)-1]) != "code" {
		return
	}
	for i := 0; i+2 <= len(np); i++ {
		if npStop[np[i]] {
			continue
		}
		if k := normName(strings.Join(np[i:], "_")); into[k] == nil {
			into[k] = ex
		}
	}
}

// reBraceTemplate matches an id's form written as the parameters it is
// made of: "{saleCode}-{lotNumber}", "{site}/{tag}".
var reBraceTemplate = regexp.MustCompile(`\{([A-Za-z_]+)\}([-_/.:])\{([A-Za-z_]+)\}`)

// templateParts files, under each name of a form written as its parts
// ("Lot ids are `{saleCode}-{lotNumber}` ... e.g. `PIC0387-112A`"), the
// part of each example in its place: a sale code is PIC0387, not the
// whole lot id PIC0387-112A the sentence's words gave it.
func templateParts(before string, ex []string, into map[string][]string) {
	ms := reBraceTemplate.FindAllStringSubmatch(before, -1)
	if len(ms) == 0 {
		return
	}
	m := ms[len(ms)-1]
	var first, second []string
	for _, e := range ex {
		parts := strings.Split(e, m[2])
		if len(parts) != 2 || parts[0] == "" || parts[1] == "" {
			return
		}
		first, second = append(first, parts[0]), append(second, parts[1])
	}
	for _, p := range []struct {
		name string
		ex   []string
	}{{m[1], first}, {m[3], second}} {
		if k := normName(p.name); k != "" && into[k] == nil {
			into[k] = p.ex
		}
	}
}

// codedTag tells whether a parameter named tag shows codes (codedShape),
// in its schema or its description's examples:
// a swing tag's "OAK-JMP-0412" of ^(OAK|…)-[A-Z]{3}-[0-9]{4}$, which the
// other tools' bare "tag" and "tags" then take, where a label's "urgent"
// says nothing of another tool's tags.
func codedTag(name string, f Facts) bool {
	if !strings.EqualFold(name, "tag") {
		return false
	}
	// (a tree's "tree tag e.g. B-07" shows its codes in prose)
	return codedShape(f) || len(f.Examples) == 0 && codedShape(Facts{Examples: toAny(proseOf(f.Description, false).examples)})
}
