package role

import "testing"

// TestPersonByDescriptionOrBy: a terse key whose description opens on a
// person by the part they play ("captain @handle", "head of hh") and a
// bare "by" on a tool that records a deed hold a person's name (they were
// drawn "default", "general" or "Product Launch"); a description opening
// on the person's thing ("Payer's EIN") and a "by" a tool arranges its
// results by are no person.
func TestPersonByDescriptionOrBy(t *testing.T) {
	gym, gymTools := loadServer(t, "dev39/climbing_gym.json")
	hack, hackTools := loadServer(t, "dev39/hackathon_platform.json")
	food, foodTools := loadServer(t, "dev39/food_bank.json")
	tax, taxTools := loadServer(t, "dev39/tax_preparer.json")
	for _, c := range []struct {
		s     *Server
		tools map[string]ServerTool
		tool  string
		path  string
		want  bool
	}{
		{gym, gymTools, "blay_cert", "/by", true},            // "record belay test pass"
		{hack, hackTools, "team.mk", "/cap", true},           // "captain @handle"
		{hack, hackTools, "team.mk", "/nm", false},           // the team's own name
		{food, foodTools, "hhNew", "/nm", true},              // "head of hh"
		{tax, taxTools, "log_document", "/payer_ein", false}, // "Payer's EIN"
	} {
		r := fileRole(t, c.s, c.tools, c.tool, c.path)
		if got := r.Kind == Person; got != c.want {
			t.Errorf("%s %s: %s (%s), want person %v", c.tool, c.path, r.Kind, r.Why, c.want)
		}
	}
	if !arrangingTool(ToolContext{Name: "sales_report", Description: "Totals grouped by a field"}) {
		t.Error("a report that groups: its by is a field, want arrangingTool")
	}
}
