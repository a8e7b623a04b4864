package role

import (
	"encoding/json"
	"testing"
)

// A parameter that states nothing of itself takes what its namesake on
// the server states: a number the range ("-90 to 90", also from a
// definition reached by $ref), a string the values a description lists,
// a "code" the capital-letter codes its namesake shows (tools written for
// this test).
func TestBorrowStatedRangeValuesCodes(t *testing.T) {
	t.Parallel()
	tools := []ServerTool{
		{Name: "find_dock", InputSchema: json.RawMessage(`{"type":"object","properties":{
			"pier": {"type":"integer","description":"pier 1-8"},
			"hull": {"type":"string","description":"Hull material. One of STEEL, WOOD, GRP"},
			"port": {"type":"string","description":"Port code, e.g. \"RTM\" or \"HAM\""},
			"spot": {"$ref":"#/$defs/Spot"}},
			"$defs":{"Spot":{"type":"object","properties":{"tilt":{"type":"number","format":"double","description":"Tilt in degrees, -30 to 30"}}}}}`)},
		{Name: "book_dock", InputSchema: json.RawMessage(`{"type":"object","properties":{"pier":{"type":"integer"},"hull":{"type":"string"},"port":{"type":"string","description":"Port code"},"spot":{"$ref":"#/$defs/Spot"}},
			"$defs":{"Spot":{"type":"object","properties":{"tilt":{"type":"number","format":"double"}}}}}`)},
	}
	s := NewServer("docks", tools)
	tc := ToolContext{Name: "book_dock", Server: s}
	r := Classify(tc, ParamContext{Name: "pier", Path: "/pier", Schema: json.RawMessage(`{"type":"integer"}`)})
	if r.Min == nil || r.Max == nil || *r.Min != 1 || *r.Max != 8 {
		t.Errorf("pier: %s (%s), want range 1..8", r, r.Why)
	}
	r = Classify(tc, ParamContext{Name: "tilt", Path: "/spot/tilt", Schema: json.RawMessage(`{"type":"number","format":"double"}`)})
	if r.Min == nil || r.Max == nil || *r.Min != -30 || *r.Max != 30 {
		t.Errorf("tilt: %s (%s), want range -30..30", r, r.Why)
	}
	r = Classify(tc, ParamContext{Name: "hull", Path: "/hull", Schema: json.RawMessage(`{"type":"string"}`)})
	if len(r.Values) != 3 {
		t.Errorf("hull: %s (%s), want its namesake's three values", r, r.Why)
	}
	r = Classify(tc, ParamContext{Name: "port", Path: "/port", Schema: json.RawMessage(`{"type":"string","description":"Port code"}`)})
	if len(r.Examples) == 0 || r.Examples[0] != "RTM" {
		t.Errorf("port: %s (%s), want its namesake's codes", r, r.Why)
	}
}
