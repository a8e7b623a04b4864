package synth

import (
	"strings"
	"testing"
)

// An aggregation over a collection is an ordinary $match/$group/$sort
// pipeline: a $vectorSearch stage (it needs a vector index) comes only
// over a collection whose documents hold prose people search by meaning,
// never over invoices or products.
func TestVectorSearchOnlyOverProse(t *testing.T) {
	srv, tool := serverTool(t, "../../testdata/mcp-servers/mongodb.json", "aggregate")
	vs, groups := 0, map[string]bool{}
	for _, m := range decodeAll(t, string(tool.InputSchema), 80, Options{Seed: 3, RootObject: true, Topic: tool.Name, About: tool.Description, Server: srv}) {
		coll := m["collection"].(string)
		for _, st := range m["pipeline"].([]any) {
			stage := st.(map[string]any)
			if _, ok := stage["$vectorSearch"]; ok {
				vs++
				if !proseColls[coll] {
					t.Errorf("vector search over %s: %v", coll, m["pipeline"])
				}
			}
			if g, ok := stage["$group"].(map[string]any); ok {
				for k, acc := range g {
					if k != "_id" {
						for op := range acc.(map[string]any) {
							groups[op] = true
						}
					}
				}
			}
		}
	}
	if vs == 0 {
		t.Error("no vector search over reviews or tickets in 80 pipelines")
	}
	// the groups count, sum an amount and average a measure
	for _, op := range []string{"$sum", "$avg"} {
		if !groups[op] {
			t.Errorf("no %s accumulator in 80 pipelines (%v)", op, groups)
		}
	}
}

// A search matched against the titles of pages looks up a page a team
// keeps ("onboarding guide", "Q3 roadmap"), never the title of an issue
// ("Bump axios to 1.7 for the security advisory").
func TestPageSearchIsAKeptPage(t *testing.T) {
	srv, tool := serverTool(t, "../../testdata/mcp-servers/notion.json", "API-post-search")
	issues := map[string]bool{}
	for _, s := range stories {
		issues[s.title] = true
	}
	for _, m := range decodeAll(t, string(tool.InputSchema), 30, Options{Seed: 3, RootObject: true, Topic: tool.Name, About: tool.Description, Server: srv}) {
		q, _ := m["query"].(string)
		if q == "" {
			continue
		}
		for title := range issues {
			if strings.HasPrefix(title, q) {
				t.Errorf("page search %q: an issue title", q)
			}
		}
	}
}

// A new data source's columns are the ones a table of its name keeps: a
// "Reading list" has an Author and a Status of To read / Reading /
// Finished, never a task tracker's Team and Estimate.
func TestTableColumnsFitItsTitle(t *testing.T) {
	srv, tool := serverTool(t, "../../testdata/mcp-servers/notion.json", "API-create-a-data-source")
	n := 0
	for _, m := range decodeAll(t, string(tool.InputSchema), 40, Options{Seed: 3, RootObject: true, Topic: tool.Name, About: tool.Description, Server: srv}) {
		ts, _ := m["title"].([]any)
		props, _ := m["properties"].(map[string]any)
		if len(ts) == 0 || len(props) == 0 {
			continue
		}
		title := ts[0].(map[string]any)["text"].(map[string]any)["content"].(string)
		cols, ok := tableColumns[title]
		if !ok {
			t.Errorf("data source titled %q: no table people keep", title)
			continue
		}
		n++
		for name := range props {
			fits := name == "Name"
			for _, c := range append(cols, anyTableColumns...) {
				fits = fits || c.name == name
			}
			if !fits {
				t.Errorf("data source %q has column %q", title, name)
			}
		}
	}
	if n == 0 {
		t.Error("no data source with a title and columns in 40 calls")
	}
}
