package role

import (
	"encoding/json"
	"testing"
)

// The head of a compound key names what its value is: a purchase order
// is an order placed (its reference), a path's number is a footpath's
// reference; only an "order" or "direction" sorting modifies is a sort
// order.
func TestCompoundKeyHead(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		name, schema string
		want         Kind
	}{
		{"purchase_order", `{"type":"string"}`, ID},
		{"purchaseOrder", `{"type":"string","description":"Customer purchase order"}`, ID},
		{"work_order", `{"type":"string"}`, ID},
		{"path_number", `{"type":"string","description":"Number of the public right-of-way path"}`, ID},
		{"path_no", `{"type":"string"}`, ID},
		{"file_number", `{"type":"string"}`, ID},
		{"order", `{"type":"string"}`, SortOrder},
		{"sort_order", `{"type":"string"}`, SortOrder},
		{"order_by", `{"type":"string"}`, SortOrder},
		{"results_order", `{"type":"string"}`, SortOrder},
		{"direction", `{"type":"string"}`, SortOrder},
		{"sort_direction", `{"type":"string"}`, SortOrder},
		{"list_order", `{"type":"string","description":"Newest or oldest first"}`, SortOrder},
		{"file_path", `{"type":"string"}`, FilePath},
	} {
		r := Classify(ToolContext{Name: "create_booking"}, ParamContext{Name: tc.name, Path: "/" + tc.name, Schema: json.RawMessage(tc.schema)})
		if r.Kind != tc.want {
			t.Errorf("%s %s: kind %s (%s), %s wanted", tc.name, tc.schema, r.Kind, r.Why, tc.want)
		}
	}
	r := Classify(ToolContext{Name: "log_wind"}, ParamContext{Name: "wind_direction", Path: "/wind_direction", Schema: json.RawMessage(`{"type":"string"}`)})
	if r.Kind == SortOrder {
		t.Errorf("wind_direction: a sort order (%s)", r.Why)
	}
}

// A letter or a digit that tells apart like keys of one call is no thing
// the key names: "name_a" beside "name_b" on a rota is a person's name,
// "path_1" beside "path_2" a file path.
func TestPairMarkedKeys(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		tool, name string
		sibs       []string
		want       Kind
	}{
		{"swap_rota", "name_a", []string{"date_a", "name_b", "date_b"}, Person},
		{"assign_shift", "name", []string{"date"}, Person},
		{"compare_files", "path_1", []string{"path_2"}, FilePath},
		{"swap_rota", "date_b", []string{"date_a", "name_a", "name_b"}, Date},
	} {
		r := Classify(ToolContext{Name: tc.tool}, ParamContext{Name: tc.name, Path: "/" + tc.name, Schema: json.RawMessage(`{"type":"string"}`), Siblings: tc.sibs})
		if r.Kind != tc.want {
			t.Errorf("%s %s: kind %s (%s), %s wanted", tc.tool, tc.name, r.Kind, r.Why, tc.want)
		}
	}
	if got := unmarkedPair(Tokens("name_a"), []string{"name_b"}); len(got) != 1 || got[0] != "name" {
		t.Errorf("unmarkedPair(name_a) = %v", got)
	}
	if got := unmarkedPair(Tokens("point_x"), []string{"point_y"}); len(got) != 2 {
		t.Errorf("unmarkedPair(point_x) = %v: a coordinate's letter is its axis", got)
	}
}

// An organisation's word before a head naming what it numbers or issues
// is that thing's identifier: a supplier's batch is no supplier.
func TestIssuedByOrganisation(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		name string
		want Kind
	}{
		{"supplierBatch", ID},
		{"vendor_sku", ID},
		{"supplier", Organisation},
		{"supplier_name", Organisation},
	} {
		r := Classify(ToolContext{Name: "adjust_stock"}, ParamContext{Name: tc.name, Path: "/" + tc.name, Schema: json.RawMessage(`{"type":"string"}`)})
		if r.Kind != tc.want {
			t.Errorf("%s: kind %s (%s), %s wanted", tc.name, r.Kind, r.Why, tc.want)
		}
	}
}
