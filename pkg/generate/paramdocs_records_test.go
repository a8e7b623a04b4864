package generate

import (
	"bytes"
	"encoding/json"
	"path/filepath"
	"strings"
	"testing"

	"github.com/mcpgen/mcpgen/pkg/tool"
)

// TestFastMCPToolRecords runs an invented FastMCP-style tool through
// generate: its values follow the docstring's text (an apiary code shaped
// like its example "AP-12", not a number), no call passes null for an
// Optional filter, and no request reads back the docstring or says
// "resetting the queen status".
func TestFastMCPToolRecords(t *testing.T) {
	tl := tool.Tool{Name: "list_hives", Description: "List the beehives of an apiary.\n\nArgs:\n    apiary_code: Apiary code, e.g. \"AP-12\".\n    queen_status: Queen status to filter by.\n\nReturns:\n    Hives with their last inspection.",
		InputSchema: json.RawMessage(`{"type":"object","title":"list_hivesArguments","required":["apiary_code"],"properties":{"apiary_code":{"title":"Apiary Code","type":"string"},"queen_status":{"anyOf":[{"enum":["laying","virgin","missing"],"type":"string"},{"type":"null"}],"default":null,"title":"Queen Status"}}}`)}
	out := filepath.Join(t.TempDir(), "out.jsonl")
	runTo(t, []Source{{Server: "apiary", Tools: []tool.Tool{tl}}}, config{N: 24, Seed: 5}, out)
	shaped, calls := 0, 0
	for i, ln := range bytes.Split(bytes.TrimSpace(read(t, out)), []byte("\n")) {
		var rec kindRec
		if err := json.Unmarshal(ln, &rec); err != nil {
			t.Fatalf("line %d: %v", i+1, err)
		}
		req := strings.ToLower(rec.request())
		for _, w := range []string{"resetting", "args", "returns", "last inspection"} {
			if strings.Contains(req, w) {
				t.Errorf("line %d: request says %q: %s", i+1, w, rec.request())
			}
		}
		for _, m := range rec.Messages {
			for _, c := range m.ToolCalls {
				calls++
				var args map[string]any
				_ = json.Unmarshal([]byte(c.Function.Arguments), &args)
				if v, ok := args["queen_status"]; ok && v == nil {
					t.Errorf("line %d: queen_status null: %s", i+1, rec.request())
				}
				if s, _ := args["apiary_code"].(string); strings.HasPrefix(s, "AP-") {
					shaped++
				}
			}
		}
	}
	if calls < 20 || shaped*2 < calls {
		t.Errorf("%d of %d apiary codes shaped like the docstring's example AP-12", shaped, calls)
	}
}
