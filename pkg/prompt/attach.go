package prompt

import (
	"github.com/mcpgen/mcpgen/internal/textscan"
	"regexp"
	"slices"
	"strconv"
	"strings"

	"github.com/mcpgen/mcpgen/pkg/role"
)

// attachNumber says a number the way a person attaches it to a request,
// by what it is rather than by its key: a signed change ("adding 51
// bottles", "by -$20.00"), an amount of money with its currency and what
// it pays for ("at $10.08 each", "with a $75.00 linehaul rate"), a count
// of things ("for a party of 8", "50 boxes", "30 copies") and a span
// named by its unit ("for 3 months"). ok is false for numbers none of
// these fits; numberPhrase says them as before.
func (st *funcState) attachNumber(p Param, x any, hl, n string, k role.Kind, in intent) (argWords, bool) {
	switch k {
	case role.ID, role.Page, role.Offset, role.DateTime, role.Latitude, role.Longitude, role.Percent, role.Ratio:
		return argWords{}, false
	}
	hw := strings.Fields(hl)
	if len(hw) == 0 || boundKey(hl) {
		return argWords{}, false // "max price", "min_nights": bounds, said as bounds
	}
	if a, ok := st.signedSaid(p, x, hl, n, k); ok {
		return a, true
	}
	if k == role.Money || (ownCurrency(p) != "" || moneyHeads[hw[len(hw)-1]] || len(hw) > 1 && minorUnitWords[hw[len(hw)-1]] && moneyHeads[hw[len(hw)-2]]) &&
		k != role.Count && k != role.Duration {
		// linehaul_rate "USD, flat.": money by its description, whatever
		// its key's words made of it
		return st.moneySaid(p, x, hl, n)
	}
	if k == role.Duration {
		return argWords{}, false
	}
	if a, ok := st.countedSaid(p, x, hl, n, k, in); ok {
		return a, true
	}
	return st.spanKeySaid(x, hl, n)
}

// boundKey tells whether a key in words bounds a value rather than
// giving one: "max price", "minimum nights", "price limit", "price max".
func boundKey(hl string) bool {
	f := strings.Fields(hl)
	if len(f) == 0 {
		return false
	}
	if len(f) > 1 && spanOnly[f[0]] && spanUnits[f[len(f)-1]] != "" {
		return false // duration_min: minutes, not a lower bound
	}
	for _, w := range []string{f[0], f[len(f)-1]} {
		switch w {
		case "max", "maximum", "min", "minimum", "limit", "cap", "threshold", "from", "to", "start", "end", "lower", "upper":
			return true
		}
	}
	return false
}

// signedWords end a key that holds a signed change: "delta", "qty
// change", "balance adjustment".
var signedWords = map[string]bool{"delta": true, "change": true, "adjustment": true, "diff": true, "difference": true, "increment": true}

// signedDesc matches a description that says its number is signed: "to
// add (positive) or remove (negative)", "Signed change", "negative to
// decrease".
var signedDesc = mustMemoRegexp(`(?i)\bsigned\b|\bpositive\b[^.]*\bnegative\b|\(\+\)|\(-\)|\bnegative\b[^.]*\b(?:remove|decrease|subtract|deduct|reduce)`)

// unsignedDesc matches a description that names the sign only to forbid
// one: "Must be positive; reverse the accounts rather than passing a
// negative", "non-negative". Its number is an amount, not a change.
var unsignedDesc = mustMemoRegexp(`(?i)\bmust be (?:a )?positive\b|\bpositive only\b|\bonly positive\b|\bnon-?negative\b|\brather than[^.]*\bnegative\b|\b(?:not|never|no) (?:be )?(?:a )?negative\b`)

// addedThing matches what a signed change counts when its description
// says it: "Bottles to add (positive) or remove", "Signed change in reams".
var addedThing = regexp.MustCompile(`(?i)^([a-z]+s) to add\b|\bchange in ([a-z]+s)\b|\bnumber of ([a-z]+s) to add\b`)

// signedSaid says a signed change by its direction, as people ask for
// one: "adding 51 bottles" (what it counts read from the description),
// "removing 3 reams", "by +$289.83", "up 12", never "51 for the delta"
// nor "the qty change set to 12". ok is false for other numbers.
func (st *funcState) signedSaid(p Param, x any, hl, n string, k role.Kind) (argWords, bool) {
	hw := strings.Fields(hl)
	if len(hw) == 0 || !(signedWords[hw[len(hw)-1]] || signedDesc.MatchString(p.Description) && !unsignedDesc.MatchString(p.Description)) {
		return argWords{}, false
	}
	if k != role.Money && k != role.Count && k != role.Number && k != role.Quantity && k != role.Unknown {
		return argWords{}, false
	}
	v, err := strconv.ParseFloat(n, 64)
	if err != nil {
		return argWords{}, false
	}
	mag := strings.TrimPrefix(n, "-")
	sign, add, up := "+", "adding ", "up "
	if v < 0 {
		sign, add, up = "-", "removing ", "down "
	}
	if k == role.Money || ownCurrency(p) != "" {
		amt := moneyAmount(mag, st.currencyOf(p))
		if v < 0 {
			add = "taking off "
		}
		return argWords{text: st.turn(add+amt, "by "+sign+amt)}, true
	}
	if m := addedThing.FindStringSubmatch(p.Description); m != nil {
		thing := strings.ToLower(m[1] + m[2] + m[3])
		if mag == "1" {
			thing = singular(thing)
		}
		return argWords{text: st.turn(add+mag+" "+thing, sign+mag+" "+thing)}, true
	}
	if what := changedThing(hw); what != "" {
		return argWords{text: st.turn("with the "+what+" "+up+mag, "changing the "+what+" by "+sign+mag)}, true
	}
	return argWords{text: st.turn("by "+sign+mag, up+mag)}, true
}

// changedThing is what a signed change key changes, in words: "qty
// change" → "quantity", "stock delta" → "stock"; "" for a bare "delta".
func changedThing(hw []string) string {
	var out []string
	for _, w := range hw[:len(hw)-1] {
		if s, ok := shortFor[w]; ok {
			w = s
		}
		out = append(out, w)
	}
	return strings.Join(out, " ")
}

// currencySigns are the signs people write before an amount in a
// currency a description names.
var currencySigns = []struct{ sign, re string }{
	{"$", `(?i)\busd\b|\bdollars?\b|\$|\bus\$`},
	{"€", `(?i)\beur\b|\beuros?\b|€`},
	{"£", `(?i)\bgbp\b|\bsterling\b|£|\bpence\b`},
	{"¥", `(?i)\bjpy\b|\byen\b|¥`},
}

// signOfCode is the sign of the currencies of currencySigns by ISO 4217
// code.
var signOfCode = map[string]string{"USD": "$", "EUR": "€", "GBP": "£", "JPY": "¥"}

// currencyRes are currencySigns' patterns, compiled once.
var currencyRes = func() []*regexp.Regexp {
	out := make([]*regexp.Regexp, len(currencySigns))
	for i, c := range currencySigns {
		out[i] = regexp.MustCompile(c.re)
	}
	return out
}()

// ownCurrency is the sign of the currency a parameter's own description
// names ("Price per copy in EUR" → "€"); "" when it names none.
func ownCurrency(p Param) string {
	return ownCurrencies.get(p.Description, textCurrency)
}

// ownCurrencies remembers textCurrency's answers for descriptions.
var ownCurrencies textMemo[string]

// textCurrency is the sign of the currency text names; "" when it names
// none.
func textCurrency(text string) string {
	for i, re := range currencyRes {
		if re.MatchString(text) {
			return currencySigns[i].sign
		}
	}
	return ""
}

// currencyOf is the sign of the currency an amount is in, when its
// description or a sibling "currency" argument says ("Price per copy in
// EUR", "USD, flat.", currency="GBP"); "" when nothing says.
func (st *funcState) currencyOf(p Param) string {
	if p.Role.Kind == role.Money && len(p.Role.Unit) == 3 && strings.ToUpper(p.Role.Unit) == p.Role.Unit {
		// deposit_eur: the currency its name ends with
		if sign, ok := signOfCode[p.Role.Unit]; ok {
			return sign
		}
	}
	if slices.Contains(role.Tokens(p.Name), "pence") {
		// tip_pence: pence are hundredths of a pound ("a £2.24 tip", was "a $224 tip")
		return "£"
	}
	if st.data != nil && st.data.Tool.peers.SuffixUnit(p.Name) == "pence" {
		// lab_p of a server whose est_p is "pence": pounds ("a £142.99
		// lab", was "a $142.99 lab")
		return "£"
	}
	texts := []string{p.Description}
	if st.data != nil {
		for _, q := range st.data.Set {
			if s, ok := q.Value.(string); ok && len(s) == 3 && strings.Contains(strings.ToLower(q.Human), "currency") {
				texts = append(texts, s)
			}
		}
	}
	if st.data != nil {
		// an amount the tool's other amounts say the currency of
		// (linehaul_rate "USD, flat." beside a bare fuel_surcharge)
		for _, q := range st.data.Params {
			if q.Name != p.Name && (roleKind(q) == role.Money || q.Type == "number" || q.Type == "integer") {
				texts = append(texts, q.Description)
			}
		}
	}
	for _, t := range texts {
		for i, re := range currencyRes {
			if re.MatchString(t) {
				return currencySigns[i].sign
			}
		}
	}
	return ""
}

// moneyAmount writes an amount with its currency sign, cents written
// out when it has any ("$76.20", "$75"); the bare number without a sign.
// Digits of an amount of a thousand or more are grouped as people write
// money ("$135,000"); checks for the value read grouped digits
// (textscan.UngroupDigits).
func moneyAmount(n, sym string) string {
	n = textscan.GroupDigits(n, 4)
	if sym == "" {
		return n
	}
	if i := strings.IndexByte(n, '.'); i >= 0 && len(n)-i == 2 {
		n += "0"
	}
	return sym + n
}

// perThing matches a money description that says what one price is for:
// "Cost per bottle in USD", "price per night".
var perThing = regexp.MustCompile(`(?i)\b(?:cost|price|rate|fee|charge)s? (?:per|for each|for one|a) ([a-z]+)\b`)

// paceWords say a price per period as people say it after the amount.
var paceWords = map[string]string{"hourly": "an hour", "daily": "a day", "nightly": "a night", "weekly": "a week", "monthly": "a month", "yearly": "a year", "annual": "a year"}

// owedWords follow "amount" in a key that says whose the amount is:
// amount_due is "with $165.75 due".
var owedWords = map[string]bool{"due": true, "owed": true, "paid": true, "outstanding": true, "remaining": true, "refunded": true, "requested": true}

// moneyHeads end keys that name money whatever role their words got:
// a fuel_surcharge beside a linehaul_rate is an amount too.
var moneyHeads = map[string]bool{"fee": true, "fees": true, "surcharge": true, "fare": true, "toll": true, "tip": true, "deposit": true,
	"bonus": true, "salary": true, "wage": true, "premium": true, "price": true, "cost": true, "charge": true, "subtotal": true}

// plainMoney are keys that name an amount with nothing more: said "for
// $X".
var plainMoney = map[string]bool{"amount": true, "price": true, "cost": true, "total": true, "sum": true, "value": true, "payment": true, "charge": true, "amt": true}

// moneySaid says an amount of money with its currency sign when known
// and what it is: a price per thing ("at $10.08 each", "at $8.64 a
// gallon", "at $40 an hour"), a plain amount ("for $314.19"), else a
// named one ("with a $75 linehaul rate", "a credit of $102.93"), never a
// bare "of 10.08" whose meaning the reader must guess.
func (st *funcState) moneySaid(p Param, x any, hl, n string) (argWords, bool) {
	if strings.HasPrefix(strings.ToLower(p.Description), "highest") || strings.HasPrefix(strings.ToLower(p.Description), "lowest") {
		return argWords{}, false
	}
	hw := strings.Fields(hl)
	if len(hw) == 0 {
		return argWords{}, false
	}
	amt := st.moneyOf(p, centsWords(x, p.Role.Unit, n))
	if l := len(hw); l > 1 && strings.EqualFold(hw[l-1], p.Role.Unit) && len(p.Role.Unit) == 3 {
		// deposit_eur=629: "a €629 deposit", the currency said once, by
		// its sign or after the amount, never "a deposit eur of 629"
		hl, hw = strings.Join(hw[:l-1], " "), hw[:l-1]
		if _, ok := signOfCode[p.Role.Unit]; !ok {
			amt = n + " " + p.Role.Unit
		}
	}
	if a, ok := st.verbBoundMoney(hw, amt); ok {
		return a, true
	}
	if l := len(hw); l > 1 && (minorUnitWords[hw[l-1]] || hw[l-1] == "minor" && p.Role.Unit == "cents") {
		// deposit_cents=10000: "a $100 deposit", money said in its
		// currency (centsSaid), never "100 cents" nor a bare "1.00";
		// amount_pence=3799: "for £37.99", never "a £37.99 amount pence";
		// goalMinor=29600 (money in cents): "a $296 goal", never "a $296
		// goal minor"
		hl, hw, amt = strings.Join(hw[:l-1], " "), hw[:l-1], centsSaid(x, n, st.currencyOf(p))
	}
	if l := len(hw); l > 1 && (hw[l-1] == "limit" || hw[l-1] == "cap") {
		// daily_limit_cents: "with a daily limit of $84.50", the limit
		// said, never "at $84.50 a day" as if it were a rate
		return argWords{text: st.turn("with "+fixArticle("a "+hl)+" of "+amt, "with the "+hl+" set to "+amt)}, true
	}
	for i, w := range hw {
		if pace, ok := paceWords[w]; ok {
			return argWords{text: st.turn("at "+amt+" "+pace, "for "+amt+" "+pace)}, true
		}
		if w == "per" && i+1 < len(hw) {
			return argWords{text: st.turn("at "+amt+" a "+singular(hw[i+1]), "at "+amt+" per "+singular(hw[i+1]))}, true
		}
	}
	if m := perThing.FindStringSubmatch(p.Description); m != nil && !strings.Contains(hl, "total") {
		t := strings.ToLower(m[1])
		return argWords{text: st.turn("at "+amt+" a "+t, "at "+amt+" per "+t)}, true
	}
	if hw[0] == "unit" || hw[0] == "each" {
		return argWords{text: st.turn("at "+amt+" each", "at "+amt+" apiece")}, true
	}
	if len(hw) == 2 && plainMoney[hw[0]] && owedWords[hw[1]] {
		return argWords{text: st.turn("with "+amt+" "+hw[1], "for the "+amt+" "+hw[1])}, true // amount_due: "with $165.75 due"
	}
	if len(hw) == 1 && plainMoney[hw[0]] {
		alt := "for a total of " + amt
		if hw[0] == "price" || hw[0] == "cost" || hw[0] == "value" {
			alt = "at " + amt
		}
		return argWords{text: st.turn("for "+amt, alt), lead: true, noun: "amount", ref: amt}, true
	}
	if a, ok := st.moneyWhatSaid(p, hw, amt); ok {
		return a, true
	}
	if strings.ContainsAny(amt[:1], "0123456789-") {
		// a bare number says what it is first: "a TONU amount of 217.3",
		// never "a 217.3 TONU"
		return argWords{text: st.turn(fixArticle("a "+hl)+" of "+amt, "with "+fixArticle("a "+hl)+" of "+amt)}, true
	}
	what := hl
	if l := len(hw); l > 1 && (hw[l-1] == "amount" || hw[l-1] == "amt" || hw[l-1] == "value") && !strings.HasSuffix(hw[l-2], "ed") {
		// (estimated_amount keeps its noun: "a $208.05 estimated amount")
		what = strings.Join(hw[:l-1], " ") // tonu_amount: "a TONU of $75.53"
	}
	return argWords{text: st.turn("with "+fixArticle("a "+amt+" "+what), fixArticle("a "+what)+" of "+amt)}, true
}

// minorUnitWords are the words a money key ends with to say it counts
// the currency's hundredths ("deposit_cents", "amountPence"): the amount
// is said in the currency, the word left out of the key's words.
var minorUnitWords = map[string]bool{"cents": true, "pence": true}

// collectiveNouns are groups said as "a party of 8", "a crew of 15".
var collectiveNouns = map[string]bool{"party": true, "group": true, "crew": true, "team": true, "household": true, "class": true, "squad": true, "family": true, "troop": true}

// forNouns are counted things said after "for": people a booking is
// for and nights, days or hours it lasts ("for 8 guests", "for 10
// nights").
var forNouns = map[string]bool{"guests": true, "people": true, "persons": true, "adults": true, "children": true, "kids": true,
	"passengers": true, "attendees": true, "participants": true, "travelers": true, "travellers": true, "diners": true, "players": true,
	"nights": true, "days": true, "weeks": true, "months": true, "years": true, "hours": true, "minutes": true, "seconds": true}

// resultNouns are what a count of a read bounds (results, items, rows):
// said as a limit, which countPhrase does.
var resultNouns = map[string]bool{"result": true, "item": true, "record": true, "row": true, "entry": true, "page": true, "hit": true,
	"match": true, "line": true, "token": true, "char": true, "character": true, "word": true, "byte": true, "message": true, "event": true,
	"post": true, "comment": true, "file": true, "object": true, "document": true, "log": true, "element": true, "node": true}

// descCountOf matches a description opening with the count it holds:
// "Number of copies", "Total number of crew assigned", "How many boxes".
var descCountOf = regexp.MustCompile(`(?i)^(?:the )?(?:total )?(?:number of|how many|count of) ([a-z]+)\b`)

// countedSaid says a count of things as how many there are ("50
// boxes", "30 copies", "for 8 guests", "for a party of 8"), the things
// read from the key ("box count", "party size", "num guests") or the
// description ("Number of copies"), never "using a box count of 50", "the
// party size set to 8" nor "limit it to 30" on a thing being made. ok is
// false for counts of results, which bound a read.
func (st *funcState) countedSaid(p Param, x any, hl, n string, k role.Kind, in intent) (argWords, bool) {
	if k != role.Count && k != role.Number && k != role.Quantity && k != role.Unknown {
		return argWords{}, false
	}
	v, ok := wholeNumber(x)
	if !ok || v < 0 || strings.Contains(hl, "page") || strings.Contains(hl, " per ") {
		return argWords{}, false
	}
	thing := countedNoun(p, hl, in)
	if thing == "" || resultNouns[singular(thing)] {
		return argWords{}, false
	}
	if collectiveNouns[thing] && v == 1 {
		return argWords{text: "for 1 person"}, true // party_size=1: nobody says "a party of 1"
	}
	if collectiveNouns[thing] {
		return argWords{text: st.turn("for "+fixArticle("a "+thing)+" of "+n, fixArticle("a "+thing)+" of "+n)}, true
	}
	if v == 1 {
		thing = singular(thing)
	}
	if forNouns[Plural(singular(thing))] {
		return argWords{text: "for " + n + " " + thing}, true
	}
	return argWords{text: st.turn(n+" "+thing, "with "+n+" "+thing)}, true
}

// countedNoun is the plural noun a count counts, or a collective noun
// ("party") for a group size; "" when neither key nor description says.
func countedNoun(p Param, hl string, in intent) string {
	hw := strings.Fields(hl)
	l := len(hw)
	switch {
	case l == 2 && hw[1] == "count" && isWord(hw[0]):
		if collectiveNouns[hw[0]] {
			return hw[0]
		}
		return Plural(singular(hw[0]))
	case l == 2 && hw[1] == "size" && collectiveNouns[hw[0]]:
		return hw[0]
	case l == 2 && (hw[0] == "num" || hw[0] == "n") && pluralNoun(hw[1]):
		return hw[1]
	}
	if m := descCountOf.FindStringSubmatch(strings.TrimSpace(p.Description)); m != nil && pluralNoun(strings.ToLower(m[1])) &&
		!strings.Contains(strings.ToLower(p.Description), "return") && keyWithin(hw, strings.ToLower(m[1])) {
		return strings.ToLower(m[1])
	}
	if l == 1 && !in.Read && roleKind(p) == role.Count && pluralNoun(hw[0]) && !strings.HasSuffix(hw[0], "ss") {
		return hw[0] // copies=30 on a print job being made: "30 copies", not "limit it to 30"
	}
	return ""
}

// countKeyWords are the words of a count key that say only that it
// counts ("count", "num").
var countKeyWords = map[string]bool{"count": true, "num": true, "number": true, "total": true, "n": true, "qty": true, "quantity": true, "of": true}

// keyWithin tells whether a count key says nothing but the thing its
// description counts: "copies" for "Number of copies", never
// "ignore user count" for "How many users must be affected before …"
// (the key's "ignore" is lost in "15 users").
func keyWithin(hw []string, thing string) bool {
	for _, w := range hw {
		if !countKeyWords[w] && w != thing && Plural(singular(w)) != thing {
			return false
		}
	}
	return true
}

// spanUnits are the units a key may end with that name a span of time.
var spanUnits = map[string]string{"minutes": "minutes", "mins": "minutes", "min": "minutes", "hours": "hours", "hrs": "hours",
	"days": "days", "nights": "nights", "weeks": "weeks", "months": "months", "years": "years"}

// spanOnly are the key words that say only that a key is a span: "the
// duration months" is "for 3 months".
var spanOnly = map[string]bool{"duration": true, "length": true, "time": true, "total": true, "term": true, "stay": true, "period": true}

// spanKeySaid says a number whose key ends in a unit of time ("duration
// months", "setup minutes", "notice days") as that span: "for 3 months",
// "with 120 minutes of setup", never "the duration months set to 3". ok
// is false for other keys.
func (st *funcState) spanKeySaid(x any, hl, n string) (argWords, bool) {
	hw := strings.Fields(hl)
	if len(hw) < 2 {
		return argWords{}, false
	}
	unit, ok := spanUnits[hw[len(hw)-1]]
	if !ok {
		return argWords{}, false
	}
	if isOne(x) {
		unit = strings.TrimSuffix(unit, "s")
	}
	var rest []string
	for _, w := range hw[:len(hw)-1] {
		if !spanOnly[w] && !newWords[w] {
			// "new nights" is the span the thing now has: "for 7
			// nights", never "7 nights of new"
			rest = append(rest, w)
		}
	}
	if len(rest) == 0 {
		return argWords{text: "for " + n + " " + unit}, true
	}
	what := strings.Join(rest, " ")
	if rest[0] == "estimated" || rest[0] == "expected" || rest[0] == "est" {
		return argWords{text: st.turn("an estimated "+n+" "+unit, "about "+n+" "+unit)}, true
	}
	return argWords{text: st.turn("with "+n+" "+unit+" of "+what, n+" "+unit+" of "+what)}, true
}

// memberNumberWords says a number member of a listed item ("- interviewer
// 66074, duration minutes 90") by what it measures, as in a request's own
// words: a span by its unit ("90 minutes"), a measure with its unit after
// the number ("bottle size 375 ml", not "bottle size ml 375"), a count of
// things ("4 boxes"). ok is false for other members, said "key value".
func memberNumberWords(h string, v any) (string, bool) {
	hw := strings.Fields(h)
	n, ok := scalarWords(v)
	if len(hw) < 2 || !ok || boundKey(h) {
		return "", false
	}
	if _, err := strconv.ParseFloat(n, 64); err != nil {
		return "", false
	}
	last, rest := hw[len(hw)-1], hw[:len(hw)-1]
	if moneyUnits[last] != "" && !strings.HasPrefix(n, "-") {
		return codeMoneySaid(last, n) + " " + strings.Join(rest, " "), true // insurance_value_usd: "$303.83 insurance value"
	}
	if unit, ok := spanUnits[last]; ok {
		if isOne(v) {
			unit = strings.TrimSuffix(unit, "s")
		}
		var what []string
		for _, w := range rest {
			if !spanOnly[w] {
				what = append(what, w)
			}
		}
		if len(what) == 0 {
			return n + " " + unit, true
		}
		return n + " " + unit + " of " + strings.Join(what, " "), true
	}
	if u, ok := unitAbbrevs[last]; ok {
		return strings.Join(rest, " ") + " " + n + " " + u, true
	}
	if last == "count" && len(rest) == 1 && isWord(rest[0]) && !resultNouns[rest[0]] {
		if isOne(v) {
			return n + " " + singular(rest[0]), true
		}
		return n + " " + Plural(singular(rest[0])), true
	}
	return "", false
}

// bareListNouns are last words of a list key that say nothing by
// themselves: "with numbers 6, 86 and 25" names no thing.
var bareListNouns = map[string]bool{"numbers": true, "number": true, "ids": true, "codes": true, "values": true, "names": true, "keys": true}

// listHead is the words a list of n values is named by: the key's last
// word, or its whole words when that word is bare ("tooth numbers 6,
// 86 and 25", "table numbers 1 and 46", never "with numbers 6, 86 and
// 25"), initialisms in capitals.
func listHead(human, word string, n int) string {
	hw := strings.Fields(strings.ToLower(human))
	if !bareListNouns[word] || len(hw) < 2 || len(hw) > 3 {
		return word
	}
	if n == 1 {
		hw[len(hw)-1] = singular(hw[len(hw)-1]) // "with tooth number 38"
	}
	return caseKey(strings.Join(hw, " "))
}
