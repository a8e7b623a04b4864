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

// TestChainFindsWhatIsNotSaid: a chain's first call finds something the
// person did not say. An item called by the very value the second call
// takes (a table's name) is one the person already has: naming it, the
// listing would be a step for nothing ("Can you list the tables of the
// sales store? … the orders table"). Such a chain is made only on the
// item the listing shows first, and only to read it ("List the tables of
// the sales store and get the row count of the first one it lists"); a
// change (a drop, rows to insert) is never made on whatever came first.
func TestChainFindsWhatIsNotSaid(t *testing.T) {
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
			if b.Table == "" || strings.Contains(req, b.Table) {
				t.Errorf("%q: the table %q the listing finds is said already", req, b.Table)
			}
			if names[1] != "table_stats" {
				t.Errorf("%q: %s made on the first table listed", req, names[1])
			}
			var a struct {
				Store string `json:"store"`
			}
			if err := json.Unmarshal([]byte(args[0]), &a); err != nil {
				t.Fatal(err)
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
