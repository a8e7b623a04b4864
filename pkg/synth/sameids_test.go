package synth

import (
	"slices"
	"testing"
)

// TestPlanIDs: an id of two or more words ending in "id" is kept by its
// flat name, a relation word marks its member, and a plan with no such id
// has none (invented names).
func TestPlanIDs(t *testing.T) {
	p := &objPlan{names: []string{"kennel_id", "id", "parent", "title"}}
	in := p.planIDs()
	if !in.any || !slices.Equal(in.flat, []string{"kennelid", "", "", ""}) || !slices.Equal(in.relation, []bool{false, false, true, false}) {
		t.Errorf("planIDs = %+v", *in)
	}
	if p.planIDs() != in {
		t.Error("planIDs read the names again")
	}
	if q := (&objPlan{names: []string{"id", "title"}}); q.planIDs().any {
		t.Error("a bare id is no container's id")
	}
}
