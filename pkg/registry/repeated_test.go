package registry

import (
	"strings"
	"testing"
)

// A member written twice is read as the last one by encoding/json and as
// the first by a person (or another client) reading the file: the file is
// refused, naming the JSON pointer, whether it is read as a registry or
// imported. Repeats outside the server map (a settings.json's own
// settings) are not mcpgen's business.
func TestRepeatedMembersRefused(t *testing.T) {
	for _, c := range []struct{ name, src, ptr string }{
		{"command", `{"mcpServers": {"a": {"command": "echo", "command": "rm"}}}`, "/mcpServers/a/command"},
		{"server", `{"servers": {"a": {"command": "echo"}, "a": {"command": "rm"}}}`, "/servers/a"},
		{"map", `{"mcpServers": {"a": {"command": "echo"}}, "mcpServers": {"b": {"command": "rm"}}}`, "/mcpServers"},
		{"args", "{\"mcpServers\": {\"a\": {\"command\": \"x\", // comment\n \"env\": {\"K\": \"1\", \"K\": \"2\"},}}}", "/mcpServers/a/env/K"},
		{"escaped", `{"mcpServers": {"a": {"command": "echo", "\u0063ommand": "rm"}}}`, "/mcpServers/a/command"},
		{"vscode", `{"mcp": {"servers": {"a/b": {"command": "echo"}, "a/b": {"command": "rm"}}}}`, "/mcp/servers/a~1b"},
	} {
		_, err := parseFile("f.json", []byte(c.src))
		if err == nil || !strings.Contains(err.Error(), "f.json: member "+c.ptr+" appears twice") {
			t.Errorf("%s: read: %v, want the pointer %s", c.name, err, c.ptr)
		}
		_, err = ParseClientConfig("f.json", []byte(c.src))
		if err == nil || !strings.Contains(err.Error(), c.ptr) {
			t.Errorf("%s: import: %v, want the pointer %s", c.name, err, c.ptr)
		}
	}
	for _, src := range []string{
		`{"editor.fontSize": 12, "editor.fontSize": 13, "mcp": {"servers": {"a": {"command": "echo"}}}}`,
		`{"mcpServers": {"a": {"command": "echo", "args": ["x", "x"]}, "b": {"command": "echo"}}}`,
		`{"mcpServers": {"a": {"command": "echo", "env": {"K": "1", "k": "2"}}}}`,
	} {
		if _, err := parseFile("f.json", []byte(src)); err != nil {
			t.Errorf("%s: %v", src, err)
		}
	}
}
