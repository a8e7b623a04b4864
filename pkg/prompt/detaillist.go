package prompt

import (
	"regexp"
	"strings"

	"github.com/mcpgen/mcpgen/pkg/role"
)

// minDetails is how many details a request that makes or changes a thing
// carries before they may be said as a list after the request line (see
// detailList): fewer read well in the clause.
const minDetails = 3

// detailList takes the details of a request that makes or changes a
// thing out of c when it has more than minDetails of them, and now and
// then when it has minDetails, to say them as a list the way people type
// an order: after a colon ("Set up a forward contract with grower G-7
// from March 2 to March 9: 7500 bushels, commodity SORGHUM, type
// \"BASIS\", cash price per bu 56.27.") or in a sentence after the request
// ("Could you set up …? Use 7500 bushels, commodity SORGHUM, …").
// Said in the clause they chain "with A and B and C" and tack "The X is
// Y." sentences on, a form read out field by field. A detail is an option
// said as a noun and its value (detailOf) or the sentence of one said
// alone ("The commodity is SORGHUM."). It returns the list for a colon
// (commands only) or the sentence to follow the request; both "" when the
// details stay where they are.
func (st *funcState) detailList(c *core, in intent, kind string) (colon, tail string) {
	if in.Read || len(c.blocks)+len(c.labels) > 0 || kind == PlanTerse || kind == PlanAsk || kind == PlanTopic || kind == PlanWant {
		return "", ""
	}
	var details, keep []string
	for _, o := range c.opts {
		d, ok := detailOf(o)
		switch {
		case ok:
			details = append(details, d...)
		case labelValue.MatchString(o):
			// A field whose name opens like a preposition ("inside leg
			// 93 cm"): left alone in the clause it would read as one.
			return "", ""
		default:
			keep = append(keep, o)
		}
	}
	aside, asideOK := aloneDetail(c.aside)
	n := len(details)
	if asideOK {
		n++
	}
	// Four or more always go in a list: said in the clause, some are
	// always tacked on. Whether three do is drawn from what they say, not
	// from the request's random source: the words of a request whose
	// details stay in the clause stay as they were.
	if n < minDetails || repeatsLabel(details) || n == minDetails && pickBy(strings.Join(c.opts, "|")+c.aside, "list", "list", "clause") == "clause" {
		return "", ""
	}
	if asideOK {
		details = append(details, aside)
		c.aside = ""
	}
	c.opts, c.listed = keep, true
	details = countsFirst(details)
	list := strings.Join(details, ", ")
	if (kind == PlanImperative || kind == PlanNeed) && len(keep) == 0 && st.intn(2) == 0 {
		return list + ".", ""
	}
	if st.intn(3) == 0 || !usedValues(details) {
		// "API version failed, …": a key's initialism opening the
		// sentence is said in capitals (caseKey), never "Api version"
		f, rest, _ := strings.Cut(list, " ")
		return "", Sentence(caseKey(f)+" "+rest) + "."
	}
	// "Use height 768, width 1200, zoom 20.": the details said as what
	// to use, as people add them, never under a form's "Details:" label
	return "", "Use " + list + "."
}

// usedValues tells whether every detail gives a value to use ("height
// 768", "color \"teal\""), none a state a thing is in ("codegen not
// used", "API version failed", "queen seen"), which "Use …" would not
// say.
func usedValues(details []string) bool {
	for _, d := range details {
		l := lastWord(d)
		if strings.Contains(d, " not ") || isLowerWord(l) && role.Participle(l) {
			return false
		}
	}
	return true
}

// detailOf says option o as the nouns and values a list of details
// holds: "with cash price per bu 56.27" is "cash price per bu 56.27", "for
// 7500 bushels" is "7500 bushels", "a gross weight of 21,072 lb" is
// "gross weight 21,072 lb", an object's fields said together ("with
// driver name \"Ana Ruiz\" and license plate \"8AWD116\"") are one
// detail each, "commodity CORN" stays. False for an option that is no
// such detail: an act on the result, a list of values, a quoted text
// opening it, a remark in parentheses, a constraint ("sorted by date",
// "at most 5").
func detailOf(o string) ([]string, bool) {
	if outputAct(o) || ownConj(o) || strings.ContainsAny(o, "(\n`") {
		return nil, false
	}
	rest, with := strings.CutPrefix(o, "with ")
	parts := splitUnquoted(rest)
	if len(parts) == 1 {
		d, ok := oneDetail(o)
		return []string{d}, ok
	}
	if !with {
		return nil, false
	}
	var out []string
	for _, p := range parts {
		// Each a field and its value: "with minutes 20, 15 and 10",
		// "with field setup, snack parent and assistant coach
		// interests" are values of one thing.
		d, ok := oneDetail(p)
		if !ok || !labelValue.MatchString(d) {
			return nil, false
		}
		out = append(out, d)
	}
	return out, true
}

// oneDetail says one option or field o as a detail (see detailOf).
func oneDetail(o string) (string, bool) {
	if m := amountOf.FindStringSubmatch(o); m != nil && !strings.Contains(m[1], " and ") && nounLed(m[1]) && amountOpen.MatchString(m[2]) {
		return m[1] + " " + m[2], true // "with a gross weight of 21,072 lb": "gross weight 21,072 lb"
	}
	if m := countOf.FindStringSubmatch(o); m != nil {
		return m[1] + " " + m[2], true
	}
	if rest, ok := strings.CutPrefix(o, "with "); ok {
		if rest == "" || strings.ContainsAny(rest[:1], "\"'") || listsItself(rest) || determiners[firstWord(rest)] {
			return "", false
		}
		return rest, true
	}
	if bareCount.MatchString(o) {
		return o, true
	}
	if m := labelValue.FindStringSubmatch(o); m != nil && detailLabel(m[1]) && !nounRepeated(m[1], o) {
		return o, true
	}
	if m := labelWords.FindStringSubmatch(o); m != nil && detailLabel(m[1]) {
		return o, true // an enum's words after its label: "commodity soft red winter wheat"
	}
	return "", false
}

// detailLabel tells whether w, the first words of an option, names a
// field ("commodity", "license plate"), not a constraint, an act, a
// manner or a preposition ("sorted", "publicly", "to").
func detailLabel(w string) bool {
	f := firstWord(w)
	return nounLed(w) && !constraintWords[f] && !notLabels[f] && !strings.HasSuffix(f, "ed") && !strings.HasSuffix(f, "ly")
}

// notLabels are words that open an option without naming a field.
var notLabels = map[string]bool{"to": true, "as": true, "via": true, "per": true, "than": true, "if": true, "unless": true,
	"every": true, "each": true, "all": true, "any": true, "not": true, "never": true, "also": true, "then": true}

// splitUnquoted splits s at ", " and " and " outside quotes: the fields
// of one option said together.
func splitUnquoted(s string) []string {
	var out []string
	in, last := false, 0
	for i := 0; i < len(s); i++ {
		switch {
		case s[i] == '"':
			in = !in
		case in:
		case strings.HasPrefix(s[i:], ", "):
			out, last = append(out, s[last:i]), i+2
			i++
		case strings.HasPrefix(s[i:], " and "):
			out, last = append(out, s[last:i]), i+5
			i += 4
		}
	}
	return append(out, s[last:])
}

var (
	// labelValue is an option said as a noun of one to three words and
	// its value, the value a code, a number or a quote: "commodity
	// CORN", "type \"FLAT\"", "deposit 5450".
	labelValue = regexp.MustCompile(`^([a-z]{2,}(?: [a-z]{2,}){0,3}) ((?:[A-Z][A-Z0-9_-]*|[-+$€£]?\d[\w.,:/-]*(?: [A-Za-z%°/]+)?|"[^"]+"))$`)
	// labelWords is an option said as a noun of one word and a value of
	// one to four words: "commodity soft red winter wheat".
	labelWords = regexp.MustCompile(`^([a-z]{3,}) ([a-z]+(?: [a-z]+){0,3})$`)
	// amountOf is a measure and its value: "a gross weight of 21,072 lb",
	// "with the final abv at 15%".
	amountOf = regexp.MustCompile(`^(?:with )?(?:(?:an?|the) )?([a-z][a-z' -]{1,40}?) (?:of|at) ([^"]+)$`)
	// bareCount is a count said alone: "7500 bushels".
	bareCount = regexp.MustCompile(`^\d[\d,.]* [a-z]+(?: [a-z]+)?$`)
	// aloneSentence is a detail said in a sentence of its own: "The
	// commodity is SORGHUM.", "The mesh size is 4 mm."
	aloneSentence = regexp.MustCompile(`^The ([a-z][a-z ]{1,40}) (?:is|are) ([^."?!]+|"[^"]+")\.$`)
)

// aloneDetail says the sentence a detail was said in alone ("The
// commodity is SORGHUM.") as the noun and value a list holds ("commodity
// SORGHUM"); false for any other aside.
func aloneDetail(aside string) (string, bool) {
	m := aloneSentence.FindStringSubmatch(aside)
	if m == nil || !nounLed(m[1]) {
		return "", false
	}
	return m[1] + " " + m[2], true
}

// countsFirst puts the details that open on a number first (a copy): an
// order says how many before what kind ("7500 bushels, commodity
// SORGHUM").
func countsFirst(details []string) []string {
	out := make([]string, 0, len(details))
	for _, d := range details {
		if amountOpen.MatchString(d) {
			out = append(out, d)
		}
	}
	for _, d := range details {
		if !amountOpen.MatchString(d) {
			out = append(out, d)
		}
	}
	return out
}

// repeatsLabel tells whether two details open on the same word ("name
// \"A\", name \"B\""): the items of a list of things, not the fields of
// one, which a list of details would run together.
func repeatsLabel(details []string) bool {
	seen := map[string]bool{}
	for _, d := range details {
		f := firstWord(d)
		if amountOpen.MatchString(f) {
			continue
		}
		if seen[f] {
			return true
		}
		seen[f] = true
	}
	return false
}

// aroundLine adds to request line s the details listed after it (right
// after it, before why the user asks) and the scene set around it.
func (fr framing) aroundLine(s string) string {
	if fr.details != "" {
		s = withAside(s, fr.details)
	}
	if fr.scene != "" {
		s = sceneAround(s, fr.scene)
	}
	return s
}
