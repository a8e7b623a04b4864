package prompt

import (
	"encoding/json"
	"strings"
	"unicode/utf8"
)

// An order line says how many of what: {"sku": "272042", "bags": 1,
// "grind": "whole"} is "1 bag of SKU 272042 (whole grind)", {"item":
// "chafing_dish", "quantity": 10} is "10 × chafing_dish", never "a line
// for SKU 272042 with 1 bag" nor "a rental with quantity 10 and chafing
// dish item". These helpers find the member that names the thing and
// the member that counts it.

// thingKeys are keys whose value names the thing a line is for ("item":
// "linen_black", "product": "Desk lamp").
var thingKeys = map[string]bool{"item": true, "product": true, "article": true, "item name": true,
	"product name": true, "menu item": true, "dish": true, "part": true, "part name": true}

// numberIDs are the last words of keys that hold a catalogue or document
// number ("catalog_no", "part_nr"), said "catalog number HL-00123".
var numberIDs = map[string]bool{"no": true, "nr": true, "num": true}

// countQtyKey is the one member of m that counts the thing it names by a
// plural noun ("bags": 1, "copies": 10), said as its quantity ("1 bag of
// SKU 272042"); "" when m has a quantity key, no identifier or name to
// count, or several such counts ({"adults": 2, "children": 1} are counts
// of their own).
func countQtyKey(m map[string]any) string {
	key, named := "", false
	for k, v := range m {
		w := keyWords(k)
		if len(w) == 0 {
			continue
		}
		l := w[len(w)-1]
		kw := strings.Join(w, " ")
		if countKeys[l] {
			return ""
		}
		if _, isNum := v.(json.Number); isNum && len(w) == 1 && countNoun(l) {
			if key != "" {
				return ""
			}
			key = k
			continue
		}
		if _, isStr := v.(string); isStr && (idAcronyms[l] || l == "id" || l == "code" || numberIDs[l] && len(w) > 1 || thingKeys[kw] || objNameKeys[kw]) {
			named = true
		}
	}
	if !named {
		return ""
	}
	return key
}

// codeName tells whether a thing's name is a code written as one token
// ("linen_black", "banquet-table-6ft"), said after "×" rather than "of".
func codeName(s string) bool {
	return s != "" && !strings.Contains(s, " ") && strings.ContainsAny(s, "_-") && strings.ToLower(s) == s
}

// listHeads are wrapper nouns (see wrapperNouns) that name each item of
// a list well: a list of records is said record by record ("record
// 451600 (paid default)").
var listHeads = map[string]bool{"record": true}

// descKeys are the keys of an object's free description, said after its
// name however long: `described as "…"`.
var descKeys = map[string]bool{"description": true, "notes": true, "details": true}

// describedAs says a long description member of an object (more than 50
// letters, which nameFromMembers does not take as a name) in quotes;
// ok is false for other members and texts too long or broken into lines.
func describedAs(kw, v string) (string, bool) {
	n := utf8.RuneCountInString(v)
	if !descKeys[kw] || n <= 50 || n > 240 || strings.ContainsAny(v, "\n`\"") {
		return "", false
	}
	return "described as " + quoteOnce(v), true
}

// pluralOnce is s in the plural, s itself when it already ends in a
// plural noun ("items count" → "items", never "itemses").
func pluralOnce(s string) string {
	if strings.HasSuffix(s, "s") && !strings.HasSuffix(s, "ss") {
		return s
	}
	return Plural(s)
}
