package synth

import "testing"

// TestEquipmentName checks that a machine is called by the kind its
// description opens with ("Label printer"), and by its bare noun where
// the word before it says no kind ("Target printer").
func TestEquipmentName(t *testing.T) {
	cases := []struct{ head, desc, want string }{
		{"printer", "Badge printer name, e.g. \"Front-Desk\".", "Badge printer"},
		{"oven", "Convection oven to preheat", "Convection oven"},
		{"printer", "Target printer for the job", "Printer"},
		{"printer", "The printer to use", "Printer"},
		{"kiln", "Name of the kiln", "Kiln"},
		{"press", "Press number 4", "Press"},
	}
	for _, c := range cases {
		if got := equipmentName(c.head, c.desc); got != c.want {
			t.Errorf("equipmentName(%q, %q) = %q, want %q", c.head, c.desc, got, c.want)
		}
	}
}
