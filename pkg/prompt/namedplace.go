package prompt

import (
	"strings"
	"unicode"
)

// venueNouns name a place that a name stands for and that things are at
// ("the exhibitions at the Riverside Gallery"), beside the heads of
// headPreps that say where ("gate", "branch", "facility").
var venueNouns = map[string]bool{"gallery": true, "museum": true, "farm": true, "hotel": true, "library": true,
	"park": true, "hall": true, "theatre": true, "theater": true, "school": true, "restaurant": true, "cafe": true,
	"stadium": true, "arena": true, "garden": true, "studio": true, "hospital": true, "yard": true, "marina": true, "centre": true, "center": true}

// placeByName says a name (x, plain words in capitals: "Riverside
// Gallery", "Northgate") given for key hl, a place or a group things are
// at or in, with the preposition people use: "at the Riverside Gallery",
// "in the Platform Core team", "at the Harbor branch", never "with the
// gallery "Riverside Gallery"", a form's field read aloud. The key's
// noun follows the name unless the name holds it ("in Zone A"). ok is
// false for any other key or value.
func placeByName(hl, x string) (argWords, bool) {
	head := lastWord(hl) // test_centre: a centre, "at the Wembley test centre"
	prep, ok := headPreps[head]
	if venueNouns[head] {
		prep, ok = "at ", true
	}
	if !ok || prep == "for " || head == "office" || !plainValue(x) || !isWord(strings.ReplaceAll(hl, " ", "")) ||
		prepositions[firstWord(hl)] {
		return argWords{}, false // office="Sheriff" is a post held, not where
	}
	name := "the " + x + " " + hl
	switch l := strings.ToLower(x); {
	case strings.HasSuffix(l, head) && hl == head:
		name = "the " + x // "the Riverside Gallery", "the Boardroom"
	case strings.Contains(" "+l+" ", " "+head+" ") && hl == head:
		name = x // "Zone A", "Conference Room B": a name of its own
	}
	return argWords{text: prep + name, noun: hl, ref: name}, true
}

// streetByName says a street line given for a "street" key as the place
// it is, "at 45 George Street" with a house number, "on Lordship Lane"
// without, never `with the street "45 George Street"`: the value names
// itself a street, or is one by its key, and the key read beside it says
// nothing. ok is false for any other key, and for a value that is no
// house number and a plain name ("Flat 2, 14 High St" keeps its quotes).
func streetByName(hl, x string) (argWords, bool) {
	if hl != "street" && hl != "street name" && hl != "street address" {
		return argWords{}, false
	}
	num, rest, ok := strings.Cut(x, " ")
	if !ok || !houseNumber(num) {
		num, rest = "", x
	}
	if !plainValue(rest) {
		return argWords{}, false
	}
	if num != "" {
		return argWords{text: "at " + x, noun: "street", ref: x}, true
	}
	return argWords{text: "on " + x, noun: "street", ref: x}, true
}

// houseNumber tells whether w is a house number as an address line opens
// with one: digits, perhaps ended by one letter ("14", "12a").
func houseNumber(w string) bool {
	if w == "" || w[0] < '0' || w[0] > '9' {
		return false
	}
	for i, r := range w {
		if r >= '0' && r <= '9' {
			continue
		}
		return i == len(w)-1 && unicode.IsLetter(r)
	}
	return true
}
