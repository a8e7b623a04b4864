package synth

import (
	"strings"

	"github.com/mcpgen/mcpgen/pkg/role"
)

// A value that names a thing is an instance of the noun its parameter
// names: a "drug_name" is a medicine, a "vaccine" a vaccine, each item
// of "allergies" an allergen, an "amenity_name" an amenity, whatever
// the server's area is (a clinic's area has visits and symptoms too,
// which are no drug's names). The noun is the parameter name's head
// (drug_name → drug), else its enclosing list's (drugs/*/name → drug).
// A search of a tool that lists such things (search_beers) looks for
// one of them.

// nounClasses are instances of broad classes of things people name,
// keyed by the class.
var nounClasses = map[string][]string{
	"medication": role.Lexicon["drug"],
	"vaccine": {"influenza vaccine", "tetanus booster", "hepatitis B vaccine", "MMR vaccine", "shingles vaccine", "pneumococcal vaccine",
		"HPV vaccine", "COVID-19 booster"},
	"livestock vaccine":    {"clostridial 7-in-1", "leptospirosis vaccine", "bovine respiratory vaccine", "bluetongue vaccine", "BVD vaccine"},
	"livestock medication": {"oxytetracycline", "penicillin G", "meloxicam", "ivermectin pour-on", "florfenicol", "flunixin"},
	"pet vaccine":          {"rabies vaccine", "distemper vaccine", "parvovirus vaccine", "leptospirosis vaccine", "kennel cough vaccine", "FVRCP vaccine"},
	"pet medication":       {"carprofen", "meloxicam", "amoxicillin-clavulanate", "prednisolone", "gabapentin", "cefalexin", "Apoquel"},
	"food allergen":        {"peanuts", "tree nuts", "shellfish", "gluten", "dairy", "eggs", "soy", "sesame", "fish"},
	"drug allergen":        {"penicillin", "sulfa drugs", "aspirin", "latex", "codeine", "ibuprofen", "amoxicillin"},
	"dish": {"Chicken tikka masala", "Margherita pizza", "Caesar salad", "Mushroom risotto", "Beef lasagne", "Pad thai", "Vegetable curry",
		"Fish and chips", "Tomato soup"},
	"beer":      {"Hazy Pale Ale", "Oatmeal Stout", "West Coast IPA", "Czech Pilsner", "Raspberry Sour", "Amber Lager", "Session IPA", "Belgian Tripel"},
	"hop":       {"Citra", "Mosaic", "Cascade", "Simcoe", "Saaz", "Galaxy", "Centennial", "Hallertau"},
	"cocktail":  {"Negroni", "Margarita", "Old Fashioned", "Espresso Martini", "Aperol Spritz", "Mojito"},
	"amenity":   {"free Wi-Fi", "parking", "swimming pool", "fitness centre", "breakfast", "lockers", "EV charging", "airport shuttle", "ski storage"},
	"symptom":   clinicalFindings,
	"condition": {"type 2 diabetes", "hypertension", "asthma", "migraine", "osteoarthritis", "eczema", "high cholesterol"},
	"vegetable": {"carrots", "tomatoes", "courgettes", "spinach", "broccoli", "green beans", "kale"},
	"fruit":     {"apples", "strawberries", "pears", "blueberries", "cherries", "plums"},
	"flower":    {"tulips", "roses", "sunflowers", "peonies", "lilies", "dahlias"},
	"film":      {"Spirited Away", "The Godfather", "Parasite", "Inception", "Amélie", "Arrival", "Paddington 2"},
	"song":      {"Bohemian Rhapsody", "Dancing Queen", "Superstition", "Blinding Lights", "Yesterday", "Clocks"},
	"skill":     {"first aid", "forklift operation", "public speaking", "Spanish", "Excel", "project management", "welding"},
}

// classNouns file the nouns a parameter or a tool names by the class of
// nounClasses their values belong to.
var classNouns = map[string]string{
	"drug": "medication", "medication": "medication", "medicine": "medication", "med": "medication", "medicament": "medication",
	"vaccine": "vaccine", "vaccination": "vaccine", "immunization": "vaccine", "immunisation": "vaccine",
	"allergen": "allergen", "allergy": "allergen",
	"dish": "dish", "entree": "dish", "meal": "dish",
	"beer": "beer", "ale": "beer", "brew": "beer", "hop": "hop", "cocktail": "cocktail",
	"amenity": "amenity", "symptom": "symptom", "diagnosis": "condition", "disease": "condition",
	"vegetable": "vegetable", "fruit": "fruit", "flower": "flower",
	"film": "film", "movie": "film", "song": "song", "skill": "skill",
}

// namedPlaceNouns are places outdoors and parts of a site people name by
// a landmark word and the noun: "Eagle Ridge Lift", "Pine Hollow Trail".
var namedPlaceNouns = map[string]bool{"lift": true, "chairlift": true, "gondola": true, "trail": true, "slope": true, "piste": true,
	"beach": true, "campsite": true, "pavilion": true, "cabin": true,
	"lodge": true, "hut": true, "tower": true, "barn": true, "paddock": true, "pasture": true,
	"greenhouse": true, "orchard": true, "vineyard": true, "meadow": true}

// landmarkStems open the names of namedPlaceNouns.
var landmarkStems = []string{"Eagle Ridge", "Pine Hollow", "Summit", "Silver Creek", "Aspen", "Timberline", "Bluebird", "Glacier View",
	"Fox Run", "Juniper", "Old Mill", "Stony Brook"}

// headNoun returns the noun a parameter's value is an instance of: the
// last word of its name before "name" (a drug_name is a drug), else,
// for a bare "name" or a list's item, its enclosing property's noun
// (drugs/*/name is a drug), singular.
func headNoun(h hint) string {
	ts := sharedTokens(h.name)
	for len(ts) > 0 && (ts[len(ts)-1] == "name" || ts[len(ts)-1] == "names") {
		ts = ts[:len(ts)-1]
	}
	if len(ts) > 0 {
		return singular(ts[len(ts)-1])
	}
	if ps := sharedTokens(h.parent); len(ps) > 0 {
		return singular(ps[len(ps)-1])
	}
	return ""
}

// classValue returns an instance of the class of things the parameter
// names (see nounClasses), or a landmark's name for a place outdoors;
// ok is false when its noun is of no class known here.
func (g *Generator) classValue(r *role.Role, h hint) (string, bool) {
	switch r.Kind {
	case role.Ident, role.Unknown, role.Word, role.Tag, role.Text, role.Title:
	default:
		return "", false
	}
	n := headNoun(h)
	if r.Kind == role.Text && !strings.HasSuffix(h.ptr, "/*") && !strings.HasSuffix(strings.ToLower(h.name), "name") {
		return "", false // (free text about allergies is a sentence)
	}
	if n == "" {
		n = r.Names
	}
	n = ofEnclosing(n, h)
	if _, ok := kindLists[n]; ok {
		return "", false // (a material, an ingredient: kindLists name them)
	}
	if v, ok := g.seaPort(n, h); ok && (r.Kind == role.Ident || r.Kind == role.Unknown) {
		return v, true
	}
	if namedPlaceNouns[n] && (r.Kind == role.Ident || r.Kind == role.Unknown) {
		return landmarkStems[g.rng.Intn(len(landmarkStems))] + " " + strings.ToUpper(n[:1]) + n[1:], true
	}
	vals := g.classValues(classOf(n))
	if len(vals) == 0 {
		return "", false
	}
	return vals[g.rng.Intn(len(vals))], true
}

// classValues returns the instances of class for the tool: a herd's or a
// pet's vaccines and medicines on a server about animals, a medicine's
// allergens where the tool speaks of medicines and a food's elsewhere.
func (g *Generator) classValues(class string) []string {
	herd := g.opts.Server.Herd() || g.aboutHerd()
	animal := g.opts.Server.Animals() || g.aboutAnimals()
	switch class {
	case "":
		return nil
	case "vaccine", "medication":
		if herd {
			return nounClasses["livestock "+class]
		}
		if animal {
			return nounClasses["pet "+class]
		}
	case "condition", "intervention":
		if !g.aboutHealth() {
			return nil // (a weather condition, an item's condition)
		}
	case "allergen":
		if containsAny(g.toolL, "drug", "medic", "prescri", "pharmac", "patient", "dose", "clinic") {
			return nounClasses["drug allergen"]
		}
		return nounClasses["food allergen"]
	}
	return nounClasses[class]
}

// classQuery returns a search for one of the things a searching tool
// lists, when its name names a class of nounClasses (search_beers looks
// for a beer, find_vaccines for a vaccine); ok is false otherwise.
func (g *Generator) classQuery() (string, bool) {
	if g.descExamplesOf() != nil {
		return "", false // (the things the description lists come first)
	}
	for _, t := range sharedTokens(g.opts.Topic) {
		if vals := g.classValues(classOf(singular(t))); len(vals) > 0 {
			return vals[g.rng.Intn(len(vals))], true
		}
	}
	return "", false
}

// classOf returns the class of nounClasses a singular noun names ("" for
// none), reading "dishe" (singular's cut of "dishes") as "dish".
func classOf(n string) string {
	if c, ok := classNouns[n]; ok {
		return c
	}
	if strings.HasSuffix(n, "e") {
		return classNouns[n[:len(n)-1]]
	}
	return ""
}
