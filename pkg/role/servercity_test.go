package role

import (
	"encoding/json"
	"testing"
)

// A server's words put its business in a place when they say it is "in"
// it or "-based" there, anywhere in a schema (a oneOf branch too); a
// city given as an example is not where the business is.
func TestServerPlacesIn(t *testing.T) {
	t.Parallel()
	s := NewServer("patisserie", []ServerTool{
		{Name: "deliver", Description: "Deliver an order.", InputSchema: json.RawMessage(
			`{"type":"object","properties":{"to":{"oneOf":[{"type":"object","properties":{"street":{"type":"string","description":"Street address in Paris"}}},{"type":"string"}]}}}`)},
		{Name: "forecast", Description: "Weather for a city.", InputSchema: json.RawMessage(
			`{"type":"object","properties":{"city":{"type":"string","description":"City name, e.g. in Oslo"}}}`)},
		{Name: "about", Description: "About our Lisbon-based kitchen.", InputSchema: json.RawMessage(`{"type":"object"}`)},
		{Name: "sort", Description: "List orders, sorted in Ascending order.", InputSchema: json.RawMessage(`{"type":"object"}`)},
	})
	for name, want := range map[string]bool{"Paris": true, "Lisbon": true, "Oslo": false, "Ascending": true} { // (any name after "in" is kept: synthesis asks only for cities it knows)
		if got := s.PlacesIn(name); got != want {
			t.Errorf("PlacesIn(%q) = %v, want %v", name, got, want)
		}
	}
	var none *Server
	if none.PlacesIn("Paris") {
		t.Error("a nil Server places its business somewhere")
	}
}
