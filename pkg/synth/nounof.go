package synth

import "github.com/mcpgen/mcpgen/pkg/role"

// A variety, a strain or a kind of a thing a list holds is an instance
// of that thing: hops/*/variety is a hop ("Citra"), not a word of the
// area. A trial's conditions are diseases and its arms' interventions
// treatments.

// whichNouns say which one of the enclosing thing a value is.
var whichNouns = map[string]bool{"variety": true, "kind": true, "type": true, "sort": true, "strain": true, "cultivar": true,
	"brand": true, "style": true}

// ofEnclosing returns the enclosing property's noun when n only says
// which one of it the value is and that noun is of a class of
// nounClasses; n otherwise.
func ofEnclosing(n string, h hint) string {
	if !whichNouns[n] {
		return n
	}
	ps := tokens(h.parent)
	if len(ps) == 0 {
		return n
	}
	if p := singular(ps[len(ps)-1]); classOf(p) != "" {
		return p
	}
	return n
}

// healthAreas are the areas whose conditions and interventions are
// medical.
var healthAreas = map[role.Area]bool{"health": true, "biomed": true}

// aboutHealth tells whether the tool is about patients, trials or care:
// its server's words lead to a medical area, or its own words speak of
// them.
func (g *Generator) aboutHealth() bool {
	lead, _ := g.opts.Server.Lead()
	return healthAreas[g.opts.Server.Area()] || healthAreas[lead] || textHas(g.toolL, "patient", "patients", "clinical", "trial", "trials", "medical",
		"diagnosis", "therapy", "treatment", "hospital", "clinic", "participant", "participants", "drug", "drugs")
}

func init() {
	classNouns["condition"] = "condition"
	classNouns["intervention"] = "intervention"
	nounClasses["intervention"] = []string{"metformin 500 mg", "placebo", "semaglutide", "atorvastatin 20 mg",
		"cognitive behavioural therapy", "supervised exercise programme", "vitamin D 2000 IU", "standard of care"}
	nounClasses["condition"] = append(nounClasses["condition"], "heart failure", "major depressive disorder", "COPD")
}
