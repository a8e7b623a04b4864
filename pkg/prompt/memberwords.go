package prompt

import (
	"slices"
	"strings"
	"unicode"
)

// A member of an object a person lists (a label, a line of an invoice,
// an attendance) is said as a word about the thing, never as its key and
// value read out: a colour before the noun ("a purple label"), a status or
// reason alone ("3 of SKU 734473 (late)", "student LN-F-93352: absent"),
// a count of time with its noun first ("44 minutes late", never "minutes
// late 44"), a place in an order as an ordinal ("4th in order"), a
// measure with "of" ("a line amount of 208.58"), a flag naming a thing
// the object has with "with" ("with a loading dock", never "loading dock
// yes").

// stateMemberKeys are one-word keys whose enumerated value says itself as a
// word about the object: {"reason": "late"} is "late", {"status":
// "absent"} "absent", never "late reason" or "absent status".
var stateMemberKeys = map[string]bool{"reason": true, "status": true, "state": true, "condition": true, "outcome": true,
	"result": true, "disposition": true, "cause": true, "answer": true, "response": true, "decision": true}

// colorKeys are the keys of an object's colour, said before its noun.
var colorKeys = map[string]bool{"color": true, "colour": true}

// timeCountUnits are units of time a key may open with ("minutes_late",
// "days_overdue"): the number goes before the key, "44 minutes late".
var timeCountUnits = map[string]bool{"seconds": true, "minutes": true, "hours": true, "days": true, "weeks": true,
	"months": true, "years": true, "nights": true}

// orderKeys are the last words of a key that gives an object's place in
// an order ("order", "child_order", "sort_order"), said as an ordinal.
var orderKeys = map[string]bool{"order": true}

// colorWord tells whether s is a colour said in plain lower-case words
// ("purple", "navy blue"), not a name ("Deep Focus") nor a code ("#aa00ff").
func colorWord(s string) bool {
	f := strings.Fields(s)
	if len(f) == 0 || len(f) > 2 {
		return false
	}
	for _, r := range s {
		if r != ' ' && (!unicode.IsLetter(r) || !unicode.IsLower(r)) {
			return false
		}
	}
	return true
}

// numberTail says a number member of an object that no unit, count or
// identifier rule took (w its key in words, n the number), or "" when
// "key n" is the way to say it (an identifier: "zone 12", "page 3"). A
// key opening with a unit of time puts the number first ("73 minutes
// late"), and a number with
// a decimal point, a measure and never an identifier, takes "of" ("a
// line amount of 208.58"); a key in -ed or -ing ("paid") is no noun to
// take it. An order is said by orderTail.
func numberTail(w []string, n string) string {
	if len(w) < 1 || strings.HasPrefix(n, "-") {
		return ""
	}
	kw := strings.Join(w, " ")
	l := w[len(w)-1]
	switch {
	case len(w) > 1 && timeCountUnits[w[0]]:
		if n == "1" {
			return n + " " + singular(w[0]) + " " + strings.Join(w[1:], " ")
		}
		return n + " " + kw
	case strings.Contains(n, ".") && l != "cents" && moneyUnits[l] == "" && isWord(strings.Join(w, "")) &&
		!strings.HasSuffix(l, "ed") && !strings.HasSuffix(l, "ing") && !participles[l]:
		return fixArticle("a " + kw + " of " + n)
	}
	return ""
}

// boolMemberWords says a flag inside an object by what it says of the
// thing (h is its key in words): what flagMemberWords says, and a key
// naming a thing by a noun after an -ing word ("loading dock", "parking
// space") as what the object has: "with a loading dock", "no loading
// dock".
func boolMemberWords(h string, v bool) string {
	if ingCompound(h) {
		thing := strings.ToLower(h)
		if v {
			return "with " + fixArticle("a "+thing)
		}
		return "no " + thing
	}
	return flagMemberWords(h, v)
}

// typeStem is the words a kind's key holds before its last word
// ("tax_type" → "tax"), said after the kind's value ("output tax") so a
// bare "output" does not lose what it is the kind of; "" when the stem
// is the object's own noun (a stop's "stop_type": "a pickup stop") or
// the value says it already ("TAX_EXEMPT").
func typeStem(w []string, head, value string) string {
	if len(w) < 2 || len(w) > 3 {
		return ""
	}
	stem := w[:len(w)-1]
	hs := " " + strings.ToLower(head) + " "
	vs := " " + strings.ToLower(Humanize(value)) + " "
	for _, s := range stem {
		if !isWord(s) || strings.Contains(hs, " "+s+" ") || strings.Contains(vs, " "+s+" ") || strings.Contains(hs, " "+singular(s)+" ") {
			return ""
		}
	}
	return strings.Join(stem, " ")
}

// ingCompound tells whether h, a flag's key in words, names a thing by a
// noun after an -ing word ("loading dock", "parking space"), which an
// object has or has not.
func ingCompound(h string) bool {
	hw := strings.Fields(strings.ToLower(h))
	return len(hw) == 2 && len(hw[0]) > 5 && strings.HasSuffix(hw[0], "ing") && !pluralLooking(hw[1]) && isWord(hw[0]+hw[1])
}

// orderTail says an object's place in an order (w its key in words, n
// the number) as an ordinal, "4th in order", never "order 4"; "" for any
// other member. It is a word of its own about the object, like a flag,
// never said after "with".
func orderTail(w []string, n string) string {
	if len(w) == 0 || !orderKeys[w[len(w)-1]] || !isDigits(n) || n == "0" || len(n) > 3 {
		return ""
	}
	return ordinal(n) + " in order"
}

// participles are past participles a key may be that do not end in -ed
// ("paid": {"paid": 510.23} is no "a paid of 510.23").
var participles = map[string]bool{"paid": true, "due": true, "owed": true, "spent": true, "sold": true, "left": true,
	"held": true, "built": true, "sent": true, "won": true, "lost": true, "bought": true}

// amountWords tells whether s, a row's one value opening with a digit,
// is an amount or a count that can lead the row ("4250 cents", "$42.50",
// "3 adults"), not a place in an order ("4th in order") nor a time
// something is off by ("44 minutes late").
func amountWords(s string) bool {
	f := strings.Fields(s)
	if len(f) == 0 || strings.TrimRight(f[0], "0123456789.,") != "" {
		return false
	}
	return len(f) < 3 || !timeCountUnits[f[1]] && !timeCountUnits[singular(f[1])+"s"]
}

// typFull is the object's kind as said in brackets after its name or
// quantity, with what it is the kind of when its key says it ("output
// tax"); before the noun the kind goes alone ("a double room").
func (o objSaid) typFull() string {
	if o.typ == "" || o.typStem == "" {
		return o.typ
	}
	return o.typ + " " + o.typStem
}

// weekdayList says a list of days of the week as an API writes them
// ("mon", "WED", "friday") as the days a thing recurs on, in the week's
// order: "on Mondays, Wednesdays and Fridays". ok is false when any item
// is no weekday.
func weekdayList(items []string) (string, bool) {
	if len(items) == 0 {
		return "", false
	}
	var in [7]bool
	for _, s := range items {
		d := weekdays[strings.ToLower(strings.Trim(s, "\""))]
		i := slices.Index(weekdayNames, d)
		if i < 0 {
			return "", false
		}
		in[i] = true
	}
	var days []string
	for i, d := range weekdayNames {
		if in[i] {
			days = append(days, d+"s") // in the week's order, as a person reads a schedule
		}
	}
	return "on " + joinWords(days, "and"), true
}
