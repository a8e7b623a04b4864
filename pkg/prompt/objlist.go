package prompt

import (
	"strings"
	"unicode/utf8"
)

// said is the object in a person's words as one phrase. head is the noun
// the object is ("stop"); article puts "a" before a phrase that opens
// with it. A quantity comes first ("3 of SKU 635477 (375 ml)", "50
// gallons of diesel"), else a name with the rest in brackets ("Ana Costa
// (organiser, ana@x.io)"), else the noun with its kind before it and the
// rest after ("a pickup stop at …, between … and …, with reference
// ORD-1"). ok is false when nothing names the object.
func (st *funcState) said(o objSaid, head string, article bool) (string, bool) {
	if strings.EqualFold(o.typ, o.idNoun) {
		o.typ = "" // {"type": "asset", "asset_id": "8"}: "asset 8", not "asset, asset 8"
	}
	if o.counted && o.id != "" && (o.idNoun == "" || strings.EqualFold(o.idNoun, head)) {
		// {"id": "4422", "items_count": 24}: a count the record holds,
		// "record 4422 (24 items)", never "24 items for 4422"
		o.tails = append([]string{o.qty + " " + o.unit}, o.tails...)
		o.qty, o.unit, o.counted = "", "", false
	}
	var extra []string
	if o.place != "" || o.at != "" {
		extra = append(extra, strings.TrimSpace(o.place+" "+o.at))
	}
	if o.money != "" {
		extra = append(extra, "of "+o.money)
	}
	if o.addr != "" {
		extra = append(extra, o.addrPrep+" "+o.addr)
	}
	if o.when != "" {
		extra = append(extra, o.when)
	}
	what := ""
	switch {
	case o.id != "" && o.idNoun != "":
		what = o.idNoun + " " + o.id
	case o.id != "":
		what = o.id
	}
	if o.name == "" && o.email != "" && what == "" {
		o.name = o.email
	} else if o.email != "" {
		o.tails = append([]string{o.email}, o.tails...)
	}
	if o.name != "" && o.idNoun == "" && what != "" {
		what = "id " + what // "Sable Media (id 430724, …)": a bare id in brackets says nothing of what it is
	}
	if o.name != "" && what != "" && strings.EqualFold(o.idNoun, head) && o.qty == "" {
		in := nonEmpty([]string{o.typFull(), what})
		return bracketed(sayName(o.name), append(in, append(extra, o.details()...)...)), true
	}
	if o.name == "" && o.id != "" && (o.idNoun == "" || strings.EqualFold(o.idNoun, head)) && o.qty == "" {
		o.name, what = strings.TrimSpace(head+" "+o.id), "" // its own id: "filter q0y1L9 (mint green color)"
	}
	if o.qty == "1" && strings.HasSuffix(o.unit, "s") {
		o.unit = singular(o.unit) // "1 gallon of diesel", "1 copy of …"
	}
	if o.qty != "" && o.unit != "" && what == "" && o.typ == "" {
		o.tails = append([]string{o.qty + " " + o.unit}, o.tails...) // a named task's "30 hours" is no "30 hours of cleaning"
		o.qty, o.unit = "", ""
	}
	if o.qty != "" && (what != "" || o.typ != "" || o.name != "") {
		lead := o.qty + " " + o.unit + " of "
		if o.counted && what != "" {
			lead = o.qty + " " + o.unit + " for " // "2 packages for case 50184"
		}
		switch {
		case o.unit == "" && what == "" && codeName(o.name):
			lead = o.qty + " × " // "10 × chafing_dish", never "10 of chafing_dish"
		case o.unit == "":
			lead = st.countLead(o.qty)
		}
		var in []string
		switch {
		case o.name != "":
			in = append(in, o.typFull(), what)
			what = sayName(o.name)
		case what != "":
			in = append(in, o.typFull())
		case o.unit == "":
			lead = o.qty + " "
			what = o.typ + " " + head
			if o.qty != "1" {
				what = o.typ + " " + Plural(head) // "8 labor items"
			}
		default:
			what = o.typ
		}
		in = append(nonEmpty(in), append(extra, o.details()...)...)
		return bracketed(lead+what, in), true
	}
	if lead, rest, ok := qtyOfNamed(o.qty, head, o.tails); ok && o.name == "" {
		return bracketed(lead, append(append(append(extra, rest...), o.free...), o.flags...)), true
	}
	if o.qty != "" {
		o.tails = append([]string{"quantity " + o.qty}, o.tails...)
	}
	if o.name != "" {
		in := nonEmpty([]string{o.typFull(), what})
		return bracketed(sayName(o.name), append(in, append(extra, o.details()...)...)), true
	}
	if o.typ == "" && what == "" && o.addr == "" && o.when == "" && o.money == "" && o.place == "" && (!article || len(o.tails)+len(o.free) == 0) {
		return "", false // nothing to say it by
	}
	if o.typ == "" && what != "" && len(extra)+len(o.tails)+len(o.free)+len(o.flags) == 0 {
		return what, true // "medication med_5236", not "an item for medication med_5236"
	}
	s := strings.TrimSpace(o.brandFirst() + " " + o.typ + " " + head)
	if article {
		s = fixArticle("a " + s)
	}
	if what != "" {
		s += " for " + what
	}
	extra = append(extra, fromTo(o.free)...)
	if len(extra) > 0 {
		s += " " + strings.Join(extra, ", ")
	}
	if len(o.flags) > 0 {
		s += ", " + strings.Join(o.flags, ", ") // "a relative reminder for task X, urgent"
	}
	if len(o.tails) > 0 {
		if len(extra)+len(o.flags) > 0 {
			s += ","
		}
		s += " with " + joinWords(o.tails, "and")
	}
	return s, true
}

// nonEmpty is l without its empty strings.
func nonEmpty(l []string) []string {
	out := l[:0:0]
	for _, s := range l {
		if s != "" {
			out = append(out, s)
		}
	}
	return out
}

// bracketed is s with its details in brackets after it ("Ana Costa
// (organiser, ana@x.io)"), s alone when there are none.
func bracketed(s string, in []string) string {
	if len(in) == 0 {
		return s
	}
	return s + " (" + strings.Join(in, ", ") + ")"
}

// listCounts say small counts of things listed.
var listCounts = []string{"", "one", "two", "three"}

// objectItems says a list of objects as a person lists them (see
// objSaid): up to three short ones in the sentence ("with two stops: a
// pickup stop at …, and a delivery stop at …", "with 3 of SKU 635477 and
// 1 of SKU 479198 (375 ml)"), more or longer ones as a bulleted list after it, never
// pasted JSON. ok is false when an item is not said in a line.
func (st *funcState) objectItems(p Param, x []any) (argWords, bool) {
	if _, ok := st.dry().listedObjects(p, x); !ok {
		return argWords{}, false // tried without drawing, so a list said as before draws as before
	}
	return st.listedObjects(p, x)
}

// dry is a copy of st that draws nothing (each choice its first form):
// a wording tried on it leaves the seeded source as it was.
func (st *funcState) dry() *funcState {
	d := *st
	d.rng = nil
	return &d
}

// listedObjects is objectItems' wording.
func (st *funcState) listedObjects(p Param, x []any) (argWords, bool) {
	if len(x) == 0 || len(x) > 8 {
		return argWords{}, false
	}
	human := strings.ToLower(speakable(p.Human))
	head := singular(human)
	if !nounHead(head) && !listHeads[head] && !countedIng(human) {
		return argWords{}, false
	}
	shape := p.rowShapeOf()
	enums, req, order := shape.enums, shape.req, shape.order
	rows := make([]rowItem, 0, len(x))
	phrases := make([]string, len(x))
	named, counted, total, single := 0, 0, 0, 0
	for i, e := range x {
		m, ok := e.(map[string]any)
		if !ok || len(m) == 0 {
			return argWords{}, false
		}
		single += len(m) / (len(m) * len(m)) // 1 for a one-member object
		o, ok := st.readObj(m, head, shape)
		if !ok {
			return argWords{}, false
		}
		if rows != nil {
			if r, ok := rowOf(o, m, head, req, order, enums); ok && (len(rows) == 0 || rows[0].by == r.by) {
				rows = append(rows, r)
			} else {
				rows = nil // one style for the whole list
			}
		}
		if phrases[i], ok = st.said(o, head, true); !ok {
			return argWords{}, false
		}
		total += utf8.RuneCountInString(phrases[i])
		if o.qty != "" && strings.HasPrefix(phrases[i], o.qty) {
			counted++ // "3 of SKU 635477"
		} else if o.name != "" {
			named++ // a named item whose count went in its brackets ("Budget (4 pages)") is said by its noun
		}
	}
	if total > 900 || single == len(x) {
		return argWords{}, false // one member each: a list of values (itemsWords)
	}
	if len(rows) == len(x) {
		if a, ok := st.rowWords(rows, head); ok {
			return a, true // "question 577745: abstain", never "A choice for question 577745 with answer abstain"
		}
	}
	joined := strings.Join(phrases, "|")
	if len(x) == 1 && total <= 140 || len(x) <= 3 && total <= 160 && !strings.ContainsAny(joined, ",") && !strings.Contains(joined, " and ") {
		// a few short items read in the sentence; ones with commas or an
		// "and" of their own (an address, details) would run into each
		// other and the other arguments, so they go one a line
		sep := joinWords(phrases, "and")
		switch {
		case counted == len(x):
			return argWords{text: "with " + sep}, true
		case named == len(x):
			n := human
			if len(x) == 1 {
				n = head // "with passenger Liam Costa (…)"
			}
			return argWords{text: st.one("with "+n+" ", "for "+n+" ") + sep}, true
		case len(x) == 1:
			return argWords{text: "with " + sep}, true
		}
		return argWords{text: "with " + listCounts[len(x)] + " " + Plural(head) + ": " + sep}, true
	}
	lines := make([]string, len(x))
	for i, ph := range phrases {
		if strings.HasPrefix(ph, "a ") || strings.HasPrefix(ph, "an ") {
			ph = upperFirst(ph) // our own words open the line; a name keeps its spelling
		}
		lines[i] = "- " + ph
	}
	return argWords{block: strings.Join(lines, "\n"), intro: Plural(head)}, true
}

// objectSaid says one nested object by what it is (see objSaid): a
// named one as "with Minjun Nguyen (m@x.io, phone +1 …) as the dispatch
// contact", a span as "with the pickup window between … and …", one
// with a kind, a quantity or an address as "with ground shipping to …".
// ok is false for an object holding none of those (a set of settings),
// which is said as before.
func (st *funcState) objectSaid(p Param, x map[string]any) (argWords, bool) {
	if _, ok := st.dry().nestedObject(p, x); !ok {
		return argWords{}, false
	}
	return st.nestedObject(p, x)
}

// nestedObject is objectSaid's wording.
func (st *funcState) nestedObject(p Param, x map[string]any) (argWords, bool) {
	human := strings.ToLower(p.Human)
	if len(x) < 2 || !nounHead(human) {
		return argWords{}, false
	}
	if s, ok := st.rangeObj(x); ok {
		return argWords{text: st.one("with the "+human+" "+s, "for the "+human+" "+s)}, true
	}
	if a, ok := looseAddress(x); ok && len(x) > 1 {
		// {"city": "Barcelona", "postal_code": "28016", "country": "ES"}
		// as origin: "from 28016 Barcelona, ES"
		if prep := addrPrep(strings.Fields(human)); prep != "at" {
			return argWords{text: prep + " " + addressLine(a), lead: true}, true
		}
		return argWords{text: "with the " + human + " " + addressLine(a)}, true
	}
	o, ok := st.readObj(x, human, p.rowShapeOf())
	if !ok || o.name == "" && o.typ == "" && o.qty == "" && o.addr == "" && o.money == "" {
		return argWords{}, false
	}
	s, ok := st.said(o, human, false)
	if !ok {
		return argWords{}, false
	}
	if o.name != "" && o.qty == "" {
		return argWords{text: st.one("with "+s+" as the "+human, "with the "+human+" "+s)}, true
	}
	if rest, ok := st.typedNounSaid(s, o.typ, human); ok {
		return argWords{text: rest}, true
	}
	return argWords{text: "with " + nounArticle(o, s, human)}, true
}

// sayName is a name as said in a list: quoted when it holds a comma or
// a bracket that would run into the details after it, or reads as a
// phrase of its own ("Rate limiter blocks internal health checks").
func sayName(n string) string {
	if (strings.ContainsAny(n, ",()") || len(strings.Fields(n)) >= 4) && !strings.Contains(n, "\"") {
		return quoteStr(n)
	}
	return n
}

// wrapperNouns name a parameter that wraps the tool's own object ("data",
// "attributes"), not a thing of its own to name ("as the cycle data").
var wrapperNouns = map[string]bool{"data": true, "info": true, "details": true, "payload": true, "input": true,
	"body": true, "params": true, "parameters": true, "attributes": true, "fields": true, "object": true,
	"properties": true, "request": true, "spec": true, "config": true, "settings": true, "options": true,
	"values": true, "value": true, "updates": true, "update": true, "changes": true, "record": true, "args": true,
	"inputs": true, "type": true, "types": true, "kind": true}

// nounHead tells whether h, a parameter's name in words, names a thing
// an object can be said as ("dispatch contact", "stop"), not an act or
// a relation ("reported by", "updated").
func nounHead(h string) bool {
	w := strings.Fields(h)
	if len(w) == 0 || !isWord(strings.Join(w, "")) {
		return false
	}
	l := w[len(w)-1]
	return !prepWords[l] && !prepositions[l] && !strings.HasSuffix(l, "ed") && !strings.HasSuffix(l, "ing") && !wrapperNouns[l]
}

// details are an object's tails, free tails and flags in one new list,
// as said in brackets after its name or quantity.
func (o objSaid) details() []string {
	out := make([]string, 0, len(o.tails)+len(o.free)+len(o.flags))
	flags := o.flags
	if o.state {
		out, flags = append(out, flags[0]), flags[1:] // "3 of SKU 734473 (late, …)": the status first
	}
	out = append(out, o.tails...)
	out = append(out, o.free...)
	return append(out, flags...)
}

// fromTo is free with a "from …" said right before a "to …" joined to it
// ("from 34 to 46"), never "from 34, to 46", and a start and an end time
// said as one span (clockSpan).
func fromTo(free []string) []string {
	free = clockSpan(free)
	var out []string
	for i := 0; i < len(free); i++ {
		if i+1 < len(free) && strings.HasPrefix(free[i], "from ") && strings.HasPrefix(free[i+1], "to ") {
			out = append(out, free[i]+" "+free[i+1])
			i++
			continue
		}
		out = append(out, free[i])
	}
	return out
}

// countedIng tells whether h, a list's name in words, is the plural of a
// noun in -ing ("screenings", "bookings", "listings"): an act is never
// counted, so the list holds things.
func countedIng(h string) bool {
	f := strings.Fields(h)
	if len(f) == 0 {
		return false
	}
	l := f[len(f)-1]
	return strings.HasSuffix(l, "ings") && len(l) > 6 && isWord(l)
}

// clockSpan is free with a "starting at" time and an "ending at" one
// (clockEndSaid) said as one span where the first of them was: "from
// 18:00 to 19:45", never "ending at 19:45, starting at 18:00".
func clockSpan(free []string) []string {
	start, end := -1, -1
	for i, f := range free {
		switch {
		case strings.HasPrefix(f, "starting at ") && start < 0:
			start = i
		case strings.HasPrefix(f, "ending at ") && end < 0:
			end = i
		}
	}
	if start < 0 || end < 0 {
		return free
	}
	span := "from " + strings.TrimPrefix(free[start], "starting at ") + " to " + strings.TrimPrefix(free[end], "ending at ")
	out := make([]string, 0, len(free)-1)
	for i, f := range free {
		switch i {
		case min(start, end):
			out = append(out, span)
		case max(start, end):
		default:
			out = append(out, f)
		}
	}
	return out
}
