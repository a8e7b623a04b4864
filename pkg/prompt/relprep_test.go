package prompt

import (
	"regexp"
	"testing"

	"github.com/mcpgen/mcpgen/pkg/tool"
)

// The preposition between an act and another thing's id comes from how
// they relate (hand-written tools of a wine shop, a freight broker and a
// registrar): a change is never made "of" a thing ("record a check call
// of load …"), a new load is posted for or from a shipper, never "in"
// one, a reservation is cancelled as "booking TST-…" itself, and an
// e-mail address is "to" only after an act that sends. A quantity of a
// line item ("3 of SKU 715723") is no relation.
func TestPrepositionFromRelation(t *testing.T) {
	bad := regexp.MustCompile(`(?i)\b(?:of (?:load|sku|student|booking|club member)|on club member|in shipper|reservation (?:of|for|on) booking|to [a-z.]+@[a-z]+)\b`)
	// "3 of SKU 715723" is a quantity of a line item, not a relation.
	qty := regexp.MustCompile(`\b\d+ of `)
	n := 0
	drawnRequests(t, "relprep-tools.json", 9, 30, nil, func(tl tool.Tool, text string, _ map[string]any) {
		n++
		if m := bad.FindString(qty.ReplaceAllString(text, "")); m != "" {
			t.Errorf("%s: %q in %q", tl.Name, m, text)
		}
	})
	if n == 0 {
		t.Fatal("no requests drawn")
	}
}

// TestBookedWithWorker: a booking names the person doing the work by an
// id with "with" ("with groomer G-08"), never a second "for" beside
// whom it is for ("for Ana Ruiz for groomer G-08").
func TestBookedWithWorker(t *testing.T) {
	checkRequests(t, []requestCase{
		{name: "book_lesson", desc: "Book a riding lesson.",
			schema: `{"type":"object","properties":{"rider_name":{"type":"string","description":"Full name of the rider"},"instructor_id":{"type":"string","description":"Instructor id, e.g. I-04"},"date":{"type":"string","format":"date"}},"required":["rider_name","instructor_id","date"]}`,
			args:   `{"rider_name":"Ana Ruiz","instructor_id":"I-08","date":"2026-03-14"}`, want: []string{"with instructor I-08", "Ana Ruiz"}, never: []string{"for instructor"}},
		{name: "schedule_survey", desc: "Schedule a site survey for a sales lead.",
			schema: `{"type":"object","properties":{"lead_id":{"type":"string","description":"Sales lead id"},"date":{"type":"string","format":"date"}},"required":["lead_id","date"]}`,
			args:   `{"lead_id":"SRL-412895","date":"2026-03-14"}`, want: []string{"lead SRL-412895"}, never: []string{"with lead"}},
	}, 12, 6151)
}

// TestTagWithMark: a thing's tag is a mark it carries, named with
// "with" ("the cow with ear tag 4417"), never "of" or "on" it.
func TestTagWithMark(t *testing.T) {
	checkRequests(t, []requestCase{
		{name: "get_cow", desc: "Cow details.",
			schema: `{"type":"object","properties":{"ear_tag":{"type":"string"}},"required":["ear_tag"]}`,
			args:   `{"ear_tag":"4417"}`, want: []string{"with ear tag 4417"}, never: []string{"of ear tag", "on ear tag", "for ear tag"}},
		{name: "log_milk", desc: "Log a milk yield.",
			schema: `{"type":"object","properties":{"ear_tag":{"type":"string"},"litres":{"type":"number"}},"required":["ear_tag","litres"]}`,
			args:   `{"ear_tag":"4417","litres":24}`, want: []string{"ear tag 4417"}, never: []string{"of ear tag", "on ear tag"}},
	}, 12, 6151)
}
