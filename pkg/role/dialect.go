package role

import (
	"regexp"
	"slices"
	"strings"
)

// reSQLWords matches a description naming SQL or a dialect of it
// (Salesforce's SOQL): a "query" so described is a statement, not words
// to search for.
var reSQLWords = regexp.MustCompile(`(?i)\b(?:sql|soql|t-sql|pl/sql)\b`)

// reStatement matches the start of a SQL statement.
var reStatement = regexp.MustCompile(`(?i)^(?:select|with|insert|update|delete|show|explain)\s`)

// reExamplesHead matches the head of a list of examples in a tool's
// description ("Examples:", "Example queries:") followed by its lines.
var reExamplesHead = regexp.MustCompile(`(?i)(\w+ )?\bexamples?(?: [a-z]+)?:[ \t]*\n`)

// sqlQuery makes a query parameter of a tool that runs SQL a statement:
// its description or the first sentence of the tool's says SQL (or SOQL),
// and the examples the tool's description lists one per line
// ("Examples:\n- SELECT Id, Name FROM Account …") become its examples:
// they show the dialect and the tables the tool has.
func (c *ctx) sqlQuery(r *Role) {
	if r.Kind != Query && r.Kind != SQL {
		return
	}
	if r.Kind == Query {
		if !reSQLWords.MatchString(c.d) && !(reSQLWords.MatchString(firstSentence(c.tool.Description)) && c.hasToken("query", "q", "statement")) {
			return
		}
		r.Kind, r.Why = SQL, r.Why+"; the description says SQL"
	}
	if len(r.Examples) > 0 {
		return
	}
	if ex := listedExamples(c.tool.Description, reStatement); len(ex) > 0 {
		r.Examples = ex
		r.Why += "; examples listed in the tool's description"
	}
}

// listedExamples returns the lines of the list under an "Examples:" head
// in d ("- SELECT …", "* …", "1. …") that match shape; nil when there are
// none.
func listedExamples(d string, shape *regexp.Regexp) []string {
	if strings.IndexByte(d, '\n') < 0 {
		return nil // a one-line description has no list (the head ends a line): no regexp run
	}
	m := reExamplesHead.FindStringSubmatchIndex(d)
	if m == nil || m[2] >= 0 && strings.EqualFold(strings.TrimSpace(d[m[2]:m[3]]), "usage") {
		return nil // "Usage examples:" lists what the tool is for, not values
	}
	loc := m[:2]
	var out []string
	for _, l := range strings.Split(d[loc[1]:], "\n") {
		l = strings.TrimSpace(l)
		if l == "" {
			if len(out) > 0 {
				break
			}
			continue
		}
		item := strings.TrimLeft(l, "-*•0123456789.) ")
		if item == l {
			break // the list ended
		}
		item = strings.Trim(item, "`")
		if shape.MatchString(item) {
			out = append(out, item)
		}
	}
	return out
}

// firstSentence returns s up to its first sentence end.
func firstSentence(s string) string {
	if i := strings.IndexAny(s, ".\n"); i >= 0 {
		return s[:i]
	}
	return s
}

// reAnyItem matches any list item listedExamples may keep.
var reAnyItem = regexp.MustCompile(`\S`)

// bulletExamples reads the examples a parameter's description lists one
// per line under "Examples:" ("Examples:\n- us-east-1\n- eu-west-2"),
// which the inline markers ("e.g.") do not reach. An item that explains
// rather than shows ("Author search: 'John Smith'", a sentence) is left
// out.
func (c *ctx) bulletExamples(r *Role) {
	if r.Kind == Enum || r.Kind == Boolean || len(c.f.Enum) > 0 {
		return
	}
	var listed []string
	for _, ex := range listedExamples(c.f.Description, reAnyItem) {
		ex = strings.Trim(ex, `"'`)
		if ex == "" || strings.Contains(ex, ": ") || len(strings.Fields(ex)) > 6 || strings.HasSuffix(ex, ".") {
			continue
		}
		listed = append(listed, ex)
	}
	if len(listed) == 0 {
		return
	}
	// the list first, then what inline markers found besides it (a
	// quoted item the prose reader took on its own)
	for _, ex := range r.Examples {
		if !slices.Contains(listed, ex) {
			listed = append(listed, ex)
		}
	}
	r.Examples = listed
	r.Why += "; examples listed in the description"
}
