package role

import (
	"encoding/json"
	"testing"
)

// "Supply either this or other_param" names parameters, not values.
func TestEitherThisNoValues(t *testing.T) {
	t.Parallel()
	r := Classify(ToolContext{Name: "find_parcel"}, ParamContext{Name: "tracking_ref", Path: "/tracking_ref", Schema: json.RawMessage(`{"type":"string","description":"Tracking reference. Supply either this or parcel_code."}`)})
	if len(r.Values) > 0 {
		t.Errorf("values %v (%s), want none", r.Values, r.Why)
	}
}
