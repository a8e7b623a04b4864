package synth

import "time"

// dateWhen is what whenFor reads of a date parameter's name and
// description (and of the tool's words) before it draws: which time the
// parameter takes and the weekday its description requires.
type dateWhen struct {
	kind byte // 'b' a date of birth, 's' a past lower bound, 'a' ahead, 0 around refDate
	wd   time.Weekday
	wdOK bool // the description requires weekday wd (statedWeekday)
}

// dateKey is what dateWhenFresh reads of a hint.
type dateKey struct{ name, desc string }

// dateWhenOf is dateWhenFresh(h), read once per name and description:
// whenFor runs three expressions and lower-cases the description on every
// date drawn, and none of it depends on the date.
func (g *Generator) dateWhenOf(h hint) dateWhen {
	return memoized(&g.values().dates, dateKey{h.name, h.desc}, func() dateWhen { return g.dateWhenFresh(h) })
}

// dateWhenFresh reads h as whenFor does (see there).
func (g *Generator) dateWhenFresh(h hint) dateWhen {
	var d dateWhen
	switch {
	case bornName.MatchString(h.name) || bornDesc.MatchString(h.desc):
		d.kind = 'b'
	case h.name != "" && sinceName.MatchString(h.name), g.pastTool(), happenedName.MatchString(h.name) || happenedDesc.MatchString(h.desc):
		d.kind = 's'
	case g.aheadTool(h):
		d.kind = 'a'
	}
	d.wd, d.wdOK = statedWeekday(h.desc)
	return d
}
