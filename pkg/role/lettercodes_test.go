package role

import (
	"encoding/json"
	"testing"
)

// A code one tool shows as letters ("Pickup depot code, e.g. LHR") is
// shown to a bare parameter of that noun on another tool ("depotCode");
// a description showing words or digits files nothing.
func TestParamStatedCodes(t *testing.T) {
	t.Parallel()
	into := map[string][]string{}
	paramStatedCodes("Pickup depot code, e.g. LHR", into)
	if ex := into["depotcode"]; len(ex) != 1 || ex[0] != "LHR" {
		t.Errorf("depotcode: %v, want [LHR]", ex)
	}
	paramStatedCodes("Fleet code, e.g. north fleet", into)
	if ex := into["fleetcode"]; ex != nil {
		t.Errorf("fleetcode: %v, want nothing", ex)
	}
	tools := []ServerTool{
		{Name: "quote", InputSchema: json.RawMessage(`{"type":"object","properties":{"pickup":{"type":"string","description":"Pickup depot code, e.g. LHR"}}}`)},
		{Name: "depot_hours", InputSchema: json.RawMessage(`{"type":"object","properties":{"depotCode":{"type":"string","minLength":3,"maxLength":3}}}`)},
	}
	s := NewServer("vans", tools)
	r := Classify(ToolContext{Name: "depot_hours", Server: s}, ParamContext{Name: "depotCode", Path: "/depotCode", Schema: json.RawMessage(`{"type":"string","minLength":3,"maxLength":3}`)})
	if len(r.Examples) != 1 || r.Examples[0] != "LHR" {
		t.Errorf("depotCode: examples %v (%s), want [LHR]", r.Examples, r.Why)
	}
}
