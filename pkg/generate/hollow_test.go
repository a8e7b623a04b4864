package generate

import "testing"

// TestHollowUpdate: an update given only the id of the thing it updates
// changes nothing; a setter's id, a field set, or a tool taking only the
// id are no hollow update.
func TestHollowUpdate(t *testing.T) {
	params := []string{"gizmoId", "colour", "weight"}
	cases := []struct {
		name   string
		params []string
		args   map[string]any
		want   bool
	}{
		{"updateGizmo", params, map[string]any{"gizmoId": "g-1"}, true},
		{"gizmo_modify", []string{"id", "colour"}, map[string]any{"id": 7}, true},
		{"edit_gizmos", []string{"gizmo_code", "label"}, map[string]any{"gizmo_code": "GZ-9"}, true},
		{"updateGizmo", params, map[string]any{"gizmoId": "g-1", "colour": "teal"}, false},
		{"updateGizmo", params, map[string]any{"gizmoId": "g-1", "ownerId": "o-2"}, false}, // the owner is a change
		{"updateGizmo", []string{"gizmoId"}, map[string]any{"gizmoId": "g-1"}, false},      // nothing else to give
		{"set_active_gizmo", params, map[string]any{"gizmoId": "g-1"}, false},              // the id is the value set
		{"create_or_update_gizmo", params, map[string]any{"gizmoId": "g-1"}, false},
		{"getGizmo", params, map[string]any{"gizmoId": "g-1"}, false},
		{"updateGizmo", params, map[string]any{}, false},
	}
	for _, c := range cases {
		if got := hollowUpdate(c.name, c.params, c.args); got != c.want {
			t.Errorf("hollowUpdate(%s, %v) = %v, want %v", c.name, c.args, got, c.want)
		}
	}
}
