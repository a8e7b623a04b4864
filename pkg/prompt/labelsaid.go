package prompt

import (
	"regexp"
	"strings"
	"unicode"

	"github.com/mcpgen/mcpgen/pkg/role"
)

// carriesLabel tells whether value v already starts with the letters of
// label, its noun, followed by a digit or a separator ("NCT56734089" for
// "nct", "IMO9321483" for "imo", "PT-7e9d2f" for "pt"): said with the
// label before it, the label is heard twice ("for NCT NCT56734089").
func carriesLabel(label, v string) bool {
	label = strings.TrimSpace(label)
	if len(label) < 2 || len(v) <= len(label) || strings.ContainsAny(label, " ") {
		return false
	}
	for _, r := range label {
		if !unicode.IsLetter(r) {
			return false
		}
	}
	if !strings.EqualFold(v[:len(label)], label) {
		return false
	}
	c := v[len(label)]
	return c >= '0' && c <= '9' || c == '-' || c == '_' || c == '#' || c == ':'
}

// labelOnce drops a one-word label said just before a value that starts
// with the same letters ("for NCT NCT56734089" → "for NCT56734089", "on
// IMO IMO9321483" → "on IMO9321483"), outside quoted text. Values reach a
// request from many phrasings (the request, a parallel one, a follow-up),
// and the value itself already says what it is.
func labelOnce(s string) string {
	if !mayRepeatLabel(s) {
		return s
	}
	var b strings.Builder
	quoted := false
	i := 0
	for i < len(s) {
		c := s[i]
		if c == '"' || c == '`' {
			quoted = !quoted
		}
		if !quoted && isLetter(c) && (i == 0 || !isWordChar(s[i-1])) {
			j := i
			for j < len(s) && isLetter(s[j]) {
				j++
			}
			if j < len(s) && s[j] == ' ' && j+1 < len(s) {
				k := j + 1
				for k < len(s) && s[k] != ' ' && s[k] != ',' && s[k] != '?' && s[k] != '.' && s[k] != ')' {
					k++
				}
				if k > j+1 && carriesLabel(s[i:j], s[j+1:k]) {
					i = j + 1 // the value alone says it
					continue
				}
			}
			b.WriteString(s[i:j])
			i = j
			continue
		}
		b.WriteByte(c)
		i++
	}
	return b.String()
}

// mayRepeatLabel tells cheaply whether s can hold a label said twice: some
// word of two or more letters is followed by a space and a token that
// starts with the same first two letters.
func mayRepeatLabel(s string) bool {
	for i := strings.IndexByte(s, ' '); i >= 0 && i+2 < len(s); {
		if i >= 2 && isLetter(s[i-1]) && isLetter(s[i-2]) {
			j := i - 2
			for j > 0 && isLetter(s[j-1]) {
				j--
			}
			if i-j >= 2 && i+1+(i-j) < len(s) && strings.EqualFold(s[j:j+2], s[i+1:i+3]) {
				return true
			}
		}
		n := strings.IndexByte(s[i+1:], ' ')
		if n < 0 {
			return false
		}
		i += n + 1
	}
	return false
}

func isLetter(c byte) bool { return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' }

func isWordChar(c byte) bool { return isLetter(c) || c >= '0' && c <= '9' || c == '_' || c == '-' }

// measureNoun splits the noun of a numeric parameter whose name ends in a
// unit ("reading m3", "heart rate bpm", "speed kmh", "threshold db") into
// what is measured and the unit as people write it after the number
// ("reading", "m³"): "a reading of 3 m³", never "a reading m3 of 3". A
// noun without a unit token gives the role's unit, if any, and the noun.
func measureNoun(p Param, noun string) (what, unit string) {
	f := strings.Fields(noun)
	if len(f) >= 2 {
		last := strings.ToLower(f[len(f)-1])
		sym := ""
		if s, ok := role.UnitSymbol(last); ok {
			sym = s
		} else if s, ok := abbrevUnits[last]; ok {
			sym = s
		} else if s, ok := spokenUnits[last]; ok {
			sym = s
		}
		if sym != "" {
			what = strings.Join(f[:len(f)-1], " ")
			if what == "temp" {
				what = "temperature"
			}
			return what, sym
		}
	}
	if u := p.Role.Unit; u != "" && p.Role.Kind == role.Quantity {
		if s, ok := role.UnitSymbol(u); ok {
			return noun, s
		}
		return noun, u
	}
	return noun, ""
}

// spokenUnits are unit tokens a numeric key may end in beyond
// abbrevUnits, as written after the number.
var spokenUnits = map[string]string{"bpm": "bpm", "rpm": "rpm", "db": "dB", "ppm": "ppm", "psi": "psi",
	"hz": "Hz", "kph": "km/h", "kmh": "km/h", "mbps": "Mbps", "ms": "ms", "mmhg": "mmHg", "kwh": "kWh", "mwh": "MWh",
	"kpa": "kPa", "mah": "mAh", "khz": "kHz", "mhz": "MHz", "ghz": "GHz", "dbm": "dBm"}

// spelledAcronym tells whether w, one word, is an initialism said letter
// by letter ("SMS", "NCT", "HTML", "MRI", "UUID"): written in capitals,
// or in lower case with no vowel after its first letter ("sms", "egfr"),
// and not shaped like a word said whole ("NASA", "SIM", "JSON").
func spelledAcronym(w string) bool {
	w = strings.TrimRight(w, ".,;:?!)'\"")
	if len(w) < 2 || len(w) > 6 {
		return false
	}
	upper, lower := 0, 0
	for i := 0; i < len(w); i++ {
		switch c := w[i]; {
		case c >= 'A' && c <= 'Z':
			upper++
		case c >= 'a' && c <= 'z':
			lower++
		case c >= '0' && c <= '9' && i > 0:
		default:
			return false
		}
	}
	l := strings.ToLower(w)
	rest := strings.TrimLeft(l[1:], "0123456789")
	vowelAfter := strings.ContainsAny(rest, "aeiouy")
	switch {
	case upper >= 2 && lower <= 1:
		// "SMS", "eGFR", "HTML"; a capitalised word said whole keeps a
		// vowel in its second letter and is no short initialism ("NASA",
		// "SIM", "JSON" is read as a word).
		if len(l) >= 3 && strings.ContainsRune("aeiou", rune(l[1])) && !strings.ContainsRune("aeiou", rune(l[0])) {
			return false
		}
		if len(l) >= 4 && strings.ContainsRune("aeiou", rune(l[2])) && !strings.ContainsRune("aeiou", rune(l[1])) && !strings.ContainsRune("aeiou", rune(l[0])) {
			return false // "SPAM", "FLAC": said as a word
		}
		return true
	case upper == 0:
		return len(l) <= 5 && !vowelAfter && !clippedKeys[l] && unitAbbrevs[l] == ""
	}
	return false
}

// letterVowel tells whether the name of letter c starts with a vowel
// sound ("an F", "an H", "an S"; "a U", "a B").
func letterVowel(c byte) bool {
	return strings.IndexByte("aefhilmnorsxAEFHILMNORSX", c) >= 0
}

// articleFor is "a" or "an" before w by its sound, initialisms by their
// first letter's name: "an SMS", "an eGFR", "a UUID", "an NCT number".
func articleFor(w string) string {
	if spelledAcronym(w) {
		if letterVowel(w[0]) {
			return "an"
		}
		return "a"
	}
	if l := strings.ToLower(w); len(l) > 2 && l[0] == 'u' && !strings.ContainsRune("aeiou", rune(l[1])) &&
		strings.ContainsRune("aeiou", rune(l[2])) && (l[1] != 'n' || l[2] == 'i') {
		return "a" // "a utility", "a unique", "a usage"; "an unarmed", "an umbrella"
	}
	if vowelSound(w) {
		return "an"
	}
	return "a"
}

// articlesBySound corrects "a" before a word said opening with a vowel
// ("a egfr" → "an egfr", "a SMS" → "an SMS") and "an" before an
// initialism said opening with a consonant ("an UUID" → "a UUID"),
// outside quoted text. Phrases built from parameter names put "a" before
// whatever noun the name gives; the sound decides. "an" before an
// ordinary word is left alone ("an hour").
func articlesBySound(s string) string {
	if !hasArticleWord(s) {
		return s
	}
	f := strings.Split(s, " ")
	quoted, changed := false, false
	for i := 0; i+1 < len(f); i++ {
		if strings.Count(f[i], "\"")%2 == 1 || strings.Count(f[i], "`")%2 == 1 {
			quoted = !quoted
		}
		if quoted || (f[i] != "a" && f[i] != "an") || f[i+1] == "" {
			continue
		}
		next := f[i+1]
		if !isLetter(next[0]) || notNoun[strings.ToLower(strings.TrimRight(next, ".,;:?!"))] {
			continue // "a and b": the letter a, no article
		}
		want := articleFor(next)
		switch {
		case f[i] == "a" && want == "an":
			f[i], changed = "an", true
		case f[i] == "an" && want == "a" && spelledAcronym(next):
			f[i], changed = "a", true
		}
	}
	if !changed {
		return s // most requests: their articles fit, and s is the words joined again
	}
	return strings.Join(f, " ")
}

// clockBound says a time of day set for a parameter whose name says it
// starts or ends something ("start", "earliest departure", "end time"):
// "starting at 13:45", "no earlier than 12:00"; ok is false for any other
// parameter or value.
func (st *funcState) clockBound(hl, x string) (argWords, bool) {
	if !clockTime.MatchString(x) {
		return argWords{}, false
	}
	w := strings.Fields(hl)
	switch {
	case hasWord(w, "earliest") || hasWord(w, "after"):
		return argWords{text: st.turn("no earlier than "+x, "after "+x)}, true
	case hasWord(w, "latest") || hasWord(w, "before"):
		return argWords{text: st.turn("no later than "+x, "by "+x)}, true
	case hasWord(w, "start", "starts", "begin", "from", "opens", "open"):
		return argWords{text: st.turn("starting at "+x, "from "+x)}, true
	case hasWord(w, "end", "ends", "until", "finish", "close", "closes"):
		return argWords{text: st.turn("ending at "+x, "until "+x)}, true
	}
	return argWords{}, false
}

// rateUnit is the compound unit d starts with ("mL/min/1.73m²", "km/h"),
// up to a space or a clause's end, as the description writes it; "" when
// it is too long to say after a number.
func rateUnit(d string) string {
	end := strings.IndexAny(d, " ,;)")
	if end < 0 {
		end = len(d)
	}
	u := strings.TrimRight(d[:end], ".")
	if len(u) > 20 {
		return ""
	}
	return u
}

// descCase writes each word of noun, a parameter's lower-cased words, as
// p's description writes it when that form has a capital past its first
// letter ("egfr" → "eGFR", "hba1c" → "HbA1c"): the way the domain spells
// the term.
func descCase(p Param, noun string) string {
	d := p.Description
	if d == "" {
		return noun
	}
	f := strings.Fields(noun)
	changed := false
	for i, w := range f {
		if len(w) < 2 {
			continue
		}
		for _, dw := range strings.FieldsFunc(d, func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) }) {
			if len(dw) == len(w) && strings.EqualFold(dw, w) && dw != w && hasInnerCapital(dw) {
				f[i] = dw
				changed = true
				break
			}
		}
	}
	if !changed {
		return noun
	}
	return strings.Join(f, " ")
}

// hasInnerCapital tells whether w has a capital letter past its first.
func hasInnerCapital(w string) bool {
	for i := 1; i < len(w); i++ {
		if w[i] >= 'A' && w[i] <= 'Z' {
			return true
		}
	}
	return false
}

// notNoun are words an article never comes before: after them "a" is
// the letter or a value ("tags a and b"), not an article.
var notNoun = map[string]bool{"and": true, "or": true, "is": true, "in": true, "of": true, "on": true, "at": true,
	"as": true, "if": true, "are": true, "it": true, "its": true, "into": true, "onto": true, "up": true, "out": true,
	"an": true, "a": true, "etc": true, "else": true, "until": true, "over": true, "under": true, "after": true,
	"even": true, "either": true, "also": true, "again": true}

// byOrVersion says a value whose key ends in "by" ("reported_by",
// "approved_by") as the words of the key and the name ("reported by
// Laura Johnson"), and a version number by its key ("consent version
// 0.9.6"): both read as a phrase, never as a setting ("with reported by
// set to …"). ok is false for other keys or values.
func (st *funcState) byOrVersion(hl, x string) (argWords, bool) {
	hw := strings.Fields(hl)
	if len(hw) < 2 {
		return argWords{}, false
	}
	switch hw[len(hw)-1] {
	case "by":
		if !personLike(x) {
			return argWords{}, false
		}
		return argWords{text: hl + " " + x}, true
	case "version":
		if !versionLike(x) {
			return argWords{}, false
		}
		return argWords{text: st.turn("using "+hl+" "+x, "on "+hl+" "+x, "with "+hl+" "+x)}, true
	}
	return argWords{}, false
}

// personLike tells whether x reads as a person's name: two to four
// capitalised words of letters ("Laura Johnson").
func personLike(x string) bool {
	w := strings.Fields(x)
	if len(w) < 2 || len(w) > 4 {
		return false
	}
	for _, p := range w {
		if !(p[0] >= 'A' && p[0] <= 'Z') {
			return false
		}
		for _, r := range p {
			if !unicode.IsLetter(r) && r != '-' && r != '\'' && r != '.' {
				return false
			}
		}
	}
	return true
}

// versionLike tells whether x is a version number ("0.9.6", "v3.1",
// "2.4.0-rc1"): digits and dots with an optional leading "v".
func versionLike(x string) bool {
	v := strings.TrimPrefix(strings.TrimPrefix(x, "v"), "V")
	if v == "" || v[0] < '0' || v[0] > '9' || !strings.Contains(v, ".") || strings.ContainsAny(v, " /") {
		return false
	}
	return len(v) <= 20
}

// namedTwice matches a noun said before a quoted value that opens on
// that noun and a short number or code ("gate \"Gate 7\"", "the bin
// \"Bin 11\"", "track \"Track 2A\""): the value names the thing by itself.
var namedTwice = regexp.MustCompile(`\b(?:the )?([a-z]{2,}) "([A-Za-z]{2,}) ([A-Z]?\d{1,4}[A-Z]?|[A-Z])"`)

// quotedNameHead matches what follows the opening quote of a match of
// namedTwice: a word, a space, a short number or code, the closing quote.
var quotedNameHead = regexp.MustCompile(`^[A-Za-z]{2,} (?:[A-Z]?\d{1,4}[A-Z]?|[A-Z])"`)

// mayNameTwice is a cheap test that namedTwice may match s: some quote
// follows a lowercase letter and a space and opens a short name. Most
// requests hold no such quote, and scanning each with namedTwice cost
// about 4% of offline generation (BenchmarkGenerateOffline).
func mayNameTwice(s string) bool {
	for i := strings.IndexByte(s, '"'); i >= 0; {
		if i >= 2 && s[i-1] == ' ' && s[i-2] >= 'a' && s[i-2] <= 'z' && quotedNameHead.MatchString(s[i+1:]) {
			return true
		}
		j := strings.IndexByte(s[i+1:], '"')
		if j < 0 {
			return false
		}
		i += 1 + j
	}
	return false
}

// quotedNameOnce says a value that opens on its own noun as the name it
// is ("with Gate 7", "from Track 10", "(Bin 8)"), never after that noun
// again and in quotes ("with gate \"Gate 7\""), outside other quoted
// text; a value whose first word is not the noun before it stays.
func quotedNameOnce(s string) string {
	if !mayNameTwice(s) {
		return s
	}
	locs := namedTwice.FindAllStringSubmatchIndex(s, -1)
	if locs == nil {
		return s
	}
	var b strings.Builder
	last := 0
	for _, l := range locs {
		noun, first := s[l[2]:l[3]], s[l[4]:l[5]]
		if !strings.EqualFold(noun, first) || strings.Count(s[:l[0]], "\"")%2 == 1 {
			continue
		}
		b.WriteString(s[last:l[0]])
		b.WriteString(s[l[4]:l[7]]) // "Gate 7"
		last = l[1]
	}
	b.WriteString(s[last:])
	return b.String()
}
