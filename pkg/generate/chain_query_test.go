package generate

import (
	"encoding/json"
	"strings"
	"testing"
)

// chainQueryTools is a search whose query is required, with an output
// listing named plants, and a change to one plant by its id.
const chainQueryTools = `[
 {"name":"search_plants","description":"Search the greenhouse's plants by name or bench.","annotations":{"readOnlyHint":true},
  "inputSchema":{"type":"object","properties":{"query":{"type":"string","description":"Free-text search, e.g. a plant name"}},"required":["query"]},
  "outputSchema":{"type":"object","properties":{"plants":{"type":"array","items":{"type":"object",
   "properties":{"plant_id":{"type":"string"},"name":{"type":"string"},"bench":{"type":"string"}},"required":["plant_id","name"]}}}}},
 {"name":"water_plant","description":"Record a watering of one plant.",
  "inputSchema":{"type":"object","properties":{"plant_id":{"type":"string","description":"The plant's id"},
   "litres":{"type":"number","minimum":0.1,"maximum":20}},"required":["plant_id","litres"]}}
]`

// TestChainSearchSaysWhatItActsOn: a chain that searches and then acts
// on one item it found names that item in its search ("Search for "Red
// Fern". If it shows up, water it."), never searches one name and acts
// on another ("Search for "Sharma". If Lena Park shows up, …").
func TestChainSearchSaysWhatItActsOn(t *testing.T) {
	checked := 0
	for _, seed := range []int64{5, 41} {
		for _, r := range kindRecords(t, []Source{toolsFor(t, "greenhouse", chainQueryTools)}, "chain", 4, seed) {
			names, args := r.calls()
			res := r.results()
			if len(names) != 2 || names[0] != "search_plants" || len(res) == 0 {
				continue
			}
			var a, b map[string]any
			_ = json.Unmarshal([]byte(args[0]), &a)
			_ = json.Unmarshal([]byte(args[1]), &b)
			var out struct {
				Plants []struct {
					ID   string `json:"plant_id"`
					Name string `json:"name"`
				} `json:"plants"`
			}
			if json.Unmarshal([]byte(res[0]), &out) != nil {
				continue
			}
			for _, p := range out.Plants {
				if b["plant_id"] != p.ID || !strings.Contains(r.request(), p.Name) {
					continue
				}
				checked++
				if q, _ := a["query"].(string); !namedIn(q, p.Name) {
					t.Errorf("%q: searched with %s, then acted on %q", r.request(), args[0], p.Name)
				}
			}
		}
	}
	if checked == 0 {
		t.Fatal("no chain names the plant it acts on")
	}
}
