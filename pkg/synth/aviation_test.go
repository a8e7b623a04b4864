package synth

import (
	"regexp"
	"strings"
	"testing"
)

// A charter broker's search takes aviation codes by their standards: an
// airline's three-letter ICAO or two-letter IATA designator, ICAO
// aircraft type designators, flight numbers, callsigns and registrations;
// a comma-separated one holds one to three of them. None is a word of the
// travel area ("conference"), an airport where an aircraft type is asked
// ("CYYZ") or a single letter cut to a minLength of 1.
func TestAviationCodes(t *testing.T) {
	src := `{"type":"object","properties":{
	"operator":{"type":"string","minLength":1,"description":"Operating airline (ICAO code)."},
	"marketing":{"type":"string","description":"Marketing airline IATA code."},
	"types":{"type":"string","minLength":1,"description":"Aircraft ICAO type codes (comma-separated, max 15)."},
	"liveries":{"type":"string","minLength":1,"description":"Aircraft painted in an airline's livery (ICAO code, comma-separated)."},
	"flights":{"type":"string","minLength":1,"description":"Flight numbers (comma-separated values)."},
	"callsigns":{"type":"string","minLength":1,"description":"Flight callsigns (comma-separated values)."},
	"registrations":{"type":"string","minLength":1,"description":"Aircraft registration numbers (comma-separated values)."}},
	"required":["operator","marketing","types","liveries","flights","callsigns","registrations"]}`
	want := map[string]*regexp.Regexp{
		"operator":      regexp.MustCompile(`^[A-Z]{3}$`),
		"marketing":     regexp.MustCompile(`^[A-Z0-9]{2}$`),
		"types":         regexp.MustCompile(`^[A-Z][A-Z0-9]{3}(,[A-Z][A-Z0-9]{3}){0,2}$`),
		"liveries":      regexp.MustCompile(`^[A-Z]{3}(,[A-Z]{3}){0,2}$`),
		"flights":       regexp.MustCompile(`^[A-Z0-9]{2}\d{2,4}(,[A-Z0-9]{2}\d{2,4}){0,2}$`),
		"callsigns":     regexp.MustCompile(`^[A-Z]{3}\d{2,4}(,[A-Z]{3}\d{2,4}){0,2}$`),
		"registrations": regexp.MustCompile(`^[A-Z0-9]{1,2}-?[A-Z0-9]{3,5}(,[A-Z0-9]{1,2}-?[A-Z0-9]{3,5}){0,2}$`),
	}
	lists := 0
	for seed := int64(1); seed <= 6; seed++ {
		for _, m := range decodeAll(t, src, 5, Options{Seed: seed, RootObject: true, Topic: "search_charters", About: "Search charter flights for a trip."}) {
			for k, re := range want {
				v, _ := m[k].(string)
				if !re.MatchString(v) || slicesHas(airports, v) && k == "types" {
					t.Errorf("seed %d: %s = %q, want a code like %s", seed, k, v, re)
				}
				if strings.Contains(v, ",") {
					lists++
				}
			}
		}
	}
	if lists == 0 {
		t.Error("no comma-separated list holds more than one code")
	}
}

// slicesHas tells whether l holds v.
func slicesHas(l []string, v string) bool {
	for _, x := range l {
		if x == v {
			return true
		}
	}
	return false
}

// A minLength of 1 only forbids an empty string: no value is cut to one
// character to cover it.
func TestMinLengthOneIsNoTarget(t *testing.T) {
	src := `{"type":"object","properties":{"squad":{"type":"string","minLength":1,"description":"Squad the rider races for."}},"required":["squad"]}`
	for seed := int64(1); seed <= 8; seed++ {
		for _, m := range decodeAll(t, src, 4, Options{Seed: seed, RootObject: true, Topic: "enter_race", About: "Enter a rider in a race."}) {
			if v, _ := m["squad"].(string); len([]rune(v)) < 2 {
				t.Errorf("seed %d: squad = %q, a value cut to minLength 1", seed, v)
			}
		}
	}
}

// A radio callsign of a rescue party or a club is no flight's: only a
// callsign said of a flight or an aircraft is an airline's code and
// number; a party's callsign follows its example ("Patterdale 2").
func TestCallsignNotFlight(t *testing.T) {
	src := `{"type":"object","properties":{"callsign":{"type":"string","description":"Radio callsign for the party, e.g. 'Patterdale 2'."}},"required":["callsign"]}`
	for _, m := range decodeAll(t, src, 20, Options{Seed: 3, RootObject: true, Topic: "deploy_party", About: "Record a hill party being sent out."}) {
		if v, _ := m["callsign"].(string); regexp.MustCompile(`^[A-Z]{3}\d+$`).MatchString(v) {
			t.Errorf("a party's callsign %q is a flight's", v)
		}
	}
}
