package generate

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/mcpgen/mcpgen/pkg/tool"
)

// TestWithParamDocsInlineRange: a property with no description gains the
// range the tool's prose states right after its name; one the prose does
// not bound stays bare.
func TestWithParamDocsInlineRange(t *testing.T) {
	raw := json.RawMessage(`{"type":"object","properties":{"brew_id":{"type":"integer"},"score":{"type":"integer"}}}`)
	got := string(withParamDocs(raw, tool.ParseDoc("Log a tasting. score 1-10 (1 = awful, 10 = superb).")))
	if !strings.Contains(got, `"score":{"type":"integer","description":"1-10 (1 = awful, 10 = superb)"}`) {
		t.Errorf("score gained no range: %s", got)
	}
	if !strings.Contains(got, `"brew_id":{"type":"integer"}`) {
		t.Errorf("brew_id changed: %s", got)
	}
}
