package prompt

import (
	"strings"
	"testing"
)

// TestTwoObjectTypesBothSaid checks that two "type" choices of one object
// are both said: the second must not replace the first one's words ("the
// contacts definition") and leave its value unsaid. The tool is
// hubspot-get-association-definitions as the HubSpot MCP server
// (@hubspot/mcp-server) reports it, its description shortened.
func TestTwoObjectTypesBothSaid(t *testing.T) {
	desc := "Retrieves valid association types between specific HubSpot object types."
	vals := "Valid values include: appointments, companies, contacts, courses, deals, leads, line_items, listings, marketing_events, meetings, orders, postal_mail, products, quotes, services, subscriptions, tickets, users."
	schema := `{"type":"object","properties":{` +
		`"fromObjectType":{"type":"string","description":"The type of HubSpot object to get association from. ` + vals + `"},` +
		`"toObjectType":{"type":"string","description":"The type of HubSpot object to get association to. ` + vals + `"}},` +
		`"required":["fromObjectType","toObjectType"]}`
	for i, text := range renderDraws(t, "hubspot-get-association-definitions", desc, schema, `{"fromObjectType":"orders","toObjectType":"contacts"}`, 40, 11) {
		if !strings.Contains(text, "orders") || !strings.Contains(text, "contacts") {
			t.Errorf("draw %d leaves a type unsaid: %s", i, text)
		}
	}
}
