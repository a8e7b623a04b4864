package synth

import (
	"sort"
	"strings"
)

// Codes of published standards a parameter's name or description names
// (a UN/LOCODE, an HS code, a UN number, an ICAO airport, a SWIFT/BIC, a
// NAICS or an ICD-10 code): a value is a real code of the standard, never
// characters the code's pattern merely allows ("QGXYK", "253579",
// "UN9982"), and agrees with the rest of the call (a LOCODE names the
// call's city, an HS code the goods the call ships).

// cityLocodes are the UN/LOCODEs of the cities of places.
var cityLocodes = map[string]string{
	"Lisbon": "PTLIS", "Porto": "PTOPO", "Berlin": "DEBER", "Madrid": "ESMAD", "Paris": "FRPAR", "London": "GBLON",
	"Amsterdam": "NLAMS", "Chicago": "USCHI", "Austin": "USAUS", "Toronto": "CATOR", "Tokyo": "JPTYO", "Sydney": "AUSYD",
	"Barcelona": "ESBCN", "Dublin": "IEDUB", "Boston": "USBOS", "Seattle": "USSEA", "San Francisco": "USSFO",
	"São Paulo": "BRSAO", "Munich": "DEMUC", "Copenhagen": "DKCPH", "Osaka": "JPOSA", "Nairobi": "KENBO", "Lima": "PELIM",
	"Mexico City": "MXMEX", "Cape Town": "ZACPT", "Singapore": "SGSIN", "Seoul": "KRSEL", "Vienna": "ATVIE",
	"Prague": "CZPRG", "Milan": "ITMIL", "Oslo": "NOOSL", "Montreal": "CAMTR", "Melbourne": "AUMEL", "Istanbul": "TRIST",
	"Buenos Aires": "ARBUE",
}

// portLocodes are the UN/LOCODEs of the busiest container ports, the
// other end of a shipment from the call's city.
var portLocodes = []string{"CNSHA", "NLRTM", "USLAX", "DEHAM", "BEANR", "SGSIN", "HKHKG", "USNYC", "CNNGB", "KRPUS",
	"AEJEA", "USLGB", "ESVLC", "GBFXT", "JPYOK", "CNSZX"}

// cargoHS are HS subheadings (six digits) of each of cargoGoods, in its
// order: the codes a customs entry gives that goods.
var cargoHS = [][]string{
	{"020714", "020712"},           // frozen poultry
	{"480255", "480411"},           // paper rolls
	{"720839", "720917"},           // steel coils
	{"220110", "220190"},           // bottled water
	{"870899", "870830", "870840"}, // auto parts
	{"440710", "440791"},           // lumber
	{"070200", "080390", "080810"}, // fresh produce
	{"940360", "940161"},           // furniture
	{"851762", "852872", "847130"}, // consumer electronics
	{"200290", "160414", "200580"}, // canned goods
	{"252329", "690721", "680911"}, // building materials
	{"610910", "620342", "611020"}, // apparel
}

// unNumbers are UN numbers of dangerous goods as shipped: gasoline,
// flammable liquids, lithium-ion batteries, paint, ethanol, acid
// batteries.
var unNumbers = []string{"UN1203", "UN1993", "UN3480", "UN3481", "UN1263", "UN1170", "UN2794", "UN1866"}

// icaoAirports are ICAO codes of busy airports.
var icaoAirports = []string{"EGLL", "KJFK", "LFPG", "EHAM", "EDDF", "KLAX", "KORD", "RJTT", "YSSY", "OMDB", "LEMD", "LSZH", "CYYZ", "WSSS"}

// bankBICs are SWIFT/BIC codes of large banks.
var bankBICs = []string{"DEUTDEFF", "BNPAFRPP", "CHASUS33", "HSBCGB2L", "BARCGB22", "COBADEFF", "INGBNL2A", "UBSWCHZH80A",
	"CITIUS33", "BOFAUS3N", "RABONL2U", "NWBKGB2L"}

// naicsCodes are NAICS industry codes of common small businesses.
var naicsCodes = []string{"541511", "722511", "238220", "484121", "621111", "445110", "531110", "811111", "541110", "236118"}

// icd10Codes are ICD-10 diagnosis codes of common visits.
var icd10Codes = []string{"J06.9", "E11.9", "I10", "M54.50", "K21.9", "F41.1", "J45.909", "R51.9", "N39.0", "E78.5"}

// standardCode returns a real code of the standard a string's name
// tokens ts or description d name; ok is false when they name none.
// A description that asks for a comma-separated list gets one to three
// codes.
func (g *Generator) standardCode(ts []string, d, sibs string) (string, bool) {
	v, ok := g.oneStandardCode(ts, d, sibs)
	if !ok {
		return "", false
	}
	return g.listOf(d, v, func() string { w, _ := g.oneStandardCode(ts, d, sibs); return w }), true
}

// oneStandardCode returns one code of the standard ts or d name, as
// standardCode.
func (g *Generator) oneStandardCode(ts []string, d, sibs string) (string, bool) {
	pick := func(l []string) string { return l[g.rng.Intn(len(l))] }
	if v, ok := g.aviationCode(ts, d); ok {
		return v, true
	}
	switch {
	case hasWord(ts, "unlocode", "locode") || containsAny(d, "un/locode", "unlocode", "un locode"):
		return g.locode(sibs), true
	case hasWord(ts, "hs", "hts") && hasWord(ts, "code", "codes") || hasWord(ts, "hscode", "hscodes", "htscode") ||
		containsAny(d, "hs code", "harmonized system", "harmonised system", "harmonized tariff", "hts code"):
		return g.hsCode(), true
	case hasWord(ts, "un") && hasWord(ts, "number", "numbers") || containsAny(d, "un number", "un/na number"):
		return pick(unNumbers), true
	case strings.Contains(d, "icao") && !strings.Contains(d, "airline"):
		return pick(icaoAirports), true
	case hasWord(ts, "bic", "swift") || containsAny(d, "swift code", "swift/bic", "bic code", "bank identifier code"):
		return pick(bankBICs), true
	case hasWord(ts, "naics") || strings.Contains(d, "naics"):
		return pick(naicsCodes), true
	case hasWord(ts, "icd", "icd10") || containsAny(d, "icd-10", "icd10", "icd code"):
		return pick(icd10Codes), true
	}
	return "", false
}

// locodeCities are the cities of cityLocodes, sorted.
var locodeCities = func() []string {
	out := make([]string, 0, len(cityLocodes))
	for c := range cityLocodes {
		out = append(out, c)
	}
	sort.Strings(out)
	return out
}()

// locode returns a UN/LOCODE: the call's city's for the first drawn (a
// port when the table lacks the city), and for every later one another
// place than the first, so a route's two ends differ: beside an address
// (sibs names one) another city of places, whose street the address
// then becomes (addressAtCode), else a port.
func (g *Generator) locode(sibs string) string {
	first := g.sc.locode
	if first == "" {
		c, ok := cityLocodes[g.city()]
		if !ok {
			c = portLocodes[g.rng.Intn(len(portLocodes))]
		}
		g.sc.locode = c
		return c
	}
	if strings.Contains(sibs, "address") {
		k := g.rng.Intn(len(locodeCities))
		for cityLocodes[locodeCities[k]] == first || locodeCities[k] == g.city() {
			k = (k + 1) % len(locodeCities)
		}
		g.sc.locodeAt = locodeCities[k]
		return cityLocodes[locodeCities[k]]
	}
	c := portLocodes[g.rng.Intn(len(portLocodes))]
	if c == first {
		for k, p := range portLocodes {
			if p == c {
				c = portLocodes[(k+1)%len(portLocodes)]
				break
			}
		}
	}
	return c
}

// addressAtCode moves the address of obj, an object holding the
// UN/LOCODE of another city than the call's (locode), to that city: an
// address of the call's city beside it ("12 Rue de Rivoli, Paris" beside
// ITMIL) becomes a street of the code's city ("Corso Buenos Aires 33,
// Milan"), so the words name the place the code does.
func (g *Generator) addressAtCode(p *objPlan, obj map[string]any) {
	city := g.sc.locodeAt
	if city == "" {
		return // no code of another city drawn: the common case, at once
	}
	code := cityLocodes[city]
	held := false
	for _, k := range p.names {
		held = held || obj[k] == code
	}
	if !held {
		return
	}
	g.sc.locodeAt = ""
	var at *place
	for i := range places {
		if places[i].city == city {
			at = &places[i]
		}
	}
	if at == nil {
		return
	}
	for _, k := range p.names {
		if s, ok := obj[k].(string); ok && strings.HasSuffix(s, ", "+g.city()) {
			obj[k] = at.streets[g.rng.Intn(len(at.streets))] + ", " + city
		}
	}
}

// goods returns the index in cargoGoods of the goods the call ships,
// drawn on first use, so a cargo description and its HS codes agree.
func (g *Generator) goods() int {
	if g.sc.goods == 0 {
		g.sc.goods = 1 + g.rng.Intn(len(cargoGoods))
	}
	return g.sc.goods - 1
}

// hsCode returns the next HS code of the call's goods; once their codes
// are used, one of other goods (a shipment of several).
func (g *Generator) hsCode() string {
	i := g.goods()
	n := g.sc.hsDrawn
	g.sc.hsDrawn++
	if n < len(cargoHS[i]) {
		return cargoHS[i][n]
	}
	o := cargoHS[(i+1+g.rng.Intn(len(cargoHS)-1))%len(cargoHS)]
	return o[g.rng.Intn(len(o))]
}
