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
// name however long: `described as "…"`. An object with no name keeps
// its description as what it is (see nameFromMembers and itemLines).
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

// namedBy tells whether object m has a member that names it (a name, a
// title, an item, a task's short text): its description is then a
// detail, not what it is.
func namedBy(m map[string]any) bool {
	for k, v := range m {
		s, ok := v.(string)
		if !ok || s == "" {
			continue
		}
		if kw := strings.Join(keyWords(k), " "); objNameKeys[kw] || thingKeys[kw] || itemTexts[kw] && utf8.RuneCountInString(s) <= 80 {
			return true
		}
	}
	return false
}

// pluralOnce is s in the plural, s itself when it already ends in a
// plural noun ("items count" → "items", never "itemses").
func pluralOnce(s string) string {
	if strings.HasSuffix(s, "s") && !strings.HasSuffix(s, "ss") {
		return s
	}
	return Plural(s)
}

// idRecords tells whether x is a list of flat objects that each name a
// record by its "id" beside what they set ([{"id": 89409, "quantity":
// 46}]): records to change, said one by one, not a query document to
// paste, whatever the parameter is called ("update").
func idRecords(x []any) bool {
	if len(x) == 0 || len(x) > 8 {
		return false
	}
	for _, e := range x {
		m, ok := e.(map[string]any)
		if !ok || len(m) < 2 || m["id"] == nil {
			return false
		}
		for k, v := range m {
			switch v.(type) {
			case map[string]any, []any:
				return false
			}
			if strings.HasPrefix(k, "$") || strings.HasPrefix(k, "_") {
				return false
			}
		}
	}
	return true
}

// recordItems says a list of records to change (idRecords) record by
// record, each named by the noun its description opens with ("Orders to
// update": "order 89409 (quantity 46)"), else as a record.
func (st *funcState) recordItems(p Param, x []any) (argWords, bool) {
	head := "records"
	if f := strings.Fields(strings.ToLower(p.Description)); len(f) > 0 {
		if w := strings.Trim(f[0], ".,:;"); strings.HasSuffix(w, "s") && len(w) > 3 && isWord(w) && nounHead(singular(w)) {
			head = w
		}
	}
	q := p
	q.Human = head
	// A record's count is a value it is set to ("quantity 46"), not how
	// many of it ("46 of 89409"): numbers are read as written.
	y := make([]any, len(x))
	for i, e := range x {
		m := e.(map[string]any)
		c := make(map[string]any, len(m))
		for k, v := range m {
			if n, ok := v.(json.Number); ok && k != "id" {
				v = string(n)
			}
			c[k] = v
		}
		y[i] = c
	}
	return st.objectItems(q, y)
}

// gradeCode tells whether an enumerated value is a short code in
// capitals ("A", "B2", "XL"), with a sign after it or not ("B+", "AB-",
// a blood group or a grade), said after its key as written: "grade A",
// "size XL", "group AB-", never "a grade", "xl size" nor "ab- group".
func gradeCode(s string) bool {
	if len(s) > 1 && (s[len(s)-1] == '+' || s[len(s)-1] == '-') {
		s = s[:len(s)-1]
	}
	if s == "" || len(s) > 3 || s[0] < 'A' || s[0] > 'Z' {
		return false
	}
	for _, r := range s {
		if !(r >= 'A' && r <= 'Z' || r >= '0' && r <= '9') {
			return false
		}
	}
	return true
}
