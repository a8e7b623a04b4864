package schema

import "testing"

// TestFixTypeNameSlip: a type name one slip away from a JSON Schema type
// ("integr", "strng", "boolen") is read as that type, where it was
// dropped (the value then accepted anything, and a weight in kg was drawn
// as "general"); a name near none stays unknown.
func TestFixTypeNameSlip(t *testing.T) {
	for name, want := range map[string]string{"integr": "integer", "strng": "string", "boolen": "boolean", "arry": "array", "float": "number"} {
		if got, ok := FixTypeName(name); !ok || got != want {
			t.Errorf("FixTypeName(%q) = %q, %v; want %q", name, got, ok, want)
		}
	}
	for _, name := range []string{"widget", "foo", "datetime2"} {
		if got, ok := FixTypeName(name); ok {
			t.Errorf("FixTypeName(%q) = %q: want unknown", name, got)
		}
	}
}
