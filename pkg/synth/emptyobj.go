package synth

import (
	"strings"

	"github.com/santhosh-tekuri/jsonschema/v5"
)

// A request never asks for an empty object: "with no fields" for
// {"fields": {}}, "conditions" [{}] invented and never said, an "update"
// list of bare ids with nothing to change ([{"id": 52472}]). An object
// that holds only its identifier but allows more says what changes too,
// a required open object holds something, and an optional member left
// empty is left out.

// idOnlyOpen tells whether schema s declares only identifier members
// ("id", "key", "order_id") and explicitly allows others
// (additionalProperties: true): an update of a record by its id, whose
// other members are the change.
func idOnlyOpen(s *jsonschema.Schema) bool {
	if len(s.Properties) == 0 || len(s.PatternProperties) > 0 || s.PropertyNames != nil {
		return false
	}
	if b, ok := s.AdditionalProperties.(bool); !ok || !b {
		return false
	}
	for k := range s.Properties {
		if !idMember(k) {
			return false
		}
	}
	return true
}

// idMember tells whether key k names an identifier ("id", "uid", "key",
// "orderId", "order_id").
func idMember(k string) bool {
	l := strings.ToLower(k)
	switch l {
	case "id", "uid", "uuid", "key", "slug":
		return true
	}
	return strings.HasSuffix(l, "_id") || strings.HasSuffix(k, "Id") || strings.HasSuffix(k, "ID")
}

// conjIDOnlyOpen is idOnlyOpen for a conjunction of one schema.
func conjIDOnlyOpen(c conj) bool {
	return len(c.pos) == 1 && idOnlyOpen(c.pos[0])
}

// wantSomething raises want, the number of members an open object at
// depth ends with, so that a required one or a record's update by id
// ({"id": 7} in an "update" list) holds a member of its own.
func wantSomething(c conj, f frame, obj map[string]any, deep bool, depth, want int) int {
	if deep || depth == 0 || want > len(obj) {
		return want
	}
	switch {
	case conjIDOnlyOpen(c):
		return len(obj) + 1
	case len(obj) == 0 && f.presence == presRequired && !declaresProperties(c):
		return 1
	}
	return want
}

// dropEmptyOptional deletes from obj the members not in required whose
// values are empty objects or lists of empty objects: nothing a person
// would ask for. A sole member is kept: its key is what it says
// ({"type": {"paragraph": {}}} picks a paragraph).
func dropEmptyOptional(obj map[string]any, required func(string) bool) {
	if len(obj) < 2 {
		return
	}
	for k, v := range obj {
		if !required(k) && emptyValue(v) {
			delete(obj, k)
		}
	}
}

// emptyValue tells whether v is an empty object, or a non-empty list of
// empty objects only.
func emptyValue(v any) bool {
	switch x := v.(type) {
	case map[string]any:
		return len(x) == 0
	case []any:
		if len(x) == 0 {
			return false // an empty list may say "none" ("labels": [] clears them)
		}
		for _, e := range x {
			if m, ok := e.(map[string]any); !ok || len(m) > 0 {
				return false
			}
		}
		return true
	}
	return false
}

// requiredName tells whether the plan's member k is required.
func (p *objPlan) requiredName(k string) bool {
	for i, n := range p.names {
		if n == k {
			return p.required[i]
		}
	}
	return false
}

// fixObjectMembers is fixObject, then dropEmptyOptional with the members
// named in required kept.
func (g *Generator) fixObjectMembers(obj map[string]any, depth int, required map[string]bool) {
	g.fixObject(obj, depth)
	dropEmptyOptional(obj, func(k string) bool { return required[k] })
}
