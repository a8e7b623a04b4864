package prompt

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/mcpgen/mcpgen/pkg/synth"
	"github.com/mcpgen/mcpgen/pkg/tool"
)

// The rows of a data series are said as a person types data to plot,
// never a line a row echoing each member's name ("- category Retail,
// value 91" under "Here are my datas:" was how antv's chart rows read).
func TestDataRowsSaidAsData(t *testing.T) {
	cases := []struct {
		name, rows string
		want       []string
	}{
		{"rows", `[{"label":"Design","amount":40},{"label":"Sales","amount":35}]`, []string{"with Design at 40 and Sales at 35"}},
		{"data", `[{"category":"Mon","value":805},{"category":"Tue","value":83.3},{"category":"Wed","value":254},{"category":"Thu","value":113}]`,
			[]string{"Mon: 805\nTue: 83.3\nWed: 254\nThu: 113"}},
		{"data", `[{"source":"Cart","target":"Checkout","value":120},{"source":"Checkout","target":"Paid","value":80}]`,
			[]string{"Cart → Checkout: 120\nCheckout → Paid: 80"}},
		{"series", `[{"step":"Opening","delta":100,"isGrandTotal":true},{"step":"Refunds","delta":-20},{"step":"Fees","delta":-5}]`,
			[]string{"Opening (grand total) at 100, Refunds at -20 and Fees at -5"}},
		{"data", `[{"time":"2025-11","group":"North","value":42},{"time":"2025-12","group":"North","value":44}]`,
			[]string{"| time | group | value |", "| 2025-11 | North | 42 |"}},
	}
	for _, c := range cases {
		var x []any
		d := json.NewDecoder(strings.NewReader(c.rows))
		d.UseNumber()
		if err := d.Decode(&x); err != nil {
			t.Fatal(err)
		}
		st := &funcState{}
		a, ok := st.dataRowsWords(Param{Name: c.name, Human: c.name}, x)
		if !ok {
			t.Errorf("%s %s: not said as data rows", c.name, c.rows)
			continue
		}
		got := a.text + a.block
		for _, w := range c.want {
			if !strings.Contains(got, w) {
				t.Errorf("%s: got %q, want %q in it", c.rows, got, w)
			}
		}
		if a.block != "" && a.intro != "data" {
			t.Errorf("%s: introduced as %q", c.rows, a.intro)
		}
	}
	// a list of things, not of data points, is left to the other wordings
	var x []any
	_ = json.Unmarshal([]byte(`[{"sku":"A1","quantity":2}]`), &x)
	if _, ok := (&funcState{}).dataRowsWords(Param{Name: "items", Human: "items"}, x); ok {
		t.Errorf("line items said as data rows")
	}
}

// Drawn end to end on a plotting server of its own, no request of a plot
// says its rows as "an amount of" or names a member before each value.
func TestPlotRowsReadAsData(t *testing.T) {
	seen := 0
	drawFile(t, "plotdesk-tools.json", synth.Options{Seed: 7, RootObject: true}, 10, func(tl tool.Tool, _ int, text string, args map[string]any) {
		if tl.Name != "plot_bars" && tl.Name != "plot_steps" {
			return
		}
		seen++
		for _, bad := range []string{"an amount of", "- label ", "- step ", ", amount ", ", delta ", "datas", "is subtotal", "is grand total"} {
			if strings.Contains(text, bad) {
				t.Errorf("%s: %q says %q", tl.Name, text, bad)
			}
		}
	})
	if seen == 0 {
		t.Error("no plot drawn")
	}
}

// A radius of at most 1 without a unit is a share of the whole (a donut
// chart's inner radius), said as such: antv's pie chart read "in a 1
// meter radius".
func TestFractionRadiusHasNoMeters(t *testing.T) {
	for _, unit := range []string{"", "meters"} {
		got := (&funcState{}).quantityPhrase("inner radius", "0.6", unit)
		if got != "with an inner radius of 0.6" {
			t.Errorf("inner radius 0.6 (%q) said %q", unit, got)
		}
	}
}
