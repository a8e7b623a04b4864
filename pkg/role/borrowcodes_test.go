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

// An undescribed parameter takes its namesake's examples when they are
// things named with a measure or stock numbers ("Amlodipine 5mg",
// "1074897"): an order line's bare "product" is one of the things the
// stock check shows (was drawn "cardiology"). A namesake's plain names
// ("Morag, Hamish") are not borrowed.
func TestBorrowMeasuredThings(t *testing.T) {
	t.Parallel()
	tools := []ServerTool{
		{Name: "check_stock", InputSchema: json.RawMessage(`{"type":"object","properties":{
			"product":{"type":"string","description":"Product name or PIP code, e.g. Amlodipine 5mg, 1074897"},
			"guide":{"type":"string","description":"e.g. Morag, Hamish"}}}`)},
		{Name: "place_order", InputSchema: json.RawMessage(`{"type":"object","properties":{"product":{"type":"string"},"guide":{"type":"string"}}}`)},
	}
	tc := ToolContext{Name: "place_order", Server: NewServer("shop", tools)}
	r := Classify(tc, ParamContext{Name: "product", Path: "/product", Schema: json.RawMessage(`{"type":"string"}`)})
	if len(r.Examples) == 0 || r.Examples[0] != "Amlodipine 5mg" {
		t.Errorf("product: %s (%s) examples %q, want its namesake's", r, r.Why, r.Examples)
	}
	g := Classify(tc, ParamContext{Name: "guide", Path: "/guide", Schema: json.RawMessage(`{"type":"string"}`)})
	if len(g.Examples) > 0 {
		t.Errorf("guide borrowed %q", g.Examples)
	}
	if !measuredThings([]string{"Sertraline 50mg tablets"}) || measuredThings([]string{"Morag", "Hamish"}) || measuredThings([]string{"1074897"}) {
		t.Error("measuredThings misreads")
	}
}
