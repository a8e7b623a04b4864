package role

import (
	"encoding/json"
	"strings"
	"testing"
)

// An enumeration a description states without "one of" is still one:
// "Accrual or Cash" (an accounting method got "HEAD"), "(pdf|csv|xlsx)",
// "'asc' or 'desc'", "daily/weekly/monthly". Alternatives that describe
// the value ("Email or username", "Name or ID of the channel") are not,
// nor are the actions a parameter is for ("for create/delete/rename
// operations").
func TestBareProseList(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		name, desc, want string
	}{
		{"accounting_method", "Accrual or Cash", "Accrual|Cash"},
		{"format", "Output format (pdf|csv|xlsx)", "pdf|csv|xlsx"},
		{"sort", "Sort direction 'asc' or 'desc'", "asc|desc"},
		{"granularity", "daily/weekly/monthly", "daily|weekly|monthly"},
		{"basis", "Report basis: accrual, cash or modified.", "accrual|cash|modified"},
		{"user", "Email or username", ""},
		{"channel", "Name or ID of the channel", ""},
		{"path", "Path like src/app/main.go", ""},
		{"drug_name", "Generic or brand name, e.g. 'amoxicillin' or 'Advil'", ""},
		// the actions the parameter is for, not its values (a branch
		// named "delete")
		{"label", "Label for create/delete/rename operations.", ""},
		{"tagName", "Tag name for create/delete/verify mode.", ""},
	} {
		schema, _ := json.Marshal(map[string]any{"type": "string", "description": tc.desc})
		r := Classify(ToolContext{Name: "t", Description: "A tool"}, ParamContext{Name: tc.name, Path: "/" + tc.name, Schema: schema})
		got := ""
		if r.ValuesFromProse {
			got = strings.Join(r.Values, "|")
		}
		if got != tc.want {
			t.Errorf("%s %q: values %q (%s %s), want %q", tc.name, tc.desc, got, r.Kind, r.Why, tc.want)
		}
	}
}
