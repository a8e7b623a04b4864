package role

import (
	"reflect"
	"slices"
	"testing"
)

// TestProseOfIsACopy: what proseOf returns is the caller's own: changing
// it changes neither the cache nor what the next caller reads, and a
// cached read equals a fresh one.
func TestProseOfIsACopy(t *testing.T) {
	d := "Sort order. Must be one of: asc, desc, relevance. For example `desc`. Maximum 50 characters. Default: desc."
	fresh := readProse(d, false)
	a := proseOf(d, false)
	if !reflect.DeepEqual(a, fresh) {
		t.Fatalf("proseOf = %+v, readProse = %+v", a, fresh)
	}
	if len(a.values) == 0 || len(a.examples) == 0 {
		t.Fatalf("the description's values and examples were not read: %+v", a)
	}
	a.values[0], a.examples[0] = "changed", "changed"
	a.notes = append(a.notes[:0], "changed")
	if b := proseOf(d, false); !reflect.DeepEqual(b, fresh) {
		t.Errorf("a caller's change reached the cache: %+v, want %+v", b, fresh)
	}
	n := "Page size, between 1 and 100."
	freshN := readProse(n, true)
	c := proseOf(n, true)
	if c.min == nil || c.max == nil || !reflect.DeepEqual(c, freshN) {
		t.Fatalf("proseOf = %+v, readProse = %+v", c, freshN)
	}
	*c.min, *c.max = -1, -1
	if b := proseOf(n, true); !reflect.DeepEqual(b, freshN) {
		t.Errorf("a caller's change of the bounds reached the cache: %+v, want %+v", b, freshN)
	}
}

// TestProseCloneCoversFields: clone copies every slice and pointer field
// of prose; a field added to prose must be added to clone (and here).
func TestProseCloneCoversFields(t *testing.T) {
	var names []string
	for f := range reflect.TypeFor[prose]().Fields() {
		names = append(names, f.Name)
	}
	want := []string{"min", "max", "maxLen", "def", "examples", "format", "values", "unit", "appliesTo", "notes"}
	if !slices.Equal(names, want) {
		t.Errorf("prose fields %v, clone handles %v: copy new slice or pointer fields in clone", names, want)
	}
}
