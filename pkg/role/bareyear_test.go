package role

import (
	"encoding/json"
	"testing"
)

// TestBareYear: a bell-ringing guild's dues-status ("annual subs paid or
// not") takes a bare "y" of 2000 to 2100: a year (it was said "for 2070
// pixels"), whether its schema or only its tool's words say so. A
// drawing tool's bare y stays a position in pixels.
func TestBareYear(t *testing.T) {
	s, tools := loadServer(t, "dev41/bell_ringing_guild.json")
	if r := fileRole(t, s, tools, "dues-status", "/y"); r.Kind != Year || r.Unit == "pixels" {
		t.Errorf("dues-status y: %s %q (%s), want a year", r.Kind, r.Unit, r.Why)
	}
	tl := ToolContext{Name: "dues-status", Description: "annual subs paid or not"}
	f := Facts{Types: []string{"integer"}}
	if r := Classify(tl, ParamContext{Name: "y", Path: "/y", Facts: &f}); r.Kind != Year {
		t.Errorf("y of a yearly tool: %s (%s), want a year", r.Kind, r.Why)
	}
	if r := Classify(ToolContext{Name: "paint"}, ParamContext{Name: "y", Path: "/y", Schema: json.RawMessage(`{"type":"integer","minimum":2000,"maximum":2100}`)}); r.Kind != Year {
		t.Errorf("y of 2000 to 2100: %s (%s), want a year", r.Kind, r.Why)
	}
	if r := Classify(ToolContext{Name: "click", Description: "Click at a point of the page"}, ParamContext{Name: "y", Path: "/y", Facts: &f}); r.Unit != "pixels" {
		t.Errorf("click y: %s %q (%s), want pixels", r.Kind, r.Unit, r.Why)
	}
	if r := Classify(ToolContext{Name: "plot", Description: "Plot yearly revenue"}, ParamContext{Name: "y", Path: "/y", Facts: &f, Siblings: []string{"x"}}); r.Kind == Year {
		t.Errorf("y beside x: %s (%s), want a position", r.Kind, r.Why)
	}
}
