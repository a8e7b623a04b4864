package synth

import "testing"

// Pipelines over a collection are written several ways, not all one
// $group with one accumulator and a $sort on it: the categories counted
// and sorted in one stage ($sortByCount, never followed by a $sort of
// its own, its category named again by a later $project), documents
// counted per month of a date of theirs (sorted by the month), the
// latest date per category, and a count beside a sum or a mean.
func TestPipelineShapesVary(t *testing.T) {
	srv, tool := serverTool(t, "../../testdata/mcp-servers/mongodb.json", "aggregate")
	seen := map[string]bool{}
	for _, m := range decodeAll(t, string(tool.InputSchema), 120, Options{Seed: 5, RootObject: true, Topic: tool.Name, About: tool.Description, Server: srv}) {
		p, _ := m["pipeline"].([]any)
		sorted := ""
		for _, st := range p {
			s := st.(map[string]any)
			if c, ok := s["$sortByCount"].(string); ok {
				seen["sortByCount"], sorted = true, c[1:]
			}
			if _, ok := s["$sort"]; ok && sorted != "" {
				t.Errorf("a $sort after $sortByCount: %v", p)
			}
			if pr, ok := s["$project"].(map[string]any); ok && sorted != "" && pr[sorted] != "$_id" {
				t.Errorf("the counted category not named again: %v", p)
			}
			g, ok := s["$group"].(map[string]any)
			if !ok {
				continue
			}
			if id, ok := g["_id"].(map[string]any); ok && id["$dateToString"] != nil {
				seen["month"] = true
			}
			if l, ok := g["latest"].(map[string]any); ok && l["$max"] != nil {
				seen["latest"] = true
			}
			if len(g) == 3 && g["count"] != nil {
				seen["two"] = true
			}
		}
	}
	for _, k := range []string{"sortByCount", "month", "latest", "two"} {
		if !seen[k] {
			t.Errorf("no %s pipeline in 120", k)
		}
	}
}
