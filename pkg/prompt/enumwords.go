package prompt

import "strings"

// choiceWords says a choice that no closer wording fits where the words
// of a request naturally take it, never as a form label ("(symbol:
// doge)", "of type motion hearing"):
//   - a code a thing is known by ("symbol", "ticker") after "for": "for doge";
//   - a colour after "in": "in light-orange";
//   - a kind, size or class of a named thing ("pet_size": "medium") as
//     the word before that thing: "for a medium pet";
//   - a bare type or kind by its kind: "of the motion hearing kind";
//   - anything else after its label, "frequency SID", which choiceAlone
//     says in a short sentence of its own instead.
func (st *funcState) choiceWords(v, hl, last string) string {
	w := strings.Fields(hl)
	label := last
	last = lastWord(last) // "case type" when the whole key tells two choices apart
	switch {
	case codeNames[last]:
		return "for " + v
	case (last == "sex" || last == "gender") && beingNouns[strings.ToLower(v)]:
		return st.beingAs(strings.ToLower(v)) // sex=wether: "as wethers", never "of wether sex"
	case last == "color" || last == "colour":
		return "in " + v
	case supplyNouns[last] && len(w) == 1:
		return "from " + last + " " + v // supplier=MAYESH: "from supplier MAYESH", never "The supplier is MAYESH."
	case len(w) == 2 && w[1] == last && kindNames[last] && attributeWords(strings.Fields(v), w[0]) != "":
		return attributeWords(strings.Fields(v), w[0]) // ageClass=juvenile: "of juvenile age", never "for a juvenile age"
	case len(w) == 2 && w[1] == last && kindNames[last] && isWord(w[0]) && !strings.Contains(v, " "):
		thing := w[0]
		if codeLikeChoice(v) {
			// equipment_class=II: a code needs its label ("class II
			// equipment"), never "an II equipment"
			thing = last + " " + v + " " + w[0]
		} else {
			thing = v + " " + thing
		}
		if massNouns[w[0]] {
			return "for " + thing // stuff takes no article: "for class II equipment"
		}
		return "for " + fixArticle("a "+thing) // pet_size=medium: "for a medium pet"
	case len(w) == 1 && (last == "type" || last == "kind"):
		return "of the " + v + " kind"
	}
	if vw := strings.Fields(v); len(w) > 1 && len(vw) > 1 && strings.EqualFold(vw[0], w[0]) && qualityNoun(last) {
		// labelListVisibility=labelShow: the value repeats the key's
		// first word, which says nothing ("show", never "label show")
		v = strings.Join(vw[1:], " ")
	}
	if s, ok := boundChoice(v, label); ok {
		return s // treatment=filling: "for a filling treatment", never "treatment filling"
	}
	return label + " " + v
}

// choiceAlone is the short sentence of its own a choice said by its
// label (choiceWords: "frequency SID") reads best in when a request has
// several options ("The frequency is SID."), or "" when text is not that
// form. hl is the key in words.
func choiceAlone(text, hl string) string {
	if agentBy(hl) || dangling(hl) {
		// "approved by the warden" is a clause, never "The approved by is
		// the warden."; nor "The hold at is main_office."
		return ""
	}
	for _, label := range []string{hl, lastWord(hl)} {
		if v, ok := strings.CutPrefix(text, label+" "); ok && label != "" && v != "" && !strings.ContainsAny(v, "\"()") {
			if pluralLooking(lastWord(label)) && !oneOfSameNoun(lastWord(label), v) {
				return "The " + label + " are " + v + "."
			}
			return "The " + label + " is " + v + "."
		}
	}
	return ""
}

// sameNouns are nouns ending in "s" whose singular is the same word
// ("one species", "one series"): a label named by one holds one thing as
// readily as several.
var sameNouns = map[string]bool{"species": true, "series": true, "means": true, "headquarters": true,
	"crossroads": true, "barracks": true, "corps": true}

// oneOfSameNoun tells whether label is one of sameNouns and v names one
// thing (no list), which takes "is": "The species is tawny owl.", never
// "The species are tawny owl.". A list ("hedgehog and tawny owl") still
// takes "are".
func oneOfSameNoun(label, v string) bool {
	return sameNouns[label] && !strings.Contains(v, ",") && !strings.Contains(v, " and ")
}

// codeNames are last words of a key whose value is a short code a thing
// is known by ("symbol": "doge"): a person asks "for doge".
var codeNames = map[string]bool{"symbol": true, "ticker": true, "coin": true, "currency": true, "pair": true}

// kindNames are last words of a key that name a kind, size or class of
// the thing named before them ("pet_size", "case_type").
var kindNames = map[string]bool{"size": true, "type": true, "kind": true, "class": true, "category": true, "tier": true,
	"grade": true, "variant": true}

// supplyNouns are last words of a key whose value is who a thing comes
// from ("supplier": "MAYESH"): a person orders "from supplier MAYESH"
// (the noun stays: "from LOCAL" would not say it is a supplier).
var supplyNouns = map[string]bool{"supplier": true, "vendor": true, "wholesaler": true, "distributor": true,
	"manufacturer": true, "maker": true, "grower": true}

// beingNouns are words for a being of one sex (a bull, a ewe, a mare, a
// woman): nouns, never adjectives, so a sex or gender choice with such a
// value names the beings themselves ("as heifers"), never a sex ("of
// heifer sex" is no English).
var beingNouns = map[string]bool{"bull": true, "cow": true, "steer": true, "heifer": true, "ox": true,
	"ewe": true, "ram": true, "tup": true, "wether": true, "boar": true, "sow": true, "gilt": true,
	"barrow": true, "stallion": true, "mare": true, "gelding": true, "colt": true, "filly": true,
	"hen": true, "rooster": true, "cockerel": true, "drake": true, "gander": true, "buck": true,
	"doe": true, "man": true, "woman": true, "boy": true, "girl": true}

// beingAs says a sex or gender choice whose value is a noun for such a
// being (beingNouns) as what the request's things are: "as wethers" when
// the call counts more than one (a head count of 15), "as a wether"
// otherwise.
func (st *funcState) beingAs(v string) string {
	if st.data != nil {
		for _, p := range st.data.Set {
			if _, str := p.Value.(string); str {
				continue // a plate number or a code, never a count
			}
			if n, ok := toFloat(p.Value); ok && n > 1 && n == float64(int64(n)) && countKey(p.Human) {
				return "as " + Plural(v)
			}
		}
	}
	return "as " + article(v)
}

// countKey tells whether a key in words names how many things there are
// ("head count", "quantity", "number of animals"), never what one thing
// is known by ("lot number").
func countKey(hl string) bool {
	for i, w := range strings.Fields(strings.ToLower(hl)) {
		switch {
		case w == "count" || w == "quantity" || w == "qty" || w == "heads":
			return true
		case w == "number" && i == 0:
			return true
		}
	}
	return false
}
