package dataset

import (
	"fmt"
	"sort"
)

// deferredArgs decides, for an hf file checked without a stated argument
// encoding (no --args-encoding, no manifest), whether arguments written as
// JSON strings are a mistake or hf's Arrow-safe form. generate writes hf
// arguments as strings when, as objects, one argument path would hold two
// types across the run's tools, which datasets.load_dataset("json")
// refuses (docs/formats.md, trap 2); its manifest says so, but a file
// checked without it (standard input, POST /api/mcp/dataset/check, a copy)
// must get the same verdict from its records alone. So the errors are held
// back until the file is read: when the arguments, as objects, give an
// Arrow column two types, the strings were needed and one warning says how
// to parse them back before a chat template; otherwise the held errors are
// reported on their lines.
type deferredArgs struct {
	// held are the errors held back (at most the report's cap), n their
	// number; lastLine is the last line that got one and onlyLines the
	// number of lines whose only errors are held ones.
	held      []Finding
	n         int
	lastLine  int
	onlyLines int
	// objects tracks the Arrow columns of every call's arguments as
	// objects; conflict is the first column that would hold two types.
	objects  ArrowColumns
	conflict *ArrowConflict
}

// hold keeps the error of string arguments at path of the current line.
func (d *deferredArgs) hold(c *LineContext, path, format string) {
	d.n++
	d.lastLine = c.Line
	if len(d.held) < c.max {
		d.held = append(d.held, Finding{Line: c.Line, Severity: SeverityError, Path: path,
			Message: fmt.Sprintf("arguments is a JSON string; %s needs an object (templates would double-encode it)", format)})
	}
}

// observe adds one call's arguments, as an object, to the Arrow columns.
func (d *deferredArgs) observe(line int, args any) {
	if d == nil || d.conflict != nil {
		return
	}
	if cs := d.objects.Observe(line, map[string]any{"arguments": args}); len(cs) > 0 {
		d.conflict = &cs[0]
	}
}

// finish reports what was held back: one warning when the strings were
// needed, else the errors, merged into the findings in line order.
func (d *deferredArgs) finish(c *LineContext) {
	if d == nil || d.n == 0 {
		return
	}
	rep := c.rep
	if d.conflict != nil {
		x := *d.conflict
		c.Warnf("", "the arguments of %s are JSON strings, as generate writes hf arguments when objects would not load: as objects, Arrow column messages[].tool_calls[].function.%s would be %s on line %d and %s on line %d, and datasets.load_dataset(\"json\") needs one type per column; parse them back into objects before applying a chat template (docs/formats.md, trap 2)",
			plural(d.n, "call"), x.Column, article(x.FirstType), x.FirstRow, article(x.Type), x.Row)
		return
	}
	rep.Errors += d.n
	rep.BadLines += d.onlyLines
	var lineFindings, fileFindings []Finding
	for _, f := range rep.Findings {
		if f.Line == 0 {
			fileFindings = append(fileFindings, f)
		} else {
			lineFindings = append(lineFindings, f)
		}
	}
	lineFindings = append(lineFindings, d.held...)
	sort.SliceStable(lineFindings, func(i, j int) bool { return lineFindings[i].Line < lineFindings[j].Line })
	all := append(lineFindings, fileFindings...)
	if len(all) > c.max || len(d.held) < d.n {
		rep.Truncated = true
		all = all[:min(len(all), c.max)]
	}
	rep.Findings = all
}

// plural says n and noun, with an s unless n is 1.
func plural(n int, noun string) string {
	if n == 1 {
		return "1 " + noun
	}
	return fmt.Sprintf("%d %ss", n, noun)
}
