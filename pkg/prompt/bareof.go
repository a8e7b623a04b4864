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
	if o, ok := objectByID(obj, a, in); ok {
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

// idWords end a key that holds the id of the thing its first words name
// ("booking reference", "order number", "ticket code").
var idWords = map[string]bool{"reference": true, "ref": true, "number": true, "no": true, "code": true, "id": true,
	"identifier": true}

// objectByID is obj said by an id argument a that names the object by
// another noun than the object's head: a key of the object's noun and an
// id word ("booking reference SS-9B8O": "cancel booking SS-9B8O", never
// "cancel a confirmed booking on booking reference SS-9B8O"), or a noun
// the object's adjective is made from ("loan 41210" of "a loaned copy":
// "mark loan 41210 as returned", never "mark a loaned copy on loan
// 41210"). ok is false on an act that makes its object: the id there is
// what it is made with.
func objectByID(obj string, a argWords, in intent) (string, bool) {
	n := strings.Fields(strings.ToLower(a.noun))
	id, ok := strings.CutPrefix(a.ref, a.noun+" ")
	if !ok || !a.lead || additive(in) || len(n) == 0 || len(n) > 2 || obj == "" {
		return obj, false
	}
	if h := idHead(a.noun); h != "" {
		return replaceNoun(obj, h, h+" "+id, false)
	}
	w := strings.Fields(strings.ToLower(obj))
	if len(n) != 1 || len(w) != 3 || !determiners[w[0]] || w[1] != n[0]+"ed" && w[1] != n[0]+"d" {
		return obj, false
	}
	return a.ref, true
}

// idHead is the noun a key of a noun and an id word names ("booking" of
// "booking reference"), said before its id when the id is the object's
// (objectByID) and made plural before a list of them ("cancel bookings
// SS-5B9Q and SS-4W6J"); "" for another noun.
func idHead(noun string) string {
	if n := strings.Fields(strings.ToLower(noun)); len(n) == 2 && idWords[n[1]] {
		return n[0]
	}
	return ""
}
