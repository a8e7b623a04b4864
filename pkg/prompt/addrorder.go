package prompt

import "strings"

// cityFirstCountries are the countries whose addresses put the town
// before its postal code ("Seattle 98107", "London SW1A 2AA"), as
// written in the address's country member.
var cityFirstCountries = map[string]bool{"us": true, "usa": true, "united states": true, "united states of america": true,
	"ca": true, "canada": true, "gb": true, "uk": true, "united kingdom": true, "au": true, "australia": true,
	"nz": true, "new zealand": true, "ie": true, "ireland": true, "sg": true, "singapore": true}

// englishStreetWords are the street types of addresses written in
// English ("1301 5th Ave", "233 S Wacker Dr"); such an address puts its
// town before the postal code.
var englishStreetWords = map[string]bool{"street": true, "st": true, "avenue": true, "ave": true, "road": true,
	"rd": true, "drive": true, "dr": true, "boulevard": true, "blvd": true, "lane": true, "ln": true, "way": true,
	"court": true, "ct": true, "place": true, "pl": true, "terrace": true, "parkway": true, "pkwy": true,
	"highway": true, "hwy": true, "square": true, "sq": true}

// cityFirst tells whether address a (parts by role) is said town then
// postal code, as in the United States, Britain and the like: its
// country says so, or its street line is an English one that opens with
// the house number. Elsewhere the postal code comes first ("75011
// Paris", "110 05 Prague").
func cityFirst(a map[string]string) bool {
	if c := strings.ToLower(strings.TrimSpace(a["country"])); c != "" {
		return cityFirstCountries[c]
	}
	w := strings.Fields(strings.ToLower(a["line1"]))
	if len(w) < 2 || w[0][0] < '0' || w[0][0] > '9' {
		return false
	}
	for _, x := range w[1:] {
		if englishStreetWords[strings.TrimRight(x, ".,")] {
			return true
		}
	}
	return false
}
