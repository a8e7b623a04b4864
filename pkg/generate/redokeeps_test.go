package generate

import (
	"testing"
)

// TestRedoKeeps: what a user asks straight after declining a call keeps
// to that request: one value corrected, a search kept to its subject, a
// file kept under the same person's folders; another tool's call is
// another task.
func TestRedoKeeps(t *testing.T) {
	schema := `{"type":"object","properties":{"query":{"type":"string","description":"Search query"},"path":{"type":"string","description":"Path of the file"},"limit":{"type":"integer"}}}`
	pt, other := boundTool(t, "search_files", "Search files.", schema), boundTool(t, "read_file", "Read a file.", schema)
	base := map[string]any{"query": "vegan restaurants near Miraflores", "path": "/Users/jordan/Pictures/a.jpg", "limit": 5}
	with := func(k string, v any) map[string]any {
		a := cloneArgs(base)
		a[k] = v
		return a
	}
	for _, c := range []struct {
		name string
		pt   *prepTool
		args map[string]any
		want bool
	}{
		{"query about something else", pt, with("query", "pharmacy open now near Sydney Opera House"), false},
		{"query kept to its subject", pt, with("query", "vegan restaurants near Barranco"), true},
		{"path under another home", pt, with("path", "/Users/sam/Documents/c.pdf"), false},
		{"path under the same home", pt, with("path", "/Users/jordan/Downloads/b.jpg"), true},
		{"one number corrected", pt, with("limit", 10), true},
		{"two values changed", pt, with("limit", 10), true},
		{"another tool", other, map[string]any{"query": "x"}, true},
	} {
		args := c.args
		if c.name == "two values changed" {
			args = cloneArgs(args)
			args["query"] = "vegan cafes near Miraflores"
			c.want = false
		}
		if got := redoKeeps(spec{pt: pt, args: base}, spec{pt: c.pt, args: args}); got != c.want {
			t.Errorf("%s: redoKeeps = %v, want %v", c.name, got, c.want)
		}
	}
}
