package prompt

import (
	"encoding/json"
	"sort"
	"strings"
	"unicode"
	"unicode/utf8"
)

// A person lists records that are known by an identifier (deposits for
// students, votes on questions, rooms for attendants) the way they note
// them down: the identifier first, in its own form, and the rest after it
// in the fewest words that keep each value: "question 577745: abstain",
// "attendant RA084: rooms 2696, 8766 and 274", "menu item 20761: 10
// servings prepared, 0 servings leftover", "4250 cents for student
// 224725491", never "A choice for question 577745 with answer abstain".
// rowItem is one such record: its lead and its other values in words.

// rowItem is one listed object said as a row: what it is known by and
// its other values, each in a few words.
type rowItem struct {
	lead string   // the identifier in words ("question 577745", "pork")
	rest []string // the other values ("abstain", "10 servings prepared")
	word bool     // lead is a value of plain words, said without its key ("pork")
	by   string   // what the lead is by (the id's noun, the key): rows of one list share it
	typ  bool     // the object has a kind, said before its noun elsewhere ("a child ticket")
	edge bool     // lead is a link between two ends ("T5 → T2"), said after its noun
}

// valueKeys are keys whose value says itself: "question 5: yes" needs no
// "answer" before the "yes".
var valueKeys = map[string]bool{"answer": true, "response": true, "choice": true, "vote": true, "status": true,
	"decision": true, "result": true, "selection": true, "option": true, "value": true, "outcome": true}

// rowOf reads object o (read from m, the raw object) as a row. req are
// the required keys of the list's items in schema order, which name the
// member that identifies an object without an id; order is the order of
// their properties, which the other values follow. ok is false for an
// object known by a name or led by a quantity (said, which puts those
// first, says it) and for one with nothing to lead it.
func rowOf(o objSaid, m map[string]any, head string, req, order []string, enums map[string]bool) (rowItem, bool) {
	if r, ok := edgeRow(o, m, order); ok {
		return r, true
	}
	if o.name != "" || o.email != "" || o.qty != "" || o.counted || len(o.free) > 0 || o.when != "" || o.place != "" || o.addr != "" {
		// a time, a place or a text carries its own preposition and
		// reads best after the noun: "a shift for worker W-311 on
		// February 2 from 08:00 to 16:00 UTC", "a note for plot P-7
		// saying "…""
		return rowItem{}, false
	}
	var r rowItem
	tails := schemaOrdered(o.tails, m, order)
	if id, ok := m["id"].(string); ok && o.id != "" && o.idNoun != "" {
		for i, t := range tails {
			if t == "id "+id {
				// {"external_id": "66394", "id": "80957"}: the record's
				// own id leads, "transaction 80957: external 66394"
				tails[i] = caseKey(o.idNoun) + " " + o.id
				o.id, o.idNoun = id, ""
				break
			}
		}
	}
	r.typ = o.typ != ""
	switch {
	case o.id != "" && o.idNoun != "":
		r.by = o.idNoun
		r.lead = caseKey(o.idNoun) + " " + o.id
	case o.id != "":
		r.lead = head + " " + o.id // {"id": "q0y1L9"}: "filter q0y1L9"
	default:
		lead, key, i := leadTail(tails, req, m, enums)
		if i < 0 {
			return rowItem{}, false
		}
		r.lead, r.word = lead, key == ""
		if key == "" {
			key = strings.TrimSuffix(tails[i], lead)
		}
		r.by = key
		tails = append(tails[:i:i], tails[i+1:]...)
		for j, t := range tails {
			if rest, found := strings.CutPrefix(t, key); found && rest != "" {
				tails[j] = rest // plate_state beside plate 2USE625: "state NY", the key said once
			}
		}
	}
	if o.typ != "" {
		r.rest = append(r.rest, o.typFull())
	}
	flags := o.flags
	if o.state {
		r.rest, flags = append(r.rest, flags[0]), flags[1:] // "student LN-F-93352: late, 44 minutes late"
	}
	for _, s := range []string{o.at, o.money} {
		if s != "" {
			r.rest = append(r.rest, s)
		}
	}
	terse := terseMembers(flatMembers(m), enums)
	for _, t := range tails {
		if s, ok := terse[t]; ok {
			t = s
		}
		r.rest = append(r.rest, t)
	}
	r.rest = append(r.rest, flags...)
	return r, true
}

// edgeRow reads object o (m raw) that links two ends as a row led by
// "A → B" (edgeLead), its other values after it: {"from_key": "T5",
// "to_key": "T2"} is "T5 → T2", never "from key T5 (to key T2)"; a
// walkway of 40 metres is "Lobby → Cafe (40 meters)". ok is false for
// another object, or one with a name, a text or a place of its own.
func edgeRow(o objSaid, m map[string]any, order []string) (rowItem, bool) {
	if o.name != "" || o.email != "" || len(o.free) > 0 || o.place != "" || o.addr != "" {
		return rowItem{}, false
	}
	lead, rest, ok := edgeLead(schemaOrdered(o.tails, m, order), m)
	if !ok {
		return rowItem{}, false
	}
	r := rowItem{lead: lead, edge: true, by: "→"}
	qty := o.qty
	if qty != "" && o.unit != "" {
		qty += " " + o.unit // "40 meters"
	}
	for _, s := range []string{o.typFull(), qty, o.when, o.at, o.money} {
		if s != "" {
			r.rest = append(r.rest, s)
		}
	}
	r.rest = append(append(r.rest, rest...), o.flags...)
	return r, true
}

// edgeLead reads an object that links two ends (from and to, source and
// target, from_stage and to_stage: rangeKeys) as "A → B", the way people
// jot a dependency, a transition or a flow, and returns the tails left
// without the two ends'. ok is false for an object without two such
// string members, or with one whose tail is not found.
func edgeLead(tails []string, m map[string]any) (lead string, rest []string, ok bool) {
	ks, ke := rangeKeys(sortedKeys(m))
	if ks == "" || !edgeKeys(ks, ke) {
		return "", nil, false
	}
	a, ok1 := m[ks].(string)
	b, ok2 := m[ke].(string)
	if !ok1 || !ok2 || a == "" || b == "" {
		return "", nil, false
	}
	ia := tailOf(tails, ks, a)
	ib := tailOf(tails, ke, b)
	if ia < 0 || ib < 0 || strings.ContainsAny(a+b, "→:\n") {
		return "", nil, false
	}
	for i, t := range tails {
		if i != ia && i != ib {
			rest = append(rest, t)
		}
	}
	return a + " → " + b, rest, true // the arrow sets the ends apart: no quotes needed
}

// edgeKeys tells whether two range keys (rangeKeys) name the ends of a
// link ("from"/"to", "source"/"target"), not the bounds of a span of time
// or numbers ("start"/"end", "min"/"max").
func edgeKeys(s, e string) bool {
	hs, _, _ := strings.Cut(strings.ToLower(Humanize(s)), " ")
	he, _, _ := strings.Cut(strings.ToLower(Humanize(e)), " ")
	return hs == "from" && he == "to" || hs == "source" && he == "target"
}

// tailOf finds the tail that says member k with value s ("from key T5",
// "source "Auth service"") and returns its index; -1 when there is none.
func tailOf(tails []string, k, s string) int {
	prefix := strings.Join(keyWords(k), " ") + " "
	for i, t := range tails {
		if v, found := strings.CutPrefix(t, prefix); found && strings.Trim(v, "\"") == s {
			return i
		}
	}
	return -1
}

// leadTail finds the tail of the first required string member (a
// vehicle's "plate 2USE625", a restriction's "food pork"): the member
// that names the object when it has no id. A value of plain words
// leads alone ("pork"); one with digits keeps its key ("plate 2USE625"),
// which says what the code is; key is that key and a space, "" for a
// lead said alone. i is -1 when no tail fits.
func leadTail(tails, req []string, m map[string]any, enums map[string]bool) (lead, key string, i int) {
	for _, k := range req {
		s, ok := m[k].(string)
		w := keyWords(k)
		if !ok || enums[k] || len(w) == 1 && valueKeys[w[0]] {
			continue // a value ("value": "Portugal") is said after what it is the value of
		}
		if len(w) > 1 && (w[len(w)-1] == "name" || w[len(w)-1] == "number" || w[len(w)-1] == "label") {
			w = w[:len(w)-1]
		}
		if len(w) == 0 {
			continue
		}
		prefix := strings.Join(w, " ") + " "
		for j, t := range tails {
			v, found := strings.CutPrefix(t, prefix)
			if !found || strings.Trim(v, "\"") != s {
				continue
			}
			if !strings.ContainsFunc(s, unicode.IsDigit) && !strings.ContainsAny(s, "@/") {
				return v, "", j
			}
			return caseKey(strings.TrimSpace(prefix)) + " " + v, prefix, j
		}
		return "", "", -1
	}
	return "", "", -1
}

// terseMembers maps the tail memberSaid gives a member of m to the
// fewer words a row says it in: a count before what it counts ("servings
// leftover 7" → "7 servings leftover"), an amount in cents in its
// currency ("amount cents 4250" → "$42.50"), a list of numbers by what
// they number ("room numbers 206 and 5711" → "rooms 206 and 5711"), and the
// value alone where it says itself (an enumerated word, an answer).
func terseMembers(m map[string]any, enums map[string]bool) map[string]string {
	out := map[string]string{}
	for k, v := range m {
		w := keyWords(k)
		if len(w) == 0 {
			continue
		}
		kw, l := strings.Join(w, " "), w[len(w)-1]
		switch x := v.(type) {
		case json.Number:
			n := string(x)
			switch {
			case len(w) > 1 && countNoun(w[0]) && !unitKey(w):
				out[kw+" "+n] = n + " " + kw // servings_prepared: "58 servings prepared"
			case len(w) > 1 && (minorUnitWords[l] || moneyUnits[l] != ""):
				stem := strings.Join(w[:len(w)-1], " ")
				amt := memberMoneySaid(l, x, "") // insurance_value_usd: "$303.83 insurance value"
				if plainMoney[stem] {
					out[kw+" "+n] = amt // amount_cents: "$42.50"
				} else {
					out[kw+" "+n] = amt + " " + stem // fee_cents: "$3 fee"
				}
			}
		case string:
			s, ok := scalarWords(x)
			if !ok {
				continue
			}
			if len(w) == 1 && valueKeys[l] {
				out[kw+" "+s] = s // answer abstain: "abstain"
				continue
			}
			switch {
			case strings.Contains(s, " "):
			case enums[k] && !gradeCode(s) && !reasonKeys[l]:
				// a reason keeps its key: "short reason expired", never a
				// bare "expired" beside a picked quantity
				ev := strings.ToLower(Humanize(s))
				out[ev+" "+kw], out[kw+" "+ev] = ev, ev // disposition donated: "donated"
			}
		case []any:
			items, ok := scalarList(x)
			if !ok || len(w) < 2 || l != "numbers" && l != "nos" && l != "codes" {
				continue
			}
			n := Plural(w[len(w)-2])
			if len(items) == 1 {
				n = w[len(w)-2]
			}
			out[kw+" "+joinWords(items, "and")] = strings.Join(append(w[:len(w)-2:len(w)-2], n), " ") + " " + joinWords(items, "and")
		}
	}
	return out
}

// reasonKeys are last words of a member that gives why, not what state
// the item is in: its enumerated value does not say itself.
var reasonKeys = map[string]bool{"reason": true, "cause": true, "why": true}

// unitKey tells whether key words w end in a unit ("weight kg"), which
// memberSaid says after the number already.
func unitKey(w []string) bool {
	_, u := keyUnit(w)
	return u != ""
}

// requiredOf reads the required keys of an object schema (a list's
// items or the object itself), in schema order.
func requiredOf(raw json.RawMessage) []string {
	var s struct {
		Items    json.RawMessage `json:"items"`
		Required []string        `json:"required"`
	}
	if json.Unmarshal(raw, &s) != nil {
		return nil
	}
	if len(s.Items) > 0 && len(s.Required) == 0 {
		return requiredOf(s.Items)
	}
	return s.Required
}

// rowWords says rows the way a person lists records. When every row has
// one value and it is an amount or a count, the amount leads ("4250
// cents for student 224725491"); else the lead does, its values after a
// colon on a line of their own ("question 577745: abstain") or in
// brackets in the sentence ("question 24512 (abstain)"). Up to three
// short rows go in the sentence, more one a line under the plural of
// head. ok is false when a row is too long to read in a line.
func (st *funcState) rowWords(rows []rowItem, head string) (argWords, bool) {
	amountFirst := amountLed(rows)
	inline, lines, ok := rowTexts(rows)
	if !ok {
		return argWords{}, false
	}
	total := 0
	for _, l := range lines {
		total += utf8.RuneCountInString(l)
	}
	if all := strings.Join(inline, "|"); len(rows) <= 3 && total <= 120 && (len(rows) == 1 || !strings.Contains(all, ",") && !strings.Contains(all, " and ")) {
		// rows with commas or an "and" of their own would run into
		// each other in the sentence
		list := joinWords(inline, "and")
		switch {
		case amountFirst:
			return argWords{text: "with " + list}, true // "with 27550 cents for student 776634919"
		case rows[0].word && len(rows) == 1:
			return argWords{text: "with the " + head + " " + list}, true // "with the restriction pork (intolerance)"
		case rows[0].word:
			return argWords{text: "with the " + Plural(head) + " " + list}, true
		case rows[0].edge && len(rows) == 1:
			return argWords{text: "with the " + head + " " + list}, true // "with the link Homepage → Search (value 14)"
		case rows[0].edge:
			return argWords{text: "with the " + Plural(head) + " " + list}, true
		}
		return argWords{text: st.one("for ", "with ") + list}, true
	}
	return argWords{block: "- " + strings.Join(lines, "\n- "), intro: Plural(head)}, true
}

// amountLed tells whether every row has one value and it is an amount
// or a count, which then leads: "$42.50 for student 224725491".
func amountLed(rows []rowItem) bool {
	for _, r := range rows {
		if len(r.rest) != 1 || r.rest[0] == "" {
			return false
		}
		s := strings.TrimLeft(r.rest[0], "$€£¥")
		if s == "" || s[0] < '0' || s[0] > '9' || !amountWords(s) {
			return false
		}
	}
	return true
}

// rowTexts says each row in the sentence ("question 24512 (abstain)")
// and on a line of its own ("question 24512: abstain"), in one style for
// all (see rowWords). ok is false when a row is too long for a line.
func rowTexts(rows []rowItem) (inline, lines []string, ok bool) {
	amountFirst := amountLed(rows)
	inline, lines = make([]string, len(rows)), make([]string, len(rows))
	for i, r := range rows {
		rest := strings.Join(r.rest, ", ")
		switch {
		case amountFirst:
			inline[i] = rest + countedPrep(rest, r.lead) + r.lead
			lines[i] = inline[i]
		case rest == "":
			inline[i], lines[i] = r.lead, r.lead
		default:
			inline[i] = r.lead + " (" + rest + ")"
			lines[i] = r.lead + ": " + rest
		}
		if utf8.RuneCountInString(lines[i]) > 200 {
			return nil, nil, false
		}
	}
	return inline, lines, true
}

// propertyOrder reads the property keys of an object schema (a list's
// items or the object itself) in the order the schema writes them.
func propertyOrder(raw json.RawMessage) []string {
	var s struct {
		Items      json.RawMessage `json:"items"`
		Properties json.RawMessage `json:"properties"`
	}
	if json.Unmarshal(raw, &s) != nil {
		return nil
	}
	if len(s.Items) > 0 && len(s.Properties) == 0 {
		return propertyOrder(s.Items)
	}
	keys, _, err := orderedObject(s.Properties)
	if err != nil {
		return nil
	}
	return keys
}

// schemaOrdered is a copy of tails, each the words of a member of m, in
// the order the schema writes the members (order): "20 servings prepared"
// before "0 servings leftover" as the tool lists them, not by key. A tail
// whose member is not found keeps its place after the others.
func schemaOrdered(tails []string, m map[string]any, order []string) []string {
	out := append([]string(nil), tails...)
	if len(order) == 0 || len(out) < 2 {
		return out
	}
	rank := func(t string) int {
		for i, k := range order {
			if _, ok := m[k]; !ok {
				continue
			}
			w := keyWords(k)
			if len(w) > 1 && (w[len(w)-1] == "name" || w[len(w)-1] == "number" || w[len(w)-1] == "id" || w[len(w)-1] == "label") {
				w = w[:len(w)-1]
			}
			if len(w) > 0 && strings.Contains(" "+t+" ", " "+strings.Join(w, " ")+" ") {
				return i
			}
		}
		return len(order)
	}
	sort.SliceStable(out, func(i, j int) bool { return rank(out[i]) < rank(out[j]) })
	return out
}
