package synth

import (
	"regexp"
	"strconv"
	"strings"

	"github.com/mcpgen/mcpgen/pkg/role"
)

// Examples whose shape has a meaning the characters alone do not carry:
// a spreadsheet range runs from its top-left cell to its bottom-right one,
// and a typed resource URI ("gid://shopify/Product/123") keeps its words.

// reA1Range matches a spreadsheet range in A1 notation, its sheet name
// optional: "Sheet1!A1:B10", "A2:D20", "Sheet1!C5". A lone cell ("B12")
// without a sheet is not read as one.
var reA1Range = regexp.MustCompile(`^((?:'[^']+'|[A-Za-z][A-Za-z0-9 _]*)!)?([A-Z]{1,2})([1-9][0-9]*)(?::([A-Z]{1,2})([1-9][0-9]*))?$`)

// a1Range returns a range of the example's form (sheet name kept, one
// cell or two): a block whose end cell is below and right of its start
// one, as a person selects it, never "G5:A91".
func (g *Generator) a1Range(ex string) (string, bool) {
	m := reA1Range.FindStringSubmatch(ex)
	if m == nil || m[1] == "" && m[4] == "" {
		// a lone "B2021" is an aircraft or a part as often as a cell
		return "", false
	}
	col := func(i int) string { return string(rune('A' + i)) }
	c0, r0 := g.rng.Intn(4), 1+g.rng.Intn(3)
	if g.rng.Intn(3) == 0 {
		c0, r0 = g.rng.Intn(8), 1+g.rng.Intn(40)
	}
	start := col(c0) + strconv.Itoa(r0)
	if m[4] == "" {
		return m[1] + start, true
	}
	c1, r1 := c0+1+g.rng.Intn(8), r0+4+g.rng.Intn(96)
	if m[2] == m[4] {
		c1 = c0 // a column's cells ("A2:A5") stay in one column
	}
	return m[1] + start + ":" + col(c1) + strconv.Itoa(r1), true
}

// reTypedURI matches a typed resource URI: a scheme, words naming the
// service and the resource type, and a number ("gid://shopify/Product/123").
var reTypedURI = regexp.MustCompile(`^[a-z][a-z0-9+.-]*://(?:[A-Za-z][A-Za-z_-]*/)+[0-9]+$`)

// typedURI returns a URI of the example's words with its number redrawn:
// the service and the type are names, never letters to scramble
// ("gid://oljsi6k/Tmy0zck/104"). A placeholder number ("123", "1234")
// becomes an id of 13 digits, as such services number their resources.
func (g *Generator) typedURI(ex string) (string, bool) {
	if !reTypedURI.MatchString(ex) {
		return "", false
	}
	i := strings.LastIndexByte(ex, '/') + 1
	n := len(ex) - i
	if strings.HasPrefix("1234567890", ex[i:]) {
		n = 13
	}
	b := []byte{byte('1' + g.rng.Intn(9))}
	for len(b) < n {
		b = append(b, byte('0'+g.rng.Intn(10)))
	}
	return ex[:i] + string(b), true
}

// reA1Stated matches a description stating A1 notation.
var reA1Stated = newDescRe(`(?i)\bA1[ -]notation\b|\bA1 range\b`)

// reA1InText matches a two-cell range inside a description's text
// (`"My Sheet"!B2:B5`): its start and end column.
var reA1InText = regexp.MustCompile(`\b([A-Z]{1,2})[1-9][0-9]*:([A-Z]{1,2})[1-9][0-9]*\b`)

// a1Stated returns a range in A1 notation where a parameter's
// description states that notation ("Data range for this series in A1
// notation"), whatever its quoted examples hold (a sheet's name); a range
// the description shows within one column (a chart series "B2:B5") stays
// in one column; an example of the notation gives its form. ok is false where the description states no A1 notation.
func (g *Generator) a1Stated(h hint) (string, bool) {
	if !reA1Stated.MatchString(h.desc) {
		return "", false
	}
	for _, ex := range role.ExamplesOf(h.desc) {
		if v, ok := g.a1Range(ex); ok {
			return v, true // the form of the description's own example
		}
	}
	ex := "Sheet1!A1:B2"
	if m := reA1InText.FindStringSubmatch(h.desc); m != nil && m[1] == m[2] {
		ex = "Sheet1!A1:A2"
	}
	return g.a1Range(ex)
}
