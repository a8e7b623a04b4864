package role

import (
	"encoding/json"
	"regexp"
	"slices"
	"strings"
)

// reYearly finds a tool's words that speak of years: "annual subs paid
// or not", "yearly returns", "for the year".
var reYearly = regexp.MustCompile(`(?i)\b(?:annual(?:ly)?|yearly|years?)\b`)

// bareYear reports whether a bare "y" is a year, not a screen's y: its
// schema bounds it within calendar years (minimum 2000, maximum 2100),
// or its tool's words speak of years and its own say nothing of a
// position; beside an "x" it is a point's y whatever the tool says. A guild's dues-status ("annual subs paid or not") with y
// 2000 to 2100 was said "for 2070 pixels", now "for 2024".
func (c *ctx) bareYear() bool {
	if len(c.ts) != 1 || c.last != "y" || c.d != "" && !reYearly.MatchString(c.d) || slices.Contains(c.p.Siblings, "x") {
		return false
	}
	if len(c.p.Schema) > 0 {
		var b struct{ Minimum, Maximum *float64 }
		if json.Unmarshal(c.p.Schema, &b) == nil && b.Minimum != nil && b.Maximum != nil &&
			*b.Minimum >= 1800 && *b.Maximum <= 2200 && *b.Minimum < *b.Maximum {
			return true
		}
	}
	return reYearly.MatchString(strings.Join([]string{c.tool.Name, c.tool.Title, c.tool.Description, c.d}, " "))
}
