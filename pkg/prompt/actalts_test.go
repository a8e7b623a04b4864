package prompt

import (
	"strings"
	"testing"
)

// The list an object opens in a description (a print shop's and
// Paperless-NGX's tools, the hold22 development set) is read whole.
func TestListedItems(t *testing.T) {
	t.Parallel()
	for _, c := range []struct{ desc, obj, want string }{
		{"Change the carrier, service or package details for an order that has not shipped yet.", "the carrier",
			"carrier|service|package details"},
		{"Update an existing tag's name, color, matching pattern, or matching algorithm.", "a tag's name",
			"name|color|matching pattern|matching algorithm"},
		{"Look up members by name, company or email.", "members", ""},
		{"Cancel a booking.", "a booking", ""},
	} {
		if got := strings.Join(listedItems(c.desc, c.obj), "|"); got != c.want {
			t.Errorf("listedItems(%q, %q) = %q, want %q", c.desc, c.obj, got, c.want)
		}
	}
}

// The act names what the call changes, never a listed alternative it
// leaves alone; ids of the owner of listed fields are said by its noun.
func TestListedObjectRequests(t *testing.T) {
	t.Parallel()
	ship := `{"type":"object","properties":{"order_id":{"type":"string","description":"Order ID, e.g. INK-2025-04417."},"carrier":{"type":"string","enum":["ups","fedex","usps","local_courier","customer_pickup"]},"service":{"type":"string","description":"Carrier service name, e.g. Ground or 2Day."},"weight_kg":{"type":"number","minimum":0.1,"maximum":500},"dimensions_cm":{"type":"object","properties":{"length":{"type":"number","minimum":1},"width":{"type":"number","minimum":1},"height":{"type":"number","minimum":1}}},"signature_required":{"type":"boolean"}},"required":["order_id"]}`
	desc := "Change the carrier, service or package details for an order that has not shipped yet."
	checkRequests(t, []requestCase{
		{"inkwell_update_shipping", desc, ship, `{"order_id":"INK-2025-02568","dimensions_cm":{"length":54}}`,
			[]string{"INK-2025-02568", "54"}, []string{"carrier"}},
		{"inkwell_update_shipping", desc, ship, `{"order_id":"INK-2026-06113","service":"Ground"}`,
			[]string{"INK-2026-06113", "Ground"}, []string{"carrier"}},
		{"update_custom_field", "Update an existing custom field's name, data type, or extra configuration data.",
			`{"type":"object","properties":{"id":{"type":"number"},"name":{"type":"string"},"data_type":{"enum":["string","url","date","boolean","integer","float","monetary","documentlink","select"],"type":"string"}},"required":["id"]}`,
			`{"id":72991,"data_type":"integer"}`, []string{"custom field 72991", "integer"}, []string{"number 72991", "field's name"}},
		{"update_tag", "Update an existing tag's name, color, matching pattern, or matching algorithm.",
			`{"type":"object","properties":{"id":{"type":"number"},"name":{"type":"string"},"color":{"type":"string","pattern":"^#[0-9A-Fa-f]{6}$"}},"required":["id"]}`,
			`{"id":47138,"name":"someday"}`, []string{"tag 47138", "someday"}, []string{"number 47138"}},
	}, 8, 29)
}
