package prompt

import (
	"regexp"
	"slices"
	"strings"

	"github.com/mcpgen/mcpgen/pkg/role"
)

// This file says enum values that are codes for everyday things by the
// words people use for them: a weekday code by the day's name ("fri" →
// "on Fridays"), a language code by the language's English name ("ko" →
// "in Korean"), a CEFR-like level code in capitals ("c2" → "C2"). Each
// name maps back to exactly one code, so the value stays derivable.

// weekdayNames are the days of the week in order, the index of each the
// order a person lists them in.
var weekdayNames = []string{"Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"}

// weekdayIndex is the day a weekday value names (0 for Monday) by its
// usual spellings: the full name ("monday", "MONDAY"), three letters
// ("mon", "Mon") or two ("MO", as iCalendar writes days); -1 for other
// values.
func weekdayIndex(x string) int {
	xl := strings.ToLower(x)
	if len(xl) < 2 {
		return -1
	}
	for i, d := range weekdayNames {
		dl := strings.ToLower(d)
		if xl == dl || xl == dl[:3] || xl == dl[:2] {
			return i
		}
	}
	return -1
}

// dayKey tells whether a key's words (lower case) name a day of the week
// ("days", "day of week", "weekdays", "dow"): only there is "mo" or "sat"
// a day.
func dayKey(hw []string) bool {
	for _, w := range hw {
		switch w {
		case "day", "days", "weekday", "weekdays", "dow", "dows":
			return true
		}
	}
	return false
}

// weekdayWords says weekday values as a person says when a thing
// happens: "on Fridays", "on Mondays and Tuesdays" (listed in week
// order), or for one day of a single choice "on Friday". ok is false
// unless every value is a weekday under a key that names days.
func weekdayWords(hw []string, xs []string, list bool) (string, bool) {
	if len(xs) == 0 || len(xs) > 7 || !dayKey(hw) {
		return "", false
	}
	idx := make([]int, 0, len(xs))
	for _, x := range xs {
		i := weekdayIndex(x)
		if i < 0 || slices.Contains(idx, i) {
			return "", false
		}
		idx = append(idx, i)
	}
	slices.Sort(idx)
	said := make([]string, len(idx))
	for n, i := range idx {
		said[n] = weekdayNames[i]
		if list {
			said[n] += "s"
		}
	}
	return "on " + joinWords(said, "and"), true
}

// languageKey tells whether a key's last word (lower case) names a
// language or locale, where a two-letter code is a language.
func languageKey(last string) bool {
	switch last {
	case "language", "languages", "lang", "langs", "locale", "locales", "lng":
		return true
	}
	return false
}

// localeCode matches a locale: a language code and a region ("pt-BR",
// "en_US").
var localeCode = regexp.MustCompile(`^([a-z]{2})[-_]([A-Z]{2})$`)

// regionLanguages are the names people give a language as spoken in a
// region ("American English"); other locales are said by the language
// and the country ("German (Germany)").
var regionLanguages = map[string]string{"en-US": "American English", "en-GB": "British English", "pt-BR": "Brazilian Portuguese",
	"pt-PT": "European Portuguese", "fr-CA": "Canadian French", "es-MX": "Mexican Spanish", "en-AU": "Australian English",
	"en-CA": "Canadian English", "zh-TW": "Traditional Chinese", "zh-CN": "Simplified Chinese"}

// localeCountries are the countries of common locale regions.
var localeCountries = map[string]string{"DE": "Germany", "FR": "France", "ES": "Spain", "IT": "Italy", "NL": "the Netherlands",
	"JP": "Japan", "KR": "Korea", "AT": "Austria", "CH": "Switzerland", "BE": "Belgium", "SE": "Sweden", "PL": "Poland",
	"RU": "Russia", "TR": "Turkey", "IN": "India", "AR": "Argentina", "CO": "Colombia", "IE": "Ireland", "NZ": "New Zealand"}

// moreLanguageNames are language codes beyond the common ones a request
// names by the language.
var moreLanguageNames = map[string]string{"hi": "Hindi", "vi": "Vietnamese", "th": "Thai", "id": "Indonesian", "he": "Hebrew",
	"el": "Greek", "cs": "Czech", "da": "Danish", "fi": "Finnish", "no": "Norwegian", "nb": "Norwegian", "uk": "Ukrainian",
	"hu": "Hungarian", "ro": "Romanian", "ms": "Malay", "bn": "Bengali", "ca": "Catalan", "fa": "Persian", "ur": "Urdu"}

// languagePair returns the names of the two languages a pair joins
// ("ja>en-US" → Japanese, American English; ">", "|" or "→" between two
// known codes); ok is false for anything else.
func languagePair(x string) (from, to string, ok bool) {
	for _, sep := range []string{">", "|", "→"} {
		a, b, cut := strings.Cut(x, sep)
		if !cut {
			continue
		}
		from, ok1 := languageName(a)
		to, ok2 := languageName(b)
		return from, to, ok1 && ok2
	}
	return "", "", false
}

// languageName is the English name of a language code or locale ("ko" →
// "Korean", "en-US" → "American English", "de-DE" → "German (Germany)");
// ok is false for values that are no known code.
func languageName(x string) (string, bool) {
	if n, ok := languageNames[x]; ok {
		return n, true
	}
	if n, ok := moreLanguageNames[x]; ok {
		return n, true
	}
	m := localeCode.FindStringSubmatch(x)
	if m == nil {
		return "", false
	}
	if n, ok := regionLanguages[m[1]+"-"+m[2]]; ok {
		return n, true
	}
	lang, ok := languageNames[m[1]]
	if !ok {
		lang, ok = moreLanguageNames[m[1]]
	}
	country := localeCountries[m[2]]
	if !ok || country == "" {
		return "", false
	}
	return lang + " (" + country + ")", true
}

// languageList says language codes under a language key by their names
// ("in Korean", "in Korean and French"); ok is false unless every value
// is a known code.
func languageList(last string, xs []string) (string, bool) {
	if len(xs) == 0 || !languageKey(last) {
		return "", false
	}
	said := make([]string, len(xs))
	for i, x := range xs {
		n, ok := languageName(x)
		if !ok {
			return "", false
		}
		said[i] = n
	}
	return "in " + joinWords(said, "and"), true
}

// levelCode matches a CEFR-like level code ("a1", "c2", "B2"), written in
// capitals.
var levelCode = regexp.MustCompile(`^(?i:[abc][12])$`)

// levelCaps says a CEFR-like level code in capitals ("c2" → "C2"); other
// values stay as they are.
func levelCaps(x string) string {
	if levelCode.MatchString(x) {
		return strings.ToUpper(x)
	}
	return x
}

// pastVerbs are irregular past forms a reason value may hold as its verb
// ("deal_fell_through", "buyer_withdrew"); regular ones end in "-ed".
var pastVerbs = map[string]bool{"fell": true, "withdrew": true, "went": true, "broke": true, "left": true, "quit": true,
	"ran": true, "came": true, "got": true, "took": true, "chose": true, "forgot": true, "sold": true, "won": true, "lost": true,
	"backed": true, "died": true, "moved": true, "paid": true}

// reasonObjectVerbs are past verbs that take an object a reason leaves out:
// "the HOA denied" is said "because the HOA denied it".
var reasonObjectVerbs = map[string]bool{"denied": true, "rejected": true, "declined": true, "refused": true, "vetoed": true,
	"blocked": true, "disputed": true, "flagged": true}

// undergoers are things a reason says were refused, denied or declined
// rather than who refused: "access_refused" is "because access was
// refused", where "hoa_denied" is "because the HOA denied it".
var undergoers = map[string]bool{"access": true, "permission": true, "consent": true, "entry": true, "payment": true,
	"card": true, "credit": true, "application": true, "request": true, "claim": true, "planning": true, "approval": true,
	"visa": true, "loan": true, "transfer": true, "booking": true, "order": true, "transaction": true, "bid": true,
	"offer": true, "quote": true, "proposal": true, "appeal": true, "licence": true, "license": true, "refund": true,
	"funding": true, "insurance": true, "cover": true, "permit": true}

// massUndergoers are undergoers said without an article ("because access
// was refused").
var massUndergoers = map[string]bool{"access": true, "permission": true, "consent": true, "entry": true,
	"credit": true, "planning": true, "approval": true, "funding": true, "insurance": true, "cover": true}

// passiveVerbs are past verbs a reason names a thing as undergoing:
// "the holding time exceeded" is said "the holding time was exceeded".
var passiveVerbs = map[string]bool{"exceeded": true, "breached": true, "missed": true, "reached": true, "damaged": true,
	"delayed": true, "cancelled": true, "canceled": true, "misplaced": true}

// abbrevReasons are abbreviations reasons name that hold a vowel and are
// typed in capitals all the same ("HOA").
var abbrevReasons = map[string]bool{"hoa": true, "ceo": true, "isp": true, "pto": true, "api": true, "ups": true}

// abbrevWord says a reason's word in capitals when it is an abbreviation:
// listed, or two to four letters with no vowel ("pms", "ssl").
func abbrevWord(w string) string {
	if !isWord(w) || len(w) < 2 || len(w) > 4 {
		return w
	}
	if abbrevReasons[w] || knownAcronyms[w] && !acronymWords[w] || !strings.ContainsAny(w, "aeiouy") {
		return strings.ToUpper(w)
	}
	return w
}

// reasonClause says a reason value that is a clause, a noun then a past
// verb ("deal fell through", "hoa denied", "seller changed mind"), after
// "because the": "because the deal fell through", "because the HOA
// denied it", "because the seller changed their mind". ok is false for
// other values.
func reasonClause(f []string) (string, bool) {
	f = clipsSpelled(f)
	if len(f) < 2 || len(f) > 4 || determiners[f[0]] || verbs[f[0]] || prepositions[f[0]] || negations[f[0]] || strings.HasSuffix(f[0], "ed") {
		return "", false
	}
	v := 1
	if !pastVerbs[f[1]] && !strings.HasSuffix(f[1], "ed") {
		if len(f) < 3 || !isWord(f[1]) || !pastVerbs[f[2]] && !strings.HasSuffix(f[2], "ed") {
			return "", false
		}
		v = 2 // "credit card declined"
	}
	out := make([]string, 0, len(f)+1)
	for i, w := range f {
		if !isWord(w) {
			return "", false
		}
		if i < v {
			w = abbrevWord(w)
		}
		if i == len(f)-1 && i > v && w == "mind" {
			out = append(out, "their") // "changed their mind"
		}
		out = append(out, w)
	}
	switch {
	case v == len(f)-1 && reasonObjectVerbs[f[v]] && undergoers[f[v-1]]:
		// access_refused, card_declined: the thing was refused, it
		// refused nothing ("because the access refused it")
		out = append(out[:v], "was", f[v])
		if massUndergoers[f[v-1]] && v == 1 {
			return "because " + strings.Join(out, " "), true // "because access was refused"
		}
	case v == len(f)-1 && reasonObjectVerbs[f[v]]:
		out = append(out, "it")
	case v == len(f)-1 && partyNouns[f[v-1]] && (f[v] == "cancelled" || f[v] == "canceled"):
		// customer_cancelled: the customer called it off ("because the
		// customer was cancelled" reads as the customer undone)
	case v == len(f)-1 && partyNouns[f[v-1]] && f[v] == "missed":
		out = append(out, "it") // patient_missed: "because the patient missed it"
	case v == len(f)-1 && passiveVerbs[f[v]]:
		out = append(out[:v], "was", f[v]) // holding_time_exceeded: "the holding time was exceeded"
	}
	return "because the " + strings.Join(out, " "), true
}

// clipsSpelled is a value's words f with each clipped word that names a
// party ("cust": "customer") or has no vowel after its first letter
// ("acct") spelled out, so "cust_cancelled" is "because the customer
// cancelled", never "because the cust was cancelled"; a clipping that is
// a word of its own ("cat", "no") stays as it is.
func clipsSpelled(f []string) []string {
	var out []string
	for i, w := range f {
		full := role.CommonClip(w)
		if full == "" || strings.Contains(full, " ") || !partyNouns[full] && strings.ContainsAny(w[1:], "aeiouy") {
			continue
		}
		if out == nil {
			out = slices.Clone(f)
		}
		out[i] = full
	}
	if out == nil {
		return f
	}
	return out
}

// reasonClauseOK tells whether reasonClause says the words f.
func reasonClauseOK(f []string) bool {
	_, ok := reasonClause(f)
	return ok
}

// causeNoun tells whether w, lower case, reads as a count noun that takes
// an article after a participle ("a cancelled flight"): a plain word, no
// mass noun, no plural, verb or adjective ending.
func causeNoun(w string) bool {
	if !isWord(w) || len(w) < 3 || !wordLike(w) || massNoun(w) || verbs[w] && !nounVerbs[w] {
		return false
	}
	for _, suf := range []string{"ed", "ing", "ly", "s", "ful", "ous", "ive", "al", "ic", "able", "ible"} {
		if strings.HasSuffix(w, suf) {
			return false
		}
	}
	return true
}
