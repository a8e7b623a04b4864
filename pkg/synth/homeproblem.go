package synth

import "regexp"

// A maintenance request on a home (a rental unit, an apartment, a room)
// describes what is wrong in it: "The kitchen sink drains very slowly.",
// not a listing of the flat ("Renovated 2-bed, 2-bath apartment ...")
// because the server's words lean to real estate and "unit" is one of
// its words.

// maintenanceWords match a tool that opens a maintenance request or
// work order.
var maintenanceWords = regexp.MustCompile(`(?i)\bmaintenance\b[^.]*?\b(?:requests?|orders?|tickets?|issues?)\b`)

// homeWords match the words of a place people live or work in, whose
// faults homeProblems tell.
var homeWords = regexp.MustCompile(`(?i)\b(?:units?|apartments?|flats?|tenants?|homes?|houses?|rooms?|residents?|propert(?:y|ies)|buildings?|dwellings?|suites?)\b`)

// homeProblems are faults an occupant reports in a home, each filed
// under the words of the kinds of request it is (an enum value such as
// "plumbing" or "locks_keys" picks its own).
var homeProblems = []kindText{
	{[]string{"plumbing", "plumber", "water", "leak", "drain", "sink", "toilet"}, "The kitchen sink drains very slowly and water backs up into the other basin."},
	{[]string{"electrical", "electric", "electricity", "power", "outlet", "wiring", "lighting"}, "Two outlets in the living room stopped working; the breaker trips when I reset it."},
	{[]string{"hvac", "heating", "heat", "heater", "cooling", "ac", "air", "furnace", "boiler"}, "The heating doesn't come on; the radiators stay cold even when turned all the way up."},
	{[]string{"appliance", "appliances", "dishwasher", "fridge", "refrigerator", "oven", "washer", "dryer"}, "The dishwasher stops mid-cycle and leaves water standing in the bottom."},
	{[]string{"pest", "pests", "insects", "rodents", "mice", "bugs", "vermin"}, "Mouse droppings under the kitchen sink and in the pantry; we heard scratching at night."},
	{[]string{"lock", "locks", "key", "keys", "door", "access"}, "The front door lock sticks; the key only turns after several tries."},
	{[]string{"structural", "structure", "wall", "walls", "ceiling", "floor", "roof", "window", "windows"}, "A crack has opened along the bedroom wall above the window and keeps getting longer."},
	{[]string{"other", "general", "misc"}, "The bathroom extractor fan rattles loudly and barely pulls any air."},
}

// homeProblemSet holds every text of homeProblems.
var homeProblemSet = textSet(homeProblems)

// homeMaintenance tells whether h is the free text of a tool that opens
// a maintenance request on a home: its name's last word is a text's
// (description, details) and the tool's words speak of a maintenance
// request or work order and of a unit, a flat or a tenant.
func (g *Generator) homeMaintenance(h hint) bool {
	ts := sharedTokens(h.name)
	if len(ts) == 0 || !problemTextHeads[ts[len(ts)-1]] || g.repoTool {
		return false
	}
	w := g.plainWorldOf() // (the tool's words, matched once per generator)
	return w.home && !w.software
}

// homeProblem returns a fault of a home for a maintenance request's text
// (see homeMaintenance); ok is false for other parameters.
func (g *Generator) homeProblem(h hint) (string, bool) {
	if !g.homeMaintenance(h) {
		return "", false
	}
	return homeProblems[g.rng.Intn(len(homeProblems))].text, true
}

// fitHomeProblem makes a home's reported fault agree with the kind of
// request a sibling enum chose (a "pest" request reports mice, not a
// slow drain).
func (g *Generator) fitHomeProblem(p *objPlan, obj map[string]any) {
	if p.planFits()&fitsKindText == 0 {
		return
	}
	fitKindText(p, obj, homeProblems, homeProblemSet, nil)
}
