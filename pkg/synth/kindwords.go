package synth

import (
	"strconv"
	"strings"

	"github.com/mcpgen/mcpgen/pkg/role"
)

// A parameter no role covers often still names a kind of thing most
// people can give an instance of: a material ("oak", "bronze"), an
// ingredient ("rye flour"), a document type ("invoice"), an institution
// (the call's organisation), a machine numbered on a shop floor ("Oven
// 3"). kindOfHead reads that noun from the parameter's name, else from
// the first words of its description ("borrower: Borrowing institution"),
// so a required one gets a value of its kind rather than a filler word
// ("general", "standard"), which raters read as a placeholder.

// orgHeads name an organisation: the call's organisation stands for one.
var orgHeads = map[string]bool{"institution": true, "organisation": true, "organization": true, "company": true,
	"supplier": true, "vendor": true, "manufacturer": true, "publisher": true, "insurer": true, "firm": true,
	"agency": true, "distributor": true, "wholesaler": true, "contractor": true, "lender": true, "employer": true}

// makerHeads name a person who made a thing: the call's person made it.
var makerHeads = map[string]bool{"maker": true, "artist": true, "creator": true, "painter": true, "sculptor": true,
	"photographer": true, "craftsman": true, "potter": true, "weaver": true, "illustrator": true, "composer": true}

// equipmentHeads are machines and vessels of a workplace, told apart by
// a number ("Oven 3", "Kiln 2", "Press 1").
var equipmentHeads = map[string]bool{"oven": true, "machine": true, "kiln": true, "press": true, "lathe": true,
	"furnace": true, "boiler": true, "pump": true, "freezer": true, "fridge": true, "mixer": true, "loom": true,
	"forklift": true, "crane": true, "dryer": true, "printer": true, "tank": true, "vat": true, "fermenter": true,
	"saw": true, "planer": true, "compressor": true, "generator": true, "conveyor": true, "robot": true, "drone": true}

// equipmentModifierStops are words that may stand before a machine's
// noun in a description without naming its kind ("Target printer",
// "Default oven"): a machine is not called by them.
var equipmentModifierStops = map[string]bool{"the": true, "a": true, "an": true, "target": true, "default": true,
	"specified": true, "selected": true, "given": true, "destination": true, "source": true, "primary": true,
	"secondary": true, "new": true, "existing": true, "current": true, "preferred": true, "which": true,
	"your": true, "this": true, "that": true, "optional": true, "local": true, "remote": true, "main": true,
	"any": true, "each": true, "assigned": true, "chosen": true, "output": true, "input": true, "physical": true,
	"virtual": true, "shared": true, "name": true, "id": true, "of": true, "for": true, "to": true}

// equipmentName returns what a machine of noun head is called before its
// number: the kind the description opens with when it says one ("Label
// printer name" → "Label printer", as in "Label printer 2"), else the
// noun itself ("Printer"), so a label printer is not an office "Printer 3".
func equipmentName(head, desc string) string {
	ws := strings.Fields(strings.ToLower(desc))
	if len(ws) >= 2 && strings.Trim(ws[1], ".,;:()") == head {
		if m := ws[0]; len(m) >= 3 && !equipmentModifierStops[m] && strings.Trim(m, "abcdefghijklmnopqrstuvwxyz") == "" {
			return strings.ToUpper(m[:1]) + m[1:] + " " + head
		}
	}
	return strings.ToUpper(head[:1]) + head[1:]
}

// A kindList is the instances of one kind of thing; where gives them for
// a setting the tool's words name (trees for a timber yard's species).
type kindList struct {
	any   []string
	where []kindSetting
}

// A kindSetting is the instances a kind takes in a setting, named by any
// of its cue words in the tool's or the parameter's words.
type kindSetting struct {
	cues []string
	vals []string
}

// woodCues name a setting of wood and trees.
var woodCues = []string{"wood", "timber", "lumber", "tree", "trees", "forest", "forestry", "sawmill", "carpentry", "joinery", "plank", "planks"}

// clothCues name a setting of cloth and clothes.
var clothCues = []string{"cloth", "fabric", "fabrics", "textile", "textiles", "garment", "garments", "sewing", "tailor", "clothing", "clothes", "upholstery"}

// serviceCues name the upkeep of equipment.
var serviceCues = []string{"maintenance", "service", "servicing", "repair", "upkeep", "machine", "equipment"}

// machineCues name a setting of machines and vehicles, whose faults are
// a machine's.
var machineCues = []string{"machine", "machines", "equipment", "vehicle", "vehicles", "engine", "plant hire", "fleet"}

// upkeepCues name the upkeep of a building or the people who live in
// one: a fault logged there is a building's. A repair alone says no
// building (a bike's or a phone's).
var upkeepCues = []string{"maintenance", "maint", "tenant", "tenants", "tenancy", "landlord", "property", "properties",
	"housing", "facilities", "building", "buildings", "caretaker", "letting", "lettings"}

// buildingFaults are the faults logged against a home or a building,
// said as a tenant or a caretaker says them.
var buildingFaults = []string{"Boiler not firing", "Leaking tap in the kitchen", "No hot water", "Blocked bathroom sink",
	"Broken window latch", "Damp patch on the bedroom ceiling", "Front door lock sticking", "Shower not draining",
	"Extractor fan not working", "Radiator cold at the top"}

// machineFaults are the faults logged against a machine or a vehicle.
var machineFaults = []string{"Won't start", "Grinding noise when running", "Leaking oil", "Error code on the display",
	"Drive belt slipping", "Overheating after an hour", "Emergency stop stuck in"}

// faultSettings give a fault of the setting the tool's words name.
var faultSettings = []kindSetting{{machineCues, machineFaults}, {upkeepCues, buildingFaults}}

// packagingCues name a setting of packing goods.
var packagingCues = []string{"packaging", "package", "packing", "sack", "sacks", "bag", "bags", "box", "boxes", "wrap", "wrapping", "container"}

// plantCues name a setting of plants grown.
var plantCues = []string{"plant", "plants", "garden", "crop", "crops", "greenhouse", "seed", "seeds", "nursery", "farm", "harvest", "orchard"}

// fruitTreeCues name a setting of fruit trees.
var fruitTreeCues = []string{"tree", "trees", "orchard", "orchards", "rootstock", "graft", "grafted", "pruning"}

// fruitTreeVarieties are cultivars of apple, pear, plum and cherry trees.
var fruitTreeVarieties = []string{"Bramley's Seedling", "Cox's Orange Pippin", "Egremont Russet", "Discovery", "Conference",
	"Doyenné du Comice", "Victoria", "Stella", "Worcester Pearmain", "Howgate Wonder"}

// fishCues name a setting of fish.
var fishCues = []string{"fish", "aquarium", "fishing", "catch", "fishery", "hatchery"}

// birdCues name a setting of birds.
var birdCues = []string{"bird", "birds", "birding", "aviary", "sighting", "sightings"}

// pharmaCues name a setting of compounded medicines, whose ingredients
// are bulk chemicals and excipients, not a kitchen's.
var pharmaCues = []string{"excipient", "excipients", "chemical", "chemicals", "compounding", "compounded", "pharmacy", "pharmacist",
	"usp", "api", "reagent", "reagents", "formulation", "dosage"}

// bulkChemicals are the active ingredients and excipients a compounding
// pharmacy weighs out.
var bulkChemicals = []string{"Omeprazole USP", "Sodium bicarbonate USP", "Baclofen USP", "Ketoprofen USP", "Lidocaine hydrochloride USP",
	"Methylcellulose NF", "Glycerin USP", "Simple syrup NF", "Polyethylene glycol 3350 NF", "Hydrocortisone USP", "Gabapentin USP"}

// kindLists are instances of kinds of things by their head noun.
var kindLists = map[string]kindList{
	"material": {any: []string{"oak", "stainless steel", "glass", "ceramic", "bronze", "linen", "leather", "marble", "cotton", "aluminium", "porcelain"},
		where: []kindSetting{
			{packagingCues, []string{"paper", "kraft paper", "cardboard", "jute", "plastic", "glass", "tin"}},
			{clothCues, []string{"cotton", "linen", "wool", "denim", "silk", "tweed", "velvet", "cashmere"}},
			{woodCues, []string{"oak", "pine", "spruce", "birch", "beech", "larch", "Douglas fir", "ash"}}}},
	"ingredient": {any: []string{"flour", "butter", "sugar", "yeast", "salt", "eggs", "whole milk", "rye flour", "olive oil", "honey"},
		where: []kindSetting{{pharmaCues, bulkChemicals}}},
	"document": {any: []string{"invoice", "contract", "report", "certificate", "photograph", "letter", "receipt", "permit"}},
	"fabric":   {any: []string{"cotton", "linen", "wool", "denim", "silk", "polyester", "tweed", "velvet"}},
	"color":    {any: []string{"navy", "black", "white", "forest green", "burgundy", "grey", "sky blue", "mustard"}},
	"colour":   {any: []string{"navy", "black", "white", "forest green", "burgundy", "grey", "sky blue", "mustard"}},
	"species": {where: []kindSetting{
		{woodCues, []string{"oak", "Scots pine", "Norway spruce", "silver birch", "European beech", "larch", "Douglas fir", "ash"}},
		{plantCues, []string{"tomato", "basil", "lettuce", "strawberry", "lavender", "rosemary", "cucumber", "sunflower"}},
		{fishCues, []string{"Atlantic salmon", "rainbow trout", "cod", "carp", "pike", "mackerel", "sea bass"}},
		{birdCues, []string{"robin", "blue tit", "barn owl", "kestrel", "goldfinch", "grey heron", "wren"}},
	}},
	// a variety of a crop, never of a product line: only where plants are
	// named; a tree's or an orchard's is a fruit tree's cultivar, not a
	// potato's (a planted tree's variety was the area's tag "irrigation")
	"variety": {where: []kindSetting{{fruitTreeCues, fruitTreeVarieties}, {append([]string{"fruit", "apple", "apples", "grape", "grapes", "potato", "potatoes", "vine", "vineyard", "cultivar"}, plantCues...),
		[]string{"Gala", "Golden Delicious", "Maris Piper", "Cabernet Sauvignon", "San Marzano", "Honeycrisp", "Russet Burbank", "Chardonnay"}}}},
	// an issue, fault or problem logged for upkeep is a short description
	// of the fault ("No hot water"), never a filler word ("standard")
	"issue":   {where: faultSettings},
	"fault":   {where: faultSettings},
	"problem": {where: faultSettings},
	"defect":  {where: faultSettings},
	"task": {any: []string{"Clean the work area", "Check the stock levels", "Label the new batch", "Prepare the morning delivery",
		"Restock the shelves", "Inspect the equipment", "Update the inventory sheet"},
		where: []kindSetting{{serviceCues, []string{"Oil the moving parts", "Replace the worn belt", "Clean and lubricate",
			"Calibrate the sensors", "Tighten the loose bolts", "Replace the filter"}}}},
}

// kindVague are head words that say nothing of the kind by themselves.
var kindVague = map[string]bool{"name": true, "type": true, "kind": true, "value": true, "main": true, "the": true, "a": true,
	"an": true, "primary": true, "new": true, "of": true}

// namedNounKind returns an instance of the thing a name's noun (Role.Names)
// is when no name family knows the noun but it is a kind known here: a
// printer's name "Printer 3", an ingredient of a compounding pharmacy
// "Baclofen USP". The area's titles ("Knee pain", "Vegan chili") named a
// printer or an ingredient before. ok is false for another noun.
func (g *Generator) namedNounKind(r *role.Role, h hint) (string, bool) {
	n := r.Names
	if n == "" || nameFamilies[n] != "" {
		return "", false
	}
	if v, ok := g.namedKind(r, h); ok {
		return v, true // (a colour named as inks and paints are: "Forest Green")
	}
	switch {
	case equipmentHeads[n]:
		return equipmentName(n, h.desc) + " " + strconv.Itoa(1+g.rng.Intn(6)), true
	case orgHeads[n]:
		o, _ := g.org()
		return o, true
	}
	kl, ok := kindLists[n]
	if !ok {
		return "", false
	}
	if v, ok := g.settingKind(n, strings.ToLower(h.name+" "+h.desc+" "+g.opts.Topic+" "+g.opts.About)); ok {
		return v, true
	}
	if len(kl.any) == 0 {
		return "", false
	}
	return kl.any[g.rng.Intn(len(kl.any))], true
}

// settingKind returns an instance of the kind named head in the setting
// ctx's words name (a tree for a timber yard's species); ok is false when
// no setting of that kind is named.
func (g *Generator) settingKind(head, ctx string) (string, bool) {
	for _, s := range kindLists[head].where {
		if textHas(ctx, s.cues...) {
			return s.vals[g.rng.Intn(len(s.vals))], true
		}
	}
	return "", false
}

// kindOfHead returns a value of the kind of thing the parameter's name,
// else the first words of its description, name; ok is false when they
// name none of the kinds known here.
func (g *Generator) kindOfHead(h hint, ts []string) (string, bool) {
	ctx := strings.ToLower(h.name + " " + h.desc + " " + g.opts.Topic + " " + g.opts.About)
	for _, w := range headCandidates(ts, h.desc) {
		switch {
		case makerHeads[w]:
			return g.personName(), true
		case orgHeads[w]:
			n, _ := g.org()
			return n, true
		case equipmentHeads[w]:
			return equipmentName(w, h.desc) + " " + strconv.Itoa(1+g.rng.Intn(6)), true
		}
		if kl, ok := kindLists[w]; ok {
			if v, ok := g.settingKind(w, ctx); ok {
				return v, true
			}
			if len(kl.any) > 0 {
				return kl.any[g.rng.Intn(len(kl.any))], true
			}
		}
	}
	return "", false
}

// headCandidates returns the nouns that may say a parameter's kind, most
// telling first: the name's tokens from the last, singular, then the
// first words of the description up to its first clause's end.
func headCandidates(ts []string, desc string) []string {
	var out []string
	for i := len(ts) - 1; i >= 0; i-- {
		if w := singular(ts[i]); !kindVague[w] {
			out = append(out, w)
		}
	}
	d := strings.ToLower(desc)
	if i := strings.IndexAny(d, ".,;:("); i >= 0 {
		d = d[:i]
	}
	for n, w := range strings.Fields(d) {
		if n >= 6 {
			break
		}
		if w = singular(strings.Trim(w, "'\"")); !kindVague[w] {
			out = append(out, w)
		}
	}
	return out
}
