package synth

import "github.com/mcpgen/mcpgen/pkg/role"

// stateSwitches finds the enum properties of an object plan one of
// whose values a number sibling's name holds as a word: a status of
// present, late, absent or excused beside minutes_late, a state of open
// or overdue beside days_overdue. The number belongs to that state only:
// "absent, 30 minutes late" or "excused, minutes late 90" says nothing a
// person would, and a late student is late by some minutes. Enums a
// kind switch already reads (kindSwitches) are left to it; the number
// must be optional, and the word at least four letters.
func stateSwitches(p *objPlan, have []kindSwitch) []kindSwitch {
	var out []kindSwitch
	for i := range p.names {
		s := p.schemas[i][0]
		if len(s.Enum) < 2 || switchOn(have, i) {
			continue
		}
		by := map[string]int{}
		for j, n := range p.names {
			if j == i || p.required[j] || !numberSchema(p.schemas[j][0]) {
				continue
			}
			for _, t := range role.Tokens(n) {
				if len(t) < 4 {
					continue
				}
				for _, e := range s.Enum {
					if v, ok := e.(string); ok && v == t {
						by[v] = j
					}
				}
			}
		}
		if len(by) > 0 {
			out = append(out, kindSwitch{prop: i, byName: by})
		}
	}
	return out
}

// switchOn reports whether one of sws switches on property i.
func switchOn(sws []kindSwitch, i int) bool {
	for _, sw := range sws {
		if sw.prop == i {
			return true
		}
	}
	return false
}
