package prompt

import (
	"regexp"
	"strings"

	"github.com/mcpgen/mcpgen/pkg/role"
)

// This file says an enum value in words a person types and attaches it to
// its parameter by the parameter's head noun: a way of doing a thing is
// said "by direct debit", a unit "in minutes", a view "in list view", a
// grade code "at P1 priority", a reason "because of industrial action";
// never "in direct_debit method", "with minute duration unit" nor "using
// the P1 priority". The words keep the value derivable: underscores and
// case become spaces, numbers stay as written.

// mixedSnake matches a value of parts joined by underscores where some
// part may hold a number ("wind_speed_80m", "temperature_900hPa",
// "forecast_v4", "EARLY_PHASE1"), the last a decimal ("hi_index_1.74").
var mixedSnake = regexp.MustCompile(`^[a-zA-Z][a-zA-Z0-9]*(?:_[a-zA-Z0-9]+)*(?:_[0-9]+\.[0-9]+)?$`)

// wordNumber matches a word with a number after it ("phase4", "tier2").
var wordNumber = regexp.MustCompile(`^([a-z]{4,})(\d{1,2})$`)

// heightPart matches a number with a unit of height or pressure, as
// weather and sensor values write one ("80m", "900hPa", "7cm").
var heightPart = regexp.MustCompile(`^(\d+)(m|cm|mm|km|hPa|hpa|mb|ft)$`)

// statParts are last parts of a value that say which statistic of a
// measure it is ("temperature_2m_max"): said first ("max temperature at
// 2 m"). A sum stays last ("rain sum"), the name people use for it.
var statParts = map[string]string{"max": "max", "min": "min", "mean": "mean", "avg": "average", "median": "median"}

// enumWords says a value people would not type as written in words: a
// value in capitals with underscores ("INDUSTRIAL_ACTION" → "industrial
// action"), a word with a number ("phase4", "PHASE4" → "phase 4"), a
// measure at a height ("wind_speed_80m" → "wind speed at 80 m"), words
// with a decimal ("hi_index_1.74" → "hi index 1.74"). ok is
// false for other values: codes ("MRI_AGCM3_2_S", "P1", "NA") and single
// words in capitals ("POST", "TECHNICAL"), which are typed as they are.
func enumWords(x string) (string, bool) {
	if !mixedSnake.MatchString(x) {
		return "", false
	}
	up := x == strings.ToUpper(x)
	if !up && strings.ToLower(x) != x && !strings.Contains(x, "_") {
		return "", false // camelCase and names: Humanize says those
	}
	parts := strings.Split(strings.ToLower(x), "_")
	if len(parts) == 1 && !wordNumber.MatchString(parts[0]) {
		return "", false
	}
	word := false
	for _, p := range parts {
		switch m := wordNumber.FindStringSubmatch(p); {
		case isWord(p):
			word = word || len(p) >= 4 && wordLike(p)
		case m != nil && wordLike(m[1]):
			word = true
		case strings.Trim(p, "0123456789.") == "" || heightPart.MatchString(p):
		case up:
			return "", false // MRI_AGCM3_2_S: a model's code
		}
	}
	if !word {
		return "", false
	}
	if up {
		for i, p := range parts {
			if isWord(p) && acronymOf(p) && !capsWords[p] {
				parts[i] = strings.ToUpper(p) // US_AQI keeps "US"
			}
		}
	}
	return snakeWords(parts), true
}

// snakeWords says the parts of a value with a number in them: a height
// with "at" ("at 80 m"), a word with a number split ("phase 4"), a
// statistic first ("max temperature at 2 m"), codes as they are.
func snakeWords(parts []string) string {
	var stat string
	if n := len(parts); n > 1 && statParts[parts[n-1]] != "" && (isWord(parts[n-2]) && len(parts[n-2]) > 2 || heightPart.MatchString(parts[n-2])) {
		stat, parts = statParts[parts[n-1]], parts[:n-1] // wave_height_max: "max wave height"
	}
	out := make([]string, 0, len(parts)+2)
	for i, p := range parts {
		if m := heightPart.FindStringSubmatch(p); m != nil && i > 0 {
			unit := m[2]
			if strings.EqualFold(unit, "hpa") {
				unit = "hPa"
			}
			out = append(out, "at", m[1], unit)
			continue
		}
		if m := wordNumber.FindStringSubmatch(p); m != nil && wordLike(m[1]) {
			out = append(out, m[1], m[2])
			continue
		}
		out = append(out, p)
	}
	s := strings.Join(out, " ")
	if stat != "" {
		s = stat + " " + s
	}
	return s
}

// wordLike tells whether letters read as a word rather than a code: a
// vowel, no four consonants in a row, and not a lone vowel opening a
// cluster ("phase", "tier", "industrial"; not "agcm").
func wordLike(w string) bool {
	vowels, run := 0, 0
	for _, r := range w {
		if strings.ContainsRune("aeiouy", r) {
			vowels, run = vowels+1, 0
			continue
		}
		if run++; run > 3 {
			return false
		}
	}
	return vowels > 1 || vowels == 1 && (len(w) < 4 || !strings.ContainsRune("aeiou", rune(w[0])))
}

// byKeys are last words of a key that name how a thing is done or sent
// ("payment method", "delivery", "channel"): the value is said with "by"
// ("by direct debit", "by mail").
var byKeys = map[string]bool{"method": true, "delivery": true, "channel": true, "via": true, "medium": true}

// fileShapes are last words of a value that name a file's form: such a
// delivery is said "as an electronic PDF", never "by electronic pdf".
var fileShapes = map[string]string{"pdf": "PDF", "csv": "CSV", "zip": "ZIP", "file": "file", "email": "email",
	"attachment": "attachment", "download": "download", "link": "link"}

// handovers are ways to receive a thing that take "for" ("for pickup"),
// never "by pickup".
var handovers = map[string]bool{"pickup": true, "collection": true, "pick up": true, "click and collect": true}

// actParticles end a two-word value that names a thing by an act ("walk
// in", "drop off"): said as one hyphenated noun ("a walk-in").
var actParticles = map[string]bool{"in": true, "off": true, "up": true, "out": true}

// unitValueKeys are last words of a key whose value is a unit: said "in
// minutes", never "with minute duration unit".
var unitValueKeys = map[string]bool{"unit": true, "units": true}

// viewKeys are last words of a key that say how a thing is shown: said
// "in list view", never "(list view style)".
var viewKeys = map[string]bool{"view": true, "layout": true, "style": true, "display": true, "theme": true}

// scaleUnits are units named after a scale, said as they are ("in
// celsius"), never in the plural.
var scaleUnits = map[string]bool{"celsius": true, "fahrenheit": true, "kelvin": true}

// gradeCodeValue matches a grade given as a code ("P1", "S2", "SEV1", "T3").
var gradeCodeValue = regexp.MustCompile(`^(?i:[a-z]{1,3})\d$`)

// enumByHead says a choice by its key's head noun (last) as a person
// attaches it: "by direct debit", "as an electronic PDF", "for pickup",
// "in minutes", "in list view", "at P1 priority", "in GBP"; ok is false
// for keys none of these fit.
func (st *funcState) enumByHead(p Param, x, last string) (string, bool) {
	v := spokenEnum(x)
	vl := strings.ToLower(v)
	if v == "" || strings.ContainsAny(v, "\"\n") {
		return "", false
	}
	hw := strings.Fields(strings.ToLower(p.Human))
	switch {
	case byKeys[last]:
		f := strings.Fields(vl)
		if len(f) == 0 || len(f) > 6 || verbs[f[0]] && !nounVerbs[f[0]] {
			return "", false // merge_method=rebase: an act, said by the caller's wording
		}
		if x == strings.ToUpper(x) && len(x) <= 6 && !strings.Contains(x, "_") {
			return "", false // method=GET: a code, said by the caller's wording
		}
		if s, ok := fileShapes[f[len(f)-1]]; ok && len(f) > 1 {
			return "as " + article(strings.Join(f[:len(f)-1], " ")+" "+s), true // "as an electronic PDF"
		}
		if handovers[vl] {
			return "for " + vl, true
		}
		if len(f) == 2 && actParticles[f[1]] {
			return "as " + article(f[0]+"-"+f[1]), true // channel=walk_in: "as a walk-in", never "by walk in"
		}
		if vl == "other" || vl == "none" || vl == "any" || vl == "default" || vl == "auto" {
			return "", false
		}
		return "by " + v, true
	case unitValueKeys[last]:
		f := strings.Fields(vl)
		if len(f) != 1 || !isWord(f[0]) || len(f[0]) < 2 {
			return "", false
		}
		u := f[0]
		switch {
		case strings.HasSuffix(u, "ic") || strings.HasSuffix(u, "al"):
			return "in " + u + " units", true // units=imperial: "in imperial units"
		case unitAbbrevs[u] == "" && !scaleUnits[u] && !strings.HasSuffix(u, "s") && u != "feet":
			u = Plural(u) // minute: "in minutes"
		}
		return "in " + u, true
	case viewKeys[last]:
		noun := last
		if len(hw) > 1 && viewKeys[hw[len(hw)-2]] {
			noun = hw[len(hw)-2] // view_style=list: "in list view"
		}
		if strings.HasSuffix(" "+vl, " "+noun) {
			return "in " + v, true
		}
		return "in " + v + " " + noun, true
	case last == "currency" && len(x) == 3 && strings.ToUpper(x) == x:
		return "in " + x, true // currency=GBP: "in GBP", never "using the GBP currency"
	case gradeKeys[last] && gradeCodeValue.MatchString(x):
		return "with " + strings.ToUpper(x) + " " + last, true // priority=P1: "with P1 priority"
	}
	return "", false
}

// intransitivePast are past forms in -ed of verbs that take no object
// ("died", "expired"): a thing did them, so a reason says "because it
// died", never "because it was died" as of a thing done to it
// ("refunded").
var intransitivePast = map[string]bool{"died": true, "expired": true, "failed": true, "lapsed": true, "arrived": true,
	"departed": true, "escaped": true, "disappeared": true, "vanished": true, "crashed": true, "leaked": true,
	"occurred": true, "happened": true, "perished": true, "drowned": true}

// reasonWords says a reason a call gives: "for some other reason" for
// "other", "because it was lost" for a state a thing is in, else the
// reason with "due to" ("due to industrial action").
func (st *funcState) reasonWords(x string) string {
	w := spokenEnum(x)
	if w == strings.ToUpper(w) && len(w) > 3 && isWord(strings.ToLower(w)) {
		w = strings.ToLower(w) // TECHNICAL: a word in capitals
	}
	wl := strings.ToLower(w)
	f := strings.Fields(wl)
	switch {
	case wl == "other" || wl == "others":
		return "for some other reason"
	case len(f) > 1 && prepositions[f[0]] || len(f) > 2 && f[0] == "out" && f[1] == "of":
		return "since it's " + wl // reason=OUT_OF_STOCK: "since it's out of stock"
	case reasonClauseOK(f):
		c, _ := reasonClause(f)
		return c // reason=PAYMENT_FAILED: "because the payment failed"; hoa_denied: "because the HOA denied it"
	case len(f) == 2 && stateParticles[f[1]] && !verbs[f[0]] && (strings.HasSuffix(f[0], "ed") || strings.HasSuffix(f[0], "n") ||
		strings.HasSuffix(f[0], "t") || f[0] == "sold"):
		return "because it's " + wl // worn_out: "because it's worn out", never "due to a worn out"
	case len(f) >= 2 && f[0] == "pending":
		return wl // pending_review: "pending review"
	case len(f) >= 2 && len(f) <= 3 && waitGerunds[f[0]]:
		return "since we're " + wl // awaiting_consent: "since we're awaiting consent", never "due to an awaiting consent"
	case len(f) == 2 && isWord(f[1]) && strings.HasSuffix(f[0], "ed") && !strings.HasSuffix(f[1], "ed") && causeNoun(f[1]):
		return "due to " + article(wl) // cancelled_performance: "due to a cancelled performance"
	case len(f) == 1 && len(wl) > 5 && (strings.HasSuffix(wl, "al") || strings.HasSuffix(wl, "ic")):
		return "for " + wl + " reasons" // reason=TECHNICAL: "for technical reasons"
	case len(f) == 1 && intransitivePast[wl]:
		return "because it " + wl // reason=died: "because it died", never "because it was died"
	case len(f) == 1 && isWord(wl) && (strings.HasSuffix(wl, "ed") || wl == "lost" || wl == "stolen" || wl == "broken"):
		return "because it was " + wl // reason=refunded: "because it was refunded"
	case len(f) >= 1 && len(f) <= 3 && isWord(strings.ReplaceAll(wl, " ", "")) && massNoun(f[len(f)-1]) && !verbs[f[0]]:
		if a := abbrevWord(f[0]); len(f) > 1 && a != f[0] {
			return "due to " + a + " " + strings.Join(f[1:], " ") // pms_failure: "due to PMS failure"
		}
		return "due to " + w // INDUSTRIAL_ACTION: "due to industrial action"
	case len(f) >= 2 && boundPreps[f[0]]:
		return "since it's " + wl // below_min_brix: "since it's below min brix", never "due to a below min brix"
	case len(f) == 2 && notNounReason(f):
		if c, ok := subjectStateReason(f); ok {
			return c
		}
		return "(reason: " + wl + ")" // cooling_off: never "due to a cooling off"
	case countCause(f):
		return "due to " + article(wl) // adverse_event: "due to an adverse event"
	}
	if c, ok := stateReason(f); ok {
		return c
	}
	return st.turn("with "+w+" as the reason", "giving "+w+" as the reason")
}

// boundPreps open a reason that says where a measure stands against a
// limit ("below min brix", "over budget"): a state, not a cause.
var boundPreps = map[string]bool{"below": true, "above": true, "under": true, "over": true, "beyond": true,
	"outside": true, "within": true}

// notNounReason tells whether two words f of a reason are no noun phrase
// "due to a" can take: a noun and its state ("patient unwell", "goals
// met") or a gerund and its particle ("cooling off").
func notNounReason(f []string) bool {
	switch {
	case strings.HasSuffix(f[0], "ing") && stateParticles[f[1]]:
		return true
	case strings.HasPrefix(f[1], "un") && !strings.HasPrefix(f[1], "uni") && len(f[1]) > 4:
		return true // un- makes a state: "unwell", "unfit", "unavailable
	case reasonStates[f[1]] && !verbs[f[0]]:
		return true // surveyor_ill (reasonStates): "because the surveyor is ill", never "due to a surveyor ill"
	case strings.HasSuffix(f[0], "s") && !strings.HasSuffix(f[0], "ss") && (role.Participle(f[1]) || pastParticiples[f[1]] || strings.HasSuffix(f[1], "ed")):
		return true
	}
	return false
}

// subjectStateReason says a reason that is a noun and its state as a
// clause: "because the patient is unwell", "because the goals were met".
// ok is false for words that are no noun and state.
func subjectStateReason(f []string) (string, bool) {
	if !isWord(f[0]) || strings.HasSuffix(f[0], "ing") {
		return "", false
	}
	if strings.HasSuffix(f[0], "s") && !strings.HasSuffix(f[0], "ss") {
		return "because the " + f[0] + " were " + f[1], true
	}
	return "because the " + f[0] + " is " + f[1], true
}

// countCause tells whether the words f, lower case, name a cause said
// with an article ("an adverse event", "a scheduling conflict"): two or
// three plain words, the last a noun by its form (no "-ed", "-ing",
// "-ly", "-er" nor "-s" ending, not a verb that is no noun), the first no
// verb nor determiner. One word may be a state or a quality as well
// ("invalid", "sold"), which takes no article. "wont fix" and "not
// needed" say an act or a state and are not causes.
func countCause(f []string) bool {
	if len(f) < 2 || len(f) > 3 || determiners[f[0]] || f[0] == "other" || verbs[f[0]] && !nounVerbs[f[0]] || len(f) > 1 && strings.HasSuffix(f[0], "ed") {
		return false
	}
	for _, w := range f {
		if !isWord(w) || len(w) < 3 || !wordLike(w) || negations[w] {
			return false
		}
	}
	l := f[len(f)-1]
	for _, suf := range []string{"ed", "ing", "ly", "s", "er", "ful", "ous", "ive", "al", "ic", "able", "ible"} {
		if strings.HasSuffix(l, suf) {
			return false
		}
	}
	return !verbs[l] || nounVerbs[l]
}

// negations are words that turn a value into a refusal ("wont fix",
// "not planned"), never a cause.
var negations = map[string]bool{"not": true, "wont": true, "cant": true, "dont": true, "never": true, "no": true, "none": true}

// massNoun tells whether w, lower case, is a noun said with no article
// after "due to": an abstract noun by its ending ("action",
// "maintenance", "illness") or a common uncounted cause ("fraud",
// "weather"). A count noun ("event", "duplicate") needs an article the
// value does not give.
func massNoun(w string) bool {
	for _, suf := range []string{"tion", "sion", "ance", "ence", "ment", "ness", "ity", "age", "ure", "ism"} {
		if strings.HasSuffix(w, suf) && len(w) >= len(suf)+2 {
			return true
		}
	}
	return massCauses[w]
}

// massCauses are common causes said with no article ("due to fraud").
var massCauses = map[string]bool{"fraud": true, "death": true, "weather": true, "abuse": true, "spam": true,
	"harassment": true, "misconduct": true, "fog": true, "snow": true, "ice": true, "flooding": true, "theft": true,
	"rain": true, "wind": true, "lightning": true, "heat": true, "smoke": true, "wear": true, "sickness": true, "traffic": true}

// waitGerunds open a reason that says what is still awaited or lacking
// ("awaiting consent", "missing documents"); a gerund that qualifies a
// noun ("scheduling conflict") is a cause like any other.
var waitGerunds = map[string]bool{"awaiting": true, "waiting": true, "missing": true, "lacking": true, "needing": true,
	"requiring": true}

// stateParticles end a state a thing is in after a past participle
// ("worn out", "sold out", "used up", "broken down").
var stateParticles = map[string]bool{"out": true, "up": true, "down": true, "off": true, "away": true}

// pluralKey is the singular of a key's plural last word ("models" →
// "model") when one value is said with it: only a plain "-s" plural,
// never a word that merely ends in s ("basis", "species", "status") nor
// a unit ("metres").
func pluralKey(last string) (string, bool) {
	one := strings.TrimSuffix(last, "s")
	if !isWord(last) || len(last) < 4 || one == last || unitWords[last] != "" || unitWords[one] != "" {
		return "", false
	}
	for _, suf := range []string{"is", "us", "ss", "ies", "ics", "es"} {
		if strings.HasSuffix(last, suf) {
			return "", false
		}
	}
	return one, true
}

// twoLetterWords are the English words of two letters; any other
// two-letter value is a code ("iv", "im", "sc").
var twoLetterWords = map[string]bool{"am": true, "an": true, "as": true, "at": true, "be": true, "by": true, "do": true,
	"go": true, "he": true, "hi": true, "if": true, "in": true, "is": true, "it": true, "me": true, "my": true, "no": true,
	"of": true, "oh": true, "ok": true, "on": true, "or": true, "so": true, "to": true, "up": true, "us": true, "we": true}

// codeCaps says a two-letter code value in capitals, as people write
// one ("route=iv": "the IV route"); other values stay as they are.
func codeCaps(v string) string {
	if len(v) == 2 && isWord(v) && !twoLetterWords[v] {
		return strings.ToUpper(v)
	}
	return v
}
