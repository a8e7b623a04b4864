package synth

import (
	"encoding/json"
	"math"
	"slices"
	"strconv"
	"strings"
)

// A breed is one of the kind of animal the call is about (a lot of goats
// is Boer goats, not a "general" breed), and an animal's weight is one
// its kind, and its breed, weighs (a Labrador is not 1.1 kg, a lot of
// cattle not 9.7 kg).

// breed is a breed and the weight of a grown animal of it, in kg.
type breed struct {
	name   string
	lo, hi float64
}

// animalBreeds are common breeds of each kind of animal, with their
// grown weights.
var animalBreeds = map[string][]breed{
	"cattle":  {{"Angus", 450, 700}, {"Hereford", 450, 750}, {"Holstein", 550, 750}, {"Limousin", 500, 800}, {"Charolais", 550, 850}, {"Simmental", 550, 850}},
	"sheep":   {{"Texel", 60, 90}, {"Suffolk", 70, 100}, {"Merino", 45, 75}, {"Cheviot", 50, 75}, {"Dorset", 55, 85}},
	"pig":     {{"Large White", 90, 120}, {"Duroc", 90, 120}, {"Berkshire", 80, 110}, {"Landrace", 90, 120}, {"Gloucester Old Spot", 90, 120}},
	"goat":    {{"Boer", 50, 100}, {"Nubian", 55, 80}, {"Saanen", 55, 80}, {"Alpine", 50, 75}},
	"dog":     {{"Labrador Retriever", 25, 36}, {"Border Collie", 14, 20}, {"Beagle", 9, 11}, {"German Shepherd", 22, 40}, {"Cocker Spaniel", 12, 15}, {"French Bulldog", 8, 13}, {"Poodle", 3, 32}},
	"cat":     {{"Maine Coon", 5, 8}, {"Siamese", 3, 5}, {"British Shorthair", 4, 7}, {"Ragdoll", 4.5, 9}, {"Bengal", 3.5, 7}},
	"horse":   {{"Thoroughbred", 450, 550}, {"Quarter Horse", 430, 550}, {"Arabian", 380, 450}, {"Connemara", 350, 400}},
	"chicken": {{"Rhode Island Red", 2.5, 3.5}, {"Leghorn", 1.8, 2.5}, {"Orpington", 3, 4.5}, {"Sussex", 2.7, 4}},
	"rabbit":  {{"Holland Lop", 1.3, 1.8}, {"Netherland Dwarf", 0.9, 1.2}, {"Flemish Giant", 6, 9}, {"Rex", 3.5, 4.5}},
}

// animalKinds maps the words that name a kind of animal to the kind.
var animalKinds = map[string]string{
	"cattle": "cattle", "cow": "cattle", "cows": "cattle", "beef": "cattle", "dairy": "cattle", "calf": "cattle", "calves": "cattle",
	"bull": "cattle", "bulls": "cattle", "steer": "cattle", "steers": "cattle", "heifer": "cattle", "heifers": "cattle",
	"sheep": "sheep", "lamb": "sheep", "lambs": "sheep", "ewe": "sheep", "ewes": "sheep", "ram": "sheep", "rams": "sheep",
	"pig": "pig", "pigs": "pig", "swine": "pig", "hog": "pig", "hogs": "pig", "sow": "pig", "sows": "pig",
	"goat": "goat", "goats": "goat", "dog": "dog", "dogs": "dog", "puppy": "dog", "puppies": "dog", "canine": "dog",
	"cat": "cat", "cats": "cat", "kitten": "cat", "kittens": "cat", "feline": "cat",
	"horse": "horse", "horses": "horse", "pony": "horse", "ponies": "horse", "equine": "horse", "mare": "horse", "stallion": "horse",
	"chicken": "chicken", "chickens": "chicken", "hen": "chicken", "hens": "chicken", "poultry": "chicken",
	"rabbit": "rabbit", "rabbits": "rabbit",
	"wether": "sheep", "wethers": "sheep", "tup": "sheep", "tups": "sheep", "gelding": "horse", "geldings": "horse",
	"gilt": "pig", "gilts": "pig", "boar": "pig", "boars": "pig",
}

// animalIn returns the first kind of animal a text's words name, "" if
// none.
func animalIn(text string) string {
	for _, t := range sharedTokens(text) {
		if a, ok := animalKinds[t]; ok {
			return a
		}
	}
	return ""
}

// breedName tells whether a parameter named by the words ts takes an
// animal's breed ("breed", "dog_breed"), not its id or a note on it.
func breedName(ts []string) bool {
	return hasWord(ts, "breed", "breeds") && !hasWord(ts, closedKindNot...)
}

// breedValue returns a breed of the animal the tool or its parameter
// names (a dog's when none does) for a breed parameter whose description
// gives no examples; ok is false for other parameters.
func (g *Generator) breedValue(h hint) (string, bool) {
	if !breedName(tokens(h.name)) || containsAny(g.lowerDesc(h.desc), exampleMarkers...) {
		return "", false // the description's own examples come first (closedKindValue)
	}
	a := animalIn(h.desc + " " + g.opts.Topic + " " + g.opts.About)
	if a == "" {
		a = "dog"
	}
	bs := animalBreeds[a]
	return bs[g.rng.Intn(len(bs))].name, true
}

// fitBreed makes an object's breed one of the animal its other values
// name (species "goats": a Boer, not a Labrador), and its weight in kg or
// lb one its breed, or its kind, weighs. Each value is checked against
// its schema.
func (g *Generator) fitBreed(p *objPlan, obj map[string]any) {
	if !slices.ContainsFunc(g.planWords(p), func(w string) bool { return strings.Contains(w, "breed") || strings.Contains(w, "weight") }) {
		return // no breed and no weight: the common case, at once
	}
	bk, animal := "", g.speciesOf(p, obj)
	for _, k := range p.names {
		s, ok := obj[k].(string)
		if !ok {
			continue
		}
		if breedName(tokens(k)) {
			bk = k
		} else if a, ok := animalKinds[strings.ToLower(strings.TrimSpace(s))]; ok && animal == "" {
			animal = a
		}
	}
	g.fitStockWords(p, obj, animal)
	var lo, hi float64
	if bk != "" {
		if animal == "" {
			animal = breedAnimal(obj[bk].(string))
		}
		bs := animalBreeds[animal]
		i := slices.IndexFunc(bs, func(b breed) bool { return b.name == obj[bk] })
		if len(bs) > 0 && i < 0 {
			i = g.rng.Intn(len(bs))
			if j := slices.Index(p.names, bk); valid(p.schemas[j][0], bs[i].name) {
				obj[bk] = bs[i].name
				g.unsure = true
			}
		}
		if i >= 0 && obj[bk] == bs[i].name {
			lo, hi = bs[i].lo, bs[i].hi
		}
	}
	if lo == 0 && animal != "" {
		lo, hi = math.Inf(1), 0
		for _, b := range animalBreeds[animal] {
			lo, hi = min(lo, b.lo), max(hi, b.hi)
		}
	}
	if lo == 0 {
		return
	}
	g.fitWeight(p, obj, lo, hi)
}

// fitAnimal makes an object that says an animal's species ("species":
// "reptile", of an enum that holds "dog" or "cat", or a kind of stock)
// read as one animal: its name is a pet's name ("Biscuit",
// never a visit reason or a project's title), and an optional breed is
// left out when the species is no kind whose breeds are known (a
// reptile, a bird, "other": no "Cocker Spaniel"); fitBreed fits the
// breed of a kind that has them.
func (g *Generator) fitAnimal(p *objPlan, obj map[string]any) {
	sk := slices.IndexFunc(p.names, func(k string) bool { return hasWord(tokens(k), "species") })
	if sk < 0 {
		return // the common case, at once
	}
	sp, ok := obj[p.names[sk]].(string)
	if !ok {
		return
	}
	kind := animalKinds[strings.ToLower(strings.TrimSpace(sp))]
	if kind == "" && !slices.ContainsFunc(p.schemas[sk][0].Enum, func(v any) bool {
		w, _ := v.(string)
		return animalKinds[strings.ToLower(w)] != ""
	}) {
		return // a species of a lab or a field guide ("Danio rerio"), not a kind of pet or stock
	}
	for j, k := range p.names {
		if _, ok := obj[k].(string); !ok {
			continue
		}
		ts := tokens(k)
		switch {
		case len(ts) == 1 && ts[0] == "name" || len(ts) == 2 && ts[1] == "name" && (ts[0] == "pet" || ts[0] == "animal"):
			pets := displayNames["pet"]
			if v := pets[g.rng.Intn(len(pets))]; valid(p.schemas[j][0], v) {
				obj[k] = v
				g.unsure = true
			}
		case breedName(ts) && !p.required[j] && len(animalBreeds[kind]) == 0:
			delete(obj, k)
			g.unsure = true
		}
	}
}

// breedAnimal returns the kind of animal a breed is of, "" if unknown.
func breedAnimal(name string) string {
	for _, a := range sortedKeys(animalBreeds) {
		if slices.ContainsFunc(animalBreeds[a], func(b breed) bool { return b.name == name }) {
			return a
		}
	}
	return ""
}

// fitWeight sets a weight of obj named in kg or lb (a name token) to one
// within lo–hi kg, when it lies outside.
func (g *Generator) fitWeight(p *objPlan, obj map[string]any, lo, hi float64) {
	for j, k := range p.names {
		n, ok := obj[k].(json.Number)
		ts := tokens(k)
		if !ok || !hasWord(ts, "weight") {
			continue
		}
		f := 1.0
		switch {
		case hasWord(ts, "lb", "lbs", "pounds"):
			f = 2.20462
		case !hasWord(ts, "kg", "kgs", "kilograms"):
			continue
		}
		x, err := n.Float64()
		if err != nil || x >= lo*f*0.8 && x <= hi*f {
			continue
		}
		w := (lo + g.rng.Float64()*(hi-lo)) * f
		v := json.Number(strconv.FormatFloat(math.Round(w*10)/10, 'f', -1, 64))
		if !strings.Contains(string(n), ".") || w >= 100 {
			v = json.Number(strconv.Itoa(int(math.Round(w))))
		}
		if valid(p.schemas[j][0], v) {
			obj[k] = v
			g.unsure = true
		}
	}
}

// speciesOf returns the kind of animal an object's species field (named
// "species") holds, "" if none: what the object's animals are, before
// any other value that names one (a sex "cow" beside species "sheep").
func (g *Generator) speciesOf(p *objPlan, obj map[string]any) string {
	for _, k := range p.names {
		if s, ok := obj[k].(string); ok && hasWord(tokens(k), "species") {
			return animalKinds[strings.ToLower(strings.TrimSpace(s))]
		}
	}
	return ""
}

// fitStockWords makes an object's enum values that name an animal of
// another kind than its own (a sex "heifer" of a lot of sheep) one of
// the enum's values of its kind ("ewe"), or one naming no kind
// ("mixed"): one call speaks of one kind of animal.
func (g *Generator) fitStockWords(p *objPlan, obj map[string]any, animal string) {
	if animal == "" {
		return
	}
	for i, k := range p.names {
		s, ok := obj[k].(string)
		if !ok || breedName(tokens(k)) {
			continue
		}
		a := animalKinds[strings.ToLower(strings.TrimSpace(s))]
		if a == "" || a == animal {
			continue
		}
		var fit []string
		for _, v := range p.schemas[i][0].Enum {
			w, _ := v.(string)
			if animalKinds[strings.ToLower(w)] == animal {
				fit = append(fit, w)
			}
		}
		if len(fit) > 0 {
			obj[k] = fit[g.rng.Intn(len(fit))]
		}
	}
}
