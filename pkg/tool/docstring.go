package tool

import (
	"regexp"
	"strings"
)

// Servers written in Python (FastMCP and pydantic turn a function's
// docstring into the tool's description and each argument into a property
// with only a "title") or in JavaScript (JSDoc) document their parameters
// in the tool's description, not in the inputSchema:
//
//	List seismometer stations in the network.
//
//	Args:
//	    network_code: Two-letter FDSN network code, e.g. "BK".
//
// ParseDoc reads such sections, so the parameter's text can stand in for
// the description its property lacks, and what the tool does can be read
// without them.

// A DocParam is one parameter a docstring section of a tool's description
// documents.
type DocParam struct {
	// Name is the parameter's name as written ("network_code").
	Name string
	// Type is what the docstring says of its type ("str", "int,
	// optional"), "" when it says nothing.
	Type string
	// Text is the parameter's text, its lines joined with spaces
	// ("Two-letter FDSN network code, e.g. \"BK\".").
	Text string
}

// A Doc is a tool description read as a docstring.
type Doc struct {
	// Summary is the description without its parameter sections and the
	// sections that say what the tool returns or raises ("Returns:",
	// ":rtype:", "@throws"): what the tool does. It is the description
	// itself, byte for byte, when it has none of these sections.
	Summary string
	// Params are the documented parameters, in the description's order.
	Params []DocParam
}

// Param returns the text the docstring gives the parameter name: the
// entry written the same, else one written alike but for case,
// underscores and hyphens ("networkCode" for "network_code"); "" when
// none documents it.
func (d Doc) Param(name string) string {
	for _, p := range d.Params {
		if p.Name == name {
			return p.Text
		}
	}
	k := foldName(name)
	for _, p := range d.Params {
		if foldName(p.Name) == k {
			return p.Text
		}
	}
	return ""
}

func foldName(s string) string {
	return strings.ToLower(strings.NewReplacer("_", "", "-", "").Replace(s))
}

// Section kinds.
const (
	secNone   = iota
	secParams // documents the parameters
	secDrop   // says what the tool returns, yields or raises
)

// docHeaders are the section titles of Google-style ("Args:"), NumPy-style
// ("Parameters" over a line of dashes) and Markdown ("## Parameters")
// docstrings, lower-cased.
var docHeaders = map[string]int{
	"args": secParams, "arguments": secParams, "parameters": secParams, "params": secParams,
	"kwargs": secParams, "keyword args": secParams, "keyword arguments": secParams,
	"other parameters": secParams, "parameters explained": secParams, "input parameters": secParams,
	"inputs":  secParams,
	"returns": secDrop, "return": secDrop, "yields": secDrop, "raises": secDrop, "throws": secDrop,
	"exceptions": secDrop, "return value": secDrop, "return type": secDrop,
}

var (
	// googleEntry is a parameter line of a Google-style or bulleted
	// section: "name: text", "name (str, optional): text", "- `name` -
	// text".
	googleEntry = regexp.MustCompile(`^(?:[-*•+]\s+)?[*_` + "`" + `'"]*([A-Za-z_$][\w$.\-]*?)[*_` + "`" + `'"]*\s*(?:\(([^)]*)\)|\[([^\]]*)\])?\s*(?::|\s[-–—](?:\s|$))\s*(.*)$`)
	// numpyEntry is a parameter line of a NumPy-style section: "name :
	// type", "x, y : float", "name".
	numpyEntry = regexp.MustCompile(`^(\*{0,2}[A-Za-z_]\w*(?:\s*,\s*\*{0,2}[A-Za-z_]\w*)*)\s*(?::\s*(.*))?$`)
	// sphinxParam is a Sphinx field documenting a parameter: ":param
	// name: text", ":param str name: text".
	sphinxParam = regexp.MustCompile(`^:(?:param|parameter|arg|argument|key|keyword)\s+(?:(.+?)\s+)?\*{0,2}([A-Za-z_]\w*)\s*:\s*(.*)$`)
	// sphinxDrop is a Sphinx field saying what a parameter's type is or
	// what the tool returns or raises.
	sphinxDrop = regexp.MustCompile(`^:(?:type|vartype|returns?|rtype|raises?|except|exception|yields?|ytype)\b[^:]*:`)
	// jsdocParam is a JSDoc tag documenting a parameter: "@param {string}
	// name - text", "@param [name=10] text".
	jsdocParam = regexp.MustCompile(`^(?:\*\s*)?@(?:param|arg|argument)\s+(?:\{([^}]*)\}\s*)?\[?([A-Za-z_$][\w$.]*)(?:=[^\]]*)?\]?\s*(?:[-–—:]\s*)?(.*)$`)
	// jsdocDrop is a JSDoc tag saying what the tool returns or throws.
	jsdocDrop = regexp.MustCompile(`^(?:\*\s*)?@(?:returns?|throws|exception)\b`)
	// inlineDrop is a one-line "Returns: a list of events".
	inlineDrop = regexp.MustCompile(`^(?i)(?:returns?|yields?|raises|throws)\s*:\s+\S`)
	dashLine   = regexp.MustCompile(`^(?:-{3,}|={3,})$`)
)

// ParseDoc reads desc, a tool's description, as a docstring (see Doc).
func ParseDoc(desc string) Doc {
	if !strings.ContainsAny(desc, ":@-") {
		return Doc{Summary: desc}
	}
	lines := strings.Split(strings.ReplaceAll(desc, "\r\n", "\n"), "\n")
	p := docParser{lines: lines, drop: make([]bool, len(lines))}
	for i := 0; i < len(lines); {
		i = p.at(i)
	}
	if len(p.params) == 0 && !p.dropped {
		return Doc{Summary: desc}
	}
	return Doc{Summary: p.summary(), Params: p.params}
}

type docParser struct {
	lines   []string
	drop    []bool
	dropped bool
	params  []DocParam
}

// at reads the line i and what belongs to it, and returns the next line
// to read.
func (p *docParser) at(i int) int {
	t := strings.TrimSpace(p.lines[i])
	switch {
	case t == "":
		return i + 1
	case sphinxParam.MatchString(t) || sphinxDrop.MatchString(t):
		end := p.indentedAfter(i)
		if m := sphinxParam.FindStringSubmatch(t); m != nil {
			p.add(m[2], m[1], m[3], p.lines[i+1:end])
		}
		return p.cut(i, end)
	case jsdocParam.MatchString(t) || jsdocDrop.MatchString(t):
		end := p.tagAfter(i)
		if m := jsdocParam.FindStringSubmatch(t); m != nil {
			p.add(m[2], m[1], m[3], p.lines[i+1:end])
		}
		return p.cut(i, end)
	case inlineDrop.MatchString(t):
		return p.cut(i, p.indentedAfter(i))
	}
	if kind := numpyHeader(p.lines, i); kind != secNone {
		return p.numpy(i, kind)
	}
	if kind := headerKind(t); kind != secNone {
		if end := p.google(i, kind); end > i {
			return end
		}
	}
	return i + 1
}

// cut drops lines [i, end) from the summary and returns end.
func (p *docParser) cut(i, end int) int {
	for k := i; k < end; k++ {
		p.drop[k] = true
	}
	p.dropped = true
	return end
}

// indentedAfter returns the end of the lines after i indented deeper
// than line i (a field's continuation).
func (p *docParser) indentedAfter(i int) int {
	ind := indentOf(p.lines[i])
	k := i + 1
	for k < len(p.lines) && strings.TrimSpace(p.lines[k]) != "" && indentOf(p.lines[k]) > ind {
		k++
	}
	return k
}

// tagAfter returns the end of a JSDoc tag's continuation: the lines after
// i up to a blank line or the next tag.
func (p *docParser) tagAfter(i int) int {
	k := i + 1
	for k < len(p.lines) {
		t := strings.TrimLeft(strings.TrimSpace(p.lines[k]), "* ")
		if t == "" || strings.HasPrefix(t, "@") || headerKind(t) != secNone {
			break
		}
		k++
	}
	return k
}

// headerKind returns the kind of section the line t (trimmed) opens as a
// header ("Args:", "**Parameters:**", "## Returns"), secNone when it is
// none.
func headerKind(t string) int {
	md := strings.HasPrefix(t, "#")
	t = strings.TrimLeft(t, "# ")
	t = strings.Trim(t, "*_")
	colon := strings.HasSuffix(t, ":")
	t = strings.Trim(strings.TrimSuffix(t, ":"), "*_ ")
	if !colon && !md {
		return secNone
	}
	return docHeaders[strings.ToLower(t)]
}

// numpyHeader returns the kind of a NumPy-style section whose title is
// line i (a title over a line of dashes), secNone when it is none.
func numpyHeader(lines []string, i int) int {
	if i+1 >= len(lines) || !dashLine.MatchString(strings.TrimSpace(lines[i+1])) {
		return secNone
	}
	return docHeaders[strings.ToLower(strings.TrimSpace(lines[i]))]
}

func indentOf(s string) int {
	n := 0
	for _, r := range s {
		switch r {
		case ' ':
			n++
		case '\t':
			n += 4
		default:
			return n
		}
	}
	return n
}

// google reads the Google-style or Markdown section whose header is line
// i: its entries indented under the header, or (a list at the header's
// own indent) entries up to a blank line. It returns the line after the
// section, or i when no entry follows a parameter header (prose after
// "Parameters:" is left as it is).
func (p *docParser) google(i, kind int) int {
	h := indentOf(p.lines[i])
	j := i + 1
	for j < len(p.lines) && strings.TrimSpace(p.lines[j]) == "" {
		j++
	}
	if j == len(p.lines) || headerKind(strings.TrimSpace(p.lines[j])) != secNone || numpyHeader(p.lines, j) != secNone {
		return p.cut(i, i+1) // a header over nothing
	}
	end := j
	if indentOf(p.lines[j]) > h {
		for end < len(p.lines) && (strings.TrimSpace(p.lines[end]) == "" || indentOf(p.lines[end]) > h) {
			end++
		}
		for end > j && strings.TrimSpace(p.lines[end-1]) == "" {
			end-- // the blank lines before what follows stay
		}
	} else {
		if kind == secParams && !googleEntry.MatchString(strings.TrimSpace(p.lines[j])) {
			return i
		}
		for end < len(p.lines) {
			t := strings.TrimSpace(p.lines[end])
			if t == "" || end > j && headerKind(t) != secNone {
				break
			}
			if kind == secParams && indentOf(p.lines[end]) <= h && !googleEntry.MatchString(t) {
				break
			}
			end++
		}
	}
	if kind == secParams {
		p.entries(p.lines[j:end], indentOf(p.lines[j]))
	}
	return p.cut(i, end)
}

// entries reads the parameter lines of a Google-style section: a line at
// indent e or less that names a parameter starts an entry, other lines
// continue it.
func (p *docParser) entries(lines []string, e int) {
	var name, typ, first string
	var rest []string
	flush := func() {
		if name != "" {
			p.add(name, typ, first, rest)
		}
		name, rest = "", nil
	}
	for _, l := range lines {
		t := strings.TrimSpace(l)
		if t == "" {
			continue
		}
		if indentOf(l) <= e {
			if m := googleEntry.FindStringSubmatch(t); m != nil {
				flush()
				name, typ, first = m[1], m[2]+m[3], m[4]
				continue
			}
		}
		if name != "" {
			rest = append(rest, t)
		}
	}
	flush()
}

// numpy reads the NumPy-style section whose title is line i (over a line
// of dashes): entries "name : type" at the title's indent, each with its
// text indented under it. A section of another kind ("Returns") runs to
// the next section.
func (p *docParser) numpy(i, kind int) int {
	h := indentOf(p.lines[i])
	end := i + 2
	for end < len(p.lines) {
		l := p.lines[end]
		t := strings.TrimSpace(l)
		if numpyHeader(p.lines, end) != secNone || t != "" && indentOf(l) <= h && headerKind(t) != secNone {
			break
		}
		if kind == secParams && t != "" && (indentOf(l) < h || indentOf(l) == h && !numpyEntry.MatchString(t)) {
			break
		}
		end++
	}
	if kind == secParams {
		var names []string
		var typ string
		var text []string
		flush := func() {
			for _, n := range names {
				p.add(n, typ, "", text)
			}
			names, text = nil, nil
		}
		for _, l := range p.lines[i+2 : end] {
			t := strings.TrimSpace(l)
			if t == "" {
				continue
			}
			if m := numpyEntry.FindStringSubmatch(t); m != nil && indentOf(l) <= h {
				flush()
				for _, n := range strings.Split(m[1], ",") {
					names = append(names, strings.TrimSpace(n))
				}
				typ = m[2]
				continue
			}
			text = append(text, t)
		}
		flush()
	}
	return p.cut(i, end)
}

// add records the parameter name with its type and text (first, then the
// lines of rest); a parameter without text is left out.
func (p *docParser) add(name, typ, first string, rest []string) {
	name = strings.TrimLeft(name, "*")
	words := make([]string, 0, 1+len(rest))
	if f := strings.TrimSpace(first); f != "" {
		words = append(words, f)
	}
	for _, r := range rest {
		if r = strings.TrimSpace(strings.TrimLeft(strings.TrimSpace(r), "*")); r != "" && !strings.HasPrefix(r, "@") {
			words = append(words, r)
		}
	}
	text := strings.Join(words, " ")
	if name == "" || text == "" {
		return
	}
	p.params = append(p.params, DocParam{Name: name, Type: strings.TrimSpace(typ), Text: text})
}

// summary returns the description without the lines read as sections,
// runs of blank lines made one.
func (p *docParser) summary() string {
	var b strings.Builder
	blank := false
	for i, l := range p.lines {
		if p.drop[i] {
			continue
		}
		if strings.TrimSpace(l) == "" {
			blank = true
			continue
		}
		if b.Len() > 0 {
			b.WriteByte('\n')
			if blank {
				b.WriteByte('\n')
			}
		}
		blank = false
		b.WriteString(strings.TrimRight(l, " \t"))
	}
	return b.String()
}

// reInlineRange finds a name followed by a numeric range in running prose
// ("grade 0-5 (0 = blackout, 5 = perfect)", "rating between 1 and 10"):
// group 1 is the name, group 2 the range with any gloss in parentheses.
var reInlineRange = regexp.MustCompile(`(?i)\b([a-z][a-z0-9_]*)\s*(?:[:=]\s*|\bis\s+|\bfrom\s+)?((?:-?\d+(?:\.\d+)?\s*(?:-|–|to|\.\.)\s*-?\d+(?:\.\d+)?|between\s+-?\d+(?:\.\d+)?\s+and\s+-?\d+(?:\.\d+)?)(?:\s*\([^()]{1,120}\))?)`)

// InlineRange returns the range the summary states right after the
// parameter name written as a word ("Record a review. grade 0-5 (0 =
// blackout, 5 = perfect)." gives grade "0-5 (0 = blackout, 5 =
// perfect)"): a server that documents a bound in the tool's prose, not in
// the property, still bounds the value. "" when the summary states none.
func (d Doc) InlineRange(name string) string {
	if name == "" || !strings.Contains(strings.ToLower(d.Summary), strings.ToLower(name)) {
		return ""
	}
	for _, m := range reInlineRange.FindAllStringSubmatch(d.Summary, -1) {
		if strings.EqualFold(m[1], name) {
			return strings.TrimSpace(m[2])
		}
	}
	for _, m := range reInlineNounRange.FindAllStringSubmatch(d.Summary, -1) {
		if strings.EqualFold(m[1], name) {
			return strings.TrimSpace(m[2])
		}
	}
	return ""
}

// reInlineNounRange finds a name said as a noun with its range in
// parentheses ("n = players (2-8, VIP min 3)") or its maximum after it
// ("dur = minutes played, 90 max"): group 1 is the name,
// group 2 the noun and the parenthesis, so the value is drawn for the
// noun within the range.
var reInlineNounRange = regexp.MustCompile(`(?i)\b([a-z][a-z0-9_]*)\s*[:=]\s*([a-z][a-z ]{0,30}?(?:\s*\(\s*-?\d+(?:\.\d+)?\s*(?:-|–|to|\.\.)\s*-?\d+(?:\.\d+)?[^()]{0,120}\)|,\s*\d+(?:\.\d+)?\s+max\b))`)

// reInlineChoices finds a name followed by its values joined by "|" in
// running prose ("term = autumn|spring|summer", "unit: c|f"): group 1 is
// the name, group 2 the values.
var reInlineChoices = regexp.MustCompile(`(?i)\b([a-z][a-z0-9_]*)\s*(?:[:=]\s*|\bis\s+(?:one\s+of\s+)?|\bone\s+of\s+)([a-z0-9][a-z0-9_.-]*(?:\s*\|\s*[a-z0-9][a-z0-9_.-]*)+)`)

// InlineChoices returns the values the summary lists with "|" right after
// the parameter name written as a word ("Term report. term =
// autumn|spring|summer." gives term "autumn|spring|summer"): a server that
// states a parameter's values in the tool's prose, not in the property,
// still names them. "" when the summary lists none.
func (d Doc) InlineChoices(name string) string {
	if name == "" || !strings.Contains(d.Summary, "|") || !strings.Contains(strings.ToLower(d.Summary), strings.ToLower(name)) {
		return ""
	}
	for _, m := range reInlineChoices.FindAllStringSubmatch(d.Summary, -1) {
		if strings.EqualFold(m[1], name) {
			return strings.TrimRight(strings.TrimSpace(m[2]), ".") // (the sentence's full stop)
		}
	}
	return ""
}

// OpaqueName matches a parameter name that says nothing of what it takes
// ("arg0", "param2", "p1"), as a server compiled without its parameter
// names (Spring AI without -parameters) writes them.
var OpaqueName = regexp.MustCompile(`^(?i:arg|param|p|input|var)[0-9]+$`)

// reInlineSays finds an opaque name said in running prose with what it
// is ("arg0 is the street address (house number and street name), arg1
// is the maximum number of permits to return."): group 1 is the name;
// what it is runs from the match's end to the next such name or the
// sentence's end.
var reInlineSays = regexp.MustCompile(`(?i)\b((?:arg|param|p|input|var)[0-9]+)\s*(?:\bis\b|=|:|-|–)\s*`)

// InlineSays returns what the summary says an opaque parameter (see
// OpaqueName) is ("arg0 is the street address" gives "the street
// address"), so that its value is drawn and said for that; "" when name
// is no opaque name or the summary says nothing of it.
func (d Doc) InlineSays(name string) string {
	if !OpaqueName.MatchString(name) || !strings.Contains(strings.ToLower(d.Summary), strings.ToLower(name)) {
		return ""
	}
	ms := reInlineSays.FindAllStringSubmatchIndex(d.Summary, -1)
	for i, m := range ms {
		if !strings.EqualFold(d.Summary[m[2]:m[3]], name) {
			continue
		}
		end := len(d.Summary)
		if i+1 < len(ms) {
			end = ms[i+1][0]
		}
		text := d.Summary[m[1]:end]
		if k := strings.Index(text, ". "); k >= 0 {
			text = text[:k]
		}
		text = strings.TrimSpace(strings.TrimRight(strings.TrimSpace(text), ",;."))
		return strings.TrimSpace(strings.TrimSuffix(text, " and"))
	}
	return ""
}
