package synth

import (
	"testing"
)

// The rows of a data series are columns of one table: every row of a
// call holds the same non-flag members, each holds its measure, and no
// row says a flag is false or holds two flags (antv's waterfall had a
// row both a total and an intermediate total, its bar rows a group on
// some rows only).
func TestDataRowsShareTheirColumns(t *testing.T) {
	cases := []struct{ tool, list, measure string }{
		{"plot_bars", "rows", "amount"},
		{"plot_steps", "series", "delta"},
	}
	for _, c := range cases {
		srv, tool := serverTool(t, "testdata/charts/plotdesk.json", c.tool)
		many := 0
		for _, m := range decodeAll(t, string(tool.InputSchema), 40, Options{Seed: 11, RootObject: true, Topic: tool.Name, About: tool.Description, Server: srv}) {
			rows, _ := objectRows(m[c.list])
			cols := ""
			for i, r := range rows {
				keys, flags := "", 0
				for _, k := range sortedKeys(r) {
					if b, ok := r[k].(bool); ok {
						if !b {
							t.Errorf("%s: row %v says a flag is false", c.tool, r)
						}
						flags++
						continue
					}
					keys += k + ","
				}
				if flags > 1 {
					t.Errorf("%s: row %v holds %d flags", c.tool, r, flags)
				}
				if _, ok := r[c.measure]; !ok {
					t.Errorf("%s: row %v has no %s", c.tool, r, c.measure)
				}
				if i == 0 {
					cols = keys
				} else if keys != cols {
					t.Errorf("%s: rows of one call hold %q and %q", c.tool, cols, keys)
				}
			}
			if len(rows) > 1 {
				many++
			}
		}
		if many == 0 {
			t.Errorf("%s: never more than one row", c.tool)
		}
	}
}

// A plotted row's label is a label of one dimension, given once a call,
// never a sentence or a to-do tag (a bridge's steps were comments like
// "Updated the README setup steps for Node 20 and pnpm", a bar plot's
// labels "waiting", "quick win", "waiting"), and a second string column
// is a group of another dimension, not the label's next value.
func TestDataRowLabelsAreOneDimension(t *testing.T) {
	cases := []struct{ tool, list, label, group string }{
		{"plot_bars", "rows", "label", "segment"},
		{"plot_steps", "series", "step", "tone"},
	}
	dims := map[string]int{}
	for i, d := range chartDims {
		for _, l := range d {
			dims[l] = i
		}
	}
	for _, c := range cases {
		srv, tool := serverTool(t, "testdata/charts/plotdesk.json", c.tool)
		for _, m := range decodeAll(t, string(tool.InputSchema), 30, Options{Seed: 5, RootObject: true, Topic: tool.Name, About: tool.Description, Server: srv}) {
			rows, _ := objectRows(m[c.list])
			seen := map[string]bool{}
			for _, r := range rows {
				l, _ := r[c.label].(string)
				d, ok := dims[l]
				if !ok || seen[l] {
					t.Errorf("%s: label %q is no dimension's or is given twice (%v)", c.tool, l, rows)
				}
				seen[l] = true
				if gr, ok := r[c.group].(string); ok && dims[gr] == d {
					t.Errorf("%s: group %q of the label's own dimension (%v)", c.tool, gr, r)
				}
			}
		}
	}
}

// A series over time runs from its first day to its last, and a flow's
// rows run between the steps of one process, never labels of a chart's
// dimension ("Mar → Q1").
func TestDataRowsInTimeAndFlowOrder(t *testing.T) {
	srv, tool := serverTool(t, "testdata/charts/plotdesk.json", "plot_trend")
	for _, m := range decodeAll(t, string(tool.InputSchema), 20, Options{Seed: 5, RootObject: true, Topic: tool.Name, About: tool.Description, Server: srv}) {
		rows, _ := objectRows(m["points"])
		for i := 1; i < len(rows); i++ {
			if rows[i]["day"].(string) < rows[i-1]["day"].(string) {
				t.Errorf("plot_trend: days out of order: %v", rows)
				break
			}
		}
	}
	steps := map[string]bool{}
	for _, d := range graphSteps {
		for _, s := range d {
			steps[s] = true
		}
	}
	srv, tool = serverTool(t, "testdata/charts/plotdesk.json", "plot_flows")
	for _, m := range decodeAll(t, string(tool.InputSchema), 20, Options{Seed: 5, RootObject: true, Topic: tool.Name, About: tool.Description, Server: srv}) {
		rows, _ := objectRows(m["data"])
		for _, r := range rows {
			if !steps[r["source"].(string)] || !steps[r["target"].(string)] {
				t.Errorf("plot_flows: %v runs between no steps of a process", r)
			}
		}
	}
}
