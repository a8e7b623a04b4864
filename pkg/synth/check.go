package synth

import (
	"fmt"

	"github.com/santhosh-tekuri/jsonschema/v5"
)

// checkSatisfiable walks the parts of s every instance must satisfy (the
// root, $ref targets, allOf, required properties) and reports contradictory
// bounds with the JSON pointer of the schema holding them.
func checkSatisfiable(s *jsonschema.Schema) error {
	seen := map[*jsonschema.Schema]bool{}
	inf := infCache{}
	var walk func(s *jsonschema.Schema) error
	walk = func(s *jsonschema.Schema) error {
		if s == nil || seen[s] {
			return nil
		}
		seen[s] = true
		p := schemaPtr(s)
		if s.Always != nil && !*s.Always {
			return fmt.Errorf("false schema at %s", p)
		}
		if len(s.Types) > 0 && typeBits(s.Types) == 0 {
			return fmt.Errorf("no known type in %v at %s", s.Types, p)
		}
		lo, hi := s.Minimum, s.Maximum
		loK, hiK := "minimum", "maximum"
		if s.ExclusiveMinimum != nil && (lo == nil || s.ExclusiveMinimum.Cmp(lo) >= 0) {
			lo, loK = s.ExclusiveMinimum, "exclusiveMinimum"
		}
		if s.ExclusiveMaximum != nil && (hi == nil || s.ExclusiveMaximum.Cmp(hi) <= 0) {
			hi, hiK = s.ExclusiveMaximum, "exclusiveMaximum"
		}
		onlyNum := len(s.Types) > 0 && typeBits(s.Types)&^(tInt|tNum) == 0
		if lo != nil && hi != nil && onlyNum {
			c := lo.Cmp(hi)
			if c > 0 || c == 0 && (loK != "minimum" || hiK != "maximum") {
				return fmt.Errorf("%s %s > %s %s at %s", loK, ratText(lo), hiK, ratText(hi), p)
			}
		}
		if s.MinLength >= 0 && s.MaxLength >= 0 && s.MinLength > s.MaxLength && len(s.Types) == 1 && s.Types[0] == "string" {
			return fmt.Errorf("minLength %d > maxLength %d at %s", s.MinLength, s.MaxLength, p)
		}
		if s.MinItems >= 0 && s.MaxItems >= 0 && s.MinItems > s.MaxItems && len(s.Types) == 1 && s.Types[0] == "array" {
			return fmt.Errorf("minItems %d > maxItems %d at %s", s.MinItems, s.MaxItems, p)
		}
		isObj := len(s.Types) == 1 && s.Types[0] == "object"
		if s.MinProperties >= 0 && s.MaxProperties >= 0 && s.MinProperties > s.MaxProperties && isObj {
			return fmt.Errorf("minProperties %d > maxProperties %d at %s", s.MinProperties, s.MaxProperties, p)
		}
		if s.MaxProperties >= 0 && len(s.Required) > s.MaxProperties && isObj {
			return fmt.Errorf("%d required properties > maxProperties %d at %s", len(s.Required), s.MaxProperties, p)
		}
		if s.Enum != nil && len(s.Enum) == 0 {
			return fmt.Errorf("empty enum at %s", p)
		}
		if err := boundsContradiction(s, p); err != nil {
			return err
		}
		if err := walk(s.Ref); err != nil {
			return err
		}
		for _, a := range s.AllOf {
			if err := walk(a); err != nil {
				return err
			}
		}
		if isObj {
			for _, k := range s.Required {
				if ps, ok := s.Properties[k]; ok {
					if inf.infinite(ps) {
						return fmt.Errorf("%s: required recursion through %s", schemaPtr(ps), recursionTarget(ps))
					}
					if err := walk(ps); err != nil {
						return err
					}
				} else if ap, ok := s.AdditionalProperties.(bool); ok && !ap && len(s.PatternProperties) == 0 && isObj {
					return fmt.Errorf("required property %q is forbidden by additionalProperties false at %s", k, p)
				}
			}
		}
		return nil
	}
	return walk(s)
}

// infCache memoizes [infCache.infinite] per schema.
type infCache map[*jsonschema.Schema]bool

// infinite reports whether every instance of s would be infinite: s only
// admits objects that require a property whose schema is again infinite
// ({"$defs":{"A":{"type":"object","properties":{"b":{"$ref":"#/$defs/A"}},
// "required":["b"]}}}). Such a property can only be absent. It is the
// least fixpoint of "has a finite instance", so a schema met again on the
// current path counts as infinite; only results of whole walks are kept.
func (m infCache) infinite(s *jsonschema.Schema) bool {
	if r, ok := m[s]; ok {
		return r
	}
	onPath := map[*jsonschema.Schema]bool{}
	steps := 0
	var walk func(s *jsonschema.Schema) bool
	walk = func(s *jsonschema.Schema) bool {
		if s == nil || s.Always != nil {
			return false
		}
		if onPath[s] {
			return true
		}
		if steps++; steps > 10000 {
			return false // too large to decide: assume finite
		}
		if r, ok := m[s]; ok {
			return r
		}
		onPath[s] = true
		defer delete(onPath, s)
		for _, r := range []*jsonschema.Schema{s.Ref, s.RecursiveRef, s.DynamicRef} {
			if walk(r) {
				return true
			}
		}
		for _, a := range s.AllOf {
			if walk(a) {
				return true
			}
		}
		for _, alts := range [][]*jsonschema.Schema{s.AnyOf, s.OneOf} {
			if len(alts) == 0 {
				continue
			}
			all := true
			for _, a := range alts {
				if !walk(a) {
					all = false
					break
				}
			}
			if all {
				return true
			}
		}
		if len(s.Types) == 1 && s.Types[0] == "object" {
			for _, k := range s.Required {
				if ps, ok := s.Properties[k]; ok && walk(ps) {
					return true
				}
			}
		}
		return false
	}
	r := walk(s)
	m[s] = r
	return r
}

// recursionTarget names the schema through which s recurses: its $ref
// target ("#/$defs/A"), else s itself.
func recursionTarget(s *jsonschema.Schema) string {
	for _, r := range []*jsonschema.Schema{s.Ref, s.RecursiveRef, s.DynamicRef} {
		if r != nil {
			return "#" + schemaPtr(r)
		}
	}
	return "#" + schemaPtr(s)
}
