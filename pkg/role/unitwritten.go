package role

// writtenUnits are unit tokens a number's name may end in that the role
// does not classify by (suffixUnits holds the ones it does, with their
// ranges), with the unit as written after the number: flow_limit_gal,
// area_sqft, weight_tonnes. One table with suffixUnits serves WrittenUnit,
// so a request says a unit the way the role names it.
var writtenUnits = map[string]string{"cfm": "cfm", "liters": "liters", "litres": "liters", "grams": "grams",
	"kilograms": "kg", "celsius": "°C", "fahrenheit": "°F", "volts": "V", "watts": "W", "amps": "A", "knots": "knots",
	"feet": "feet", "inches": "inches", "bar": "bar", "mm": "mm", "cm": "cm", "nm": "nm", "yards": "yards",
	"yd": "yards", "yds": "yards", "gsm": "g/m²", "ounces": "oz", "pounds": "lb", "gallons": "gallons",
	"gal": "gallons", "dpi": "dpi", "kcal": "kcal", "calories": "calories", "meters": "meters", "metres": "meters",
	"miles": "miles", "in": "inches", "ft": "feet", "mi": "miles", "hrs": "hours", "minutes": "minutes",
	"seconds": "seconds", "sec": "seconds", "hours": "hours", "mw": "MW", "mah": "mAh", "tons": "tons",
	"tonnes": "tonnes", "mg": "mg", "ml": "ml", "mpg": "mpg", "cm2": "cm²", "mm2": "mm²", "km2": "km²",
	"sqft": "sq ft", "ft2": "sq ft", "bushels": "bushels", "hl": "hL"}

// WrittenUnit returns the unit a number's name token stands for, as
// written after the number ("gpm" is "gal/min", "sqft" "sq ft", "hz"
// "Hz"): a unit the role classifies by (UnitSymbol) or one it only
// writes; ok is false for other tokens.
func WrittenUnit(token string) (unit string, ok bool) {
	if u, ok := writtenUnits[token]; ok {
		return u, true
	}
	return UnitSymbol(token)
}
