package generate

import (
	"encoding/json"
	"os"
	"path/filepath"
	"regexp"
	"testing"
)

// fileSource reads a tool file of testdata as the tools of server.
func fileSource(t *testing.T, server, name string) Source {
	t.Helper()
	b, err := os.ReadFile(filepath.Join("testdata", name))
	if err != nil {
		t.Fatal(err)
	}
	var doc struct {
		Tools json.RawMessage `json:"tools"`
	}
	if err := json.Unmarshal(b, &doc); err != nil {
		t.Fatal(err)
	}
	return toolsFor(t, server, string(doc.Tools))
}

// TestBareKeysUnasked: a terse key nothing on its server explains (a
// climbing gym's "by" and "h", a hackathon's "s" of a disqualification)
// is never asked for ("Which by is it?", "What's the s?") nor corrected
// by name ("Sorry, the h should be 1, not 12.", "Sorry, wrong s.").
func TestBareKeysUnasked(t *testing.T) {
	bare := regexp.MustCompile(`(?i)\b(which|what's the|wrong|the) (by|h|s|ed)\b( is it| should|[?.])`)
	srcs := []Source{fileSource(t, "climbing_gym", "dev39/climbing_gym.json"), fileSource(t, "hackathon_platform", "dev39/hackathon_platform.json")}
	for _, k := range []string{"clarify", "followup"} {
		for _, r := range kindRecords(t, srcs, k, 5, 8) {
			for _, m := range r.Messages[1:] {
				if (m.Role == "user" || m.Role == "assistant") && bare.MatchString(m.Content) {
					t.Errorf("%s: a bare key named: %q", k, m.Content)
				}
			}
		}
	}
}
