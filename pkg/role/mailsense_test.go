package role

import (
	"encoding/json"
	"slices"
	"testing"
)

// A mail tool's "mailbox" is a mail folder, whatever words of its
// description say ("Mailbox path"), and a recipient's or sender's
// "address" an e-mail address; outside mail tools the rules stay.
func TestMailSense(t *testing.T) {
	t.Parallel()
	list := ToolContext{Name: "list_emails", Description: "List emails in a mailbox."}
	ship := ToolContext{Name: "create_shipment", Description: "Create a parcel shipment."}
	mb := Classify(list, ParamContext{Name: "mailbox", Path: "/mailbox", Schema: json.RawMessage(`{"type":"string","description":"Mailbox path (default: INBOX)"}`)})
	if mb.Kind != Enum || !slices.Contains(mb.Values, "INBOX") {
		t.Errorf("mailbox: %s %v (%s), want mail folders", mb.Kind, mb.Values, mb.Why)
	}
	to := Classify(list, ParamContext{Name: "to", Path: "/to", Schema: json.RawMessage(`{"type":"string","description":"Filter by recipient address"}`)})
	if to.Kind != Email {
		t.Errorf("to: %s (%s), want an e-mail address", to.Kind, to.Why)
	}
	if r := Classify(ship, ParamContext{Name: "to", Path: "/to", Schema: json.RawMessage(`{"type":"string","description":"Recipient address"}`)}); r.Kind == Email {
		t.Errorf("a parcel's to: %s (%s), want no e-mail address", r.Kind, r.Why)
	}
}
