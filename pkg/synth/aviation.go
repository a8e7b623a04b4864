package synth

import (
	"strconv"
	"strings"
)

// Codes of civil aviation a parameter's description names: an airline's
// ICAO or IATA designator, an ICAO aircraft type designator, a flight
// number, a callsign and an aircraft's registration. A value is a code of
// its standard, never a word of the tool's area ("conference") or an
// airport's code where an aircraft type is asked ("CYYZ").

// airlineICAO are ICAO designators of large airlines; airlineIATA holds
// the same airlines' IATA designators, in the same order.
var (
	airlineICAO = []string{"BAW", "DLH", "AFR", "KLM", "UAL", "DAL", "AAL", "RYR", "EZY", "UAE", "QFA", "SIA", "ANA", "THY", "IBE", "SWR"}
	airlineIATA = []string{"BA", "LH", "AF", "KL", "UA", "DL", "AA", "FR", "U2", "EK", "QF", "SQ", "NH", "TK", "IB", "LX"}
)

// aircraftTypes are ICAO type designators of common airliners (Boeing
// 737-800, A320, A320neo, 777-300ER, A350-900, 787-9, E190, A321, ATR 72,
// Dash 8-400, CRJ-900, 747-400).
var aircraftTypes = []string{"B738", "A320", "A20N", "B77W", "A359", "B789", "E190", "A321", "AT76", "DH8D", "CRJ9", "B744"}

// aircraftRegs are aircraft registrations as painted on airliners: a
// nationality mark and the aircraft's letters (UK, US, Germany, Ireland,
// France, Netherlands, Switzerland, Australia).
var aircraftRegs = []string{"G-EUPT", "N482UA", "D-AIBL", "EI-DVM", "F-GKXA", "PH-BXA", "HB-JCA", "VH-OQA", "G-XLEA", "N37522", "D-ABYA", "EI-FMV"}

// aviationCode returns a code of civil aviation that a string's name
// tokens ts and description d (lower case) ask for; ok is false when they
// ask for none. An aircraft type is checked before an airline, and both
// before an airport's ICAO code, which standardCode gives.
func (g *Generator) aviationCode(ts []string, d string) (string, bool) {
	pick := func(l []string) (string, int) {
		i := g.rng.Intn(len(l))
		return l[i], i
	}
	airline := containsAny(d, "airline", "carrier", "call sign", "callsign", "livery", "operator")
	switch {
	case hasWord(ts, "aircraft", "equipment", "plane", "planes") && containsAny(d, "type code", "type designator", "icao type", "aircraft type"),
		containsAny(d, "aircraft type designator", "icao aircraft type", "aircraft icao type"):
		v, _ := pick(aircraftTypes)
		return v, true
	case hasWord(ts, "registration", "registrations", "reg", "tail") && containsAny(d, "aircraft", "tail number", "registration number"),
		containsAny(d, "aircraft registration", "tail number"):
		v, _ := pick(aircraftRegs)
		return v, true
	case hasWord(ts, "callsign", "callsigns") && containsAny(d, "flight", "aircraft", "airline", "pilot"):
		// (a rescue party's or a radio amateur's callsign is no flight's)
		v, _ := pick(airlineICAO)
		return v + strconv.Itoa(10+g.rng.Intn(990)), true
	case hasWord(ts, "flight", "flights") && containsAny(d, "flight number", "flight no"):
		v, _ := pick(airlineIATA)
		return v + strconv.Itoa(10+g.rng.Intn(990)), true
	case strings.Contains(d, "icao") && airline && !strings.Contains(d, "airport"):
		v, _ := pick(airlineICAO)
		return v, true
	case strings.Contains(d, "iata") && airline && !strings.Contains(d, "airport"):
		v, _ := pick(airlineIATA)
		return v, true
	}
	return "", false
}

// commaListed tells whether a description asks for several values in
// one string, separated by commas ("comma-separated, max 15").
func commaListed(d string) bool {
	return containsAny(d, "comma-separated", "comma separated", "comma-delimited", "comma delimited", "separated by commas")
}

// listOf returns one to three distinct values of draw joined by commas,
// for a string its description says holds a comma-separated list; else
// first alone.
func (g *Generator) listOf(d, first string, draw func() string) string {
	if !commaListed(d) {
		return first
	}
	out := []string{first}
	for n := g.rng.Intn(3); n > 0; n-- {
		v := draw()
		for tries := 0; tries < 4 && strings.Contains(","+strings.Join(out, ",")+",", ","+v+","); tries++ {
			v = draw()
		}
		if !strings.Contains(","+strings.Join(out, ",")+",", ","+v+",") {
			out = append(out, v)
		}
	}
	return strings.Join(out, ",")
}
