package role

import (
	"encoding/json"
	"testing"
)

// A nullable enum written as a union with null (pydantic's Optional, a
// Home Assistant thermostat tool; Playwright's browser_emulate_media) is
// an enum, and a nullable number keeps its name's role.
func TestNullableUnionKeepsItsRole(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		tool, name, schema string
		want               Kind
	}{
		{"set_climate", "hvac_mode", `{"anyOf":[{"enum":["off","heat","cool","heat_cool","auto","dry","fan_only"],"type":"string"},{"type":"null"}],"default":null,"title":"Hvac Mode"}`, Enum},
		{"browser_emulate_media", "colorScheme", `{"description":"Emulates the prefers-color-scheme media feature","anyOf":[{"type":"string","enum":["light","dark"]},{"type":"null"}]}`, Enum},
		{"set_climate", "target_temp_low", `{"anyOf":[{"type":"number"},{"type":"null"}],"default":null,"title":"Target Temp Low"}`, Quantity},
	} {
		r := Classify(ToolContext{Name: c.tool, Description: "Control a thermostat / climate entity."}, ParamContext{Name: c.name, Path: "/" + c.name, Schema: json.RawMessage(c.schema)})
		if r.Kind != c.want {
			t.Errorf("%s.%s: %s (%s), want %s", c.tool, c.name, r.Kind, r.Why, c.want)
		}
	}
}

// A party's count and a child's age take the few a booking has.
func TestPartyNumbers(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		name   string
		maxHi  float64
		schema string
	}{
		{"adults", 6, `{"type":"integer","minimum":1}`},
		{"children_ages", 17, `{"type":"integer"}`},
		{"num_guests", 8, `{"type":"integer"}`},
		{"party_size", 8, `{"type":"integer"}`},
	} {
		r := Classify(ToolContext{Name: "search_hotels"}, ParamContext{Name: c.name, Path: "/" + c.name, Schema: json.RawMessage(c.schema)})
		if r.Typical == nil || r.Typical.Hi > c.maxHi {
			t.Errorf("%s: %+v (%s), want at most %v", c.name, r.Typical, r.Why, c.maxHi)
		}
	}
}

// A sort order, a place in a list and an estimate in points are small
// whole numbers. Parameters of @tacticlaunch/mcp-linear 1.4.3 and
// @doist/todoist-mcp 11.0.0; an untyped value keeps its string roles.
func TestPlaceNumbers(t *testing.T) {
	t.Parallel()
	for _, c := range []struct{ name, schema string }{
		{"sortOrder", `{"type":"number","description":"Project sort order"}`},
		{"sortOrder", `{"type":["number","null"]}`},
		{"estimate", `{"type":"number","description":"Issue estimate points"}`},
		{"order", `{"type":"number"}`},
	} {
		r := Classify(ToolContext{Name: "update_project"}, ParamContext{Name: c.name, Path: "/" + c.name, Schema: json.RawMessage(c.schema)})
		if r.Typical == nil || r.Typical.Hi > 10 || r.Typical.Decimals != 0 {
			t.Errorf("%s %s: %+v (%s), want a small whole number", c.name, c.schema, r.Typical, r.Why)
		}
	}
	if r := Classify(ToolContext{}, ParamContext{Name: "order", Path: "/order"}); r.Typical != nil {
		t.Errorf("untyped order: %+v (%s), want no number range", r.Typical, r.Why)
	}
}
