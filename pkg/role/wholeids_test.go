package role

import (
	"encoding/json"
	"testing"
)

// The numbers of an array of ids are whole ids whatever their JSON type.
func TestWholeIDs(t *testing.T) {
	t.Parallel()
	for _, name := range []string{"order_ids", "ids", "batch_ids"} {
		r := Classify(ToolContext{Name: "refund_items"}, ParamContext{Name: name, Path: "/" + name + "/*",
			Schema: json.RawMessage(`{"type":"number"}`)})
		if r.Kind != ID || r.Typical == nil || r.Typical.Decimals != 0 {
			t.Errorf("%s: kind %s typical %+v (%s), want a whole id", name, r.Kind, r.Typical, r.Why)
		}
	}
}
