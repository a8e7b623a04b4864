package schema

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/mcpgen/mcpgen/pkg/tool"
)

// A tool name repeated within one source is said as a repeat there, not as
// the source "also" using it (which named the file or server itself).
func TestDuplicateNameMessage(t *testing.T) {
	t.Parallel()
	in := json.RawMessage(`{"type":"object","properties":{}}`)
	mk := func(server string) tool.Tool {
		return tool.Tool{Name: "get_item", Description: "d", Server: server, InputSchema: in}
	}
	cases := []struct {
		tools      []tool.Tool
		want, not0 string
	}{
		{[]tool.Tool{mk(""), mk("")}, `tool name "get_item" is given 2 times in the tools read from files`, "also used"},
		{[]tool.Tool{mk("a"), mk("a"), mk("a")}, `tool name "get_item" is listed 3 times by server a`, "also used"},
		{[]tool.Tool{mk("a"), mk("b")}, `tool name "get_item" is also used on server(s) b:`, "times"},
		{[]tool.Tool{mk("a"), mk("a"), mk("b")}, `also used on server(s) b: aggregators route by bare name and OpenAI/Anthropic reject duplicate names; prefix names per server (for example a_get_item); it is listed 2 times here too`, "server(s) a"},
	}
	for _, c := range cases {
		fs := LintEach(c.tools, LintOptions{Profile: ProfileMCP})[0]
		var got string
		for _, f := range fs {
			if f.Rule == "tool-name-duplicate" {
				got = f.Message
			}
		}
		if !strings.Contains(got, c.want) || strings.Contains(got, c.not0) {
			t.Errorf("%d tools: %q, want %q without %q", len(c.tools), got, c.want, c.not0)
		}
	}
}
