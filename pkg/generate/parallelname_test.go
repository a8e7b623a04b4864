package generate

import (
	"testing"

	"github.com/mcpgen/mcpgen/pkg/prompt"
)

// TestParallelOwnNames: two calls of a lookup for two ids never share the
// name that says which thing the first id is ("customer 09344, Elena
// Silva, and the same for 03906" looked both up as Elena Silva): the
// second call leaves an optional name out, or takes its own when the
// name is required. A name of another thing (the engineer of two
// repairs), or a bare name a change writes, is shared as drawn.
func TestParallelOwnNames(t *testing.T) {
	get := boundTool(t, "get_customer", "Look up a customer by number or name.",
		`{"type":"object","properties":{"customer_no":{"type":"string","description":"Customer number, 5 digits"},"name":{"type":"string","description":"Customer name, partial match"}}}`)
	args := map[string]any{"customer_no": "09344", "name": "Elena Silva"}
	b := map[string]any{"customer_no": "03906", "name": "Noah Lee"}
	for _, c := range oneChanged(get, args, b) {
		if c["name"] == "Elena Silva" && c["customer_no"] != "09344" {
			t.Errorf("second call %v keeps the first customer's name", c)
		}
		if c["name"] == "Noah Lee" && c["customer_no"] == "09344" {
			t.Errorf("second call %v names customer 09344 otherwise", c)
		}
	}
	params := get.bind.Params()
	byName := func(n string) int {
		for i, p := range params {
			if p.Name == n {
				return i
			}
		}
		t.Fatalf("no parameter %s", n)
		return -1
	}
	id := params[byName("customer_no")]
	c := map[string]any{"customer_no": "03906", "name": "Elena Silva"}
	if got, ok := ownNames(get, params, id, args, c, b); !ok || len(got) != 1 || got["customer_no"] != "03906" {
		t.Errorf("ownNames: %v %v, want customer 03906 alone", got, ok)
	}
	fix := boundTool(t, "assign_repair", "Assign an engineer to a repair.",
		`{"type":"object","properties":{"repair_id":{"type":"integer"},"engineer_name":{"type":"string"},"name":{"type":"string"}},"required":["repair_id","engineer_name"]}`)
	fp := fix.bind.Params()
	var rid, eng, bare int
	for i, p := range fp {
		switch p.Name {
		case "repair_id":
			rid = i
		case "engineer_name":
			eng = i
		case "name":
			bare = i
		}
	}
	if namesIDThing(fp[rid], fp[eng], false) || namesIDThing(fp[rid], fp[bare], false) {
		t.Error("an engineer's name, or a bare name a change writes, read as the repair's")
	}
	if !namesIDThing(fp[rid], prompt.Param{Name: "repair_title"}, false) {
		t.Error("repair_title beside repair_id: not the repair's")
	}
}
