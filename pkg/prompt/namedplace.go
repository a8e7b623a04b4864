package prompt

import "strings"

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
