package prompt

import (
	"regexp"
	"strconv"
	"strings"
	"time"
	"unicode"

	"github.com/mcpgen/mcpgen/pkg/role"
)

// This file says a value the way a person says it, by the role of its
// parameter and the parameter's head noun, where the older wordings name
// the parameter and attach the value to it ("using the high severity",
// "with dry run", "using a quantity of 9", "a frames of brood of 20").

// windowKeys are last words of a key that name a span of time looked
// over ("period=month": "over the past month").
var windowKeys = map[string]bool{"period": true, "timeframe": true, "window": true, "range": true, "span": true,
	"lookback": true, "timespan": true, "horizon": true}

// bucketKeys are last words of a key that name how finely or how often
// ("granularity=day": "day by day", "frequency=weekly": "every week").
var bucketKeys = map[string]bool{"granularity": true, "resolution": true, "bucket": true, "frequency": true,
	"cadence": true, "recurrence": true, "interval": true, "aggregation": true, "repeat": true, "schedule": true}

// gradeKeys are last words of a key that rank how much something
// matters: said as an adjective ("high-severity ones", "marked high
// priority"), never "using the high severity".
var gradeKeys = map[string]bool{"severity": true, "priority": true, "urgency": true, "importance": true,
	"impact": true, "risk": true, "criticality": true}

// periodNames are the units a period's value names, with what their
// adverb form is ("daily" → "day").
var periodNames = map[string]string{"minute": "minute", "hour": "hour", "day": "day", "week": "week", "month": "month",
	"quarter": "quarter", "year": "year", "season": "season", "decade": "decade", "hourly": "hour", "daily": "day",
	"weekly": "week", "monthly": "month", "quarterly": "quarter", "yearly": "year", "annual": "year", "annually": "year",
	"minutely": "minute", "fortnight": "fortnight", "fortnightly": "fortnight"}

// spanValue matches a span written short ("7d", "24h", "90_days",
// "last_30_days", "12 months").
var spanValue = regexp.MustCompile(`^(?:last[ _-]?|past[ _-]?)?(\d+)[ _-]?(m|min|mins|minutes?|h|hrs?|hours?|d|days?|w|wks?|weeks?|mo|mos|months?|q|quarters?|y|yrs?|years?)$`)

// periodUnits are the short units spanValue reads, in words.
var periodUnits = map[string]string{"m": "minute", "min": "minute", "mins": "minute", "minute": "minute", "minutes": "minute",
	"h": "hour", "hr": "hour", "hrs": "hour", "hour": "hour", "hours": "hour", "d": "day", "day": "day", "days": "day",
	"w": "week", "wk": "week", "wks": "week", "week": "week", "weeks": "week", "mo": "month", "mos": "month",
	"month": "month", "months": "month", "q": "quarter", "quarter": "quarter", "quarters": "quarter", "y": "year",
	"yr": "year", "yrs": "year", "year": "year", "years": "year"}

// spanOf reads a period's value as a count and a unit ("7d" → 7, "day";
// "month" → 1, "month"; "weekly" → 1, "week"); ok is false for a value
// that names no span.
func spanOf(x string) (n int, unit string, ok bool) {
	l := strings.ToLower(strings.TrimSpace(x))
	if u, ok := periodNames[l]; ok {
		return 1, u, true
	}
	if m := spanValue.FindStringSubmatch(l); m != nil {
		n, err := strconv.Atoi(m[1])
		if err != nil || n <= 0 {
			return 0, "", false
		}
		// "m" is a month in "3m" of a reporting period only when the
		// number is small; minutes otherwise read the same, so keep it
		// as minutes (the common short form in APIs: "5m", "15m").
		return n, periodUnits[m[2]], true
	}
	return 0, "", false
}

// spanWords says n units ("the past 7 days", "the past month").
func spanWords(n int, unit string) string {
	if n == 1 {
		return unit
	}
	return strconv.Itoa(n) + " " + unit + "s"
}

// enumSpoken says a choice whose key is a period, a grain, a grade or a
// lifetime in the words a person uses for it: "over the past year",
// "day by day", "only the high-severity ones", "forever"; and a choice
// among plain words (no code, no name) by its value, not by a form's
// "using the financial subject". ok is false when none of these fit, and
// the caller says the value by its key.
func (st *funcState) enumSpoken(p Param, x, last string) (string, bool) {
	v := spokenEnum(x)
	vl := strings.ToLower(v)
	read := st.reads()
	switch {
	case windowKeys[last] && namedPeriods[vl] != "":
		return "for " + namedPeriods[vl], true
	case windowKeys[last]:
		n, u, ok := spanOf(x)
		if !ok {
			break
		}
		if st.data != nil && (makes(st.data.Tool.intent) || changes(st.data.Tool.intent)) {
			if n == 1 {
				return st.turn("per "+u, "every "+u), true // a budget's period=month: "per month"
			}
			return "every " + spanWords(n, u), true
		}
		if n == 1 && u == "season" {
			return st.turn("for this season", "over the season"), true
		}
		return st.turn("over the past "+spanWords(n, u), "for the last "+spanWords(n, u)), true
	case bucketKeys[last]:
		n, u, ok := spanOf(x)
		if !ok {
			break
		}
		if read && n == 1 {
			return st.turn(u+" by "+u, "broken down by "+u, "per "+u), true
		}
		if read {
			return st.turn("in "+strconv.Itoa(n)+"-"+u+" steps", "broken down into "+strconv.Itoa(n)+"-"+u+" steps"), true
		}
		return "every " + spanWords(n, u), true
	case gradeKeys[last] && !strings.HasSuffix(vl, " "+last) && isWord(strings.ReplaceAll(vl, " ", "")):
		if read {
			return st.turn("only the "+strings.ReplaceAll(vl, " ", "-")+"-"+last+" ones", "just the "+strings.ReplaceAll(vl, " ", "-")+"-"+last+" ones"), true
		}
		return st.gradeWords(vl, last), true
	case lifetimeKeys[last] && lifetimeWords[vl] != nil:
		return st.turn(lifetimeWords[vl]...), true
	case clockTime.MatchString(v):
		return "at " + v, true // slot=16:00: "at 16:00", never "using the 16:00 time"
	case weekdays[vl] != "":
		return "on " + weekdays[vl], true
	case last == "language" || last == "locale" || last == "lang":
		return st.turn("in "+v, "for "+v), true
	case vl == "none" || vl == "no":
		// proration_behavior=none: "with no proration", never "with no
		// behavior"
		what := last
		if hw := strings.Fields(strings.ToLower(p.Human)); len(hw) > 1 && wayNouns[last] {
			what = strings.Join(hw[:len(hw)-1], " ")
		}
		return "with no " + what, true
	case strings.HasSuffix(" "+vl, " "+last) && len(strings.Fields(vl)) > 1:
		return v, true // style=family_style: "family style", never "the family style style"
	}
	if purposeKeys[last] && !strings.ContainsAny(v, "\"\n0123456789") {
		// purpose=try_instruments: "to try instruments"; purpose=valuation:
		// "for valuation" (was "for the try instruments purpose")
		if f := strings.Fields(vl); len(f) >= 2 && (verbs[f[0]] && !nounVerbs[f[0]] || aimVerbs[f[0]]) {
			i := 1
			if len(f) > 2 && (f[1] == "up" || f[1] == "off" || f[1] == "in" || f[1] == "out") {
				i = 2
			}
			if i == len(f)-1 && !plural(f[i]) && !adjective(f[i]) {
				f[i] = article(f[i]) // collect_repair: "to collect a repair"
			}
			return "to " + strings.Join(f, " "), true
		} else if len(f) == 1 && !adjective(f[0]) && !vagueAims[f[0]] {
			return "for " + vl, true // "for valuation", "for research", "for breeding": no article, as people say it
		}
	}
	if prep, ok := headPreps[last]; ok && !strings.Contains(" "+vl+" ", " "+last+" ") && !strings.ContainsAny(v, "\"\n") {
		return prep + "the " + codeCaps(v) + " " + last, true // gate=north: "at the north gate"; route=iv: "on the IV route"
	}
	return st.plainChoice(v, last)
}

// headPreps are the prepositions a choice is said with by its key's
// head noun: where a place is ("at the north gate"), what a thing is
// filed in ("in the hip hop genre"), what it runs on ("on the basic
// plan"), what it is for ("for the plumbing trade").
var headPreps = map[string]string{
	"gate": "at ", "branch": "at ", "location": "at ", "station": "at ", "site": "at ", "desk": "at ", "counter": "at ",
	"entrance": "at ", "terminal": "at ", "dock": "at ", "door": "at ", "venue": "at ", "store": "at ", "shop": "at ",
	"office": "at ", "campus": "at ", "clinic": "at ", "warehouse": "at ", "depot": "at ", "facility": "at ",
	"room": "in ", "genre": "in ", "category": "in ", "section": "in ", "zone": "in ", "area": "in ", "region": "in ",
	"queue": "in ", "bucket": "in ", "folder": "in ", "department": "in ", "division": "in ", "team": "in ",
	"plan": "on ", "tier": "on ", "stage": "on ", "court": "on ", "screen": "on ", "shift": "on ", "track": "on ", "platform": "on ", "network": "on ", "route": "on ",
	"service": "for ", "trade": "for ", "occasion": "for ", "purpose": "for ", "audience": "for ",
}

// purposeKeys are the head nouns of a key whose choice says what a thing
// is for: said as the aim itself ("to try instruments", "for
// valuation"), not as a kind of purpose.
var purposeKeys = map[string]bool{"purpose": true, "goal": true, "aim": true, "intent": true}

// vagueAims are purposes that name none ("other"): said with their key
// ("for the other purpose").
var vagueAims = map[string]bool{"other": true, "general": true, "misc": true, "unknown": true, "none": true, "any": true}

// aimVerbs are verbs a purpose's choice opens on that the description
// verbs (verbs) lack: what people come to do ("try_instruments",
// "collect_repair", "pick_up_order").
var aimVerbs = map[string]bool{"try": true, "collect": true, "pick": true, "drop": true, "see": true, "meet": true,
	"discuss": true, "visit": true, "buy": true, "sell": true, "learn": true, "sign": true, "fit": true, "measure": true,
	"return": true, "renew": true, "pay": true, "tour": true, "view": true, "test": true, "repair": true}

// namedPeriods are periods given by name ("last_month"), as said after
// "for".
var namedPeriods = map[string]string{"today": "today", "yesterday": "yesterday", "this week": "this week",
	"last week": "last week", "this month": "this month", "last month": "last month", "this quarter": "this quarter",
	"last quarter": "last quarter", "this year": "this year", "last year": "last year", "ytd": "the year to date",
	"year to date": "the year to date", "mtd": "the month to date", "month to date": "the month to date",
	"all time": "all time", "all": "all time", "lifetime": "all time"}

// weekdays are days of the week as an API writes them, in words.
var weekdays = map[string]string{"mon": "Monday", "tue": "Tuesday", "tues": "Tuesday", "wed": "Wednesday",
	"thu": "Thursday", "thur": "Thursday", "thurs": "Thursday", "fri": "Friday", "sat": "Saturday", "sun": "Sunday",
	"monday": "Monday", "tuesday": "Tuesday", "wednesday": "Wednesday", "thursday": "Thursday", "friday": "Friday",
	"saturday": "Saturday", "sunday": "Sunday"}

// wayNouns are last words of a key that say how a thing is done
// ("proration behavior", "retry policy"), not what.
var wayNouns = map[string]bool{"behavior": true, "behaviour": true, "mode": true, "method": true, "strategy": true,
	"policy": true, "option": true, "setting": true, "type": true}

// lifetimeKeys are last words of a key that say how long something holds.
var lifetimeKeys = map[string]bool{"duration": true, "lifetime": true, "validity": true, "expiry": true,
	"expiration": true, "term": true, "retention": true, "persistence": true}

// lifetimeWords say a lifetime given as a word ("duration=forever").
var lifetimeWords = map[string][]string{
	"forever":    {"that lasts forever", "applied forever", "with no end date"},
	"permanent":  {"permanently", "for good"},
	"indefinite": {"with no end date", "indefinitely"},
	"never":      {"that never expires", "with no expiry"},
	"once":       {"applied just once", "for one use only"},
	"one time":   {"applied just once", "one time only"},
	"single":     {"applied just once", "for one use only"},
	"repeating":  {"on a repeating basis", "that repeats"},
	"recurring":  {"on a recurring basis", "that recurs"},
}

// plainChoice says a choice whose value is one plain adjective as one,
// before the key's noun ("with a formal tone", "for a financial
// subject"), never "using the financial subject". A noun ("the hpv
// vaccine") and a code or a name ("the CCD-WF instrument") stay with the
// caller's wording, which reads well.
func (st *funcState) plainChoice(v, last string) (string, bool) {
	if v == "" || last == "" || !isWord(last) || strings.ContainsAny(v, "0123456789:/.@#") || strings.Contains(" "+v+" ", " "+last+" ") {
		return "", false
	}
	for _, r := range v {
		if unicode.IsUpper(r) {
			return "", false
		}
	}
	f := strings.Fields(v)
	if len(f) > 3 {
		return "", false
	}
	if len(f) != 1 || len(f[0]) < 5 || !adjective(f[0]) || strings.HasSuffix(f[0], "ed") {
		// a noun ("the hpv vaccine", "the north gate") reads well with
		// its key after it
		return "", false
	}
	if last == "unit" || last == "units" || last == "system" {
		return "in " + f[0] + " units", true // units=imperial: "in imperial units"
	}
	if last == "condition" {
		return "in " + f[0] + " condition", true // condition=excellent: "in excellent condition", never "for an excellent condition"
	}
	if qualityNoun(last) || pluralLooking(last) {
		// visibility=confidential: "with confidential visibility", never
		// "for a …"; amount_types=inclusive: "with inclusive types", never
		// "with an inclusive types"
		return "with " + f[0] + " " + last, true
	}
	return st.turn("with "+article(f[0])+" "+last, "for "+article(f[0])+" "+last), true
}

// onlyFlag says a flag that keeps a read to some things ("failed_only",
// "cancelled_only", "only_open"): "only the failed ones", never "with
// failed only".
func (st *funcState) onlyFlag(hw []string, x bool) (string, bool) {
	var rest []string
	switch {
	case len(hw) > 1 && hw[len(hw)-1] == "only":
		rest = hw[:len(hw)-1]
	case len(hw) > 1 && hw[0] == "only":
		rest = hw[1:]
	default:
		return "", false
	}
	if !st.reads() {
		return "", false // sms_only on a send is how, not which ones
	}
	if len(rest) > 1 && (rest[0] == "include" || rest[0] == "show" || rest[0] == "with") {
		rest = rest[1:] // include_abnormal_only: "only the abnormal ones"
	}
	what := strings.Join(rest, " ")
	switch {
	case len(rest) == 1:
		if x {
			return st.turn("only the "+what+" ones", "just the "+what+" ones"), true
		}
		return st.turn("not just the "+what+" ones", "whether "+what+" or not"), true
	case len(rest) > 1 && (rest[0] == "needs" || rest[0] == "has" || rest[0] == "is"):
		verb := map[string]string{"needs": "need", "has": "have", "is": "are"}[rest[0]]
		tail := strings.Join(rest[1:], " ")
		if x {
			return st.turn("only the ones that "+verb+" "+tail, "just those that "+verb+" "+tail), true
		}
		return "whether they " + verb + " " + tail + " or not", true
	}
	if l := rest[len(rest)-1]; strings.HasSuffix(l, "s") && !strings.HasSuffix(l, "ss") {
		if x {
			return st.turn("only "+what, "just "+what), true // "only active users"
		}
		return "not only " + what, true
	}
	if x {
		return st.turn("only the "+what+" ones", "just the "+what+" ones"), true
	}
	return "not just the " + what + " ones", true
}

// trialKeys are flag keys that ask for a trial run of the call: it says
// what would happen and changes nothing.
var trialKeys = map[string]string{"dry run": "dry run", "dryrun": "dry run", "simulate": "simulation",
	"simulation": "simulation", "validate only": "check", "test mode": "test run", "what if": "dry run",
	"plan only": "dry run", "preview only": "preview", "check only": "check"}

// trialFlag says a dry-run flag as a person asks for one ("just a dry
// run first"), never "with dry run".
func (st *funcState) trialFlag(hw []string, x bool) (string, bool) {
	what, ok := trialKeys[strings.Join(hw, " ")]
	if !ok {
		return "", false
	}
	if x {
		return st.turn("just "+article(what)+" first", "as "+article(what)+" only, without changing anything",
			"but only as "+article(what)), true
	}
	return st.turn("for real, not "+article(what), "and actually do it, no "+what), true
}

// verbFlag tells whether a flag set to true says again what the tool's
// verb already says ("star segment 1" with starred=true): such a flag
// goes unsaid, never "star segment 1, and star it".
func (st *funcState) verbFlag(hw []string, x bool) bool {
	v := strings.Fields(st.verbOf() + " ")
	if !x || len(v) == 0 || len(hw) != 1 {
		return false
	}
	w, verb := hw[0], v[0]
	if len(verb) < 3 {
		return false
	}
	if w == verb {
		return true
	}
	stem := strings.TrimSuffix(verb, "e")
	for _, f := range []string{stem + "ed", verb + "d", verb + string(verb[len(verb)-1]) + "ed", verb + "ed"} {
		if w == f {
			return true
		}
	}
	return false
}

// descUnit matches the unit a description gives a bare number in ("Bleed
// in millimetres", "Paper weight in gsm", "(in kg)").
var descUnit = regexp.MustCompile(`(?i)\b(?:in|as|units?:?)\s+(millimet(?:er|re)s|centimet(?:er|re)s|met(?:er|re)s|kilomet(?:er|re)s|inches|feet|miles|kilograms|grams|pounds|ounces|litres|liters|millilit(?:er|re)s|gallons|degrees(?: celsius| fahrenheit)?|celsius|fahrenheit|knots|mm|cm|km|kg|lbs?|oz|ml|gsm|dpi|ppi|pixels|px|kw|kwh|watts|volts|amps|psi|bpm|rpm|mph|km/h|dollars|euros|pounds sterling)\b`)

// unitShort is how a unit is said after a number.
var unitShort = map[string]string{"millimetres": "mm", "millimeters": "mm", "centimetres": "cm", "centimeters": "cm",
	"metres": "m", "meters": "m", "kilometres": "km", "kilometers": "km", "kilograms": "kg", "grams": "g",
	"litres": "liters", "millilitres": "ml", "milliliters": "ml", "degrees celsius": "°C", "celsius": "°C",
	"degrees fahrenheit": "°F", "fahrenheit": "°F", "lb": "lb", "lbs": "lb", "pounds": "lb", "ounces": "oz", "pixels": "px"}

// unitOfDesc is the unit p's description gives its number in ("" for
// none): "mm" for "Bleed in millimetres".
func unitOfDesc(p Param) string {
	loc := descUnit.FindStringSubmatchIndex(p.Description)
	if loc == nil {
		return ""
	}
	if e := loc[3]; e < len(p.Description) && p.Description[e] == '/' {
		// "eGFR in mL/min/1.73m²": a rate, said whole as written
		// ("58 mL/min/1.73m²"), never as its first unit ("58 ml")
		return rateUnit(p.Description[loc[2]:])
	}
	u := strings.ToLower(p.Description[loc[2]:loc[3]])
	if s, ok := unitShort[u]; ok {
		return s
	}
	return u
}

// numberSpoken says a number by what it counts or measures: a count
// key's things ("40 words", "9 seats"), a key that is its own count's
// noun phrase ("20 frames of brood"), a unit first key ("454.44 hours
// lost"), a percentage off ("20% off") and a measure whose unit the
// description gives ("a 3 mm bleed"). ok is false for anything else.
func (st *funcState) numberSpoken(p Param, x any, hl, n string, k role.Kind, in intent) (argWords, bool) {
	hw := strings.Fields(hl)
	if len(hw) == 0 || k == role.ID || k == role.Page || k == role.Offset || k == role.Money || k == role.DateTime ||
		k == role.Latitude || k == role.Longitude || k == role.Duration {
		return argWords{}, false
	}
	whole, isWhole := wholeNumber(x)
	one := isWhole && whole == 1
	last := hw[len(hw)-1]
	switch {
	case hasWord(hw, "percent", "pct", "percentage") && len(hw) == 2 && (hasWord(hw, "off") || hasWord(hw, "discount")):
		return argWords{text: st.turn(n+"% off", "at "+n+"% off")}, true
	case len(hw) > 2 && hw[1] == "of" && plainWord.MatchString(hw[0]) && strings.HasSuffix(hw[0], "s") && !strings.HasSuffix(hw[0], "ss") && isWhole:
		// frames_of_brood=20: "20 frames of brood"
		thing := hl
		if one {
			thing = singular(hw[0]) + " " + strings.Join(hw[1:], " ")
		}
		return argWords{text: st.turn(n+" "+thing, "with "+n+" "+thing)}, true
	case len(hw) == 2 && unitWords[hw[0]] != "" && strings.HasSuffix(hw[1], "ed") || len(hw) == 2 && hw[0] == "hours" && hw[1] == "lost":
		// hours_lost=3.5, miles_driven=12: "3.5 hours lost"
		return argWords{text: n + " " + hl}, true
	case len(hw) == 2 && isWhole && isWord(hw[0]) && plural(hw[0]) && !strings.HasSuffix(hw[0], "ss") && countedParticiple(hw[1]):
		// hintsUsed=5, items_returned=2, seeds_sown=17: "with 5 hints
		// used", "with 17 seeds sown", never "a hints used of 5"
		thing := hl
		if one {
			thing = singular(hw[0]) + " " + hw[1]
		}
		return argWords{text: "with " + n + " " + thing}, true
	case len(hw) == 2 && (last == "count" || last == "qty") && isWhole && plainWord.MatchString(hw[0]) && !countWords[hw[0]]:
		// word_count=40: "40 words"
		thing := Plural(hw[0])
		if one {
			thing = hw[0]
		}
		return argWords{text: st.turn(n+" "+thing, "for "+n+" "+thing)}, true
	case len(hw) == 1 && (last == "quantity" || last == "qty") && isWhole && whole > 0:
		return st.quantityOf(n, one, in)
	case len(hw) == 2 && last == "request" && (hw[0] == "pull" || hw[0] == "merge") && isWhole:
		label := map[string]string{"pull": "PR ", "merge": "MR "}[hw[0]] + n
		return argWords{text: st.turn("for "+label, "on "+label)}, true
	case len(hw) == 1 && last == "year" && isWhole && whole >= 1900 && whole <= 2100:
		return argWords{text: st.turn("for "+n, "in "+n)}, true // year=2016: "for 2016", never "a year of 2016"
	case len(hw) == 1 && last == "month" && isWhole && whole >= 1 && whole <= 12:
		m := time.Month(whole).String()
		return argWords{text: st.turn("for "+m, "in "+m)}, true // month=2: "for February", never "a month of 2"
	case len(hw) <= 2 && areaNouns[last] && isWhole:
		return argWords{text: st.turn("in "+hl+" "+n, "for "+hl+" "+n)}, true // ward=50: "in ward 50", never "a ward of 50"
	}
	if u := unitOfDescOf(p); u != "" && !hasWord(hw, "min", "max", "minimum", "maximum", "limit") {
		if w, _, ok := tailUnit(hw); ok {
			hw = strings.Fields(w) // radius_m "in meters": "a radius of 250 m", never "the radius m at 250 m"
		}
		what := descCase(p, strings.Join(hw, " "))
		if len(hw) == 1 && !strings.Contains(u, "/") {
			return argWords{text: st.turn("with a "+n+" "+u+" "+what, articleFor(what)+" "+what+" of "+n+" "+u)}, true
		}
		return argWords{text: st.turn("with "+fixArticle("a "+what)+" of "+n+" "+u, "the "+what+" at "+n+" "+u)}, true
	}
	return argWords{}, false
}

// areaNouns are parts of a place named by number ("ward 50", "district
// 3"): said where, never as an amount.
var areaNouns = map[string]bool{"ward": true, "district": true, "precinct": true, "sector": true, "zone": true,
	"block": true, "lot": true, "aisle": true, "bay": true, "dock": true, "pier": true, "berth": true, "floor": true,
	"room": true, "building": true, "hall": true, "booth": true, "table": true, "region": true}

// quantityOf says a bare quantity by the things it counts: the request's
// object when that is a plural noun ("9 seats"), else units ("3 units").
func (st *funcState) quantityOf(n string, one bool, in intent) (argWords, bool) {
	obj := strings.Fields(strings.ToLower(in.Object))
	if len(obj) > 0 {
		h := obj[len(obj)-1]
		if plainWord.MatchString(h) && strings.HasSuffix(h, "s") && !strings.HasSuffix(h, "ss") && singular(h) != h {
			// "hold the best seats, 9 of them": the object names the things
			if one {
				return argWords{text: "just one"}, true
			}
			return argWords{text: n + " of them"}, true
		}
	}
	if one {
		return argWords{text: st.turn("just one", "a single one")}, true
	}
	return argWords{text: st.turn(n+" units", "for "+n+" units", "a quantity of "+n)}, true
}

// everyKeys are key words of a span that recurs: said as how often
// ("sampled every 5 minutes"), never as how long ("for 5 minutes").
var everyKeys = map[string]string{"sample": "sampled ", "sampling": "sampled ", "poll": "polling ", "polling": "polling ",
	"interval": "", "frequency": "", "every": "", "refresh": "refreshed ", "heartbeat": "", "check": "checked "}

// everySpan says a recurring span ("every 5 minutes"); ok is false for
// a key that names no recurrence.
func (st *funcState) everySpan(hl, span string) (string, bool) {
	for w := range strings.FieldsSeq(hl) {
		if lead, ok := everyKeys[w]; ok {
			span = strings.TrimPrefix(span, "1 ") // "every day", never "every 1 day"
			if lead == "" {
				return "every " + span, true
			}
			return st.turn(lead+"every "+span, "every "+span), true
		}
	}
	return "", false
}

// offsetWords says how many results a read skips: from the start for 0,
// else "skipping the first 75"; never "offset by 75" nor "starting after
// the first 0".
func (st *funcState) offsetWords(x any, n string) argWords {
	if v, ok := wholeNumber(x); ok && v == 0 {
		return argWords{text: st.turn("from the very start", "starting from the top")}
	}
	return argWords{text: st.turn("skipping the first "+n, "past the first "+n)}
}

// placeKeys are last words of a string key that name where: said "in
// 28015", never "with venue zip set to \"28015\"".
var placeKeys = map[string]bool{"zip": true, "zipcode": true, "postcode": true, "postal": true, "city": true,
	"town": true, "county": true, "region": true, "neighborhood": true, "neighbourhood": true, "suburb": true}

// placeSaid says a place a string names, as where ("in 28015", "near
// 28015"); ok is false for other keys.
func (st *funcState) placeSaid(hl, x string) (argWords, bool) {
	hw := strings.Fields(hl)
	if len(hw) == 0 || x == "" || strings.ContainsAny(x, "\n\"") {
		return argWords{}, false
	}
	last := hw[len(hw)-1]
	if last == "code" && len(hw) > 1 && (hw[len(hw)-2] == "postal" || hw[len(hw)-2] == "zip") {
		last = "zip"
	}
	if !placeKeys[last] || st.data != nil && changes(st.data.Tool.intent) {
		return argWords{}, false // an address's zip on an update is a new value, not where
	}
	if hasWord(hw, "delivery", "shipping", "destination", "ship") {
		return argWords{text: st.turn("delivered to "+x, "for delivery to "+x)}, true
	}
	if last == "zip" || last == "zipcode" || last == "postcode" || last == "postal" {
		return argWords{text: st.turn("in "+x, "in the "+x+" area", "near "+x)}, true
	}
	return argWords{text: st.turn("in "+x, "in "+x)}, true
}

// startAfterKey tells whether a key in words names the item a page
// starts after or ends before ("starting_after", "start_after",
// "ending_before"): an id only a client holds, from a page it read.
func startAfterKey(hl string) bool {
	hw := strings.Fields(hl)
	return len(hw) >= 2 && (hw[0] == "start" || hw[0] == "starting" || hw[0] == "end" || hw[0] == "ending") &&
		(hw[1] == "after" || hw[1] == "before")
}

// gerundFlag says a flag named by what a thing is doing
// ("accepting_new_patients"): on a read, which ones ("only those
// accepting new patients"); on a change, what it is to do ("so it's
// accepting new patients"); never "with accepting new patients".
func (st *funcState) gerundFlag(hw []string, x bool) (string, bool) {
	if len(hw) == 0 || !strings.HasSuffix(hw[0], "ing") || len(hw[0]) < 6 || !plainWord.MatchString(hw[0]) {
		return "", false
	}
	if len(hw) == 1 {
		if !st.reads() {
			return "", false
		}
		// dangling=true on a read: "only the dangling ones", never "(dangling)"
		if x {
			return st.turn("only the "+hw[0]+" ones", "just the "+hw[0]+" ones"), true
		}
		return "leaving out the " + hw[0] + " ones", true
	}
	what := strings.Join(hw, " ")
	if st.reads() {
		if x {
			return st.turn("only those "+what, "just the ones "+what), true
		}
		return st.turn("only those not "+what, "just the ones not "+what), true
	}
	if x {
		return "so it's " + what, true
	}
	return "so it's not " + what, true
}

// clockKeys are last words of a key that say when a span starts or
// ends: a time of day for one is said "from 13:00" or "until 17:00".
var clockKeys = map[string]string{"start": "from ", "begin": "from ", "from": "from ", "open": "from ", "opens": "from ",
	"end": "until ", "until": "until ", "to": "until ", "close": "until ", "closes": "until ", "finish": "until ",
	"time": "at ", "at": "at "}

// stringSpoken says a string by what it names: a place ("in 28015",
// "delivered to 75003"), a time of day that starts or ends a span ("from
// 13:00"), a mode ("in morning mode"), a class a read keeps to ("in the
// gift tax class"); ok is false for anything else, which the caller
// says by its key.
func (st *funcState) stringSpoken(hl, x string) (argWords, bool) {
	if a, ok := st.placeSaid(hl, x); ok {
		return a, true
	}
	hw := strings.Fields(hl)
	if len(hw) == 0 {
		return argWords{}, false
	}
	last := hw[len(hw)-1]
	if d, ok := plainDay(x); ok {
		return st.daySaid(hw, d), true // wk_start "2026-01-26": "for the week starting January 26, 2026"
	}
	if c, ok := clockSaid(x); ok {
		x = c // "13:00", never "13:00:00Z"
	}
	if prep, ok := clockKeys[last]; ok && clockTime.MatchString(x) {
		switch {
		case hasWord(hw, "latest", "max", "maximum", "before"):
			return argWords{text: "no later than " + x}, true
		case hasWord(hw, "earliest", "min", "minimum", "after"):
			return argWords{text: "no earlier than " + x}, true
		}
		if prep == "from " {
			return argWords{text: st.turn("from "+x, "starting at "+x)}, true
		}
		return argWords{text: prep + x}, true
	}
	if len(hw) > 1 && last == "mode" && isWord(x) && len(x) < 20 {
		return argWords{text: "in " + strings.ToLower(x) + " mode"}, true
	}
	if st.reads() && (last == "class" || last == "category" || last == "group" || last == "tier" || last == "segment") &&
		isWord(strings.ReplaceAll(x, " ", "")) && len(strings.Fields(x)) <= 3 {
		return argWords{text: st.turn("in the "+x+" "+hl, "only in the "+x+" "+hl)}, true
	}
	return argWords{}, false
}

// actorOnce says a person by what they do in the call (lead, "assigned
// to "), unless the tool's verb already says it: "assign issue DATA-627
// to landersson", never "assign issue DATA-627, assigned to landersson".
// The shorter phrase follows the object directly, as the verb's own
// complement.
func (st *funcState) actorOnce(lead, x string) argWords {
	f := strings.Fields(lead)
	v := strings.Fields(st.verbOf() + " ")
	if len(f) == 2 && len(v) > 0 && len(v[0]) > 3 && strings.HasPrefix(f[0], strings.TrimSuffix(v[0], "e")) {
		return argWords{text: f[1] + " " + x, lead: true} // "assigned to" on "assign": "to landersson"
	}
	return argWords{text: lead + x}
}

// urlListSaid says a list of links by what they link to, read from the
// key's other words ("photo_urls": "with a photo at https://…"), never
// "with urls https://…"; ok is false for a key that is not a list of
// links or for values that are not all links.
func (st *funcState) urlListSaid(p Param, x []any) (argWords, bool) {
	hw := p.lowerHumanWords()
	if len(hw) == 0 || len(x) == 0 || len(x) > 3 {
		return argWords{}, false
	}
	last := hw[len(hw)-1]
	if last != "urls" && last != "links" && last != "uris" {
		return argWords{}, false
	}
	var us []string
	for _, v := range x {
		s, ok := v.(string)
		if !ok || !strings.HasPrefix(s, "http") {
			return argWords{}, false
		}
		us = append(us, s)
	}
	what := strings.Join(hw[:len(hw)-1], " ")
	list := joinWords(us, "and")
	if what == "" {
		if len(us) == 1 {
			return argWords{text: st.turn("with a link to "+list, "linking to "+list)}, true
		}
		return argWords{text: st.turn("with links to "+list, "linking to "+list)}, true
	}
	if len(us) == 1 {
		return argWords{text: st.turn("with "+article(what)+" at "+list, "attaching the "+what+" at "+list)}, true
	}
	return argWords{text: st.turn("with "+Plural(what)+" at "+list, "attaching the "+Plural(what)+" at "+list)}, true
}

// ownSpan says a span whose key names the request's own object ("report
// a delay" with delay=5 minutes) inside the object ("report a 5-minute
// delay on sailing 42790"), never as a second one ("report a delay …,
// and a 5-minute delay"); ok is false when the key names another thing.
func ownSpan(hl, n, unit string, in intent) (argWords, bool) {
	f := strings.Fields(hl)
	if l := len(f); l > 1 && unitWords[f[l-1]] != "" {
		f = f[:l-1]
	}
	if len(f) != 1 || unit == "" || !isWord(f[0]) {
		return argWords{}, false
	}
	obj := strings.Fields(strings.ToLower(in.Object))
	if len(obj) == 0 || obj[len(obj)-1] != f[0] {
		return argWords{}, false
	}
	ref := fixArticle("a " + n + "-" + strings.TrimSuffix(unit, "s") + " " + f[0])
	return argWords{text: "with " + ref, noun: f[0], ref: ref}, true
}

// includeFlag says a flag that adds things to what a call returns
// ("include_cancelled", "with_history") as a person asks for them:
// "including cancelled ones", "along with the history"; never "with
// cancelled" nor "with history". ok is false for other flags and for a
// flag set to false, which the caller says.
func (st *funcState) includeFlag(hw []string, x bool) (string, bool) {
	if !x || len(hw) < 2 || hw[0] != "include" && hw[0] != "with" && hw[0] != "show" {
		return "", false
	}
	rest := hw[1:]
	what := strings.Join(rest, " ")
	if len(rest) == 1 && (strings.HasSuffix(rest[0], "ed") || strings.HasSuffix(rest[0], "ing") || rest[0] == "idle" ||
		len(rest[0]) > 4 && adjective(rest[0])) {
		return st.turn("including "+what+" ones", "with the "+what+" ones too"), true
	}
	return st.turn("including "+what, "along with the "+what), true
}

// flagSpoken says a flag no description wording said as a clause: a dry
// run, a thing in a state, a flag named by a gerund, a flag that adds to
// a read.
func (st *funcState) flagSpoken(hw []string, x bool) (string, bool) {
	if s, ok := st.trialFlag(hw, x); ok {
		return s, true
	}
	if s, ok := st.stateFlag(hw, x); ok {
		return s, true // opening_checks_done: "with the opening checks done"
	}
	if s, ok := st.gerundFlag(hw, x); ok {
		return s, true
	}
	if s, ok := doneFlag(hw, x); ok {
		return s, true
	}
	return st.includeFlag(hw, x)
}

// boundAmount is an amount of money with its currency sign and its pace
// when the key or the description says them (maxMonthlyRate, "Maximum
// monthly rent in dollars": "$3134 a month"), never a bare "3134".
func (st *funcState) boundAmount(p Param, n string) string {
	amt := st.moneyOf(p, n)
	for _, w := range p.lowerHumanWords() {
		if pace, ok := paceWords[w]; ok {
			return amt + " " + pace
		}
	}
	for w := range strings.FieldsSeq(strings.ToLower(p.Description)) {
		if pace, ok := paceWords[w]; ok {
			return amt + " " + pace
		}
	}
	return amt
}

// kindOfObject says a type written in several words ("hot_yoga",
// "lost_baggage") inside the object it is the type of, when the request
// makes or acts on one such thing ("add a class" → "add a hot yoga
// class", "book a visit" → "book a nail trim visit"), never "of type
// hot_yoga". The phrase that stands when the object cannot take it is
// the one enumPhrase gives. ok is false for reads, for an object that is
// not one thing ("a"/"an"), and for values that are acts or codes.
func (st *funcState) kindOfObject(p Param, x, hl string, in intent) (argWords, bool) {
	hw := strings.Fields(hl)
	if len(hw) == 0 || len(hw) > 2 || hw[len(hw)-1] != "type" && hw[len(hw)-1] != "kind" || in.Read || !kindWords(x) {
		return argWords{}, false
	}
	o := strings.Fields(strings.ToLower(in.Object))
	if len(o) < 2 || o[0] != "a" && o[0] != "an" {
		return argWords{}, false
	}
	head := objectNoun(in)
	if len(hw) == 2 && hw[0] != head {
		return argWords{}, false // document_type on "attach a declaration": another thing's type
	}
	w := strings.ToLower(spokenEnum(x))
	f := strings.Fields(w)
	if l := f[len(f)-1]; l == head || strings.HasSuffix(l, "s") && !strings.HasSuffix(l, "ss") || hasWord(f, "type", "kind", "path", "file", "id") {
		return argWords{}, false
	}
	return argWords{text: st.enumPhrase(p, x), noun: head, ref: fixArticle("a " + w + " " + head)}, true
}

// kindWords tells whether a type value written in several words
// ("lost_baggage", "hot-yoga") names a kind of thing, which can go
// before the object's noun ("file a lost baggage claim"), rather than an
// act ("request_changes") or a code.
func kindWords(x string) bool {
	f := strings.Fields(strings.ToLower(spokenEnum(x)))
	if len(f) < 2 || len(f) > 3 {
		return false
	}
	for _, w := range f {
		if !plainWord.MatchString(w) {
			return false
		}
	}
	return !verbs[f[0]] || nounVerbs[f[0]]
}

// daySaid says a day a text key holds ("2026-01-26", said d) as a day,
// never the quoted wire form: a key ending on its start or end says what
// it starts or ends ("for the week starting January 26, 2026"), any
// other says the day after its key ("with the review day January 26,
// 2026").
func (st *funcState) daySaid(hw []string, d string) argWords {
	hl := strings.Join(hw, " ")
	if len(hw) > 1 {
		stem := strings.Join(hw[:len(hw)-1], " ")
		switch hw[len(hw)-1] {
		case "start", "begin", "starting", "beginning":
			return argWords{text: "for the " + stem + " starting " + d}
		case "end", "ending":
			return argWords{text: "for the " + stem + " ending " + d}
		}
	}
	return argWords{text: st.turn("with the "+hl+" "+d, "with "+hl+" "+d)}
}

// countedParticiples are participles not ending in "-ed" that a count's
// key may close on after what was counted ("seeds_sown", "trees_grown").
var countedParticiples = map[string]bool{"sown": true, "grown": true, "shown": true, "thrown": true, "flown": true,
	"eaten": true, "chosen": true, "spent": true, "bought": true, "caught": true, "broken": true, "driven": true,
	"ridden": true, "fed": true, "dug": true, "laid": true, "sung": true, "rung": true, "struck": true, "hidden": true,
	"drunk": true, "worn": true, "torn": true, "sewn": true, "mown": true, "woven": true, "frozen": true, "stolen": true}

// countedParticiple tells whether w, the last word of a count's key after
// a plural noun, is a participle that says what was done to what was
// counted: "used", "returned", "sown", "sold".
func countedParticiple(w string) bool {
	return isWord(w) && (strings.HasSuffix(w, "ed") || pastParticiples[w] || countedParticiples[w])
}
