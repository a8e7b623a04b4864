package role

import (
	"encoding/json"
	"testing"
)

// TestDescribedNamesake checks that a parameter one tool leaves bare can
// be read by the description another tool of the server gives it, and
// that generic names are not shared.
func TestDescribedNamesake(t *testing.T) {
	tools := []ServerTool{
		{Name: "register_samples", InputSchema: json.RawMessage(`{"type":"object","properties":{"samples":{"type":"array","items":{"type":"object","properties":{"organism":{"type":"string","description":"Scientific name, e.g. Mus musculus"},"name":{"type":"string","description":"Sample name"}}}}}}`)},
		{Name: "search_samples", InputSchema: json.RawMessage(`{"type":"object","properties":{"organism":{"type":"string"},"name":{"type":"string"}}}`)},
	}
	s := NewServer("lims", tools)
	if got := s.Described("organism"); got != "Scientific name, e.g. Mus musculus" {
		t.Errorf("Described(organism) = %q", got)
	}
	if got := s.Described("name"); got != "" {
		t.Errorf("Described(name) = %q, want none: each tool means its own name", got)
	}
	var nilServer *Server
	if got := nilServer.Described("organism"); got != "" {
		t.Errorf("nil server: %q", got)
	}
}

// TestProseNamingParamsIsNoEnum checks that a description naming the
// parameter and its sibling ("Provide either `command` or `argv`") is
// not read as the values either takes.
func TestProseNamingParamsIsNoEnum(t *testing.T) {
	desc := "Shell command line to execute. Provide either `command` or `argv`, not both."
	r := Classify(ToolContext{Name: "op_run"}, ParamContext{Name: "command", Path: "/command",
		Schema: json.RawMessage(`{"type":"string","description":` + quote(desc) + `}`), Siblings: []string{"argv", "cwd", "shell"}})
	if r.Kind == Enum {
		t.Errorf("command: Enum of %v (%s)", r.Values, r.Why)
	}
	r = Classify(ToolContext{Name: "op_run"}, ParamContext{Name: "argv", Path: "/argv/0",
		Schema: json.RawMessage(`{"type":"string","description":"Argument vector. Provide either ` + "`command` or `argv`" + `, not both."}`)})
	if r.Kind == Enum {
		t.Errorf("argv: Enum of %v (%s)", r.Values, r.Why)
	}
}

func quote(s string) string {
	b, _ := json.Marshal(s)
	return string(b)
}

// TestDescribedByPluralIDs checks that a bare singular parameter
// ("trailer") is read by the description another tool gives its plural
// list when that says what each value identifies ("Trailer ids as …"),
// and not by a plural's description that says nothing of ids.
func TestDescribedByPluralIDs(t *testing.T) {
	tools := []ServerTool{
		{Name: "couple", InputSchema: json.RawMessage(`{"type":"object","properties":{"trailers":{"type":"array","description":"Trailer ids as FLEET NUMBER, e.g. KRN 40215","items":{"type":"string"}},"drivers":{"type":"array","description":"Lead driver first","items":{"type":"string"}}}}`)},
		{Name: "check", InputSchema: json.RawMessage(`{"type":"object","properties":{"trailer":{"type":"string"},"driver":{"type":"string"}}}`)},
	}
	s := NewServer("depot", tools)
	if got := s.Described("trailer"); got != "Trailer ids as FLEET NUMBER, e.g. KRN 40215" {
		t.Errorf("Described(trailer) = %q", got)
	}
	if got := s.Described("driver"); got != "" {
		t.Errorf("Described(driver) = %q, want none: the plural's description says nothing of one driver", got)
	}
}
