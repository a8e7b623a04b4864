package role

import "testing"

// TestWrittenUnit checks that one lookup says every unit a number's name
// may end in, whether the role classifies by it ("gpm", "hz", "m3") or
// only writes it ("sqft", "tonnes"), and nothing for other tokens.
func TestWrittenUnit(t *testing.T) {
	t.Parallel()
	for tok, want := range map[string]string{"gpm": "gal/min", "hz": "Hz", "m3": "m³", "sqft": "sq ft", "tonnes": "tonnes",
		"kilograms": "kg", "kpa": "kPa"} {
		if got, ok := WrittenUnit(tok); !ok || got != want {
			t.Errorf("WrittenUnit(%q) = %q, %v; want %q", tok, got, ok, want)
		}
	}
	for _, tok := range []string{"name", "total", "id"} {
		if got, ok := WrittenUnit(tok); ok {
			t.Errorf("WrittenUnit(%q) = %q; want no unit", tok, got)
		}
	}
}
