package prompt

import (
	"encoding/json"
	"sort"
	"strings"
	"unicode/utf8"
)

// A record a person describes (a house to inspect, an event to cater, a
// student to enroll, the lines of an entry) is said as the thing with its
// attributes: "the property at Kärntner Straße 19, 1010 Vienna (3634
// square feet, occupied)", "a wedding event on April 13, 2026 (10
// hours)". Only a value a developer would paste as it is (a filter, a
// pipeline, a raw body) goes in a fenced JSON block. attrWords is the
// last wording tried before such a block, so it only ever replaces one.

// attrLeafCap is the most scalar values one record said in words holds;
// a larger value is a document, not a thing described in a sentence.
const attrLeafCap = 14

// attrItemCap is the most scalar values one record of a list holds for
// the list to be said a record a line, whatever its length.
const attrItemCap = 10

// smallRecords tells whether v is a list of at most eight records of at
// most attrItemCap values each: said a line each, never pasted.
func smallRecords(v any) bool {
	x, ok := v.([]any)
	if !ok || len(x) == 0 || len(x) > 8 {
		return false
	}
	for _, e := range x {
		if leafCount(e) > attrItemCap {
			return false
		}
	}
	return true
}

// attrTextCap is the longest text member said inline, in quotes.
const attrTextCap = 240

// recordNameKeys are the members that name a record ("Grand Bazaar", "Q1
// roadmap review"): said first, the other members in brackets after it.
var recordNameKeys = map[string]bool{"name": true, "title": true, "label": true, "display name": true, "full name": true,
	"summary": true}

// recordKindKeys are the members whose enumerated value says what kind of
// thing the record is ("wedding" for an event's type): said before its
// noun ("a wedding event").
var recordKindKeys = map[string]bool{"type": true, "kind": true, "category": true}

// unitTails are the last words of a numeric member's name that are its
// unit ("square_feet", "duration_hours"): said after the number ("3634
// square feet"), never "square feet 3634".
var unitTails = map[string]bool{"feet": true, "foot": true, "meters": true, "metres": true, "miles": true, "km": true,
	"hours": true, "minutes": true, "seconds": true, "days": true, "weeks": true, "months": true, "years": true,
	"kg": true, "lbs": true, "pounds": true, "grams": true, "percent": true, "inches": true, "liters": true,
	"litres": true, "gallons": true, "guests": true, "people": true, "nights": true, "rooms": true, "bedrooms": true,
	"bathrooms": true, "seats": true, "pages": true, "words": true, "pixels": true}

// attrWords says an object (one record) or a list of records in words,
// as a person describes them; ok is false for a value too large or too
// deep to say, or one holding a member that has no words (an empty key,
// an operator, a multi-line text).
func (st *funcState) attrWords(p Param, v any) (argWords, bool) {
	if st.noAttrs || pastedOnly(p) && !declaredRecord(p, v) {
		return argWords{}, false
	}
	if n := leafCount(v); n == 0 || n > attrLeafCap && !smallRecords(v) {
		return argWords{}, false
	}
	head := strings.ToLower(p.Human)
	if f := strings.Fields(head); len(f) == 0 || wrapperNouns[f[len(f)-1]] {
		head = "" // "issue type data": the record is said by its members alone
	}
	switch x := v.(type) {
	case map[string]any:
		if k, in, ok := soleRecord(x); ok && head != "" {
			x, head = in, strings.ToLower(Humanize(k)) // position {overlayPosition: {…}}: "the overlay position (…)"
		}
		s, ok := st.recordWords(x, head, 0)
		if !ok {
			return argWords{}, false
		}
		if head == "" && !strings.HasPrefix(s, "named ") {
			return argWords{text: "with " + s}, true
		} else if head == "" {
			return argWords{text: s}, true
		}
		return argWords{text: st.one("with the "+s, "for the "+s)}, true
	case []any:
		return st.recordList(x, head)
	}
	return argWords{}, false
}

// recordList says a list of records: up to three short ones in the
// sentence ("with the lines A; B and C"), more or longer ones one a line
// after it.
func (st *funcState) recordList(x []any, head string) (argWords, bool) {
	if len(x) == 0 {
		return argWords{}, false
	}
	one := singular(head)
	items := make([]string, len(x))
	n := 0
	for i, e := range x {
		m, ok := e.(map[string]any)
		if !ok || len(m) == 0 {
			return argWords{}, false
		}
		s, ok := st.recordWords(m, "", 1)
		if !ok {
			return argWords{}, false
		}
		items[i] = s
		n += len(s)
	}
	word := head
	if word == "" {
		word = "items"
	}
	if len(x) <= 3 && n <= 160 {
		if len(x) == 1 {
			return argWords{text: "with the " + strings.TrimSpace(one+" "+items[0])}, true
		}
		return argWords{text: "with the " + word + " " + strings.Join(items, "; ")}, true
	}
	lines := make([]string, len(items))
	for i, s := range items {
		lines[i] = "- " + s
	}
	return argWords{block: strings.Join(lines, "\n"), intro: word}, true
}

// recordWords says one record: its kind and head noun, its name, where it
// is, then its other members in brackets ("wedding event Grand Bazaar
// (on April 13, 2026, 10 hours)"). depth counts the records it sits in.
func (st *funcState) recordWords(x map[string]any, head string, depth int) (string, bool) {
	if len(x) == 0 || depth > 2 {
		return "", false
	}
	keys := make([]string, 0, len(x))
	for k := range x {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	var kind, at, email string
	done := map[string]bool{}
	addr := map[string]any{}
	for _, k := range keys {
		if a, _ := looseAddress(map[string]any{k: x[k]}); a != nil && !recordNameKeys[strings.ToLower(Humanize(k))] {
			addr[k] = x[k]
		}
	}
	if a, ok := looseAddress(addr); ok && len(addr) >= 2 {
		at = "at " + addressLine(a)
		for k := range addr {
			done[k] = true
		}
	}
	name := personName(x, done)
	if at == "" {
		at = streetOnly(x, done)
	}
	var attrs []string
	for _, k := range keys {
		if done[k] {
			continue
		}
		kw := strings.ToLower(Humanize(k))
		if k == "" || kw == "" || strings.ContainsAny(k, " \"`$.{}[]") {
			return "", false
		}
		switch v := x[k].(type) {
		case string:
			switch {
			case recordNameKeys[kw] && name == "" && v != "" && utf8.RuneCountInString(v) <= 80 && !strings.ContainsAny(v, "\n`"):
				name = sayName(v)
				continue
			case recordKindKeys[kw] && kind == "" && isWord(strings.ReplaceAll(v, "_", "")) && !strings.ContainsAny(v, " "):
				kind = strings.ToLower(spokenEnum(v))
				continue
			case strings.Contains(v, "@") && !strings.ContainsAny(v, " \n") && email == "":
				email = v
				continue
			}
		}
		s, ok := st.attrMember(kw, x[k], depth)
		if !ok {
			return "", false
		}
		attrs = append(attrs, s)
	}
	lead := strings.TrimSpace(kind + " " + head)
	if head != "" && kindNamesHead(kind, head) {
		lead = kind // type "e-bike" of a bike: "e-bike", never "e-bike bike"
	}
	if name != "" {
		lead = strings.TrimSpace(lead + " " + name)
	}
	if email != "" {
		attrs = append([]string{email}, attrs...)
	}
	if at != "" {
		if lead == "" {
			attrs = append([]string{at}, attrs...)
		} else {
			lead += " " + at
		}
	}
	switch {
	case lead == "" && len(attrs) == 0:
		return "", false
	case lead == "":
		return strings.Join(attrs, ", "), true
	case depth == 0 && head == "" && kind == "" && name != "":
		lead = "named " + lead // "set up an issue type, named Improvement (…)"
	case depth > 0 && len(attrs) > 0:
		for i, a := range attrs {
			attrs[i] = strings.TrimPrefix(a, "with ") // "with a kitchen", never "with with kitchen"
		}
		return lead + " with " + joinWords(attrs, "and"), true // no brackets inside brackets
	}
	return bracketed(lead, attrs), true
}

// attrMember says one member of a record by its name in words kw: a flag
// as what it says ("occupied", "no kitchen"), a counted number with its
// unit ("3634 square feet"), a day as people write it, a text quoted, a
// list joined, a nested record by its noun.
func (st *funcState) attrMember(kw string, v any, depth int) (string, bool) {
	w := strings.Fields(kw)
	switch y := v.(type) {
	case nil:
		return "no " + kw, true
	case bool:
		return flagSaid(w, y), true
	case json.Number:
		if l := w[len(w)-1]; unitTails[l] {
			unit := l
			rest := w[:len(w)-1]
			if len(rest) > 0 && (rest[len(rest)-1] == "square" || rest[len(rest)-1] == "cubic") {
				unit = rest[len(rest)-1] + " " + unit
				rest = rest[:len(rest)-1]
			}
			if y.String() == "1" && strings.HasSuffix(unit, "s") {
				unit = singular(unit)
			}
			if len(rest) == 0 {
				return y.String() + " " + unit, true
			}
			return strings.Join(rest, " ") + " of " + y.String() + " " + unit, true
		}
		if len(w) == 2 && w[0] == "year" && (strings.HasSuffix(w[1], "ed") || w[1] == "built" || w[1] == "made" || w[1] == "born") {
			return w[1] + " in " + y.String(), true // year_built 2002: "built in 2002"
		}
		return kw + " " + y.String(), true
	case string:
		if y == "" || strings.ContainsAny(y, "\n`") || utf8.RuneCountInString(y) > attrTextCap {
			return "", false
		}
		if c, ok := clockSaid(y); ok && strings.Contains(y, ":00") {
			return kw + " " + c, true // arrival time 11:30:00Z: "arrival time 11:30"
		}
		if d, ok := plainDay(y); ok {
			if kw == "date" || kw == "day" {
				return "on " + d, true
			}
			return kw + " " + d, true
		}
		if _, _, _, ok := parseDate(y); ok && strings.Contains(y, "T") {
			if d := dateWords(y); d != y {
				return kw + " " + d, true // start 2026-03-13T13:30:00Z: "start 13 March 2026 at 13:30 UTC"
			}
		}
		if strings.Contains(y, "_") && isWord(strings.ReplaceAll(y, "_", "")) && strings.ToLower(y) == y {
			return spokenEnum(y) + " " + kw, true // foundation pier_and_beam: "pier and beam foundation"
		}
		if strings.Contains(y, " ") && !strings.Contains(y, "\"") {
			return kw + " " + quoteStr(y), true
		}
		return kw + " " + y, true
	case []any:
		if items, ok := scalarList(y); ok && len(items) > 0 {
			if l, ok := languageList(w[len(w)-1], items); ok {
				return strings.TrimPrefix(l, "in ") + " " + strings.Join(w, " "), true // "Spanish and Japanese native languages"
			}
			return kw + " " + joinWords(items, "and"), true
		}
		var parts []string
		for _, e := range y {
			m, ok := e.(map[string]any)
			if !ok {
				return "", false
			}
			s, ok := st.recordWords(m, "", depth+1)
			if !ok {
				return "", false
			}
			parts = append(parts, s)
		}
		if len(parts) == 0 || len(parts) > 4 {
			return "", false
		}
		if strings.Contains(strings.Join(parts, ""), ",") {
			return kw + ": " + strings.Join(parts, "; "), true // records of several values each, one after the other
		}
		return kw + " " + joinWords(parts, "and"), true
	case map[string]any:
		s, ok := st.recordWords(y, kw, depth+1)
		if !ok {
			return "", false
		}
		if strings.HasPrefix(s, kw) {
			return s, true
		}
		return kw + " " + s, true
	}
	return "", false
}

// flagSaid says a flag member by its own words: "occupied" / "not
// occupied", "has kitchen" as "with a kitchen" / "no kitchen".
func flagSaid(w []string, on bool) string {
	switch {
	case len(w) > 1 && (w[0] == "has" || w[0] == "with"):
		if on {
			return "with " + strings.Join(w[1:], " ")
		}
		return "no " + strings.Join(w[1:], " ")
	case len(w) > 1 && w[0] == "is":
		w = w[1:]
	case len(w) > 1 && stateVerbs[w[0]] != "":
		w = append([]string{stateVerbs[w[0]]}, w[1:]...) // use_default false: "not using default"
	}
	if on {
		return strings.Join(w, " ")
	}
	return notWords(w)
}

// personName is a record's name: its name member, or a person's given and
// family names said together ("Lucas Clark"); the members used are
// marked in done.
func personName(x map[string]any, done map[string]bool) string {
	var first, last, fk, lk string
	for _, k := range sortedKeys(x) {
		v, ok := x[k].(string)
		if !ok || v == "" || utf8.RuneCountInString(v) > 80 || strings.ContainsAny(v, "\n`") {
			continue
		}
		kw := strings.ToLower(Humanize(k))
		switch {
		case recordNameKeys[kw]:
			done[k] = true
			return sayName(v)
		case kw == "first name" || kw == "given name":
			first, fk = v, k
		case kw == "last name" || kw == "family name" || kw == "surname":
			last, lk = v, k
		}
	}
	if first == "" || last == "" {
		return ""
	}
	done[fk], done[lk] = true, true
	if strings.HasSuffix(first, " "+last) {
		return first
	}
	return first + " " + last
}

// streetOnly says a record's one street address member ("address":
// "2200 Westlake Ave, Seattle") as where the thing is, "at …"; the member
// used is marked in done.
func streetOnly(x map[string]any, done map[string]bool) string {
	for _, k := range sortedKeys(x) {
		kw := strings.ToLower(Humanize(k))
		if kw != "address" && kw != "street address" && kw != "street" && kw != "location" {
			continue
		}
		if v, ok := x[k].(string); ok && v != "" && utf8.RuneCountInString(v) <= 120 && !strings.ContainsAny(v, "\n`") {
			done[k] = true
			return "at " + v
		}
	}
	return ""
}

// stateVerbs are the verbs a flag's name opens with, as said of a state
// ("using default", "not sending updates").
var stateVerbs = map[string]string{"use": "using", "allow": "allowing", "send": "sending", "include": "including",
	"show": "showing", "enable": "enabling", "notify": "notifying", "require": "requiring", "skip": "skipping"}

// soleRecord is the one member of x when it is itself a record with
// several members: a wrapper the words skip, saying the record by its
// own name.
func soleRecord(x map[string]any) (string, map[string]any, bool) {
	if len(x) != 1 {
		return "", nil, false
	}
	for k, v := range x {
		if in, ok := v.(map[string]any); ok && len(in) > 1 && k != "" && !strings.ContainsAny(k, " \"`$.{}[]") {
			return k, in, true
		}
	}
	return "", nil, false
}

// kindNamesHead tells whether a record's kind already ends on the noun
// it is said with: "e-bike" or "mountain bike" for a bike.
func kindNamesHead(kind, head string) bool {
	k := strings.ReplaceAll(strings.ToLower(kind), "-", " ")
	h := lastWord(strings.ToLower(head))
	return h != "" && (k == h || strings.HasSuffix(k, " "+h))
}
