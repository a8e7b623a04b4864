package prompt

import "testing"

// "Create a new Account record" of a tool named for accounts makes an
// account, not "a new record"; a tool whose name does not say the kind
// keeps the description's words.
func TestRecordKind(t *testing.T) {
	for _, c := range []struct{ name, desc, want string }{
		{"crm_create_account", "Create a new Account record", "a new account"},
		{"crm_delete_lead", "Delete a Lead record.", "a lead"},
		{"crm_run", "Create a new Account record", "a new record"},
		{"add_patient", "Create a new patient record", "a new patient record"},
	} {
		if got := toolIntentRead(c.name, "", c.desc).Object; got != c.want {
			t.Errorf("%s %q: object %q, want %q", c.name, c.desc, got, c.want)
		}
	}
}

// The capital of a sentence's first word, or of a verb, names no kind.
func TestRecordKindNotAVerb(t *testing.T) {
	for _, c := range []struct{ name, desc string }{
		{"list_records", "List records from a table"},
		{"delete_records", "Delete Records from a table"},
	} {
		if got := toolIntentRead(c.name, "", c.desc).Object; got == "lists" || got == "deletes" {
			t.Errorf("%s %q: object %q", c.name, c.desc, got)
		}
	}
}
