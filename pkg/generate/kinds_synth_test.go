package generate

import (
	"encoding/json"
	"strings"
	"testing"
)

// linkTools: a listing of database links whose items have a prose
// description (required), optional notes and a last error, and a state;
// a listing of one database's tables; and reads that take a link's id and
// a database.
const linkTools = `[
 {"name":"list_links","description":"List the database links of the workspace","annotations":{"readOnlyHint":true},
  "inputSchema":{"type":"object","properties":{}},
  "outputSchema":{"type":"object","properties":{"links":{"type":"array","items":{"type":"object","properties":{
    "linkId":{"type":"string","description":"Link id"},"name":{"type":"string","description":"Link name"},
    "description":{"type":"string","description":"What the link is for"},"notes":{"type":"string","description":"Notes about the link"},
    "lastError":{"type":"string","description":"The last error of the link"},
    "state":{"type":"string","enum":["open","opening","closed","failed"]}},
   "required":["linkId","name","description"]}}},"required":["links"]}},
 {"name":"get_link_stats","description":"Get usage statistics of a database link","annotations":{"readOnlyHint":true},
  "inputSchema":{"type":"object","properties":{"linkId":{"type":"string","description":"Link id"}},"required":["linkId"]}},
 {"name":"list_tables","description":"List the tables of a database","annotations":{"readOnlyHint":true},
  "inputSchema":{"type":"object","properties":{"database":{"type":"string","description":"Database name"}},"required":["database"]},
  "outputSchema":{"type":"object","properties":{"tables":{"type":"array","items":{"type":"object","properties":{
    "name":{"type":"string","description":"Table name"},"rows":{"type":"integer"}},"required":["name","rows"]}}},"required":["tables"]}},
 {"name":"describe_table","description":"Describe the columns of a table","annotations":{"readOnlyHint":true},
  "inputSchema":{"type":"object","properties":{"database":{"type":"string","description":"Database name"},
   "table":{"type":"string","description":"Table name"}},"required":["database","table"]}}
]`

// TestChainOfflineResultPlain: offline, a finder's synthesized result
// reads like a real listing the second call picks from: several items
// (the request names one of them), a required description said from the
// item's own name, no made-up prose notes or last errors, states in
// their normal value; and the second call works in the database the
// listing was asked about, not another one drawn for it, which the
// request says once.
func TestChainOfflineResultPlain(t *testing.T) {
	links, tables := 0, 0
	for _, r := range kindRecords(t, []Source{toolsFor(t, "db", linkTools)}, "chain", 6, 2) {
		names, args := r.calls()
		res := r.results()
		if len(names) != 2 || len(res) != 1 {
			continue
		}
		switch names[0] {
		case "list_links":
			links++
			var got struct{ Links []map[string]any }
			if err := json.Unmarshal([]byte(res[0]), &got); err != nil {
				t.Fatal(err)
			}
			if len(got.Links) < 2 {
				t.Errorf("a listing of %d links: %s", len(got.Links), res[0])
			}
			for _, l := range got.Links {
				d, _ := l["description"].(string)
				if len(strings.Fields(d)) > 3 || !strings.Contains(d, l["name"].(string)) {
					t.Errorf("link %v: description %q", l["name"], d)
				}
				if _, ok := l["notes"]; ok {
					t.Errorf("link %v has notes %q", l["name"], l["notes"])
				}
				if _, ok := l["lastError"]; ok {
					t.Errorf("link %v has a last error %q", l["name"], l["lastError"])
				}
				if s, ok := l["state"]; ok && s != "open" {
					t.Errorf("link %v is %q", l["name"], s)
				}
			}
		case "list_tables":
			tables++
			var a, b struct{ Database string }
			_ = json.Unmarshal([]byte(args[0]), &a)
			_ = json.Unmarshal([]byte(args[1]), &b)
			if names[1] == "describe_table" && a.Database != b.Database {
				t.Errorf("tables listed in %q, described in %q: %q", a.Database, b.Database, r.request())
			}
			if n := strings.Count(r.request(), a.Database); n != 1 {
				t.Errorf("the database %q said %d times: %q", a.Database, n, r.request())
			}
		}
	}
	if links == 0 || tables == 0 {
		t.Fatalf("chains from list_links %d, from list_tables %d", links, tables)
	}
}
