package synth

import "strings"

// toolOnce holds what the value kinds read of the tool's name and
// description (Options.Topic and About), worked out on first use and then
// reused for every instance: the same regular expressions over the same
// description on every call cost a large share of generation.
type toolOnce struct {
	// makes: the tool creates a thing and does not update one
	// (namesWhatItMakes); makesRead says makes was worked out.
	makes, makesRead bool
	// world is what plainWorldText reads of the tool (plainWorld), nil
	// until read.
	world *plainWorld
}

// plainWorld is what plainWorldText matches against the tool's words.
type plainWorld struct {
	software bool // softwareWork matches the name and description
	damage   bool // damageTool matches them
	lost     bool // lostTool matches them
	booking  bool // bookingTool matches them
	bookName bool // bookingTool matches the name alone
}

// makesThing says the tool creates a thing (its name or the first clause
// of its description has a create verb) and does not update one (its name
// has no update verb), once per generator.
func (g *Generator) makesThing() bool {
	if !g.once.makesRead {
		g.once.makesRead = true
		g.once.makes = (createVerb.MatchString(g.opts.Topic) || createVerb.MatchString(firstClause(g.opts.About))) &&
			!updateVerb.MatchString(g.opts.Topic)
	}
	return g.once.makes
}

// plainWorldOf returns what plainWorldText matches against the tool's name
// and description, once per generator.
func (g *Generator) plainWorldOf() *plainWorld {
	if g.once.world == nil {
		about := strings.ReplaceAll(g.opts.Topic+" "+g.opts.About, "_", " ")
		g.once.world = &plainWorld{software: softwareWork.MatchString(about), damage: damageTool.MatchString(about),
			lost: lostTool.MatchString(about), booking: bookingTool.MatchString(about),
			bookName: bookingTool.MatchString(strings.ReplaceAll(g.opts.Topic, "_", " "))}
	}
	return g.once.world
}
