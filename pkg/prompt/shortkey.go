package prompt

import "strings"

// SpellShortKeys returns g with each parameter whose name opens with a
// clipped token ("wo_id", "mc_number", "bk_no") named by the words the
// token cuts short, as its description spells them ("Work order id, e.g.
// WO-1" → "work order id"), or, when it has none, the description of the
// same key on another tool (described, given the key): a clarify question then asks "Which
// work order? I'll need its id.", not "Which wo? I'll need its id.". A
// parameter no description spells out is returned as it is.
func SpellShortKeys(g []Param, described func(name string) string) []Param {
	var out []Param
	for i, p := range g {
		w := strings.Fields(strings.ToLower(splitCamel(p.Name)))
		if len(w) < 2 {
			continue
		}
		d := p.Description
		if d == "" && described != nil {
			d = described(p.Name)
		}
		long := ""
		if clippedHead(w[0]) {
			long = spelledHead(w[0], d)
		} else {
			long = acronymHead(w[0], d)
		}
		if long == "" {
			continue
		}
		if out == nil {
			out = append([]Param(nil), g...)
		}
		out[i].Human = long + " " + strings.Join(w[1:], " ")
	}
	if out == nil {
		return g
	}
	return out
}

// clippedHead tells whether tok, a key's first word, is a token cut from
// longer words ("wo", "mc", "bk", "wk"): two letters, or three with no
// vowel. A word of three letters or more with a vowel ("pet", "tag") is
// taken as the word it is.
func clippedHead(tok string) bool {
	if !plainWord.MatchString(tok) || len(tok) < 2 || len(tok) > 3 {
		return false
	}
	return len(tok) == 2 || !strings.ContainsAny(tok, "aeiouy")
}

// spelledHead is the words among the first of description d that tok cuts
// short: as many words as tok has letters, each opening with its letter
// ("wo": "Work order"), or one longer word opening with tok's first
// letter and holding its letters in order ("bk": "Booking no."). "" when
// none does.
func spelledHead(tok, d string) string {
	var words []string
	for x := range strings.FieldsSeq(strings.ToLower(d)) {
		x = strings.Trim(x, ".,:;?!()'\"")
		if len(words) == 6 || !plainWord.MatchString(x) {
			break
		}
		words = append(words, x)
	}
	for i := range words {
		if j := i + len(tok); j <= len(words) {
			ok := true
			for k := range len(tok) {
				if words[i+k][0] != tok[k] || len(words[i+k]) < 2 || determiners[words[i+k]] {
					ok = false
				}
			}
			if ok {
				return strings.Join(words[i:j], " ")
			}
		}
		if x := words[i]; len(x) >= len(tok)+2 && x[0] == tok[0] && inOrder(tok, x) {
			return x
		}
	}
	return ""
}

// inOrder tells whether the letters of tok occur in x in their order.
func inOrder(tok, x string) bool {
	k := 0
	for i := 0; i < len(x) && k < len(tok); i++ {
		if x[i] == tok[k] {
			k++
		}
	}
	return k == len(tok)
}

// spellsClipped tells whether l, a question in lower case, says the words
// the clipped token tok cuts short ("motor carrier" for "mc"), as
// SpellShortKeys names such a key.
func spellsClipped(l, tok string) bool {
	if !clippedHead(tok) {
		return false
	}
	return spelledHead(tok, l) != "" || spelledWithin(tok, strings.Fields(l))
}

// spelledWithin tells whether words, anywhere, hold the words tok cuts
// short, as spelledHead finds them at a description's start.
func spelledWithin(tok string, words []string) bool {
	for i := range words {
		if spelledHead(tok, strings.Join(words[i:], " ")) != "" {
			return true
		}
	}
	return false
}

// acronymHead is the words a description opens with ("Length overall in
// metres.") that tok, a key's first word of three or four letters
// ("loa" of loa_m), stands for as an acronym: two words or more, each
// opening with the next of tok's letters, the rest of tok's letters
// found in order inside them ("l-o-a": "length overall"); "" when the
// description opens otherwise or its first word opens with tok's first
// two letters ("pen", "Pending entry"). Only the opening words count: a word of
// the key ("age") that a description spells by chance further on is
// not cut short.
func acronymHead(tok, d string) string {
	if !plainWord.MatchString(tok) || len(tok) < 3 || len(tok) > 4 {
		return ""
	}
	var words []string
	for x := range strings.FieldsSeq(strings.ToLower(d)) {
		x = strings.Trim(x, ".,:;?!()'\"")
		if len(words) == len(tok) || !plainWord.MatchString(x) || determiners[x] && len(words) > 0 {
			break
		}
		if len(words) == 0 && determiners[x] {
			continue // "The length overall …"
		}
		words = append(words, x)
	}
	if len(words) < 2 || strings.HasPrefix(words[0], tok[:2]) {
		// "pen" of "Pending entry": a word cut short, or a word of its
		// own (pen), never an acronym of words its first one opens.
		return ""
	}
	for k := len(words); k >= 2; k-- {
		if spellsAcronym(tok, words[:k]) {
			return strings.Join(words[:k], " ")
		}
	}
	return ""
}

// spellsAcronym tells whether tok's letters are, in order, the first
// letter of each of words with any others found inside the word before
// the next ("loa" in "length overall": l, o, then a inside "overall").
func spellsAcronym(tok string, words []string) bool {
	if len(words) == 0 {
		return tok == ""
	}
	w := words[0]
	if tok == "" || w[0] != tok[0] {
		return false
	}
	// The word takes its first letter and then as many of tok's next
	// letters, in order, as the rest of the words leave over.
	for take := 1; take <= len(tok)-len(words)+1; take++ {
		if inOrder(tok[1:take], w[1:]) && spellsAcronym(tok[take:], words[1:]) {
			return true
		}
	}
	return false
}
