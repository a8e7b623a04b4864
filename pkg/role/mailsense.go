package role

import (
	"fmt"
	"strings"
)

// MailFolders are mailbox folders as mail clients name them: what a
// "mailbox" parameter of a mail tool takes.
var MailFolders = []string{"INBOX", "Archive", "Sent", "Drafts", "INBOX/Receipts", "Work/Clients", "Newsletters"}

// NewMailFolders are folders a person makes in a mail account, what a
// tool creating a folder or renaming one takes: not the standard ones
// every account already has.
var NewMailFolders = []string{"Receipts", "Travel", "Work/Clients", "Projects/2026", "Newsletters", "Family", "Clients"}

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
	case c.mailFolder(r, tool):
		vals := append([]string(nil), r.Examples...)
		folders := MailFolders
		if c.hasToken("new") || containsAny(strings.ToLower(c.tool.Name), "mailbox", "folder") &&
			containsWord(Tokens(c.tool.Name), []string{"create", "add", "new", "make"}) {
			folders = NewMailFolders // a folder made or renamed to is not INBOX
		}
		r.Kind, r.Values, r.ValuesFromProse = Enum, append(vals, folders...), true
		r.Why += "; a mailbox of a mail tool: a mail folder"
	case personAddressTokens[c.last] && (r.Kind == Address || r.Kind == Street || r.Kind == Unknown || r.Kind == Text ||
		r.Kind == Query && c.hasToken("filter")): // a mail rule's filter_from: the sender it matches
		r.Kind = Email
		r.Why += "; a mail's " + c.last + ": an e-mail address"
	}
}

// mailFolder reports whether a parameter of a mail tool names a mail
// folder: a "mailbox" ("Mailbox containing the email") even when the word
// "email" in its description made it an e-mail address, unless something
// says it holds one (an "address", an "@" in its examples or pattern,
// format email: a shared mailbox of an Exchange server); or a path of a
// tool that makes, renames or deletes mailboxes ("Folder path to
// create"), which is a folder of the mail account, never a file; or a
// bare "folder" of a mail tool that writes no files (a mail rule's
// folder to watch).
func (c *ctx) mailFolder(r *Role, tool string) bool {
	if r.Kind == Enum {
		return false
	}
	if c.hasToken("mailbox", "mailboxes") || strings.Contains(c.d, "mailbox") && c.hasToken("destination", "source", "target", "folder") {
		return r.Kind != Email || !c.saysAddress()
	}
	if r.Kind != FilePath && r.Kind != DirPath {
		return false
	}
	if containsAny(tool, "mailbox", "mail folder") && c.hasToken("path", "folder", "destination", "source", "target") {
		return true
	}
	// a bare "folder" of a mail tool (a mail rule's folder to watch) is
	// the account's, unless the tool writes files to a disk
	return c.last == "folder" && !containsAny(tool+" "+c.d, diskWords...)
}

// diskWords say a mail tool's folder is on a disk: attachments saved or
// downloaded to it.
var diskWords = []string{"save", "download", "export", "disk", "local", "filesystem", "file system", "directory"}

// saysAddress reports whether an e-mail parameter states it holds an
// address: by format, pattern, an example or the word "address".
func (c *ctx) saysAddress() bool {
	if c.f.Format == "email" || strings.Contains(c.f.Pattern, "@") || strings.Contains(c.d, "address") {
		return true
	}
	for _, e := range c.f.Examples {
		if strings.Contains(fmt.Sprint(e), "@") {
			return true
		}
	}
	return false
}
