package synth

import (
	"strings"

	"github.com/mcpgen/mcpgen/pkg/role"
)

// The description of a job to be done (a work order, a permit's scope of
// work, a service request) says the work itself: "Haul-out and bottom
// paint before May 2; call Ana if you find anything else.", "Install a
// 6 ft wood privacy fence along the back lot line." A note about who
// asked for it ("Work order requested by Chen Romano.") is no
// description; where nothing better is known an optional description is
// left out as a person leaves it out.

// workObjects are the objects of tools whose description is a job's.
var workObjects = map[string]bool{"work": true, "job": true, "repair": true, "service": true, "maintenance": true, "permit": true,
	"workorder": true, "project": true, "renovation": true, "installation": true}

// workExampleDescs describe a job by one of the kinds of work the tool's
// description lists ({E} capitalised, {e} as written).
var workExampleDescs = []string{"{E} before {M}; call {F} if you find anything else that needs doing.",
	"{E}, same as last year. Please send an estimate first.", "Looking for {e} as soon as there is a slot.",
	"{E} needed; it has been put off since last season."}

// tradeScopes are scopes of building work per kind of permit or trade;
// "" holds those of any kind.
var tradeScopes = map[string][]string{
	"": {"Replace the rear deck with a new 12 x 16 ft composite deck.", "Convert the garage into a home office with new insulation and drywall.",
		"Add a half bath on the ground floor, about 30 sq ft."},
	"building": {"Replace the rear deck with a new 12 x 16 ft composite deck.", "Single-storey kitchen extension at the back, about 20 sq m.",
		"Convert the garage into a home office with new insulation and drywall."},
	"electrical": {"Replace the main panel and upgrade the service to 200 amps.", "Add a 240 V circuit in the garage for an EV charger."},
	"plumbing":   {"Replace the gas water heater with a 50-gallon heat pump unit.", "Move the kitchen sink to the island and add a new drain line."},
	"mechanical": {"Replace the furnace and AC with a heat pump system.", "Install a ductless mini-split in the upstairs bedroom."},
	"demolition": {"Demolish the detached garage and remove the slab.", "Remove the old shed and concrete pad at the back of the lot."},
	"sign":       {"Install an illuminated wall sign over the shop front, 8 x 2 ft.", "Replace the free-standing sign at the entrance."},
	"fence":      {"Install a 6 ft wood privacy fence along the back lot line.", "Replace the front picket fence, 4 ft high, about 60 ft long."},
	"roofing":    {"Tear off the old shingles and re-roof with architectural shingles.", "Replace the flat roof membrane over the garage."},
	"pool":       {"Install an in-ground pool with a safety fence around it.", "Replace the pool heater and pump."},
	"solar":      {"Install a 7 kW rooftop solar system with a new subpanel.", "Add a 13.5 kWh battery to the existing solar system."},
}

// isWorkDesc tells whether a description parameter of a tool with the
// object obj describes a job: the tool's object is work, or the
// parameter's name or description speaks of the work or its scope.
func isWorkDesc(h hint, obj string) bool {
	if workObjects[obj] {
		return true
	}
	for _, t := range sharedTokens(h.name) {
		if t == "work" || t == "scope" || t == "job" {
			return true
		}
	}
	d := strings.ToLower(h.desc)
	return strings.Contains(d, "scope of work") || strings.Contains(d, "work requested") || strings.Contains(d, "work to be done")
}

// workDesc returns the description of the job the tool opens: one of
// the kinds of work its description lists, else a scope of building
// work for a permit's or a scope's description; ok is false otherwise.
func (g *Generator) workDesc(h hint, obj string) (string, bool) {
	permit := g.buildingPermit()
	if !isWorkDesc(h, obj) && !permit {
		return "", false
	}
	if ex := descExamples(g.opts.About); len(ex) > 0 {
		e := strings.ToLower(ex[g.rng.Intn(len(ex))])
		g.sc.workKind = e
		return g.jobText(workExampleDescs[g.rng.Intn(len(workExampleDescs))], e), true
	}
	if obj == "permit" || permit || containsAny(strings.ToLower(h.name+" "+h.desc), "scope") {
		if ex := role.ExamplesOf(h.desc); len(ex) > 0 {
			// the job the parameter itself shows ("The job being done,
			// e.g. \"Weld repair on ore pass grizzly, L540\""), not a
			// house's deck on a mine's permit
			return ex[g.rng.Intn(len(ex))], true
		}
		pool := tradeScopes[""]
		return pool[g.rng.Intn(len(pool))], true
	}
	return "", false
}

// jobText fills a template of workExampleDescs with the kind of work e.
func (g *Generator) jobText(t, e string) string {
	t = strings.NewReplacer("{E}", strings.ToUpper(e[:1])+e[1:], "{e}", e, "{M}", g.when().Format("January 2")).Replace(t)
	return g.fill(t)
}

// tradeScope returns the pool of scopes for a chosen kind of work (an
// enum value such as "fence" or "electrical"), nil for a kind not known.
func tradeScope(kind string) []string {
	k := strings.ToLower(wordSpaces.Replace(kind))
	if f := strings.Fields(k); len(f) > 0 {
		k = f[0]
	}
	if k == "" {
		return nil
	}
	return tradeScopes[k]
}

// scopeOf tells whether s is one of the scopes of tradeScopes.
func scopeOf(s string) bool { return tradeScopeSet[s] }

// tradeScopeSet holds every scope of tradeScopes: fitScope asks of each
// string of every object drawn whether it is one.
var tradeScopeSet = func() map[string]bool {
	m := map[string]bool{}
	for _, k := range sortedTradeKinds {
		for _, v := range tradeScopes[k] {
			m[v] = true
		}
	}
	return m
}()

// sortedTradeKinds are the keys of tradeScopes in a fixed order (the
// kinds whose scopes scopeOf knows).
var sortedTradeKinds = []string{"", "building", "electrical", "plumbing", "mechanical", "demolition", "sign", "fence", "roofing", "pool", "solar"}

// fitScope makes a scope of work agree with the kind of work a sibling
// enum chose (a fence permit's scope is a fence): the scope drawn by
// workDesc is redrawn from that kind's scopes.
func (g *Generator) fitScope(p *objPlan, obj map[string]any) {
	if len(obj) < 2 {
		return
	}
	scope := ""
	var pool []string
	for i, k := range p.names {
		if l, ok := obj[k].([]any); ok && g.sc.workKind != "" && len(l) > 0 && len(p.schemas[i]) > 0 {
			g.fitWorkKind(p, obj, l)
			continue
		}
		s, ok := obj[k].(string)
		if !ok || len(p.schemas[i]) == 0 {
			continue
		}
		if p.schemas[i][0].Enum != nil {
			if ts := g.nameTokens(k); len(ts) > 0 && choiceWord(ts) && pool == nil {
				pool = tradeScope(s)
			}
			continue
		}
		if scope == "" && scopeOf(s) {
			scope = k
		}
	}
	if scope == "" || pool == nil {
		return
	}
	obj[scope] = pool[g.rng.Intn(len(pool))]
}

// fitWorkKind makes a job's description drawn by workDesc name the kinds
// of work a sibling list chose (services ["engine_service"]: "Engine
// service before May 2; ..."), not another kind the tool's description
// lists.
func (g *Generator) fitWorkKind(p *objPlan, obj map[string]any, chosen []any) {
	var kinds []string
	for _, v := range chosen {
		s, ok := v.(string)
		if !ok || s == "" || strings.ContainsAny(s, "/.:@") || len(kinds) == 2 {
			break
		}
		kinds = append(kinds, strings.ToLower(wordSpaces.Replace(s)))
	}
	if len(kinds) == 0 || len(kinds) < len(chosen) && len(kinds) < 2 {
		return
	}
	e := strings.Join(kinds, " and ")
	if len(chosen) > 2 {
		e = strings.Join(kinds, ", ") + " and the rest"
	}
	w := g.sc.workKind
	for _, k := range p.names {
		s, ok := obj[k].(string)
		if !ok || !strings.Contains(strings.ToLower(s), w) {
			continue
		}
		s = strings.Replace(s, upperFirst(w), upperFirst(e), 1)
		obj[k] = strings.Replace(s, w, e, 1)
		return
	}
}

// upperFirst returns s with its first letter in upper case.
func upperFirst(s string) string {
	if s == "" {
		return s
	}
	return strings.ToUpper(s[:1]) + s[1:]
}

// buildingWords say a permit is for building work.
var buildingWords = []string{"building", "construction", "renovation", "remodel", "demolition", "electrical", "plumbing", "roofing", "extension"}

// buildingPermit tells whether the tool files or changes a building
// permit ("submit_permit_application: Apply for a building permit"):
// its description is the work, whatever the tool's object is called
// ("application"), never "Application requested by Zara Bianchi.". A
// parking permit is none.
func (g *Generator) buildingPermit() bool {
	return textHas(g.opts.Topic+" "+g.opts.About, "permit", "permits") && textHas(g.opts.Topic+" "+g.opts.About, buildingWords...)
}
