package generate

import (
	"testing"

	"github.com/mcpgen/mcpgen/pkg/prompt"
	"github.com/mcpgen/mcpgen/pkg/role"
)

// A city beside its country is not changed alone ("Can you do that for
// US too?" after a site in Madrid, ES), nor listed alone in one request;
// a street beside its city is, and a city without other place parts is.
func TestPlaceLinked(t *testing.T) {
	city := prompt.Param{Name: "city", Role: role.Role{Kind: role.City}}
	country := prompt.Param{Name: "country", Role: role.Role{Kind: role.Country}}
	street := prompt.Param{Name: "street", Role: role.Role{Kind: role.Street}}
	name := prompt.Param{Name: "facility_name"}
	params := []prompt.Param{city, country, street, name}
	args := map[string]any{"city": "Madrid", "country": "ES", "facility_name": "Madrid Children's Hospital"}
	if !placeLinked(params, args, country) || !placeLinked(params, args, city) {
		t.Error("a city and its country are changed apart")
	}
	if placeLinked(params, args, name) {
		t.Error("a facility name is no part of a location")
	}
	if placeLinked(params, map[string]any{"city": "Madrid", "street": "Calle Mayor 5"}, street) {
		t.Error("another street of the same city is a change of its own")
	}
	if placeLinked(params, map[string]any{"city": "Madrid", "facility_name": "x"}, city) {
		t.Error("a city alone is changed alone")
	}
	other := map[string]any{"city": "Madrid", "country": "US", "facility_name": "Madrid Children's Hospital"}
	for _, p := range changeable(params, args, other) {
		if p.Name == "country" {
			t.Error("changeable offers the country apart from its city")
		}
	}
}

// A listing asked again for another status says the status in words, as
// the first request says its own ("What about en route?"), not the
// constant en_route.
func TestSameAgainChoiceWords(t *testing.T) {
	pt := boundTool(t, "list_jobs", "List field-service jobs.",
		`{"type":"object","properties":{"status":{"type":"string","enum":["unscheduled","scheduled","en_route","done"]}}}`)
	a := spec{pt: pt, args: map[string]any{"status": "unscheduled"}}
	b := spec{pt: pt, args: map[string]any{"status": "en_route"}}
	got, ok := sameAgain(a, b, "Can you list out jobs, only the unscheduled ones?")
	if !ok || got != "en route" {
		t.Errorf("sameAgain = %q, %v; want \"en route\"", got, ok)
	}
}
