package synth

import (
	"testing"
)

// A confirmation field repeats the id its tool acts on, in every drawn
// call: it was a second id of its own ("118198" beside return_id
// "636616").
func TestConfirmRepeatsItsID(t *testing.T) {
	for _, c := range []struct{ file, tool, confirm, id string }{
		{"testdata/dev39/tax_preparer.json", "void_return", "confirm_return_id", "return_id"},
		{"testdata/dev39/water_utility_billing.json", "closeAccount", "confirmAccountNumber", "accountNumber"},
		{"testdata/dev39/mine_site_safety.json", "cancel_work_permit", "confirm_permit_id", "permit_id"},
	} {
		srv, tool := serverTool(t, c.file, c.tool)
		n := 0
		for _, m := range decodeAll(t, string(tool.InputSchema), 20, Options{Seed: 7, RootObject: true, Topic: tool.Name, About: tool.Description, Server: srv}) {
			id, ok := m[c.id].(string)
			if !ok {
				continue
			}
			n++
			if m[c.confirm] != id {
				t.Errorf("%s: %s = %v, want %s's %q", c.tool, c.confirm, m[c.confirm], c.id, id)
			}
		}
		if n == 0 {
			t.Errorf("%s: no call set %s", c.tool, c.id)
		}
	}
}

// confirmTarget finds the sibling by the confirm field's other words, or
// by the words its description gives beside a repeat cue; a field that
// names no sibling, or a flag-like name with no cue, confirms nothing.
func TestConfirmTarget(t *testing.T) {
	sibs := []string{"confirm", "confirm_id", "lot_id", "reason", "confirmAccountNumber", "accountNumber"}
	for _, c := range []struct{ name, desc, want string }{
		{"confirmAccountNumber", "", "accountNumber"},
		{"confirm_id", "type the lot id again to confirm", "lot_id"},
		{"confirm", "Repeat `lot_id` exactly.", "lot_id"},
		{"confirm", "Set to true to delete", ""},
		{"confirm_id", "", ""},
		{"reason", "repeat the lot id", ""},
	} {
		if got := confirmTarget(c.name, c.desc, sibs); got != c.want {
			t.Errorf("confirmTarget(%q, %q) = %q, want %q", c.name, c.desc, got, c.want)
		}
	}
}
