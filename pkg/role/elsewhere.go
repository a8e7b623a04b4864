package role

// minElsewhere is the score the domains other than software's need
// together, with none leading, for a server to lean away from software:
// a few words in passing ("a contact email") say nothing either way.
const minElsewhere = 6

// leansElsewhere tells whether the words read point, all domains that are
// not software or office work taken together, at least minElsewhere and
// more than twice as much as software's domains together: a wedding
// planner's venues, guests and budget are no code, though no one of
// their domains leads.
func (r *AreaReader) leansElsewhere() bool {
	soft, other := 0, 0
	for _, d := range areaCues {
		if softwareAreas[d.dom] {
			soft += r.scoreOf(d.dom)
		} else {
			other += r.scoreOf(d.dom)
		}
	}
	return other >= minElsewhere && other > 2*soft
}
