package synth

import (
	"encoding/json"
	"math"
	"math/big"
	"strconv"
	"sync"
	"sync/atomic"
	"unicode/utf8"

	"github.com/santhosh-tekuri/jsonschema/v5"
)

// fastInPlace bounds the chain of in-place applicators ($ref, allOf,
// anyOf, oneOf, not, if) fastValid follows at one instance location; a
// longer chain (a reference loop, which the library reports as an error)
// is left to the library.
const fastInPlace = 64

// fastValid decides whether v is valid against s without the library's
// bookkeeping (result sets, error values, keyword locations), for the
// keywords whose meaning it reproduces exactly: types, const and enum of
// scalars, object and array structure (properties, patternProperties,
// additionalProperties, propertyNames, required, property and item
// counts, items), string length and pattern, and the in-place
// applicators. known is false, and the caller asks the library, when the
// value or the schema uses anything else (unevaluated*, dependencies,
// contains, uniqueItems, tuple items, dynamic references, extensions, a
// Go type the library does not take) or when a leaf check it does not
// reproduce (formats, content, numbers) sits beside an applicator; a
// scalar against a leaf schema with such a check is decided by the
// library for that leaf alone, which is the same as in the whole run
// since a leaf has no dynamic scope.
//
// It never stops at a passing branch of anyOf or oneOf, so that it meets
// every part of the value the library would inspect: the library fails
// (by error or panic) wherever fastValid reports unknown or false.
func fastValid(s *jsonschema.Schema, v any, inPlace int) (ok, known bool) {
	if inPlace > fastInPlace {
		return false, false
	}
	if s.Always != nil {
		return *s.Always, true
	}
	if s.RecursiveRef != nil || s.DynamicRef != nil || len(s.Extensions) > 0 ||
		s.UnevaluatedProperties != nil || s.UnevaluatedItems != nil {
		return false, false
	}
	applicators := s.Ref != nil || s.Not != nil || len(s.AllOf) > 0 || len(s.AnyOf) > 0 || len(s.OneOf) > 0 || s.If != nil
	var vt string // the library's jsonType
	scalar := false
	switch v.(type) {
	case nil:
		vt, scalar = "null", true
	case bool:
		vt, scalar = "boolean", true
	case string:
		vt, scalar = "string", true
	case json.Number, float64, int, int64:
		vt, scalar = "number", true
	case map[string]any:
		vt = "object"
	case []any:
		vt = "array"
	default:
		return false, false
	}
	// checks not reproduced here: formats, content
	if s.Format != "" || s.ContentEncoding != "" || s.ContentMediaType != "" || s.ContentSchema != nil {
		if !scalar || applicators {
			return false, false
		}
		return libValid(s, v), true
	}
	if vt == "number" {
		ok, known := numberValid(s, v)
		if !known {
			if applicators {
				return false, false
			}
			return libValid(s, v), true
		}
		if !ok {
			return false, true
		}
	} else if ok, known := ownValid(s, v, vt, scalar); !known || !ok {
		return false, known
	}
	if !applicators {
		return true, true
	}
	return applicatorsValid(s, v, inPlace)
}

// ownValid checks the keywords of s that apply to v (not a number) at its
// own location, the in-place applicators aside.
func ownValid(s *jsonschema.Schema, v any, vt string, scalar bool) (ok, known bool) {
	if len(s.Types) > 0 {
		matched := false
		for _, t := range s.Types {
			if t == vt {
				matched = true
				break
			}
		}
		if !matched {
			return false, true // the library stops at the type too
		}
	}
	if len(s.Constant) > 0 {
		if !scalar {
			return false, false
		}
		if !scalarEquals(v, s.Constant[0]) {
			return false, true
		}
	}
	if len(s.Enum) > 0 {
		if !scalar {
			return false, false
		}
		if !enumHas(s, v) {
			return false, true
		}
	}
	switch x := v.(type) {
	case map[string]any:
		return objectValid(s, x)
	case []any:
		return arrayValid(s, x)
	case string:
		if s.MinLength != -1 || s.MaxLength != -1 {
			n := utf8.RuneCountInString(x)
			if s.MinLength != -1 && n < s.MinLength || s.MaxLength != -1 && n > s.MaxLength {
				return false, true
			}
		}
		if s.Pattern != nil && !s.Pattern.MatchString(x) {
			return false, true
		}
	}
	return true, true
}

// objectValid checks the object keywords of s on x.
func objectValid(s *jsonschema.Schema, x map[string]any) (ok, known bool) {
	if s.RegexProperties || len(s.Dependencies) > 0 || len(s.DependentRequired) > 0 || len(s.DependentSchemas) > 0 {
		return false, false
	}
	if s.MinProperties != -1 && len(x) < s.MinProperties || s.MaxProperties != -1 && len(x) > s.MaxProperties {
		return false, true
	}
	for _, r := range s.Required {
		if _, ok := x[r]; !ok {
			return false, true
		}
	}
	for k, pv := range x {
		evaluated := false
		if ps, ok := s.Properties[k]; ok {
			evaluated = true
			if ok, known := fastValid(ps, pv, 0); !known || !ok {
				return false, known
			}
		}
		if s.PropertyNames != nil {
			if ok, known := fastValid(s.PropertyNames, k, 0); !known || !ok {
				return false, known
			}
		}
		for re, ps := range s.PatternProperties {
			if re.MatchString(k) {
				evaluated = true
				if ok, known := fastValid(ps, pv, 0); !known || !ok {
					return false, known
				}
			}
		}
		if !evaluated {
			switch ap := s.AdditionalProperties.(type) {
			case bool:
				if !ap {
					return false, true
				}
			case *jsonschema.Schema:
				if ok, known := fastValid(ap, pv, 0); !known || !ok {
					return false, known
				}
			}
		}
	}
	return true, true
}

// arrayValid checks the array keywords of s on x.
func arrayValid(s *jsonschema.Schema, x []any) (ok, known bool) {
	if s.UniqueItems || s.Contains != nil || len(s.PrefixItems) > 0 {
		return false, false
	}
	if s.MinItems != -1 && len(x) < s.MinItems || s.MaxItems != -1 && len(x) > s.MaxItems {
		return false, true
	}
	var items *jsonschema.Schema
	switch it := s.Items.(type) {
	case nil:
	case *jsonschema.Schema:
		items = it
	default:
		return false, false
	}
	for _, iv := range x {
		if items != nil {
			if ok, known := fastValid(items, iv, 0); !known || !ok {
				return false, known
			}
		}
		if s.Items2020 != nil {
			if ok, known := fastValid(s.Items2020, iv, 0); !known || !ok {
				return false, known
			}
		}
	}
	return true, true
}

// applicatorsValid checks s's in-place applicators ($ref, not, allOf,
// anyOf, oneOf, if/then/else) on v.
func applicatorsValid(s *jsonschema.Schema, v any, inPlace int) (ok, known bool) {
	if s.Ref != nil {
		if ok, known := fastValid(s.Ref, v, inPlace+1); !known || !ok {
			return false, known
		}
	}
	if s.Not != nil {
		ok, known := fastValid(s.Not, v, inPlace+1)
		if !known || ok {
			return false, known
		}
	}
	for _, a := range s.AllOf {
		if ok, known := fastValid(a, v, inPlace+1); !known || !ok {
			return false, known
		}
	}
	if len(s.AnyOf) > 0 {
		matched := false
		for _, a := range s.AnyOf {
			ok, known := fastValid(a, v, inPlace+1)
			if !known {
				return false, false
			}
			matched = matched || ok
		}
		if !matched {
			return false, true
		}
	}
	if len(s.OneOf) > 0 {
		n := 0
		for _, a := range s.OneOf {
			ok, known := fastValid(a, v, inPlace+1)
			if !known {
				return false, false
			}
			if ok {
				n++
			}
		}
		if n != 1 {
			return false, true
		}
	}
	if s.If != nil {
		ok, known := fastValid(s.If, v, inPlace+1)
		if !known {
			return false, false
		}
		next := s.Else
		if ok {
			next = s.Then
		}
		if next != nil {
			if ok, known := fastValid(next, v, inPlace+1); !known || !ok {
				return false, known
			}
		}
	}
	return true, true
}

// numberValid checks the keywords of s that apply to a number v (types,
// const, enum, bounds, multipleOf) when v is an integer small enough for
// int64 and every bound and enum value involved is one too (known is
// false otherwise): the library compares the exact rationals, which for
// such values is integer comparison.
func numberValid(s *jsonschema.Schema, v any) (ok, known bool) {
	n, isInt := smallInt(v)
	if !isInt {
		return false, false
	}
	// the type matches: "number" and "integer" both hold an integer
	if len(s.Types) > 0 {
		matched := false
		for _, t := range s.Types {
			if t == "number" || t == "integer" {
				matched = true
				break
			}
		}
		if !matched {
			return false, true
		}
	}
	eq := func(w any) (bool, bool) {
		switch w.(type) {
		case json.Number, float64, float32, int, int8, int32, int64, uint, uint8, uint32, uint64:
			m, ok := smallInt(w)
			if !ok {
				return false, false
			}
			return m == n, true
		}
		return false, true // another JSON type
	}
	if len(s.Constant) > 0 {
		ok, known := eq(s.Constant[0])
		if !known || !ok {
			return false, known
		}
	}
	if es := longEnum(s); es != nil && es.ints != nil {
		if _, ok := es.ints[n]; !ok {
			return false, true
		}
	} else if len(s.Enum) > 0 {
		matched := false
		for _, e := range s.Enum {
			ok, known := eq(e)
			if !known {
				return false, false
			}
			matched = matched || ok
		}
		if !matched {
			return false, true
		}
	}
	for _, b := range []struct {
		r   *big.Rat
		bad func(n, m int64) bool
	}{
		{s.Minimum, func(n, m int64) bool { return n < m }},
		{s.ExclusiveMinimum, func(n, m int64) bool { return n <= m }},
		{s.Maximum, func(n, m int64) bool { return n > m }},
		{s.ExclusiveMaximum, func(n, m int64) bool { return n >= m }},
	} {
		if b.r == nil {
			continue
		}
		m, ok := ratInt(b.r)
		if !ok {
			return false, false
		}
		if b.bad(n, m) {
			return false, true
		}
	}
	if s.MultipleOf != nil {
		m, ok := ratInt(s.MultipleOf)
		if !ok || m <= 0 {
			return false, false
		}
		if n%m != 0 {
			return false, true
		}
	}
	return true, true
}

// smallInt returns the value of a JSON number v that is an integer of at
// most 15 digits (json.Number in plain decimal, an int, an integral
// float64), and whether it is one.
func smallInt(v any) (int64, bool) {
	switch x := v.(type) {
	case json.Number:
		d := string(x)
		if len(d) > 0 && d[0] == '-' {
			d = d[1:]
		}
		if len(d) == 0 || len(d) > 15 {
			return 0, false
		}
		for i := 0; i < len(d); i++ {
			if d[i] < '0' || d[i] > '9' {
				return 0, false
			}
		}
		n, err := strconv.ParseInt(string(x), 10, 64)
		return n, err == nil
	case int:
		return int64(x), x > -1e15 && x < 1e15
	case int64:
		return x, x > -1e15 && x < 1e15
	case float64:
		if x == math.Trunc(x) && x > -1e15 && x < 1e15 {
			return int64(x), true
		}
	}
	return 0, false
}

// ratInt returns r as an int64 when it is an integer of at most 15
// digits.
func ratInt(r *big.Rat) (int64, bool) {
	if !r.IsInt() || !r.Num().IsInt64() {
		return 0, false
	}
	m := r.Num().Int64()
	return m, m > -1e15 && m < 1e15
}

// scalarEquals is the library's equality of a non-number scalar v (nil,
// bool or string) with a schema value: the same JSON type and equal.
func scalarEquals(v, w any) bool {
	switch x := v.(type) {
	case nil:
		return w == nil
	case bool:
		y, ok := w.(bool)
		return ok && x == y
	case string:
		y, ok := w.(string)
		return ok && x == y
	}
	return false
}

// libValid is the library's verdict, false when it panics (a Go type it
// does not take).
func libValid(s *jsonschema.Schema, v any) (ok bool) {
	defer func() {
		if recover() != nil {
			ok = false
		}
	}()
	return s.Validate(v) == nil
}

// enumSetMin is the enum length from which fastValid looks members up in
// an index instead of scanning them: drawing from an enum tests each
// candidate member against the schema, so a scan made a 60,000-member
// enum cost 3.6 billion comparisons (tens of seconds, deaf to SIGINT).
const enumSetMin = 32

// enumIndex is the lookup form of a long enum: its string members, its
// null and boolean members, and its numeric members when every one of
// them is an integer small enough for int64 (ints is nil otherwise, and
// numbers are compared the slow way).
type enumIndex struct {
	strs                  map[string]struct{}
	ints                  map[int64]struct{}
	null, isTrue, isFalse bool
}

// enumIndexes caches the enumIndex of each schema with a long enum; the
// compiled schemas are shared by the workers of a run, hence sync.Map.
// It is emptied when it holds maxEnumIndexes entries: `mcpgen serve`
// compiles new schemas for every request, and memory stays flat.
var (
	enumIndexes   sync.Map // *jsonschema.Schema → *enumIndex
	enumIndexSize atomic.Int64
)

// maxEnumIndexes bounds enumIndexes (see there).
const maxEnumIndexes = 256

// longEnum returns the index of s's enum, nil when the enum is shorter
// than enumSetMin.
func longEnum(s *jsonschema.Schema) *enumIndex {
	if len(s.Enum) < enumSetMin {
		return nil
	}
	if x, ok := enumIndexes.Load(s); ok {
		return x.(*enumIndex)
	}
	ix := &enumIndex{strs: map[string]struct{}{}, ints: map[int64]struct{}{}}
	for _, e := range s.Enum {
		switch w := e.(type) {
		case nil:
			ix.null = true
		case bool:
			ix.isTrue = ix.isTrue || w
			ix.isFalse = ix.isFalse || !w
		case string:
			ix.strs[w] = struct{}{}
		case json.Number, float64, float32, int, int8, int32, int64, uint, uint8, uint32, uint64:
			if m, ok := smallInt(w); ok && ix.ints != nil {
				ix.ints[m] = struct{}{}
			} else {
				ix.ints = nil
			}
		}
	}
	if enumIndexSize.Add(1) > maxEnumIndexes {
		enumIndexes.Clear()
		enumIndexSize.Store(1)
	}
	x, _ := enumIndexes.LoadOrStore(s, ix)
	return x.(*enumIndex)
}

// enumHas reports whether the scalar v (null, boolean or string) equals
// a member of s's enum.
func enumHas(s *jsonschema.Schema, v any) bool {
	if ix := longEnum(s); ix != nil {
		switch x := v.(type) {
		case nil:
			return ix.null
		case bool:
			return x && ix.isTrue || !x && ix.isFalse
		case string:
			_, ok := ix.strs[x]
			return ok
		}
		return false
	}
	for _, e := range s.Enum {
		if scalarEquals(v, e) {
			return true
		}
	}
	return false
}
