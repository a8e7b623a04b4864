package prompt

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// nearFile reads the tools of a dev tool list in testdata/near.
func nearFile(t *testing.T, name string) []NearTool {
	t.Helper()
	b, err := os.ReadFile(filepath.Join("testdata", "near", name))
	if err != nil {
		t.Fatal(err)
	}
	var f struct {
		Tools []NearTool `json:"tools"`
	}
	if err := json.Unmarshal(b, &f); err != nil {
		t.Fatal(err)
	}
	return f.Tools
}

// TestCapByDesc: a name whose description opens with one of its words
// as the verb is said verb first; a description opening with a noun
// leaves the name's reading alone.
func TestCapByDesc(t *testing.T) {
	for _, c := range []struct{ name, desc, want string }{
		{"harvest_record", "Record a honey harvest for a hive.", "record harvests"},
		{"file_document", "E-file a document into an existing case.", "file documents"},
		{"inspection_log", "Log an inspection of a hive.", "log inspections"},
		{"hive_list", "List hives across the yards.", "list hives"},
		{"get_rum_page_performance", "Get RUM page performance for an app.", ""},
		{"maps_place_details", "Details of a place by its id.", ""},
		{"get_trial", "Fetch one trial.", ""},
	} {
		if got := capByDesc(c.name, "", descWords(c.desc)); got != c.want {
			t.Errorf("capByDesc(%s, %q) = %q, want %q", c.name, c.desc, got, c.want)
		}
	}
}

// TestNearDomainDevTools: on dev tool lists, a near miss never offers a
// tool that ends the thing (cancel a project in place of renaming it),
// never one that makes another thing in place of exporting or sharing
// one, and a name's last-word verb ("record" of harvest_record) is no
// thing to export.
func TestNearDomainDevTools(t *testing.T) {
	for _, file := range []string{"apiary.json", "translation_agency.json"} {
		d := NewNearDomain(nearFile(t, file), 3)
		for _, m := range nearAll(d) {
			q, a := m[0], m[1]
			if strings.Contains(a, "I can cancel") || strings.Contains(a, "I can delete") {
				t.Errorf("%s: %q → %q offers to end it", file, q, a)
			}
			if strings.Contains(a, "Want me") && strings.Contains(a, "I can create") {
				t.Errorf("%s: %q → %q offers a new one", file, q, a)
			}
			if strings.HasSuffix(m[2], "/record") {
				t.Errorf("%s: %q: records are no thing of these tools", file, q)
			}
			if testing.Verbose() {
				t.Logf("[%s] %s → %s", m[2], q, a)
			}
		}
	}
}
