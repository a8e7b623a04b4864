package synth

import (
	"testing"

	"github.com/mcpgen/mcpgen/pkg/role"
)

// TestToolObjectSpellsNameClip checks that the thing a tool acts on, read
// from its clipped name ("upd_cust"), is said by the word the clip
// stands for ("customer"), so the notes built from it say "Follow up on
// the customer next week.", never "on the cust".
func TestToolObjectSpellsNameClip(t *testing.T) {
	srv := role.NewServer("rounds", []role.ServerTool{
		{Name: "upd_cust"},
		{Name: "del_cust", Description: "Remove customer"},
		{Name: "add_instr", Description: "Add/replace instrument in tray"},
		{Name: "rm_instr", Description: "Remove instrument"},
	})
	for topic, want := range map[string]string{"upd_cust": "customer", "rm_instr": "instrument", "get_round": "round"} {
		g := &Generator{opts: Options{Topic: topic, Server: srv}}
		if _, got := g.toolActOf(); got != want {
			t.Errorf("%s: object %q, want %q", topic, got, want)
		}
	}
	g := &Generator{opts: Options{Topic: "upd_cust"}}
	if _, got := g.toolActOf(); got != "cust" {
		t.Errorf("no server: object %q, want the name's own word", got)
	}
}
