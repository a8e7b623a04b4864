package synth

import "strings"

// A departure or arrival port of a ferry, a cruise or a cargo ship is a
// town on the sea ("Dover", "Calais"), not a word of the area's labels
// ("off-peak", "night"), which is what a string "port" no rule knew drew
// before. A network's port is a number, and a string "port" with no word
// of the sea or of a journey is left to the other rules.

// seaPortNouns are the head nouns of a parameter that names a sea port.
var seaPortNouns = map[string]bool{"port": true, "harbour": true, "harbor": true, "seaport": true}

// seaCues are the words that put a port on the sea or on a journey's ends.
var seaCues = []string{"ferry", "ferries", "sail", "sails", "sailing", "sailings", "ship", "ships", "shipping", "vessel", "vessels",
	"voyage", "cruise", "crossing", "crossings", "harbour", "harbor", "departure", "arrival", "maritime", "boat", "cargo", "berth"}

// seaPortGroups are ports ferries link each to each, one group a call,
// so the two ends of a crossing are a route that sails.
var seaPortGroups = [][]string{
	{"Piraeus", "Mykonos", "Naxos", "Paros", "Santorini"},
	{"Split", "Hvar", "Korčula", "Dubrovnik"},
	{"Helsinki", "Tallinn", "Stockholm", "Mariehamn"},
	{"Las Palmas", "Santa Cruz de Tenerife", "Arrecife", "Morro Jable"},
}

// seaPort returns a sea port's name for a parameter whose noun n is a
// port and whose name, description or tool speaks of the sea or of a
// journey's ends; ok is false otherwise.
func (g *Generator) seaPort(n string, h hint) (string, bool) {
	if !seaPortNouns[n] || !textHas(strings.ToLower(h.name+" "+h.desc)+" "+g.toolL, seaCues...) {
		return "", false
	}
	if g.sc.seaGroup == 0 {
		g.sc.seaGroup = 1 + g.rng.Intn(len(seaPortGroups))
	}
	ports := seaPortGroups[g.sc.seaGroup-1]
	return ports[g.rng.Intn(len(ports))], true
}
