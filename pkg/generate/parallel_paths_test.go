package generate

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/mcpgen/mcpgen/pkg/prompt"
	"github.com/mcpgen/mcpgen/pkg/schema"
	"github.com/mcpgen/mcpgen/pkg/tool"
)

// TestAlignPathsFromList: in a parallel record whose first call takes a
// list of paths (five files of one project), the second call's path is
// put in that project, not in another one ("…/website/styles.css side
// by side; also the tree of /home/dev/workspace/blog/src").
func TestAlignPathsFromList(t *testing.T) {
	raw := json.RawMessage(`{"type":"object","properties":{"path":{"type":"string","description":"The directory to show the tree of"}},"required":["path"]}`)
	set, err := prompt.Load()
	if err != nil {
		t.Fatal(err)
	}
	b, err := set.For(prompt.ToolInfo{Server: "x", Name: "tree", Description: "Show the tree of a directory", InputSchema: raw})
	if err != nil {
		t.Fatal(err)
	}
	sc, err := schema.Compile(raw, schema.CompileOptions{})
	if err != nil {
		t.Fatal(err)
	}
	pt := &prepTool{t: tool.Tool{Name: "tree", InputSchema: raw}, bind: b, schema: sc}
	first := map[string]any{"paths": []any{"/opt/website/public/styles.css", "/opt/website/docs/api.md"}}
	got := alignPaths(pt, first, map[string]any{"path": "/home/dev/workspace/blog/src"})
	if p, _ := got["path"].(string); !strings.HasPrefix(p, "/opt/website/") {
		t.Errorf("got %v, want a path under /opt/website", got)
	}
}
