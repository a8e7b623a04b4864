package role

import (
	"encoding/json"
	"slices"
	"strings"
	"testing"
)

// A radio club's findMember shows callsigns (G4ABC, M7XYZ, 2E0KLM,
// M0ABC/P); its other tools' memberCall, supervisorCall, confirmCall and
// bare "call" say nothing and were drawn the fillers "general",
// "standard" and "default". They take the callsigns' shape: the last
// token of their names opens the word "callsign". addMember's callsign,
// stating only a pattern, takes the examples too.
func TestNounShapedAcrossTools(t *testing.T) {
	t.Parallel()
	s, tools := loadServer(t, "dev44/amateur_radio_club.json")
	for _, c := range []struct{ tool, ptr string }{
		{"bookClubStation", "/memberCall"}, {"bookClubStation", "/supervisorCall"}, {"deleteQso", "/confirmCall"},
		{"checkDupe", "/call"}, {"logQso", "/call"}, {"searchQsos", "/call"}, {"addMember", "/callsign"},
	} {
		r := fileRole(t, s, tools, c.tool, c.ptr)
		if !slices.Contains(r.Examples, "G4ABC") || !strings.Contains(r.Why, "callsign") {
			t.Errorf("%s %s = %s %v (%s), want the callsigns findMember shows", c.tool, c.ptr, r.Kind, r.Examples, r.Why)
		}
	}
	// its own tool's example still rules ("may be the club call (e.g. G3XYZ)")
	if r := fileRole(t, s, tools, "createContestLog", "/stationCallsign"); !slices.Contains(r.Examples, "G3XYZ") || slices.Contains(r.Examples, "G4ABC") {
		t.Errorf("stationCallsign examples %v, want its tool's G3XYZ alone", r.Examples)
	}
}

// A token that opens two words shown elsewhere names neither: "call"
// beside a "callsign" and a "callgroup" shown with examples stays unknown.
func TestNounShapedAmbiguous(t *testing.T) {
	t.Parallel()
	sc := func(p string) json.RawMessage { return json.RawMessage(`{"type":"object","properties":` + p + `}`) }
	s := NewServer("phones", []ServerTool{
		{Name: "a", InputSchema: sc(`{"callsign":{"type":"string","examples":["G4ABC"]},"callgroup":{"type":"string","examples":["GRP-12"]}}`)},
		{Name: "b", InputSchema: sc(`{"call":{"type":"string"}}`)},
	})
	r := Classify(ToolContext{Name: "b", Server: s}, ParamContext{Name: "call", Path: "/call", Schema: json.RawMessage(`{"type":"string"}`)})
	if len(r.Examples) > 0 {
		t.Errorf("call examples %v (%s), want none", r.Examples, r.Why)
	}
}

// A pigeon club's addBird shows rings (GB24N12345, NEHU23A0412); its
// enterRace takes a list "rings" of no shape, whose items were the
// fillers "general", "standard" and "default": each item is a ring.
func TestNounShapedItems(t *testing.T) {
	t.Parallel()
	s, tools := loadServer(t, "dev44/pigeon_racing_club.json")
	r := fileRole(t, s, tools, "enterRace", "/rings/*")
	if !slices.Contains(r.Examples, "GB24N12345") || !strings.Contains(r.Why, "shape ring") {
		t.Errorf("enterRace rings/* = %s %v (%s), want the rings addBird shows", r.Kind, r.Examples, r.Why)
	}
}
