package synth

import (
	"encoding/json"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/mcpgen/mcpgen/pkg/role"
)

// realTools reads a tools file of testdata/valuefit (tools copied from a
// real server) and returns its tools by name and the server they make.
func realTools(t *testing.T, file string) (map[string]role.ServerTool, *role.Server) {
	t.Helper()
	b, err := os.ReadFile(filepath.Join("testdata", "valuefit", file))
	if err != nil {
		t.Fatal(err)
	}
	var f struct {
		ServerInfo struct{ Name string }
		Tools      []role.ServerTool
	}
	if err := json.Unmarshal(b, &f); err != nil {
		t.Fatal(err)
	}
	byName := map[string]role.ServerTool{}
	for _, tl := range f.Tools {
		byName[tl.Name] = tl
	}
	return byName, role.NewServer(f.ServerInfo.Name, f.Tools)
}

// realValues returns the string values of one property (a JSON pointer
// below the arguments, "/*" for each item) of n calls of a real tool.
func realValues(t *testing.T, file, tool, ptr string, n int, seed int64) []string {
	t.Helper()
	tools, srv := realTools(t, file)
	tl, ok := tools[tool]
	if !ok {
		t.Fatalf("%s: no tool %s", file, tool)
	}
	var out []string
	for _, m := range decodeAll(t, string(tl.InputSchema), n, Options{Seed: seed, Key: file + "/" + tool, RootObject: true,
		Topic: tl.Name, About: tl.Description, Server: srv}) {
		out = append(out, pointed(m, strings.Split(strings.TrimPrefix(ptr, "/"), "/"))...)
	}
	return out
}

// pointed returns the strings at the path below v ("*" for every item).
func pointed(v any, path []string) []string {
	if len(path) == 0 {
		if s, ok := v.(string); ok {
			return []string{s}
		}
		return nil
	}
	var out []string
	switch x := v.(type) {
	case map[string]any:
		if c, ok := x[path[0]]; ok {
			out = append(out, pointed(c, path[1:])...)
		}
	case []any:
		if path[0] == "*" {
			for _, c := range x {
				out = append(out, pointed(c, path[1:])...)
			}
		}
	}
	return out
}

// A search the description says is matched against names ("Search for a
// label by name", "by name or email") is a name of that thing or a
// person's name, not a sentence of software work, a web search or the
// description's example of what a user asks ("find Carrie's user ID").
// Tools of @doist/todoist-mcp 11.0.0, copied into testdata.
func TestNameSearchesAreNames(t *testing.T) {
	t.Parallel()
	sentence := regexp.MustCompile(`[.!?]$|\b(the|and|with|how|to|is)\b`)
	for _, c := range []struct{ tool, ptr string }{
		{"find-labels", "/searchText"}, {"find-sections", "/searchText"}, {"find-filters", "/search"},
		{"find-projects", "/searchText"}, {"find-project-collaborators", "/searchTerm"},
	} {
		vs := realValues(t, "todoist.json", c.tool, c.ptr, 40, 77)
		if len(vs) < 5 {
			t.Fatalf("%s: only %d values of %s", c.tool, len(vs), c.ptr)
		}
		for _, v := range vs {
			if strings.Contains(v, "Carrie") || sentence.MatchString(v) || len(strings.Fields(v)) > 4 {
				t.Errorf("%s %s = %q: not a name", c.tool, c.ptr, v)
			}
		}
	}
}

// A search text is classified as a search (the words people type to find
// something), not as a message the request quotes.
func TestSearchTextIsAQuery(t *testing.T) {
	tools, _ := realTools(t, "todoist.json")
	tl := tools["find-sections"]
	for _, p := range role.ClassifyTool(role.ToolContext{Name: tl.Name, Description: tl.Description}, tl.InputSchema) {
		if p.Path == "/searchText" && p.Role.Kind != role.Query {
			t.Errorf("find-sections /searchText: role %s, want query", p.Role.Kind)
		}
	}
}
