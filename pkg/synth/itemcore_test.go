package synth

import (
	"slices"
	"testing"

	"github.com/santhosh-tekuri/jsonschema/v5"
)

// TestCoreOfItemOneOfEachKind checks that a large list entry with no
// required field (a journal line of the QuickBooks dev server,
// hold24/real/quickbooks.json) gets one field of each core kind, not
// every id and name it declares, and that a pick already of a kind
// stands for it.
func TestCoreOfItemOneOfEachKind(t *testing.T) {
	names := []string{"account_name", "amount", "delete", "department_name", "description", "entity_id", "entity_name",
		"entity_type", "line_id", "posting_type"}
	for _, c := range []struct {
		picked []string
		want   []string
	}{
		{nil, []string{"account_name", "amount", "description", "entity_id"}},
		{[]string{"entity_name"}, []string{"amount", "description", "entity_id", "entity_name"}},
	} {
		optional := make([]*jsonschema.Schema, len(names))
		include := make([]bool, len(names))
		for i, n := range names {
			optional[i] = &jsonschema.Schema{}
			include[i] = slices.Contains(c.picked, n)
		}
		coreOfItem(names, optional, include)
		var got []string
		for i, in := range include {
			if in {
				got = append(got, names[i])
			}
		}
		if !slices.Equal(got, c.want) {
			t.Errorf("picked %v: got %v, want %v", c.picked, got, c.want)
		}
	}
	// a small entry keeps every field
	small := []string{"sku", "qty", "price"}
	include := make([]bool, 3)
	coreOfItem(small, []*jsonschema.Schema{{}, {}, {}}, include)
	if !include[0] || !include[1] || !include[2] {
		t.Errorf("small entry: got %v, want all", include)
	}
}
