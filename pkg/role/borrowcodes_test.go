package role

import (
	"encoding/json"
	"testing"
)

// An undescribed code takes the capital-letter codes its namesake on
// another tool shows ("e.g. OLDTOWN-GHOST, WHISKY-DAY"): it was drawn as
// digits ("65762"). Words are not borrowed so.
func TestBorrowCapitalCodes(t *testing.T) {
	t.Parallel()
	tools := []ServerTool{
		{Name: "list_departures", InputSchema: json.RawMessage(`{"type":"object","properties":{
			"tour_code":{"type":"string","description":"e.g. OLDTOWN-GHOST, WHISKY-DAY, LOCH-COACH"},
			"guide":{"type":"string","description":"e.g. Morag, Hamish"}}}`)},
		{Name: "add_departure", InputSchema: json.RawMessage(`{"type":"object","properties":{"tour_code":{"type":"string"},"guide":{"type":"string"}}}`)},
	}
	tc := ToolContext{Name: "add_departure", Server: NewServer("tours", tools)}
	r := Classify(tc, ParamContext{Name: "tour_code", Path: "/tour_code", Schema: json.RawMessage(`{"type":"string"}`)})
	if len(r.Examples) != 3 || r.Examples[0] != "OLDTOWN-GHOST" {
		t.Errorf("tour_code: %s (%s) examples %q, want its namesake's codes", r, r.Why, r.Examples)
	}
	if capitalCodes([]string{"Morag", "Hamish"}) || !capitalCodes([]string{"GB", "FR"}) {
		t.Error("capitalCodes: names read as codes or codes not")
	}
}
