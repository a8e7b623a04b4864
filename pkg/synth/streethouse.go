package synth

import (
	"regexp"
	"strings"
)

// houseWords are name words of a field that holds a house's number or
// name: house, house_number, building, flat, premise, door_number.
var houseWords = map[string]bool{"house": true, "building": true, "flat": true, "apartment": true, "premise": true,
	"premises": true, "door": true}

// houseBeside tells whether sibs, the names of a street's sibling
// fields (comma-separated), hold the house's number or name apart: a
// "house" or "house_number", a "building", a "street_number". The street
// then gets its name alone ("Oldham Street", not "52 Oldham Street"
// beside house "Flat 1, 85").
func houseBeside(sibs string) bool {
	for _, s := range strings.Split(sibs, ",") {
		ts := sharedTokens(s)
		if len(ts) == 0 {
			continue
		}
		for _, t := range ts {
			if houseWords[t] {
				return true
			}
		}
		last := ts[len(ts)-1]
		if len(ts) == 2 && ts[0] == "street" && (last == "number" || last == "no" || last == "num") {
			return true
		}
	}
	return false
}

// reStreetNumber matches a house number opening or closing a street
// address: "52 " of "52 Oldham Street", " 110" of "Avenida da Liberdade
// 110", "1-1 " of "1-1 Umeda, Kita-ku".
var reStreetNumber = regexp.MustCompile(`^\d+(?:-\d+)*[A-Za-z]?,?\s+|\s+\d+(?:-\d+)*[A-Za-z]?$`)

// streetName returns a street address without its house number.
func streetName(st string) string {
	if n := reStreetNumber.ReplaceAllString(st, ""); n != "" {
		return n
	}
	return st
}
