package prompt

import "testing"

// TestObjectsSaidNotPasted checks objects said the way people say them,
// on tools written for the test: a tool whose whole input is one object
// ("params", "request") said by the members it wraps, a nested wrapper
// opened too, an options object said as its settings, a patch list as
// the change it makes, order lines as how many of what, a list of
// records by record, and a long description of a listed thing in
// quotes, never a JSON block or "a line for SKU … with 1 bag".
func TestObjectsSaidNotPasted(t *testing.T) {
	cases := []requestCase{
		{"kiln_fire_batch", "Fire a batch of pottery in a kiln",
			`{"type":"object","properties":{"params":{"type":"object","properties":{"kiln_id":{"type":"string"},"cone":{"type":"string","enum":["04","06","6","10"]},"pieces":{"type":"array","items":{"type":"string"}},"hold_minutes":{"type":"integer"},"notify_email":{"type":"string"},"atmosphere":{"type":"string","enum":["oxidation","reduction"]}}}},"required":["params"]}`,
			`{"params":{"kiln_id":"KL-22","cone":"6","pieces":["mug set","vase"],"hold_minutes":15,"notify_email":"mia@claystudio.org","atmosphere":"reduction"}}`,
			[]string{"KL-22", "mia@claystudio.org"}, []string{"```", "{", `"kiln_id"`}},
		{"hive_create_inspection", "Create a hive inspection",
			`{"type":"object","properties":{"request":{"type":"object","properties":{"apiary":{"type":"string"},"InspectionBody":{"type":"object","properties":{"hive_code":{"type":"string"},"queen_seen":{"type":"boolean"},"frames_of_brood":{"type":"integer"},"notes":{"type":"string"}}}}}},"required":["request"]}`,
			`{"request":{"apiary":"north-field","InspectionBody":{"hive_code":"H-07","queen_seen":true,"frames_of_brood":6,"notes":"Calm colony, plenty of capped honey."}}}`,
			[]string{"H-07", "north-field"}, []string{"```", "{", "InspectionBody"}},
		{"loom_update_pattern", "Apply changes to a weaving pattern as a list of patch operations",
			`{"type":"object","properties":{"pattern_id":{"type":"string"},"operations":{"type":"array","items":{"type":"object","properties":{"op":{"type":"string","enum":["add","remove","replace"]},"path":{"type":"string"},"value":{}},"required":["op","path"]}}},"required":["pattern_id","operations"]}`,
			`{"pattern_id":"PT-301","operations":[{"op":"replace","path":"/warp_color","value":"indigo"},{"op":"remove","path":"/weft_color"}]}`,
			[]string{"setting the warp color to indigo and removing the weft color"}, []string{"```", "{", "replace op", "/warp_color"}},
		{"seed_order_lines", "Order seed packets from the seed bank",
			`{"type":"object","properties":{"lines":{"type":"array","items":{"type":"object","properties":{"sku":{"type":"string"},"packets":{"type":"integer"},"size":{"type":"string","enum":["small","large"]}},"required":["sku","packets"]}}},"required":["lines"]}`,
			`{"lines":[{"sku":"480113","packets":1,"size":"large"},{"sku":"480256","packets":3}]}`,
			[]string{"1 packet of SKU 480113 (large size)", "3 packets of SKU 480256"}, []string{"```", "{", "A line for", "SKU 480113 with"}},
		{"party_rent_items", "Add rentals to a party booking",
			`{"type":"object","properties":{"booking":{"type":"string"},"rentals":{"type":"array","items":{"type":"object","properties":{"item":{"type":"string"},"quantity":{"type":"integer"}},"required":["item","quantity"]}}},"required":["booking","rentals"]}`,
			`{"booking":"BK-88","rentals":[{"item":"folding_chair","quantity":40}]}`,
			[]string{"40 × folding_chair"}, []string{"quantity 40", "folding chair item"}},
		{"score_order", "Order printed scores",
			`{"type":"object","properties":{"lines":{"type":"array","items":{"type":"object","properties":{"catalog_no":{"type":"string"},"copies":{"type":"integer"}},"required":["catalog_no","copies"]}}},"required":["lines"]}`,
			`{"lines":[{"catalog_no":"HL-00123","copies":12}]}`,
			[]string{"12 copies of catalog number HL-00123"}, []string{"catalog no ", "copie "}},
		{"sheet_update_records", "Update records in a sheet",
			`{"type":"object","properties":{"sheet":{"type":"string"},"records":{"type":"array","items":{"type":"object","properties":{"id":{"type":"string"},"fields":{"type":"object","additionalProperties":true}},"required":["id","fields"]}}},"required":["sheet","records"]}`,
			`{"sheet":"shA1","records":[{"id":"451600","fields":{"paid":"yes"}},{"id":"4422","fields":{"boxes_count":24}}]}`,
			[]string{"record 451600 (paid yes)", "record 4422 (24 boxes)"}, []string{"```", "{", "boxeses"}},
		{"club_add_teams", "Add teams to a club",
			`{"type":"object","properties":{"teams":{"type":"array","items":{"type":"object","properties":{"name":{"type":"string"},"color":{"type":"string"},"description":{"type":"string"}},"required":["name"]}}},"required":["teams"]}`,
			`{"teams":[{"name":"Under 12s","color":"blue","description":"Saturday morning squad for players born in 2014, coached by the parents' rota."},{"name":"Veterans","color":"green"}]}`,
			[]string{`described as "Saturday morning squad for players born in 2014, coached by the parents' rota."`}, []string{"```", "{"}},
		{"ferry_search_sailings", "Search ferry sailings",
			`{"type":"object","properties":{"route":{"type":"string"},"criteria":{"type":"object","description":"Search criteria","properties":{"vehicle_space":{"type":"boolean","description":"Only sailings with room for a vehicle"},"max_fare":{"type":"number","description":"Highest fare in EUR"}}}},"required":["route"]}`,
			`{"route":"Dover-Calais","criteria":{"vehicle_space":true,"max_fare":80}}`,
			[]string{"80"}, []string{"criteria", "max fare 80"}},
		{"orchard_log_harvest", "Record a harvest from one orchard block",
			`{"type":"object","properties":{"block_id":{"type":"string"},"lots":{"type":"array","items":{"type":"object","properties":{"grade":{"type":"string","enum":["A","B","C","juice"]},"bins":{"type":"integer"}},"required":["grade","bins"]}}},"required":["block_id","lots"]}`,
			`{"block_id":"OB-4","lots":[{"grade":"A","bins":12},{"grade":"juice","bins":3}]}`,
			[]string{"grade A"}, []string{"a grade", "```"}},
		{"shop_orders_batch_update", "Batch update orders",
			`{"type":"object","properties":{"update":{"type":"array","description":"Orders to update","items":{"type":"object","properties":{"id":{"type":"integer"}},"additionalProperties":true}}}}`,
			`{"update":[{"id":89409,"quantity":46},{"id":15803,"note":"gift wrap"}]}`,
			[]string{"order 89409 (quantity 46)", "order 15803"}, []string{"```", "{", "46 of"}},
	}
	checkRequests(t, cases, 12, 73)
}

// TestPatchOpsWords checks the words of patch operations, and that an
// operation a person would not say so (an unknown verb, a file path, a
// nested value, a change with no value) is left to the other wordings.
func TestPatchOpsWords(t *testing.T) {
	for _, c := range []struct {
		ops  []any
		want string
		ok   bool
	}{
		{[]any{map[string]any{"op": "replace", "path": "/price", "value": "12.50"}, map[string]any{"op": "remove", "path": "/tags/0"}},
			"setting the price to 12.50 and removing tag 1", true},
		{[]any{map[string]any{"op": "add", "path": "/labels/-", "value": "urgent"}}, "adding urgent to the labels", true},
		{[]any{map[string]any{"op": "move", "from": "/due_date", "path": "/start_date"}}, "moving the due date to the start date", true},
		{[]any{map[string]any{"op": "replace", "path": "/variations/0/name", "value": "Control group"}},
			`setting the name of variation 1 to "Control group"`, true},
		{[]any{map[string]any{"op": "general", "path": "/price", "value": "1"}}, "", false},
		{[]any{map[string]any{"op": "replace", "path": "/home/alex/data.csv", "value": "x"}}, "", false},
		{[]any{map[string]any{"op": "replace", "path": "/rules", "value": []any{"a"}}}, "", false},
		{[]any{map[string]any{"op": "replace", "path": "/price"}}, "", false},
	} {
		got, ok := patchOpsWords(c.ops)
		if ok != c.ok || got != c.want {
			t.Errorf("patchOpsWords(%v) = %q, %v; want %q, %v", c.ops, got, ok, c.want, c.ok)
		}
	}
}
