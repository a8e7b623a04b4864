package generate

import "testing"

// TestKeepsNameMakesItTwice: a follow-up that makes the same named thing
// again with another value (the same cat for another breed, the same pet
// booked for another owner) is refused; one with a new name is not.
func TestKeepsNameMakesItTwice(t *testing.T) {
	cat := map[string]any{"name": "Tigger", "breed": "Siamese", "household_id": "H-1"}
	for _, c := range []struct {
		second map[string]any
		varied string
		want   bool
	}{
		{map[string]any{"name": "Tigger", "breed": "Persian", "household_id": "H-1"}, "breed", true},
		{map[string]any{"name": "Tigger", "breed": "Siamese", "household_id": "H-2"}, "household_id", true},
		{map[string]any{"name": "Felix", "breed": "Siamese", "household_id": "H-1"}, "name", false},
	} {
		if got := keepsName(cat, c.second, c.varied); got != c.want {
			t.Errorf("keepsName(%v, varied %s) = %v, want %v", c.second, c.varied, got, c.want)
		}
	}
	visit := map[string]any{"owner_name": "Ana Silva", "cat": map[string]any{"name": "Tigger"}, "date": "2026-03-04"}
	other := map[string]any{"owner_name": "Ben Ode", "cat": map[string]any{"name": "Tigger"}, "date": "2026-03-04"}
	if !keepsName(visit, other, "owner_name") {
		t.Error("the same cat booked for another owner: want refused")
	}
}
