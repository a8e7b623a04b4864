package prompt

import (
	"fmt"
	"strings"
	"testing"
)

// A flag whose description is a whole clause names only the thing its
// key's head word names: note_to_owner=false on "Send the handover note
// to the owner on record" is "don't send the handover note", never the
// description said back ("… to the owner on record"); a
// description's "as …" is said of the thing ("mark it as a priority"); a
// head of five letters or more names the word it begins ("invoice": "the
// invoiced amount"); include_unpaid on "Include refunds not yet paid out"
// is "unpaid refunds".
func TestFlagSaidByKeyNoun(t *testing.T) {
	cases := []struct {
		key, desc string
		val       bool
		want, bad string
	}{
		{"note_to_owner", "Send the handover note to the owner on record. Default true.", false, "send the handover note", "on record"},
		{"text_reminder", "Send a text reminder 24 hours before.", true, "send a text reminder", "24 hours"},
		{"include_archived_lines", "Include archived lines in the running total.", true, "archived lines", "running total"},
		{"priority", "Mark as a priority by the duty manager, so it is shown first.", true, "mark it as a priority", "duty manager"},
		{"cc_manager", "Copy in the manager who approved the order.", false, "copy in the manager", "who approved"},
		{"include_invoice", "Include the invoiced amount the buyer agreed to.", true, "the invoiced amount", "buyer agreed"},
		{"include_unpaid", "Include refunds not yet paid out to the buyer.", true, "unpaid refunds", "not yet paid"},
	}
	for _, c := range cases {
		schema := `{"type":"object","properties":{"sale_id":{"type":"string","description":"Sale reference, e.g. S-1042"},` +
			`"` + c.key + `":{"type":"boolean","default":` + fmt.Sprint(!c.val) + `,"description":"` + c.desc + `"}},"required":["sale_id"]}`
		args := map[string]any{"sale_id": "S-2291", c.key: c.val}
		for _, s := range bookRequests(t, "close_sale", "Close a sale at the till.", schema, args, 8) {
			l := strings.ToLower(s)
			if strings.Contains(l, c.bad) {
				t.Errorf("%s=%v: %q says %q", c.key, c.val, s, c.bad)
			}
			if !strings.Contains(l, c.want) {
				t.Errorf("%s=%v: %q does not say %q", c.key, c.val, s, c.want)
			}
		}
	}
}

// flagNounCut keeps a clause whose key head is a participle or ends it,
// or whose head is followed by a participle ("items diverted to …").
func TestFlagNounCutKeeps(t *testing.T) {
	for _, c := range []struct{ key, rest string }{
		{"sheeted", "sheeted before leaving site"},
		{"notify_guardians", "the selection text to guardians"},
		{"include_items", "items diverted to partners"},
	} {
		p := Param{Name: c.key, Human: strings.ReplaceAll(c.key, "_", " ")}
		if got := strings.Join(flagNounCut(p, strings.Fields(c.rest)), " "); got != c.rest {
			t.Errorf("%s: %q cut to %q", c.key, c.rest, got)
		}
	}
}

// A flag keyed by a participle whose description names a thing in that
// state ("Load tarped before dispatch" on tarped) is said as the thing
// in that state, never as an order ("and load tarped before dispatch").
func TestStateFlagSaid(t *testing.T) {
	schema := `{"type":"object","properties":{"sale_id":{"type":"string","description":"Sale reference, e.g. S-1042"},` +
		`"tarped":{"type":"boolean","description":"Load tarped before dispatch"}},"required":["sale_id"]}`
	for _, v := range []bool{true, false} {
		want := map[bool]string{true: "with the load tarped", false: "with the load not tarped"}[v]
		for _, s := range bookRequests(t, "record_delivery", "Record a delivery at the yard.", schema, map[string]any{"sale_id": "S-2291", "tarped": v}, 8) {
			if l := strings.ToLower(s); !strings.Contains(l, want) || strings.Contains(l, "before dispatch") {
				t.Errorf("tarped=%v: %q does not say %q alone", v, s, want)
			}
		}
	}
}
