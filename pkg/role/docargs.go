package role

import (
	"regexp"
	"strings"
)

// Parameters documented in the tool's description rather than in their
// schema: Python servers (FastMCP and the like) turn a function's
// docstring into the tool description and leave each parameter with a
// title only, so "min_magnitude: Smallest magnitude to return, e.g. 2.5."
// under "Args:" is all that says a magnitude is 2.5, not 553.

// reDocArgsHead opens a docstring's parameter section: "Args:",
// "Arguments:", "Parameters:", "Params:" on a line of its own.
var reDocArgsHead = regexp.MustCompile(`(?m)^[ \t]*(?:Args|Arguments|Parameters|Params|Keyword Args)[ \t]*:[ \t]*$`)

// reDocArgLine is one parameter line of that section: its name, an
// optional "(type)" and the text after the colon.
var reDocArgLine = regexp.MustCompile(`^[ \t]*\*{0,2}([A-Za-z_][A-Za-z0-9_]*)\*{0,2}[ \t]*(?:\([^)]*\))?[ \t]*:[ \t]*(.*)$`)

// reSphinxArg is a Sphinx field ":param name: text".
var reSphinxArg = regexp.MustCompile(`(?m)^[ \t]*:param[ \t]+(?:[A-Za-z_][\w\[\], ]*[ \t]+)?([A-Za-z_][A-Za-z0-9_]*)[ \t]*:[ \t]*(.*)$`)

// docArg returns what the tool description's docstring says of the
// parameter name ("" when it documents none): the text of its line under
// "Args:" with its indented continuation lines, or of its ":param name:"
// field. A section ends at a blank line followed by a header ("Returns:")
// or at a line indented no deeper than the header.
func docArg(desc, name string) string {
	if name == "" || !strings.Contains(desc, name) {
		return ""
	}
	if loc := reDocArgsHead.FindStringIndex(desc); loc != nil {
		if s := docArgSection(desc[loc[1]:], indentOf(desc[loc[0]:loc[1]]), name); s != "" {
			return s
		}
	}
	for _, m := range reSphinxArg.FindAllStringSubmatch(desc, -1) {
		if m[1] == name {
			return strings.TrimSpace(m[2])
		}
	}
	return ""
}

// docArgSection reads the lines of one "Args:" section (body, the text
// after its header line; head, the header's indent) for name.
func docArgSection(body string, head int, name string) string {
	var out []string
	in := false
	argIndent := -1
	for _, line := range strings.Split(strings.TrimPrefix(body, "\n"), "\n") {
		if strings.TrimSpace(line) == "" {
			if in {
				break
			}
			continue
		}
		ind := indentOf(line)
		if ind <= head && argIndent >= 0 && ind < argIndent || ind < head {
			break // the section is over
		}
		if m := reDocArgLine.FindStringSubmatch(line); m != nil && (argIndent < 0 || ind <= argIndent) {
			if argIndent < 0 {
				argIndent = ind
			}
			if in {
				break
			}
			if m[1] == name {
				in = true
				out = append(out, strings.TrimSpace(m[2]))
			}
			continue
		}
		if in {
			out = append(out, strings.TrimSpace(line))
		}
	}
	return strings.Join(out, " ")
}

// indentOf counts the leading spaces of line (a tab as four).
func indentOf(line string) int {
	n := 0
	for _, r := range line {
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
