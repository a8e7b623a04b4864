package main

import (
	"encoding/json"
	"testing"

	"github.com/mcpgen/mcpgen/pkg/tool"
)

func TestToolSignatureEmptyDefaults(t *testing.T) {
	// The schema of server-filesystem's directory_tree (corpus/mcp-servers):
	// "default": [] printed as =null.
	raw := json.RawMessage(`{"name":"directory_tree","inputSchema":{"type":"object","properties":{"path":{"type":"string"},"excludePatterns":{"type":"array","items":{"type":"string"},"default":[]},"opts":{"type":"object","default":{}},"none":{"type":"string","default":null}},"required":["path"]}}`)
	tl, err := tool.FromJSON(raw)
	if err != nil {
		t.Fatal(err)
	}
	want := `directory_tree(path:string, [excludePatterns:string[]=[]], [opts:object={}], [none:string=null])`
	if got := toolSignature(tl); got != want {
		t.Errorf("signature\n got %s\nwant %s", got, want)
	}
}
