package synth

import "strings"

// Free text on a server that is not about software (grounded) comes from
// the server's own world, never from the stories, personal notes and
// team pages of office software work: an accounting item is not named
// "Bump axios to 1.7", a solar permit's notes are not about a changelog,
// a journal's narration is no shopping list. Where no text of the world
// is known, the text names the tool's thing and a person and is marked a
// filler, so an optional parameter is left out rather than filled.

// worldNotes are remarks on a thing of any trade ({F} a
// person's first name).
var worldNotes = []string{"Checked with {F}; all as expected.", "{F} will follow up next week.", "Same as last time.",
	"Double-checked the details with {F}.", "Entered by {F} after the call.", "As agreed with {F} on the phone."}

// saleThings are things a business sells, named as its goods or
// services are.
var saleThings = map[string]bool{"item": true, "product": true, "service": true, "article": true, "good": true, "sku": true}

// worldThing returns the thing the tool acts on, read from its own words,
// else the server's first thing, else "" (lower case).
func (g *Generator) worldThing() string {
	_, obj := g.toolActOf()
	if obj == "" && g.opts.Server != nil {
		if th := g.opts.Server.Things(); len(th) > 0 {
			obj = strings.ToLower(th[0])
		}
	}
	return obj
}

// worldTitle titles a thing of the tool's world where a piece of
// software work's title would go: an example the tool's description
// gives, goods or a service for a thing that is sold, else the thing and
// the person it is for ("Order for Ana Silva"), marked a filler.
func (g *Generator) worldTitle() string {
	if ex := g.descExamplesOf(); len(ex) > 0 {
		e := ex[g.rng.Intn(len(ex))]
		return strings.ToUpper(e[:1]) + e[1:]
	}
	obj := g.worldThing()
	if saleThings[obj] {
		return saleLines[g.rng.Intn(len(saleLines))] // (an item is named as goods or a service)
	}
	g.filler = true // (says who, not what: left out where optional)
	if obj == "" {
		return g.fill("For {W}")
	}
	return g.fill(strings.ToUpper(obj[:1]) + obj[1:] + " for {W}")
}

// plainRemark returns a short remark on the tool's thing, marked a filler.
func (g *Generator) plainRemark() string {
	g.filler = true
	return g.fill(worldNotes[g.rng.Intn(len(worldNotes))])
}
