package prompt

import (
	"encoding/json"
	"os"
	"testing"

	"github.com/mcpgen/mcpgen/pkg/role"
)

// TestPeerToolIntentSpellsClippedName checks that a tool whose
// description gives no act of its own is asked by its clipped name
// spelled out ("list orders", not "help me with ord ls"), and that a
// description's own act is kept.
func TestPeerToolIntentSpellsClippedName(t *testing.T) {
	cases := []struct{ file, tool, verb, object string }{
		{"quarry.json", "ord_ls", "list", "orders"},
		{"quarry.json", "ord_new", "create", "an order"},
		{"hackathon_platform.json", "sub.ls", "list", "submissions"},
		{"hackathon_platform.json", "sub.dq", "disqualify", "a submission"},
		{"airport_ground_handling.json", "gse.ls", "list", "GSEs"},
		{"airport_ground_handling.json", "crew.asg", "assign", "a crew"},
		{"airport_ground_handling.json", "turn.cxl", "cancel", "a turn"},
	}
	for _, c := range cases {
		b, err := os.ReadFile("testdata/dev39/" + c.file)
		if err != nil {
			t.Fatal(err)
		}
		var doc struct{ Tools []role.ServerTool }
		if err := json.Unmarshal(b, &doc); err != nil {
			t.Fatal(err)
		}
		s := role.NewServer(c.file, doc.Tools)
		for _, tl := range doc.Tools {
			if tl.Name != c.tool {
				continue
			}
			in := peerToolIntent(s, tl.Name, tl.Title, tl.Description)
			if in.Verb != c.verb || in.Object != c.object || in.Label {
				t.Errorf("%s: intent %q %q (label %v), want %q %q", c.tool, in.Verb, in.Object, in.Label, c.verb, c.object)
			}
			if old := toolIntent(tl.Name, tl.Title, tl.Description); old.Verb == in.Verb && old.Object == in.Object && c.tool != "turn.cxl" {
				t.Errorf("%s: read as before (%q %q)", c.tool, old.Verb, old.Object)
			}
		}
	}
}
