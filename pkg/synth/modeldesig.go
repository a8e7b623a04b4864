package synth

import "strconv"

// modelSeries are series words makers of every kind of equipment put
// before a model's number ("Pro 90", "Nova 312").
var modelSeries = []string{"Pro", "Nova", "Vita", "Aero", "Prime", "Lumen", "Core", "Terra", "Astra", "Orion"}

// modelNumbers are model numbers of a series.
var modelNumbers = []int{5, 7, 20, 30, 50, 70, 90, 105, 220, 312, 450, 600}

// modelDesignation returns a model of a device of a kind the generator
// has no models of: a series word and a number, sometimes with a
// variant letter ("Nova 90", "Pro 312R"), a shape equipment of any
// domain has.
func (g *Generator) modelDesignation() string {
	rg := g.rng
	v := modelSeries[rg.Intn(len(modelSeries))] + " " + strconv.Itoa(modelNumbers[rg.Intn(len(modelNumbers))])
	if rg.Intn(3) == 0 {
		v += string("RSX"[rg.Intn(3)])
	}
	return v
}
