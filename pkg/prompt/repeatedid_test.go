package prompt

import (
	"encoding/json"
	"strings"
	"testing"
)

// A call that names its container at the top and again in its nested
// object (a tool written for this test) says it once: "a sprint in board
// B", never "… in board B, with name X and board B".
func TestRepeatedIDSaidOnce(t *testing.T) {
	schema := `{"type":"object","properties":{"board_id":{"type":"string","description":"Board to add the sprint to"},
	"sprint":{"type":"object","properties":{"title":{"type":"string"},"boardId":{"type":"string"},"goal":{"type":"string"}}}},"required":["board_id","sprint"]}`
	var args map[string]any
	if err := json.Unmarshal([]byte(`{"board_id":"BRD-4410","sprint":{"title":"Sprint 12","boardId":"BRD-4410","goal":"Ship the billing page"}}`), &args); err != nil {
		t.Fatal(err)
	}
	for _, r := range bookRequests(t, "add_sprint", "Add a sprint to a board.", schema, args, 12) {
		if n := strings.Count(r, "BRD-4410"); n != 1 {
			t.Errorf("board said %d times: %q", n, r)
		}
	}
}
