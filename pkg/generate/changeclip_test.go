package generate

import (
	"testing"

	"github.com/mcpgen/mcpgen/pkg/tool"
)

// TestClippedChangeNames: a terse name's clipped verb of a change ("upd",
// "del", "mv", "rcv") counts as the change wherever reads and changes are
// told apart: upd_status marked read-only still changes a status, and
// names a change; wms_rcv receives.
func TestClippedChangeNames(t *testing.T) {
	yes := true
	for _, name := range []string{"upd_status", "del_rec", "wms_mv", "wms_rcv"} {
		pt := &prepTool{t: tool.Tool{Name: name, Annotations: &tool.Annotations{ReadOnlyHint: &yes}}}
		if readsOnly(pt) {
			t.Errorf("%s read as a look-up", name)
		}
		if !namesChange(pt) {
			t.Errorf("%s: its name says no change", name)
		}
	}
	if !updates(&prepTool{t: tool.Tool{Name: "upd_status"}}) || !endsThings(&prepTool{t: tool.Tool{Name: "del_rec"}}) ||
		!makesThing(&prepTool{t: tool.Tool{Name: "mk_job"}}) {
		t.Error("upd_status, del_rec, mk_job: not an update, an end and a making")
	}
	if pt := (&prepTool{t: tool.Tool{Name: "lst_jobs", Annotations: &tool.Annotations{ReadOnlyHint: &yes}}}); !readsOnly(pt) {
		t.Error("lst_jobs marked read-only: read as a change")
	}
}
