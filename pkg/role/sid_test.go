package role

import (
	"encoding/json"
	"testing"
)

// TestCodeNamedIDs: a SID, a SKU and a PNR are ids by their names alone
// (a Twilio "Sid" got a chat message as its value, SKUs and booking
// references got plain words), and a Twilio server's SIDs take the
// platform's shape: two letters naming the resource and 32 hex digits.
func TestCodeNamedIDs(t *testing.T) {
	tools := []ServerTool{
		{Name: "FetchMessage", Description: "Fetch a message resource.", InputSchema: json.RawMessage(`{"type":"object","properties":{"Sid":{"type":"string","description":"The SID of the Message resource to fetch."},"MessagingServiceSid":{"type":"string"}}}`)},
		{Name: "transfer_stock", Description: "Move stock between warehouses.", InputSchema: json.RawMessage(`{"type":"object","properties":{"skus":{"type":"array","items":{"type":"string"}}}}`)},
		{Name: "get_booking", Description: "Get an airline booking.", InputSchema: json.RawMessage(`{"type":"object","properties":{"pnr":{"type":"string","description":"Booking reference"}}}`)},
	}
	for _, c := range [][2]string{{"FetchMessage", "Sid"}, {"FetchMessage", "MessagingServiceSid"}, {"transfer_stock", "skus"}, {"get_booking", "pnr"}} {
		if r := idRole(t, "shop", tools, c[0], c[1]); r.Kind != ID {
			t.Errorf("%s.%s: %s (%s), want an id", c[0], c[1], r.Kind, r.Why)
		}
	}
	if r := idRole(t, "twilio", tools, "FetchMessage", "MessagingServiceSid"); r.ID != IDPrefixed || r.Pattern != `^MG[0-9a-f]{32}$` {
		t.Errorf("twilio MessagingServiceSid: %s pattern %q (%s), want a messaging service SID", r.ID, r.Pattern, r.Why)
	}
}
