package role

import (
	"encoding/json"
	"testing"
)

func TestSourceIsAPathOnlyAmongFiles(t *testing.T) {
	cases := []struct {
		tool, tdesc, name, desc string
		path                    bool
	}{
		{"log_delivery", "Log a feed delivery at the farm.", "feed_source", "Main supplier of the feed, e.g. Purina, Cargill, local mill.", false},
		{"harvest_record", "Record a honey harvest.", "floral_source", "Main nectar source, e.g. clover, basswood, wildflower.", false},
		{"create_lead", "Create a sales lead in the CRM.", "lead_source", "", false},
		{"copy_file", "Copy a file to a new place.", "source", "", true},
		{"sync", "Sync two locations.", "source", "Where the file is copied from.", true},
		{"import_data", "Import rows.", "data_source", "e.g. ./exports/rows.csv", true},
	}
	for _, c := range cases {
		s, _ := json.Marshal(map[string]any{"type": "string", "description": c.desc})
		r := Classify(ToolContext{Name: c.tool, Description: c.tdesc}, ParamContext{Name: c.name, Schema: s})
		if got := r.Kind == FilePath; got != c.path {
			t.Errorf("%s.%s: kind %q (%s), want a file path: %v", c.tool, c.name, r.Kind, r.Why, c.path)
		}
	}
}
