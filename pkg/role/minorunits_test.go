package role

import (
	"encoding/json"
	"testing"
)

// A number no name word says is money, described only as minor units
// ("pence"), is money in cents of a plausible amount.
func TestMinorUnitsNumberIsMoney(t *testing.T) {
	t.Parallel()
	r := Classify(ToolContext{Name: "settle_tab"}, ParamContext{Name: "amnt", Path: "/amnt", Schema: json.RawMessage(`{"type":"number","description":"pence"}`)})
	if r.Kind != Money || r.Unit != "cents" || r.Typical == nil || r.Typical.Lo < 100 {
		t.Errorf("amnt: %s (%s), want money in cents from 100", r, r.Why)
	}
}
