package dataset

import (
	"encoding/json"
	"testing"
)

// TestXLAMKeepsConstraintsInDescription checks that what xLAM's flat Python
// type names cannot hold (a string format, a pattern, an object's keys, an
// array's item keys) is said in the parameter's description instead of
// being dropped: a new-user tryout found "List[dict]" rows that named no
// key of the items a call must send.
func TestXLAMKeepsConstraintsInDescription(t *testing.T) {
	td := &ToolDef{Name: "place_order", Description: "Place an order.", Parameters: json.RawMessage(`{"type":"object","properties":{
		"lines":{"type":"array","description":"Order lines.","items":{"type":"object","properties":{"sku":{"type":"string"},"quantity":{"type":"integer"}}}},
		"ship_on":{"type":"string","format":"date","description":"Ship date."},
		"order_ref":{"type":"string","pattern":"^ord_[a-z0-9]{8}$"},
		"address":{"type":"object","properties":{"city":{"type":"string"},"zip":{"type":"string"}}},
		"note":{"type":"string","description":"Free text."}},"required":["lines"]}`)}
	b, err := xlamTool(td)
	if err != nil {
		t.Fatal(err)
	}
	var got struct {
		Parameters map[string]struct {
			Description string `json:"description"`
			Type        string `json:"type"`
		} `json:"parameters"`
	}
	if err := json.Unmarshal(b, &got); err != nil {
		t.Fatalf("%v\n%s", err, b)
	}
	want := map[string]string{
		"lines":     "Order lines. (items: objects with keys sku, quantity)",
		"ship_on":   "Ship date. (format: date)",
		"order_ref": "(pattern: ^ord_[a-z0-9]{8}$)",
		"address":   "(keys: city, zip)",
		"note":      "Free text.",
	}
	for k, w := range want {
		if g := got.Parameters[k].Description; g != w {
			t.Errorf("%s: description %q, want %q", k, g, w)
		}
	}
	if ty := got.Parameters["lines"].Type; ty != "List[dict]" {
		t.Errorf("lines: type %q, want List[dict]", ty)
	}
}
