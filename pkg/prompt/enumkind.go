package prompt

import "strings"

// kindEnumWords says a choice named by a key ending in "type" or "kind"
// as the kind of thing it is, never by the key ("(type: power red)", "of
// type motion hearing"): the value before the key's noun ("for a power
// red donation" for donationType=power_red, "for a name change case"),
// the value alone when it already ends in that noun ("for a motion
// hearing" for hearingType=motion_hearing), or, for a bare "type", the
// value as the thing ("for a school trip").
func kindEnumWords(hl, x string) string {
	w := strings.ToLower(spokenEnum(x))
	if strings.Contains(w, "_") {
		w = strings.ToLower(Humanize(x)) // A_NEG: "a neg"
	}
	w = codeLetters(w)
	if caseCode(x) {
		w = x // refrigerant R-410A: a code is written as its standard has it, never "r-410a"
	}
	hw := strings.Fields(hl)
	noun := ""
	if len(hw) > 1 && isWord(hw[len(hw)-2]) && !vagueKindNouns[hw[len(hw)-2]] {
		noun = singular(hw[len(hw)-2])
	}
	ww := strings.Fields(w)
	if len(ww) == 0 {
		return ""
	}
	l := ww[len(ww)-1]
	if pluralLooking(l) && len(ww) > 1 {
		return "for " + w // objectType=line_items: "for line items"
	}
	if noun != "" && !endsOnNoun(l, noun) && !hasWord(ww, "with", "without", "of", "for", "on", "in") {
		w += " " + noun // a value with a preposition names the thing itself: "a car with trailer"
	}
	if noun == "" && len(ww) == 1 && pluralLooking(l) {
		return "for " + w // type=events: "for events"
	}
	if f := strings.Fields(w); strings.ToUpper(f[0]) == f[0] && isWord(strings.ToLower(f[0])) || caseCode(x) {
		return "for " + initialismArticle(f[0]) + " " + w // "for an A neg blood"
	}
	return "for " + fixArticle("a "+w)
}

// endsOnNoun tells whether a value's last word already is the key's
// noun, alone or as the head of a hyphened word ("e-bike" for
// bike_type, "x-ray" for ray_type): such a value is said as it is ("an
// e-bike", never "an e-bike bike").
func endsOnNoun(last, noun string) bool {
	l := strings.ToLower(last)
	if i := strings.LastIndex(l, "-"); i >= 0 && i+1 < len(l) {
		l = l[i+1:]
	}
	return l == noun || singular(l) == noun
}

// kindValue tells whether a type value can be said before the object's
// noun as the kind of it: a single word ("road" on "register a bike":
// "the road bike"), or a hyphened word whose head is that noun
// ("e-bike": "the e-bike"). Values of several words are said otherwise.
func kindValue(x string, in intent) bool {
	if in.Object == "" || strings.ContainsAny(x, " _") {
		return false
	}
	return !strings.Contains(x, "-") || endsOnNoun(x, objectNoun(in))
}

// actionEnumWords says a choice named "action" or "operation" as the act
// it is, the way a person asks for it, never "with action delete":
// action=delete is "and delete it", action=unflag "and unflag it",
// action=read on a message "and mark it as read". ok is false for a value
// that is no single word.
func actionEnumWords(x string) (string, bool) {
	xl := strings.ToLower(x)
	if xl == "" || !isLowerWord(xl) || strings.Contains(xl, "-") {
		return "", false
	}
	switch {
	case xl == "read" || xl == "unread" || xl == "seen" || xl == "unseen" || strings.HasSuffix(xl, "ed") && !verbs[xl]:
		return "and mark it as " + xl, true // a state the thing is put in
	case xl == "create" || xl == "add" || xl == "new" || xl == "insert":
		return "and create a new one", true
	}
	return "and " + xl + " it", true
}

// pluralLooking tells whether a lower-case word reads as a plural
// ("events", "holds"), not a word that merely ends in s ("bus",
// "express", "analysis").
func pluralLooking(w string) bool {
	return len(w) > 3 && strings.HasSuffix(w, "s") && !strings.HasSuffix(w, "ss") && !strings.HasSuffix(w, "us") && !strings.HasSuffix(w, "is")
}

// listVerbs are verbs a key names a list of choices by ("include",
// "expand"): the list is said as the act, "including history and holds",
// never "with history and holds includes".
var listVerbs = map[string]bool{"include": true, "exclude": true, "expand": true, "embed": true, "omit": true, "hide": true, "show": true}

// kindListWords says a list of kinds by the key's noun ("power red and
// plasma donation types" for donationTypes), or as the types they are
// for a bare "types" ("of the wedding and gala types"), never "of type
// wedding and gala".
func kindListWords(hw []string, said []string) string {
	codes := make([]string, len(said))
	for i, w := range said {
		codes[i] = codeLetters(w)
	}
	list := joinWords(codes, "and")
	if len(hw) > 1 && isWord(hw[len(hw)-2]) {
		return "for " + list + " " + singular(hw[len(hw)-2]) + " " + Plural(singular(hw[len(hw)-1]))
	}
	return "of the " + list + " " + Plural(singular(hw[len(hw)-1]))
}

// vagueKindNouns are nouns before "type" that name no kind of thing
// ("object type", "entity type"): the value alone says what it is.
var vagueKindNouns = map[string]bool{"object": true, "entity": true, "resource": true, "record": true, "item": true, "thing": true}

// codeLetters writes in capitals the one- and two-letter words of a
// value said in words that are letters of a code, not English words
// ("a neg" → "A neg", "ab pos" → "AB pos"), so a reader never takes
// them for an article.
func codeLetters(w string) string {
	f := strings.Fields(w)
	if len(f) < 2 {
		return w
	}
	for i, x := range f {
		if len(x) <= 2 && isLowerWord(x) && !shortWords[x] {
			f[i] = strings.ToUpper(x)
		}
	}
	return strings.Join(f, " ")
}

// shortWords are English words of one or two letters.
var shortWords = map[string]bool{"of": true, "to": true, "in": true, "on": true, "by": true, "or": true, "at": true,
	"no": true, "as": true, "up": true, "is": true, "it": true, "if": true, "we": true, "me": true, "my": true,
	"go": true, "do": true, "so": true, "be": true, "an": true, "am": true, "us": true, "i": true}

// kindsAsThings says a list of kinds of a thing as the things themselves
// ("event_types": "for speeding and collision events", "entry_types":
// "for motion and exhibit entries"), never by the key ("for speeding and
// collision event types"); when the tool's object or a value already
// names the things, "only the speeding and collision ones". ok is false when the key
// is no "<thing> types".
func (st *funcState) kindsAsThings(hw, said []string) (argWords, bool) {
	if len(hw) != 2 || !isWord(hw[0]) || vagueKindNouns[hw[0]] || len(said) == 0 {
		return argWords{}, false
	}
	thing := singular(hw[0])
	items := make([]string, len(said))
	named := false // "minute entry" of entry types: "the minute entry ones"
	for i, w := range said {
		items[i] = codeLetters(w)
		named = named || strings.HasSuffix(w, " "+thing)
	}
	list := joinWords(items, "and")
	things := thing
	if len(items) > 1 {
		things = Plural(thing)
	}
	if named || st.data != nil && strings.Contains(" "+strings.ToLower(st.data.Tool.intent.Object)+" ", " "+Plural(thing)+" ") {
		return argWords{text: st.turn("only the "+joinWords(items, "or")+" ones", "just the "+list+" ones")}, true
	}
	return argWords{text: st.turn("for "+list+" "+things, "only "+list+" "+things)}, true
}

// ownedRef is ref as it follows the words before it: after an owner
// ("a customer's") its own article goes ("a customer's road bike", never
// "a customer's the road bike").
func ownedRef(before []string, ref string) string {
	if len(before) == 0 || !strings.HasSuffix(strings.ToLower(before[len(before)-1]), "'s") {
		return ref
	}
	if d, rest, ok := strings.Cut(ref, " "); ok && (d == "the" || d == "a" || d == "an") && rest != "" {
		return rest
	}
	return ref
}
