package role

import (
	"path/filepath"
	"testing"

	"github.com/mcpgen/mcpgen/internal/testenv"
)

// The relation of an emergency contact, a guardian or a diver's contact
// is a word of kinship ("parent", "partner"), no graph relation
// ("authored"); a relationship the words show keeps its examples, and a
// graph's relation type stays one.
func TestKinship(t *testing.T) {
	_, glass := testenv.DecodeTools[ServerTool](t, filepath.Join("testdata", "dev43", "glass_blowing_studio.json"))
	_, scuba := testenv.DecodeTools[ServerTool](t, filepath.Join("testdata", "dev39", "scuba_dive_shop.json"))
	_, tax := testenv.DecodeTools[ServerTool](t, filepath.Join("testdata", "dev39", "tax_preparer.json"))
	for _, c := range []struct {
		tools       []ServerTool
		tool, param string
		kinship     bool
	}{
		{glass, "recordWaiver", "emergencyContact/relation", true},
		{scuba, "registerDiver", "emergencyContact/relationship", true},
		{tax, "create_client_intake", "dependents/*/relationship", false},
	} {
		r := idRole(t, "", c.tools, c.tool, c.param)
		got := r.Kind == Word && r.Format == "relationship"
		if got != c.kinship {
			t.Errorf("%s %s: %v, kinship %v, want %v", c.tool, c.param, r, got, c.kinship)
		}
		if r.Kind == Relation {
			t.Errorf("%s %s: a graph relation", c.tool, c.param)
		}
	}
	graph := []ServerTool{{Name: "create_relations", InputSchema: []byte(`{"type":"object","properties":{"relations":{"type":"array","items":{"type":"object","properties":{"from":{"type":"string"},"to":{"type":"string"},"relation":{"type":"string"}}}}}}`)}}
	if r := idRole(t, "", graph, "create_relations", "relations/*/relation"); r.Kind != Relation {
		t.Errorf("a graph's relation: %v, want a relation", r)
	}
}
