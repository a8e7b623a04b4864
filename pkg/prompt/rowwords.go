package prompt

import (
	"strings"
	"unicode/utf8"
)

// Rows of a table (a spreadsheet range's values, a CSV-like list of
// lists) are typed the way a person types them into a message: one row a
// line, cells split by commas, and a range's rows under the range they
// go in, never as a pasted 2D JSON array.

// maxRows and maxCells bound the table a person types out by hand.
const (
	maxRows  = 6
	maxCells = 6
)

// rowLines says a list of rows of scalars one row a line ("- 42, Lisbon,
// hello world"), a cell with a comma quoted; ok is false for anything
// but a small table of short scalar cells.
func rowLines(x []any) ([]string, bool) {
	if len(x) == 0 || len(x) > maxRows {
		return nil, false
	}
	lines := make([]string, len(x))
	for i, r := range x {
		row, ok := r.([]any)
		if !ok || len(row) == 0 || len(row) > maxCells {
			return nil, false
		}
		cells := make([]string, len(row))
		for j, c := range row {
			s, ok := cellWords(c)
			if !ok {
				return nil, false
			}
			cells[j] = s
		}
		lines[i] = "- " + strings.Join(cells, ", ")
	}
	return lines, true
}

// cellWords is one cell as typed: a number or a word as it is, a text
// with a comma or a quote in quotes; ok is false for a nested or long
// value.
func cellWords(c any) (string, bool) {
	if s, ok := c.(string); ok {
		if s == "" || utf8.RuneCountInString(s) > 60 || strings.ContainsAny(s, "\n`") {
			return "", false
		}
		if strings.ContainsAny(s, ",\"") {
			return quoteStr(s), true
		}
		return s, true
	}
	return scalarWords(c)
}

// rowsWords says a table of rows: one row of up to four cells in the
// sentence ("putting Lisbon and Portugal in one row"), a lone cell as its value,
// more as lines after it. ok is false for anything but rows of scalars.
func (st *funcState) rowsWords(x []any) (argWords, bool) {
	lines, ok := rowLines(x)
	if !ok {
		return argWords{}, false
	}
	if row := x[0].([]any); len(x) == 1 && len(row) <= 4 {
		list := inlineCells(row)
		if len(row) == 1 {
			return argWords{text: st.one("with the value "+list, "putting in "+list)}, true
		}
		return argWords{text: st.one("putting "+list+" in one row", "with "+list+" as one row")}, true
	}
	return argWords{block: strings.Join(lines, "\n"), intro: "rows"}, true
}

// rangeRows says a list of {range, values} objects (the ranges of a
// batch write and the rows each gets) as each range and its rows under
// it; ok is false for any other list.
func rangeRows(x []any) (argWords, bool) {
	if len(x) == 0 || len(x) > 4 {
		return argWords{}, false
	}
	var out []string
	for _, e := range x {
		m, ok := e.(map[string]any)
		if !ok || len(m) != 2 {
			return argWords{}, false
		}
		var where string
		var rows []any
		for k, v := range m {
			switch lk := strings.ToLower(k); {
			case lk == "range" || strings.HasSuffix(lk, "range"):
				where, _ = v.(string)
			default:
				rows, _ = v.([]any)
			}
		}
		lines, ok := rowLines(rows)
		if where == "" || !ok {
			return argWords{}, false
		}
		if len(x) == 1 && len(rows) == 1 && len(rows[0].([]any)) <= 4 {
			// one short row in one range reads in the sentence:
			// "putting Lisbon and Portugal in Sheet1!A1:D20"
			return argWords{text: "putting " + inlineCells(rows[0].([]any)) + " in " + where}, true
		}
		out = append(out, "In "+where+":")
		out = append(out, lines...)
	}
	return argWords{block: strings.Join(out, "\n"), intro: "rows"}, true
}

// tableWords says x as rows when it is a table: rows of scalars where a
// cell is text or the parameter speaks of rows, or ranges with their
// rows; ok is false otherwise (a line's coordinates are no table).
func (st *funcState) tableWords(p Param, x []any) (argWords, bool) {
	if a, ok := rangeRows(x); ok {
		return a, true
	}
	text := false
	for _, r := range x {
		row, _ := r.([]any)
		for _, c := range row {
			if _, ok := c.(string); ok {
				text = true
			}
		}
	}
	d := strings.ToLower(p.Human + " " + p.Description)
	if !text && !strings.Contains(d, "row") {
		return argWords{}, false
	}
	return st.rowsWords(x)
}

// inlineCells says one row's cells in a sentence, a cell of words
// quoted: "Premium plan" and 42.
func inlineCells(row []any) string {
	cells := make([]string, len(row))
	for i, c := range row {
		cells[i], _ = cellWords(c)
		if s, ok := c.(string); ok && strings.Contains(s, " ") {
			cells[i] = quoteOnce(s)
		}
	}
	return joinWords(cells, "and")
}
