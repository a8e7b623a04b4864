package prompt

import "testing"

// TestQuotedFieldNotShouldBe checks a quoted text said after the request
// is said as what it is or should be ("The reason is …"), never as a
// field being filled in ("For the reason, put …", which blind raters
// marked as form-like), and never as an order.
func TestQuotedFieldNotShouldBe(t *testing.T) {
	cases := []requestCase{{name: "archive_ticket", desc: "Archive a support ticket.",
		schema: `{"type":"object","properties":{"ticket_id":{"type":"string"},"queue":{"type":"string"},
			"justification":{"type":"string","description":"Why the ticket is archived."}},"required":["ticket_id","justification"]}`,
		args: `{"ticket_id":"TK-4410","queue":"billing","justification":"Customer confirmed it is solved."}`,
		want: []string{"Customer confirmed it is solved."}, never: []string{", put"}},
		{name: "create_wiki_page", desc: "Create a wiki page in a space.",
			schema: `{"type":"object","properties":{"space":{"type":"string"},"title":{"type":"string"},
			"content":{"type":"string","description":"Page body in Markdown."}},"required":["space","title","content"]}`,
			args: `{"space":"ENG","title":"Release checklist","content":"## Steps\n\n1. Tag the release.\n2. Publish the notes.\n3. Tell support before noon on the day of the release."}`,
			want: []string{"Release checklist"}, never: []string{", put"}},
		{name: "open_repair_order", desc: "Open a repair order for a forklift.",
			schema: `{"type":"object","properties":{"forklift":{"type":"string","description":"Forklift number"},"priority":{"type":"string","enum":["urgent","normal","low"]},
			"hourMeter":{"type":"number","minimum":0},"problem":{"type":"string","description":"Operator's reported problem, free text"}},"required":["forklift","problem","priority"]}`,
			args: `{"forklift":"4417","priority":"urgent","hourMeter":2210,"problem":"Mast jerks when lifting."}`,
			want: []string{"Mast jerks when lifting."}, never: []string{", put"}},
		// a code is no text one puts in a field
		{name: "log_feeding", desc: "Log",
			schema: `{"type":"object","properties":{"tank":{"type":"string"},"g":{"type":"number"},"ts":{"type":"string","format":"date-time"}},"required":["tank","g"]}`,
			args:   `{"tank":"Reef 4","g":12,"ts":"2026-05-02T14:30:00Z"}`,
			want:   []string{"Reef 4"}, never: []string{"should be", "put \"Reef 4\""}}}
	checkRequests(t, cases, 60, 9)
}
