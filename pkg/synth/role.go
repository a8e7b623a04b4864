package synth

import (
	"encoding/json"
	"math/big"
	"strconv"
	"strings"

	"github.com/santhosh-tekuri/jsonschema/v5"

	"github.com/mcpgen/mcpgen/pkg/role"
)

// roleOf returns the semantic role (pkg/role) of the value generated for
// c with hint h, cached per (schema, name) for single-schema conjunctions
// (the hot path), else per hint. A role set by the caller
// (Options.Hints.Roles) wins.
func (g *Generator) roleOf(c conj, h hint) *role.Role {
	if len(c.pos) == 1 {
		k := kindKey{c.pos[0], h.name}
		if r, ok := g.roleCache[k]; ok {
			return r
		}
		r := g.classifyRole(c, h)
		if g.roleCache == nil {
			g.roleCache = map[kindKey]*role.Role{}
		}
		g.roleCache[k] = r
		return r
	}
	if r, ok := g.roles[h]; ok {
		return r
	}
	r := g.classifyRole(c, h)
	if g.roles == nil {
		g.roles = map[hint]*role.Role{}
	}
	if len(g.roles) < 4096 {
		g.roles[h] = r
	}
	return r
}

// classifyRoleFresh classifies one value: its schemas' keywords, the
// hint's names and descriptions, and the tool (Options.Topic).
func (g *Generator) classifyRoleFresh(c conj, h hint) *role.Role {
	f := role.Facts{Title: h.title, Description: h.desc}
	for _, s := range c.pos {
		if f.Types == nil && len(s.Types) > 0 {
			f.Types = s.Types
		}
		if f.Format == "" {
			f.Format = s.Format
		}
		if f.Pattern == "" && s.Pattern != nil {
			f.Pattern = s.Pattern.String()
		}
		if f.Enum == nil && s.Enum != nil {
			f.Enum = s.Enum
		}
		if f.Default == nil {
			f.Default = s.Default
		}
		f.Examples = append(f.Examples, s.Examples...)
		if f.Minimum == nil && s.Minimum != nil {
			m, _ := s.Minimum.Float64()
			f.Minimum = &m
		}
	}
	path := "/" + h.name
	if h.parent != "" {
		path = "/" + h.parent + "/0/" + h.name
	}
	var sibs []string
	if h.sibs != "" {
		sibs = strings.Split(h.sibs, ",")
	}
	r := role.Classify(role.ToolContext{Name: g.opts.Topic, Description: g.opts.About, Server: g.opts.Server}, role.ParamContext{Name: h.name, Path: path, Facts: &f, Siblings: sibs, Item: role.ItemPointer(h.ptr)})
	if k, ok := g.hintRole(h.name); ok {
		r.Kind, r.Why = k, "set by a hints file"
	}
	return &r
}

// hintRole returns the kind a caller set for a property name.
func (g *Generator) hintRole(name string) (role.Kind, bool) {
	if len(g.opts.Hints.Roles) == 0 || name == "" {
		return "", false
	}
	k, ok := g.opts.Hints.Roles[name]
	return k, ok
}

// plausibleOf returns the range a number of role r takes: the range the
// description states, else the default's neighbourhood, else the role's
// typical range; known is false when none applies.
func plausibleOf(r *role.Role, c conj, integer bool) (v plausibleVal) {
	if r.Kind == role.ID && r.Typical == nil {
		// an id that may be a number or a string ("anyOf number, string"),
		// drawn as a number: whole, with its example's digits, never 13.72
		t, _ := role.IDMagnitude(r.Examples)
		return plausibleVal{lo: floatRat(t.Lo), hi: floatRat(t.Hi), known: true}
	}
	dec := 0
	if r.Typical != nil {
		dec = r.Typical.Decimals
	}
	if integer {
		dec = 0
	}
	if v, ok := pointsRating(r, c); ok {
		return v
	}
	if r.Min != nil && r.Max != nil && *r.Min < *r.Max {
		lo, hi := *r.Min, *r.Max
		if r.Typical != nil && r.Typical.Lo >= lo && r.Typical.Hi <= hi && r.Typical.Lo < r.Typical.Hi {
			lo, hi = r.Typical.Lo, r.Typical.Hi
		}
		return plausibleVal{lo: floatRat(lo), hi: floatRat(hi), dec: dec, known: true}
	}
	if r.Kind == role.Year && r.Typical != nil {
		// a calendar year is near the reference date whatever its
		// example: "Harvest year, e.g. 2026" was any of 1013–6078 (half
		// to three times the example), 1372 or 2696
		return plausibleVal{lo: floatRat(r.Typical.Lo), hi: floatRat(r.Typical.Hi), known: true}
	}
	if lo, hi, ok := nearDefault(c, integer); ok {
		if r.Kind == role.Count && r.Unit == "" && ratCmpInt(hi, 50) > 0 {
			// a count a person asks for stays within 5–50 whatever the default
			// (of results, not of characters)
			if ratCmpInt(lo, 25) >= 0 {
				lo = rat(5)
			}
			hi = rat(50)
		}
		v = plausibleVal{lo: lo, hi: hi, dec: dec, known: true}
		if r.Max != nil {
			if m := floatRat(*r.Max); ratCmp(m, hi) < 0 && ratCmp(m, lo) > 0 {
				v.hi = m
			}
		}
		return v
	}
	if lo, hi, ok := proseNear(r); ok && r.Kind != role.ID && (r.Kind != role.Count || r.Unit != "") {
		// the scale the description's examples or default show (a count
		// of results keeps its own range below)
		return plausibleVal{lo: floatRat(lo), hi: floatRat(hi), dec: dec, known: true}
	}
	if r.Kind == role.Count && r.Typical != nil && r.Typical.Hi >= 20 && r.Typical.Lo < 5 {
		// a count a person asks for: 5–50 rather than 1 or 2
		return plausibleVal{lo: floatRat(5), hi: floatRat(r.Typical.Hi), dec: dec, known: true}
	}
	if r.Typical != nil {
		return plausibleVal{lo: floatRat(r.Typical.Lo), hi: floatRat(r.Typical.Hi), dec: dec, known: true}
	}
	if r.Max != nil && *r.Max > 0 {
		lo := 0.0
		if r.Min != nil {
			lo = *r.Min
		}
		return plausibleVal{lo: floatRat(lo), hi: floatRat(*r.Max), dec: dec, known: true}
	}
	return plausibleVal{}
}

// appliesKey is the action parameter of an object plan and, per other
// property, the actions it is for.
type applies struct {
	action string              // the action/operation property, "" if none
	only   map[string][]string // property → the action values it applies to
}

// actionWords name a property that selects what a multi-purpose tool does.
var actionWords = map[string]bool{"action": true, "operation": true, "op": true, "command": true, "cmd": true, "mode": true, "method": true, "verb": true}

// planApplies finds, in a plain object schema, the action property (a
// string enum named action/operation/...) and the properties whose
// descriptions say which actions they are for ("used for close/select").
func (g *Generator) planApplies(p *objPlan) {
	for i, k := range p.names {
		s := p.schemas[i][0]
		ts := role.Tokens(k)
		if len(ts) == 1 && actionWords[ts[0]] && len(s.Enum) > 1 {
			p.act.action = k
			p.actValues = s.Enum
			break
		}
	}
	if p.act.action == "" {
		return
	}
	for i, k := range p.names {
		if k == p.act.action || p.required[i] {
			continue
		}
		r := g.roleOf(conj{pos: p.schemas[i]}, hint{name: k, title: p.schemas[i][0].Title, desc: p.schemas[i][0].Description, topic: g.opts.Topic})
		var for_ []string
		for _, w := range r.AppliesTo {
			for _, v := range p.actValues {
				if vs, ok := v.(string); ok && strings.EqualFold(vs, w) {
					for_ = append(for_, vs)
				}
			}
		}
		if len(for_) > 0 {
			if p.act.only == nil {
				p.act.only = map[string][]string{}
			}
			p.act.only[k] = for_
		}
	}
}

// dropInapplicable removes from obj the optional properties that are for
// other actions than the one obj's action property names.
func (p *objPlan) dropInapplicable(obj map[string]any) {
	if len(p.act.only) == 0 {
		return
	}
	a, ok := obj[p.act.action].(string)
	if !ok {
		return
	}
	for k, for_ := range p.act.only {
		if _, present := obj[k]; !present {
			continue
		}
		keep := false
		for _, v := range for_ {
			if v == a {
				keep = true
				break
			}
		}
		if !keep {
			delete(obj, k)
		}
	}
}

// floatRat converts f to the exact rational of its shortest decimal.
func floatRat(f float64) *big.Rat {
	r, _ := new(big.Rat).SetString(strconv.FormatFloat(f, 'f', -1, 64))
	return r
}

// companions are property names that only make sense together.
var companions = [][2]string{{"latitude", "longitude"}, {"lat", "lng"}, {"lat", "lon"}, {"lat", "long"}, {"width", "height"},
	{"property", "value"}, {"field", "value"}, // a filter names what it tests and the value
	{"element", "ref"}, {"element", "target"}} // an element described is the element referenced

// companionPairs returns the index pairs of optional properties among
// names (sorted) that go together: a latitude without its longitude is no
// place.
func companionPairs(names []string, required []bool) [][2]int {
	var out [][2]int
	for _, c := range companions {
		a, b := -1, -1
		for i, n := range names {
			switch strings.ToLower(n) {
			case c[0]:
				a = i
			case c[1]:
				b = i
			}
		}
		if a >= 0 && b >= 0 && !required[a] && !required[b] {
			out = append(out, [2]int{a, b})
		}
	}
	return append(out, stemPairs(names, required)...)
}

// dynamicScope reports whether the schema graph from s uses $dynamicRef,
// $recursiveRef or extension keywords: generation resolves the former
// statically and ignores the latter, so such instances are always
// validated whole.
func dynamicScope(s *jsonschema.Schema) bool {
	seen := map[*jsonschema.Schema]bool{}
	var walk func(s *jsonschema.Schema) bool
	walk = func(s *jsonschema.Schema) bool {
		if s == nil || seen[s] {
			return false
		}
		seen[s] = true
		if s.DynamicRef != nil || s.RecursiveRef != nil || len(s.Extensions) > 0 {
			return true
		}
		kids := []*jsonschema.Schema{s.Ref, s.Not, s.If, s.Then, s.Else, s.PropertyNames, s.UnevaluatedProperties,
			s.Items2020, s.Contains, s.UnevaluatedItems, s.ContentSchema}
		kids = append(kids, s.AllOf...)
		kids = append(kids, s.AnyOf...)
		kids = append(kids, s.OneOf...)
		kids = append(kids, s.PrefixItems...)
		for _, p := range s.Properties {
			kids = append(kids, p)
		}
		for _, p := range s.PatternProperties {
			kids = append(kids, p)
		}
		for _, p := range s.DependentSchemas {
			kids = append(kids, p)
		}
		for _, d := range s.Dependencies {
			if p, ok := d.(*jsonschema.Schema); ok {
				kids = append(kids, p)
			}
		}
		for _, x := range []any{s.AdditionalProperties, s.Items, s.AdditionalItems} {
			switch v := x.(type) {
			case *jsonschema.Schema:
				kids = append(kids, v)
			case []*jsonschema.Schema:
				kids = append(kids, v...)
			}
		}
		for _, k := range kids {
			if walk(k) {
				return true
			}
		}
		return false
	}
	return walk(s)
}

// A counterGroup is a total ("totalThoughts"), the current step
// ("thoughtNumber") and the steps referring back ("revisesThought").
type counterGroup struct {
	total, cur string
	refs       []string
}

// counterGroups finds the counter groups among an object's property names
// (once per plan).
func counterGroups(names []string) []counterGroup {
	var out []counterGroup
	for _, k := range names {
		ts := role.Tokens(k)
		if len(ts) != 2 || ts[0] != "total" {
			continue
		}
		stem := strings.TrimSuffix(ts[1], "s")
		grp := counterGroup{total: k}
		for _, k2 := range names {
			t2 := role.Tokens(k2)
			switch {
			case len(t2) == 2 && t2[0] == stem && (t2[1] == "number" || t2[1] == "index"):
				grp.cur = k2
			case k2 != k && len(t2) >= 2 && t2[len(t2)-1] == stem:
				grp.refs = append(grp.refs, k2)
			}
		}
		if grp.cur != "" {
			out = append(out, grp)
		}
	}
	return out
}

// orderCounts keeps the counters of one object consistent: the current
// step is at most the total, and a step it refers to comes before it.
// Values moved here are validated whole.
func (g *Generator) orderCounts(groups []counterGroup, obj map[string]any) {
	for _, grp := range groups {
		total, ok1 := intOf(obj[grp.total])
		cur, ok2 := intOf(obj[grp.cur])
		if !ok1 || !ok2 {
			continue
		}
		if cur > total {
			obj[grp.total], obj[grp.cur] = obj[grp.cur], obj[grp.total]
			cur, g.unsure = total, true
		}
		for _, k2 := range grp.refs {
			ref, ok := intOf(obj[k2])
			if !ok || ref < cur {
				continue
			}
			g.unsure = true
			if cur > 1 {
				obj[k2] = json.Number(strconv.FormatInt(1+g.rng.Int63n(cur-1), 10))
				continue
			}
			// nothing comes before step 1: this is a later step
			cur = ref + 1
			obj[grp.cur] = json.Number(strconv.FormatInt(cur, 10))
			if cur > total {
				obj[grp.total] = obj[grp.cur]
			}
		}
	}
}

// intOf returns v as an int64 when it is an integer json.Number.
func intOf(v any) (int64, bool) {
	n, ok := v.(json.Number)
	if !ok {
		return 0, false
	}
	i, err := strconv.ParseInt(string(n), 10, 64)
	return i, err == nil
}
