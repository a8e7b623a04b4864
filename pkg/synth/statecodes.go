package synth

import (
	"strings"

	"github.com/santhosh-tekuri/jsonschema/v5"

	"github.com/mcpgen/mcpgen/pkg/role"
)

// statePlaces are the indexes of the scene places whose region has a
// two-letter state code (regionCodes "US-…"), provincePlaces those with
// a state or province code ("US-…", "CA-…").
var statePlaces, provincePlaces = func() (st, pr []int) {
	for i, p := range places {
		c := regionCodes[p.region]
		if strings.HasPrefix(c, "US-") {
			st = append(st, i)
		}
		if strings.HasPrefix(c, "US-") || strings.HasPrefix(c, "CA-") {
			pr = append(pr, i)
		}
	}
	return st, pr
}()

// statePlace returns the index of a scene place for arguments holding a
// state code (wantsStateCode): a US one, or a Canadian one too when a
// province is named.
func (g *Generator) statePlace() int {
	if g.stateCoded == 3 {
		return provincePlaces[g.rng.Intn(len(provincePlaces))]
	}
	return statePlaces[g.rng.Intn(len(statePlaces))]
}

// stateCodeWords in a description say a value is a two-letter state or
// province code.
var stateCodeWords = []string{"two-letter", "2-letter", "two letter", "2 letter", "state code", "province code", "abbreviation", "usps"}

// wantsStateCode reports whether the tool's arguments hold a two-letter
// state or province code (a plate's state, an address's "state" with
// pattern ^[A-Z]{2}$): its scene is then a place that has one, so the
// code is a real state of the call's city ("IL" beside Chicago), not
// "OZ", nor "TX" beside a Copenhagen address. Read once per generator.
func (g *Generator) wantsStateCode() bool {
	if g.stateCoded == 0 {
		g.stateCoded = 2
		if found, province := stateCodeIn(g.root, 0); province {
			g.stateCoded = 3
		} else if found {
			g.stateCoded = 1
		}
	}
	return g.stateCoded != 2
}

// stateCodeIn reports whether s or a property, item or $ref of it to
// depth 5 is a state or province code by its name and its pattern or
// description, and whether one names a province.
func stateCodeIn(s *jsonschema.Schema, depth int) (found, province bool) {
	if s == nil || depth > 5 {
		return false, false
	}
	subs := []*jsonschema.Schema{s.Items2020, s.Ref}
	if it, ok := s.Items.(*jsonschema.Schema); ok {
		subs = append(subs, it)
	}
	for name, p := range s.Properties {
		if p == nil {
			continue
		}
		if stateCodeProp(name, p) {
			found = true
			province = province || strings.Contains(strings.ToLower(name+" "+p.Description), "province")
		}
		subs = append(subs, p)
	}
	for _, sub := range subs {
		f, pr := stateCodeIn(sub, depth+1)
		found, province = found || f, province || pr
	}
	return found, province
}

// stateCodeProp reports whether a property named name is a two-letter
// state or province code: its description says a state code, or its
// name says state, province or region and its pattern is two upper-case
// letters or its description says a code.
func stateCodeProp(name string, p *jsonschema.Schema) bool {
	if p.Ref != nil && p.Pattern == nil && p.Description == "" {
		p = p.Ref
	}
	d := strings.ToLower(p.Description)
	if containsAny(d, "us state", "u.s. state", "state code", "province code") {
		return true
	}
	ts := role.Tokens(name)
	if !hasWord(ts, "state", "province", "region") {
		return false
	}
	if p.Pattern != nil {
		pat := p.Pattern.String()
		return strings.Contains(pat, "[A-Z]{2}") && !strings.Contains(pat, "[A-Z]{2}-") && !strings.Contains(pat, "{2,")
	}
	return containsAny(d, stateCodeWords...)
}
