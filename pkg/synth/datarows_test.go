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
