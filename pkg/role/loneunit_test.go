package role

import "testing"

// TestLoneUnitKey: a grain transfer's "tonnes" ("Amount to move in
// tonnes") is an amount in tonnes, never money, which the description's
// "Amount" made it ("with a tonnes of 52.73"); a unit of time alone
// stays a duration and a bound keeps its own rule.
func TestLoneUnitKey(t *testing.T) {
	s, tools := loadServer(t, "dev41/grain_elevator.json")
	r := fileRole(t, s, tools, "transfer_between_bins", "/tonnes")
	if r.Kind != Quantity || r.Unit != "tonnes" {
		t.Errorf("tonnes: %s %q, want quantity in tonnes", r.Kind, r.Unit)
	}
	if r.Kind == Money {
		t.Error("tonnes read as money")
	}
	hours := Classify(ToolContext{Name: "log_shift"}, ParamContext{Name: "hours", Path: "/hours", Schema: []byte(`{"type":"number"}`)})
	if hours.Kind != Duration {
		t.Errorf("hours: %s, want a duration", hours.Kind)
	}
}
