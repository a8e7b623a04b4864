package generate

import (
	"encoding/json"
	"strings"
	"testing"
)

// tableTools: a listing of a store's tables (its outputSchema lets an
// offline chain take a table's name from it), a read and two changes of
// one table by its name, one with a block of its own (the rows to add).
// The person calls a table by the very value the second call takes.
const tableTools = `[
 {"name":"list_tables","description":"List the tables of a data store","annotations":{"readOnlyHint":true},
  "inputSchema":{"type":"object","properties":{"store":{"type":"string","description":"Data store name"}},"required":["store"]},
  "outputSchema":{"type":"object","properties":{"tables":{"type":"array","items":{"type":"object","properties":{
    "name":{"type":"string","description":"Table name"},"rows":{"type":"integer"}},"required":["name","rows"]}}},"required":["tables"]}},
 {"name":"table_stats","description":"Get the size and row count of a table","annotations":{"readOnlyHint":true},
  "inputSchema":{"type":"object","properties":{"store":{"type":"string","description":"Data store name"},
   "table_name":{"type":"string","description":"Table name"}},"required":["store","table_name"]}},
 {"name":"drop_table","description":"Drop a table from a data store","annotations":{"destructiveHint":true},
  "inputSchema":{"type":"object","properties":{"store":{"type":"string","description":"Data store name"},
   "table_name":{"type":"string","description":"Table name"}},"required":["store","table_name"]}},
 {"name":"insert_rows","description":"Insert rows into a table","annotations":{"readOnlyHint":false},
  "inputSchema":{"type":"object","properties":{"store":{"type":"string","description":"Data store name"},
   "table_name":{"type":"string","description":"Table name"},
   "rows":{"type":"array","description":"The rows to insert","items":{"type":"object","additionalProperties":{}}}},
   "required":["store","table_name","rows"]}}
]`

// TestChainNamedItemOneNeed: a chain on an item the person calls by the
// very value the second call takes (a table's name) reads as one need:
// the second call's own request, saying the item and all the listing is
// asked (the store), the listing being how the assistant finds it ("Drop
// the orders table in the sales store."); never a test of the listing
// the person spells out ("List the tables of the sales store. Is orders
// one of them? If so, drop it."), nor the listing and then the step
// stitched after it as a command of its own ("… Then drop the table
// called orders.").
func TestChainNamedItemOneNeed(t *testing.T) {
	n := 0
	for _, seed := range []int64{3, 8} {
		for _, r := range kindRecords(t, []Source{toolsFor(t, "tb", tableTools)}, "chain", 12, seed) {
			names, args := r.calls()
			if len(names) != 2 {
				continue
			}
			n++
			var b struct {
				Table string `json:"table_name"`
			}
			if err := json.Unmarshal([]byte(args[1]), &b); err != nil {
				t.Fatal(err)
			}
			req := r.request()
			if b.Table == "" || !strings.Contains(req, b.Table) {
				t.Errorf("%q: the table %q is not named", req, b.Table)
			}
			for _, bad := range []string{"Then ", "After that", "Is there ", "is there,", "Once you have that", ". On the ", ". Using the ", ", using the table"} {
				if strings.Contains(req, bad) {
					t.Errorf("%q: stitched (%q)", req, bad)
				}
			}
			var a struct {
				Store string `json:"store"`
			}
			if err := json.Unmarshal([]byte(args[0]), &a); err != nil {
				t.Fatal(err)
			}
			if strings.Contains(strings.ToLower(req), "if ") || strings.Contains(req, "one of them") {
				t.Errorf("%q: a test of the listing spelled out", req)
			}
			if !strings.Contains(req, a.Store) {
				t.Errorf("%q: the store %q the listing is asked about is not said", req, a.Store)
			}
		}
	}
	if n < 4 {
		t.Fatalf("%d chains made", n)
	}
}
