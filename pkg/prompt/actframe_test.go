package prompt

import (
	"encoding/json"
	"math/rand/v2"
	"strings"
	"testing"
)

// The act read from a description's first clause gives way to the tool
// name's act when the clause's verb needs a frame the request drops, its
// object is a clause or ends on a verb, the clause is a noun phrase read
// as an act, or its object is the documentation's long name for a thing.
// Tools written for the test: a boatyard, a library and a bike-share.
func TestFramedAct(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		name, desc, verb, obj string
	}{
		// a verb whose frame the request cannot keep
		{"check_berth_availability", "Tell whether a berth is free on a given night and its fee.", "check", "the berth availability"},
		{"requestHullClean", "Ask the yard crew to clean the hull of a moored boat.", "request", "a hull clean"},
		{"scheduleHaulOut", "Put a boat on the slipway for a haul-out.", "schedule", "a haul out"},
		{"getTankLevels", "Fill levels of the fuel tanks at a pontoon from the gauges.", "get", "the tank levels"},
		{"get_plan_history", "Plan history for a berth holder.", "get", "the plan history"},
		// an object that ends on a verb in -ing
		{"list_roster", "List volunteers attending.", "list", "the roster"},
		// the documentation's long name for a thing
		{"get_loan_history", "Return the complete chronological loan history entries for a library card.", "get", "the loan history"},
		{"log_repair", "Record a completed preventive maintenance repair of a docked bicycle.", "log", "a repair"},
		// kept: a short plain clause, a clause the name cannot say better
		{"search_books", "Search the catalogue for books by title or author.", "search", "the catalogue"},
		{"renew_loan", "Renew a loan for another three weeks.", "renew", "a loan"},
		{"ask_librarian", "Ask the librarian a question about the collection.", "ask", "the librarian"},
	} {
		in := brandFreeIntent(ToolInfo{Name: c.name, Description: c.desc})
		if in.Verb != c.verb || in.Object != c.obj {
			t.Errorf("%s %q: got %q + %q, want %q + %q", c.name, c.desc, in.Verb, in.Object, c.verb, c.obj)
		}
	}
}

// An article agrees with its noun: a regular plural after "a" is said in
// the singular, an irregular one loses the article; an owner's article
// and a mass noun stay.
func TestAgreedArticle(t *testing.T) {
	for obj, want := range map[string]string{
		"a projects":                    "a project",
		"a new personal labels":         "a new personal label",
		"an inclusion criteria":         "inclusion criteria",
		"a berths for a boat":           "a berth for a boat",
		"a task's tags":                 "a task's tags",
		"a series":                      "a series",
		"a species list":                "a species list",
		"a status":                      "a status",
		"the projects":                  "the projects",
		"an analytics":                  "an analytics",
		"a list of overdue books":       "a list of overdue books",
		"a new repairs and inspections": "a new repair and inspections",
	} {
		if got := agreedArticle(obj); got != want {
			t.Errorf("agreedArticle(%q) = %q, want %q", obj, got, want)
		}
	}
}

// A bare "<plural> list" names one list; "the"-led or other objects stay.
func TestListCompound(t *testing.T) {
	for obj, want := range map[string]string{
		"tasks list":      "the task list",
		"comments list":   "the comment list",
		"the tasks list":  "the tasks list",
		"waiting list":    "waiting list",
		"books list page": "books list page",
	} {
		if got := listCompound(obj); got != want {
			t.Errorf("listCompound(%q) = %q, want %q", obj, got, want)
		}
	}
}

// A question's verb agrees with the noun before the object's first
// preposition ("What are the details for a tag?").
func TestBeforePrep(t *testing.T) {
	for obj, want := range map[string]string{
		"the details for a tag":           "the details",
		"the status of a repair":          "the status",
		"the loans on card 88":            "the loans",
		"the files changed in a pull req": "the files changed",
	} {
		if got := beforePrep(obj); got != want {
			t.Errorf("beforePrep(%q) = %q, want %q", obj, got, want)
		}
	}
}

// The requests say the act a person says: never the broken frames the
// description's clause gave ("tell whether", "ask the yard crew on boat
// …", "fill in levels"), and a tool whose name says the clause's act with
// a plainer verb is asked both ways; "put" is said only with where.
func TestFramedActRequests(t *testing.T) {
	t.Parallel()
	checkRequests(t, []requestCase{
		{"check_berth_availability", "Tell whether a berth is free on a given night and its fee.",
			`{"type":"object","properties":{"berth_id":{"type":"string","description":"Berth code, e.g. 'B-12'"},"night":{"type":"string","format":"date"}},"required":["berth_id","night"]}`,
			`{"berth_id":"B-12","night":"2026-06-14"}`, []string{"B-12"}, []string{"tell whether", "telling whether", "the whether"}},
		{"requestHullClean", "Ask the yard crew to clean the hull of a moored boat.",
			`{"type":"object","properties":{"boat_id":{"type":"string","description":"Boat registration, e.g. 'WB-2231'"}},"required":["boat_id"]}`,
			`{"boat_id":"WB-2231"}`, []string{"WB-2231"}, []string{"ask the", "asking the", "ask yard"}},
		{"getTankLevels", "Fill levels of the fuel tanks at a pontoon from the gauges.",
			`{"type":"object","properties":{"pontoon":{"type":"string","description":"Pontoon code, e.g. 'P3'"}},"required":["pontoon"]}`,
			`{"pontoon":"P3"}`, []string{"P3", "tank levels"}, []string{"fill"}},
		{"list_roster", "List volunteers attending.",
			`{"type":"object","properties":{"shift_id":{"type":"integer","minimum":1}},"required":["shift_id"]}`,
			`{"shift_id":42}`, []string{"42", "roster"}, []string{"attending", "what's the volunteers"}},
		// "put" only with a place to put the thing
		{"move_ticket", "Move a support ticket to another queue.",
			`{"type":"object","properties":{"ticket_id":{"type":"string","description":"Ticket reference, e.g. 'TK-4410'"}},"required":["ticket_id"]}`,
			`{"ticket_id":"TK-4410"}`, []string{"TK-4410"}, []string{"put ticket TK-4410.", "put ticket TK-4410?", "putting ticket TK-4410?"}},
	}, 12, 41)
	set, err := Load()
	if err != nil {
		t.Fatal(err)
	}
	b, err := set.For(ToolInfo{Name: "cancel_permit", Description: "Invalidate a mooring permit.",
		InputSchema: json.RawMessage(`{"type":"object","properties":{"permit_id":{"type":"integer","minimum":1}},"required":["permit_id"]}`)})
	if err != nil {
		t.Fatal(err)
	}
	args, _ := DecodeArgs(json.RawMessage(`{"permit_id":5531}`))
	said := map[string]int{}
	r := set.NewRenderer()
	for i := range 8 {
		text, _, err := r.Request(b, rand.New(rand.NewPCG(uint64(i), 43)), i, args)
		if err != nil {
			t.Fatal(err)
		}
		low := strings.ToLower(text)
		for _, v := range []string{"invalidat", "cancel"} {
			if strings.Contains(low, v) {
				said[v]++
			}
		}
	}
	if said["invalidat"] == 0 || said["cancel"] == 0 {
		t.Errorf("cancel_permit: want both the clause's and the name's verb across 8 requests, got %v", said)
	}
}
