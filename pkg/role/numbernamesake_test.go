package role

import (
	"encoding/json"
	"testing"
)

// TestNumberNamesake: a number whose description ends on the thing it
// numbers ("Upper shelf number") takes the range the server states for
// that thing's number (shelf_no: 100-499), never 0.
func TestNumberNamesake(t *testing.T) {
	tools := []ServerTool{
		{Name: "get_shelf", Description: "Get a shelf.",
			InputSchema: json.RawMessage(`{"type":"object","properties":{"shelf_no":{"type":"integer","description":"Shelf number (e.g. 210). Aisle A uses 100-499."}}}`)},
		{Name: "link_shelves", Description: "Link two shelves.",
			InputSchema: json.RawMessage(`{"type":"object","properties":{"upper":{"type":"integer","minimum":0,"description":"Upper shelf number"}}}`)},
	}
	srv := NewServer("depot", tools)
	r := Classify(ToolContext{Name: "link_shelves", Server: srv}, ParamContext{Name: "upper", Path: "/upper",
		Facts: &Facts{Types: []string{"integer"}, Description: "Upper shelf number"}})
	if r.Min == nil || *r.Min != 100 || r.Max == nil || *r.Max != 499 {
		t.Errorf("upper: min %v max %v, want 100..499 (%s)", r.Min, r.Max, r.Why)
	}
}
