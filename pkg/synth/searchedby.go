package synth

import (
	"regexp"
	"strings"

	"github.com/mcpgen/mcpgen/pkg/role"
)

// A search described as matching a few kinds of keys ("owner name, dog
// name, phone or booking reference") searches with one of them: a
// person's name, an animal's, a phone number or a reference in the shapes
// the server shows, never "sprint planning".

// reKeyName matches a kind of name a search matches, with the word
// before it ("owner name", "dog's name", "full name", "name").
var reKeyName = regexp.MustCompile(`(?i)(?:\b([a-z]+)(?:'s)?\s+)?\bnames?\b`)

// reKeyPhone and reKeyRef match a phone number and a reference as keys.
var (
	reKeyPhone = regexp.MustCompile(`(?i)\b(?:phone|mobile|telephone)\b`)
	reKeyRef   = regexp.MustCompile(`(?i)\b(?:reference|ref)\b`)
)

// reKeySurname matches a surname as a key ("owner surname", "family
// name"); reKeyDigits a number of a stated count of digits ("the
// 15-digit microchip number"), group 1 the count.
var (
	reKeySurname = regexp.MustCompile(`(?i)\b(?:surname|family name)s?\b`)
	reKeyDigits  = regexp.MustCompile(`(?i)\b(\d{1,2})-digit\b(?:\s+[a-z]+){0,2}?\s+(?:number|id|code)\b`)
)

// animalWords are the words before "name" that make it an animal's.
var animalWords = map[string]bool{"pet": true, "dog": true, "cat": true, "animal": true, "puppy": true, "horse": true}

// searchKeys returns the kinds of keys text says a search matches: 'p' a
// person's name (a bare "name" or one of peopleNouns'), 'a' an animal's, 's' a
// surname, 'd' a number of stated digits, 't' a phone number, 'r' a reference.
func searchKeys(text string) []byte {
	var keys []byte
	add := func(k byte) {
		if !strings.ContainsRune(string(keys), rune(k)) {
			keys = append(keys, k)
		}
	}
	for _, m := range reKeyName.FindAllStringSubmatch(text, -1) {
		switch w := strings.ToLower(m[1]); {
		case animalWords[w]:
			add('a')
		case w == "" || peopleNouns[w] || w == "full" || w == "first" || w == "last" || w == "their" || w == "by":
			add('p') // (a file's name is no person's)
		}
	}
	if reKeySurname.MatchString(text) {
		add('s')
	}
	if m := reKeyDigits.FindStringSubmatch(text); m != nil && m[1] != "0" && m[1] != "1" {
		add('d')
	}
	if reKeyPhone.MatchString(text) {
		add('t')
	}
	if reKeyRef.MatchString(text) {
		add('r')
	}
	return keys
}

// searchedByValue returns a query for a search whose description (else
// its tool's) lists two kinds of keys or more it matches: one of them,
// drawn; ok is false for other parameters, and when a phone or a
// reference is drawn that the server shows no example of.
func (g *Generator) searchedByValue(r *role.Role, h hint) (string, bool) {
	if r.Kind != role.Query {
		return "", false
	}
	keys := g.searchKeysOf(h.desc)
	if len(keys) < 2 {
		keys = g.searchKeysOf(g.opts.About)
	}
	if len(keys) < 2 {
		return "", false
	}
	switch keys[g.rng.Intn(len(keys))] {
	case 's':
		return g.lastName(), true
	case 'd':
		return g.statedDigits(h.desc), true
	case 'a':
		pets := displayNames["pet"]
		return pets[g.rng.Intn(len(pets))], true
	case 't':
		if v, ok := g.redrawLast(g.opts.Server.PhoneExample(), 2); ok {
			return v, true
		}
		return "", false
	case 'r':
		if v, ok := g.redrawLast(g.opts.Server.ReferenceExample(), 4); ok {
			return v, true
		}
		return "", false
	}
	if g.rng.Intn(3) == 0 {
		return g.lastName(), true
	}
	return g.firstName() + " " + g.lastName(), true
}

// statedDigits returns a number of the count of digits desc (else the
// tool's description) states ("the 15-digit microchip number"), its first
// digit not 0.
func (g *Generator) statedDigits(desc string) string {
	m := reKeyDigits.FindStringSubmatch(desc)
	if m == nil {
		m = reKeyDigits.FindStringSubmatch(g.opts.About)
	}
	n := 10
	if m != nil {
		n = int(m[1][0] - '0')
		if len(m[1]) == 2 {
			n = n*10 + int(m[1][1]-'0')
		}
	}
	b := make([]byte, n)
	for i := range b {
		b[i] = byte('0' + g.rng.Intn(10))
	}
	if b[0] == '0' {
		b[0] = '9'
	}
	return string(b)
}

// redrawLast returns example with its last n digits drawn anew (a
// reference "APT-10234" becomes "APT-15871"); ok is false for no example.
func (g *Generator) redrawLast(example string, n int) (string, bool) {
	if example == "" {
		return "", false
	}
	b := []byte(example)
	for i := len(b) - 1; i >= 0 && n > 0; i-- {
		if b[i] >= '0' && b[i] <= '9' {
			b[i] = byte('0' + g.rng.Intn(10))
			n--
		}
	}
	return string(b), true
}
