package role

import (
	"encoding/json"
	"testing"
)

// A string its description gives a date format in letters is a date in
// it, whatever word its name holds ("billing_month" in YYYY-MM format).
func TestDateForm(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct{ name, desc, format string }{
		{"billing_month", "Billing month in YYYY-MM format", "YYYY-MM"},
		{"period", "Statement period (yyyy-mm)", "yyyy-mm"},
		{"issued_on", "Issue date as DD/MM/YYYY", "DD/MM/YYYY"},
	} {
		r := Classify(ToolContext{Name: "statement"}, ParamContext{Name: tc.name, Path: "/" + tc.name, Schema: json.RawMessage(`{"type":"string","description":"` + tc.desc + `"}`)})
		if r.Kind != Date || r.Format != tc.format {
			t.Errorf("%s: kind %s format %q (%s), want date %s", tc.name, r.Kind, r.Format, r.Why, tc.format)
		}
	}
}

// A date format written in lower-case letters, alone or after words, is a
// format, not a prose list of its pieces ("dd", "mm", "yyyy").
func TestDateFormLowerCase(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct{ name, desc, format string }{
		{"pickup", "dd/mm/yyyy", "DD/MM/YYYY"},
		{"ret", "return by, mm/dd/yyyy", "MM/DD/YYYY"},
		{"per", "billing period yyyy-mm", "yyyy-mm"},
	} {
		r := Classify(ToolContext{Name: "rentals"}, ParamContext{Name: tc.name, Path: "/" + tc.name, Schema: json.RawMessage(`{"type":"string","description":"` + tc.desc + `"}`)})
		if r.Kind != Date || r.Format != tc.format {
			t.Errorf("%s: kind %s format %q (%s), want date %s", tc.name, r.Kind, r.Format, r.Why, tc.format)
		}
	}
}
