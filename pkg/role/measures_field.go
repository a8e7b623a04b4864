package role

// fieldMeasures are measures read on a site with an instrument: a blast's
// ground vibration and air overpressure at a monitoring station, a
// liquid's pH, a solar string's open-circuit voltage and short-circuit
// current, an installation's insulation resistance and earth loop
// impedance, the rock a blast breaks. A name holding their term or its
// initialism ("ppv_mm_s", "voc_v", "pH") says the measure; its values
// take the range such readings have, far inside what a bare number would
// draw ("PPV mm s 45" was drawn for a vibration of a few mm/s, "air
// overpressure DB 8" for some 115 dB, "pH 582" for a dye bath's 4–9).
var fieldMeasures = []measure{
	{names: [][]string{{"ppv"}, {"particle", "velocity"}}, kind: Quantity, unit: "mm/s", person: rng(0.5, 12, 1),
		units: []unitRange{{"in/s", "in/s", rng(0.02, 0.5, 2)}}, why: "a ground vibration's peak particle velocity"},
	{names: [][]string{{"overpressure"}, {"airblast"}, {"air", "blast"}}, kind: Quantity, unit: "dB", person: rng(100, 128, 0),
		why: "a blast's air overpressure in dB(Lin)"},
	{names: [][]string{{"ph"}, {"p", "h"}}, about: grapeWords, kind: Number, person: rng(3, 3.9, 2), why: "the pH of a grape juice or a wine"},
	{names: [][]string{{"ph"}, {"p", "h"}}, not: []string{"min", "max", "phone"}, kind: Number, person: rng(4, 9, 1), why: "a pH"},
	{names: [][]string{{"voc"}, {"open", "circuit"}}, about: stringWords, kind: Quantity, unit: "V", person: rng(280, 650, 1),
		why: "a solar string's open-circuit voltage"},
	{names: [][]string{{"isc"}, {"short", "circuit"}}, about: stringWords, kind: Quantity, unit: "A", person: rng(8, 14, 2),
		why: "a solar string's short-circuit current"},
	{names: [][]string{{"insulation", "mohm"}, {"insulation", "resistance"}}, kind: Quantity, unit: "MΩ", person: rng(20, 500, 0),
		why: "an insulation resistance"},
	{names: [][]string{{"earth", "loop"}, {"loop", "impedance"}, {"ze"}, {"zs"}}, kind: Quantity, unit: "Ω", person: rng(0.1, 1.2, 2),
		why: "an earth loop impedance"},
	{names: [][]string{{"delta", "e"}, {"deltae"}, {"de2000"}, {"colour", "difference"}, {"color", "difference"}}, kind: Number,
		person: rng(0.2, 2.5, 2), why: "a colour difference (ΔE), a few tenths to a few units"},
	{names: [][]string{{"altitude"}, {"elevation"}}, not: []string{"deg", "degrees", "angle"}, kind: Quantity,
		unit: "meters", person: rng(20, 2500, 0), units: []unitRange{{"ft", "ft", rng(60, 8000, 0)}}, why: "a place's height above sea level"},
	{names: [][]string{{"tonnes", "broken"}, {"tons", "broken"}, {"blast", "tonnes"}}, kind: Quantity, unit: "tonnes",
		person: rng(5000, 40000, 0), why: "the rock a blast breaks", picked: true},
	{names: [][]string{{"tonnes"}, {"tons"}}, not: []string{"per", "max", "min", "limit", "id"}, kind: Quantity, unit: "tonnes",
		person: rng(2, 40, 1), why: "a weight in tonnes"},
}

// grapeWords say a tool deals with grapes, their juice or wine: a pH
// there is a must's or a wine's, 3 to 4.
var grapeWords = []string{"grape", "wine", "winery", "vineyard", "must", "juice", "vintage", "harvest", "cellar", "brix"}

// stringWords say a voltage or a current is a solar string's: a solar
// tool's words, or a string its parameters number ("string_no").
var stringWords = append([]string{"string", "strings"}, solarWords...)

func init() {
	thingMeasures = append(thingMeasures, fieldMeasures...)
}
