package tool

import (
	"regexp"
	"strings"
)

// nullClearsRE finds a description saying null (or Python's None) clears
// a value: "Pass null to clear it", "null clears an override", "or None
// to remove the owner", "set to null to reset"; the verb is its first or
// second group.
var nullClearsRE = regexp.MustCompile(`(?:\b(?i:null|nil)\b|\bNone\b)[^.;]{0,40}?\b((?i:clear|clears|clearing|cleared|remove|removes|removing|reset|resets|unset|unsets|disable|disables|delete|deletes|unassign|unassigns|detach|detaches|erase|erases|revert|reverts|restore|restores))\b|\b((?i:clear|remove|reset|unset|unassign|disable|erase))\b[^.;]{0,30}?(?:\b(?i:null|nil)\b|\bNone\b)`)

// NullClears reports whether desc, a tool's or a parameter's
// description, says null clears what a parameter holds, and with which
// verb, lower-cased ("clear", "removes", "reset"). Elsewhere null beside
// a type (pydantic's Optional[T], {"type": ["string", "null"]}) means "not
// given": a call that means nothing leaves the argument out.
func NullClears(desc string) (verb string, ok bool) {
	if !strings.Contains(desc, "ull") && !strings.Contains(desc, "ULL") && !strings.Contains(desc, "None") &&
		!strings.Contains(desc, "il") && !strings.Contains(desc, "IL") {
		return "", false // no null, NULL, None, nil or NIL: the common case, without the pattern
	}
	m := nullClearsRE.FindStringSubmatch(desc)
	if m == nil {
		return "", false
	}
	return strings.ToLower(m[1] + m[2]), true
}
