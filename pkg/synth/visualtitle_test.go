package synth

import (
	"encoding/json"
	"testing"

	"github.com/mcpgen/mcpgen/pkg/role"
)

// A chart's or a map's title says what its data is about, never a piece
// of software work; an axis title is not the chart's, and an issue keeps
// an issue's title.
func TestVisualTitle(t *testing.T) {
	in := func(pool []string, v string) bool {
		for _, p := range pool {
			if p == v {
				return true
			}
		}
		return false
	}
	src := `{"type":"object","properties":{"title":{"type":"string"},"values":{"type":"array","items":{"type":"number"}}},"required":["title","values"]}`
	srv := role.NewServer("plots", []role.ServerTool{
		{Name: "make_pie_chart", Description: "Make a pie chart showing the share of each part.", InputSchema: json.RawMessage(src)},
		{Name: "plot_line_graph", Description: "Plot a line graph of values over time.", InputSchema: json.RawMessage(src)},
		{Name: "render_route_map", Description: "Render a route on a map.", InputSchema: json.RawMessage(src)},
	})
	cases := []struct {
		topic, about string
		pool         []string
		want         bool
	}{
		{"make_pie_chart", "Make a pie chart showing the share of each part.", chartTitles, true},
		{"plot_line_graph", "Plot a line graph of values over time.", chartTitles, true},
		{"render_route_map", "Render a route on a map.", mapTitles, true},
		{"open_ticket", "Open a ticket.", chartTitles, false},
	}
	for _, c := range cases {
		for _, m := range decodeAll(t, src, 20, Options{Seed: 3, RootObject: true, Topic: c.topic, About: c.about, Server: srv}) {
			v, _ := m["title"].(string)
			if in(c.pool, v) != c.want {
				t.Errorf("%s: title %q: want a picture's subject %v", c.topic, v, c.want)
			}
		}
	}
	if wholeTitle("axisYTitle") || !wholeTitle("title") || !wholeTitle("chart_title") {
		t.Errorf("wholeTitle: an axis title is a part, a chart title the whole")
	}
}
