package role

import (
	"encoding/json"
	"slices"
	"testing"
)

// A tool's description stating an id's form by its holes ("Returns a
// quote id (Q-xxxxx)", "account number (format T-######)") gives a
// sample of that form to the parameters named for it in every tool; x's
// after an upper-case prefix are digits, after a lower-case one hex.
func TestToolHoleFormsReachParameters(t *testing.T) {
	t.Parallel()
	tools := []ServerTool{
		{Name: "quote_event", Description: "Draft a quote for event florals. Returns a quote id (Q-xxxxx) and an itemised estimate.",
			InputSchema: json.RawMessage(`{"type":"object","properties":{"client_name":{"type":"string"}}}`)},
		{Name: "delete_draft_quote", Description: "Delete a draft quote.",
			InputSchema: json.RawMessage(`{"type":"object","properties":{"quote_id":{"type":"string"}}}`)},
		{Name: "get_tenant", Description: "Look up a tenant account by account number (format T-######) or by email.",
			InputSchema: json.RawMessage(`{"type":"object","properties":{"accountNumber":{"type":"string"}}}`)},
		{Name: "get_job", Description: "Fetch a job (job-xxxxxxxx). Returns a draft (D-xxxxx) too.",
			InputSchema: json.RawMessage(`{"type":"object","properties":{"draft":{"type":"string"}}}`)},
	}
	srv := NewServer("shop", tools)
	cases := []struct{ tool, param, want string }{
		{"delete_draft_quote", "quote_id", "Q-12345"},
		{"get_tenant", "accountNumber", "T-123456"},
	}
	for _, c := range cases {
		r := Classify(ToolContext{Name: c.tool, Server: srv}, ParamContext{Name: c.param, Path: "/" + c.param, Facts: &Facts{Types: []string{"string"}}})
		if !slices.Contains(r.Examples, c.want) {
			t.Errorf("%s.%s: examples %q, want %s (%s)", c.tool, c.param, r.Examples, c.want, r.Why)
		}
	}
	r := Classify(ToolContext{Name: "get_job", Server: srv}, ParamContext{Name: "draft", Path: "/draft", Facts: &Facts{Types: []string{"string"}}})
	if slices.Contains(r.Examples, "D-12345") {
		t.Errorf("draft took the form of an unnamed kind: %q", r.Examples)
	}
	// a namesake's example says more than the form: its counter's padding
	padded := NewServer("storage", append(tools, ServerTool{Name: "create_rental", Description: "Start a rental.",
		InputSchema: json.RawMessage(`{"type":"object","properties":{"accountNumber":{"type":"string","description":"Existing tenant account, e.g. T-004412"}}}`)}))
	r = Classify(ToolContext{Name: "get_tenant", Server: padded}, ParamContext{Name: "accountNumber", Path: "/accountNumber", Facts: &Facts{Types: []string{"string"}}})
	if slices.Contains(r.Examples, "T-123456") {
		t.Errorf("get_tenant.accountNumber took the stated form over a namesake's example: %q", r.Examples)
	}
	if got := holeSample("job-", "xxxxxxxx"); got != "job-3f9a1c7e" {
		t.Errorf("holeSample(job-, xxxxxxxx) = %q, want hex", got)
	}
}
