package synth

import (
	"encoding/json"
	"errors"
	"fmt"
	"math/big"
	"reflect"
	"regexp"
	"slices"
	"sort"
	"strconv"
	"strings"

	"github.com/santhosh-tekuri/jsonschema/v5"

	"github.com/mcpgen/mcpgen/pkg/role"
)

// frame is where in the instance a value is generated.
type frame struct {
	ptr  string // instance JSON pointer
	name string // property name; for array items the array's
	desc string // for array items: the array's title and description
	sibs string // the names of the enclosing object's properties, comma-separated
	// presence says whether the value is a required (presRequired) or an
	// optional (presOptional) property; zero for items and the root
	presence uint8
}

// Values of frame.presence.
const (
	presRequired uint8 = 1 + iota
	presOptional
)

// type bits
const (
	tNull = 1 << iota
	tBool
	tInt
	tNum
	tStr
	tArr
	tObj
	tAll = tNull | tBool | tInt | tNum | tStr | tArr | tObj
)

func typeBits(types []string) int {
	if len(types) == 0 {
		return tAll
	}
	b := 0
	for _, t := range types {
		switch t {
		case "null":
			b |= tNull
		case "boolean":
			b |= tBool
		case "integer":
			b |= tInt
		case "number":
			b |= tInt | tNum
		case "string":
			b |= tStr
		case "array":
			b |= tArr
		case "object":
			b |= tObj
		}
	}
	return b
}

// conj is a conjunction: the value must validate against every schema in
// pos and against none in neg.
type conj struct {
	pos []*jsonschema.Schema
	neg []*jsonschema.Schema
}

// first returns the conjunction's first schema (nil if none): the anchor
// of its choice points.
func (c conj) first() *jsonschema.Schema {
	if len(c.pos) == 0 {
		return nil
	}
	return c.pos[0]
}

// at returns the schema pointer naming the conjunction's choice points.
func (c conj) at() string {
	if len(c.pos) == 0 {
		return "/"
	}
	return schemaPtr(c.pos[0])
}

var errFalse = errors.New("false schema")

// flatten expands refs, allOf and the chosen anyOf/oneOf/if branches of ss
// into one conjunction.
func (g *Generator) flatten(ss []*jsonschema.Schema) (conj, error) {
	var c conj
	if len(ss) == 1 && leaf(ss[0]) {
		c.pos = ss
		return c, nil
	}
	var seen []*jsonschema.Schema
	queue := append(make([]*jsonschema.Schema, 0, 8), ss...)
	for len(queue) > 0 {
		s := queue[0]
		queue = queue[1:]
		if s == nil || contains(seen, s) {
			continue
		}
		seen = append(seen, s)
		if s.Always != nil {
			if !*s.Always {
				return c, fmt.Errorf("%w at %s", errFalse, schemaPtr(s))
			}
			continue
		}
		c.pos = append(c.pos, s)
		if s.Ref != nil {
			queue = append(queue, s.Ref)
		}
		if s.RecursiveRef != nil {
			queue = append(queue, s.RecursiveRef)
		}
		if s.DynamicRef != nil {
			queue = append(queue, s.DynamicRef)
		}
		queue = append(queue, s.AllOf...)
		if len(s.AnyOf) > 0 {
			var i int
			given, nullGiven := g.givenBranch(s)
			if nullGiven && given >= 0 {
				i = given // null beside one type: that type
			} else if m := g.anyOfMode(s); m == stageFirst {
				i = g.stageBranch(s)
			} else if m == stringFirst {
				i = g.stringBranch(s)
			} else if m == byDefault {
				i = defaultBranch(s)
			} else if m == noVector {
				i = g.vectorlessBranch(s)
			} else if m == coverOnce && len(s.AnyOf) > 2 {
				// several structures and a bare string (one of them
				// serialized): one of the structures
				i = g.branchWhere(s, func(b *jsonschema.Schema) bool { return !isBareString(b) })
			} else {
				i = g.choose(s, chAnyOf, len(s.AnyOf), m)
			}
			if nullGiven && isNullBranch(s.AnyOf[i]) {
				i = firstGiven(s)
			}
			queue = append(queue, s.AnyOf[i])
		}
		if len(s.OneOf) > 0 {
			mode := cycle
			if len(s.OneOf) > 2 && constOnly(s.OneOf[len(s.OneOf)-1]) {
				// a last branch that only names a const ({"type":
				// "workspace"}) is covered once; the branches that
				// carry a reference (a page, a database) are taken
				mode = coverOnce
			}
			i := g.choose(s, chOneOf, len(s.OneOf), mode)
			queue = append(queue, s.OneOf[i])
			for j, o := range s.OneOf {
				if j != i && !disjoint(s.OneOf[i], o) {
					c.neg = append(c.neg, o)
				}
			}
		}
		if s.If != nil {
			if g.choose(s, chIf, 2, cycle) == 0 {
				queue = append(queue, s.If)
				if s.Then != nil {
					queue = append(queue, s.Then)
				}
			} else {
				c.neg = append(c.neg, s.If)
				if s.Else != nil {
					queue = append(queue, s.Else)
				}
			}
		}
		if s.Not != nil {
			c.neg = append(c.neg, s.Not)
		}
	}
	return c, nil
}

// trusted reports whether values generated for c satisfy it by
// construction, so the local check can be skipped (Next still validates
// the whole instance): no negated schemas, at most one pattern and one
// format, and only keywords the generators intersect exactly.
func (g *Generator) trusted(c conj) bool {
	if len(c.neg) > 0 {
		return false
	}
	pats, formats := 0, 0
	for _, s := range c.pos {
		if !g.simpleSchema(s) {
			return false
		}
		if s.Pattern != nil {
			pats++
		}
		if s.Format != "" {
			formats++
		}
	}
	return pats <= 1 && formats <= 1
}

// simpleSchema reports (cached) whether s uses only keywords the
// generators honour exactly; refs and anyOf/allOf are expanded by flatten.
func (g *Generator) simpleSchema(s *jsonschema.Schema) bool {
	if t, ok := g.simple[s]; ok {
		return t
	}
	t := s.UnevaluatedProperties == nil && s.UnevaluatedItems == nil && s.PropertyNames == nil && len(s.Extensions) == 0 &&
		len(s.DependentSchemas) == 0 && len(s.Dependencies) == 0 && len(s.DependentRequired) == 0 && s.Contains == nil &&
		s.ContentEncoding == "" && len(s.PatternProperties) == 0 && s.MultipleOf == nil && !s.UniqueItems &&
		s.DynamicRef == nil && s.RecursiveRef == nil &&
		(s.Format == "" || !assertedFormat(s.Format) || knownFormat(s.Format) && s.MinLength < 0 && s.MaxLength < 0 && s.Pattern == nil)
	if g.simple == nil {
		g.simple = map[*jsonschema.Schema]bool{}
	}
	g.simple[s] = t
	return t
}

// disjoint reports whether no instance can validate against both a and b,
// judged statically: types that do not intersect, or a property both
// require whose const/enum values differ (a oneOf discriminator). oneOf
// branches disjoint from the chosen one need no "must not match" check.
func disjoint(a, b *jsonschema.Schema) bool {
	if a == nil || b == nil || a.Always != nil || b.Always != nil {
		return false
	}
	if len(a.Types) > 0 && len(b.Types) > 0 && typeBits(a.Types)&typeBits(b.Types) == 0 {
		return true
	}
	for _, k := range a.Required {
		pa, pb := a.Properties[k], b.Properties[k]
		if pa == nil || pb == nil || !contains(requiredSchemas(b, k), pb) {
			continue
		}
		va, vb := fixedValues(pa), fixedValues(pb)
		if va == nil || vb == nil {
			continue
		}
		shared := false
		for _, x := range va {
			for _, y := range vb {
				if jsonEqual(x, y) {
					shared = true
				}
			}
		}
		if !shared {
			return true
		}
	}
	return false
}

// requiredSchemas returns [s.Properties[k]] when s requires k.
func requiredSchemas(s *jsonschema.Schema, k string) []*jsonschema.Schema {
	for _, r := range s.Required {
		if r == k {
			return []*jsonschema.Schema{s.Properties[k]}
		}
	}
	return nil
}

// fixedValues returns the const or enum values of s (nil if neither).
func fixedValues(s *jsonschema.Schema) []any {
	switch {
	case len(s.Constant) > 0:
		return s.Constant[:1]
	case s.Enum != nil:
		return s.Enum
	}
	return nil
}

// assertedFormat reports whether the validator checks format f (unknown
// formats are annotations only).
func assertedFormat(f string) bool {
	_, ok := jsonschema.Formats[f]
	return ok
}

// plainPlan returns the plan of the plain object c is (one schema, or a
// bare "$ref" and the schema it names: {"$ref": "#/$defs/Quantity"}), nil
// when c needs the general path.
func (g *Generator) plainPlan(c conj) *objPlan {
	s := refTarget(c)
	if s == nil && len(c.pos) == 1 && len(c.neg) == 0 {
		s = c.pos[0]
	}
	if s == nil {
		return nil
	}
	if p := g.plan(s); p.ok {
		return p
	}
	return nil
}

// refTarget returns the one schema c holds besides a bare "$ref" to it
// (a property that is only {"$ref": "#/$defs/Quantity"}), so that the
// object it names is drawn as a plain object, with every fit-up; nil for
// another conjunction.
func refTarget(c conj) *jsonschema.Schema {
	if len(c.pos) != 2 || len(c.neg) != 0 {
		return nil
	}
	for i, w := range c.pos {
		t := c.pos[1-i]
		if w.Ref == t && bareRef(w) {
			return t
		}
	}
	return nil
}

// bareRef reports whether s is a "$ref" and nothing else that constrains
// an instance.
func bareRef(s *jsonschema.Schema) bool {
	return s.Ref != nil && s.Always == nil && s.RecursiveRef == nil && s.DynamicRef == nil && len(s.Types) == 0 &&
		len(s.Properties) == 0 && len(s.Required) == 0 && len(s.AllOf) == 0 && len(s.AnyOf) == 0 && len(s.OneOf) == 0 &&
		s.If == nil && s.Not == nil && s.Enum == nil && s.Constant == nil && s.AdditionalProperties == nil &&
		len(s.PatternProperties) == 0 && s.PropertyNames == nil && s.MinProperties <= 0 && s.MaxProperties < 0 &&
		len(s.DependentRequired) == 0 && len(s.DependentSchemas) == 0 && s.UnevaluatedProperties == nil
}

// leaf reports whether s needs no expansion: no boolean form, refs or
// applicators.
func leaf(s *jsonschema.Schema) bool {
	return s != nil && s.Always == nil && s.Ref == nil && s.RecursiveRef == nil && s.DynamicRef == nil &&
		len(s.AllOf) == 0 && len(s.AnyOf) == 0 && len(s.OneOf) == 0 && s.If == nil && s.Not == nil
}

func contains(ss []*jsonschema.Schema, s *jsonschema.Schema) bool {
	for _, x := range ss {
		if x == s {
			return true
		}
	}
	return false
}

// valid reports whether v validates against s on its own.
func valid(s *jsonschema.Schema, v any) bool {
	if ok, known := fastValid(s, v, 0); known {
		return ok
	}
	return libValid(s, v)
}

func (c conj) accepts(v any) bool {
	for _, s := range c.pos {
		if !valid(s, v) {
			return false
		}
	}
	for _, s := range c.neg {
		if valid(s, v) {
			return false
		}
	}
	return true
}

// poll abandons the attempt (genAbort) when Options.Context ended: tick's
// check, for loops whose steps are costly (a classification per
// parameter) and that tick would check too rarely.
func (g *Generator) poll() {
	if err := g.ctxErr(); err != nil {
		panic(genAbort{err: err})
	}
}

// tick counts one step of an attempt, abandons the attempt when
// Options.Context ended, and bounds it at 200,000 steps. The time budget is
// not checked here but between attempts (Generator.next): an attempt cut
// by the clock mid-way would leave the random source at a point that
// depends on the machine's load, and the same seed would give other
// instances on a busy machine.
func (g *Generator) tick() {
	g.steps++
	if g.steps&255 == 0 {
		if err := g.ctxErr(); err != nil {
			panic(genAbort{err: err})
		}
	}
	if g.steps > 200000 {
		panic(genAbort{err: errors.New("generation too large")})
	}
}

// gen generates a value satisfying every schema in ss.
func (g *Generator) gen(ss []*jsonschema.Schema, f frame, depth int) (any, error) {
	g.tick()
	g.nodes++
	if depth > 3*g.opts.MaxDepth+8 {
		return nil, fmt.Errorf("recursion deeper than %d at %s", depth, ptrOr(f.ptr))
	}
	var last any
	var lastErr error
	tries := 4
	if depth == 0 {
		tries = 1
	}
	for t := 0; t < tries; t++ {
		g.flatPtr, g.flatDesc = f.ptr, f.desc
		c, err := g.flatten(ss)
		if err != nil {
			lastErr = err
			continue
		}
		v, err := g.genConj(c, f, depth)
		if err != nil {
			lastErr = err
			continue
		}
		if depth == 0 || g.trusted(c) || c.accepts(v) {
			// trusted conjunctions are valid by construction; an untrusted
			// root is left to Next's whole-instance validation
			if depth == 0 && !g.trusted(c) {
				g.unsure = true
			}
			return v, nil
		}
		last, lastErr = v, nil
	}
	if lastErr != nil {
		return nil, lastErr
	}
	g.unsure = true
	return last, nil // let the whole-instance validation decide
}

func ptrOr(p string) string {
	if p == "" {
		return "/"
	}
	return p
}

// hint collects the annotations that steer realism.
type hint struct {
	name, title, desc string
	topic             string // Options.Topic
	parent            string // the enclosing property's name ("attendees" for /attendees/0/name)
	sibs              string // the enclosing object's property names, comma-separated
	ptr               string // the instance JSON pointer ("/cover/external/url")
}

func (g *Generator) hintOf(c conj, f frame) hint {
	h := hint{name: f.name, topic: g.opts.Topic, parent: parentName(f.ptr), sibs: f.sibs, ptr: f.ptr}
	for _, s := range c.pos {
		if h.title == "" {
			h.title = s.Title
		}
		if h.desc == "" {
			h.desc = s.Description
		}
	}
	if h.desc == "" && h.title == "" {
		h.desc = f.desc
	}
	return h
}

func (g *Generator) genConj(c conj, f frame, depth int) (any, error) {
	// caller-supplied pools
	if pool := g.pool(f); len(pool) > 0 {
		i := g.chooseAt(nil, chHint, f.ptr, len(pool), cycle)
		if c.accepts(pool[i]) {
			return pool[i], nil
		}
	}
	// const and enum
	var cands []any
	haveCands := false
	for _, s := range c.pos {
		var vals []any
		switch {
		case len(s.Constant) > 0:
			vals = s.Constant[:1]
		case s.Enum != nil:
			vals = s.Enum
		default:
			continue
		}
		if !haveCands {
			haveCands = true
			cands = vals
			continue
		}
		var keep []any
		for _, v := range cands {
			for _, w := range vals {
				if jsonEqual(v, w) {
					keep = append(keep, v)
					break
				}
			}
		}
		cands = keep
	}
	if haveCands {
		ok := g.withoutNull(c, g.acceptedValues(c, cands, "enum"))
		if len(ok) == 0 {
			return nil, fmt.Errorf("no enum/const value satisfies the schemas at %s", ptrOr(f.ptr))
		}
		return g.enumValue(c, ok, f), nil
	}
	// default and examples, some of the time
	if v, ok := g.fromExamples(c); ok && !g.placePart(c, f) && !datedExample(c) {
		return v, nil
	}
	bits := tAll
	declared := false
	for _, s := range c.pos {
		if len(s.Types) > 0 {
			declared = true
		}
		bits &= typeBits(s.Types)
	}
	if !declared && depth > 0 {
		if v, ok := describedObject(c); ok {
			return v, nil
		}
	}
	if bits == 0 {
		return nil, fmt.Errorf("no type satisfies every \"type\" at %s", ptrOr(f.ptr))
	}
	types := g.typeOptions(c, bits, declared, depth, f.name)
	types = boolOverString(c, types, f.name)
	t := types[0]
	if len(types) > 1 {
		mode := cycle
		if types[len(types)-1] == tNull {
			mode = coverOnce // nullable: null once, then mostly a value
		}
		t = types[g.choose(c.first(), chType, len(types), mode)]
	}
	h := g.hintOf(c, f)
	switch t {
	case tNull:
		return nil, nil
	case tBool:
		if g.grantedFlag(c, f.name) {
			return true, nil // a permission a call passes is given
		}
		return g.flagOf(c, f), nil
	case tInt:
		return g.genNumber(c, h, true)
	case tNum:
		return g.genNumber(c, h, false)
	case tStr:
		if declared && len(types) > 1 && !hasStringKeywords(c) {
			// ["boolean","string"] and ["integer","string"] mean the string
			// spelling of the other type
			switch {
			case bits&tBool != 0:
				return g.flagValue(), nil
			case bits&(tInt|tNum) != 0:
				if v, err := g.genNumber(c, h, bits&tNum == 0); err == nil {
					return string(v.(json.Number)), nil
				}
			}
		}
		return g.genString(c, h, f)
	case tArr:
		if v, ok := g.argvValue(c, f); ok {
			return v, nil
		}
		if v, ok := g.geoArray(c, f); ok {
			return v, nil
		}
		return g.genArray(c, f, depth)
	default:
		if v, ok := g.structuredOpen(c, h, f); ok {
			return v, nil
		}
		return g.genObject(c, f, depth)
	}
}

// flagValue is a value of a ["boolean","string"] flag: mostly a boolean,
// its string spelling ("true") the rare form.
func (g *Generator) flagValue() any {
	if g.rng.Intn(8) != 0 {
		return g.rng.Intn(2) == 0
	}
	return strconv.FormatBool(g.rng.Intn(2) == 0)
}

// boolDefault returns the boolean "default" of c's schemas, if any.
func boolDefault(c conj) (d, ok bool) {
	for _, s := range c.pos {
		if b, isBool := s.Default.(bool); isBool {
			return b, true
		}
	}
	return false, false
}

// acceptedValues returns the values of vals that c accepts, cached per
// schema when c is a single schema (enum, const, default, examples).
func (g *Generator) acceptedValues(c conj, vals []any, tag string) []any {
	single := len(c.pos) == 1 && len(c.neg) == 0
	type key struct {
		s   *jsonschema.Schema
		tag string
	}
	var k key
	if single && len(vals) > 0 {
		k = key{c.pos[0], tag}
		if ok, hit := g.valCache[k]; hit {
			return ok
		}
	}
	var ok []any
	for _, v := range vals {
		if c.accepts(v) {
			ok = append(ok, v)
		}
	}
	if single && len(vals) > 0 {
		if g.valCache == nil {
			g.valCache = map[any][]any{}
		}
		g.valCache[k] = ok
	}
	return ok
}

// typeOptions lists the concrete types to choose among, in a fixed order.
func (g *Generator) typeOptions(c conj, bits int, declared bool, depth int, name string) []int {
	if declared && len(c.pos) == 1 {
		if t, ok := g.typeCache[c.pos[0]]; ok {
			return t
		}
		t := g.typeOptionsSlow(c, bits, declared, depth, name)
		if g.typeCache == nil {
			g.typeCache = map[*jsonschema.Schema][]int{}
		}
		g.typeCache[c.pos[0]] = t
		return t
	}
	return g.typeOptionsSlow(c, bits, declared, depth, name)
}

func (g *Generator) typeOptionsSlow(c conj, bits int, declared bool, depth int, name string) []int {
	if !declared {
		inferred := 0
		for _, s := range c.pos {
			inferred |= keywordBits(s)
		}
		if inferred != 0 && inferred&bits != 0 && g.attempts < 10 {
			bits &= inferred
		}
	}
	if !declared && bits == tAll && g.attempts < 10 {
		if depth == 0 && g.opts.RootObject {
			return objectType
		}
		if depth > 0 {
			// an unconstrained nested value: a scalar its name suggests
			return g.scalarFor(name)
		}
	}
	var out []int
	for _, t := range []int{tObj, tStr, tNum, tInt, tBool, tArr, tNull} {
		if bits&t == 0 {
			continue
		}
		if t == tInt && bits&tNum != 0 && declared {
			// "number" allows integers; generate numbers (often integral).
			continue
		}
		out = append(out, t)
	}
	return g.withoutNullType(c, out)
}

var (
	scalarTypes = []int{tStr, tInt, tStr, tBool, tNum}
	objectType  = []int{tObj}
	stringType  = []int{tStr}
	intType     = []int{tInt}
	numType     = []int{tNum}
	boolType    = []int{tBool}
)

// scalarFor picks the type of an untyped value from its property name:
// "email" a string, "count" an integer, "price" a number, "enabled" or
// "is_public" a boolean; other names cycle through the scalar types.
func (g *Generator) scalarFor(name string) []int {
	if name == "" {
		return scalarTypes
	}
	ts := tokens(name)
	if len(ts) > 0 {
		switch ts[0] {
		case "is", "has", "can", "should", "allow", "enable", "include":
			return boolType
		}
		switch ts[len(ts)-1] {
		case "enabled", "disabled", "active", "visible", "public", "private", "deleted", "archived", "verified":
			return boolType
		}
	}
	if t, ok := g.scalarNames[name]; ok {
		return t
	}
	t := scalarTypes
	num := role.Classify(role.ToolContext{}, role.ParamContext{Name: name, Facts: &role.Facts{Types: []string{"number"}}})
	switch {
	case num.Typical != nil && num.Typical.Decimals > 0:
		t = numType
	case num.Typical != nil:
		t = intType
	case role.Classify(role.ToolContext{}, role.ParamContext{Name: name}).Kind != role.Unknown:
		t = stringType
	}
	if g.scalarNames == nil {
		g.scalarNames = map[string][]int{}
	}
	if len(g.scalarNames) < 4096 {
		g.scalarNames[name] = t
	}
	return t
}

func hasStringKeywords(c conj) bool {
	for _, s := range c.pos {
		if keywordBits(s)&tStr != 0 {
			return true
		}
	}
	return false
}

// keywordBits infers types from type-specific keywords.
func keywordBits(s *jsonschema.Schema) int {
	b := 0
	if s.MinLength >= 0 || s.MaxLength >= 0 || s.Pattern != nil || s.Format != "" || s.ContentEncoding != "" {
		b |= tStr
	}
	if s.Minimum != nil || s.Maximum != nil || s.ExclusiveMinimum != nil || s.ExclusiveMaximum != nil || s.MultipleOf != nil {
		b |= tNum | tInt
	}
	if len(s.Properties) > 0 || len(s.Required) > 0 || s.MinProperties >= 0 || s.MaxProperties >= 0 ||
		len(s.PatternProperties) > 0 || s.AdditionalProperties != nil || s.PropertyNames != nil ||
		len(s.DependentRequired) > 0 || len(s.DependentSchemas) > 0 || len(s.Dependencies) > 0 || s.UnevaluatedProperties != nil {
		b |= tObj
	}
	if s.Items != nil || s.Items2020 != nil || len(s.PrefixItems) > 0 || s.Contains != nil || s.MinItems >= 0 ||
		s.MaxItems >= 0 || s.UniqueItems || s.UnevaluatedItems != nil {
		b |= tArr
	}
	return b
}

func (g *Generator) pool(f frame) []any {
	if len(g.opts.Hints.Pools) == 0 {
		return nil
	}
	if f.ptr != "" {
		if p, ok := g.opts.Hints.Pools[f.ptr]; ok {
			return p
		}
		parts := strings.Split(f.ptr, "/")
		changed := false
		for i, p := range parts {
			if _, err := strconv.Atoi(p); err == nil && p != "" {
				parts[i] = "*"
				changed = true
			}
		}
		if changed {
			if p, ok := g.opts.Hints.Pools[strings.Join(parts, "/")]; ok {
				return p
			}
		}
	}
	if f.name != "" {
		return g.opts.Hints.Pools[f.name]
	}
	return nil
}

// jsonEqual compares decoded JSON values, numbers by value.
func jsonEqual(a, b any) bool {
	switch x := a.(type) {
	case json.Number, float64, int, int64:
		ra, ok1 := toRat(a)
		rb, ok2 := toRat(b)
		return ok1 && ok2 && ratCmp(ra, rb) == 0
	case map[string]any:
		y, ok := b.(map[string]any)
		if !ok || len(x) != len(y) {
			return false
		}
		for k, v := range x {
			w, ok := y[k]
			if !ok || !jsonEqual(v, w) {
				return false
			}
		}
		return true
	case []any:
		y, ok := b.([]any)
		if !ok || len(x) != len(y) {
			return false
		}
		for i := range x {
			if !jsonEqual(x[i], y[i]) {
				return false
			}
		}
		return true
	default:
		return reflect.DeepEqual(a, b)
	}
}

func toRat(v any) (*big.Rat, bool) {
	switch x := v.(type) {
	case json.Number:
		r, ok := new(big.Rat).SetString(string(x))
		return r, ok
	case float64:
		r := new(big.Rat)
		if r.SetFloat64(x) == nil {
			return nil, false
		}
		return r, true
	case int:
		return new(big.Rat).SetInt64(int64(x)), true
	case int64:
		return new(big.Rat).SetInt64(x), true
	}
	return nil, false
}

// canon returns a canonical JSON string for uniqueness checks.
func canon(v any) string {
	switch x := v.(type) {
	case json.Number, float64:
		r, _ := toRat(x)
		if r == nil {
			return fmt.Sprint(x)
		}
		return "n" + r.RatString()
	case map[string]any:
		var b strings.Builder
		b.WriteString("{")
		for _, k := range sortedKeys(x) {
			b.WriteString(strconv.Quote(k))
			b.WriteString(":")
			b.WriteString(canon(x[k]))
			b.WriteString(",")
		}
		b.WriteString("}")
		return b.String()
	case []any:
		var b strings.Builder
		b.WriteString("[")
		for _, e := range x {
			b.WriteString(canon(e))
			b.WriteString(",")
		}
		b.WriteString("]")
		return b.String()
	case string:
		return strconv.Quote(x)
	default:
		return fmt.Sprint(x)
	}
}

// softNodes is the instance size (values) past which optional properties
// and array items are no longer added, so recursive schemas stay small.
const softNodes = 64

// deep reports whether generation at depth should stay minimal.
func (g *Generator) deep(depth int) bool {
	return depth >= g.opts.MaxDepth || g.nodes > softNodes
}

// parentName returns the name of the property enclosing the value at the
// instance pointer p, skipping array indexes: "attendees" for
// "/attendees/0/name", "" at the top level.
func parentName(p string) string {
	i := strings.LastIndexByte(p, '/')
	if i <= 0 {
		return ""
	}
	p = p[:i]
	for {
		i = strings.LastIndexByte(p, '/')
		if i < 0 {
			return ""
		}
		seg := p[i+1:]
		if !allDigits(seg) { // not an array index (nor empty)
			return seg
		}
		p = p[:i]
	}
}

// allDigits reports whether s holds only ASCII digits (true for "").
func allDigits(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return false
		}
	}
	return true
}

// ---- objects ----

// objPlan caches what genObject derives from a plain object schema.
type objPlan struct {
	ok        bool                   // the fast path applies
	names     []string               // property names, sorted
	required  []bool                 // per name
	schemas   [][]*jsonschema.Schema // per name: the one-schema conjunction
	segs      []string               // per name: "/" + escaped name
	sibs      string                 // names, comma-separated
	act       applies                // the action property and what the others are for
	needs     map[string][]int       // action value → the optional properties a call of it carries (planNeeds)
	actValues []any                  // the action property's enum
	pairs     [][2]int               // optional properties that go together (latitude/longitude)
	dirs      []sortDir              // sort directions and their keys
	ends      [][2]int               // the two ends of a pair that must differ (origin/destination)
	echoes    [][2]int               // optional one-value types and the sibling they name
	flags     [][2]int               // optional flags and the optional sibling they are about
	isFlags   [][2]int               // optional is-flags and the sibling that says which (isRevision, revisesThought)
	elems     [][2]int               // optional element descriptions and the snapshot ref each names
	elemCode  [2]int                 // a script that takes the element when one is given, and the ref; -1 for none
	clicks    clickWay               // how a click is made: held keys, double click, button; -1s for none
	counters  []counterGroup         // step numbers and their totals
	switches  []kindSwitch           // enum properties whose values name sibling properties
	gates     []descGate             // properties their descriptions tie to a sibling's values (descGates)
	// group are the optional tool parameters of which a call carries at
	// least one (at most one when groupExcl); grouped says it is computed
	group     []int
	groupExcl bool
	grouped   bool
	alts      [][2]int // optional id and name of one thing: at most one is set (alternatives)
	ranks     []uint8  // per name: how often a person sets it (planRanks)
	fixes     fixMask  // the fix-ups that can change its objects (planFixes)
	fixesSet  bool
	ranges    planRanges  // range pairs and pay basis among names (planRanges)
	options   []optionSet // alternatives of which a call carries one (optionSets)
	optsDone  bool
	// toks are the words of each name (see tokensAt), read by the fit-ups
	// on every object: worked out once per plan, not looked up in the
	// shared token memo per object.
	toks [][]string
	// fits says which name-gated fit-ups can change p's objects (see
	// planFits); fitsSet that it is worked out.
	fits    fitGate
	fitsSet bool
	// ids is what sameIDsBelow reads of the names (planIDs), nil until
	// read.
	ids *idNames
}

// fitGate says which fit-ups run on a plan's objects: those whose names
// hold what the fit-up reads before it changes anything.
type fitGate uint16

const (
	fitsOpinion  fitGate = 1 << iota // a rating, stars, score … (fitOpinion)
	fitsLoad                         // a weight or a mass unit (fitLoadWeight)
	fitsUnit                         // a unit beside an amount (fitMeasureUnit)
	fitsParty                        // a party's size and a count of some of its people (fitPartyShare)
	fitsUnderMax                     // a number and its maximum sibling (fitUnderMax)
	fitsFlat                         // a weight a flat pack rewrites (fitFlatWeight)
	fitsFrom                         // a from-name (fitNeeds: matchCounterparts)
	fitsGender                       // a gender or sex (fitGender)
	fitsKindText                     // an enum beside a text it may choose (fitKindText)
	fitsGlossary                     // a term, its target term and the target language (fitGlossary)
	fitsApart                        // a description that keeps a sibling out (notTogether)
	fitsConfirm                      // a confirmation field repeating a sibling (fitConfirm)
	fitsAnimal                       // an animal's species (fitAnimal)
	fitsBreed                        // a breed or a weight (fitBreed)
	fitsTip                          // a tip beside the payment it is given on (fitTip)
)

// fitGated runs the fit-ups planFits says can change p's objects.
func (g *Generator) fitGated(p *objPlan, obj map[string]any) {
	fits := p.planFits()
	if fits&fitsOpinion != 0 {
		g.fitOpinion(p, obj)
	}
	if fits&fitsLoad != 0 {
		g.fitLoadWeight(p, obj)
	}
	if fits&fitsUnit != 0 {
		g.fitMeasureUnit(p, obj)
	}
}

// planFits works out p's fitGate once: an object none of whose names is a
// rating is not read for one on every instance. fixesAll (a test) runs
// every fit-up, as it runs every fix-up.
func (p *objPlan) planFits() fitGate {
	if fixesAll {
		return ^fitGate(0)
	}
	if !p.fitsSet {
		for i := range p.names {
			ts := p.tokensAt(i)
			if len(ts) == 0 {
				continue
			}
			last := ts[len(ts)-1]
			if opinionKeys[last] {
				p.fits |= fitsOpinion
			}
			if _, ok := weightUnits[last]; ok || last == "weight" {
				p.fits |= fitsLoad
			}
			if role.UnitKey(p.names[i]) {
				p.fits |= fitsUnit
			}
		}
		p.fits |= p.togetherFits() | p.animalFits()
		p.fitsSet = true
	}
	return p.fits
}

// tokensAt returns the words of p.names[i], as sharedTokens gives them
// (shared: read only).
func (p *objPlan) tokensAt(i int) []string {
	if p.toks == nil {
		p.toks = make([][]string, len(p.names))
		for j, n := range p.names {
			p.toks[j] = sharedTokens(n)
		}
	}
	return p.toks[i]
}

// plan returns the cached objPlan of s. The fast path applies to a schema
// with properties and nothing that couples them: no pattern or dependent
// keywords, no property-count bounds, every required name declared.
func (g *Generator) plan(s *jsonschema.Schema) *objPlan {
	if p, ok := g.plans[s]; ok {
		return p
	}
	p := &objPlan{}
	if g.plans == nil {
		g.plans = map[*jsonschema.Schema]*objPlan{}
	}
	g.plans[s] = p
	if s.Properties == nil || len(s.PatternProperties) > 0 || s.PropertyNames != nil || len(s.Dependencies) > 0 ||
		len(s.DependentRequired) > 0 || len(s.DependentSchemas) > 0 || s.UnevaluatedProperties != nil ||
		s.MinProperties >= 0 || s.MaxProperties >= 0 {
		return p
	}
	if ap, ok := s.AdditionalProperties.(*jsonschema.Schema); ok && ap.Always == nil {
		return p // open object: extra keys are invented on the general path
	}
	if idOnlyOpen(s) {
		return p // a record by its id: the change is invented on the general path
	}
	for _, k := range s.Required {
		if _, ok := s.Properties[k]; !ok {
			return p
		}
	}
	p.names = sortedKeys(s.Properties)
	for _, k := range p.names {
		req := false
		for _, r := range s.Required {
			if r == k {
				req = true
				break
			}
		}
		p.required = append(p.required, req)
		p.schemas = append(p.schemas, []*jsonschema.Schema{s.Properties[k]})
		p.segs = append(p.segs, "/"+escapePtr(k))
	}
	p.ok = true
	p.sibs = strings.Join(p.names, ",")
	p.pairs = companionPairs(p.names, p.required)
	p.dirs = sortDirections(p)
	p.ends = pairedIndexes(p.names)
	p.echoes = typeEchoes(p)
	p.flags = flagSubjects(p)
	p.isFlags = isFlags(p)
	p.elems = elementPairs(p)
	p.elemCode = elementCode(p)
	p.clicks = clickWays(p)
	p.counters = counterGroups(p.names)
	p.switches = kindSwitches(p)
	p.switches = append(p.switches, stateSwitches(p, p.switches)...)
	g.planApplies(p)
	g.planNeeds(p)
	p.gates = descGates(p)
	return p
}

// genObjectPlain is genObject for a single plain object schema.
func (g *Generator) genObjectPlain(p *objPlan, f frame, depth int) (any, error) {
	deep := g.deep(depth)
	var use [64]bool
	include := use[:0]
	if len(p.names) > len(use) {
		include = make([]bool, 0, len(p.names))
	}
	include = include[:len(p.names)]
	var opt [64]*jsonschema.Schema
	optional := opt[:0]
	hasReq := false
	for i := range p.names {
		ps := p.schemas[i][0]
		hasReq = hasReq || p.required[i]
		// readOnly (draft-07 §10.3): the server sets the value (an id, a
		// created_at); a request that writes it is not one a client sends
		if !p.required[i] && !deep && !(ps.Always != nil && !*ps.Always) && !g.inf.infinite(ps) && !readOnly(p.schemas[i]) && !auditName(p.names[i]) {
			optional = append(optional, ps)
		} else {
			optional = append(optional, nil)
		}
	}
	// a nested object holds something, and so does a tool whose one
	// parameter is optional (a query tool called without its SQL says nothing)
	g.pickOptional(optional, g.planRanks(p), !hasReq && (depth > 0 || len(optional) == 1), include)
	namesIt := g.namesIt(p, depth, optional, include)
	if depth > 0 && f.presence == 0 && !hasReq {
		coreOfItem(p.names, optional, include)
	}
	if depth == 0 {
		g.includeTopGroups(p, optional, include)
	}
	pick := -1
	if depth <= 1 && !deep {
		pick = g.oneOption(p, optional, include)
	}
	for _, pr := range p.pairs {
		if include[pr[0]] != include[pr[1]] && optional[pr[0]] != nil && optional[pr[1]] != nil {
			include[pr[0]], include[pr[1]] = true, true
		}
	}
	p.sortTogether(include, optional)
	g.sensibleOptional(p.names, optional, include, depth)
	p.flagsTogether(include, optional)
	p.elementsTogether(include, optional)
	g.followRow(p, optional, include, depth)
	n := 0
	for i := range p.names {
		if p.required[i] {
			include[i] = true
		}
		if include[i] {
			n++
		}
	}
	obj := make(map[string]any, n)
	for i, k := range p.names {
		if !include[i] {
			continue
		}
		pres := presOptional
		if p.required[i] {
			pres = presRequired
		}
		g.fillerAt = ""
		v, err := g.gen(p.schemas[i], frame{ptr: f.ptr + p.segs[i], name: k, sibs: p.sibs, presence: pres}, depth+1)
		if err != nil {
			if p.required[i] {
				return nil, err
			}
			continue
		}
		if g.dropFiller(p, i, f.ptr+p.segs[i]) {
			continue
		}
		obj[k] = v
	}
	if err := g.fillKinds(p, obj, f, depth); err != nil {
		return nil, err
	}
	g.fillNeeds(p, obj, f, depth)
	p.dropInapplicable(obj)
	g.fitGates(p, obj)
	g.distinctPairs(p, obj, f, depth)
	g.addressAtCode(p, obj)
	p.dropEchoes(obj)
	p.dropEmptySubjects(obj)
	if len(p.counters) > 0 {
		g.fewSteps(p, obj)
		g.orderCounts(p.counters, obj)
	}
	g.fixFlagsAndProgress(p, obj)
	if p.elemCode[0] >= 0 {
		g.scriptOfElement(p, obj)
	}
	g.fitClick(p, obj)
	if len(p.planRanges().pairs) > 0 {
		g.orderRanges(obj) // (no pair among the names: nothing to order)
	}
	g.fitTexts(p, obj)
	g.linkRefs(p, obj)
	g.sameIDsBelow(p, obj, depth)
	g.distinctRename(p, obj)
	g.fixSome(p.planFixes(), obj, depth)
	p.dropOtherOptions(pick, obj)
	dropEmptyOptional(obj, p.requiredName)
	p.dropEmptyShaped(obj)
	g.addOne(namesIt, p, obj, optional, f, depth)
	return obj, nil
}

// fitTexts makes the drawn members of obj agree with each other and
// with the tool, in this order: values kept together, a file and its
// path, notes, item texts, gated and scoped values, problem and notice
// texts of their scene, parallel lists, feed names and glossary terms.
func (g *Generator) fitTexts(p *objPlan, obj map[string]any) {
	g.fitTogether(p, obj)
	g.fitFile(p, obj)
	g.fitNote(p, obj)
	g.fitItemText(p, obj)
	g.fitGated(p, obj)
	g.fitScope(p, obj)
	g.fitCivicProblem(p, obj)
	g.fitHomeProblem(p, obj)
	g.fitTenantNotice(p, obj)
	g.fitParallel(p, obj)
	g.fitFeedName(p, obj)
	g.fitGlossary(p, obj)
}

// dropEmptyShaped deletes a sole optional member left {} whose schema
// lists members of its own ({"languagePair": {}} of a search whose
// languagePair has a source and a target): it sets nothing, and a request
// says it as "with no pair". A member whose schema lists none is kept:
// its key is what it says ({"paragraph": {}}).
func (p *objPlan) dropEmptyShaped(obj map[string]any) {
	if len(obj) != 1 {
		return
	}
	for i, k := range p.names {
		v, ok := obj[k]
		if !ok || p.required[i] || !emptyValue(v) {
			continue
		}
		for _, s := range p.schemas[i] {
			if s != nil && len(s.Properties) > 0 {
				delete(obj, k)
				return
			}
		}
	}
}

// includeTopGroups marks in include what a tool call's top-level object
// needs beyond its required names: one of a group of which one is
// required (issueId or issueUrl), one of each set of alternatives, and
// the name of what a create tool makes. optional holds the schema of each
// optional name, nil for a required one.
func (g *Generator) includeTopGroups(p *objPlan, optional []*jsonschema.Schema, include []bool) {
	if !p.grouped {
		var req []string
		for i, k := range p.names {
			if p.required[i] {
				req = append(req, k)
			}
		}
		p.group, p.groupExcl = g.requiredGroup(p.names, optional, req)
		opt := make([]bool, len(p.names))
		for i, s := range optional {
			opt[i] = s != nil
		}
		p.alts = alternatives(p.names, opt)
		p.grouped = true
	}
	g.ensureGroup(p.group, p.groupExcl, include)
	g.oneOfEach(p.alts, include)
	g.namesWhatItMakes(p.names, optional, include)
}

// applyDependencies adds to keys the names that present keys require
// (dependentRequired, array dependencies) and to c the schemas they bring
// (dependentSchemas, schema dependencies); added says c grew.
func (g *Generator) applyDependencies(c *conj, keys map[string]bool) (added bool, err error) {
	for changed := true; changed; {
		changed = false
		for _, s := range c.pos {
			for k := range keys {
				deps := s.DependentRequired[k]
				if d, ok := s.Dependencies[k].([]string); ok {
					deps = append(deps, d...)
				}
				for _, d := range deps {
					if !keys[d] {
						keys[d] = true
						changed = true
					}
				}
			}
		}
	}
	var extra []*jsonschema.Schema
	for _, s := range c.pos {
		for _, k := range sortedKeys(keys) {
			if ds := s.DependentSchemas[k]; ds != nil {
				extra = append(extra, ds)
			}
			if ds, ok := s.Dependencies[k].(*jsonschema.Schema); ok {
				extra = append(extra, ds)
			}
		}
	}
	if len(extra) == 0 {
		return false, nil
	}
	n := len(c.pos)
	more, err := g.flatten(append(append([]*jsonschema.Schema(nil), c.pos...), extra...))
	if err != nil {
		return false, err
	}
	if len(more.pos) > n {
		c.pos = more.pos
		c.neg = append(c.neg, more.neg...)
		return true, nil
	}
	return false, nil
}

// wantProperties returns how many properties obj should end with: at least
// minP, and for an open object (not tool arguments) a few invented ones,
// cycling none, one and several; a nested object the request sets is
// rarely {}.
func (g *Generator) wantProperties(c conj, obj map[string]any, deep bool, depth, minP, maxP int) int {
	want := minP
	// an object that declares its properties gets no invented ones: a
	// "priority" or "owner" key beside an index definition's "mappings"
	// is junk, however open the schema leaves it
	if decl := declaresProperties(c); !deep && !decl && !(depth == 0 && g.opts.RootObject) && g.openObject(c, decl) {
		extra := g.choose(c.first(), chExtra, 3, cycle)
		if extra == 0 && len(obj) == 0 && depth > 0 && g.rng.Intn(4) != 0 {
			extra = 1
		}
		if extra == 2 {
			extra = 2 + g.rng.Intn(3)
		}
		if maxP >= 0 && len(obj)+extra > maxP {
			extra = maxP - len(obj)
		}
		if len(obj)+extra > want {
			want = len(obj) + extra
		}
	}
	return want
}

func (g *Generator) genObject(c conj, f frame, depth int) (any, error) {
	if p := g.plainPlan(c); p != nil {
		return g.genObjectPlain(p, f, depth)
	}
	deep := g.deep(depth)
	for round := 0; round < 4; round++ {
		required := map[string]bool{}
		var reqOrder []string
		props := map[string][]*jsonschema.Schema{}
		minP, maxP := 0, -1
		for _, s := range c.pos {
			for _, k := range s.Required {
				if !required[k] {
					required[k], reqOrder = true, append(reqOrder, k)
				}
			}
			for k, ps := range s.Properties {
				props[k] = append(props[k], ps)
			}
			if s.MinProperties > minP {
				minP = s.MinProperties
			}
			if s.MaxProperties >= 0 && (maxP < 0 || s.MaxProperties < maxP) {
				maxP = s.MaxProperties
			}
		}
		if minP > maxObjectKeys {
			return nil, fmt.Errorf("minProperties %d exceeds the synthesizer's limit %d at %s", minP, maxObjectKeys, ptrOr(f.ptr))
		}
		if maxP >= 0 && minP > maxP {
			return nil, fmt.Errorf("minProperties %d > maxProperties %d at %s", minP, maxP, ptrOr(f.ptr))
		}
		// choose the optional properties
		keys := map[string]bool{}
		for _, k := range reqOrder {
			keys[k] = true
		}
		optional := []string{}
		for _, k := range sortedKeys(props) {
			if !required[k] {
				optional = append(optional, k)
			}
		}
		optSchemas := make([]*jsonschema.Schema, len(optional))
		for i, k := range optional {
			if !deep && !g.nameForbidden(c, k) && !g.neverPresent(props[k]) {
				optSchemas[i] = props[k][0]
			}
		}
		in := g.pickOptionalNamed(optional, optSchemas, propNames(props), len(reqOrder) == 0, depth)
		g.needOneSensibly(depth, optional, optSchemas, reqOrder, in)
		pairUpOptional(optional, optSchemas, in, props)
		for i, k := range optional {
			if in[i] {
				keys[k] = true
			}
		}
		// dependencies: required names and schemas of present keys
		added, err := g.applyDependencies(&c, keys)
		if err != nil {
			return nil, err
		}
		if added {
			g.tick()
			continue
		}
		// respect maxProperties by dropping optional keys
		if maxP >= 0 && len(keys) > maxP {
			for i := len(optional) - 1; i >= 0 && len(keys) > maxP; i-- {
				if keys[optional[i]] && !required[optional[i]] {
					delete(keys, optional[i])
				}
			}
		}
		// reach minProperties with optional keys, then new names
		for _, k := range optional {
			if len(keys) >= minP {
				break
			}
			if !g.nameForbidden(c, k) && !g.neverPresent(props[k]) {
				keys[k] = true
			}
		}
		obj := make(map[string]any, len(keys))
		sibs := propNames(props)
		for _, k := range sortedKeys(keys) {
			v, err := g.genProp(c, f, k, sibs, depth)
			if err != nil {
				if required[k] {
					return nil, err
				}
				continue
			}
			obj[k] = v
		}
		g.fillNamed(c, f, obj, props, required, sibs, maxP, depth)
		want := wantSomething(c, f, obj, deep, depth, g.wantProperties(c, obj, deep, depth, minP, maxP))
		for tries := 0; len(obj) < want && tries < 4*want+8; tries++ {
			k, ok := g.newName(c, f, obj)
			if !ok {
				break
			}
			v, err := g.genProp(c, f, k, sibs, depth)
			if err != nil {
				continue
			}
			obj[k] = v
		}
		if len(obj) < minP {
			return nil, fmt.Errorf("cannot reach minProperties %d at %s", minP, ptrOr(f.ptr))
		}
		g.orderRanges(obj)
		g.fitTogether(nil, obj)
		g.fixObjectMembers(obj, depth, required)
		return obj, nil
	}
	return nil, fmt.Errorf("dependencies do not settle at %s", ptrOr(f.ptr))
}

// neverPresent reports whether a property with the schemas ss can only be
// absent (required recursion: see infCache.infinite).
func (g *Generator) neverPresent(ss []*jsonschema.Schema) bool {
	for _, s := range ss {
		if g.inf.infinite(s) {
			return true
		}
	}
	return false
}

// declaresProperties reports whether some schema has a "properties"
// keyword, even an empty one (an MCP tool without parameters).
func declaresProperties(c conj) bool {
	for _, s := range c.pos {
		if s.Properties != nil {
			return true
		}
	}
	return false
}

// openObject reports whether the object invites properties beyond the
// declared ones: no declared properties, or patternProperties, or an
// additionalProperties / propertyNames schema. Objects that declare their
// properties and say nothing else get no invented keys (realism).
func (g *Generator) openObject(c conj, declared bool) bool {
	for _, s := range c.pos {
		if b, ok := s.AdditionalProperties.(bool); ok && !b && len(s.PatternProperties) == 0 {
			return false
		}
	}
	if !declared {
		return true
	}
	for _, s := range c.pos {
		if len(s.PatternProperties) > 0 || s.PropertyNames != nil {
			return true
		}
		if ap, ok := s.AdditionalProperties.(*jsonschema.Schema); ok && ap.Always == nil {
			return true
		}
	}
	return false
}

// propSchemas returns the schemas a property named k must satisfy, and
// whether the name is allowed at all.
func (g *Generator) propSchemas(c conj, k string) ([]*jsonschema.Schema, bool) {
	var out []*jsonschema.Schema
	for _, s := range c.pos {
		matched := false
		if ps, ok := s.Properties[k]; ok {
			out = append(out, ps)
			matched = true
		}
		for _, pp := range g.patternProps(s) {
			if pp.re.MatchString(k) {
				out = append(out, pp.s)
				matched = true
			}
		}
		if !matched {
			switch ap := s.AdditionalProperties.(type) {
			case bool:
				if !ap {
					return nil, false
				}
			case *jsonschema.Schema:
				out = append(out, ap)
				matched = true
			}
		}
		if !matched && s.UnevaluatedProperties != nil && !g.evaluatedElsewhere(c, k) {
			out = append(out, s.UnevaluatedProperties)
		}
		if s.PropertyNames != nil && !valid(s.PropertyNames, k) {
			return nil, false
		}
	}
	for _, s := range out {
		if s.Always != nil && !*s.Always {
			return nil, false
		}
	}
	return out, true
}

// patternProp is one patternProperties entry.
type patternProp struct {
	re *regexp.Regexp
	s  *jsonschema.Schema
}

// patternProps returns s's patternProperties sorted by pattern (the
// compiled keyword is a map: ranging over it would make the order of a
// property's schemas, and so the instances, vary from run to run), cached
// per schema.
func (g *Generator) patternProps(s *jsonschema.Schema) []patternProp {
	if len(s.PatternProperties) == 0 {
		return nil
	}
	if pp, ok := g.patterns[s]; ok {
		return pp
	}
	pp := make([]patternProp, 0, len(s.PatternProperties))
	for re, ps := range s.PatternProperties {
		pp = append(pp, patternProp{re, ps})
	}
	sort.Slice(pp, func(i, j int) bool { return pp[i].re.String() < pp[j].re.String() })
	if g.patterns == nil {
		g.patterns = map[*jsonschema.Schema][]patternProp{}
	}
	g.patterns[s] = pp
	return pp
}

// evaluatedElsewhere reports whether any schema of the conjunction
// evaluates property k (properties, patternProperties,
// additionalProperties).
func (g *Generator) evaluatedElsewhere(c conj, k string) bool {
	for _, s := range c.pos {
		if _, ok := s.Properties[k]; ok {
			return true
		}
		for re := range s.PatternProperties {
			if re.MatchString(k) {
				return true
			}
		}
		if s.AdditionalProperties != nil {
			return true
		}
	}
	return false
}

func (g *Generator) nameForbidden(c conj, k string) bool {
	_, ok := g.propSchemas(c, k)
	return !ok
}

// genProp generates property k of an object whose declared property names
// are sibs (comma-separated, as the plain path passes them).
func (g *Generator) genProp(c conj, f frame, k, sibs string, depth int) (any, error) {
	ss, ok := g.propSchemas(c, k)
	if !ok {
		return nil, fmt.Errorf("property %q not allowed at %s", k, ptrOr(f.ptr))
	}
	pres := presOptional
	for _, s := range c.pos {
		if slices.Contains(s.Required, k) {
			pres = presRequired
		}
	}
	return g.gen(ss, frame{ptr: f.ptr + "/" + escapePtr(k), name: k, sibs: sibs, presence: pres}, depth+1)
}

// propNames joins the names of props, sorted, with commas.
func propNames[V any](props map[string]V) string {
	if len(props) == 0 {
		return ""
	}
	names := make([]string, 0, len(props))
	for k := range props {
		names = append(names, k)
	}
	sort.Strings(names)
	return strings.Join(names, ",")
}

func escapePtr(s string) string {
	if !strings.ContainsAny(s, "~/") {
		return s
	}
	return strings.NewReplacer("~", "~0", "/", "~1").Replace(s)
}

// fieldNames are the keys invented for open objects: common field names
// whose values realism then fills (status → "active", email → an address).
var fieldNames = []string{"status", "name", "email", "title", "created_at", "price", "category", "tags", "count",
	"city", "country", "enabled", "id", "type", "description", "url", "priority", "owner", "version", "score",
	"updated_at", "language", "quantity", "color", "label"}

// newName invents a property name allowed by the conjunction and not in obj.
func (g *Generator) newName(c conj, f frame, obj map[string]any) (string, bool) {
	var pats []*regexp.Regexp
	var names []*jsonschema.Schema
	for _, s := range c.pos {
		for re := range s.PatternProperties {
			pats = append(pats, re)
		}
		if s.PropertyNames != nil {
			names = append(names, s.PropertyNames)
		}
	}
	sort.Slice(pats, func(i, j int) bool { return pats[i].String() < pats[j].String() })
	var known []string
	for _, s := range c.pos {
		known = append(known, sortedKeys(s.DependentRequired)...)
		known = append(known, sortedKeys(s.DependentSchemas)...)
		known = append(known, sortedKeys(s.Dependencies)...)
		for _, k := range sortedKeys(s.DependentRequired) {
			known = append(known, s.DependentRequired[k]...)
		}
		for _, k := range sortedKeys(s.Dependencies) {
			if l, ok := s.Dependencies[k].([]string); ok {
				known = append(known, l...)
			}
		}
	}
	for try := 0; try < 12; try++ {
		var k string
		switch {
		case len(known) > 0 && try%3 == 0:
			k = known[g.rng.Intn(len(known))]
		case len(names) > 0 && try < 4:
			// a field of the instance's data domain, when the names allow it
			fs := g.domain().fields
			k = fs[g.rng.Intn(len(fs))].name
			if !matchesAll(names, k) {
				continue
			}
		case len(names) > 0 && try%2 == 0:
			v, err := g.gen(names, frame{ptr: f.ptr}, 0)
			if err != nil {
				continue
			}
			s, ok := v.(string)
			if !ok {
				continue
			}
			k = s
		case len(pats) > 0 && try < 8:
			s, err := g.regexString(pats[g.rng.Intn(len(pats))].String(), 0, -1)
			if err != nil {
				continue
			}
			k = s
		default:
			k = fieldNames[g.rng.Intn(len(fieldNames))]
			if try > 4 {
				k = g.noun() + "_" + fieldNames[g.rng.Intn(len(fieldNames))]
			}
		}
		if _, dup := obj[k]; dup {
			continue
		}
		if !g.nameForbidden(c, k) {
			return k, true
		}
	}
	return "", false
}

// ---- arrays ----

// arrayShape is what genArray reads from the conjunction's array keywords.
type arrayShape struct {
	minI, maxI int // item count bounds (maxI < 0: none)
	unique     bool
	prefix     int // items positionally defined
	contains   []*jsonschema.Schema
	minC, maxC int
}

// arrayShape gathers the item bounds of c's schemas; unevaluatedItems
// false closes the array after the positional items.
func (g *Generator) arrayShape(c conj) arrayShape {
	minI, maxI := 0, -1
	unique := false
	prefix := 0
	var contains []*jsonschema.Schema
	minC, maxC := 0, -1
	for _, s := range c.pos {
		if s.MinItems > minI {
			minI = s.MinItems
		}
		if s.MaxItems >= 0 && (maxI < 0 || s.MaxItems < maxI) {
			maxI = s.MaxItems
		}
		unique = unique || s.UniqueItems
		n := len(s.PrefixItems)
		if its, ok := s.Items.([]*jsonschema.Schema); ok {
			n = len(its)
			if b, ok := s.AdditionalItems.(bool); ok && !b {
				maxI = minNonNeg(maxI, n)
			}
		}
		if s.Items2020 != nil && s.Items2020.Always != nil && !*s.Items2020.Always {
			maxI = minNonNeg(maxI, n)
		}
		if it, ok := s.Items.(*jsonschema.Schema); ok && it.Always != nil && !*it.Always {
			maxI = minNonNeg(maxI, 0)
		}
		if n > prefix {
			prefix = n
		}
		if s.Contains != nil {
			contains = append(contains, s.Contains)
			if s.MinContains > minC {
				minC = s.MinContains
			}
			if s.MaxContains >= 0 && (maxC < 0 || s.MaxContains < maxC) {
				maxC = s.MaxContains
			}
		}
	}
	for _, s := range c.pos {
		if s.UnevaluatedItems != nil && s.UnevaluatedItems.Always != nil && !*s.UnevaluatedItems.Always && !g.itemsOpen(c) {
			limit := prefix
			if len(contains) > 0 {
				limit = -1
			}
			if limit >= 0 {
				maxI = minNonNeg(maxI, limit)
			}
		}
	}
	return arrayShape{minI: minI, maxI: maxI, unique: unique, prefix: prefix, contains: contains, minC: minC, maxC: maxC}
}

// arrayLen chooses how many items to generate: a typical few, or (covered
// once each) the fewest or the most allowed; a property the request sets
// is rarely an empty array.
func (g *Generator) arrayLen(c conj, f frame, depth, minI, maxI int) int {
	hi := maxI
	typical := minI + 1 + g.rng.Intn(3)
	spread := 4 + g.attempts
	if spread > 12 {
		spread = 12
	}
	if hi < 0 || hi > minI+spread {
		hi = minI + spread
	}
	if typical > hi {
		typical = hi
	}
	n := typical
	if g.deep(depth) {
		n = minI
	} else if minI != hi {
		switch g.choose(c.first(), chItems, 3, coverOnce) {
		case 1:
			if isVectorName(f.name) {
				break // an empty embedding searches for nothing
			}
			n = minI
			if n == 0 && f.name != "" {
				// a named list the call passes holds something: an
				// empty documents/origins/definition list says nothing
				n = 1
			}
		case 2:
			n = hi
		}
	}
	if isVectorName(f.name) && n < 4 && (maxI < 0 || maxI >= 4) {
		n = 4 + g.rng.Intn(5)
	}
	if n > 1 && minI <= 1 && (runArray(c, f.name) || g.singularList(c, f.name)) {
		n = 1 // one text in one run; one index definition, one method
	}
	if l := strings.ToLower(f.name); maxI < 0 && n > max(2, minI) && (strings.HasPrefix(l, "sort") || strings.HasPrefix(l, "order")) {
		n = max(2, minI) // a result is sorted by one key, now and then a second
	}
	if few := max(2, minI); n > few && (maxI < 0 || maxI > few) && fewItemsList(f.name) {
		// a list of people or files a user names in one request holds one
		// or two: an issue for four assignees, four files onto one upload
		// box read as filler
		n = few
	}
	if e := enumItems(c); maxI < 0 && e > 0 && n > max(1, e/2, minI) {
		// a pick from a small closed set names a few of its values, not
		// most of them ("Shift, Meta, ControlOrMeta and Control")
		n = max(1, e/2, minI)
	}
	return n
}

// fewListWords are the last words of a list property's name whose items a
// person names one by one: the people a piece of work goes to (assignees,
// reviewers; a meeting's attendees may be many), files and
// places ("Reforma 222, Mexico City; Chapultepec Park, Mexico City; and
// …" reads as a table).
var fewListWords = map[string]bool{
	"assignees": true, "reviewers": true, "owners": true, "approvers": true, "labels": true,
	"paths": true, "files": true, "attachments": true, "filenames": true, "uploads": true,
	"origins": true, "destinations": true, "addresses": true, "places": true, "waypoints": true, "stops": true,
}

// fewItemsList reports whether an array property's name ("assignees",
// "team_reviewers", "filePaths") says its items are people or files.
func fewItemsList(name string) bool {
	t := sharedTokens(name)
	return len(t) > 0 && fewListWords[t[len(t)-1]]
}

// enumItems is the number of values the array's items may take when they
// are an enumeration (0 when they are not).
func enumItems(c conj) int {
	for _, s := range c.pos {
		it, ok := s.Items.(*jsonschema.Schema)
		if !ok || it == nil {
			it = s.Items2020
		}
		if it != nil && len(it.Enum) > 0 {
			return len(it.Enum)
		}
	}
	return 0
}

// isVectorName reports whether an array property holds an embedding
// ("queryVector", "embedding"): a few numbers in [-1, 1], never empty.
func isVectorName(name string) bool {
	n := strings.ToLower(name)
	return strings.Contains(n, "vector") || strings.Contains(n, "embedding")
}

func (g *Generator) genArray(c conj, f frame, depth int) (any, error) {
	sh := g.arrayShape(c)
	minI, maxI, unique, contains, minC, maxC := sh.minI, sh.maxI, sh.unique, sh.contains, sh.minC, sh.maxC
	if len(contains) > 0 && minC > 0 && minC > minI {
		minI = minC
	}
	if minI > maxArrayLen {
		return nil, fmt.Errorf("minItems %d exceeds the synthesizer's limit %d at %s", minI, maxArrayLen, ptrOr(f.ptr))
	}
	if maxI >= 0 && minI > maxI {
		return nil, fmt.Errorf("minItems %d > maxItems %d at %s", minI, maxI, ptrOr(f.ptr))
	}
	n := g.arrayLen(c, f, depth, minI, maxI)
	uniform := g.uniformItems(c, contains)
	if t, ok := g.sheetRows(c, f, uniform, n); ok {
		return t, nil
	}
	rows, leave := g.enterRows(uniform, f.name, depth, n)
	defer leave()
	var callThings *things // the call's things, as the first object left them
	defer g.restoreCall(&callThings)
	itemDesc := g.itemDesc(c, f)
	arr := make([]any, 0, n)
	seen := map[uint64]bool{}
	idNums := idListName(f.name)
	distinct := func(v any) bool { return distinctItem(v) || idNums && isWhole(v) }
	var seenKeys map[string]bool
	seenNames := map[string]bool{} // every name of the items so far (itemNames)
	nc := containsCount(contains, minC, maxC)
	for i := 0; i < n; i++ {
		var ss []*jsonschema.Schema
		if uniform != nil {
			ss = uniform
		} else {
			ss = g.itemSchemas(c, i)
		}
		wantContains := i < nc
		if wantContains {
			ss = append(ss, contains...)
		}
		var v any
		var err error
		var hv uint64
		ok := false
		if i == 0 && (strings.EqualFold(f.name, "cc") || strings.EqualFold(f.name, "bcc") ||
			g.sc.naddr > 0 && len(ss) > 0 && ss[0].Format == "email") {
			// copied people are not the recipient, and a list of
			// addresses after another (the recipients after the cc)
			// starts on a person of its own
			g.sc.newPerson()
		}
		objects := len(ss) > 0 && (hasTypeName(ss[0].Types, "object") || ss[0].Properties != nil)
		if i > 0 {
			g.nextItemScene(ss, objects, i, &callThings)
		}
		for t := 0; t < 8; t++ {
			if t > 0 && objects {
				g.sc.newThing()
			}
			v, err = g.gen(ss, frame{ptr: f.ptr + "/" + strconv.Itoa(i), name: f.name, desc: itemDesc, sibs: f.sibs}, depth+1)
			if err != nil {
				continue
			}
			if !wantContains && maxC >= 0 && len(contains) > 0 && matchesAll(contains, v) {
				continue
			}
			// the item's hash, computed once for the checks below
			hv = 0
			if unique || distinct(v) {
				hv = canonHash(v)
			}
			if (unique || t < 7 && distinct(v)) && seen[hv] {
				// real arrays of strings and objects rarely repeat an item
				continue
			}
			if t < 2 && seenKeys[itemKey(v)] || t < 4 && seenAny(seenNames, itemNames(v)) {
				continue // nor name one thing twice (see keyedItem)
			}
			ok = true
			break
		}
		if ok && !unique && i >= minI && (distinct(v) && seen[hv] || seenAny(seenNames, itemNames(v))) {
			break // only repeats left: stop at a length that needs none
		}
		if !ok {
			if i >= minI {
				break
			}
			if err == nil {
				err = fmt.Errorf("cannot find %d distinct items at %s", minI, ptrOr(f.ptr))
			}
			return nil, err
		}
		if unique || distinct(v) {
			seen[hv] = true
		}
		keep, stop := keyedItem(&seenKeys, v, i, minI)
		if keep {
			arr = append(arr, v)
			for _, k := range itemNames(v) {
				seenNames[k] = true
			}
		}
		if stop {
			break
		}
	}
	if uniform != nil && !unique {
		arr = g.smoothSeries(uniform, f, arr)
		dropRepeatedWords(uniform, arr)
	}
	g.tidyRows(rows, uniform, arr)
	return orderNumbers(arr, itemDesc, minI), nil
}

// uniformItems is the conjunction every item of an array of c takes when
// c is one schema with one items schema and no contains; nil otherwise
// (items differ by position or some must match contains).
func (g *Generator) uniformItems(c conj, contains []*jsonschema.Schema) []*jsonschema.Schema {
	if len(c.pos) != 1 || len(contains) != 0 {
		return nil
	}
	s := c.pos[0]
	if it, ok := s.Items.(*jsonschema.Schema); ok && len(s.PrefixItems) == 0 && s.Items2020 == nil {
		return g.oneSchema(it)
	} else if s.Items2020 != nil && len(s.PrefixItems) == 0 && s.Items == nil {
		return g.oneSchema(s.Items2020)
	}
	return nil
}

// nextItemScene readies the scene for item i > 0 of a list (item schemas
// ss; objects: the items are objects). Each item of a list is its own
// person (attendees, recipients), and each object its own task, row or
// request; the strings of one list (an entity's observations) stay about
// one entity type. Before the second object it keeps the call's things in
// *saved, for restoreCall.
func (g *Generator) nextItemScene(ss []*jsonschema.Schema, objects bool, i int, saved **things) {
	if i == 1 && objects {
		t := g.sc.keepThings()
		*saved = &t
	}
	keep := g.sc.entType
	g.sc.newPerson()
	if len(ss) > 0 && len(ss[0].Types) == 1 && ss[0].Types[0] == "string" {
		g.sc.entType = keep
	}
	if objects {
		g.sc.newThing()
	}
}

// restoreCall puts back the call's things nextItemScene kept, if any.
func (g *Generator) restoreCall(saved **things) {
	if *saved != nil {
		g.sc.restoreThings(**saved)
	}
}

// titleDesc returns s's title and description joined by a space (the
// context of an array's items), built once per schema.
func (g *Generator) titleDesc(s *jsonschema.Schema) string {
	if td, ok := g.titleDescs[s]; ok {
		return td
	}
	if g.titleDescs == nil {
		g.titleDescs = map[*jsonschema.Schema]string{}
	}
	td := s.Title + " " + s.Description
	g.titleDescs[s] = td
	return td
}

// distinctItem reports whether an array item of v's kind should not repeat
// (strings and objects: paths, patterns, recipients, records).
func distinctItem(v any) bool {
	switch v.(type) {
	case string, map[string]any:
		return true
	}
	return false
}

// idListName tells whether an array's name says its items are ids or
// numbers of things ("ticket_nos", "lab_numbers", "ids"): numbered
// things are each named once, so whole-number items do not repeat
// ("tickets 83, 83 and 40").
func idListName(name string) bool {
	ts := tokens(name)
	if len(ts) == 0 {
		return false
	}
	last := ts[len(ts)-1]
	return strings.HasSuffix(last, "s") && (idHeads[singular(last)] || idHeads[strings.TrimSuffix(last, "s")])
}

// isWhole tells whether v is a whole number (wholeNumber).
func isWhole(v any) bool {
	_, ok := wholeNumber(v)
	return ok
}

func matchesAll(ss []*jsonschema.Schema, v any) bool {
	for _, s := range ss {
		if !valid(s, v) {
			return false
		}
	}
	return true
}

func minNonNeg(a, b int) int {
	if a < 0 || b < a {
		return b
	}
	return a
}

// oneSchema returns a cached one-element slice holding s.
func (g *Generator) oneSchema(s *jsonschema.Schema) []*jsonschema.Schema {
	if ss, ok := g.ones[s]; ok {
		return ss
	}
	if g.ones == nil {
		g.ones = map[*jsonschema.Schema][]*jsonschema.Schema{}
	}
	ss := []*jsonschema.Schema{s}
	g.ones[s] = ss
	return ss
}

// itemsOpen reports whether some schema evaluates every item.
func (g *Generator) itemsOpen(c conj) bool {
	for _, s := range c.pos {
		if s.Items2020 != nil {
			return true
		}
		if _, ok := s.Items.(*jsonschema.Schema); ok {
			return true
		}
		if s.AdditionalItems != nil {
			return true
		}
	}
	return false
}

// itemSchemas returns the schemas item i must satisfy.
func (g *Generator) itemSchemas(c conj, i int) []*jsonschema.Schema {
	var out []*jsonschema.Schema
	covered := false
	for _, s := range c.pos {
		switch {
		case i < len(s.PrefixItems):
			out = append(out, s.PrefixItems[i])
			covered = true
		case s.Items2020 != nil:
			out = append(out, s.Items2020)
			covered = true
		}
		switch its := s.Items.(type) {
		case *jsonschema.Schema:
			out = append(out, its)
			covered = true
		case []*jsonschema.Schema:
			if i < len(its) {
				out = append(out, its[i])
				covered = true
			} else if ai, ok := s.AdditionalItems.(*jsonschema.Schema); ok {
				out = append(out, ai)
				covered = true
			}
		}
	}
	if !covered {
		for _, s := range c.pos {
			if s.UnevaluatedItems != nil {
				out = append(out, s.UnevaluatedItems)
			}
		}
	}
	return out
}

// fromExamples returns, a fifth of the time, one of c's non-boolean
// defaults and examples that c accepts.
func (g *Generator) fromExamples(c conj) (any, bool) {
	if g.rng.Intn(5) != 0 {
		return nil, false
	}
	var ex []any
	for _, s := range c.pos {
		if _, isBool := s.Default.(bool); s.Default != nil && !isBool && s.Default != "" {
			ex = append(ex, s.Default) // a boolean default is rarely set explicitly
		}
		ex = append(ex, s.Examples...)
	}
	if len(ex) > 0 {
		if ok := g.acceptedValues(c, ex, "examples"); len(ok) > 0 {
			return ok[g.rng.Intn(len(ok))], true
		}
	}
	return nil, false
}

// describedObject returns the object an untyped value's description shows
// ("It must contain the field type (e.g. `{ type: 'string' }`)").
func describedObject(c conj) (map[string]any, bool) {
	for _, s := range c.pos {
		if v, ok := jsObjectExample(s.Description); ok && c.accepts(v) {
			return v, true
		}
	}
	return nil, false
}

// boolOverString narrows ["string","boolean"] to the boolean for a named
// parameter: the string is the boolean spelled out for clients that
// stringify; a call passes the boolean.
func boolOverString(c conj, types []int, name string) []int {
	if len(types) == 2 && types[0] == tStr && types[1] == tBool && !hasStringKeywords(c) && name != "" {
		return boolType
	}
	return types
}

// jsObjectRE matches a one-member object literal in backticks, as
// descriptions write them: `{ type: 'string' }`.
var jsObjectRE = regexp.MustCompile("`\\{\\s*([A-Za-z_][A-Za-z0-9_]*)\\s*:\\s*'([^']*)'\\s*\\}`")

// jsObjectExample returns the first one-member object literal a
// description shows, as a value.
func jsObjectExample(desc string) (map[string]any, bool) {
	if !strings.Contains(desc, "`{") {
		return nil, false
	}
	m := jsObjectRE.FindStringSubmatch(desc)
	if m == nil {
		return nil, false
	}
	return map[string]any{m[1]: m[2]}, true
}

// constOnly says s is an object whose properties are all consts: a branch
// that names a kind ({"type": "workspace"}) and nothing it refers to.
func constOnly(s *jsonschema.Schema) bool {
	if s == nil || len(s.Properties) == 0 || s.Ref != nil {
		return false
	}
	for _, p := range s.Properties {
		if p.Constant == nil && len(p.Enum) != 1 {
			return false
		}
	}
	return true
}

// auditName reports whether a property name is one a server keeps on its
// own (created_at, updatedBy, deleted_on): who changed a record and when.
// Schemas generated from a model (OpenAPI, an ORM) list them beside the
// fields a client writes, often without readOnly.
func auditName(name string) bool {
	if len(name) < 9 || !auditPrefix(name) {
		return false // most names: no tokenizing on this per-object path
	}
	ts := role.Tokens(name)
	if len(ts) != 2 {
		return false
	}
	switch ts[0] {
	case "created", "updated", "modified", "deleted":
		switch ts[1] {
		case "at", "by", "on", "date", "time":
			return true
		}
	}
	return false
}

// auditPrefix reports whether name opens with created, updated, modified
// or deleted, in any case.
func auditPrefix(name string) bool {
	for _, p := range [...]string{"created", "updated", "modified", "deleted"} {
		if len(name) > len(p) && strings.EqualFold(name[:len(p)], p) {
			return true
		}
	}
	return false
}

// readOnly reports whether any of a property's schemas says readOnly.
func readOnly(ss []*jsonschema.Schema) bool {
	for _, s := range ss {
		if s.ReadOnly {
			return true
		}
	}
	return false
}

// containsCount is the number of items drawn for an array's contains
// schemas: minContains, at most maxContains; 0 without contains.
func containsCount(contains []*jsonschema.Schema, minC, maxC int) int {
	if len(contains) == 0 {
		return 0
	}
	if maxC >= 0 && minC > maxC {
		return maxC
	}
	return minC
}
