package synth

import (
	"strings"

	"github.com/mcpgen/mcpgen/pkg/role"
)

// codeKey is what codeOfKind's shape rules (travelCode, bboxValue,
// shapedValue) read of a value besides the generator's options: the
// hint's name, title, description and siblings, and the role's kind.
type codeKey struct {
	name, title, desc, sibs string
	kind                    role.Kind
}

// shapedCode returns the value of the first of travelCode, standardCode, bboxValue and
// shapedValue that matches role r of h (ts and d as nameAndText gives
// them). Which of them match depends on the property alone, and each
// draws only once it has matched: a property none matched is remembered
// and skipped on its next values, which then draw the same as before
// (a string property's values would test a dozen substrings of its
// description each).
func (g *Generator) shapedCode(r *role.Role, h hint, ts []string, d string) (string, bool) {
	k := codeKey{name: h.name, title: h.title, desc: h.desc, sibs: h.sibs, kind: r.Kind}
	m := g.memoOf()
	if m.noCode[k] {
		return "", false
	}
	if v, ok := g.travelCode(ts, d); ok {
		return v, true
	}
	if v, ok := g.standardCode(ts, d, h.sibs); ok {
		return v, true
	}
	if v, ok := g.bboxValue(ts, d); ok {
		return v, true
	}
	if v, ok := g.shapedValue(r, h, ts, d); ok {
		return v, true
	}
	if m.noCode == nil {
		m.noCode = map[codeKey]bool{}
	}
	if len(m.noCode) < memoEntries {
		m.noCode[k] = true
	}
	return "", false
}

// planWords returns the words of each of p's property names (its tokens
// joined by spaces, "" for none), read once per object plan: fitFile reads
// them on every object drawn.
func (g *Generator) planWords(p *objPlan) []string {
	m := g.memoOf()
	if ws, ok := m.plans[p]; ok {
		return ws
	}
	ws := make([]string, len(p.names))
	for i, k := range p.names {
		ws[i] = strings.Join(sharedTokens(k), " ")
	}
	if m.plans == nil {
		m.plans = map[*objPlan][]string{}
	}
	if len(m.plans) < memoEntries {
		m.plans[p] = ws
	}
	return ws
}

// bookingCodeOf is bookingCode(ts, d) of h (ts and d as nameAndText gives
// them), read once per property: codeOfKind asks it of every string value
// no other rule took.
func (g *Generator) bookingCodeOf(h hint, ts []string, d string) bool {
	k := textKey{h.name, h.title, h.desc}
	m := g.memoOf()
	if v, ok := m.booking[k]; ok {
		return v
	}
	v := bookingCode(ts, d)
	if m.booking == nil {
		m.booking = map[textKey]bool{}
	}
	if len(m.booking) < memoEntries {
		m.booking[k] = v
	}
	return v
}
