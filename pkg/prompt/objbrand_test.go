package prompt

import "testing"

// TestBrandBeforeKind: an object's maker is said before its kind and
// noun ("Kestrel touring kayak"), never as "touring kayak with brand
// Kestrel".
func TestBrandBeforeKind(t *testing.T) {
	checkRequests(t, []requestCase{
		{"book_kayak_service", "Book a service slot for a customer's kayak.",
			`{"type":"object","properties":{"owner_name":{"type":"string"},"kayak":{"type":"object","properties":{"kind":{"type":"string","enum":["touring","whitewater"]},"brand":{"type":"string"},"damage_notes":{"type":"string"}},"required":["kind","brand"]}},"required":["owner_name","kayak"]}`,
			`{"owner_name":"Ines Varga","kayak":{"kind":"touring","brand":"Kestrel","damage_notes":"Cracked hull near the stern."}}`,
			[]string{"Kestrel touring kayak"}, []string{"brand Kestrel"}},
	}, 12, 133)
}
