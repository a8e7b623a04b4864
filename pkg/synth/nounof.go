package synth

import (
	"strings"

	"github.com/mcpgen/mcpgen/pkg/role"
)

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
		"cognitive behavioural therapy", "supervised exercise programme", "vitamin D 2000 IU"}
	nounClasses["condition"] = append(nounClasses["condition"], "heart failure", "major depressive disorder", "COPD")
}

// searchedClass returns, for a free-text search whose description names
// the fields it searches, an instance of one of them that is of a class
// of nounClasses ("Free-text search over title, condition and
// intervention": a condition or an intervention), by whole words (a
// "PubMed" search names no "med"); ok is false when it names none.
func (g *Generator) searchedClass(h hint) (string, bool) {
	var vals []string
	for w := range strings.FieldsSeq(g.lowerDesc(h.desc)) {
		w = strings.Trim(w, ",.;:()'\"")
		if c := classOf(singular(w)); c != "" && len(w) > 3 {
			vals = append(vals, g.classValues(c)...)
		}
	}
	if len(vals) > 0 {
		return vals[g.rng.Intn(len(vals))], true
	}
	return "", false
}

// studyNouns are things titled by what they study.
var studyNouns = map[string]bool{"trial": true, "study": true, "protocol": true}

// studyTitles title a clinical study ({I} an intervention, {C} a
// condition).
var studyTitles = []string{"A randomised, placebo-controlled trial of {I} in adults with {C}",
	"{I} versus usual care for {C}: a multicentre randomised trial", "Safety and efficacy of {I} in patients with {C}",
	"An open-label study of {I} in {C}"}

// studyTitle returns the title of a clinical study, naming what it tests
// and in whom, when the tool's object is a trial or a study on a tool
// about patients or trials; ok is false otherwise.
func (g *Generator) studyTitle(obj string) (string, bool) {
	if !studyNouns[obj] || !g.aboutHealth() {
		return "", false
	}
	is, cs := nounClasses["intervention"], nounClasses["condition"]
	t := studyTitles[g.rng.Intn(len(studyTitles))]
	i := is[g.rng.Intn(len(is))]
	if i == "placebo" {
		i = is[0] // (a trial tests a treatment against placebo)
	}
	t = strings.Replace(t, "{I}", i, 1)
	t = strings.Replace(t, "{C}", cs[g.rng.Intn(len(cs))], 1)
	return strings.ToUpper(t[:1]) + t[1:], true
}
