package prompt

import (
	"regexp"
	"strings"

	"github.com/mcpgen/mcpgen/pkg/role"
)

// unitAbbrevs are unit abbreviations a numeric key may end with
// ("strength_mg", "temp_c", "length_m"), with how a person says the unit
// after a number. The abbreviation never stands for the quantity: "mg
// 200" and "c 18.9 celsius" say nothing a person would.
var unitAbbrevs = map[string]string{"mg": "mg", "g": "g", "kg": "kg", "mcg": "mcg", "ug": "mcg", "lb": "lb", "lbs": "lb",
	"oz": "oz", "c": "°C", "f": "°F", "m": "meters", "cm": "cm", "mm": "mm", "km": "km", "mi": "miles", "ft": "feet",
	"l": "liters", "ml": "ml", "kwh": "kWh", "kw": "kW", "w": "W", "v": "V", "hz": "Hz", "degrees": "degrees", "deg": "degrees", "pci": "pCi", "pcf": "pcf",
	"ul": "µl", "ng": "ng", "pg": "pg", "gdl": "g/dL", "mgdl": "mg/dL"}

// shortFor are clipped words a key uses for the quantity it measures.
var shortFor = map[string]string{"temp": "temperature", "len": "length", "qty": "quantity", "wt": "weight",
	"dist": "distance", "amt": "amount", "vol": "volume", "dur": "duration", "rh": "humidity", "alt": "altitude",
	"elev": "elevation", "freq": "frequency", "conc": "concentration"}

// descMeasure matches a description that opens with what is measured and
// then its unit: "Dose strength in milligrams", "Vehicle length in meters".
var descMeasure = regexp.MustCompile(`^(?i)([a-z]+(?: [a-z]+){0,2}) (?:in|as) (?:degrees |whole |decimal )?[a-z]+`)

// measureSaid says a number whose key ends in a unit abbreviation by what
// it measures and the unit after the number: strength_mg=200 → "a
// strength of 200 mg", temp_c=18.9 → "a target temperature of 18.9
// °C" (read from "Target temperature in degrees Celsius"). ok is false
// when the key ends in no unit abbreviation.
func (st *funcState) measureSaid(p Param, hl, n string) (argWords, bool) {
	hw := strings.Fields(hl)
	if len(hw) < 2 || holdsAny(hl, "radius", "width", "height", "depth", "limit", "timeout", "max", "min") {
		// quantityPhrase says these by what they bound ("within 500 meters")
		return argWords{}, false
	}
	u, ok := unitAbbrevs[hw[len(hw)-1]]
	if !ok {
		return st.innerUnitSaid(p, hw, n) // "a system size of 7.5 kW DC", "1250 engine hours"
	}
	cut := 1
	if pu, k, ok := perUnit(hw, unitAbbrevs); ok && k < len(hw) {
		u, cut = pu, k // doseMgPerKg=9.6: "a dose of 9.6 mg/kg"
	} else if du, ok := slashUnitOf(p.Description, hw); ok {
		u, cut = du, 2 // conductivity_ms_cm "in mS/cm": "4 mS/cm", never "4 cm"
	}
	what := measuredThing(p, hw[:len(hw)-cut])
	if per, ok := periodAdjectives[what]; ok {
		// annualKwh=4200: "4200 kWh a year", never "an annual of 4200 kWh"
		return argWords{text: st.turn(n+" "+u+" "+per, "using "+n+" "+u+" "+per)}, true
	}
	if what == "tilt" || what == "angle" || what == "azimuth" || what == "heading" || what == "bearing" || strings.HasSuffix(what, " angle") {
		if u == "degrees" {
			// tiltDegrees=30: "a tilt of 30°", never "a tilt degrees of 30"
			return argWords{text: st.turn(fixArticle("a "+what)+" of "+n+"°", "with "+fixArticle("a "+what)+" of "+n+"°")}, true
		}
	}
	return argWords{text: st.turn(fixArticle("a "+what)+" of "+n+" "+u, "with "+fixArticle("a "+what)+" of "+n+" "+u)}, true
}

// presenceWords are the words a description opens on that say whether a
// parameter must be given, never what it measures: "Optional electrical
// conductivity in mS/cm" measures "electrical conductivity", said "an
// electrical conductivity of 4 mS/cm", never "an optional electrical
// conductivity of 4 cm".
var presenceWords = map[string]bool{"optional": true, "optionally": true, "required": true, "mandatory": true}

// reSlashUnit matches a unit written with a slash in a description
// ("in mS/cm", "kg/ha"): letters, a slash, letters.
var reSlashUnit = regexp.MustCompile(`\b([A-Za-zµ°]{1,4})/([A-Za-z²³]{1,4})\b`)

// slashUnitOf is the unit a description writes with a slash whose two
// parts are the key's last two words (hw): conductivity_ms_cm described
// "Optional electrical conductivity in mS/cm" is in "mS/cm", the key's
// "ms cm" one unit, not milliseconds and centimetres. ok is false when
// the description writes no such unit.
func slashUnitOf(desc string, hw []string) (string, bool) {
	n := len(hw)
	if n < 3 || !strings.Contains(desc, "/") {
		return "", false
	}
	for _, m := range reSlashUnit.FindAllStringSubmatch(desc, -1) {
		if strings.EqualFold(m[1], hw[n-2]) && strings.EqualFold(m[2], hw[n-1]) {
			return m[0], true
		}
	}
	return "", false
}

// measuredThing is what a unit-suffixed key measures: its description's
// words before the unit when short, else the key's words with clipped
// words spelled out ("temp" → "temperature").
func measuredThing(p Param, hw []string) string {
	if m := descMeasure.FindStringSubmatch(strings.TrimSpace(p.Description)); m != nil {
		w := strings.Fields(strings.ToLower(m[1]))
		if len(w) > 1 && presenceWords[w[0]] {
			w = w[1:] // "Optional electrical conductivity in mS/cm": "electrical conductivity"
		}
		return strings.Join(w, " ")
	}
	if n := len(hw); n > 1 && (hw[n-1] == "in" || hw[n-1] == "as") {
		hw = hw[:n-1] // "haemoglobin in g/dL": "a haemoglobin of 8.2 g/dL", never "a haemoglobin in of"
	}
	out := make([]string, len(hw))
	for i, w := range hw {
		out[i] = w
		if s, ok := shortFor[w]; ok {
			out[i] = s
		}
	}
	return strings.Join(out, " ")
}

// descCount matches a description that says a lower bound on how many
// things there are: "Minimum number of bikes available". An upper bound
// ("Maximum number of users to return") is a limit, said as one.
var descCount = regexp.MustCompile(`^(?i)(minimum|min) number of ([a-z]+(?: [a-z]+){0,3})\.?$`)

// descNumberOf matches a description that says a count of one kind of
// thing: "Number of passengers".
var descNumberOf = regexp.MustCompile(`^(?i)number of ([a-z]+s)\.?$`)

// boundCountSaid says min_available=1 as its description's count ("at
// least 1 bike available"), never by the key's adjective ("with a
// available of at least 1"). ok is false for other descriptions.
func (st *funcState) boundCountSaid(p Param, n string) (argWords, bool) {
	m := descCount.FindStringSubmatch(strings.TrimSpace(p.Description))
	if m == nil {
		return argWords{}, false
	}
	things := strings.ToLower(m[2])
	if n == "1" {
		f := strings.Fields(things)
		f[0] = singular(f[0])
		things = strings.Join(f, " ")
	}
	return argWords{text: st.turn("at least "+n+" "+things, "with at least "+n+" "+things)}, true
}

// namedNumber says a number by what its key or description says it
// measures or bounds (boundCountSaid, measureSaid); ok is false when
// neither applies.
func (st *funcState) namedNumber(p Param, hl, n string, k role.Kind) (argWords, bool) {
	if m := descNumberOf.FindStringSubmatch(strings.TrimSpace(p.Description)); m != nil && len(hl) <= 4 && !strings.Contains(hl, " ") &&
		!strings.Contains(strings.ToLower(m[1]), hl) && (k == role.Count || k == role.Number || k == role.Unknown) {
		// pax=4, "Number of passengers": "for 4 passengers", never "pax 4"
		things := strings.ToLower(m[1])
		if n == "1" {
			things = singular(things)
		}
		return argWords{text: "for " + n + " " + things}, true
	}
	if a, ok := st.boundCountSaid(p, n); ok && (k == role.Count || k == role.Number || k == role.Unknown || k == role.Quantity) {
		return a, true
	}
	if a, ok := st.measureSaid(p, hl, n); ok && k != role.Duration && k != role.Money && k != role.DateTime {
		return a, true
	}
	return argWords{}, false
}

// timeUnitWords are units keyUnit reads that say how long, not how
// much: a key named for one ("days") is a duration, never "at 5 days".
var timeUnitWords = map[string]bool{"seconds": true, "ms": true, "minutes": true, "hours": true, "days": true, "weeks": true}

// letterNumber says a number whose key is a unit's symbol ("kg", keyUnit)
// with its unit, or a letter or two ("t", "l")
// by the key's description when it is short, else by the value alone
// ("at 387.8"), never "t 387.8" nor "13 for the t".
func (st *funcState) letterNumber(p Param, hl, n string) (argWords, bool) {
	if stem, u := keyUnit([]string{hl}); len(stem) == 0 && u != "" && !timeUnitWords[u] {
		return argWords{text: "at " + n + " " + u}, true // kg=54: "at 54 kg", never a bare "at 54"
	}
	if len(hl) > 2 || !isWord(hl) {
		return argWords{}, false
	}
	if noun := paramNoun(p); noun != hl {
		return argWords{text: st.turn("with "+fixArticle("a "+noun)+" of "+n, fixArticle("a "+noun)+" of "+n)}, true
	}
	return argWords{text: "at " + n}, true
}

// plainNumber says a number by its key ("with priority 3"), or, for a
// key of a letter or two, as letterNumber does.
func (st *funcState) plainNumber(p Param, hl, n string) argWords {
	if a, ok := st.letterNumber(p, hl, n); ok {
		return a
	}
	if yearPeriods[hl] && yearNumber(n) {
		// season=2024: "for the 2024 season", never "a season of 2024"
		return argWords{text: st.turn("for the "+n+" "+hl, "for "+hl+" "+n)}
	}
	return argWords{text: st.turn(hl+" "+n, "with "+hl+" "+n, fixArticle("a "+hl)+" of "+n)} // never "47 for the crn"
}

// yearPeriods are keys for a stretch of time a year names ("season",
// "vintage"): a year in one is said "for the 2024 season", never "a
// season of 2024".
var yearPeriods = map[string]bool{"season": true, "vintage": true, "harvest": true, "cohort": true, "intake": true,
	"edition": true, "tour": true}

// yearNumber tells whether n, a whole number as said, reads as a year
// of the calendar (1900 to 2099).
func yearNumber(n string) bool {
	return len(n) == 4 && (strings.HasPrefix(n, "19") || strings.HasPrefix(n, "20")) && wholeText(n)
}

// otherTypeOf says a "<thing>_type" choice whose thing is not the object
// acted on (bike_type=classic on "find stations near a location") as a
// kind of that thing ("with classic bikes"), never as a kind of the
// object ("the classic location"). It holds only when the description
// names those things, plural, too ("Only count bikes of this type"): a
// policy_type on a time-off request still types the request, and
// resourceType=pod ("Type of resource to get logs from") names the thing
// itself. ok is false otherwise.
func otherTypeOf(x, hl, head, desc string, in intent) (argWords, bool) {
	hw := strings.Fields(hl)
	if len(hw) < 2 || head == "" {
		return argWords{}, false
	}
	owner := hw[len(hw)-2]
	if !isWord(owner) || singular(owner) == singular(head) || determiners[owner] || vagueThings[owner] || owner == "resource" ||
		!regexp.MustCompile(`(?i)\b`+regexp.QuoteMeta(Plural(singular(owner)))+`\b`).MatchString(desc) {
		return argWords{}, false
	}
	for w := range strings.FieldsSeq(strings.ToLower(in.Object)) {
		if singular(strings.Trim(w, ",.")) == singular(owner) {
			return argWords{}, false // "reserve a bike": the type is the object's
		}
	}
	things := Plural(strings.ToLower(x) + " " + owner)
	if strings.HasSuffix(strings.ToLower(x), owner) {
		things = Plural(strings.ToLower(x)) // "ebikes", not "ebike bikes"
	}
	return argWords{text: "with " + things}, true
}

// slugPhrase says a value the role calls a slug by the thing the role
// says it names (show_slug: "for the show tech-talk-daily"), whatever
// else the value looks like; ok is false for any other parameter.
func slugPhrase(p Param, x string) (argWords, bool) {
	if p.Role.Kind != role.Ident || p.Role.ID != role.IDSlug || p.Role.Names == "" {
		return argWords{}, false
	}
	return slugWords(x, strings.ToLower(p.Human), p.Role.Names)
}

// slugShape matches a URL slug as people write it bare ("tech-talk-daily").
var slugShape = regexp.MustCompile(`^[a-z0-9]+(?:[-_][a-z0-9]+)*$`)

// slugWords says a "<thing>_slug" by the thing it names ("for the show
// tech-talk-daily"), never by the key ("with show slug set to …"); a
// hyphenated slug needs no quotes. ok is false for other keys.
func slugWords(x, hl, noun string) (argWords, bool) {
	if lastWord(hl) != "slug" || noun == "" || noun == hl || strings.Contains(noun, " ") {
		return argWords{}, false
	}
	v := quoteStr(x)
	if slugShape.MatchString(x) && strings.ContainsAny(x, "-_") {
		// a one-word slug stays quoted: "show "daily"'s category", not
		// "show daily's category"
		v = x
	}
	ref := noun + " " + v
	return argWords{text: "for the " + ref, lead: true, noun: noun, ref: ref}, true
}
