package prompt

import (
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/mcpgen/mcpgen/pkg/role"
)

// TestRedirectSaidUnitAgrees: a correction down to one of a unit says
// the old amount in the plural ("Actually, make it 1 hour. 2 hours is
// more than I need."), never "2 hour".
func TestRedirectSaidUnitAgrees(t *testing.T) {
	p := Param{Name: "labour_hrs", Human: "labour hrs", Type: "number"}
	p.Role = role.Classify(role.ToolContext{Name: "close_job", Description: "Close a job."},
		role.ParamContext{Name: p.Name, Schema: []byte(`{"type":"number"}`)})
	for i := range 20 {
		got := RedirectSaid(rand.New(rand.NewPCG(uint64(i), 2)), p, 2, 1, false, "for 1 hour", "Close job 627130 for 2 hours.")
		if strings.Contains(got, "2 hour ") || strings.Contains(got, "2 hour.") || strings.Contains(got, "1 hours") {
			t.Errorf("%q: unit does not agree with its number", got)
		}
	}
}
