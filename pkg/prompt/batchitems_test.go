package prompt

import "testing"

// TestBatchItemsNamed checks a batch tool's list of its own objects
// ("items", "records", "inputs") said as those objects where the request
// names the tool's object, in the number the list holds: "Archive the
// trays "Basil starts" (id tr-81) and …", "Delete playlist pl-9",
// "Create a bin "Glass only" …", never "with item …" or "for items …".
func TestBatchItemsNamed(t *testing.T) {
	cases := []requestCase{
		{"archive_trays", "Archive seed trays in the greenhouse",
			`{"type":"object","properties":{"items":{"type":"array","items":{"type":"object","properties":{"tray_id":{"type":"string"},"tray_name":{"type":"string"}}}}},"required":["items"]}`,
			`{"items":[{"tray_id":"tr-81","tray_name":"Basil starts"},{"tray_id":"tr-94","tray_name":"Cherry tomato seedlings"}]}`,
			[]string{`trays "Basil starts" (id tr-81) and "Cherry tomato seedlings" (id tr-94)`}, []string{"item", "```", "(tray tr-81"}},
		{"archive_trays", "Archive seed trays in the greenhouse",
			`{"type":"object","properties":{"items":{"type":"array","items":{"type":"object","properties":{"tray_id":{"type":"string"},"tray_name":{"type":"string"}}}}},"required":["items"]}`,
			`{"items":[{"tray_id":"tr-81","tray_name":"Basil starts"}]}`,
			[]string{`tray "Basil starts" (id tr-81)`}, []string{"item", "trays"}},
		{"delete_playlists", "Delete playlists from the radio library",
			`{"type":"object","properties":{"records":{"type":"array","items":{"type":"object","properties":{"id":{"type":"string"}},"required":["id"]}}},"required":["records"]}`,
			`{"records":[{"id":"pl-9"}]}`,
			[]string{"playlist pl-9"}, []string{"record", "playlists"}},
		{"delete_playlists", "Delete playlists from the radio library",
			`{"type":"object","properties":{"records":{"type":"array","items":{"type":"object","properties":{"id":{"type":"string"}},"required":["id"]}}},"required":["records"]}`,
			`{"records":[{"id":"pl-9"},{"id":"pl-12"}]}`,
			[]string{"playlists pl-9 and pl-12"}, []string{"record"}},
		{"create_bins", "Create new sorting bins at a depot",
			`{"type":"object","properties":{"items":{"type":"object","properties":{}},"entries":{"type":"array","items":{"type":"object","properties":{"name":{"type":"string"},"capacity_kg":{"type":"number"}},"required":["name"]}}},"required":["entries"]}`,
			`{"entries":[{"name":"Glass only","capacity_kg":400}]}`,
			[]string{`a sorting bin "Glass only" (400 kg)`}, []string{"entry", "entries", "```"}},
		{"create_notes", "Create notes on garden plots",
			`{"type":"object","properties":{"items":{"type":"array","items":{"type":"object","properties":{"content":{"type":"string"},"plot_id":{"type":"string"}},"required":["content"]}}},"required":["items"]}`,
			`{"items":[{"content":"Mulch the east beds before the frost","plot_id":"P-7"}]}`,
			[]string{`a note for plot P-7 saying "Mulch the east beds before the frost"`}, []string{"item", "```"}},
		{"link_pallets", "Create links between pallets and trucks",
			`{"type":"object","properties":{"inputs":{"type":"array","items":{"type":"object","properties":{"from":{"type":"object","properties":{"id":{"type":"string"}}},"to":{"type":"object","properties":{"id":{"type":"string"}}}}}}},"required":["inputs"]}`,
			`{"inputs":[{"from":{"id":"340123"},"to":{"id":"465022"}},{"from":{"id":"284896"},"to":{"id":"713693"}},{"from":{"id":"282686"},"to":{"id":"854463"}},{"from":{"id":"701963"},"to":{"id":"437330"}}]}`,
			[]string{"from 340123 to 465022"}, []string{"```", "with from", "input", "this links"}},
	}
	checkRequests(t, cases, 8, 91)
}

// TestUnnamedObjectHead checks that a quoted name or brackets after an
// object's noun are not read as its head: "the tasks "Fix login to the
// API" (id 4)" is about tasks, not "login".
func TestUnnamedObjectHead(t *testing.T) {
	for _, c := range []struct{ obj, want string }{
		{`the tasks "Add pagination to the orders API" (id 45cl) and "Fix login" (id bq7)`, "tasks"},
		{`the label (id 4)`, "label"},
		{"a new issue in the repo", "issue"},
	} {
		if got := objectHead(unnamedObject(c.obj)); got != c.want {
			t.Errorf("objectHead(unnamedObject(%q)) = %q, want %q", c.obj, got, c.want)
		}
	}
}
