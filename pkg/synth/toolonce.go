package synth

import (
	"strings"

	"github.com/mcpgen/mcpgen/pkg/role"
)

// toolOnce holds what the value kinds read of the tool's name and
// description (Options.Topic and About), worked out on first use and then
// reused for every instance: the same regular expressions over the same
// description on every call cost a large share of generation.
type toolOnce struct {
	// makes: the tool creates a thing and does not update one
	// (namesWhatItMakes); makesRead says makes was worked out.
	makes, makesRead bool
	// soft is softWords' answer: 1 yes, -1 no, 0 not read yet.
	soft int8
	// world is what plainWorldText reads of the tool (plainWorld), nil
	// until read.
	world *plainWorld
	// lengths and nameNouns are statedLengthOf and nameSearchNoun of
	// each parameter description read so far.
	lengths   map[string]statedLen
	nameNouns map[string]string
	// lower is lowerDesc of each description read so far.
	lower map[string]string
	// urlWords is urlWordsOf of each hint read so far (hintonce.go).
	urlWords map[urlWordsKey]urlWords
	// fields is listedFields of each description read so far.
	fields map[string][]fieldKind
	// orgNoun is orgSlot of the root schema (kindOrg reads it on every
	// organisation drawn; the schema does not change), nil until read.
	orgNoun *string
}

// plainWorld is what plainWorldText matches against the tool's words.
type plainWorld struct {
	software bool // softwareWork matches the name and description
	damage   bool // damageTool matches them
	lost     bool // lostTool matches them
	booking  bool // bookingTool matches them
	bookName bool // bookingTool matches the name alone
	home     bool // maintenanceWords and homeWords both match them (homeMaintenance)
	tenancy  bool // tenancyWords matches them (tenantNotice)
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
			lost: lostItems(about), booking: bookingTool.MatchString(about),
			bookName: bookingTool.MatchString(strings.ReplaceAll(g.opts.Topic, "_", " ")),
			home:     maintenanceWords.MatchString(about) && homeWords.MatchString(about),
			tenancy:  tenancyWords.MatchString(about)}
	}
	return g.once.world
}

// statedLen is what role.StatedLength reads of a description.
type statedLen struct {
	n             int
	letters, okay bool
}

// statedLengthOf is role.StatedLength of desc, a parameter's description,
// read once per generator and description.
func (g *Generator) statedLengthOf(desc string) (n int, letters, ok bool) {
	if l, seen := g.once.lengths[desc]; seen {
		return l.n, l.letters, l.okay
	}
	n, letters, ok = role.StatedLength(desc)
	if g.once.lengths == nil {
		g.once.lengths = map[string]statedLen{}
	}
	g.once.lengths[desc] = statedLen{n, letters, ok}
	return n, letters, ok
}

// nameSearchNoun returns the singular noun a search or filter whose
// description desc says it is matched against names searches by (the
// names of nameSearch, or a name family's noun of searchIn), once per
// generator and description; ok is false when desc says no such thing.
func (g *Generator) nameSearchNoun(desc string) (string, bool) {
	if v, seen := g.once.nameNouns[desc]; seen {
		return v, v != ""
	}
	noun := ""
	m := nameSearch.FindStringSubmatch(desc)
	if m == nil {
		if m = searchIn.FindStringSubmatch(desc); m != nil && nameFamilies[singular(strings.ToLower(m[1]))] == "" {
			m = nil
		}
	}
	if m != nil {
		noun = singular(strings.ToLower(m[1]))
	}
	if g.once.nameNouns == nil {
		g.once.nameNouns = map[string]string{}
	}
	g.once.nameNouns[desc] = noun
	return noun, noun != ""
}

// lowerDesc is strings.ToLower(desc) of a parameter description, once per
// generator and description (value kinds test every string parameter's
// description for their words).
func (g *Generator) lowerDesc(desc string) string {
	if l, ok := g.once.lower[desc]; ok {
		return l
	}
	l := strings.ToLower(desc)
	if g.once.lower == nil {
		g.once.lower = map[string]string{}
	}
	if len(g.once.lower) < 4096 {
		g.once.lower[desc] = l
	}
	return l
}
