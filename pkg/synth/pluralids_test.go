package synth

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// TestSingularTakesPluralIDs checks that a bare parameter named by a
// thing ("trailer") takes the id another tool's plural list describes
// ("Trailer ids as FLEET NUMBER, e.g. KRN 40215"), redrawn in the
// example's shape, never a filler word nor the one example in every call.
func TestSingularTakesPluralIDs(t *testing.T) {
	path := filepath.Join(t.TempDir(), "depot.json")
	body := `{"tools":[
{"name":"couple_trailers","description":"Couple trailers to a tractor","inputSchema":{"type":"object","properties":{"trailers":{"type":"array","description":"Trailer ids as FLEET NUMBER, e.g. KRN 40215","items":{"type":"string"}},"tractor":{"type":"string","description":"Tractor unit"}},"required":["trailers"]}},
{"name":"log_check","description":"Record a brake check","inputSchema":{"type":"object","properties":{"trailer":{"type":"string"},"passed":{"type":"boolean"}},"required":["trailer","passed"]}},
{"name":"list_tractors","description":"List tractors","inputSchema":{"type":"object","properties":{}}}]}`
	if err := os.WriteFile(path, []byte(body), 0o644); err != nil {
		t.Fatal(err)
	}
	tools, srv := toolsFile(t, path)
	tl := tools["log_check"]
	shape := regexp.MustCompile(`^KRN \d{5}$`)
	seen := map[string]bool{}
	for _, m := range decodeAll(t, string(tl.InputSchema), 12, Options{Seed: 5, Key: "depot/log_check", RootObject: true,
		Topic: tl.Name, About: tl.Description, Server: srv}) {
		v, _ := m["trailer"].(string)
		if !shape.MatchString(v) || fillerWords[strings.ToLower(v)] {
			t.Errorf("trailer = %q, want a fleet number like KRN 40215", v)
		}
		seen[v] = true
	}
	if len(seen) < 4 {
		t.Errorf("trailer took %d values in 12 calls, want the example's shape redrawn: %v", len(seen), seen)
	}
}
