package prompt

import (
	"hash/fnv"
	"regexp"
	"strings"

	"github.com/mcpgen/mcpgen/pkg/role"
)

// A clause holds at most this many phrases after its object (leads and
// options together); more read as a form read out field by field
// ("Book space DT-1 for member 2, for 45 minutes, from February 4 at
// 1pm and for ana@x.io"). The rest are said in short sentences of their
// own after the request.
const clausePhrases = 3

// overflowOpts takes options beyond what one clause holds out of c and
// says each in a short sentence of its own ("It's for 48 units.", "The
// skip below temperature is 15 °C.", "It's in zone 45."), last options
// first, at most two; two details said on different prepositions share
// one sentence ("It's on April 2, 2026, for 90 guests."), the way people
// add details. It returns the sentences, each after a space, "" when
// nothing moved. Options that have no sentence form stay.
func (st *funcState) overflowOpts(c *core, in intent) string {
	if len(c.leads)+len(c.opts) > clausePhrases || len(c.opts) >= 3 {
		spanFold(c, in)
	}
	extra := len(c.leads) + len(c.opts) - clausePhrases
	if len(c.opts) >= 3 {
		extra = max(extra, len(c.opts)-2)
	}
	var said []string
	for i := len(c.opts) - 1; i >= 0 && extra > 0 && len(said) < 2 && len(c.opts) > 1; i-- {
		s, ok := st.optSentence(c.opts[i], in)
		if !ok {
			continue
		}
		said = append([]string{s}, said...)
		c.opts = append(c.opts[:i:i], c.opts[i+1:]...)
		extra--
	}
	if len(said) == 0 {
		return ""
	}
	if len(said) == 2 {
		a, b := itsDetail.FindStringSubmatch(said[0]), itsDetail.FindStringSubmatch(said[1])
		if a != nil && b != nil && a[2] != b[2] {
			said = []string{"It's " + a[2] + " " + a[3] + ", " + b[2] + " " + b[3] + "."}
		}
	}
	return " " + strings.Join(said, " ")
}

// spanFold says how long a new thing lasts before its noun when the
// request is too long for the span to stay a phrase of its own: "add a
// 15-minute show", "make a 2-night booking", the way people write it,
// never "Add a show … That's for 15 minutes." after the request. Only a
// thing the request makes ("a"/"an" and nouns) takes it, and only a
// whole number of minutes, hours, days, nights or weeks.
func spanFold(c *core, in intent) {
	if in.Read || !plainNewThing(c.object) {
		return
	}
	for i, o := range c.opts {
		m := wholeSpan.FindStringSubmatch(o)
		if m == nil {
			continue
		}
		_, rest, _ := strings.Cut(c.object, " ")
		c.object = numberArticle(m[1]) + " " + m[1] + "-" + m[2] + " " + rest
		c.opts = append(c.opts[:i:i], c.opts[i+1:]...)
		return
	}
}

// numberArticle is the article before number n said aloud: "an 8-hour",
// "an 11-minute", "an 18-night", else "a".
func numberArticle(n string) string {
	if strings.HasPrefix(n, "8") || n == "11" || n == "18" {
		return "an"
	}
	return "a"
}

// wholeSpan is an option that says how long, in a whole number of one
// unit of time: "for 15 minutes", "for 2 nights".
var wholeSpan = regexp.MustCompile(`^for ([1-9][0-9]{0,3}) (minute|hour|day|night|week)s?$`)

// plainNewThing tells whether object is one new thing said by an article
// and plain words ("a show", "an exam sitting to the schedule"), which a
// measure can stand before; not a named or possessed thing ("shade
// SH-1's recipe", "a "Q" poster") nor one already measured ("a 2-hour
// slot").
func plainNewThing(object string) bool {
	f := strings.Fields(object)
	if len(f) < 2 || f[0] != "a" && f[0] != "an" {
		return false
	}
	for _, w := range f[1:] {
		if !isWord(w) {
			return false
		}
	}
	return true
}

// itsDetail is a detail said as a sentence of its own on a preposition
// ("It's for 90 guests.", "That's on May 2."): the preposition and what
// follows it.
var itsDetail = regexp.MustCompile(`^(It's|That's) (for|on|in|at) ([^.?!]+)\.$`)

var (
	// ofValue is an option that names a measure and gives its value:
	// "with a skip below temperature of 15 °C", "an odometer of 152285
	// km", "with the final abv at 15%", "final abv at 15%".
	ofValue = regexp.MustCompile(`^(?:with )?(?:(?:an?|the) )?([a-z][a-z' -]{1,40}?) (?:of|at) ([^,"]+)$`)
	// amountOpen is a value that opens on a number or an amount ("15 °C",
	// "$159", "-3"), not on a word: "date of birth 1948-09-27" is a noun
	// of three words, not a date whose value is "birth 1948-09-27".
	amountOpen = regexp.MustCompile(`^[-+$€£¥]?\d`)
	// countOf is an option that gives a count of things: "for 48 units",
	// "with 7 players".
	countOf = regexp.MustCompile(`^(?:for|with) (\d[\d,.]*) ([a-z][a-z -]{1,30})$`)
	// placedIn is an option that says where or for which thing, by a
	// noun and its value: "in zone 45", "for wedding WED-1", "on
	// controller serial ACM-9".
	placedIn = regexp.MustCompile(`^(?:in|for|on|at) ([a-z][a-z ]{0,30}) ([A-Za-z0-9][\w./:-]*\d[\w./:-]*)$`)
	// bareValue is an option said as a noun of one or two words and its
	// value, the value opening on a digit or a quote: "original gravity
	// 1.077", "deposit 5450 cents", "fermenter FV4"; not an enum's words
	// ("phase early phase 1"), whose noun cannot be told from its value.
	bareValue = regexp.MustCompile(`^([a-z]{2,}(?: [a-z]{2,})?) ((?:[A-Z]*\d|")[^,]*)$`)
	// whenOn is an option that says the day something happens: "on
	// March 9", "on March 9 at 2pm".
	whenOn = regexp.MustCompile(`^on ((?:January|February|March|April|May|June|July|August|September|October|November|December) \d{1,2}(?:, \d{4})?(?: at [\w:]+(?: UTC(?:[+-]\d\d:\d\d)?)?)?)$`)
	// writtenLine is a value that is a quoted line a person wrote,
	// ending its own sentence ("\"Lesson no longer needed.\""): it is
	// handed over (textUse), never read back as "The reason is …".
	writtenLine = regexp.MustCompile(`^"[A-Z][^"]*[.!?]"$`)
	// groupSize is a value that is a whole number and nothing else
	// ("4"), the size of a group.
	groupSize = regexp.MustCompile(`^[0-9]+$`)
	// namedAs is an option that names the new thing: `called "Q"`.
	namedAs = regexp.MustCompile(`^(?:called|named|titled) ("[^"]+")$`)
)

// optSentence says option o in a short sentence of its own, for a
// request whose intent is in; ok is false when o has no such form.
func (st *funcState) optSentence(o string, in intent) (string, bool) {
	if outputAct(o) || ownConj(o) || strings.ContainsAny(o, "(\n`") {
		return "", false
	}
	if m := ofValue.FindStringSubmatch(o); m != nil && !strings.Contains(m[1], " and ") && nounLed(m[1]) && amountOpen.MatchString(m[2]) {
		if collectiveNouns[m[1]] && groupSize.MatchString(m[2]) {
			// a party of 4: a group's size, "It's for a party of 4.",
			// never "The party is 4.", which says what the party is
			return pickBy(o, "It's for "+fixArticle("a "+m[1])+" of "+m[2]+".", "We're "+fixArticle("a "+m[1])+" of "+m[2]+"."), true
		}
		if in.Read {
			return "The " + m[1] + " is " + m[2] + ".", true
		}
		return pickBy(o, "The "+m[1]+" is "+m[2]+".", "Set the "+m[1]+" to "+m[2]+".", "The "+m[1]+" is "+m[2]+"."), true
	}
	if m := countOf.FindStringSubmatch(o); m != nil && !in.Read {
		if meterReading(m[2]) && strings.Contains(m[2], " on the ") {
			return pickBy(o, "It has "+m[1]+" "+m[2]+".", "It's showing "+m[1]+" "+m[2]+"."), true
		}
		if meterReading(m[2]) {
			return pickBy(o, "It's at "+m[1]+" "+m[2]+".", "It has "+m[1]+" "+m[2]+" on it."), true
		}
		// A count the request sets, said as people add one after asking:
		// "Make it 10 frames.", not "There are 10 frames.", which reads
		// as a form's field said aloud. A count of what happened to
		// things ("with 10 frames transferred") or of a measure ("with
		// 21 years of roof age") has no such form.
		if strings.HasPrefix(o, "with ") {
			if w := strings.Fields(m[2]); role.Participle(w[len(w)-1]) || strings.Contains(m[2], " of ") {
				return "", false
			}
			return "Make it " + m[1] + " " + m[2] + ".", true
		}
		return pickBy(o, "It's for "+m[1]+" "+m[2]+".", "That's for "+m[1]+" "+m[2]+"."), true
	}
	if m := whenOn.FindStringSubmatch(o); m != nil {
		if in.Read {
			// "That's for May 2.", never "For May 2." alone, a fragment
			// after the question
			return pickBy(o, "That's for "+m[1]+".", "It's for "+m[1]+"."), true
		}
		return pickBy(o, "It's on "+m[1]+".", "It's for "+m[1]+"."), true
	}
	if m := namedAs.FindStringSubmatch(o); m != nil && !in.Read {
		return pickBy(o, "Call it "+m[1]+".", "Name it "+m[1]+"."), true
	}
	if m := placedIn.FindStringSubmatch(o); m != nil && !determiners[firstWord(m[1])] {
		return pickBy(o, "It's "+o+".", "That's "+o+"."), true
	}
	if m := bareValue.FindStringSubmatch(o); m != nil && nounLed(m[1]) && !nounRepeated(m[1], o) {
		if !in.Read && writtenLine.MatchString(m[2]) {
			return textUse(m[1], m[2]), true // reason "Came back broken.": "Give "…" as the reason."
		}
		return "The " + m[1] + " is " + m[2] + ".", true
	}
	return "", false
}

// pickBy picks one of forms by what is said (key), drawing nothing from
// the request's random source: the words around it stay as they were.
func pickBy(key string, forms ...string) string {
	h := fnv.New32a()
	h.Write([]byte(key))
	return forms[int(h.Sum32()%uint32(len(forms)))]
}

// nounLed tells whether phrase w opens on a noun's words, not on a
// preposition, an article or an act ("setting city"), so that "The " + w
// names what is given.
func nounLed(w string) bool {
	f := firstWord(w)
	return !stackPreps[f] && !determiners[f] && !strings.HasSuffix(f, "ing") && !joinsClause[f] && !predicateAdjective(w) &&
		!keyPrepositions[f] && !dangling(w)
}

// dangling tells whether phrase w cannot name what is given: it ends on
// a preposition ("managed by", "night of", "assign correspondent from")
// or is one past participle ("quoted", "capped"). "The quoted is 15
// minutes" and "The managed by is 366" say nothing; "the estimated
// weight" names a weight.
func dangling(w string) bool {
	f := strings.Fields(w)
	if len(f) == 0 {
		return false
	}
	l := f[len(f)-1]
	return stackPreps[l] || keyPrepositions[l] || l == "of" || len(f) == 1 && role.Participle(l)
}

// predicateAdjective tells whether w is one adjective said of the thing
// ("reachable at +44 …", "available at 9am"), not a noun naming a
// measure: "The reachable is +44 …" says nothing.
func predicateAdjective(w string) bool {
	if strings.Contains(w, " ") || len(w) < 7 || ableNouns[w] {
		return false
	}
	return strings.HasSuffix(w, "able") || strings.HasSuffix(w, "ible")
}

// ableNouns are nouns ending like an adjective in -able or -ible.
var ableNouns = map[string]bool{"variable": true, "vegetable": true, "deliverable": true, "timetable": true,
	"receivable": true, "collectible": true, "consumable": true, "payable": true, "constable": true, "turntable": true}

// nounRepeated tells whether a word of noun comes twice in option o
// ("phase phase 1"): the value then holds the noun's words (an enum's
// "phase_1"), and "The phase is 1" would not say it.
func nounRepeated(noun, o string) bool {
	words := strings.Fields(strings.ToLower(o))
	for w := range strings.FieldsSeq(noun) {
		n := 0
		for _, v := range words {
			if v == w {
				n++
			}
		}
		if n > 1 {
			return true
		}
	}
	return false
}
