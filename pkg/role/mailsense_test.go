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
	rule := ToolContext{Name: "add_inbox_rule", Description: "Add a rule that sorts incoming mail."}
	if r := Classify(rule, ParamContext{Name: "filter_from", Path: "/filter_from", Schema: json.RawMessage(`{"type":"string","maxLength":256}`)}); r.Kind != Email {
		t.Errorf("a mail rule's filter_from: %s (%s), want the sender's e-mail address", r.Kind, r.Why)
	}
}

// A mailbox whose description says only that it holds "the email" is a
// mail folder, and so is the path of a tool that makes or renames mail
// folders (a new one, never INBOX); a mailbox stated to be an address
// stays an e-mail address. A bare folder of a mail rule is a mail folder;
// one attachments are saved to is on the disk.
func TestMailFolder(t *testing.T) {
	t.Parallel()
	label := ToolContext{Name: "add_label", Description: "Add a label to an email."}
	create := ToolContext{Name: "create_mailbox", Description: "Create a new mailbox (folder)."}
	rename := ToolContext{Name: "rename_mailbox", Description: "Rename an existing mailbox (folder)."}
	watch := ToolContext{Name: "add_sorting_rule", Description: "Add a rule that files incoming mail from a sender."}
	saveAtt := ToolContext{Name: "store_attachments", Description: "Save the attachments of an email to a local folder."}
	for _, tc := range []struct {
		tool          ToolContext
		name, schema  string
		want          Kind
		folder, fresh bool
	}{
		{label, "mailbox", `{"type":"string","description":"Mailbox containing the email (must be a real folder)"}`, Enum, true, false},
		{label, "mailbox", `{"type":"string","description":"Email address of the shared mailbox"}`, Email, false, false},
		{label, "mailbox", `{"type":"string","format":"email","description":"Mailbox of the email"}`, Email, false, false},
		{create, "path", `{"type":"string","description":"Folder path to create (e.g., 'Archive/2026')"}`, Enum, true, true},
		{rename, "path", `{"type":"string","description":"Current folder path"}`, Enum, true, false},
		{rename, "new_path", `{"type":"string","description":"New folder path"}`, Enum, true, true},
		{watch, "folder", `{"type":"string"}`, Enum, true, false},
		{saveAtt, "folder", `{"type":"string"}`, DirPath, false, false},
	} {
		r := Classify(tc.tool, ParamContext{Name: tc.name, Path: "/" + tc.name, Schema: json.RawMessage(tc.schema)})
		if r.Kind != tc.want {
			t.Errorf("%s %s %s: %s (%s), want %s", tc.tool.Name, tc.name, tc.schema, r.Kind, r.Why, tc.want)
			continue
		}
		if tc.folder && slices.Contains(r.Values, "INBOX") == tc.fresh {
			t.Errorf("%s %s: values %v, want INBOX offered %v", tc.tool.Name, tc.name, r.Values, !tc.fresh)
		}
	}
}
