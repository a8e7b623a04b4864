package prompt

import (
	"strings"
	"testing"
	"time"

	"github.com/mcpgen/mcpgen/pkg/synth"
	"github.com/mcpgen/mcpgen/pkg/tool"
)

// TestMonthSaidAsMonth: a mine's safety summary takes month "YYYY-MM";
// the request names the month ("for September 2025") or, now and then,
// writes it as the person types it, never "on 2025-09".
func TestMonthSaidAsMonth(t *testing.T) {
	n := 0
	drawFile(t, "dev39/mine_site_safety.json", synth.Options{Seed: 7}, 12, func(tl tool.Tool, i int, text string, args map[string]any) {
		m, ok := args["month"].(string)
		if !ok || tl.Name != "get_site_safety_summary" {
			return
		}
		n++
		if strings.Contains(text, "on "+m) {
			t.Errorf("#%d: %q says the month as a day (on %s)", i, text, m)
		}
		mt, err := time.Parse("2006-01", m)
		if err != nil {
			t.Fatal(err)
		}
		if !strings.Contains(text, mt.Format("January 2006")) && !strings.Contains(text, m) {
			t.Errorf("#%d: %q does not say month %s", i, text, m)
		}
	})
	if n == 0 {
		t.Fatal("no get_site_safety_summary request drew a month")
	}
}
