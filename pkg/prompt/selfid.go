package prompt

import (
	"slices"
	"strings"
)

// selfIDThings maps an identifier that names no kind of thing by itself
// (a barcode, an ISBN, an accession number) to the kinds of thing it is
// printed on or assigned to. Such an identifier is not a place the act
// happens "on" or "for" ("withdraw an item for barcode 3296…"): it says
// which of the tool's things is meant ("withdraw the item with barcode
// 3296…").
var selfIDThings = map[string][]string{
	"barcode":   {"item", "book", "copy", "product", "variant", "package", "parcel", "title", "volume", "specimen", "sample", "asset"},
	"isbn":      {"book", "title", "edition", "volume", "copy"},
	"accession": {"object", "artifact", "artefact", "specimen", "sample", "piece", "work", "item", "record", "loan"},
	"sku":       {"product", "item", "variant", "article"},
	"serial":    {"device", "asset", "unit", "instrument", "machine", "equipment", "item", "meter", "sensor", "component"},
	"vin":       {"vehicle", "car", "truck", "van", "bus", "trailer", "unit"},
	"upc":       {"product", "item", "article"},
	"ean":       {"product", "item", "article"},
	"asset tag": {"asset", "device", "laptop", "item", "unit", "machine", "equipment"},
}

// madeSelfIDs are identifiers a new thing is given ("create an item with
// code 2079…", "create a project with identifier NYOHB"): a setting of
// the thing made, never a place it is made "for".
var madeSelfIDs = map[string]bool{"code": true, "identifier": true, "key": true}

// selfIDNoun is noun without a trailing "number" ("serial number" →
// "serial"): the key of selfIDThings.
func selfIDNoun(noun string) string {
	n := strings.ToLower(strings.TrimSpace(noun))
	n = strings.TrimSuffix(n, " number")
	return strings.TrimSuffix(n, " no")
}

// selfIDArg says an identifier that names which of the tool's things is
// meant (selfIDThings): on an act that makes the thing, as its setting
// ("add a title with ISBN 9789…", "create an item with code 2079…"); on
// any other act whose object is an
// indefinite thing of a kind the identifier is put on ("withdraw an
// item", "Renew" of renew-item), as that thing ("the item with barcode
// 3296…"), which takes the object's place. ok is false otherwise.
func (st *funcState) selfIDArg(p Param, x, noun string, in intent) (argWords, bool) {
	n := selfIDNoun(noun)
	things, known := selfIDThings[n]
	if !known && !madeSelfIDs[n] || !p.Required {
		return argWords{}, false
	}
	said := strings.TrimSpace(noun)
	if n == "isbn" || n == "sku" || n == "vin" || n == "upc" || n == "ean" {
		said = strings.ToUpper(n)
	}
	head, ok := indefiniteHead(in.Object)
	if !ok && strings.TrimSpace(in.Object) == "" && st.data != nil {
		head, ok = lastWord(strings.ToLower(opSpaces.Replace(st.data.Tool.Name))), true
	}
	ours := ok && slices.Contains(things, head)
	if makes(in) && (!known || ours) {
		// a code the new thing is given; an ISBN of a title, not of the
		// condition report added to an object
		return argWords{text: "with " + said + " " + x}, true
	}
	if !ours || makes(in) {
		return argWords{}, false
	}
	ref := "the " + head + " with " + said + " " + x
	return argWords{text: ref, lead: true, noun: head, ref: ref}, true
}

// indefiniteHead is the head noun of an object that names one thing not
// yet picked out ("an item", "one vehicle", "a book"): "" and false for a
// definite, plural or longer object.
func indefiniteHead(obj string) (string, bool) {
	f := strings.Fields(strings.ToLower(obj))
	if len(f) != 2 {
		return "", false
	}
	switch f[0] {
	case "a", "an", "one":
		return f[1], nounWord.MatchString(f[1])
	}
	return "", false
}
