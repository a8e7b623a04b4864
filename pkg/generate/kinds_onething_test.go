package generate

import (
	"encoding/json"
	"fmt"
	"strings"
	"testing"
)

// The tools below are copied, schemas unchanged and long descriptions
// cut, from servers of the development set: QuickBooks (get_deposit,
// edit_deposit, edit_vendor_credit, get_customer), Paperless-ngx
// (update_correspondent, delete_tag) and an invented pet-grooming server
// (pawsuite_add_pet).
const (
	ledgerTools = `[
	{"name":"get_deposit","description":"Fetch a single deposit by ID with full details including SyncToken (needed for edits).","inputSchema":{"type":"object","properties":{"id":{"type":"string","description":"The deposit ID"}},"required":["id"]}},
	{"name":"edit_deposit","description":"Modify an existing deposit. Can update date, memo, deposit account, department, and/or lines.","inputSchema":{"type":"object","properties":{"id":{"type":"string","description":"Deposit ID to edit"},"txn_date":{"type":"string","description":"New transaction date in YYYY-MM-DD format (optional)"},"memo":{"type":"string","description":"New private memo (optional)"}},"required":["id"]}},
	{"name":"edit_vendor_credit","description":"Modify an existing vendor credit. Can update vendor, date, memo, ref number, and/or lines.","inputSchema":{"type":"object","properties":{"id":{"type":"string","description":"Vendor Credit ID to edit"},"memo":{"type":"string","description":"New private memo (optional)"}},"required":["id"]}},
	{"name":"get_customer","description":"Fetch a single customer by ID with full details including SyncToken (needed for edits).","inputSchema":{"type":"object","properties":{"id":{"type":"string","description":"The customer ID"}},"required":["id"]}}
	]`
	namingTools = `[
	{"name":"update_correspondent","description":"Update an existing correspondent's name, matching pattern, or matching algorithm.","inputSchema":{"type":"object","properties":{"id":{"type":"number"},"name":{"type":"string"},"match":{"type":"string"}},"required":["id","name"]}},
	{"name":"delete_tag","description":"DESTRUCTIVE: Permanently delete a tag from the entire system. This will remove the tag from ALL documents that use it.","inputSchema":{"type":"object","properties":{"id":{"type":"number"},"confirm":{"type":"boolean","description":"Must be true to confirm this destructive operation"}},"required":["id","confirm"]}},
	{"name":"pawsuite_add_pet","description":"Add a pet to an owner's account. Dogs need a current rabies certificate and cats an FVRCP record before their first appointment.","inputSchema":{"type":"object","properties":{"owner_id":{"type":"string","description":"Owner account ID, OWN-####."},"name":{"type":"string"},"species":{"type":"string","enum":["dog","cat","rabbit"]},"notes":{"type":"string","description":"Health or handling notes (allergies, hot spots, previous haircut preferences)."}},"required":["owner_id","name","species"]},"annotations":{"readOnlyHint":false,"destructiveHint":false}}
	]`
)

// TestSameObject: a parameter called only "id" names the same thing in
// two tools only when their names name the same thing, or the longer
// one's id is described as the shorter one's.
func TestSameObject(t *testing.T) {
	for _, c := range []struct {
		a, descA, b, descB string
		want               bool
	}{
		{"edit_deposit", "Deposit ID to edit", "get_deposit", "The deposit ID", true},
		{"edit_vendor_credit", "Vendor Credit ID to edit", "get_deposit", "The deposit ID", false},
		{"edit_deposit", "Deposit ID to edit", "get_customer", "The customer ID", false},
		{"update_mail_rule", "", "get_correspondent", "", false},
		{"update_document", "The ID of the document to update", "list_document_notes", "The document ID", true},
		{"edit_bill", "Bill ID to edit", "get_bill_payment", "The bill payment ID", false},
		{"update_document", "", "get_document_type", "", false},
	} {
		if got := sameObject(c.a, c.descA, c.b, c.descB); got != c.want {
			t.Errorf("sameObject(%s, %s) = %v, want %v", c.a, c.b, got, c.want)
		}
	}
}

// TestFollowupNoOtherThingsID: a follow-up that reads another kind of
// thing after a change does not pass the changed thing's id as the
// other's ("Deposit 807075: could you update it?" then "Now grab that
// customer." with customer id 807075).
func TestFollowupNoOtherThingsID(t *testing.T) {
	src := toolsFor(t, "quickbooks", ledgerTools)
	cross := 0
	for _, r := range kindRecords(t, []Source{src}, "followup", 40, 7) {
		names, args := r.calls()
		if len(names) < 2 || names[0] == names[len(names)-1] {
			continue
		}
		cross++
		var a, b map[string]any
		_ = json.Unmarshal([]byte(args[0]), &a)
		_ = json.Unmarshal([]byte(args[len(args)-1]), &b)
		obj := func(n string) string { return strings.TrimPrefix(strings.TrimPrefix(n, "get_"), "edit_") }
		if fmt.Sprint(a["id"]) == fmt.Sprint(b["id"]) && obj(names[0]) != obj(names[len(names)-1]) {
			t.Errorf("the id of a %s passed as a %s's: %s %s, %s %s", obj(names[0]), obj(names[len(names)-1]), names[0], args[0], names[len(names)-1], args[len(args)-1])
		}
	}
	if cross == 0 {
		t.Fatal("no follow-up across two tools")
	}
}

// TestParallelOneNamePerThing: parallel calls of one tool do not give
// one new name to several things (correspondents a, b and c all renamed
// "Orchard Labs"), nor make several things of one name (a pet "Luna"
// added to three owners), and a required confirmation said once holds
// for every call ("Delete tag A. Yes, I'm sure. And the same for tag
// B." confirms both).
func TestParallelOneNamePerThing(t *testing.T) {
	src := toolsFor(t, "office", namingTools)
	seen := map[string]int{}
	for _, r := range kindRecords(t, []Source{src}, "parallel", 30, 11) {
		names, args := r.calls()
		if len(names) < 2 || names[0] != names[1] {
			continue
		}
		seen[names[0]]++
		var a []map[string]any
		for _, s := range args {
			var m map[string]any
			_ = json.Unmarshal([]byte(s), &m)
			a = append(a, m)
		}
		for _, m := range a[1:] {
			sameName := fmt.Sprint(m["name"]) == fmt.Sprint(a[0]["name"])
			switch names[0] {
			case "update_correspondent":
				if sameName != (fmt.Sprint(m["id"]) == fmt.Sprint(a[0]["id"])) {
					t.Errorf("one name for several correspondents, or several for one: %s", strings.Join(args, " "))
				}
			case "pawsuite_add_pet":
				if sameName {
					t.Errorf("several pets of one name: %s", strings.Join(args, " "))
				}
			case "delete_tag":
				if fmt.Sprint(m["confirm"]) != fmt.Sprint(a[0]["confirm"]) {
					t.Errorf("a confirmation said once holds for one call only: %s", strings.Join(args, " "))
				}
			}
		}
	}
	if seen["pawsuite_add_pet"] == 0 || seen["delete_tag"] == 0 {
		t.Fatalf("too few parallel records of one tool: %v", seen)
	}
}
