package synth

import (
	"testing"
)

// The links of a graph passed in one call name its nodes, run one way
// and are each given once: antv's flow diagram had nodes "daily_report"
// and "audit-v2" beside edges "Application" → "Screening", and a plan's
// dependencies ran T5 → T2 → T3 → T5 with repeats.
func TestLinksNameTheirNodes(t *testing.T) {
	cases := []struct{ tool, nodes, links, nodeKey, from, to string }{
		{"link_diagram", "boxes", "links", "name", "source", "target"},
		{"plan_tasks", "tasks", "dependencies", "key", "from_key", "to_key"},
		{"draw_pipeline", "stages", "arrows", "id", "from", "to"},
	}
	for _, c := range cases {
		srv, tool := serverTool(t, "testdata/charts/plotdesk.json", c.tool)
		seen := 0
		for _, m := range decodeAll(t, string(tool.InputSchema), 40, Options{Seed: 3, RootObject: true, Topic: tool.Name, About: tool.Description, Server: srv}) {
			holder := m
			if gr, ok := m["graph"].(map[string]any); ok {
				holder = gr
			}
			nodes, _ := objectRows(holder[c.nodes])
			links, _ := objectRows(holder[c.links])
			names := map[string]bool{}
			for _, n := range nodes {
				names[n[c.nodeKey].(string)] = true
			}
			pairs := map[[2]string]bool{}
			for _, l := range links {
				seen++
				f, _ := l[c.from].(string)
				to, _ := l[c.to].(string)
				if !names[f] || !names[to] {
					t.Errorf("%s: link %s → %s names no node of %v", c.tool, f, to, names)
				}
				if f == to || pairs[[2]string{f, to}] || pairs[[2]string{to, f}] {
					t.Errorf("%s: link %s → %s loops or repeats (%v)", c.tool, f, to, links)
				}
				pairs[[2]string{f, to}] = true
				if _, ok := l["name"]; ok {
					t.Errorf("%s: link %v has a name drawn for it", c.tool, l)
				}
			}
		}
		if seen == 0 {
			t.Errorf("%s: no link drawn", c.tool)
		}
	}
}
