package prompt

import (
	"encoding/json"
	"strings"
)

// onlyField says an update whose one change is a plain field said as a
// noun and its value ("with company "Civic Opera"", "for 14") as the
// change it makes: "change the company on contact 5 to "Civic Opera"",
// "set the city on contact 5 to "Oslo"", "rename contact 5 to Ana Diaz", not
// "modify contact 5 with company "Civic Opera"", which attaches the
// field to the thing instead of saying what changes. It returns leads
// with the new value after them.
func (st *funcState) onlyField(c *core, d *Data, in intent, leads []string) []string {
	if d == nil || !changes(in) || firstWord(in.Verb) == "rename" || c.object == "" || len(c.blocks) > 0 ||
		len(c.labels) > 0 || !changes(intent{Verb: c.verb}) || strings.Contains(c.verb, " ") || !oneThingRef(c.object) {
		return leads
	}
	noun, v, ok := soleChange(d)
	if !ok {
		return leads
	}
	if countNounKey(noun) {
		return st.unitChange(c, leads, noun, v)
	}
	for _, p := range d.Set {
		if _, text := textNoun(d, p, in); text && ownText(d, p) && onlyText(d, p) {
			return leads // the thing's main text: newTextOnly says its change
		}
	}
	at, inOpts := -1, len(c.opts) == 1
	if inOpts {
		at = 0
	} else if len(c.opts) == 0 {
		for i, l := range leads {
			if saysValue(l, v) {
				at = i
			}
		}
	}
	if at < 0 {
		return leads
	}
	phrase := leads
	if inOpts {
		phrase = c.opts
	}
	val, ok := attachedValue(phrase[at], noun, v)
	if !ok {
		if noun, val, ok = namedAttach(phrase[at], v); !ok {
			return leads
		}
	}
	if inOpts {
		c.opts = nil
	} else {
		leads = append(leads[:at:at], leads[at+1:]...)
	}
	if noun == "name" {
		c.verb = "rename"
		return append(leads, "to "+val)
	}
	c.verb = st.vary("field-verb", "change", "set", "update")
	// never "contact 5's city": a later turn may make the object a list
	// ("entries 5, 7 and 9's memo"), which takes no possessive
	c.object = "the " + noun + " on " + c.object
	return append(leads, "to "+val)
}

// soleChange is the one field an update sets beside what points at the
// thing: its noun in words and its value, a string or a number (a
// member of an object that holds only it counts: {"fields": {"city":
// "Oslo"}} sets the city). ok is false for none, several, a flag, a
// list, or a noun that is no plain field name.
func soleChange(d *Data) (noun string, v any, ok bool) {
	n := 0
	for _, p := range d.Set {
		if identifies(p) || p.Value == nil {
			continue
		}
		n++
		v = p.Value
		noun = strings.ToLower(p.Human)
		if m, isMap := p.Value.(map[string]any); isMap {
			if len(m) != 1 {
				return "", nil, false
			}
			for k, x := range m { // one key: no order to decide
				noun, v = strings.ToLower(Humanize(k)), x
			}
		}
	}
	w := strings.Fields(noun)
	if _, num := v.(json.Number); n == 1 && num {
		if f := strings.Fields(noun); len(f) == 2 && newWords[f[0]] {
			noun = f[1] // "new nights" is the nights the thing now has
		}
		if countNounKey(noun) {
			return noun, v, true // "weeks", "dogs": said "to 6 weeks" (unitChange)
		}
	}
	if n != 1 || len(w) == 0 || len(w) > 2 || w[len(w)-1] == "id" || fieldPreps[w[len(w)-1]] ||
		strings.HasSuffix(noun, "s") && !strings.HasSuffix(noun, "ss") {
		// "resume on" is no noun; a plural ("the fields") would be "it"
		return "", nil, false
	}
	for _, x := range w {
		if !lettersOnly(x) {
			return "", nil, false
		}
	}
	switch x := v.(type) {
	case string:
		return noun, v, x != "" && len(x) <= 60 && !strings.ContainsAny(x, "\n`")
	case json.Number:
		return noun, v, true
	}
	return "", nil, false
}

// saysValue tells whether phrase l ends on value v as written.
func saysValue(l string, v any) bool {
	s := fieldText(v)
	return s != "" && strings.HasSuffix(l, s) || s != "" && strings.HasSuffix(l, `"`+s+`"`)
}

// fieldText is value v as its text: a string as it is, a number as its
// digits.
func fieldText(v any) string {
	switch x := v.(type) {
	case string:
		return x
	case json.Number:
		return x.String()
	}
	return ""
}

// attachedValue is the value phrase l says (quoted as l quotes it) when l
// only attaches it: "with company "X"", "with the city X", "for X",
// "with X", "at X" (a price), "city X", "setting city X"; ok is false for a phrase that says more (a unit, an act, a
// condition).
func attachedValue(l, noun string, v any) (string, bool) {
	s := fieldText(v)
	val := s
	if strings.HasSuffix(l, `"`+s+`"`) {
		val = `"` + s + `"`
	}
	head, ok := strings.CutSuffix(l, val)
	if !ok || s == "" {
		return "", false
	}
	head = strings.TrimSpace(head)
	for _, p := range [...]string{"at", "with " + noun, "with the " + noun, "with a " + noun + " of", "with the " + noun + " of",
		"for " + noun, "with", "for", noun, "setting " + noun} {
		if head == p {
			return val, true
		}
	}
	return "", false
}

// namedAttach is the noun and the value (quoted as l quotes it) of a
// phrase that attaches a value by a noun of its own words rather than
// the key's ("with the phone number +44 161 207 2945" of a key "tel"):
// the phrase's noun is what the change is said by ("change the phone
// number on customer 83054 to …"). ok is false for any other phrase.
func namedAttach(l string, v any) (noun, val string, ok bool) {
	s := fieldText(v)
	val = s
	if strings.HasSuffix(l, `"`+s+`"`) {
		val = `"` + s + `"`
	}
	head, cut := strings.CutSuffix(l, val)
	x, with := strings.CutPrefix(strings.TrimSpace(head), "with the ")
	w := strings.Fields(x)
	if !cut || !with || s == "" || len(w) == 0 || len(w) > 3 {
		return "", "", false
	}
	for _, t := range w {
		if !lettersOnly(t) || t != strings.ToLower(t) || fieldPreps[t] || determiners[t] {
			return "", "", false
		}
	}
	return x, val, true
}

// fieldPreps end a field's words that name no thing ("resume on",
// "sort by"): "set its resume on to …" does not parse.
var fieldPreps = map[string]bool{"on": true, "at": true, "in": true, "by": true, "to": true, "for": true,
	"from": true, "of": true, "with": true, "after": true, "before": true}

// oneThingRef tells whether an object is one thing by its reference
// ("contact 95766", "quote 4034…"): no article, no part of another
// thing ("the text on comment 5", "a user's role on membership 7"),
// nothing quoted, and a reference with a digit in it; a field of
// anything else ("reporting contacts") may pick the thing, not change
// it.
func oneThingRef(obj string) bool {
	f := strings.Fields(obj)
	if len(f) < 2 || determiners[strings.ToLower(f[0])] || strings.ContainsAny(obj, "\"`") {
		return false
	}
	for _, x := range f {
		if x == "on" || x == "of" || x == "for" || x == "in" || strings.HasSuffix(x, "'s") {
			return false
		}
	}
	return strings.ContainsAny(f[len(f)-1], "0123456789")
}

// newWords open a key that holds the value a thing changes to
// ("new_nights", "revised_total"): the key's noun is what changes.
var newWords = map[string]bool{"new": true, "revised": true, "updated": true}

// countNounKey tells whether noun, a key's words, is one plural noun
// ("weeks", "dogs"): a count of it is what a thing is set to, its
// period, length or size, said "to 6 weeks", "to 8 dogs".
func countNounKey(noun string) bool {
	return lettersOnly(noun) && len(noun) > 3 && strings.HasSuffix(noun, "s") && !strings.HasSuffix(noun, "ss") &&
		!strings.HasSuffix(noun, "us") && !strings.HasSuffix(noun, "is")
}

// unitChange says an update whose one change is a count of a plural
// noun (countNounKey: "weeks": 6, "dogs": 8), attached as a length or a
// party ("for 6 weeks", "for 8 dogs") or bare ("8 dogs"), as what the thing changes to:
// "change customer 5 to 6 weeks", "change booking NB-1 to 8 dogs", never
// "change customer 5 for 6 weeks", which reads as how long the change
// lasts. It returns leads unchanged when no lead says the count so.
func (st *funcState) unitChange(c *core, leads []string, unit string, v any) []string {
	n := fieldText(v)
	said := n + " " + unit
	if n == "1" {
		said = n + " " + strings.TrimSuffix(unit, "s")
	}
	if len(c.opts) == 1 && (c.opts[0] == "for "+said || c.opts[0] == "with "+said || c.opts[0] == said) {
		c.opts = nil
		c.verb = st.vary("field-verb", "change", "set", "switch")
		return append(leads, "to "+said)
	}
	if len(c.opts) > 0 {
		return leads
	}
	for i, l := range leads {
		if l == "for "+said || l == "with "+said || l == said {
			c.verb = st.vary("field-verb", "change", "set", "switch")
			return append(append(leads[:i:i], leads[i+1:]...), "to "+said)
		}
	}
	return leads
}
