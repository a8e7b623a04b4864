package role

import "strings"

// MailFolders are mailbox folders as mail clients name them: what a
// "mailbox" parameter of a mail tool takes.
var MailFolders = []string{"INBOX", "Archive", "Sent", "Drafts", "INBOX/Receipts", "Work/Clients", "Newsletters"}

// mailWords in a tool's name or description say it reads or sends mail.
var mailWords = []string{"email", "e-mail", "mail", "inbox", "imap", "smtp"}

// personAddressTokens end the names of a mail's people: the recipient
// ("to", "recipient", "cc"), the sender ("from", "sender").
var personAddressTokens = map[string]bool{"to": true, "from": true, "recipient": true, "recipients": true,
	"sender": true, "cc": true, "bcc": true, "reply": true}

// mailSense corrects the roles of a mail tool's parameters that other
// rules read by a word of their description: a "mailbox" ("Mailbox path
// (default: INBOX)") is a mail folder, not a file path; a recipient's or
// a sender's "address" is an e-mail address, not a street address.
func (c *ctx) mailSense(r *Role) {
	if c.numeric || len(c.f.Enum) > 0 {
		return
	}
	tool := strings.ToLower(c.tool.Name + " " + c.tool.Description)
	if !containsAny(tool+" "+c.d, mailWords...) {
		return
	}
	switch {
	case c.hasToken("mailbox", "mailboxes") && r.Kind != Email && r.Kind != Enum:
		vals := append([]string(nil), r.Examples...)
		r.Kind, r.Values, r.ValuesFromProse = Enum, append(vals, MailFolders...), true
		r.Why += "; a mailbox of a mail tool: a mail folder"
	case personAddressTokens[c.last] && (r.Kind == Address || r.Kind == Street || r.Kind == Unknown || r.Kind == Text):
		r.Kind = Email
		r.Why += "; a mail's " + c.last + ": an e-mail address"
	}
}
