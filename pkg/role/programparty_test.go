package role

import "testing"

// An OAuth client's name is an application's, not a person's; a client
// or an email recipient with no software word before it stays a person.
func TestProgramPartyNamesAnApplication(t *testing.T) {
	cases := []struct {
		tool, toolDesc, name, schema string
		want                         Kind
		names                        string
	}{
		{"register_app", "Register an integration with the billing platform.", "name",
			`{"type":"string","description":"OAuth client name shown on the consent screen."}`, Ident, "application"},
		{"register_app", "Register an integration.", "apiClientName", `{"type":"string"}`, Ident, "application"},
		{"book_session", "Book a coaching session.", "name", `{"type":"string","description":"The client name."}`, Person, "client"},
		{"send_invite", "Send an invitation.", "name", `{"type":"string","description":"Email recipient name."}`, Person, "recipient"},
	}
	for _, c := range cases {
		r := Classify(ToolContext{Name: c.tool, Description: c.toolDesc}, ParamContext{Name: c.name, Path: "/" + c.name, Schema: []byte(c.schema)})
		if r.Kind != c.want || c.want == Ident && r.Names != c.names {
			t.Errorf("%s.%s = %s names %q (%s); want %s names %q", c.tool, c.name, r.Kind, r.Names, r.Why, c.want, c.names)
		}
	}
}
