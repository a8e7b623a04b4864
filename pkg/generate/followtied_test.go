package generate

import "testing"

// TestFollowUpKeepsTiedValues: a follow-up for another target that keeps
// an id of an event of the first target ("fault_id" when the pump
// varies) or another person's date of birth is no request a person
// makes; a kept container id ("storeId") or an id of a thing many
// targets share ("label_id") is.
func TestFollowUpKeepsTiedValues(t *testing.T) {
	first := map[string]any{"pump_id": "P-1", "fault_id": 7, "project_id": "PR-3"}
	second := map[string]any{"pump_id": "P-2", "fault_id": 7, "project_id": "PR-3"}
	if !keepsOtherID(first, second, "pump_id", tiedNoun) {
		t.Error("fault_id kept for another pump: want true")
	}
	first = map[string]any{"pumpId": "P-1", "storeId": "PL-3", "labelId": "L-1"}
	second = map[string]any{"pumpId": "P-2", "storeId": "PL-3", "labelId": "L-1"}
	if keepsOtherID(first, second, "pumpId", tiedNoun) {
		t.Error("a container id and a shared label kept: want false")
	}
	for k, want := range map[string]bool{"parentProjectId": true, "workspace_id": true, "id": true, "valveId": false, "alarm_id": false} {
		if got := containerIDKey(k); got != want {
			t.Errorf("containerIDKey(%q) = %v, want %v", k, got, want)
		}
	}
	if !keepsBirth(map[string]any{"born_on": "1990-01-02", "who": "A"}, map[string]any{"born_on": "1990-01-02", "who": "B"}) {
		t.Error("keepsBirth born_on: want true")
	}
	if !keepsBirth(map[string]any{"dateOfBirth": "1990-01-02"}, map[string]any{"dateOfBirth": "1990-01-02"}) {
		t.Error("keepsBirth dateOfBirth: want true")
	}
}

// TestHolderKept: keepsOtherID with holderWords finds a holder id
// ("vat_id") kept beside the varied crate, and none beside a label.
func TestHolderKept(t *testing.T) {
	holder := func(n string) bool { return holderWords[n] }
	args := map[string]any{"crate_id": "C-1", "vat_id": "K-2", "site_id": "S-1"}
	if !keepsOtherID(args, args, "crate_id", holder) {
		t.Error("crate beside a vat: want tied")
	}
	args = map[string]any{"crate_id": "C-1", "label_id": "L-1"}
	if keepsOtherID(args, args, "crate_id", holder) {
		t.Error("crate beside a label: want untied")
	}
}

// TestChangesTied: a second call that moves the same crate into another
// vat, or another crate into the same vat, changes a tied value; one
// that changes the crate's weight does not.
func TestChangesTied(t *testing.T) {
	pt := boundTool(t, "move_crate_to_vat", "Move a crate into a vat.",
		`{"type":"object","properties":{"crate_id":{"type":"string"},"vat_id":{"type":"string"},"weight_kg":{"type":"number"}},"required":["crate_id","vat_id"]}`)
	args := map[string]any{"crate_id": "C-1", "vat_id": "V-1", "weight_kg": 5.0}
	for _, c := range []struct {
		second map[string]any
		want   bool
	}{
		{map[string]any{"crate_id": "C-1", "vat_id": "V-2", "weight_kg": 5.0}, true},
		{map[string]any{"crate_id": "C-2", "vat_id": "V-1", "weight_kg": 5.0}, true},
		{map[string]any{"crate_id": "C-1", "vat_id": "V-1", "weight_kg": 7.0}, false},
	} {
		if got := changesTied(pt, args, c.second); got != c.want {
			t.Errorf("changesTied(%v) = %v, want %v", c.second, got, c.want)
		}
	}
}
