package synth

import (
	"strconv"
	"strings"

	"github.com/mcpgen/mcpgen/pkg/role"
)

// A boat is called "Sea Breeze" and a warehouse "Northgate Warehouse":
// the name of a thing no name family knows is drawn from names of its
// kind, never a project or campaign title of an office.

// boatNouns are things on water, named as boats are.
var boatNouns = map[string]bool{"boat": true, "vessel": true, "yacht": true, "ship": true, "sailboat": true, "catamaran": true,
	"dinghy": true, "ferry": true, "canoe": true, "kayak": true, "barge": true, "trawler": true, "cruiser": true}

// boatNames are names people give boats.
var boatNames = []string{"Sea Breeze", "Blue Heron", "Wind Dancer", "Northern Star", "Salty Dog", "Kestrel", "Aurora",
	"Second Wind", "Island Time", "Osprey", "Half Moon", "Serenity"}

// siteNouns are places and premises, named by a place word and their kind
// ("Riverside Clinic", "Northgate Warehouse").
var siteNouns = map[string]bool{"venue": true, "site": true, "warehouse": true, "store": true, "shop": true, "restaurant": true,
	"cafe": true, "bar": true, "hotel": true, "practice": true, "clinic": true, "office": true, "branch": true, "facility": true,
	"depot": true, "yard": true, "farm": true, "school": true, "gym": true, "studio": true, "salon": true, "lab": true,
	"laboratory": true, "garage": true, "marina": true, "park": true, "building": true, "property": true, "kitchen": true,
	"bakery": true, "library": true, "hall": true, "theater": true, "theatre": true, "hospital": true, "pharmacy": true,
	"campus": true, "plant": true, "shelter": true, "club": true, "court": true, "field": false, "center": true, "centre": true,
	"stadium": true, "museum": true, "gallery": true, "workshop": true, "dealership": true, "hostel": true, "resort": true}

// siteStems are the place words of site names.
var siteStems = []string{"Riverside", "Northgate", "Harbor View", "Maple Street", "Oakwood", "Westfield", "Lakeside",
	"Hillcrest", "Cedar Park", "Old Town", "Bayside", "Elm Grove"}

// thingName returns a name of the kind of thing r names where no name
// family covers it: a boat's name for a boat, a place word and the kind
// for a premises, the organisation of the call for a company; ok is
// false for other things.
func (g *Generator) thingName(r *role.Role) (string, bool) {
	n := r.Names
	if n == "" || nameFamilies[n] != "" {
		return "", false
	}
	switch {
	case boatNouns[n]:
		return boatNames[g.rng.Intn(len(boatNames))], true
	case siteNouns[n]:
		return siteStems[g.rng.Intn(len(siteStems))] + " " + strings.ToUpper(n[:1]) + n[1:], true
	case n == "vehicle" || n == "car" || n == "truck" || n == "van" || n == "bus":
		return strings.ToUpper(n[:1]) + n[1:] + " " + strconv.Itoa(2+g.rng.Intn(30)), true
	}
	return "", false
}

// composeStops are nouns too vague to name a thing by.
var composeStops = map[string]bool{"data": true, "object": true, "entity": true, "item": true, "thing": true, "value": true,
	"long": true, "short": true, "by": true, "in": true, "or": true, "class": true, "new": true}

// composedName returns a name for a thing no name family knows, by what
// the thing is for (purposeName): a mail rule "Bank statements", a
// tracking option "North", a hive "Hive 12"; ok is false for a vague
// noun or one nothing is known of. With no noun the role read, the
// tool's name says what is named.
func (g *Generator) composedName(r *role.Role) (string, bool) {
	n := r.Names
	if ts := tokens(g.opts.Topic); n == "" && len(ts) > 1 {
		// what the tool's name ends on ("add_reminders" names a reminder)
		n = singular(ts[len(ts)-1])
	}
	if len(n) < 2 || composeStops[n] || strings.ContainsAny(n, "0123456789") {
		return "", false
	}
	return g.purposeName(n)
}
