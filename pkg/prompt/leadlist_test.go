package prompt

import "testing"

// TestListValueLead: a request opening on its thing's noun and value,
// then the request, asks for several such things with the request first,
// its object plural and the things after it; a request led by a
// preposition or a verb is listed where it says its value.
func TestListValueLead(t *testing.T) {
	p := Param{Name: "incident_no", Human: "incident no"}
	for _, tc := range []struct{ text, want string }{
		{"Incident MR-2026-036: please show me the callout.",
			"Show me the callouts for incidents MR-2026-036, MR-2026-099 and MR-2026-088."},
		{"Incident MR-2026-036 — can you bring up the report for the winter season?",
			"Can you bring up the reports of incidents MR-2026-036, MR-2026-099 and MR-2026-088 for the winter season?"},
		{"For incident MR-2026-036, show me the callout.",
			"For incidents MR-2026-036, MR-2026-099 and MR-2026-088, show me the callout."},
	} {
		got, ok := ListValue(tc.text, p, []any{"MR-2026-036", "MR-2026-099", "MR-2026-088"})
		if !ok || got != tc.want {
			t.Errorf("ListValue(%q) = %q, %v\n want %q", tc.text, got, ok, tc.want)
		}
	}
	if got, ok := ListValue("Incident MR-2026-036: anything new?", p, []any{"MR-2026-036", "MR-2026-099"}); ok {
		t.Errorf("a lead with no object to put the things after listed: %q", got)
	}
}
