package generate

import (
	"encoding/json"
	"strings"
	"testing"
)

// TestActsTwiceOnOne: the calls of one parallel message never change one
// thing twice ("close account 292344 on March 10; close account 292344
// on November 25") nor end a thing another call works on ("book on
// sailing X; cancel sailing X"); changes of different things, changes
// naming different things the tool's name says it adds (tags a and b on
// one task), and reads stay; a tool setting what its name names sets it
// once on one thing (one crate at positions 4 and 9, in bays 2 and 5), and who did a change
// is not what it was done to (one crate moved by two people).
func TestActsTwiceOnOne(t *testing.T) {
	closeAcct := boundTool(t, "close_account", "Close an account when a customer moves out.", `{"type":"object","properties":{
	 "account_number":{"type":"string"},"move_out_date":{"type":"string","format":"date"},"forwarding_email":{"type":"string","format":"email"}},
	 "required":["account_number","move_out_date"]}`)
	addTag := boundTool(t, "add_tag_to_task", "Add a tag to a task.", `{"type":"object","properties":{
	 "task_id":{"type":"string"},"tag_name":{"type":"string"}},"required":["task_id","tag_name"]}`)
	getPlot := boundTool(t, "get_plot", "Read a greenhouse plot's sensors.", `{"type":"object","properties":{
	 "plot_id":{"type":"string"},"sensor":{"type":"string","enum":["soil","air"]}},"required":["plot_id"]}`)
	reserve := boundTool(t, "reserve_bench", "Reserve a potting bench for a grower.", `{"type":"object","properties":{
	 "bench_id":{"type":"string"},"grower_email":{"type":"string","format":"email"}},"required":["bench_id"]}`)
	remove := boundTool(t, "remove_bench", "Remove a potting bench for good.", `{"type":"object","properties":{
	 "bench_id":{"type":"string"},"reason":{"type":"string"}},"required":["bench_id"]}`)
	slot := boundTool(t, "update_crate_position", "Set the shelf position of a crate.", `{"type":"object","properties":{
	 "crate_id":{"type":"string"},"position":{"type":"string"}},"required":["crate_id","position"]}`)
	moveCrate := boundTool(t, "update_crate_bay", "Record that a crate was moved to a bay.", `{"type":"object","properties":{
	 "crate_id":{"type":"string"},"bay_code":{"type":"string"},"moved_by":{"type":"string","description":"Username of the person who moved it"}},
	 "required":["crate_id","bay_code","moved_by"]}`)
	editCrate := boundTool(t, "depot_edit_crate", "Edit a crate's label.", `{"type":"object","properties":{
	 "crate_id":{"type":"string"},"label":{"type":"string"}},"required":["crate_id","label"]}`)
	m := func(kv ...string) map[string]any {
		out := map[string]any{}
		for i := 0; i+1 < len(kv); i += 2 {
			out[kv[i]] = kv[i+1]
		}
		return out
	}
	for _, c := range []struct {
		name  string
		calls []spec
		want  bool
	}{
		{"one account closed twice", []spec{
			{pt: closeAcct, args: m("account_number", "292344", "move_out_date", "2026-03-10")},
			{pt: closeAcct, args: m("account_number", "292344", "move_out_date", "2025-11-25")}}, true},
		{"one account closed for two e-mails", []spec{
			{pt: closeAcct, args: m("account_number", "292344", "move_out_date", "2026-03-10", "forwarding_email", "a@x.io")},
			{pt: closeAcct, args: m("account_number", "292344", "move_out_date", "2026-03-10", "forwarding_email", "b@x.io")}}, true},
		{"two accounts closed", []spec{
			{pt: closeAcct, args: m("account_number", "292344", "move_out_date", "2026-03-10")},
			{pt: closeAcct, args: m("account_number", "118902", "move_out_date", "2026-03-10")}}, false},
		{"two tags on one task", []spec{
			{pt: addTag, args: m("task_id", "T-1", "tag_name", "urgent")},
			{pt: addTag, args: m("task_id", "T-1", "tag_name", "backend")}}, false},
		{"one plot read twice", []spec{
			{pt: getPlot, args: m("plot_id", "P-7", "sensor", "soil")},
			{pt: getPlot, args: m("plot_id", "P-7", "sensor", "air")}}, false},
		{"a bench reserved and removed", []spec{
			{pt: reserve, args: m("bench_id", "B-12", "grower_email", "ana@farm.io")},
			{pt: remove, args: m("bench_id", "B-12")}}, true},
		{"a bench reserved, another removed", []spec{
			{pt: reserve, args: m("bench_id", "B-12", "grower_email", "ana@farm.io")},
			{pt: remove, args: m("bench_id", "B-40")}}, false},
		{"two benches removed", []spec{
			{pt: remove, args: m("bench_id", "B-12")},
			{pt: remove, args: m("bench_id", "B-40")}}, false},
		{"one crate put at two positions", []spec{
			{pt: slot, args: m("crate_id", "C-1", "position", "4")},
			{pt: slot, args: m("crate_id", "C-1", "position", "9")}}, true},
		{"one crate moved to two bays", []spec{
			{pt: moveCrate, args: m("crate_id", "C-1", "bay_code", "BAY-2", "moved_by", "lee-ng")},
			{pt: moveCrate, args: m("crate_id", "C-1", "bay_code", "BAY-5", "moved_by", "lee-ng")}}, true},
		{"one crate moved by two people", []spec{
			{pt: moveCrate, args: m("crate_id", "C-1", "bay_code", "BAY-2", "moved_by", "lee-ng")},
			{pt: moveCrate, args: m("crate_id", "C-1", "bay_code", "BAY-2", "moved_by", "ida-rao")}}, true},
		{"two crates relabelled", []spec{
			{pt: editCrate, args: m("crate_id", "C-1", "label", "fragile")},
			{pt: editCrate, args: m("crate_id", "C-7", "label", "fragile")}}, false},
		{"one crate relabelled twice", []spec{
			{pt: editCrate, args: m("crate_id", "C-1", "label", "fragile")},
			{pt: editCrate, args: m("crate_id", "C-1", "label", "heavy")}}, true},
		{"two crates moved", []spec{
			{pt: moveCrate, args: m("crate_id", "C-1", "bay_code", "BAY-2", "moved_by", "lee-ng")},
			{pt: moveCrate, args: m("crate_id", "C-7", "bay_code", "BAY-2", "moved_by", "lee-ng")}}, false},
	} {
		if got := actsTwiceOnOne(c.calls); got != c.want {
			t.Errorf("%s: actsTwiceOnOne = %v, want %v", c.name, got, c.want)
		}
		// The manifest says why: the calls act twice on one thing, not
		// that the server has no other tool (it has six here).
		if why := twiceWhy(c.calls); c.want && why != whyTwiceOnOne {
			t.Errorf("%s: twiceWhy = %q, want %q", c.name, why, whyTwiceOnOne)
		}
	}
}

// TestParallelNeverClosesOneThingTwice: parallel records of a tool that
// ends what it is given never call it twice on one id.
func TestParallelNeverClosesOneThingTwice(t *testing.T) {
	const tools = `[
 {"name":"close_account","description":"Close a library member's account. It can't be reopened afterwards.",
  "inputSchema":{"type":"object","properties":{"account_number":{"type":"string","description":"Member account number"},
   "closing_date":{"type":"string","format":"date"},"forwarding_email":{"type":"string","format":"email"}},"required":["account_number","closing_date"]}},
 {"name":"get_account","description":"Look up a library member's account","annotations":{"readOnlyHint":true},
  "inputSchema":{"type":"object","properties":{"account_number":{"type":"string"}},"required":["account_number"]}}
]`
	for _, seed := range []int64{1, 2, 3} {
		for _, r := range kindRecords(t, []Source{toolsFor(t, "library", tools)}, "parallel", 12, seed) {
			names, args := r.calls()
			seen := map[string]bool{}
			for i, raw := range args {
				if names[i] != "close_account" {
					continue
				}
				var a struct {
					Account string `json:"account_number"`
				}
				if err := json.Unmarshal([]byte(raw), &a); err != nil {
					t.Fatal(err)
				}
				if seen[a.Account] {
					t.Errorf("seed %d: %q closes account %s twice", seed, r.request(), a.Account)
				}
				seen[a.Account] = true
			}
		}
	}
}

// TestFollowupSaysUnitNotName: a follow-up changing a number of a tool
// whose parameter names end in units ("volume_l", "tare_kg") says the
// number with its unit, never the parameter's name ("wrong volume l").
func TestFollowupSaysUnitNotName(t *testing.T) {
	const tools = `[
 {"name":"set_irrigation","description":"Set the irrigation run for a greenhouse bay. Water volume is in litres per run.",
  "inputSchema":{"type":"object","properties":{"bay_id":{"type":"string","description":"Bay code, e.g. GB-12"},
   "volume_l":{"type":"number","minimum":1,"maximum":500,"description":"Water per run in litres"},
   "duration_min":{"type":"integer","minimum":1,"maximum":120}},"required":["bay_id","volume_l"]}},
 {"name":"record_ticket","description":"Record a weighbridge ticket for a truck at the depot.",
  "inputSchema":{"type":"object","properties":{"truck":{"type":"string"},"tare_kg":{"type":"number","minimum":0},
   "gross_kg":{"type":"number","minimum":0}},"required":["truck","tare_kg","gross_kg"]}}
]`
	for _, seed := range []int64{1, 2} {
		for _, r := range kindRecords(t, []Source{toolsFor(t, "depot", tools)}, "followup", 12, seed) {
			for _, m := range r.Messages {
				if m.Role != "user" {
					continue
				}
				for _, echo := range []string{"volume l", "tare kg", "gross kg", "duration min"} {
					if strings.Contains(strings.ToLower(m.Content), echo) {
						t.Errorf("seed %d: user turn %q names a parameter (%q)", seed, m.Content, echo)
					}
				}
			}
		}
	}
}
