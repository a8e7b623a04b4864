package role

import (
	"slices"
	"testing"
)

// Codes a tool description lists in brackets with no "e.g." ("sp = FAO
// 3-alpha (COD, HAD, MAC, NEP...)") are the examples of every bare "sp"
// of the server, and of the "sp" inside the glossing tool's own items
// (ldg_add's landing lines); before, none had an example and a species
// was drawn from its pattern alone.
func TestBracketCodes(t *testing.T) {
	t.Parallel()
	s, tools := loadServer(t, "dev39/fishing_fleet_quota.json")
	want := []string{"COD", "HAD", "MAC", "NEP"}
	for _, c := range []struct{ tool, ptr string }{
		{"qta_get", "/sp"}, {"disc_log", "/sp"}, {"catch_rpt", "/sp"}, {"ldg_add", "/li/*/sp"},
	} {
		if r := fileRole(t, s, tools, c.tool, c.ptr); !slices.Equal(r.Examples, want) {
			t.Errorf("%s %s examples = %v (%s), want %v", c.tool, c.ptr, r.Examples, r.Why, want)
		}
	}
	for d, want := range map[string][]string{
		"FAO 3-alpha (COD, HAD, MAC, NEP...)": {"COD", "HAD", "MAC", "NEP"},
		"Mode (GET, POST)":                    {"GET", "POST"},
		"Lot (A3K471.0)":                      nil,
		"Owner (ID) of the file":              nil,
		"Codes (COD, hake, MAC)":              nil,
	} {
		if got := bracketCodes(d); !slices.Equal(got, want) {
			t.Errorf("bracketCodes(%q) = %v, want %v", d, got, want)
		}
	}
}

// A bare string "n" is a name, as a bare number "n" is a count: a fishing
// crew's members ("crew": [{"n": …, "role": "skipper"}]) were the filler
// "general" or "standard", now people.
func TestStringNIsName(t *testing.T) {
	t.Parallel()
	s, tools := loadServer(t, "dev39/fishing_fleet_quota.json")
	if r := fileRole(t, s, tools, "crew_set", "/crew/*/n"); r.Kind != Person {
		t.Errorf("crew_set /crew/*/n = %s (%s), want %s", r.Kind, r.Why, Person)
	}
	n := NewServer("x", []ServerTool{{Name: "top", InputSchema: []byte(`{"type":"object","properties":{"n":{"type":"integer"}}}`)}})
	if r := fileRole(t, n, map[string]ServerTool{"top": {Name: "top", InputSchema: []byte(`{"type":"object","properties":{"n":{"type":"integer"}}}`)}}, "top", "/n"); r.Kind == Person {
		t.Errorf("integer n = %s, want a count", r.Kind)
	}
}
