package role

import (
	"encoding/json"
	"testing"
)

// TestStatedForms: ids a description states by their form ("job-xxxxxxxx",
// "format WA-NNNNN", "8-char hex") are of that form wherever the server
// states it. Tool files of a backup service and a coffee wholesaler.
func TestStatedForms(t *testing.T) {
	tools := []ServerTool{
		{Name: "restore-snapshot", Description: "Restore files from a snapshot to a target directory on a host. Snapshot ids are 8-char hex prefixes, e.g. 4f1c9a2e.",
			InputSchema: json.RawMessage(`{"type":"object","properties":{"snapshot_id":{"type":"string"}}}`)},
		{Name: "diff-snapshots", Description: "Show files changed between two snapshots.",
			InputSchema: json.RawMessage(`{"type":"object","properties":{"from_snapshot":{"type":"string"},"to_snapshot":{"type":"string"}}}`)},
		{Name: "get-job", InputSchema: json.RawMessage(`{"type":"object","properties":{"job_id":{"type":"string","description":"job-xxxxxxxx"}}}`)},
		{Name: "get_account", InputSchema: json.RawMessage(`{"type":"object","properties":{"account_number":{"type":"string","description":"Account number, format WA-NNNNN (5 digits)"}}}`)},
		{Name: "request_samples", InputSchema: json.RawMessage(`{"type":"object","properties":{"account_number":{"type":"string","description":"Leave empty for prospects"}}}`)},
		{Name: "get_artifact", Description: "Get an artifact by its checksum. Checksums are 12-character hex digests.",
			InputSchema: json.RawMessage(`{"type":"object","properties":{"checksum":{"type":"string"}}}`)},
		{Name: "create_print_order", Description: "Order prints of photos. Order references look like PRT-20418.",
			InputSchema: json.RawMessage(`{"type":"object","properties":{"size":{"type":"string"}}}`)},
		{Name: "get_blob", InputSchema: json.RawMessage(`{"type":"object","properties":{"blob_ref":{"type":"string","description":"The blob's 12-character hex digest"}}}`)},
	}
	s := NewServer("x", tools)
	for _, c := range []struct {
		tool, name, desc, want string
	}{
		{"restore-snapshot", "snapshot_id", "", "4f1c9a2e"},
		{"diff-snapshots", "from_snapshot", "", "4f1c9a2e"},
		{"get-job", "job_id", "job-xxxxxxxx", "job-3f9a1c7e"},
		{"get_account", "account_number", "Account number, format WA-NNNNN (5 digits)", "WA-12345"},
		{"request_samples", "account_number", "Leave empty for prospects", "WA-12345"},
		{"get_artifact", "checksum", "", "3f9a1c7e4b2d"},
		{"get_print_order", "order_ref", "", "PRT-20418"},
		{"reprint_order", "from_order", "", "PRT-20418"},
		{"get_blob", "blob_ref", "The blob's 12-character hex digest", "3f9a1c7e4b2d"},
	} {
		var td string
		for _, t := range tools {
			if t.Name == c.tool {
				td = t.Description
			}
		}
		schema := `{"type":"string"}`
		if c.desc != "" {
			b, _ := json.Marshal(map[string]string{"type": "string", "description": c.desc})
			schema = string(b)
		}
		r := Classify(ToolContext{Name: c.tool, Description: td, Server: s}, ParamContext{Name: c.name, Path: "/" + c.name, Schema: []byte(schema)})
		if r.Kind != ID || len(r.Examples) == 0 || r.Examples[0] != c.want {
			t.Errorf("%s.%s: %s %v (%s), want an id like %s", c.tool, c.name, r.Kind, r.Examples, r.Why, c.want)
		}
	}
}
