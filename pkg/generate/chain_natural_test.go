package generate

import (
	"encoding/json"
	"regexp"
	"strings"
	"testing"

	"github.com/mcpgen/mcpgen/pkg/prompt"
)

// sheetTools: a listing of a workbook's sheets (each an id and the name
// a person calls it by), and two changes made to every row a filter
// matches (one updates, one deletes) of a sheet given by its id, the
// filter optional as bulk-write tools have it.
const sheetTools = `[
 {"name":"list_sheets","description":"List the sheets of a workbook","annotations":{"readOnlyHint":true},
  "inputSchema":{"type":"object","properties":{"workbook":{"type":"string","description":"Workbook name"}},"required":["workbook"]},
  "outputSchema":{"type":"object","properties":{"sheets":{"type":"array","items":{"type":"object","properties":{
    "sheet_id":{"type":"string","pattern":"^sh_[0-9a-f]{6}$","description":"Sheet id"},
    "name":{"type":"string","description":"Sheet name"},"rows":{"type":"integer"}},"required":["sheet_id","name","rows"]}}},"required":["sheets"]}},
 {"name":"update_rows","description":"Updates all rows of a sheet that match the filter","annotations":{"destructiveHint":true},
  "inputSchema":{"type":"object","properties":{"workbook":{"type":"string","description":"Workbook name"},
   "sheet_id":{"type":"string","pattern":"^sh_[0-9a-f]{6}$","description":"Sheet id"},
   "filter":{"type":"object","description":"The selection criteria: column values the rows to update have","properties":{},"additionalProperties":{}},
   "set":{"type":"object","description":"Column values to set","properties":{},"additionalProperties":{}}},
   "required":["workbook","sheet_id","set"]}},
 {"name":"delete_rows","description":"Deletes all rows of a sheet that match the filter","annotations":{"destructiveHint":true},
  "inputSchema":{"type":"object","properties":{"workbook":{"type":"string","description":"Workbook name"},
   "sheet_id":{"type":"string","pattern":"^sh_[0-9a-f]{6}$","description":"Sheet id"},
   "filter":{"type":"object","description":"The query filter of the rows to delete","properties":{},"additionalProperties":{}}},
   "required":["workbook","sheet_id"]}}
]`

// TestChainBulkChangeFiltered: a chain's second call that changes every
// row a filter matches is made with a filter (drawn for it, said in the
// request), never unfiltered on the whole sheet the listing found: "set
// status to done on every row" of a sheet is no request a person makes
// of a listing's item.
func TestChainBulkChangeFiltered(t *testing.T) {
	n := 0
	for _, r := range kindRecords(t, []Source{toolsFor(t, "wb", sheetTools)}, "chain", 8, 3) {
		names, args := r.calls()
		if len(names) != 2 || (names[1] != "update_rows" && names[1] != "delete_rows") {
			continue
		}
		n++
		var b struct{ Filter map[string]any }
		if err := json.Unmarshal([]byte(args[1]), &b); err != nil {
			t.Fatal(err)
		}
		if len(b.Filter) == 0 {
			t.Errorf("%q: %s %s changes every row", r.request(), names[1], args[1])
		}
	}
	if n == 0 {
		t.Fatal("no chain made a bulk change")
	}
}

// TestBulkFilter: the optional filter of a change to many items is found
// by its name or description; a read, or a change with no filter, has
// none.
func TestBulkFilter(t *testing.T) {
	upd := boundTool(t, "update_rows", "Updates all rows that match", `{"type":"object","properties":{"sheet":{"type":"string"},
		"where":{"type":"object","description":"Rows to update"},"set":{"type":"object"}},"required":["sheet","set"]}`)
	if f, ok := bulkFilter(upd); !ok || f != "where" {
		t.Errorf("update_rows: %q, %v", f, ok)
	}
	del := boundTool(t, "purge_items", "Purge items", `{"type":"object","properties":{"bin":{"type":"string"},
		"sel":{"type":"object","description":"The selection criteria of the items"}},"required":["bin"]}`)
	if f, ok := bulkFilter(del); !ok || f != "sel" {
		t.Errorf("purge_items: %q, %v", f, ok)
	}
	find := boundTool(t, "find_rows", "Find rows", `{"type":"object","properties":{"filter":{"type":"object"}}}`)
	if _, ok := bulkFilter(find); ok {
		t.Error("a read has a bulk filter")
	}
	if narrowing(map[string]any{}) || narrowing("  ") || !narrowing(map[string]any{"a": 1.0}) {
		t.Error("narrowing")
	}
}

// TestChainRequestsAsPeopleAsk: on the example server a chain's request
// is the need itself: no stock lead glued before the item's step ("I'm
// mostly interested in …:", "In particular,", "Specifically,", "Of
// those,"), no hint written only to force the first step ("It's among the
// rooms in …", "It should show up if you …", "You'll find it if you …"),
// no "first … in the results", no asking whether anything is there
// before naming the item by its exact title, and no bare "that day" after
// a span of days (the event's own day is said as its).
func TestChainRequestsAsPeopleAsk(t *testing.T) {
	span := regexp.MustCompile(`\b(between|from) \d{1,2} \w+ \d{4} (and|to|until|through) \d{1,2} \w+ \d{4}`)
	recs := exampleChains(t, 6, 3)
	scoped := 0
	for i, r := range recs {
		req := r.request()
		for _, bad := range []string{"mostly interested", "In particular", "Specifically", "Of those", "It's among", "It's one of",
			"show up if", "find it if", "be there if", "in the results", "If you see"} {
			if strings.Contains(req, bad) {
				t.Errorf("record %d: %q says %q", i+1, req, bad)
			}
		}
		if prompt.AsksExistence(req) && strings.Count(req, `"`) >= 2 {
			t.Errorf("record %d: %q asks whether anything is there, then names the item", i+1, req)
		}
		if span.MatchString(req) && strings.Contains(req, "that day") && !strings.Contains(req, " in? ") && !strings.Contains(req, " is in. ") {
			// "that day" is the item's own once the request asks first
			// which room the item is in ("Which room is "Sprint 48
			// retro" in? It's between 12 and 15 January. Who's using
			// that room that day?").
			t.Errorf("record %d: %q: \"that day\" after a span of days", i+1, req)
		}
		if strings.Contains(req, " room in the ") || strings.Contains(req, " in the Annex building") && !strings.Contains(req, "rooms") {
			scoped++
		}
	}
	if scoped == 0 {
		t.Error("no chain names a room with the building the listing looks in")
	}
}

// TestChainNoCreateOfFound: a tool that makes the thing its parameter
// names ("create_sheet" taking the sheet's name) is never the second call
// of a chain on a listing of those things: what a listing shows exists
// already; a tool making something inside the found thing (a column in a
// sheet) is.
func TestChainNoCreateOfFound(t *testing.T) {
	list := boundTool(t, "list_sheets", "List the sheets of a workbook", `{"type":"object","properties":{"workbook":{"type":"string"}},"required":["workbook"]}`)
	mk := boundTool(t, "create_sheet", "Create a sheet", `{"type":"object","properties":{"workbook":{"type":"string"},"sheet_name":{"type":"string","description":"Sheet name"}},"required":["workbook","sheet_name"]}`)
	col := boundTool(t, "add_column", "Add a column to a sheet", `{"type":"object","properties":{"workbook":{"type":"string"},"sheet_name":{"type":"string","description":"Sheet name"},"column":{"type":"string"}},"required":["workbook","sheet_name","column"]}`)
	if p, ok := chainParam(list, mk); ok {
		t.Errorf("create_sheet chained on the listing through %s", p.Name)
	}
	if p, ok := chainParam(list, col); !ok || p.Name != "sheet_name" {
		t.Errorf("add_column: %q, %v", p.Name, ok)
	}
}

// TestChainItemLongTitle: an item whose title is six words ("Customer
// demo: City Power & Light") is named by it, so the request asks for that
// item, not for "the first event in the results".
func TestChainItemLongTitle(t *testing.T) {
	p := boundTool(t, "get_meeting", "Get a meeting", `{"type":"object","properties":{"meeting_id":{"type":"string"}},"required":["meeting_id"]}`).bind.Params()[0]
	res := `{"meetings":[{"meeting_id":"m_1","title":"Customer demo: City Power & Light"},{"meeting_id":"m_2","title":"Standup"}]}`
	if name, _ := itemName(res, "m_1", p); name != "Customer demo: City Power & Light" {
		t.Errorf("itemName = %q", name)
	}
}

// TestNamesAll: a listing's answer that names every item already is not
// followed by the same names again.
func TestNamesAll(t *testing.T) {
	f := "Juniper (AX-001, 6 seats) and Harbor (AX-002, 10 seats) are in the Annex building."
	if !namesAll(f, []string{"Juniper", "Harbor"}) || namesAll(f, []string{"Juniper", "Atlas"}) {
		t.Error("namesAll")
	}
}
