package generate

import (
	"os"
	"slices"
	"testing"

	"github.com/mcpgen/mcpgen/pkg/tool"
)

// devSource reads the made-up server of file (an MCP tools/list result
// under testdata) as a source of server name server, keeping only the
// tools named (all of them when none is).
func devSource(t *testing.T, file, server string, names ...string) Source {
	t.Helper()
	b, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	tools, err := tool.ParseFile(b, tool.KindMCP)
	if err != nil {
		t.Fatal(err)
	}
	if len(names) > 0 {
		tools = slices.DeleteFunc(tools, func(tl tool.Tool) bool { return !slices.Contains(names, tl.Name) })
	}
	return Source{Server: server, Tools: tools}
}
