package prompt

import "strings"

// bareOf tells whether obj is a definite object of one or two words ("the
// stock", "the fill level") that does not name noun: a named thing said
// after it needs "of" or "for" to hang on it.
func bareOf(obj, noun string) bool {
	f := strings.Fields(strings.ToLower(obj))
	if len(f) < 2 || len(f) > 3 || f[0] != "the" {
		return false
	}
	for _, w := range f[1:] {
		if w == noun || singular(w) == noun || prepositions[w] {
			return false
		}
	}
	return true
}

// takeRef is obj with argument a worked in: its ref in place of the noun
// the object names (replaceNoun), or, for a name said as "of …" beside a
// bare object that does not name it, hung on the object ("the stock" +
// drug "Advil" → "the stock of "Advil""), kept right after the object it
// tells of rather than shuffled among the places. A tool that names no
// object takes a lead that says its thing as the object ("Renew" of
// renew-item: "renew the item with barcode 7253…").
func takeRef(obj string, a argWords, in intent) (string, bool) {
	if obj == "" && a.lead && a.text == a.ref && strings.HasPrefix(a.text, "the ") {
		return a.text, true
	}
	if bareName(a) && additive(in) && (strings.HasPrefix(obj, "a ") || strings.HasPrefix(obj, "an ")) {
		return obj, false // "make a text channel called "news"", never "make "news""
	}
	if o, ok := replaceNoun(obj, a.noun, a.ref, !additive(in)); ok {
		return o, true
	}
	if a.lead && a.text == "of "+strings.TrimPrefix(a.ref, a.noun+" ") && bareOf(obj, a.noun) {
		return obj + " " + a.text, true
	}
	return obj, false
}

// bareName tells whether a is a name whose ref is the quoted name alone
// (text "called "news"", ref ""news""): put in place of a new object it
// would drop what the name names ("make "news" in guild 7" says no
// channel), so the object stays and the name is said after it.
func bareName(a argWords) bool {
	if !strings.HasPrefix(a.ref, "\"") {
		return false
	}
	for _, p := range [...]string{"called ", "named ", "with the name "} {
		if a.text == p+a.ref {
			return true
		}
	}
	return false
}
