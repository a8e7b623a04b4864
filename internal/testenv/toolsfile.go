package testenv

import (
	"encoding/json"
	"os"
	"testing"

	"github.com/mcpgen/mcpgen/pkg/tool"
)

// A ToolsFile is a tools file a test reads: a captured tools/list result
// (testdata/mcp-servers, testdata/tools-ids) or a hand-written list.
type ToolsFile struct {
	// Data is the file as read.
	Data []byte
	// Server is the file's "server" member (the captured files' registry
	// name) and ServerInfo its serverInfo.name (the initialize result's);
	// "" when the file has none.
	Server, ServerInfo string
}

// ReadToolsFile reads the tools file at path (relative to the test's
// package directory, as os.ReadFile takes it) and its server names; it
// fails the test when the file cannot be read.
func ReadToolsFile(t testing.TB, path string) ToolsFile {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	var hdr struct {
		Server     string `json:"server"`
		ServerInfo struct {
			Name string `json:"name"`
		} `json:"serverInfo"`
	}
	_ = json.Unmarshal(data, &hdr) // a list without a header has no names
	return ToolsFile{Data: data, Server: hdr.Server, ServerInfo: hdr.ServerInfo.Name}
}

// LoadTools reads the tools file at path and parses its tools as mcpgen
// does (tool.ParseFile, an MCP tools/list shape), failing the test on an
// error.
func LoadTools(t testing.TB, path string) (ToolsFile, []tool.Tool) {
	t.Helper()
	f := ReadToolsFile(t, path)
	tools, err := tool.ParseFile(f.Data, tool.KindMCP)
	if err != nil {
		t.Fatalf("%s: %v", path, err)
	}
	return f, tools
}

// DecodeTools reads the tools file at path and decodes its "tools" member
// into T as encoding/json does (for packages below pkg/tool that keep
// their own tool type, such as role.ServerTool), failing the test on an
// error.
func DecodeTools[T any](t testing.TB, path string) (ToolsFile, []T) {
	t.Helper()
	f := ReadToolsFile(t, path)
	var doc struct {
		Tools []T `json:"tools"`
	}
	if err := json.Unmarshal(f.Data, &doc); err != nil {
		t.Fatalf("%s: %v", path, err)
	}
	return f, doc.Tools
}
