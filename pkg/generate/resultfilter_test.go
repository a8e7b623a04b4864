package generate

import (
	"encoding/json"
	"testing"
)

// TestResultKeepsStateFilter: fleet.listBoats of a made-up canal boat
// hire yard filters by state (available, on_hire, laid_up, …) and lists
// boats with their state. A synthesized listing asked for the laid-up
// boats lists them laid up: it listed them "available", the first state
// of the enum, which a listing's state member takes only when the call
// does not filter on it.
func TestResultKeepsStateFilter(t *testing.T) {
	src := devSource(t, "testdata/dev45/canal_boat_hire_yard.json", "canal_boat_hire_yard")
	filtered := 0
	for _, k := range []string{"chain", "followup"} {
		for _, seed := range []int64{7, 8, 9} {
			for _, r := range kindRecords(t, []Source{src}, k, 5, seed) {
				names, args := r.calls()
				res := r.results()
				if len(names) == 0 || names[0] != "fleet_listBoats" || len(res) == 0 {
					continue
				}
				var a map[string]any
				_ = json.Unmarshal([]byte(args[0]), &a)
				want, ok := a["state"].(string)
				if !ok {
					continue
				}
				var out struct {
					Boats []map[string]any `json:"boats"`
				}
				if json.Unmarshal([]byte(res[0]), &out) != nil {
					continue
				}
				filtered++
				for _, b := range out.Boats {
					if s, ok := b["state"].(string); ok && s != want {
						t.Errorf("boat in state %q listed for state %q: %s", s, want, res[0])
					}
				}
			}
		}
	}
	if filtered == 0 {
		t.Errorf("no listing of boats filtered by state; want some")
	}
}
