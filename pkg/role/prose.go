package role

import (
	"regexp"
	"strconv"
	"strings"
	"unicode"
)

// prose is what a description says about values.
type prose struct {
	min, max  *float64
	maxLen    int
	def       string
	examples  []string
	format    string
	values    []string
	unit      string
	appliesTo []string
	notes     []string // for Why
}

const num = `(-?\d+(?:\.\d+)?)`

var (
	reBetween = regexp.MustCompile(`(?i)\bbetween\s+` + num + `\s+and\s+` + num)
	reDash    = regexp.MustCompile(`(?:^|[\s(\[:])` + num + `\s*(?:-|–|to|\.\.)\s*` + num + `(?:$|[\s),.\];])`)
	reMax     = regexp.MustCompile(`(?i)\b(?:max(?:imum)?|at most|up to|no more than|not exceed(?:ing)?|limit(?:ed)? to)\s*(?:of|is|:|=)?\s*` + num + `(\s*(?:chars?|characters|words|decimal places|decimals|decimal digits|digits after))?`)
	reMin     = regexp.MustCompile(`(?i)\b(?:min(?:imum)?|at least|no less than)\s*(?:of|is|:|=)?\s*` + num)
	// reMaxAfter is a maximum said after its number: "seconds taken, 3600 max".
	reMaxAfter = regexp.MustCompile(`(?i)(?:^|[\s,(])` + num + `\s+max(?:imum)?\b`)
	// reMinNamed is a minimum that names its thing: "Minimum deposit is 5000".
	reMinNamed = regexp.MustCompile(`(?i)\bmin(?:imum)?\s+[a-z]+(?:\s+[a-z]+)?\s+(?:is|of)\s+` + num + `\b`)
	reBased    = regexp.MustCompile(`(?i)\b([01])-based\b`)
	reDefault  = regexp.MustCompile("(?i)\\bdefaults?(?:\\s+(?:to|is|value))?\\s*[:=]?\\s*(?:is\\s+)?[\"'`]?([\\w./:*+-]+)")
	reExMarker = regexp.MustCompile(`(?i)\b(?:e\.g\.|eg\.|for example|for instance|such as|example:|examples:|like)\s*[:,]?\s*`)
	reIDShape  = regexp.MustCompile(`\(([A-Za-z]{1,6}_?X{4,})\)`)
	reNested   = regexp.MustCompile(`"([^"]{0,200}'[^"']{1,80}'[^"]{0,200})"`)
	reQuoted   = regexp.MustCompile("\"([^\"]{1,160})\"|'([^']{1,80})'|`([^`]{1,80})`|“([^”]{1,80})”")
	reOneOf    = regexp.MustCompile(`(?i)\b(?:one of|one or more of|any of|any combination of|either|(?:allowed|possible|valid|supported|accepted|available) values(?: are| include| includes)?|options(?: are| include)?|allowed(?:\s*:))\s*[:=]?\s*`)
	reCanBe    = regexp.MustCompile(`(?i)\b(?:must be|can be|may be|should be)\s*[:=]?\s*`)
	reParens   = regexp.MustCompile(`\(([a-z][a-z_-]*(?:\s*,\s*[a-z][a-z_-]*)+,?\s*(?:or|and)\s+[a-z][a-z_-]*|[a-z][a-z_-]*(?:\s*,\s*[a-z][a-z_-]*){2,})\)`)
	reFormat   = regexp.MustCompile("(?i)\\b(?:in the (?:format|form)|in format|formatted as|format:|of the form)\\s*(?:of\\s+)?(?:[\"'`]([^\"'`]{1,40})[\"'`]|([^\"'`,;()]{2,40}?)(?:[,;.)]|\\s*$|\\s+(?:or|and|with|for)\\b))")
	reApplies  = regexp.MustCompile(`(?i)\b(?:(?:only )?used (?:only )?(?:for|with|by|when)|only (?:for|with|when|applies to)|required (?:for|when|with)|applies (?:only )?to|relevant (?:only )?(?:for|to)|ignored unless)\s+(?:the\s+|an?\s+)?(?:action\s+|operation\s+|mode\s+)?(?:is\s+)?["'` + "`" + `]?([\w/-]+(?:["'` + "`" + `]?\s*(?:,|/|or|and)\s*["'` + "`" + `]?[\w-]+){0,5})`)
)

// knownFormats are format names a description may state without "format".
var knownFormats = []string{"YYYY-MM-DDTHH:MM:SS", "YYYY-MM-DD", "YYYY-MM", "yyyy-mm", "DD/MM/YYYY", "MM/DD/YYYY", "HH:MM:SS", "HH:MM", "ISO 8601", "ISO8601", "RFC 3339", "RFC3339",
	"owner/repo", "owner/name", "E.164", "ISO 4217", "ISO 3166", "ISO 639", "BCP 47", "IANA"}

// units maps words of a description to the unit they state.
var units = []struct{ word, unit string }{
	{"milliseconds", "milliseconds"}, {"millisecond", "milliseconds"}, {"(ms)", "milliseconds"}, {" in ms", "milliseconds"},
	{"seconds", "seconds"}, {"in second", "seconds"}, {"minutes", "minutes"}, {"hours", "hours"}, {"days", "days"}, {"weeks", "weeks"}, {"months", "months"},
	{"kilometers", "kilometers"}, {"kilometres", "kilometers"}, {" km", "kilometers"},
	// before metres: "millimetres", "centimetres" and "cubic metres" end on "metres"
	{"centimeters", "cm"}, {"centimetres", "cm"}, {" cm", "cm"}, {"millimeters", "mm"}, {"millimetres", "mm"}, {" mm", "mm"},
	{"cubic meters", "m3"}, {"cubic metres", "m3"}, {" m3", "m3"}, {" m³", "m3"},
	{"square meters", "m2"}, {"square metres", "m2"}, {" m2", "m2"}, {" m²", "m2"},
	{"meters", "meters"}, {"metres", "meters"},
	{"miles", "miles"}, {"pixels", "pixels"}, {" px", "pixels"}, {" kb", "KB"}, {" mb", "MB"}, {" gb", "GB"},
	{"kilograms", "kg"}, {" kg", "kg"}, {"milligrams", "mg"}, {"bytes", "bytes"}, {"percent", "percent"}, {"%", "percent"}, {"degrees", "degrees"},
	{"celsius", "celsius"}, {"fahrenheit", "fahrenheit"},
}

func parseNum(s string) (float64, bool) {
	f, err := strconv.ParseFloat(s, 64)
	return f, err == nil
}

func fp(f float64) *float64 { return &f }

// mustNum is parseNum for text num already matched (0 if it does not parse).
func mustNum(s string) float64 {
	f, _ := parseNum(s)
	return f
}

func fmtNum(f float64) string { return strconv.FormatFloat(f, 'f', -1, 64) }

// readProse reads the description d of a parameter; numeric says the
// parameter is a number (ranges then bound the value, not its length).
func readProse(d string, numeric bool) prose {
	var p prose
	if d == "" {
		return p
	}
	// cheap word checks decide which expressions can match at all
	l := strings.ToLower(d)
	p.readRange(d, l, numeric)
	if strings.Contains(l, "default") {
		if m := reDefault.FindStringSubmatch(d); m != nil {
			p.def = strings.TrimRight(m[1], ".")
		}
	}
	if containsAny(l, "e.g", "eg.", "example", "instance", "such as", "like") {
		p.readExamples(d)
	}
	if len(p.examples) == 0 && strings.Contains(d, "XXXX") {
		// an id's shape in parentheses: "Table ID (tblXXXXXXXXXXXXXX)"
		for _, m := range reIDShape.FindAllStringSubmatch(d, 2) {
			p.examples = append(p.examples, m[1])
		}
	}
	if len(p.examples) == 0 && strings.Contains(d, "(") {
		if p.examples = bracketCodes(d); p.examples != nil {
			p.notes = append(p.notes, "codes listed in brackets")
		}
	}
	p.readFormat(d, l)
	p.readFormExamples(d, l)
	p.readHoleForms(d)
	p.readValues(d, l)
	p.readBareList(d, l)
	if numeric {
		p.readNumberList(d)
	}
	p.readUnit(l)
	if containsAny(l, "used", "only", "required", "appl", "relevant", "ignored") {
		if m := reApplies.FindStringSubmatch(d); m != nil {
			p.appliesTo = splitList(m[1])
		}
	}
	return p
}

func (p *prose) readRange(d, l string, numeric bool) {
	if !strings.ContainsAny(d, "0123456789") {
		if numeric {
			p.readWordRange(l)
		}
		return
	}
	if m := maxMatch(d, l); m != nil {
		if v, ok := parseNum(m[1]); ok {
			if !numeric || m[2] != "" {
				if strings.Contains(strings.ToLower(m[2]), "char") {
					p.maxLen = int(v)
					p.notes = append(p.notes, "max length "+m[1]+" from prose")
				}
			} else {
				p.max = fp(v)
			}
		}
	}
	if !numeric {
		return
	}
	if p.max == nil {
		if m := reMaxAfter.FindStringSubmatch(d); m != nil {
			p.max = fp(mustNum(m[1]))
		}
	}
	if m := reMin.FindStringSubmatch(d); m != nil {
		if v, ok := parseNum(m[1]); ok {
			p.min = fp(v)
		}
	} else if m := reMinNamed.FindStringSubmatch(d); m != nil {
		if v, ok := parseNum(m[1]); ok {
			p.min = fp(v)
		}
	}
	if m := reBased.FindStringSubmatch(d); m != nil && p.min == nil {
		v, _ := parseNum(m[1])
		p.min = fp(v)
	}
	lo, hi := "", ""
	if m := reBetween.FindStringSubmatch(d); m != nil {
		lo, hi = m[1], m[2]
	} else if m := reDash.FindStringSubmatchIndex(d); m != nil {
		if !agesBefore(l[:m[2]]) {
			lo, hi = d[m[2]:m[3]], d[m[4]:m[5]]
		}
	} else if m := reDash.FindStringSubmatch(withoutWordGlosses(d)); m != nil {
		lo, hi = m[1], m[2]
	}
	if lo != "" {
		l, ok1 := parseNum(lo)
		h, ok2 := parseNum(hi)
		if ok1 && ok2 && l < h {
			p.min, p.max = fp(l), fp(h)
		}
	}
	if p.min != nil || p.max != nil {
		s := "range "
		if p.min != nil {
			s += fmtNum(*p.min)
		}
		s += ".."
		if p.max != nil {
			s += fmtNum(*p.max)
		}
		p.notes = append(p.notes, s+" from prose")
	}
}

// reWordRange matches a range whose ends are written in words: "level
// zero to two", "between one and five", "from three through ten".
var reWordRange = regexp.MustCompile(`\b(zero|one|two|three|four|five|six|seven|eight|nine|ten)\s+(?:to|through|and)\s+` +
	`(one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty|hundred)\b`)

// wordNumbers are the values of the number words reWordRange reads.
var wordNumbers = map[string]float64{"zero": 0, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7,
	"eight": 8, "nine": 9, "ten": 10, "eleven": 11, "twelve": 12, "twenty": 20, "hundred": 100}

// readWordRange reads a number's range written in words in the lowered
// description l ("Quality flag. Use level zero to two."): 0..2, where a
// quality of 73 was drawn. Equal or reversed ends ("one to one") are no
// range.
func (p *prose) readWordRange(l string) {
	if !strings.Contains(l, " to ") && !strings.Contains(l, " and ") && !strings.Contains(l, " through ") {
		return
	}
	m := reWordRange.FindStringSubmatch(l)
	if m == nil || wordNumbers[m[1]] >= wordNumbers[m[2]] {
		return
	}
	p.min, p.max = fp(wordNumbers[m[1]]), fp(wordNumbers[m[2]])
	p.notes = append(p.notes, "range "+m[1]+".."+m[2]+" in words from prose")
}

// agesBefore reports whether the lowered text before a range ends on
// "ages" or "aged" ("children": "Ages 4-15"): the range is of whom the
// value counts, not of the value, which stays a few children.
func agesBefore(before string) bool {
	before = strings.TrimRight(before, " (:")
	return strings.HasSuffix(before, "ages") || strings.HasSuffix(before, "aged")
}

// reWordGloss is a parenthesised gloss of words without digits: "1
// (critical, same day) to 4 (next scheduled service)".
var reWordGloss = regexp.MustCompile(`\s*\([^()0-9]{1,60}\)`)

// withoutWordGlosses drops the word glosses of d, so that a range whose
// ends each carry one ("1 (critical) to 4 (routine)") reads as "1 to 4".
func withoutWordGlosses(d string) string {
	if !strings.Contains(d, "(") {
		return d
	}
	return reWordGloss.ReplaceAllString(d, "")
}

// quoted returns the quoted or backticked values in s.
func quoted(s string) []string {
	var out []string
	if strings.Count(s, "\"") >= 2 && strings.Count(s, "'") >= 2 {
		// a query with literals inside ("name contains 'budget' and
		// trashed = false"): the double-quoted spans are the examples
		for _, m := range reNested.FindAllStringSubmatch(s, 8) {
			out = append(out, m[1])
		}
		if len(out) > 0 {
			return out
		}
	}
	for _, m := range reQuoted.FindAllStringSubmatch(s, 8) {
		for _, g := range m[1:] {
			if g != "" {
				out = append(out, g)
				break
			}
		}
	}
	return out
}

// quotedValues returns the quoted values of a list of values in s, but
// not a name the list points to ("or a custom analyzer defined by name in
// `analyzers`": `analyzers` is another field, no value).
func quotedValues(s string) []string {
	var out []string
	for _, m := range reQuoted.FindAllStringSubmatchIndex(s, 8) {
		if strings.HasSuffix(strings.ToLower(strings.TrimRight(s[:m[0]], " ")), " in") {
			continue
		}
		for g := 2; g+1 < len(m); g += 2 {
			if m[g] >= 0 && m[g+1] > m[g] {
				out = append(out, s[m[g]:m[g+1]])
				break
			}
		}
	}
	return out
}

// clause returns s up to the end of its clause: a closing parenthesis or a
// sentence end.
func clause(s string) string {
	depth := 0
	inQ := byte(0)
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case inQ != 0:
			if c == inQ {
				inQ = 0
			}
		case c == '"' || c == '`' || c == '\'' && (i == 0 || s[i-1] == ' ' || s[i-1] == '(' || s[i-1] == ','):
			inQ = c
		case c == '(' || c == '{' || c == '[':
			depth++
		case c == ')' || c == '}' || c == ']':
			if depth == 0 {
				return s[:i]
			}
			depth--
		case c == ';' && depth == 0:
			return s[:i]
		case c == '.' && depth == 0 && (i+1 == len(s) || s[i+1] == ' ' || s[i+1] == '\n'):
			return s[:i]
		}
	}
	return s
}

func (p *prose) readExamples(d string) {
	for _, loc := range reExMarker.FindAllStringIndex(d, 4) {
		if Negated(d, loc[0]) {
			continue // "do not enter card numbers such as ...": none to send
		}
		rest := clause(d[loc[1]:])
		q := quoted(rest)
		if len(q) == 0 {
			// a bare list: "e.g., 1, 2, 3"
			for _, w := range splitExamples(withoutGlosses(rest)) {
				// one word, or a short name with a number in it ("Tier 2",
				// "Room 4B"): a coded example, not prose
				if len(w) <= 40 && (!strings.Contains(w, " ") || strings.Count(w, " ") <= 2 && (strings.ContainsAny(w, "0123456789") || properName(w))) ||
					len(w) <= 80 && !strings.ContainsAny(w, " \t") && strings.ContainsAny(w, "0123456789") {
					// or one long token with digits: an id ("e.g.
					// 1BxiMVs0XRA5nFMdKvBdBZjgmUUqptlbs74OgvE2upms")
					q = append(q, w)
				}
			}
			if len(q) > 6 || strings.Count(rest, " ") > 8 {
				q = nil
			}
		}
		p.examples = append(p.examples, q...)
	}
	if len(p.examples) > 0 {
		p.notes = append(p.notes, "examples from prose")
	}
}

func (p *prose) readFormat(d, l string) {
	for _, f := range knownFormats {
		if strings.Contains(d, f) {
			p.format = f
			p.notes = append(p.notes, "format "+f+" from prose")
			return
		}
	}
	if f, ok := letterFormat(d, l); ok {
		p.format = f
		p.notes = append(p.notes, "format "+f+" from prose")
		return
	}
	if !containsAny(l, "form") {
		return
	}
	if m := reFormat.FindStringSubmatch(d); m != nil {
		f := strings.TrimSpace(m[1] + m[2])
		if f != "" && len(strings.Fields(f)) <= 3 {
			p.format = f
			p.notes = append(p.notes, "format "+f+" from prose")
		}
	}
}

// reLetterFormat matches a date or time format written in letters
// ("dd/mm/yyyy", "yyyy-mm-dd", "hh:mm", and the compact "yyyymmdd" and
// "HHMM" a terse key's description may be alone), which knownFormats
// (case-sensitive, so "IANA" is not read in "Indiana") leaves out.
var reLetterFormat = regexp.MustCompile(`(?i)\b(?:yyyymmdd|yyyy[-/.]mm(?:[-/.]dd)?|dd[-/.]mm[-/.]yyyy|mm[-/.]dd[-/.]yyyy|hh:mm(?::ss)?|hhmm)\b`)

// letterFormat returns the date or time format a description d (l its
// lower case) writes in lower-case letters, upper-cased as knownFormats
// spells it: "due on/before, dd/mm/yyyy" gave the prose list dd, mm,
// yyyy and the value "yyyy", now a date in DD/MM/YYYY.
func letterFormat(d, l string) (string, bool) {
	if !strings.Contains(l, "yyyy") && !strings.Contains(l, "hh:mm") && !strings.Contains(l, "hhmm") {
		return "", false
	}
	loc := reLetterFormat.FindStringIndex(d)
	if loc == nil {
		return "", false
	}
	m := d[loc[0]:loc[1]]
	if !strings.ContainsAny(m, "-/.:") && (loc[0] > 0 && strings.ContainsRune("-_", rune(d[loc[0]-1])) || loc[1] < len(d) && strings.ContainsRune("-_", rune(d[loc[1]]))) {
		// "ROUTE-YYYYMMDD-HHMM": compact pieces of a longer form
		return "", false
	}
	return strings.ToUpper(m), true
}

// pronounList tells whether a list read after "either" or "one of" holds
// a pronoun: "Supply either this or ticket_code" names two parameters,
// one of them this one, and lists no values ("this" was drawn as a card
// number's value).
func pronounList(vals []string) bool {
	for _, v := range vals {
		switch strings.ToLower(v) {
		case "this", "that", "it", "these", "those", "this one", "the other":
			return true
		}
	}
	return false
}

func (p *prose) readValues(d, l string) {
	if !containsAny(l, "one of", "any of", "one or more of", "any combination of", "either", "values", "options", "allowed", " be ", "(") {
		return
	}
	if loc := oneOfIndex(d, l); loc != nil {
		rest := clause(d[loc[1]:])
		vals := quotedValues(rest)
		if len(vals) == 0 {
			vals = splitList(rest)
			for i, v := range vals {
				// "One of CPT (captain), FO (first officer)": a code's
				// gloss says what it means, the code is the value
				vals[i] = withoutGloss(v)
			}
			for _, v := range vals {
				if strings.Contains(v, " ") || len(v) > 30 {
					vals = nil
					break
				}
			}
		}
		if len(vals) >= 2 && !pronounList(vals) {
			p.values = vals
		}
	}
	if p.values == nil {
		if loc := canBeIndex(d, l); loc != nil {
			if vals := quotedValues(clause(d[loc[1]:])); len(vals) >= 2 {
				p.values = vals
			}
		}
	}
	if p.values == nil {
		if m := reParens.FindStringSubmatch(d); m != nil {
			p.values = splitList(m[1])
		}
	}
	if p.values != nil {
		p.notes = append(p.notes, "values "+strings.Join(p.values, "|")+" from prose")
	}
}

func (p *prose) readUnit(ld string) {
	l := " " + ld
	// "Radius in metres (50 m - 50 km)": the unit said after "in" is the
	// value's own; others name the ends of its range
	for _, u := range units {
		in := " in " + strings.TrimPrefix(u.word, " ")
		if u.word[0] == ' ' || u.word[0] == '(' || u.word == "%" {
			in = " in" + u.word
		}
		if unitSaid(l, in) {
			p.unit = u.unit
			p.notes = append(p.notes, "unit "+u.unit+" from prose")
			return
		}
	}
	for _, u := range units {
		if unitSaid(l, u.word) {
			p.unit = u.unit
			p.notes = append(p.notes, "unit "+u.unit+" from prose")
			return
		}
	}
	p.readTerseUnit(ld)
}

// terseUnits are the unit abbreviations a terse description ends on
// ("depth m", "run hrs", "mins") that units does not read: alone they
// are ambiguous in prose ("min 2h block" is a minimum), last in a
// description of a few words they are the unit.
var terseUnits = map[string]string{"m": "meters", "mins": "minutes", "min": "minutes", "hrs": "hours", "hr": "hours",
	"secs": "seconds", "sec": "seconds", "ms": "milliseconds"}

// readTerseUnit reads the unit a description of at most three words ends
// on ("depth m": a depth in metres, not 592 of nothing; "mins": a delay
// in minutes, not "1 meter"), when nothing else states one.
func (p *prose) readTerseUnit(ld string) {
	w := strings.Fields(strings.TrimRight(ld, ". "))
	if len(w) == 0 || len(w) > 3 {
		return
	}
	if u, ok := terseUnits[w[len(w)-1]]; ok {
		p.unit = u
		p.notes = append(p.notes, "unit "+u+" from the description's last word")
	}
}

// unitSaid tells whether the description l says the unit word w. A word
// that opens on a space is an abbreviation ("mm", "cm", "km"): it must end
// where a word ends, so "mmHg" is no millimetre and "cmd" no centimetre.
func unitSaid(l, w string) bool {
	if w[0] != ' ' {
		return strings.Contains(l, w)
	}
	for i := 0; ; {
		j := strings.Index(l[i:], w)
		if j < 0 {
			return false
		}
		e := i + j + len(w)
		if e == len(l) || !unicode.IsLetter(rune(l[e])) {
			return true
		}
		i = i + j + 1
	}
}

// splitExamples splits a bare list of examples ("e.g. 1, 2 or 3") at
// commas, "or" and "and" only: a slash inside one example is part of the
// value ("Europe/Berlin", "owner/repo", "image/png"), not a separator.
func splitExamples(s string) []string {
	s = strings.NewReplacer(" or ", ",", " and ", ",").Replace(s)
	var out []string
	for _, w := range strings.Split(s, ",") {
		w = withoutGloss(strings.Trim(strings.TrimSpace(w), "\"'`“”.:"))
		if w != "" && !listFiller(w) {
			out = append(out, w)
		}
	}
	return out
}

// withoutGloss returns a code example without the words in parentheses
// that explain it ("EL07 (elementary)" → "EL07"): the gloss says what the
// code means, it is no part of the value. An example of several words,
// or with other marks than "-" and "_", keeps its parentheses.
func withoutGloss(w string) string {
	i := strings.Index(w, " (")
	if i <= 0 || !strings.HasSuffix(w, ")") {
		return w
	}
	for _, c := range w[:i] {
		if !(c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '_' || c == '-') {
			return w
		}
	}
	return w[:i]
}

// withoutGlosses returns a bare list of examples without the words in
// parentheses after a code that explain its parts ("ES-A2-EVE-0925
// (language, CEFR level, schedule, start month/year)" → "ES-A2-EVE-0925",
// "PERF-2025-1103-19 (date and curtain hour)" → "PERF-2025-1103-19"):
// commas, "and" and "or" inside the gloss do not separate examples.
func withoutGlosses(s string) string {
	i := strings.Index(s, " (")
	if i <= 0 {
		return s
	}
	j := strings.IndexByte(s[i:], ')')
	if j < 0 {
		return s
	}
	if g := s[i : i+j]; !strings.Contains(g, ",") && !strings.Contains(g, " and ") && !strings.Contains(g, " or ") {
		return s[:i+j+1] + withoutGlosses(s[i+j+1:])
	}
	return s[:i] + withoutGlosses(s[i+j+1:])
}

// listFiller tells whether an item of a prose list only says the list
// goes on ("pods, deployments, services, etc."): never a value.
func listFiller(w string) bool {
	switch strings.ToLower(strings.Trim(w, "…. ")) {
	case "", "etc", "etc)", "and so on", "so on", "and more", "more", "others", "and others", "and the like":
		return true
	}
	return false
}

// splitList splits "a, b or c" / "a/b" / "'a', 'b'" into its items.
func splitList(s string) []string {
	s = strings.NewReplacer(" or ", ",", " and ", ",", "/", ",", "|", ",").Replace(s)
	var out []string
	for _, w := range strings.Split(s, ",") {
		w = strings.Trim(strings.TrimSpace(w), "\"'`“”.:")
		w = strings.TrimPrefix(w, "or ")
		w = strings.TrimPrefix(w, "and ")
		if w != "" && !listFiller(w) {
			out = append(out, w)
		}
	}
	return out
}

// properName tells whether a bare example of a few words is a name, each
// word capitalized ("World Famous", "Santa Cruz", "New Balance"): a brand
// or a place in a list of examples, not a phrase of prose.
func properName(w string) bool {
	for f := range strings.FieldsSeq(w) {
		if r := []rune(f)[0]; !unicode.IsUpper(r) {
			return false
		}
	}
	return true
}
