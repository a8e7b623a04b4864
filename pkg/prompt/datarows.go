package prompt

import (
	"encoding/json"
	"maps"
	"slices"
	"sort"
	"strconv"
	"strings"
)

// The rows of a data series (a chart's points, a table's rows: "data":
// [{"category": "Retail", "value": 91}, …]) are said as a person types
// data to plot: "Retail at 91, Online at 902 and Partners at 48", a label and its
// figure a line, a flow's "Application → Screening: 719", or a short
// table under a header of the columns; never a line a row echoing each
// member's name ("- category Retail, value 91").

// dataRowNouns name a list whose items are the rows of a data series.
var dataRowNouns = map[string]bool{"data": true, "series": true, "points": true, "datapoints": true, "values": true,
	"dataset": true, "datasets": true, "rows": true, "bars": true, "slices": true}

// flowEnds are the keys of a row's two ends in a flow, the end it leaves
// first.
var flowEnds = [][2]string{{"source", "target"}, {"from", "to"}, {"src", "dst"}}

// dataRows is a list of rows read for dataRowsWords: the string columns
// (labels), the number columns (figures) and the flags, each in key
// order, and the rows.
type dataRows struct {
	labels, figures, flags []string
	rows                   []map[string]any
}

// readDataRows reads x as the rows of a data series: one to eight
// objects of the same string and number members (at most four in all,
// one a number at least), flags aside. ok is false for anything else.
func readDataRows(x []any) (dataRows, bool) {
	var d dataRows
	if len(x) == 0 || len(x) > 8 {
		return d, false
	}
	cols := ""
	flags := map[string]bool{}
	for i, e := range x {
		m, ok := e.(map[string]any)
		if !ok || len(m) == 0 {
			return d, false
		}
		var labels, figures []string
		for _, k := range slices.Sorted(maps.Keys(m)) {
			switch v := m[k].(type) {
			case string:
				if v == "" || len(v) > 60 || strings.ContainsAny(v, "\n|") {
					return d, false
				}
				labels = append(labels, k)
			case json.Number, float64, int, int64:
				figures = append(figures, k)
			case bool:
				if v {
					flags[k] = true
				}
			default:
				return d, false
			}
		}
		sig := strings.Join(labels, ",") + "|" + strings.Join(figures, ",")
		if i == 0 {
			cols, d.labels, d.figures = sig, labels, figures
		} else if sig != cols {
			return d, false
		}
		d.rows = append(d.rows, m)
	}
	if len(d.figures) == 0 || len(d.labels)+len(d.figures) > 4 || len(d.labels) == 0 && len(flags) > 0 {
		return d, false
	}
	d.flags = slices.Sorted(maps.Keys(flags))
	sort.SliceStable(d.labels, func(i, j int) bool { return !groupColumn(d.labels[i]) && groupColumn(d.labels[j]) })
	return d, true
}

// groupColumn tells whether a row's label column k splits the rows into
// groups beside their own label ("group", "series", "segment"): said
// after it, as a table reads "2025-11 | North | 42".
func groupColumn(k string) bool {
	switch strings.ToLower(k) {
	case "group", "series", "segment", "stack", "subgroup":
		return true
	}
	return false
}

// figureText is a row's number as typed: its digits, never in words.
func figureText(v any) string {
	switch v.(type) {
	case json.Number, float64, int, int64:
		return words(v) // numbers as written
	}
	return ""
}

// flagWords are the words of a row's true flags ("isTotal" → "total"),
// in brackets after its label: "Q4 (total)".
func (d dataRows) flagWords(r map[string]any) string {
	var out []string
	for _, k := range d.flags {
		if b, _ := r[k].(bool); b {
			w := strings.ToLower(Humanize(k))
			w = strings.TrimPrefix(w, "is ")
			out = append(out, w)
		}
	}
	if len(out) == 0 {
		return ""
	}
	return " (" + strings.Join(out, ", ") + ")"
}

// flowPair returns the keys of the rows' two ends when the labels are
// exactly a flow's source and target.
func (d dataRows) flowPair() (string, string, bool) {
	if len(d.labels) != 2 {
		return "", "", false
	}
	for _, fe := range flowEnds {
		if strings.EqualFold(d.labels[0], fe[0]) && strings.EqualFold(d.labels[1], fe[1]) ||
			strings.EqualFold(d.labels[1], fe[0]) && strings.EqualFold(d.labels[0], fe[1]) {
			if strings.EqualFold(d.labels[0], fe[0]) {
				return d.labels[0], d.labels[1], true
			}
			return d.labels[1], d.labels[0], true
		}
	}
	return "", "", false
}

// dataRowsWords says the rows of a data series (see dataRows): one
// label and one figure as "Retail 91, Online 902 and Partners 48" (a
// line each beyond three rows), a flow's rows as "Application →
// Screening: 719", any other shape as a short table under a header of
// its columns. ok is false for a list that is no data series.
func (st *funcState) dataRowsWords(p Param, x []any) (argWords, bool) {
	noun := strings.ToLower(speakable(p.Human))
	if !dataRowNouns[noun] {
		return argWords{}, false
	}
	d, ok := readDataRows(x)
	if !ok {
		return argWords{}, false
	}
	intro := "data"
	if from, to, ok := d.flowPair(); ok && len(d.figures) == 1 {
		lines := make([]string, len(d.rows))
		for i, r := range d.rows {
			lines[i] = r[from].(string) + " → " + r[to].(string) + ": " + figureText(r[d.figures[0]]) + d.flagWords(r)
		}
		if len(lines) == 1 {
			return argWords{text: "with " + lines[0]}, true
		}
		return argWords{block: strings.Join(lines, "\n"), intro: intro}, true
	}
	if len(d.labels) == 1 && len(d.figures) == 1 {
		items := make([]string, len(d.rows))
		for i, r := range d.rows {
			items[i] = r[d.labels[0]].(string) + d.flagWords(r) + " at " + figureText(r[d.figures[0]])
		}
		if len(items) <= 3 {
			return argWords{text: "with " + joinWords(items, "and")}, true
		}
		for i, r := range d.rows {
			items[i] = r[d.labels[0]].(string) + d.flagWords(r) + ": " + figureText(r[d.figures[0]])
		}
		return argWords{block: strings.Join(items, "\n"), intro: intro}, true
	}
	return argWords{block: d.table(), intro: intro}, true
}

// table is the rows as a short table: a header of the columns in words,
// labels first, then a line each.
func (d dataRows) table() string {
	cols := append(append([]string(nil), d.labels...), d.figures...)
	head := make([]string, len(cols))
	rule := make([]string, len(cols))
	for i, c := range cols {
		head[i] = strings.ToLower(Humanize(c))
		rule[i] = "---"
	}
	lines := []string{"| " + strings.Join(head, " | ") + " |", "| " + strings.Join(rule, " | ") + " |"}
	for _, r := range d.rows {
		cells := make([]string, len(cols))
		for i, c := range cols {
			if s, ok := r[c].(string); ok {
				cells[i] = s
				if i == 0 {
					cells[i] += d.flagWords(r)
				}
			} else {
				cells[i] = figureText(r[c])
			}
		}
		lines = append(lines, "| "+strings.Join(cells, " | ")+" |")
	}
	return strings.Join(lines, "\n")
}

// fractionText tells whether n, a number as said, is between 0 and 1.
func fractionText(n string) bool {
	f, err := strconv.ParseFloat(n, 64)
	return err == nil && f >= 0 && f <= 1
}
