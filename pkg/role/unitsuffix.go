package role

import "strings"

// suffixUnit is a unit a number's name ends with as a symbol
// ("maxSpeedKmh", "reading_m3", "threshold_db"): the symbol a person
// writes and the range a value in it usually takes.
type suffixUnit struct {
	symbol  string
	typical *Range
}

// suffixUnits are the unit symbols of measurements, keyed by the name
// token that carries them. Units of mass, length, time and money are
// read elsewhere (numberRole, unitNamed); these are the ones a name
// token alone says and that no word of English shares, except "db" and
// "c", which unitSuffix checks against the parameter's context.
var suffixUnits = map[string]suffixUnit{
	"kmh":      {"km/h", rng(20, 130, 0)},
	"kph":      {"km/h", rng(20, 130, 0)},
	"mph":      {"mph", rng(15, 80, 0)},
	"m3":       {"m3", rng(1, 40, 1)}, // (Role.Unit "m3", said "m³": UnitSymbol)
	"m2":       {"m2", rng(10, 200, 0)},
	"db":       {"dB", rng(45, 110, 0)},
	"dba":      {"dB(A)", rng(45, 110, 0)},
	"kwh":      {"kWh", rng(5, 1500, 1)},
	"mwh":      {"MWh", rng(1, 500, 1)},
	"kw":       {"kW", rng(1, 250, 1)},
	"psi":      {"psi", rng(20, 120, 0)},
	"pcf":      {"pcf", rng(95, 130, 1)}, // pounds per cubic foot: a soil's or concrete's density
	"kpa":      {"kPa", rng(150, 800, 0)},
	"hz":       {"Hz", rng(50, 20000, 0)},
	"ppm":      {"ppm", rng(350, 2000, 0)},
	"rpm":      {"rpm", rng(600, 6000, 0)},
	"bpm":      {"bpm", rng(50, 160, 0)},
	"mbps":     {"Mbps", rng(10, 1000, 0)},
	"lux":      {"lux", rng(50, 1000, 0)},
	"lpm":      {"L/min", rng(5, 60, 0)},
	"gpm":      {"gal/min", rng(2, 20, 0)},
	"ha":       {"ha", rng(1, 50, 1)},
	"hectares": {"hectares", rng(1, 50, 1)},
	"acres":    {"acres", rng(1, 100, 1)},
	"c":        {"°C", rng(-10, 40, 1)},
	"f":        {"°F", rng(14, 104, 0)},
	"ul":       {"µl", rng(10, 200, 0)}, // microlitres: a lab sample's or a pipetted volume
}

// concMasses are mass units a "ul" token may follow in a concentration
// name ("conc_ng_ul" is nanograms per microlitre, never a volume).
var concMasses = map[string]string{"ng": "ng", "ug": "µg", "mg": "mg", "pg": "pg"}

// speedUnits are the suffixes of a speed: "km/h" in a description is
// no length in kilometres ("maxSpeedKmh: Limit in km/h").
var speedUnits = map[string]bool{"kmh": true, "kph": true, "mph": true}

// unitSuffix classifies a number whose last name token is a unit symbol
// of suffixUnits as a Quantity in that unit. A one-token name is not
// read ("db" alone is a database index, "c" a coefficient); "db" is
// decibels only when the tool or the description speaks of sound, and
// "c"/"f" are degrees only after a temperature token.
func (c *ctx) unitSuffix() (Role, bool) {
	u, ok := suffixUnits[c.last]
	if !ok || len(c.ts) < 2 || c.hasToken("id", "index", "number", "count") || lengthUnits[c.pr.unit] && !speedUnits[c.last] {
		return Role{}, false // (a unit the description states is read there, with its range)
	}
	switch c.last {
	case "db", "dba":
		t := strings.ToLower(c.tool.Name + " " + c.tool.Description + " " + c.d)
		if !containsAny(t, "noise", "sound", "decibel", "loud", "audio", "volume", "acoustic", "db(a)", "dba") {
			return Role{}, false
		}
	case "c", "f":
		if !c.hasToken("temp", "temperature", "min", "max", "setpoint") || !c.hasToken("temp", "temperature", "setpoint") {
			return Role{}, false
		}
	}
	if n := len(c.ts); n >= 3 && c.ts[n-2] == "per" {
		return rateSuffix(c.ts[n-3], c.last, u)
	}
	t := u.typical
	if m, ok := concMasses[c.ts[len(c.ts)-2]]; ok && c.last == "ul" {
		// concentration_ng_ul=120: "120 ng/µl", not a volume of 120 µl
		return Role{Kind: Quantity, Unit: m + "/µl", Typical: rng(5, 300, 1), Why: "name tokens " + m + " ul are the unit " + m + "/µl"}, true
	}
	if c.last == "c" {
		t = c.celsius() // a fermenter's temp_c is 16–24, not -10–40
	} else if c.last == "f" {
		t = fahrenheitOf(c.celsius())
	}
	return Role{Kind: Quantity, Unit: u.symbol, Typical: t, Why: "name token " + c.last + " is the unit " + u.symbol}, true
}

// rateNumerators are the units a rate's name writes before "per" ("l"
// of "rate_l_per_ha"), as its symbol writes them.
var rateNumerators = map[string]string{"l": "L", "ml": "ml", "kg": "kg", "g": "g", "mg": "mg", "lb": "lb", "lbs": "lb",
	"t": "t", "gal": "gal"}

// rateSuffix is the role of a number whose name ends "<num> per <den>",
// den a unit of suffixUnits: a rate in num/den when num is a unit
// ("rate_l_per_ha" is a rate in L/ha, said "at 4 L/ha"), else no role of
// a unit (a "yield_per_ha" is no area); before, both were an area in ha
// ("Set the rate l per to 25 ha").
func rateSuffix(num, den string, u suffixUnit) (Role, bool) {
	sym, ok := rateNumerators[num]
	if !ok {
		return Role{}, false
	}
	unit := sym + "/" + u.symbol
	return Role{Kind: Quantity, Unit: unit, Typical: u.typical, Why: "name tokens " + num + " per " + den + " are the rate " + unit}, true
}

// ConcMass returns the symbol of the mass unit token stands for when it
// may open a concentration's name ("ng" of "conc_ng_ul"), so that the
// value is said "120 ng/µl"; ok is false for other tokens.
func ConcMass(token string) (symbol string, ok bool) {
	s, ok := concMasses[strings.ToLower(token)]
	return s, ok
}

// UnitSymbol returns the symbol of the unit a name token stands for when
// a number's name ends with it ("kmh" is "km/h", "m3" is "m³"), so that
// a request says "50 km/h" rather than the token; ok is false for other
// tokens.
func UnitSymbol(token string) (symbol string, ok bool) {
	t := strings.ToLower(token)
	if s, ok := areaVolumeSymbols[t]; ok {
		return s, true
	}
	u, ok := suffixUnits[t]
	return u.symbol, ok
}

// areaVolumeSymbols are the symbols of the units Role.Unit holds as
// "m2" and "m3" (see lengthUnits): square and cubic metres.
var areaVolumeSymbols = map[string]string{"m2": "m²", "m3": "m³"}
