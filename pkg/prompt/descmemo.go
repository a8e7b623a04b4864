package prompt

import "strings"

// Texts read from a tool's description on every record, kept once per
// description (see memo).
var (
	unwrappedDescs textMemo[string]
	lowerUnwrapped textMemo[string]
)

// lowerUnwrappedDesc is strings.ToLower(unwrapLines(desc)), computed once
// per description.
func lowerUnwrappedDesc(desc string) string {
	return lowerUnwrapped.get(desc, func(d string) string { return strings.ToLower(unwrapLines(d)) })
}
