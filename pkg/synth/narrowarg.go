package synth

import (
	"regexp"
	"strings"
)

// widenWhenOut finds, in a tool's description, the property whose absence
// widens the act: "Remove a bell from a casting, or cancel the whole
// casting if `bellId` is left out." Its first group is the property's
// name; the sentence must also say the wider act (wideWord).
var widenWhenOut = regexp.MustCompile("(?i)\\b(?:if|when|where|unless)\\s+`?([A-Za-z_][A-Za-z0-9_.]*)`?\\s+is\\s+(?:left out|omitted|not given|not set|not passed|absent|missing|empty)\\b")

// wideWord says an act covers a whole thing or all of its parts.
var wideWord = regexp.MustCompile(`(?i)\b(?:whole|entire|all|every|everything)\b`)

// narrowingArg returns the optional property whose absence turns the
// tool's act (its description, about) into the wider one, or "": a
// request said in the description's own words means the narrow act, so
// the property is always drawn. Before: casting.cancel called with only
// castingId and reason for "Remove a bell from casting 694579"; after:
// with a bellId too.
func narrowingArg(about string) string {
	loc := widenWhenOut.FindStringSubmatchIndex(about)
	if loc == nil {
		return ""
	}
	start := strings.LastIndex(about[:loc[0]], ". ") + 1
	end := len(about)
	if k := strings.Index(about[loc[1]:], ". "); k >= 0 {
		end = loc[1] + k
	}
	if !wideWord.MatchString(about[start:end]) {
		return ""
	}
	return about[loc[2]:loc[3]]
}

// keepsNarrowing reports whether name is the tool's narrowingArg, read
// once per generator.
func (g *Generator) keepsNarrowing(name string) bool {
	if !g.narrowRead {
		g.narrowRead = true
		g.narrowArg = narrowingArg(g.opts.About)
	}
	return g.narrowArg != "" && name == g.narrowArg
}
