package prompt

import "strings"

// What requests read of a tool's static texts (its description, its
// object, a parameter's description) on every record, kept once per text
// (see memo), and cheap checks that spare work on most requests.
var (
	unwrappedDescs textMemo[string]
	lowerUnwrapped textMemo[string]
)

// lowerUnwrappedDesc is strings.ToLower(unwrapLines(desc)), computed once
// per description.
func lowerUnwrappedDesc(desc string) string {
	return lowerUnwrapped.get(desc, func(d string) string { return strings.ToLower(unwrapLines(d)) })
}

var (
	objectFormsMemo textMemo[[]string]
	objectHeads     textMemo[string]
	descUnits       textMemo[string]
)

// objectFormsOf is objectForms(obj), computed once per object. The list
// is clipped to its length, so a caller's append copies it.
func objectFormsOf(obj string) []string {
	f := objectFormsMemo.get(obj, objectForms)
	return f[:len(f):len(f)]
}

// objectHeadOf is objectHead(obj), computed once per object.
func objectHeadOf(obj string) string { return objectHeads.get(obj, objectHead) }

// unitOfDescOf is unitOfDesc(p), computed once per description (the
// only part of p it reads).
func unitOfDescOf(p Param) string {
	return descUnits.get(p.Description, func(d string) string { return unitOfDesc(Param{Description: d}) })
}

// hasArticleWord tells whether s, split at single spaces, holds "a" or
// "an" as a word followed by another: without one articlesBySound has
// nothing to change and need not split s.
func hasArticleWord(s string) bool {
	return strings.HasPrefix(s, "a ") || strings.HasPrefix(s, "an ") || strings.Contains(s, " a ") || strings.Contains(s, " an ")
}
