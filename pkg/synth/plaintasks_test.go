package synth

import (
	"github.com/mcpgen/mcpgen/pkg/role"

	"strings"
	"testing"
)

// A task manager that says nothing of software work gets everyday and
// office tasks, never a software story; one that tracks software work
// (sprints, issues) keeps its stories.
func TestPlainTasks(t *testing.T) {
	isStory := func(v string) bool {
		for _, s := range stories {
			if v == s.title || v == s.body || v == s.chat || v == s.commit || v == s.pr || strings.Contains(strings.Join(s.comments, "\n"), v) {
				return true
			}
		}
		return false
	}
	cases := []struct {
		file, tool, ptr string
		plain           bool
	}{
		{"todoist.json", "add-tasks", "/tasks/*/content", true},
		{"todoist.json", "add-tasks", "/tasks/*/description", true},
		{"linear.json", "", "", false},
	}
	for _, c := range cases {
		_, srv := realTools(t, c.file)
		if srv.PlainTasks() != c.plain {
			t.Fatalf("%s: PlainTasks() = %v, want %v", c.file, srv.PlainTasks(), c.plain)
		}
		if !c.plain {
			continue
		}
		vals := realValues(t, c.file, c.tool, c.ptr, 20, 5)
		if len(vals) == 0 {
			t.Fatalf("%s %s: no values at %s", c.file, c.tool, c.ptr)
		}
		for _, v := range vals {
			if isStory(v) {
				t.Errorf("%s %s%s = %q, a software story", c.file, c.tool, c.ptr, v)
			}
		}
	}
}

// A record's free metadata on a server that is no code holds the
// business's labels, not a deployment's ("tier": "backend").
func TestBusinessLabels(t *testing.T) {
	tools := []role.ServerTool{
		{Name: "crm_create_engagement", Description: "Create a CRM engagement (a note, a call or a meeting) on a deal in HubSpot", InputSchema: []byte(`{"type":"object"}`)},
		{Name: "crm_get_deal", Description: "Get a deal from the sales pipeline", InputSchema: []byte(`{"type":"object"}`)},
	}
	srv := role.NewServer("crm", tools)
	schema := `{"type":"object","properties":{"metadata":{"type":"object","properties":{},"additionalProperties":true,"description":"Metadata specific to the engagement type"}},"required":["metadata"]}`
	n := 0
	for _, m := range decodeAll(t, schema, 20, Options{Seed: 5, Key: "crm/create", RootObject: true, Topic: "crm_create_engagement",
		About: tools[0].Description, Server: srv}) {
		md, _ := m["metadata"].(map[string]any)
		for k, v := range md {
			n++
			if k == "tier" || k == "env" || v == "backend" || v == "staging" {
				t.Errorf("metadata %s = %v, a deployment's", k, v)
			}
		}
	}
	if n == 0 {
		t.Fatal("no metadata drawn")
	}
}

// Each object of a list is its own thing: the tasks of one plan, the
// lines of one close-out, are not one area item said again ("Renew car
// insurance" three times under three keys), nor do two share a name or
// a title.
func TestListItemsOwnThings(t *testing.T) {
	tools := []role.ServerTool{
		{Name: "schedule_chores", Description: "Plan a household's chores: each chore and how many days it takes", InputSchema: []byte(`{"type":"object"}`)},
		{Name: "finish_chores", Description: "Mark chores done in the family to-do list", InputSchema: []byte(`{"type":"object"}`)},
		{Name: "add_task", Description: "Add a task to the family to-do list", InputSchema: []byte(`{"type":"object"}`)},
	}
	srv := role.NewServer("home", tools)
	schema := `{"type":"object","properties":{"chores":{"type":"array","minItems":2,"maxItems":4,"items":{"type":"object",
		"properties":{"ref":{"type":"string","description":"Short reference, e.g. C1"},"title":{"type":"string","description":"What the chore is."},"chore_name":{"type":"string"},"days":{"type":"integer","minimum":1,"maximum":9}},
		"required":["ref","title","chore_name"]}}},"required":["chores"]}`
	for i, m := range decodeAll(t, schema, 30, Options{Seed: 9, Key: "home/schedule", RootObject: true, Topic: "schedule_chores",
		About: tools[0].Description, Server: srv}) {
		items, _ := m["chores"].([]any)
		seen := map[string]bool{}
		for _, it := range items {
			o := it.(map[string]any)
			for _, k := range []string{"title", "chore_name"} {
				v, _ := o[k].(string)
				if seen[k+"="+v] {
					t.Errorf("instance %d: two chores with %s %q: %v", i, k, v, items)
				}
				seen[k+"="+v] = true
			}
		}
	}
}

// An open unit property beside an amount ({"value", "uom": string}) is a
// unit of measure of the tool's trade (a warehouse's EA/CS/PL, a lab's ml
// or mg), with an amount people give in it; a "unit" with no amount beside
// it (a fleet's vehicle unit) is left to its own role.
func TestOpenUnitOfMeasure(t *testing.T) {
	schema := `{"type":"object","properties":{"qty":{"type":"object","properties":{"value":{"type":"number","exclusiveMinimum":0},"uom":{"type":"string"}},"required":["value","uom"]}},"required":["qty"]}`
	for _, c := range []struct {
		topic, about, want string
		most               float64
	}{
		{"relocate_stock", "Relocate stock of a SKU between two bins of the warehouse.", "EA CS PL", 500},
		{"log_reagent", "Log how much of a lab reagent was used.", "ml mg", 500},
		{"disk_usage", "Report the storage a backup takes on disk.", "MB GB", 1024},
	} {
		for _, m := range decodeAll(t, schema, 10, Options{Seed: 3, Key: "x/" + c.topic, RootObject: true, Topic: c.topic, About: c.about}) {
			q, _ := m["qty"].(map[string]any)
			u, _ := q["uom"].(string)
			if !strings.Contains(" "+c.want+" ", " "+u+" ") {
				t.Errorf("%s: uom %q, want one of %s", c.topic, u, c.want)
			}
			if v, _ := q["value"].(float64); v > c.most {
				t.Errorf("%s: value %v %s, more than people give in that unit", c.topic, v, u)
			}
		}
	}
	fleet := `{"type":"object","properties":{"unit":{"type":"string","description":"Fleet unit number"}},"required":["unit"]}`
	for _, m := range decodeAll(t, fleet, 10, Options{Seed: 3, Key: "x/get_vehicle", RootObject: true, Topic: "get_vehicle", About: "Get one vehicle of the fleet."}) {
		if u, _ := m["unit"].(string); u == "pcs" || u == "kg" {
			t.Errorf("fleet unit %q drawn as a unit of measure", u)
		}
	}
}

// A property that is only a "$ref" to an object ({"received": {"$ref":
// "#/$defs/Quantity"}}) is drawn as that plain object, with the same
// fit-ups as the object written out: its open unit of measure is a unit.
func TestRefObjectFitted(t *testing.T) {
	schema := `{"type":"object","$defs":{"Qty":{"type":"object","properties":{"value":{"type":"number","exclusiveMinimum":0},"uom":{"type":"string"}},"required":["value","uom"]}},
		"properties":{"lines":{"type":"array","minItems":1,"items":{"type":"object","properties":{"sku":{"type":"string"},"got":{"$ref":"#/$defs/Qty"}},"required":["sku","got"]}}},"required":["lines"]}`
	for _, m := range decodeAll(t, schema, 10, Options{Seed: 5, Key: "x/book_in", RootObject: true, Topic: "book_in_goods", About: "Book in goods received against a purchase order."}) {
		lines, _ := m["lines"].([]any)
		for _, l := range lines {
			q, _ := l.(map[string]any)["got"].(map[string]any)
			if u, _ := q["uom"].(string); !strings.Contains(" EA CS PL ", " "+u+" ") {
				t.Errorf("uom %q of a $ref'd quantity, want EA, CS or PL", u)
			}
		}
	}
}
