package generate

import (
	"encoding/json"
	"testing"
)

// TestParallelNeverToWhereItStarts: a parallel request asking for one
// trip tool with several destinations never draws as a destination the
// place the trip starts from ("directions from Corso Buenos Aires 33 to
// Via Montenapoleone 8 and Corso Buenos Aires 33").
func TestParallelNeverToWhereItStarts(t *testing.T) {
	const tools = `[
 {"name":"get_directions","description":"Get directions between two places","annotations":{"readOnlyHint":true},
  "inputSchema":{"type":"object","properties":{"origin":{"type":"string","description":"Starting point address or place name"},
   "destination":{"type":"string","description":"Ending point address or place name"}},"required":["origin","destination"]}}
]`
	for _, seed := range []int64{1, 2, 3, 4, 5, 6} {
		for _, r := range kindRecords(t, []Source{toolsFor(t, "maps", tools)}, "parallel", 30, seed) {
			_, args := r.calls()
			for _, raw := range args {
				var a map[string]any
				if err := json.Unmarshal([]byte(raw), &a); err != nil {
					t.Fatal(err)
				}
				if a["origin"] != nil && a["origin"] == a["destination"] {
					t.Errorf("seed %d: %q calls get_directions from and to %v", seed, r.request(), a["origin"])
				}
			}
		}
	}
	if held := heldElsewhere(map[string]any{"origin": "A", "destination": "B"}, "destination", "A"); !held {
		t.Error("heldElsewhere: a destination equal to the origin is not seen as held")
	}
}
