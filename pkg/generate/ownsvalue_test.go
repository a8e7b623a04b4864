package generate

import "testing"

// ownsValue: beside an item's own "id", a member named as no id (a boat's
// "berth") holds an attribute, which a chain says as "its berth", not as
// the item found; another identifier of the item (a slug, a SKU) and a
// member of an item with no "id" are the item's own.
func TestOwnsValue(t *testing.T) {
	boat := map[string]any{"id": "TM-0101", "name": "Sea Shanty", "berth": "SH-2", "slug": "sea-shanty"}
	stock := map[string]any{"sku": "FR-WHG-04714", "title": "Oak bunk bed", "location": "KNG"}
	for _, c := range []struct {
		o         map[string]any
		key, list string
		want      bool
	}{
		{boat, "id", "res", true},
		{boat, "berth", "res", false},
		{boat, "slug", "res", true},
		{stock, "sku", "items", true},
		{stock, "location", "items", true},
	} {
		if got := ownsValue(c.o, c.key, c.list); got != c.want {
			t.Errorf("ownsValue(%v, %q, %q) = %v, want %v", c.o, c.key, c.list, got, c.want)
		}
	}
}
