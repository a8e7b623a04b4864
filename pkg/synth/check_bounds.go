package synth

import (
	"fmt"
	"math"
	"math/big"
	"regexp/syntax"
	"slices"

	"github.com/santhosh-tekuri/jsonschema/v5"
)

// boundsContradiction reports keywords of one schema node that no instance
// can satisfy together, beyond the min > max pairs checkSatisfiable reads:
// a "not" that rejects every value, a pattern whose matches are all shorter
// than minLength (or longer than maxLength), a multipleOf with no multiple
// between the bounds, and uniqueItems with fewer distinct items possible
// than minItems, a format whose values are all longer than maxLength (a
// date in 5 characters) or shorter than minLength. p is the node's JSON pointer. Each check only fires when
// the contradiction is certain for the node's declared types.
func boundsContradiction(s *jsonschema.Schema, p string) error {
	if s.Not != nil && rejectsEverything(s.Not) {
		return fmt.Errorf("\"not\" excludes every value at %s", p)
	}
	only := func(t string) bool { return len(s.Types) == 1 && s.Types[0] == t }
	if s.Pattern != nil && only("string") {
		if lo, hi, ok := patternLengths(s.Pattern.String()); ok {
			if s.MinLength >= 0 && hi >= 0 && hi < s.MinLength {
				return fmt.Errorf("pattern %q matches at most %s, fewer than minLength %d at %s", s.Pattern.String(), chars(hi), s.MinLength, p)
			}
			if s.MaxLength >= 0 && lo > s.MaxLength {
				return fmt.Errorf("pattern %q needs at least %s, more than maxLength %d at %s", s.Pattern.String(), chars(lo), s.MaxLength, p)
			}
		}
	}
	if lo, hi, ok := formatLengths(s.Format); ok && only("string") {
		if s.MaxLength >= 0 && lo > s.MaxLength {
			return fmt.Errorf("format %q needs at least %s (%s), more than maxLength %d at %s", s.Format, chars(lo), formatShortest[s.Format], s.MaxLength, p)
		}
		if s.MinLength >= 0 && hi >= 0 && hi < s.MinLength {
			return fmt.Errorf("format %q has at most %s, fewer than minLength %d at %s", s.Format, chars(hi), s.MinLength, p)
		}
	}
	if (s.MultipleOf != nil && s.MultipleOf.Sign() > 0 && only("number")) || only("integer") {
		// an integer is a multiple of 1: none strictly between 1 and 2
		if err := noMultiple(s, p); err != nil {
			return err
		}
	}
	if only("array") && s.MinItems > 0 && len(s.PrefixItems) == 0 {
		if it, ok := s.Items.(*jsonschema.Schema); (ok && it.Always != nil && !*it.Always) || (s.Items2020 != nil && s.Items2020.Always != nil && !*s.Items2020.Always) {
			return fmt.Errorf("items false allows no item, but minItems is %d at %s", s.MinItems, p)
		}
	}
	if len(s.AllOf) > 1 {
		if err := disjointTypes(s, p); err != nil {
			return err
		}
	}
	if s.UniqueItems && s.MinItems > 0 && only("array") {
		if n, ok := distinctItems(s); ok && n < s.MinItems {
			return fmt.Errorf("uniqueItems with minItems %d, but the items allow only %d distinct values at %s", s.MinItems, n, p)
		}
	}
	return nil
}

// formatShortest holds the shortest value of each format whose length is
// bounded, as the message shows it.
var formatShortest = map[string]string{
	"date": "2025-01-31", "date-time": "2025-01-31T09:00:00Z", "time": "09:00:00",
	"uuid": "123e4567-e89b-12d3-a456-426614174000", "ipv4": "1.2.3.4", "ipv6": "::",
	"email": "a@b", "duration": "P1D",
}

// formatLengths returns the least and the greatest number of characters a
// string of the format f has (hi -1: no bound); ok is false for a format
// whose lengths are not bounded or not known. The values synth writes for
// a format are of the format whether or not the schema asserts it, so a
// length bound outside these lengths leaves nothing to write.
func formatLengths(f string) (lo, hi int, ok bool) {
	switch f {
	case "date":
		return 10, 10, true // YYYY-MM-DD
	case "date-time":
		return 20, -1, true
	case "time":
		return 8, -1, true // HH:MM:SS, an offset and fractions optional
	case "uuid":
		return 36, 36, true
	case "ipv4":
		return 7, 15, true
	case "ipv6":
		return 2, 45, true
	case "email":
		return 3, -1, true
	case "duration":
		return 3, -1, true
	}
	return 0, 0, false
}

// chars says n characters ("1 character", "5 characters").
func chars(n int) string {
	if n == 1 {
		return "1 character"
	}
	return fmt.Sprintf("%d characters", n)
}

// rejectsEverything reports whether {"not": n} rejects every instance:
// whether n is certain to accept every value (true, {}, a type list of all
// six JSON types, an allOf of such schemas), with no keyword that could
// reject one. Anything else counts as satisfiable: a "not" whose schema
// only looks broad ({"items": {"pattern": "^[a-z]"}}) still lets values
// through.
func rejectsEverything(n *jsonschema.Schema) bool {
	return acceptsAll(n, 0)
}

// allTypes are the JSON types a type list must name to accept every value
// ("integer" is part of "number").
var allTypes = []string{"null", "boolean", "number", "string", "array", "object"}

func acceptsAll(n *jsonschema.Schema, depth int) bool {
	if n == nil || depth > 8 {
		return false
	}
	if n.Always != nil {
		return *n.Always
	}
	if len(n.Types) > 0 {
		for _, t := range allTypes {
			if !slices.Contains(n.Types, t) {
				return false
			}
		}
	}
	for _, a := range n.AllOf {
		if !acceptsAll(a, depth+1) {
			return false
		}
	}
	if n.Ref != nil && !acceptsAll(n.Ref, depth+1) {
		return false
	}
	ap, _ := n.AdditionalProperties.(bool)
	return n.Format == "" && n.RecursiveRef == nil && n.DynamicRef == nil && n.Constant == nil && n.Enum == nil &&
		n.Not == nil && len(n.AnyOf) == 0 && len(n.OneOf) == 0 && n.If == nil &&
		n.MinProperties < 0 && n.MaxProperties < 0 && len(n.Required) == 0 && len(n.Properties) == 0 &&
		n.PropertyNames == nil && len(n.PatternProperties) == 0 && (n.AdditionalProperties == nil || ap) &&
		len(n.Dependencies) == 0 && len(n.DependentRequired) == 0 && len(n.DependentSchemas) == 0 && n.UnevaluatedProperties == nil &&
		n.MinItems < 0 && n.MaxItems < 0 && !n.UniqueItems && n.Items == nil && n.AdditionalItems == nil &&
		len(n.PrefixItems) == 0 && n.Items2020 == nil && n.Contains == nil && n.UnevaluatedItems == nil &&
		n.MinLength < 0 && n.MaxLength < 0 && n.Pattern == nil && n.ContentEncoding == "" && n.ContentMediaType == "" && n.ContentSchema == nil &&
		n.Minimum == nil && n.ExclusiveMinimum == nil && n.Maximum == nil && n.ExclusiveMaximum == nil && n.MultipleOf == nil &&
		len(n.Extensions) == 0
}

// patternLengths returns the least and the greatest number of characters a
// string matching the ECMA-262 pattern src can have (hi -1: no bound). An
// unanchored pattern can be surrounded by anything, so only lo holds for
// it. ok is false when src does not parse as RE2.
func patternLengths(src string) (lo, hi int, ok bool) {
	re, err := syntax.Parse(src, syntax.Perl)
	if err != nil {
		return 0, 0, false
	}
	re = re.Simplify()
	lo, hi = reLengths(re)
	if !anchoredBothEnds(re) {
		hi = -1
	}
	return lo, hi, true
}

// anchoredBothEnds reports whether re starts with ^ (or \A) and ends with $
// (or \z) at its top level.
func anchoredBothEnds(re *syntax.Regexp) bool {
	if re.Op != syntax.OpConcat || len(re.Sub) < 2 {
		return false
	}
	first, last := re.Sub[0].Op, re.Sub[len(re.Sub)-1].Op
	return (first == syntax.OpBeginText || first == syntax.OpBeginLine) && (last == syntax.OpEndText || last == syntax.OpEndLine)
}

// reLengths returns the least and greatest match length of re in
// characters (hi -1: unbounded).
func reLengths(re *syntax.Regexp) (lo, hi int) {
	add := func(a, b int) int {
		if a < 0 || b < 0 {
			return -1
		}
		return a + b
	}
	switch re.Op {
	case syntax.OpLiteral:
		return len(re.Rune), len(re.Rune)
	case syntax.OpCharClass, syntax.OpAnyChar, syntax.OpAnyCharNotNL:
		return 1, 1
	case syntax.OpCapture:
		return reLengths(re.Sub[0])
	case syntax.OpConcat:
		for _, s := range re.Sub {
			l, h := reLengths(s)
			lo, hi = lo+l, add(hi, h)
		}
		return lo, hi
	case syntax.OpAlternate:
		lo = math.MaxInt32
		for _, s := range re.Sub {
			l, h := reLengths(s)
			lo = min(lo, l)
			if h < 0 || hi < 0 {
				hi = -1
			} else {
				hi = max(hi, h)
			}
		}
		return lo, hi
	case syntax.OpStar:
		return 0, -1
	case syntax.OpPlus:
		l, _ := reLengths(re.Sub[0])
		return l, -1
	case syntax.OpQuest:
		_, h := reLengths(re.Sub[0])
		return 0, h
	case syntax.OpRepeat:
		l, h := reLengths(re.Sub[0])
		lo = l * re.Min
		switch {
		case re.Max < 0 || h < 0:
			hi = -1
		default:
			hi = h * re.Max
		}
		return lo, hi
	case syntax.OpNoMatch:
		return math.MaxInt32, 0
	}
	return 0, 0 // empty match, anchors, word boundaries
}

// noMultiple reports a number schema whose bounds hold no multiple of its
// multipleOf (and, for type integer, no integer multiple).
func noMultiple(s *jsonschema.Schema, p string) error {
	lo, loEx := s.Minimum, false
	if s.ExclusiveMinimum != nil && (lo == nil || s.ExclusiveMinimum.Cmp(lo) >= 0) {
		lo, loEx = s.ExclusiveMinimum, true
	}
	hi, hiEx := s.Maximum, false
	if s.ExclusiveMaximum != nil && (hi == nil || s.ExclusiveMaximum.Cmp(hi) <= 0) {
		hi, hiEx = s.ExclusiveMaximum, true
	}
	if lo == nil || hi == nil {
		return nil
	}
	step := big.NewRat(1, 1)
	if s.MultipleOf != nil && s.MultipleOf.Sign() > 0 {
		step.Set(s.MultipleOf)
	}
	if s.Types[0] == "integer" && !step.IsInt() {
		// Integer multiples of a/b are the multiples of a (for a/b in lowest terms).
		step.SetInt(step.Num())
	}
	// k = ceil(lo/step); the least multiple at or above lo is k*step.
	q := new(big.Rat).Quo(lo, step)
	k := new(big.Int).Quo(q.Num(), q.Denom())
	if q.Sign() > 0 && !q.IsInt() {
		k.Add(k, big.NewInt(1))
	}
	m := new(big.Rat).Mul(new(big.Rat).SetInt(k), step)
	if loEx && m.Cmp(lo) == 0 {
		m.Add(m, step)
	}
	if c := m.Cmp(hi); c > 0 || c == 0 && hiEx {
		if s.MultipleOf == nil {
			return fmt.Errorf("no integer between %s and %s at %s", ratText(lo), ratText(hi), p)
		}
		return fmt.Errorf("no multiple of %s between %s and %s at %s", ratText(s.MultipleOf), ratText(lo), ratText(hi), p)
	}
	return nil
}

// distinctItems returns how many distinct values the items of an array
// schema can take when that number is small and certain: a boolean item
// type (2), an enum (its length), a const (1). ok is false otherwise.
func distinctItems(s *jsonschema.Schema) (n int, ok bool) {
	it, _ := s.Items.(*jsonschema.Schema)
	if it == nil {
		it = s.Items2020
	}
	if it == nil || len(s.PrefixItems) > 0 {
		return 0, false
	}
	for it.Ref != nil && len(it.Types) == 0 && it.Enum == nil && it.Constant == nil {
		it = it.Ref
	}
	switch {
	case it.Constant != nil:
		return 1, true
	case it.Enum != nil:
		return len(it.Enum), true
	case len(it.Types) == 1 && it.Types[0] == "boolean":
		return 2, true
	case len(it.Types) == 1 && it.Types[0] == "null":
		return 1, true
	}
	return 0, false
}

// disjointTypes reports an allOf whose branches (with the node itself)
// declare types no value has in common ({"allOf": [{"type": "string"},
// {"type": "integer"}]}); "integer" counts as a "number".
func disjointTypes(s *jsonschema.Schema, p string) error {
	var common map[string]bool
	meet := func(types []string) {
		if len(types) == 0 {
			return
		}
		m := map[string]bool{}
		for _, t := range types {
			m[t] = true
			if t == "number" {
				m["integer"] = true
			}
		}
		if common == nil {
			common = m
			return
		}
		for t := range common {
			if !m[t] {
				delete(common, t)
			}
		}
	}
	meet(s.Types)
	for _, a := range s.AllOf {
		meet(a.Types)
	}
	if common != nil && len(common) == 0 {
		return fmt.Errorf("the allOf branches' types have no value in common at %s", p)
	}
	return nil
}
