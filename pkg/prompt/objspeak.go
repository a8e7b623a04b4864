package prompt

import (
	"encoding/json"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/mcpgen/mcpgen/pkg/role"
)

// A person lists the objects of a request (the stops of a load, the
// bottles of an order, the people on a boat) by what each is, never as
// pasted JSON nor as "quantity 3, sku 635477" lines that read out the
// keys: "a pickup stop at Národní 20, 110 05 Prague between February 6 at
// 14:00 UTC and February 20 at 14:00 UTC", "3 of SKU 635477", "Ana Costa
// (organiser, ana@x.io)". objSaid reads one object into those parts: a
// name or a quantity of something first, a role or type as a word before
// the thing's noun, an address folded into one line, a start and an end
// into a range, and the rest as short tails, every value kept in the
// words.

// objSaid is one object read into the parts a person says it by.
type objSaid struct {
	name     string   // what it is called ("Ana Costa", "Replace cleat")
	idNoun   string   // the noun of its identifier ("SKU", "tooth"), "" for none
	id       string   // the identifier ("635477")
	qty      string   // how many ("3"), "" for none
	unit     string   // what the quantity counts in ("gallons"), "" for a plain count
	counted  bool     // unit names things counted ("packages"), said "for" what they belong to
	typ      string   // its role or kind in words ("pickup", "organiser")
	typStem  string   // what typ is the kind of, when its key says it ("tax" of tax_type), said after typ in brackets
	addr     string   // an address member in one line
	addrPrep string   // the preposition of the address ("at", "to", "from")
	when     string   // its time or span ("between … and …")
	tails    []string // everything else ("shade A2", "double sided")
	money    string   // an amount with its currency ("6000 EUR")
	flags    []string // flags set, by their words ("double sided", "not urgent")
	state    bool     // flags[0] is the object's status or reason ("late", "absent"), said before its other details
	place    string   // the file it is on ("on src/auth.go")
	at       string   // where in it ("at line 12")
	free     []string // tails that carry their own preposition ("for 45 minutes", `saying "…"`), never after "with"
	email    string   // an email address, said as the name when there is none
	brand    string   // who makes it ("Trek"), also a tail ("make Trek"): said before its kind when it is said by its noun
	descName bool     // name came from a description
}

// nameFromMembers names an object that has no name by the name of the
// thing its identifier points at ({"item_id": "7", "item_name": "Desk
// lamp"}), else by a short description of it ("Ceramic mugs, set of 4"),
// taking that member out of its tails. descKey is the key said
// "description" ("description", or a terse "d" described "desc").
func (o *objSaid) nameFromMembers(m map[string]any, head, descKey string) {
	if o.name != "" {
		return
	}
	for _, k := range sortedKeys(m) {
		w := keyWords(k)
		s, ok := m[k].(string)
		if !ok || len(w) != 2 || w[1] != "name" || s == "" || w[0] != strings.ToLower(o.idNoun) && w[0] != head {
			continue
		}
		o.name = s
		o.dropTail(strings.Join(w[:1], " ") + " ")
		return
	}
	if d, ok := m[descKey].(string); ok && d != "" && utf8.RuneCountInString(d) <= 50 && !strings.ContainsAny(d, "\n\"`") {
		o.name, o.descName = d, true
		o.dropTail("description ")
	}
}

// dropTail takes out the tail that opens with prefix.
func (o *objSaid) dropTail(prefix string) {
	for i, t := range o.tails {
		if strings.HasPrefix(t, prefix) {
			o.tails = append(o.tails[:i:i], o.tails[i+1:]...)
			return
		}
	}
}

// idAcronyms are identifier keys people write in capitals ("SKU 635477").
var idAcronyms = map[string]bool{"sku": true, "upc": true, "ean": true, "isbn": true, "asin": true, "gtin": true, "sscc": true,
	"plu": true, "mpn": true, "vin": true, "iata": true, "icao": true}

// objNameKeys are the keys that say what a thing is called.
var objNameKeys = map[string]bool{"name": true, "full name": true, "display name": true, "title": true, "label": true,
	"summary": true, "subject": true}

// typeWords are the last words of a key that says which kind or role an
// object plays ("type", "stop_type", "role"), said as a word before its
// noun ("a pickup stop") or beside its name ("Ana Costa, organiser").
var typeWords = map[string]bool{"type": true, "kind": true, "role": true, "category": true, "method": true, "mode": true}

// countKeys are the keys of how many of a thing an object holds.
var countKeys = map[string]bool{"quantity": true, "qty": true, "count": true, "units": true}

// extraUnits are units written at the end of a key that unitWords does
// not list: volumes, weights and lengths an item is measured in.
var extraUnits = map[string]string{"ml": "ml", "l": "litres", "liters": "liters", "litres": "litres", "oz": "oz",
	"gallons": "gallons", "gal": "gallons", "lb": "lb", "lbs": "lbs", "pounds": "pounds", "kg": "kg", "g": "g",
	"ft": "ft", "feet": "ft", "in": "in", "inches": "inches", "cm": "cm", "mm": "mm", "sqft": "sq ft", "pcf": "pcf"}

// keyUnit splits a key's words into its stem and the unit it ends in
// ("bottle size ml" → "bottle size", "ml"); unit is "" when it ends in
// none.
func keyUnit(w []string) (stem []string, unit string) {
	if len(w) == 0 {
		return w, ""
	}
	l := w[len(w)-1]
	if u, ok := extraUnits[l]; ok {
		return w[:len(w)-1], u
	}
	if u, ok := unitWords[l]; ok && l != "m" && l != "s" {
		return w[:len(w)-1], u
	}
	return w, ""
}

// keyWords is a key in lower-case words ("window_start" → window, start).
func keyWords(k string) []string { return strings.Fields(strings.ToLower(Humanize(k))) }

// enumsOf reads the enumerated members of an object schema (a list's
// items or the object itself): member key → its values.
func enumsOf(raw json.RawMessage) map[string]bool {
	var s struct {
		Items      json.RawMessage `json:"items"`
		Properties map[string]struct {
			Enum []any `json:"enum"`
		} `json:"properties"`
	}
	out := map[string]bool{}
	if json.Unmarshal(raw, &s) != nil {
		return out
	}
	if len(s.Items) > 0 && len(s.Properties) == 0 {
		return enumsOf(s.Items)
	}
	for k, p := range s.Properties {
		if len(p.Enum) > 0 {
			out[k] = true
		}
	}
	return out
}

// readObj reads object m (its schema's members read in shape) into
// the parts a person says it by; head is the noun the object is (a
// "stop", an "item"), whose own key names it. ok is false for an object
// a person would not say in a line: deep nesting, long or multi-line
// texts, more than eight members.
func (st *funcState) readObj(m map[string]any, head string, shape rowShape) (objSaid, bool) {
	var o objSaid
	enums := shape.enums
	m = flatMembers(m)
	if len(m) == 0 || len(m) > 8 {
		return o, false
	}
	m = o.moneyOf(m)
	keys := sortedKeys(m)
	dates := map[string]string{}
	var first, last string
	qtyKey := countQtyKey(m)
	descKey := "description"
	for _, k := range keys {
		w := st.memberKeyWords(k, shape)
		if len(w) == 0 {
			return o, false
		}
		if len(w) == 1 && w[0] == "description" && k != descKey && m[descKey] == nil {
			descKey = k
		}
		if k == qtyKey {
			o.qty, o.unit = string(m[k].(json.Number)), w[0] // bags: "1 bag of SKU 272042"
			continue
		}
		if t, ok := epochMember(m[k], shape.descs[k]); ok {
			dates[k] = t // a pass "at" 1763571600 described "epoch seconds": "on November 19, 2025 at 5pm UTC"
			continue
		}
		switch v := m[k].(type) {
		case map[string]any:
			if a, ok := looseAddress(v); ok && o.addr == "" {
				o.addr, o.addrPrep = addressLine(a), addrPrep(append(w, head))
				continue
			}
			if t, ok := venueObject(w, v); ok {
				o.free = append(o.free, t) // a venue: "at Boston Common (100 Cambridge St, Boston)"
				continue
			}
			if s, ok := st.rangeObj(v); ok && o.when == "" {
				o.when = s
				continue
			}
			if t, ok := st.subObjectTail(w, v); ok {
				o.tails = append(o.tails, t) // "estimated value 415.29 KRW"
				continue
			}
			return o, false
		case nil:
			o.tails = append(o.tails, "no "+strings.Join(w, " ")) // {"notes": null}: "no notes", a member left empty
			continue
		case []any:
			if !st.listMember(&o, w, v) {
				return o, false
			}
			continue
		case string:
			if _, _, _, ok := parseDate(v); ok {
				dates[k] = v
				continue
			}
			kw := strings.Join(w, " ")
			if itemTexts[kw] && strings.Contains(v, " ") && utf8.RuneCountInString(v) <= 240 && !strings.ContainsAny(v, "\n`\"") {
				o.free = append(o.free, "saying "+quoteOnce(v)) // content: `saying "Call dentist"`
				continue
			}
			if t, ok := describedAs(kw, v); ok && namedBy(m) {
				o.free = append(o.free, t) // description: `described as "Maintained by the platform team. …"`
				continue
			}
			if v == "" || utf8.RuneCountInString(v) > 80 || strings.ContainsAny(v, "\n`") {
				return o, false
			}
			switch {
			case w[0] == "first" && kw != "first" && o.name == "":
				first = v
				continue
			case w[0] == "last" && len(w) == 2 && w[1] == "name":
				last = v
				continue
			case (objNameKeys[kw] || thingKeys[kw] || kw == head || kw == head+" name") && o.name == "":
				o.name = v
				if enums[k] {
					o.name = spokenEnum(v) // product whole_blood: "9 × whole blood", never "9 × whole_blood"
				}
				continue
			case typeWords[w[len(w)-1]] && o.typ == "" && len(strings.Fields(v)) <= 3 && !strings.ContainsAny(v, "0123456789@/"):
				o.typ = strings.ToLower(Humanize(v))
				if clippedCode(v) {
					o.typ = v // kit_type KT-A: "6 KT-A lines", never "6 kt a lines"
				}
				o.typStem = typeStem(w, head, v) // tax_type OUTPUT: "(output tax, …)", never a bare "output"
				continue
			case colorKeys[kw] && o.typ == "" && colorWord(v):
				o.typ = v // {"color": "purple"}: "a purple label", never "color purple"
				continue
			}
		}
		if !st.memberSaid(&o, k, w, m[k], enums[k]) {
			return o, false
		}
	}
	o.nameFromMembers(m, head, descKey)
	if first != "" && last != "" && o.name == "" {
		o.name = first + " " + last
	} else if first != "" || last != "" {
		return o, false
	}
	if !st.datesSaid(&o, dates) {
		return o, false
	}
	return o, true
}

// listMember says list member v of an object (its key in words w) on
// o, for readObj: people named ("attendees Chen Dubois (chen@acme.io)
// and Leon Wang"), days ("on Mondays and Wednesdays") or a plain list
// ("tags 90475 and 32999"); false when v is no list of scalars.
func (st *funcState) listMember(o *objSaid, w []string, v []any) bool {
	if t, ok := st.namedList(v, w); ok {
		o.tails = append(o.tails, t) // attendees: "attendees Chen Dubois (chen@acme.io) and Leon Wang"
		return true
	}
	items, ok := scalarList(v)
	if !ok {
		return false
	}
	if d, ok := weekdayList(items); ok {
		o.flags = append(o.flags, d) // days [mon, wed]: "on Mondays and Wednesdays", never "days mon and wed"
		return true
	}
	lw := w
	if l := w[len(w)-1]; len(w) > 1 && (l == "urls" || l == "uris" || l == "links") {
		lw = append(w[:len(w)-2:len(w)-2], Plural(w[len(w)-2])) // photo_urls: "photos https://…"
	} else if l == "ids" && len(w) > 1 {
		lw = append(w[:len(w)-2:len(w)-2], w[len(w)-2]) // tag_ids: "tag 67118", "tags 90475 and 32999"
		if len(items) > 1 {
			lw[len(lw)-1] = Plural(lw[len(lw)-1])
		}
	}
	o.tails = append(o.tails, strings.Join(lw, " ")+" "+joinWords(items, "and"))
	return true
}

// memberKeyWords is member key k of an object in words: a terse key by
// what it stands for on the tool (role.Server.KeyMeaning, reading the
// member's own description), as a parameter of its own is said, else its
// key in words. An item {"cat": "jewelry", "d": "Gold ring", "k": 18}
// was "An item with jewelry cat, d "Gold ring" and 18 k", now "Gold ring
// (jewelry, 18 karat)" ("cat" is a category, "d" described "desc" the
// description that names it, "k" described "karat").
func (st *funcState) memberKeyWords(k string, shape rowShape) []string {
	if st.data == nil || !role.TerseKey(k) {
		return keyWords(k)
	}
	t := st.data.Tool
	if m := t.peers.KeyMeaning(t.Name, t.Description, k, shape.descs[k], shape.enums[k]); m.Words != "" {
		return strings.Fields(m.Words)
	}
	return keyWords(k)
}

// memberDescsOf reads the described members of an object schema (a
// list's items or the object itself): member key → its description.
func memberDescsOf(raw json.RawMessage) map[string]string {
	var s struct {
		Items      json.RawMessage `json:"items"`
		Properties map[string]struct {
			Description string `json:"description"`
		} `json:"properties"`
	}
	out := map[string]string{}
	if json.Unmarshal(raw, &s) != nil {
		return out
	}
	if len(s.Items) > 0 && len(s.Properties) == 0 {
		return memberDescsOf(s.Items)
	}
	for k, p := range s.Properties {
		if p.Description != "" {
			out[k] = p.Description
		}
	}
	return out
}

// scalarList says a list of scalars as its items; ok is false for a list
// holding anything else, or an empty one.
func scalarList(v []any) ([]string, bool) {
	if len(v) == 0 || len(v) > 6 {
		return nil, false
	}
	out := make([]string, len(v))
	for i, e := range v {
		s, ok := scalarWords(e)
		if !ok {
			return nil, false
		}
		out[i] = s
	}
	return out, true
}

// addrPrep is the preposition of an address by the words of its key and
// the object holding it: "to" where a thing goes, "from" where it
// starts, else "at".
func addrPrep(w []string) string {
	switch {
	case hasWord(w, "to", "recipient", "destination", "delivery", "shipping", "consignee", "ship"):
		return "to"
	case hasWord(w, "from", "sender", "origin", "return", "source"):
		return "from"
	}
	return "at"
}

// memberSaid adds member k (in words w, enumerated when enum) of a
// scalar value v to o: a count or an amount in a unit as its quantity,
// an identifier by its noun, the rest as a tail. ok is false for a value
// not said inline.
func (st *funcState) memberSaid(o *objSaid, k string, w []string, v any, enum bool) bool {
	stem, unit := keyUnit(w)
	l := w[len(w)-1]
	num, isNum := v.(json.Number)
	if isNum && st.memberMeasureSaid(o, w, num) {
		return true
	}
	if t, ok := memberUnitTail(w, unit, string(num)); isNum && ok {
		o.tails = append(o.tails, t) // toneHz: "a tone of 500 Hz", never "500 tone hz"
		return true
	}
	switch {
	case isNum && o.qty == "" && (countKeys[l] || len(w) > 1 && w[0] == "number" && w[1] == "of"):
		o.qty = string(num)
		if l == "count" && len(w) > 1 {
			o.unit, o.counted = pluralOnce(strings.Join(w[:len(w)-1], " ")), true // package_count: "2 packages"
		}
		return true
	case isNum && o.qty == "" && len(stem) == 0 && unit != "":
		o.qty, o.unit = string(num), unit // gallons: "50 gallons of diesel"
		return true
	case isNum && unit != "":
		if t := measureTail(string(num), unit, stem); strings.HasPrefix(t, "for ") {
			o.free = append(o.free, t)
		} else {
			o.tails = append(o.tails, t)
		}
		return true
	case isNum && len(w) == 1 && countNoun(l):
		n := l
		if string(num) == "1" {
			n = singular(l)
		}
		o.tails = append(o.tails, string(num)+" "+n) // adults: "3 adults", never "adults 3"
		return true
	case isNum && (eachKeys[strings.Join(w, " ")] || priceKey(w)):
		o.free = append(o.free, priceAt(w, string(num))) // unit_price: "at 24.5 each"; price: "at 198.15", never "a price of 198.15"
		return true
	case isNum && (l == "limit" || strings.Join(w, " ") == "max results"):
		o.free = append(o.free, "up to "+string(num))
		return true
	}
	if b, ok := v.(bool); ok {
		o.flags = append(o.flags, boolMemberWords(strings.Join(w, " "), b)) // "double sided", "with a loading dock"
		return true
	}
	s, ok := scalarWords(v)
	if !ok {
		return false
	}
	kw := strings.Join(w, " ")
	switch {
	case pathKeys[k] || kw == "file path" || kw == "path":
		if strings.ContainsAny(s, "/.") && !strings.Contains(s, " ") && o.place == "" {
			o.place = "on " + s // a comment on a file: "on src/auth.go at line 12"
			return true
		}
	case (kw == "line" || kw == "position" || kw == "line number") && isNum && o.at == "":
		o.at = "at " + strings.TrimSuffix(kw, " number") + " " + s
		return true
	}
	switch {
	case (idAcronyms[l] || l == "id" || l == "code" || numberIDs[l] && len(w) > 1) && o.id == "" && !strings.Contains(s, " ") && !prepositions[w[0]]:
		o.id, o.idNoun = s, idNounOf(w)
		return true
	case l == "email" && o.email == "" && o.name == "":
		o.email = s // a person's address may name them: "laura@x.io (plan pro)"
		return true
	case l == "email" || l == "phone" && len(w) == 1 || l == "url":
		if l == "phone" {
			s = "phone " + strings.Trim(s, "\"")
		}
		o.tails = append(o.tails, s)
		return true
	case enum && !strings.ContainsAny(s, "\" "):
		ev := strings.ToLower(Humanize(s))
		if per, ok := moneyPer(o.money, l, ev); ok {
			o.money += " " + per // pay_basis monthly: "11600 AUD a month", never "with pay basis monthly"
			return true
		}
		if gradeCode(s) {
			o.tails = append(o.tails, strings.Join(w, " ")+" "+s) // grade "A": "grade A", never "a grade"
			return true
		}
		if len(w) == 1 && stateMemberKeys[l] {
			o.flags, o.state = append([]string{ev}, o.flags...), !o.state // reason "late": "3 of SKU 734473 (late)", never "late reason"
			if !o.state {
				return false // two of them: said as before
			}
			return true
		}
		if strings.HasSuffix(l, "s") && !strings.HasSuffix(l, "ss") || prepWords[l] || reasonKeys[l] {
			o.tails = append(o.tails, strings.Join(w, " ")+" "+ev) // "contents impressions" reads as a list; "notify on all"; "short reason expired"
		} else {
			o.tails = append(o.tails, ev+" "+strings.Join(w, " ")) // "gloss paper stock"
		}
		return true
	}
	if len(w) > 1 && (l == "name" || l == "number" || l == "id" || l == "label") {
		w = w[:len(w)-1] // facility_name: "facility "Airport transfer""; tooth_number: "tooth 3"
	}
	if len(w) == 1 && (w[0] == "from" || prepWords[w[0]]) {
		o.free = append(o.free, w[0]+" "+s) // {"from": {"id": "34"}}: "from 34", never "with from 34"
		return true
	}
	if o.wordsTail(w, s, isNum) {
		return true
	}
	if brandKeys[kw] && o.brand == "" && brandWord(s) {
		o.brand = s
	}
	o.tails = append(o.tails, strings.Join(w, " ")+" "+s)
	return true
}

// eachKeys are the keys of a price of one unit of an item.
var eachKeys = map[string]bool{"unit price": true, "unit cost": true, "unit value": true, "price each": true,
	"price per unit": true, "unit amount": true}

// prepWords are the prepositions a key may end in ("notify_on").
var prepWords = map[string]bool{"on": true, "at": true, "by": true, "for": true, "to": true, "in": true, "of": true, "with": true}

// idNounOf is the noun an identifier key names ("product_code" →
// "product", "sku" → "SKU", "id" → "").
func idNounOf(w []string) string {
	l := w[len(w)-1]
	if idAcronyms[l] {
		return strings.ToUpper(l)
	}
	if numberIDs[l] && len(w) > 1 {
		return strings.Join(w[:len(w)-1], " ") + " number" // catalog_no: "catalog number HL-00123"
	}
	if l == "code" && len(w) > 1 {
		return strings.Join(w, " ") // "sort code 20-00-00", never "sort 20-00-00"
	}
	return strings.Join(w[:len(w)-1], " ")
}

// measureTail says an amount in a unit by what it measures: "375 ml"
// for a size, "42 ft long" for a length, "6 ft draft" for anything else.
func measureTail(n, unit string, stem []string) string {
	if len(stem) == 0 {
		return n + " " + unit
	}
	switch stem[len(stem)-1] {
	case "size", "volume", "capacity", "amount":
		return n + " " + unit
	case "length":
		return n + " " + unit + " long"
	case "duration":
		return "for " + n + " " + unit
	case "width":
		return n + " " + unit + " wide"
	case "height":
		return n + " " + unit + " high"
	}
	return n + " " + unit + " " + strings.Join(stem, " ")
}

// spanEnds are the last words of the two ends of a span, after a "time"
// or "date" word is dropped ("start_time", "window_end", "pickup_from").
var (
	spanStarts = map[string]bool{"start": true, "from": true, "begin": true, "since": true, "earliest": true, "open": true, "opens": true}
	spanEnds   = map[string]bool{"end": true, "to": true, "until": true, "latest": true, "close": true, "closes": true, "due": true, "deadline": true}
)

// dateEnd is the word that says which end of a span a date key is
// ("window_start" → "start", "end_time" → "end"), and its other words.
func dateEnd(k string) (string, []string) {
	w := keyWords(k)
	for len(w) > 1 && (w[len(w)-1] == "time" || w[len(w)-1] == "date" || w[len(w)-1] == "at") {
		w = w[:len(w)-1]
	}
	for i, x := range w {
		if spanStarts[x] || spanEnds[x] {
			return x, append(append([]string{}, w[:i]...), w[i+1:]...)
		}
	}
	return "", w
}

// datesSaid says an object's dates (key → value as written): a start
// and an end as one span ("between February 6 at 14:00 UTC and February
// 20 at 14:00 UTC"), a lone start as "from …", a lone end as "by …",
// another date after its key's words ("delivered February 3"). ok is
// false for more than two dates, or an end before its start.
func (st *funcState) datesSaid(o *objSaid, dates map[string]string) bool {
	if len(dates) == 0 {
		return true
	}
	if len(dates) > 2 || o.when != "" {
		return false
	}
	var start, end string
	for k := range dates {
		switch e, _ := dateEnd(k); {
		case spanStarts[e]:
			start = k
		case spanEnds[e]:
			end = k
		}
	}
	if len(dates) == 2 {
		if start == "" || end == "" {
			return false
		}
		a, b, ok := st.spokenSpan(dates[start], dates[end])
		if !ok {
			return false
		}
		if day, from, to, ok := sameDay(dates[start], dates[end], a); ok {
			o.when = "on " + day + " from " + from + " to " + to // "on February 2 from 08:00 to 16:00 UTC"
			return true
		}
		o.when = st.one("between "+a+" and "+b, "from "+a+" to "+b)
		return true
	}
	for k, x := range dates {
		e, w := dateEnd(k)
		d, _, _ := st.spokenSpan(x, x)
		switch {
		case spanStarts[e]:
			o.when = "starting " + d
		case e == "due":
			o.when = "due " + d // due_date: "due February 16"
		case spanEnds[e]:
			o.when = "by " + d
		case len(w) > 1 || len(w) == 1 && w[0] != "date" && w[0] != "time" && w[0] != "when" && !prepositions[w[0]]:
			o.tails = append(o.tails, strings.Join(w, " ")+" "+d) // "renews December 9, 2025"
		default:
			o.when = "on " + d
		}
	}
	return true
}

// epochMember returns, as RFC 3339, the time a list member's number
// stands for when its own description gives it in epoch units ("epoch
// seconds"), so that it is said as a date, never as the number; ok is
// false for any other value.
func epochMember(v any, desc string) (string, bool) {
	n, ok := v.(json.Number)
	if !ok {
		return "", false
	}
	t, ok := epochTime(n, role.EpochUnit(strings.ToLower(desc)))
	if !ok {
		return "", false
	}
	return t.Format(time.RFC3339), true
}

// rangeObj says a nested object of a start and an end ({"start": …,
// "end": …}) as a span; ok is false for any other object.
func (st *funcState) rangeObj(v map[string]any) (string, bool) {
	if len(v) != 2 {
		return "", false
	}
	dates := map[string]string{}
	for k, x := range v {
		s, ok := x.(string)
		if !ok {
			return "", false
		}
		if _, _, _, ok := parseDate(s); !ok {
			return "", false
		}
		dates[k] = s
	}
	var o objSaid
	if !st.datesSaid(&o, dates) {
		return "", false
	}
	return o.when, true
}

// spokenSpan says the two ends of a span, written x and y, in the
// request's one date form: spoken ("February 6 at 2pm UTC", the year
// said at least once, after the end) or as written. ok is false
// when y is before x or the two are not in one zone.
func (st *funcState) spokenSpan(x, y string) (string, string, bool) {
	ta, aDay, za, okA := parseDate(x)
	tb, bDay, zb, okB := parseDate(y)
	if !okA || !okB || tb.Before(ta) || za != zb {
		return "", "", false
	}
	if st.dateFormOf(st.one("spoken", "spoken", "spoken", "spoken", "raw")) == "raw" {
		return writtenStamp(x), writtenStamp(y), true
	}
	// the year once, at the end, unless the two differ in it; a start on
	// the end's own day is said alone (a single date, a span of hours)
	withA := ta.Year() != tb.Year() || ta.Format("2006-01-02") == tb.Format("2006-01-02")
	return spokenDay(ta, aDay, withA, za), spokenDay(tb, bDay, true, zb), true
}

// looseAddress maps an address object's members to their roles (see
// addressOf) when it names at least a city or a postal code, with or
// without a street: a stop "in 1012 Vienna" is a place too. A state
// that repeats the city ("Prague, Prague") is said once.
func looseAddress(x map[string]any) (map[string]string, bool) {
	a := map[string]string{}
	for k, v := range x {
		s, ok := addrScalar(v)
		if !ok {
			return nil, false
		}
		key := keyJoins.Replace(strings.ToLower(k))
		role := ""
		if key == "unit" || key == "apt" || key == "suite" || key == "apartment" {
			role = "line2"
		}
		for _, p := range addressParts {
			for _, pk := range p.keys {
				if key == pk && a[p.role] == "" && role == "" {
					role = p.role
				}
			}
		}
		if role == "" {
			return nil, false
		}
		a[role] = s
	}
	if a["state"] == a["city"] {
		delete(a, "state")
	}
	return a, a["city"] != "" || a["postal"] != ""
}

// flatMembers lifts the members of m that only wrap others into m
// itself: a member holding one scalar ({"due": {"date": "…"}} → due date,
// {"to": {"id": "7"}} → to id) and a wrapper of plain values ({"fields":
// {"plan": "pro"}} → plan), so each is said by its own words. m is
// returned as it is when a lifted key would clash.
func flatMembers(m map[string]any) map[string]any {
	var out map[string]any
	for k, v := range m {
		in, ok := v.(map[string]any)
		if !ok || len(in) == 0 {
			continue
		}
		w := keyWords(k)
		wrapper := len(w) == 1 && wrapperNouns[w[0]] && len(in) <= 4
		if len(in) != 1 && !wrapper {
			continue
		}
		if _, isAddr := looseAddress(in); isAddr && len(in) > 1 {
			continue
		}
		lifted := map[string]any{}
		for ik, iv := range in {
			switch iv.(type) {
			case map[string]any, []any:
				return m
			}
			nk := ik
			if !wrapper {
				nk = k + "_" + ik
			}
			if _, clash := m[nk]; clash {
				return m
			}
			lifted[nk] = iv
		}
		if out == nil {
			out = make(map[string]any, len(m))
			for mk, mv := range m {
				out[mk] = mv
			}
		}
		delete(out, k)
		for lk, lv := range lifted {
			if _, clash := out[lk]; clash {
				return m
			}
			out[lk] = lv
		}
	}
	if out == nil {
		return m
	}
	return out
}

// countNoun tells whether a one-word key is a plural noun that counts
// things ("adults", "seats", "rooms"): its number is said before it.
// Units, and plurals that name a score or a set rather than a count
// ("points", "settings"), are not.
func countNoun(l string) bool {
	if !strings.HasSuffix(l, "s") || strings.HasSuffix(l, "ss") || strings.HasSuffix(l, "us") || len(l) < 4 || notCounts[l] {
		return false
	}
	if _, unit := unitWords[l]; unit {
		return false
	}
	if _, unit := extraUnits[l]; unit {
		return false
	}
	return isWord(l)
}

// notCounts are plural keys whose number is not a count of them.
var notCounts = map[string]bool{"points": true, "stats": true, "details": true, "settings": true, "terms": true,
	"series": true, "news": true, "analytics": true, "metrics": true}

// moneyOf folds an amount and its currency ({"amount": 6000, "currency":
// "EUR"}) into one money phrase, "6000 EUR", and returns m without them;
// m as it is when it holds no such pair.
func (o *objSaid) moneyOf(m map[string]any) map[string]any {
	var amt, cur string
	for k, v := range m {
		w := keyWords(k)
		if len(w) == 0 {
			continue
		}
		switch l := w[len(w)-1]; {
		case l == "currency" || l == "currencycode" || len(w) > 1 && w[len(w)-2] == "currency" && l == "code":
			if c, ok := v.(string); ok && len(c) == 3 {
				cur = k
			}
		case l == "amount" || l == "price" || l == "total" || l == "salary":
			if _, ok := v.(json.Number); ok {
				amt = k
			}
		}
	}
	if amt == "" || cur == "" {
		return m
	}
	o.money = string(m[amt].(json.Number)) + " " + m[cur].(string)
	out := make(map[string]any, len(m))
	for k, v := range m {
		if k != amt && k != cur {
			out[k] = v
		}
	}
	return out
}

// namedList says a member that lists named objects (the attendees of an
// event) as its key and the names, each with its details in brackets;
// ok is false unless every item is a flat object with a name.
func (st *funcState) namedList(v []any, w []string) (string, bool) {
	if len(v) == 0 || len(v) > 5 {
		return "", false
	}
	head := singular(strings.Join(w, " "))
	out := make([]string, len(v))
	for i, e := range v {
		m, ok := e.(map[string]any)
		if !ok {
			return "", false
		}
		for _, x := range m {
			switch x.(type) {
			case map[string]any, []any:
				return "", false
			}
		}
		o, ok := st.readObj(m, head, rowShape{})
		if !ok || o.name == "" && o.email == "" {
			return "", false
		}
		if out[i], ok = st.said(o, head, false); !ok {
			return "", false
		}
	}
	return strings.Join(w, " ") + " " + joinWords(out, "and"), true
}

// sameDay splits a span within one day, written x and y and its start
// said as a ("February 2 at 08:00 UTC"), into the day and the two times
// ("February 2", "08:00", "16:00 UTC"); ok is false for a span over
// several days, dates without a time, or a start said as written.
func sameDay(x, y, a string) (day, from, to string, ok bool) {
	ta, aDay, zone, okA := parseDate(x)
	tb, bDay, _, okB := parseDate(y)
	if !okA || !okB || aDay || bDay || ta.Format("2006-01-02") != tb.Format("2006-01-02") {
		return "", "", "", false
	}
	day, _, found := strings.Cut(a, " at ")
	if !found {
		return "", "", "", false
	}
	return day, clockWords(ta), clockWords(tb) + zone, true
}

// letterUnits are units a member's key ends in as one letter
// ("beam_m", "powerLimitW", "concreteTempF"), which keyUnit leaves
// (a lone letter is as often no unit: "option c").
var letterUnits = map[string]string{"m": "m", "w": "W", "f": "°F", "c": "°C"}

// timeStems are key words a trailing "m" after is minutes.
var timeStems = map[string]bool{"duration": true, "time": true, "timeout": true, "interval": true, "delay": true,
	"wait": true, "period": true, "window": true, "ttl": true}

// letterUnitTail says member key words w, ending in a one-letter unit,
// with number n the way a measure is said: a length before its noun
// ("7 m beam", "15 m loa"), any other measure as "a power limit of 5 W",
// never the key read out ("beam m 7", "power limit w 5"). A temperature
// unit (f, c) is read so only after a temperature word ("temp",
// "temperature"); ok is false for any other key.
func letterUnitTail(w []string, n string) (string, bool) {
	k := len(w)
	if k < 2 {
		return "", false
	}
	u, ok := letterUnits[w[k-1]]
	stem := w[:k-1]
	last := stem[len(stem)-1]
	if !ok || len(last) < 3 || !isWord(last) || w[0] == "number" {
		return "", false
	}
	switch w[k-1] {
	case "f", "c":
		if last != "temp" && last != "temperature" {
			return "", false
		}
	case "m":
		if timeStems[last] {
			return "", false // "timeout m", "duration m": minutes, not metres
		}
		return n + " m " + strings.Join(stem, " "), true
	}
	return fixArticle("a "+strings.Join(stem, " ")) + " of " + n + " " + u, true
}

// clippedCode tells whether v is a code of capitals in hyphened parts,
// one of them a letter or two ("KT-A", "RX-B", "GRP-QA"): said as
// written, since lower-cased into words ("kt a") it reads as nothing.
func clippedCode(v string) bool {
	parts := strings.Split(v, "-")
	if len(parts) < 2 {
		return false
	}
	short := false
	for _, p := range parts {
		if p == "" || strings.ToUpper(p) != p || strings.ToLower(p) == p {
			return false
		}
		short = short || len(p) <= 2
	}
	return short
}

// wordsTail says a member's value s by words of its own where its key
// calls for them: an order ("4th in order", a word about the thing like
// a flag), a number with its sense ("44 minutes late", "a line amount
// of 208.58"), a span's start or end time ("starting at 09:45", never
// "with start time 09:45"); false when none fits.
func (o *objSaid) wordsTail(w []string, s string, isNum bool) bool {
	if t := orderTail(w, s); isNum && t != "" {
		o.flags = append(o.flags, t)
		return true
	}
	if t := numberTail(w, s); isNum && t != "" {
		o.tails = append(o.tails, t)
		return true
	}
	if t := clockEndSaid(w, s); t != "" {
		o.free = append(o.free, t)
		return true
	}
	return false
}

// clockEndSaid says a time of day s that a key of a span's end and
// "time" holds ("start_time", "endTime") as people do: "starting at
// 09:45", "ending at 20:15"; "" for any other key or value.
func clockEndSaid(w []string, s string) string {
	if len(w) != 2 || w[1] != "time" || !clockTime.MatchString(s) {
		return ""
	}
	switch w[0] {
	case "start", "begin":
		return "starting at " + s
	case "end", "finish":
		return "ending at " + s
	}
	return ""
}
