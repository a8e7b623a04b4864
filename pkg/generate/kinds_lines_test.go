package generate

import (
	"strings"
	"testing"
)

// invoiceTools: an invoice made of line items (objects of a
// description, a quantity and a unit price).
const invoiceTools = `[
 {"name":"create_invoice","description":"Create an invoice for a member with line items.",
  "inputSchema":{"type":"object","properties":{
   "member_id":{"type":"string","description":"Member ID like 'M-20431'"},
   "line_items":{"type":"array","items":{"type":"object","properties":{
    "description":{"type":"string","minLength":100},"quantity":{"type":"integer","minimum":1},"unit_price":{"type":"number"}},
    "required":["description","quantity","unit_price"]}}},
   "required":["member_id","line_items"]}}
]`

// TestKindsLineItemsPasted: line items too long to say in a sentence are
// pasted as a person pastes them, one "- " line each ("- Desk lamp —
// quantity 2, unit price 39.9"), never as a JSON array.
func TestKindsLineItemsPasted(t *testing.T) {
	lines := 0
	for _, k := range []string{"followup", "parallel", "clarify"} {
		for _, r := range kindRecords(t, []Source{toolsFor(t, "billing", invoiceTools)}, k, 6, 5903) {
			for _, m := range r.Messages {
				if m.Role != "user" {
					continue
				}
				if strings.Contains(m.Content, "```json") || strings.Contains(m.Content, `[{"`) {
					t.Errorf("%s: line items pasted as JSON: %q", k, m.Content)
				}
				if strings.Contains(m.Content, "\n- ") && strings.Contains(m.Content, "unit price ") {
					lines++
				}
			}
		}
	}
	if lines == 0 {
		t.Error("no line items pasted as lines")
	}
}
