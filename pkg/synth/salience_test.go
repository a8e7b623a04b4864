package synth

import (
	"encoding/json"
	"strings"
	"testing"
)

// present counts, over insts, the instances that have each of keys (an
// instance decoded as an object).
func present(t *testing.T, insts []json.RawMessage, keys ...string) map[string]int {
	t.Helper()
	out := map[string]int{}
	for _, raw := range insts {
		var m map[string]any
		if err := json.Unmarshal(raw, &m); err != nil {
			t.Fatal(err)
		}
		for _, k := range keys {
			if _, ok := m[k]; ok {
				out[k]++
			}
		}
	}
	return out
}

// TestOptionalSwitchesPeopleSet: a listing tool written for the test
// (shaped like a tracker's list endpoint) offers filters, a limit and a
// sort beside transport switches: a pagination cursor, a page number, a
// response size in bytes, an encoding and a file to save the output to
// instead of seeing it. Instances set the filters, limit and sort; the
// switches are not covered first and stay rare, so five requests of the
// tool differ in what a person asks.
func TestOptionalSwitchesPeopleSet(t *testing.T) {
	src := `{"type":"object","properties":{
	"project":{"type":"string","description":"Project key"},
	"status":{"type":"string","enum":["open","in_progress","done"],"description":"Only tickets in this status"},
	"assignee":{"type":"string","description":"Only tickets assigned to this user"},
	"limit":{"type":"integer","minimum":1,"maximum":100,"description":"Maximum number of tickets to return"},
	"sort":{"type":"string","enum":["created","updated","priority"],"description":"What to sort by"},
	"cursor":{"type":"string","description":"Pagination cursor from a previous response"},
	"page":{"type":"integer","minimum":1,"description":"Page number of the results"},
	"max_response_bytes":{"type":"integer","description":"The maximum number of bytes to return in the response"},
	"base64":{"type":"boolean","description":"Return the payload base64-encoded"},
	"output_file":{"type":"string","description":"Save results to a file instead of returning them in the response"}},
	"required":["project"]}`
	opts := Options{Seed: 4, Key: "tracker/list_tickets", Topic: "list_tickets", About: "List tickets of a project", RootObject: true}
	first := present(t, instances(t, src, 5, opts), "cursor", "page", "max_response_bytes", "base64", "output_file")
	for k, n := range first {
		t.Errorf("%s set in %d of the first 5 instances: a technical switch is not covered first", k, n)
	}
	all := present(t, instances(t, src, 200, opts), "status", "assignee", "limit", "sort", "cursor", "page", "max_response_bytes", "base64", "output_file")
	for _, k := range []string{"status", "assignee", "limit", "sort"} {
		if all[k] < 20 {
			t.Errorf("%s set in %d of 200 instances, want ≥ 20 (what people ask for)", k, all[k])
		}
	}
	for _, k := range []string{"cursor", "page", "max_response_bytes", "base64", "output_file"} {
		if all[k] > 12 {
			t.Errorf("%s set in %d of 200 instances, want ≤ 12 (a switch people rarely touch)", k, all[k])
		}
	}
}

// TestUpdateFieldsPeopleChange: an update tool written for the test sets
// the fields people change (title, body, labels, state, assignees), not
// another object's bare number (a milestone) as the one change.
func TestUpdateFieldsPeopleChange(t *testing.T) {
	src := `{"type":"object","properties":{
	"owner":{"type":"string"},"repo":{"type":"string"},"ticket_number":{"type":"number"},
	"title":{"type":"string"},"body":{"type":"string"},"assignees":{"type":"array","items":{"type":"string"}},
	"milestone":{"type":"number"},"labels":{"type":"array","items":{"type":"string"}},
	"state":{"type":"string","enum":["open","closed"]}},
	"required":["owner","repo","ticket_number"]}`
	opts := Options{Seed: 2, Key: "tracker/update_ticket", Topic: "update_ticket", About: "Update an existing ticket", RootObject: true}
	if n := present(t, instances(t, src, 6, opts), "milestone")["milestone"]; n > 0 {
		t.Errorf("milestone set in %d of the first 6 updates, want 0 before the fields people change", n)
	}
	if n := present(t, instances(t, src, 100, opts), "milestone")["milestone"]; n > 10 {
		t.Errorf("milestone set in %d of 100 updates, want ≤ 10", n)
	}
}

// TestDefaultsAndFlagsAsPeopleSetThem: a screenshot tool written for the
// test must send a scale and a "static resources" switch (both required,
// with defaults): most calls keep the defaults, which nobody asks for.
// Its optional flags without a default are set on when set ("make it
// full page"), not spelled out as off.
func TestDefaultsAndFlagsAsPeopleSetThem(t *testing.T) {
	src := `{"type":"object","properties":{
	"scale":{"type":"string","enum":["css","device"],"default":"css","description":"Image resolution scale"},
	"include_static":{"type":"boolean","default":false,"description":"Whether to include static resources"},
	"full_page":{"type":"boolean","description":"Capture the whole scrollable page"},
	"private":{"type":"boolean","description":"Whether the upload should be private"}},
	"required":["scale","include_static"]}`
	insts := instances(t, src, 60, Options{Seed: 9, Key: "browser/capture", Topic: "capture_page", RootObject: true})
	defScale, defStatic, flags, on := 0, 0, 0, 0
	for _, raw := range insts {
		var m map[string]any
		if err := json.Unmarshal(raw, &m); err != nil {
			t.Fatal(err)
		}
		if m["scale"] == "css" {
			defScale++
		}
		if m["include_static"] == false {
			defStatic++
		}
		for _, k := range []string{"full_page", "private"} {
			if v, ok := m[k]; ok {
				flags++
				if v == true {
					on++
				}
			}
		}
	}
	if defScale < 39 || defStatic < 39 {
		t.Errorf("required options at their default in %d (scale) and %d (static) of 60, want ≥ 39 each", defScale, defStatic)
	}
	if flags == 0 || on*10 < flags*7 {
		t.Errorf("optional flags set true %d of %d times, want ≥ 70%%", on, flags)
	}
}

// TestStepBookkeepingUndictated: a reasoning tool written for the test
// numbers its steps (stepNumber of totalSteps) and offers bookkeeping
// (revisesStep with isRevision, branchFromStep with branchName,
// needsMoreSteps). The step is a sentence of reasoning (its description
// says so), totals stay what a person plans (at most 8), the
// bookkeeping is rarely set, and a step that revises nothing carries no
// "isRevision": false.
func TestStepBookkeepingUndictated(t *testing.T) {
	src := `{"type":"object","properties":{
	"step":{"type":"string","description":"Your current reasoning step"},
	"nextStepNeeded":{"type":"boolean","description":"Whether another step is needed"},
	"stepNumber":{"type":"integer","minimum":1,"description":"Current step number"},
	"totalSteps":{"type":"integer","minimum":1,"description":"Estimated total steps needed"},
	"isRevision":{"type":"boolean","description":"Whether this revises previous thinking"},
	"revisesStep":{"type":"integer","minimum":1,"description":"Which step is being reconsidered"},
	"branchFromStep":{"type":"integer","minimum":1,"description":"Branching point step number"},
	"branchName":{"type":"string","description":"Branch identifier"},
	"needsMoreSteps":{"type":"boolean","description":"If more steps are needed"}},
	"required":["step","nextStepNeeded","stepNumber","totalSteps"]}`
	insts := instances(t, src, 60, Options{Seed: 5, Key: "think/step", Topic: "reason_step", RootObject: true})
	book := 0
	for _, raw := range insts {
		var m map[string]any
		if err := json.Unmarshal(raw, &m); err != nil {
			t.Fatal(err)
		}
		if total, _ := m["totalSteps"].(float64); total > 8 {
			t.Errorf("totalSteps %v in %s, want ≤ 8", total, raw)
		}
		if step, _ := m["step"].(string); len(strings.Fields(step)) < 5 {
			t.Errorf("step %q is not a step of reasoning", step)
		}
		if m["isRevision"] == false {
			t.Errorf("isRevision false spelled out in %s", raw)
		}
		for _, k := range []string{"isRevision", "revisesStep", "branchFromStep", "branchName", "needsMoreSteps"} {
			if _, ok := m[k]; ok {
				book++
				break
			}
		}
	}
	if book > 12 {
		t.Errorf("bookkeeping set in %d of 60 steps, want ≤ 12", book)
	}
}

// TestSearchTextMostlyGiven: a search tool written for the test has no
// required parameter; its query is mostly given (a search of everything
// is rare), and a link on a run of text is rarely set.
func TestSearchTextMostlyGiven(t *testing.T) {
	src := `{"type":"object","properties":{
	"query":{"type":"string","description":"The text to search page titles for"},
	"sort":{"type":"string","enum":["last_edited","created"]},
	"page_size":{"type":"integer","maximum":100},
	"start_cursor":{"type":"string","description":"Pagination cursor"}}}`
	insts := instances(t, src, 40, Options{Seed: 3, Key: "wiki/search", Topic: "search", About: "Search pages by title", RootObject: true})
	if n := present(t, insts, "query")["query"]; n < 28 {
		t.Errorf("query given in %d of 40 searches, want ≥ 28", n)
	}
	title := `{"type":"object","properties":{"title":{"type":"array","minItems":1,"maxItems":1,"items":{"type":"object",
	"properties":{"text":{"type":"object","properties":{"content":{"type":"string"},"link":{"type":"object",
	"properties":{"url":{"type":"string","format":"uri"}},"required":["url"]}},"required":["content"]}},"required":["text"]}}},
	"required":["title"]}`
	links := 0
	for _, raw := range instances(t, title, 40, Options{Seed: 3, Key: "wiki/rename", Topic: "rename_page", RootObject: true}) {
		var m struct {
			Title []struct {
				Text map[string]any `json:"text"`
			} `json:"title"`
		}
		if err := json.Unmarshal(raw, &m); err != nil {
			t.Fatal(err)
		}
		if _, ok := m.Title[0].Text["link"]; ok {
			links++
		}
	}
	if links > 6 {
		t.Errorf("a link on the title's text in %d of 40, want ≤ 6", links)
	}
}

// TestMustBeTrueFlagIsTrue: a confirming flag whose description says it
// must be true ("Must be true to confirm this destructive operation") is
// always true, so no request deletes a field and says it is not
// confirmed; a flag true only for some actions ("Must be true when method
// is 'delete'") still takes either value.
func TestMustBeTrueFlagIsTrue(t *testing.T) {
	src := `{"type":"object","properties":{
	"id":{"type":"number"},
	"confirm":{"type":"boolean","description":"Must be true to confirm this destructive operation"},
	"notify":{"type":"boolean","description":"Must be true when method is 'delete'"}},
	"required":["id","confirm","notify"]}`
	insts := instances(t, src, 40, Options{Seed: 11, Key: "docs/delete_custom_field", Topic: "delete_custom_field", RootObject: true})
	notifyOff := 0
	for _, raw := range insts {
		var m map[string]any
		if err := json.Unmarshal(raw, &m); err != nil {
			t.Fatal(err)
		}
		if m["confirm"] != true {
			t.Errorf("confirm = %v in %s, want true", m["confirm"], raw)
		}
		if m["notify"] == false {
			notifyOff++
		}
	}
	if notifyOff == 0 {
		t.Errorf("notify never false in 40 calls; a conditional 'must be true when' flag should still vary")
	}
}
