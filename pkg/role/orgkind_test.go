package role

import (
	"encoding/json"
	"testing"
)

// An organisation's name in a person's record (a customer's
// business_name) and an institution some role names (a
// recipientInstitution) are organisations, not a person nor an email.
func TestOrganisationSlots(t *testing.T) {
	for _, c := range []struct{ path, name string }{
		{"/customer/business_name", "business_name"},
		{"/recipientInstitution", "recipientInstitution"},
		{"/employer", "employer"},
		{"/patient/insurer", "insurer"},
	} {
		r := Classify(ToolContext{Name: "create_order"}, ParamContext{Name: c.name, Path: c.path, Schema: []byte(`{"type":"string"}`)})
		if r.Kind != Organisation {
			t.Errorf("%s: %s (%s), want organisation", c.path, r.Kind, r.Why)
		}
	}
	// a person's name beside them stays a person's
	r := Classify(ToolContext{Name: "create_order"}, ParamContext{Name: "contact_name", Path: "/customer/contact_name", Schema: []byte(`{"type":"string"}`)})
	if r.Kind != Person {
		t.Errorf("contact_name: %s (%s)", r.Kind, r.Why)
	}
}

func TestOrgKindOf(t *testing.T) {
	for text, want := range map[string]string{
		"Deaccession an object from the museum's permanent collection": "museum",
		"Order raw materials (malts, hops, yeast) for the brewery":     "beverage",
		"Register a child for a season of the youth soccer league":     "sports",
		"Book an appointment with a dentist for a patient":             "health",
		"Create a GitHub issue":                                        "",
	} {
		if got := OrgKindOf(text); got != want {
			t.Errorf("OrgKindOf(%q) = %q, want %q", text, got, want)
		}
	}
}

// A server's kind of organisation is read from its name and all its
// tools: a collections server whose loan tool says only "institution"
// is a museum's.
func TestServerOrgKind(t *testing.T) {
	s := NewServer("museum-collections", []ServerTool{
		{Name: "create_loan", Description: "Draft an outgoing loan agreement to another institution.", InputSchema: json.RawMessage(`{"type":"object"}`)},
		{Name: "log_condition", Description: "Log a condition report for an artwork.", InputSchema: json.RawMessage(`{"type":"object"}`)},
	})
	if k := s.OrgKind(); k != "museum" {
		t.Errorf("OrgKind = %q, want museum", k)
	}
	if k := NewServer("tasks", []ServerTool{{Name: "create_task", Description: "Create a task.", InputSchema: json.RawMessage(`{}`)}}).OrgKind(); k != "" {
		t.Errorf("a task server's OrgKind = %q", k)
	}
	var nilServer *Server
	if nilServer.OrgKind() != "" {
		t.Error("nil server has an org kind")
	}
}
