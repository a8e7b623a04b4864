package prompt

import (
	"testing"

	"github.com/mcpgen/mcpgen/pkg/role"
)

// TestNameClipsSaid checks that a key's word that clips a token of the
// server's tool names is said as the names spell it ("instr code" beside
// add_instr, "Add/replace instrument in tray": "instrument code"), and
// that other words stay.
func TestNameClipsSaid(t *testing.T) {
	srv := role.NewServer("sterile", []role.ServerTool{
		{Name: "add_instr", Description: "Add/replace instrument in tray"},
		{Name: "rm_instr", Description: "Remove instrument (damaged/missing)"},
		{Name: "upd_cust"},
		{Name: "get_tray", Description: "Tray set details"},
	})
	for in, want := range map[string]string{"instr code": "instrument code", "cust notes": "customer notes",
		"tray id": "tray id", "hold secs": "hold secs"} {
		if got := srv.ClipsSaid(in); got != want {
			t.Errorf("ClipsSaid(%q) = %q, want %q", in, got, want)
		}
	}
	if got := (*role.Server)(nil).ClipsSaid("instr code"); got != "instr code" {
		t.Errorf("nil server: %q", got)
	}
}
