package role

import (
	"encoding/json"
	"testing"
)

// A spreadsheet or document of a tool naming Google Sheets or Drive is a
// Drive file id (44 URL-safe characters), never a six-digit number; a
// sheet (tab) inside it stays a number.
func TestGoogleDriveIDs(t *testing.T) {
	t.Parallel()
	tool := ToolContext{Name: "sheets_get_values", Description: "Get values from a range of a Google Sheets spreadsheet."}
	for _, c := range []struct {
		name string
		want IDConvention
		pat  string
	}{
		{"spreadsheetId", IDPrefixed, `^1[A-Za-z0-9_-]{43}$`},
		{"folderId", IDPrefixed, `^1[A-Za-z0-9_-]{32}$`},
		{"sheetId", IDInteger, ""},
	} {
		r := Classify(tool, ParamContext{Name: c.name, Path: "/" + c.name, Schema: json.RawMessage(`{"type":"string","description":"The ID"}`)})
		if r.Kind != ID || r.ID != c.want || r.Pattern != c.pat {
			t.Errorf("%s: %s %s %q (%s), want id %s %q", c.name, r.Kind, r.ID, r.Pattern, r.Why, c.want, c.pat)
		}
	}
}
