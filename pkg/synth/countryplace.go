package synth

// homePlaces are further cities of a country the server's words place its
// business in (role.Server.Country), beside the places of that country: a
// British scrap yard's sites are in Manchester or Leeds as well as London.
// They are drawn only for such a server, so the scenes of every other
// server stay as they were.
var homePlaces = map[string][]place{
	"United Kingdom": {
		{"Manchester", "United Kingdom", "North West", 53.4808, -2.2426, []string{"14 Deansgate", "52 Oldham Street", "8 Whitworth Street"}, []string{"Piccadilly Gardens", "the Northern Quarter"}},
		{"Leeds", "United Kingdom", "Yorkshire", 53.8008, -1.5491, []string{"22 Briggate", "5 Park Row"}, []string{"Kirkgate Market", "Roundhay Park"}},
		{"Bristol", "United Kingdom", "South West", 51.4545, -2.5879, []string{"31 Park Street", "12 Corn Street"}, []string{"Clifton Suspension Bridge", "Harbourside"}},
		{"Edinburgh", "United Kingdom", "Scotland", 55.9533, -3.1883, []string{"120 Princes Street", "45 George Street"}, []string{"Edinburgh Castle", "the Royal Mile"}},
	},
}

// homePostals and homePhones are the postal codes and phone forms of
// homePlaces' cities (see cityPostals, cityPhoneForms).
var (
	homePostals = map[string][]string{
		"Manchester": {"M1 1AE", "M2 3WQ", "M4 1HN"}, "Leeds": {"LS1 4DY", "LS1 5AE"},
		"Bristol": {"BS1 5TR", "BS1 1JG"}, "Edinburgh": {"EH2 2ER", "EH2 4AN"},
	}
	homePhones = map[string]string{
		"Manchester": "+44 161 X## ####", "Leeds": "+44 113 X## ####",
		"Bristol": "+44 117 X## ####", "Edinburgh": "+44 131 X## ####",
	}
)

// homePlace returns a scene place of the country the server's words place
// its business in, ok false when they name none (or one without places).
func (g *Generator) homePlace() (*place, bool) {
	if p := g.homeCity(); p != nil {
		return p, true
	}
	country := g.opts.Server.Country()
	if country == "" {
		return nil, false
	}
	var fits []*place
	for i := range places {
		if places[i].country == country {
			fits = append(fits, &places[i])
		}
	}
	more := homePlaces[country]
	for i := range more {
		fits = append(fits, &more[i])
	}
	if len(fits) == 0 {
		return nil, false
	}
	return fits[g.rng.Intn(len(fits))], true
}

// homeCity returns the one place of places the server's words put its
// business in ("Street address in Paris": its addresses, stores and
// coordinates are in Paris, never in Lima), nil when they name none or
// more than one.
func (g *Generator) homeCity() *place {
	var found *place
	for i := range places {
		if g.opts.Server.PlacesIn(places[i].city) {
			if found != nil {
				return nil
			}
			found = &places[i]
		}
	}
	return found
}
