package prompt

import (
	"github.com/mcpgen/mcpgen/pkg/role"
	"strings"
	"unicode"
)

// knownAcronyms are initialisms API keys commonly spell in lower case
// ("mc_number", "sku", "practiceNpi") that a person writes in capitals.
// They back up the general tests of acronymOf: a token written in
// capitals in the tool's or parameter's description, or a short token
// with no vowel.
var knownAcronyms = map[string]bool{"sku": true, "vin": true, "dot": true, "mc": true, "ein": true, "npi": true,
	"iata": true, "icao": true, "pnr": true, "upc": true, "ean": true, "isbn": true, "issn": true, "imei": true,
	"iban": true, "bic": true, "ssn": true, "vat": true, "gst": true, "hin": true, "mrn": true, "dob": true,
	"eta": true, "etd": true, "po": true, "api": true, "url": true, "uri": true, "ip": true, "sms": true,
	"pdf": true, "csv": true, "utc": true, "kpi": true, "crm": true, "nda": true, "rsvp": true, "faa": true,
	"ndc": true, "cpt": true, "icd": true, "awb": true, "bol": true, "scac": true, "tonu": true, "ach": true}

// acronymWords are acronyms that are also English words ("dot", "tin"):
// said in capitals only just before a value with a digit ("DOT
// 71732"), never in a sentence's own words ("a dot").
var acronymWords = map[string]bool{"dot": true, "po": true, "eta": true, "hin": true, "bol": true}

// clippedKeys are vowel-less tokens keys use as clipped words or units,
// not initialisms ("qty", "msg", "px"): never said in capitals.
var clippedKeys = map[string]bool{"qty": true, "msg": true, "msgs": true, "txn": true, "txns": true, "src": true,
	"dst": true, "pwd": true, "cwd": true, "cnt": true, "pkg": true, "cfg": true, "tmp": true, "ts": true, "tz": true,
	"dt": true, "nr": true, "st": true, "rd": true, "pct": true, "pts": true, "yr": true, "yrs": true, "hr": true,
	"hrs": true, "ms": true, "px": true, "sz": true, "lvl": true, "mgr": true, "ft": true, "lb": true, "lbs": true,
	"kg": true, "mg": true, "mm": true, "cm": true, "km": true, "ml": true, "kwh": true, "kw": true, "sq": true,
	"mph": true, "bpm": true, "fps": true, "rgb": true, "nb": true, "th": true, "nd": true,
	"by": true, "my": true, "why": true, "try": true, "dry": true, "fly": true, "sync": true, "xs": true, "xl": true, "jq": true,
	"lng": true, "img": true, "imgs": true, "ctx": true, "btn": true, "std": true, "tbl": true, "cmd": true,
	"cmds": true, "ctl": true, "clr": true, "bg": true, "fg": true, "txt": true, "nxt": true, "cb": true,
	"dl": true, "br": true, "rcpt": true, "tx": true, "rx": true, "pk": true, "fk": true, "mgmt": true,
	"chk": true, "trk": true, "grp": true, "ppl": true, "prv": true, "nth": true, "hh": true}

// acronymOf tells whether tok, one lower-case word of a key in words,
// is an initialism a person writes in capitals: the descriptions write
// it so ("Practice NPI", "MC number"), or it is a known one, or a
// short token with no vowel that is no clipped word ("pnr").
func acronymOf(tok string, descs ...string) bool {
	if len(tok) < 2 || len(tok) > 5 || clippedKeys[tok] || unitAbbrevs[tok] != "" || shortFor[tok] != "" {
		return false
	}
	for _, r := range tok {
		if r < 'a' || r > 'z' {
			return false
		}
	}
	if knownAcronyms[tok] {
		return true
	}
	up := strings.ToUpper(tok)
	for _, d := range descs {
		if wordIn(d, up) && !shouted(d) && !capsWords[tok] {
			return true
		}
	}
	return len(tok) <= 4 && !strings.ContainsAny(tok, "aeiouy")
}

// capsWords are English words descriptions write in capitals for
// emphasis ("ONLY", "NOT", "MUST"), or short words that are no
// initialism though a description spells them so ("DOC"): never taken
// for one.
var capsWords = map[string]bool{"only": true, "not": true, "must": true, "all": true, "any": true, "and": true, "or": true, "the": true,
	"never": true, "always": true, "none": true, "true": true, "false": true, "null": true, "each": true, "new": true, "get": true,
	"set": true, "use": true, "note": true, "this": true, "one": true, "doc": true, "docs": true, "do": true, "no": true, "yes": true,
	"if": true, "is": true, "are": true, "of": true, "to": true, "in": true, "on": true, "at": true, "off": true, "max": true, "min": true}

// shouted tells whether a description writes several words in capitals
// for emphasis ("USER search ONLY. STANDALONE parameter"): its capitals
// then say nothing about initialisms.
func shouted(d string) bool {
	n := 0
	for _, w := range strings.FieldsFunc(d, func(r rune) bool { return !unicode.IsLetter(r) }) {
		if len(w) >= 4 && strings.ToUpper(w) == w {
			n++
		}
	}
	return n >= 2
}

// wordIn tells whether w occurs in s as a whole word, case kept.
func wordIn(s, w string) bool {
	for i := strings.Index(s, w); i >= 0; {
		end := i + len(w)
		// "JOB-1234" and "SKU_ID" are values, not the word written in capitals
		before := i == 0 || !isWordRune(rune(s[i-1])) && !strings.ContainsRune("-_/.#", rune(s[i-1]))
		after := end == len(s) || !isWordRune(rune(s[end])) && !strings.ContainsRune("-_/#", rune(s[end]))
		if before && after {
			return true
		}
		j := strings.Index(s[end:], w)
		if j < 0 {
			break
		}
		i = end + j
	}
	return false
}

func isWordRune(r rune) bool { return unicode.IsLetter(r) || unicode.IsDigit(r) || r == '_' }

// requestAcronyms are the words of the tool's keys (top-level and those
// of objects its arguments hold) that are initialisms: "mc number" and
// "dot number" give "mc" and "dot".
func requestAcronyms(d *Data) map[string]bool {
	if d == nil {
		return nil
	}
	var out map[string]bool
	put := func(w string) {
		if out == nil {
			out = map[string]bool{}
		}
		out[w] = true
	}
	for _, p := range d.Params {
		for _, w := range p.acronymWords() {
			put(w)
		}
		if p.Role.Kind == role.ID && d.Tool.peers.Initialism(p.Name) {
			// "Student record by UPN" in another tool: the code "upn" is
			// UPN here too (an English word a description shouts, "NAME",
			// has a role of its own and stays a word)
			put(p.Name)
		}
	}
	var walk func(v any)
	walk = func(v any) {
		switch x := v.(type) {
		case map[string]any:
			for k, e := range x {
				for _, w := range bareKeyAcronyms.get(k, undescribedAcronyms) {
					put(w)
				}
				walk(e)
			}
		case []any:
			for _, e := range x {
				walk(e)
			}
		}
	}
	for _, v := range d.Args {
		walk(v)
	}
	return out
}

// keyAcronyms are the words of a key in words that are initialisms by
// acronymOf, given the key's description (desc).
func keyAcronyms(key, desc string) []string {
	var out []string
	for w := range strings.FieldsSeq(strings.ToLower(Humanize(key))) {
		if acronymOf(w, desc, key) {
			out = append(out, w)
		}
	}
	return out
}

// bareKeyAcronyms remembers undescribedAcronyms' answers: the keys of
// object values are a schema's, read again for every record.
var bareKeyAcronyms textMemo[[]string]

// undescribedAcronyms is keyAcronyms of a key with no description.
func undescribedAcronyms(key string) []string { return keyAcronyms(key, "") }

// acronymWords is keyAcronyms of p's name and description, read once per
// parameter.
func (p Param) acronymWords() []string {
	f := p.facts
	if f == nil {
		return keyAcronyms(p.Name, p.Description)
	}
	f.acrOnce.Do(func() { f.acr = keyAcronyms(p.Name, p.Description) })
	return f.acr
}

// upperAcronyms writes the initialisms among a request's key words in
// capitals where the request says them as words ("for practice npi
// 1951000144" → "for practice NPI 1951000144", "Add a carrier to mc
// 789403" → "MC 789403"), never inside a quoted value, a code block or a
// token glued to other characters ("dot-com", "sku_id", "x.dot"). One
// that is also an English word is changed only before a value with a
// digit.
func upperAcronyms(s string, acr map[string]bool) string {
	if len(acr) == 0 {
		return s
	}
	parts := strings.Split(s, "```")
	for i := 0; i < len(parts); i += 2 {
		parts[i] = upperAcronymsIn(parts[i], acr)
	}
	return strings.Join(parts, "```")
}

// upperAcronymsIn is upperAcronyms on text with no code block.
func upperAcronymsIn(s string, acr map[string]bool) string {
	b := []byte(s)
	quote := byte(0)
	for i := 0; i < len(b); {
		c := b[i]
		if quote != 0 {
			if c == quote || c == '\n' {
				quote = 0
			}
			i++
			continue
		}
		if c == '"' || c == '`' {
			quote = c
			i++
			continue
		}
		if c < 'a' || c > 'z' {
			i++
			continue
		}
		j := i
		for j < len(b) && b[j] >= 'a' && b[j] <= 'z' {
			j++
		}
		w := string(b[i:j])
		if acr[w] && !gluedAt(b, i, j) && (!acronymWords[w] || digitNext(b, j)) {
			copy(b[i:j], strings.ToUpper(w))
		}
		i = j
	}
	return string(b)
}

// gluedAt tells whether the letters b[i:j] are part of a longer token:
// a letter, digit or one of "-_./@#'" touches them (a full stop or colon
// ending a sentence does not).
func gluedAt(b []byte, i, j int) bool {
	if i > 0 {
		c := rune(b[i-1])
		if c >= 0x80 || isWordRune(c) || strings.ContainsRune("-_./@#'$", c) {
			return true
		}
	}
	if j < len(b) {
		c := rune(b[j])
		if c >= 0x80 || isWordRune(c) || strings.ContainsRune("-_/@#'$", c) {
			return true
		}
		if (c == '.' || c == ':') && j+1 < len(b) && b[j+1] != ' ' && b[j+1] != '\n' {
			return true
		}
	}
	return false
}

// digitNext tells whether the word after b[:j] (past one space) holds a
// digit: "dot 71732", not "a dot in".
func digitNext(b []byte, j int) bool {
	if j >= len(b) || b[j] != ' ' {
		return false
	}
	for k := j + 1; k < len(b) && b[k] != ' ' && b[k] != ','; k++ {
		if b[k] >= '0' && b[k] <= '9' {
			return true
		}
	}
	return false
}

// acronymsInHead is upperAcronyms on a request's first line only: the
// lines after it hold pasted text and blocks, whose words are values
// (an item list's keys are cased where it is written, caseKey).
func acronymsInHead(s string, acr map[string]bool) string {
	head, tail, ok := strings.Cut(s, "\n")
	head = upperAcronyms(head, acr)
	if !ok {
		return head
	}
	return head + "\n" + tail
}

// caseKey writes a key in words with its initialisms in capitals ("sku"
// → "SKU", "bottle size ml" stays): a listed item's keys are words of the
// request, not values.
func caseKey(h string) string {
	f := strings.Fields(h)
	for i, w := range f {
		if acronymOf(w) && !acronymWords[w] {
			f[i] = strings.ToUpper(w)
		}
	}
	return strings.Join(f, " ")
}
