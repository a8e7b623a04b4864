package generate

import (
	"regexp"
	"strings"
)

// whyTwoMessages: the requests of a parallel record said together would
// be a message no person writes in one go (two pasted blocks, a wall of
// sentences): they are sent apart, as two turns.
const whyTwoMessages = "its requests together are too long for one message (two pasted blocks, or more than four sentences or 360 characters): a person sends them apart"

var (
	fenceRe    = regexp.MustCompile("(?s)```.*?```")
	quotedRe   = regexp.MustCompile(`"[^"\n]*"`)
	sentenceRe = regexp.MustCompile(`[.?!]["')]?(\s|$)`)
)

// tooLongTogether tells whether text, several requests joined into one
// message, reads as two messages glued: it holds two or more pasted
// blocks (the raters' "two templated requests glued" of two data
// sources with their property lists), or, outside code, more than four
// sentences or 360 characters.
func tooLongTogether(text string) bool {
	prose := fenceRe.ReplaceAllString(text, "")
	blocks := 0
	for _, para := range strings.Split(prose, "\n\n")[1:] {
		if strings.TrimSpace(para) != "" {
			blocks++
		}
	}
	if blocks >= 3 || strings.Count(text, "```") >= 4 {
		return true // a block each, besides the requests themselves
	}
	flat := strings.Join(strings.Fields(prose), " ")
	return len(flat) > 360 || len(sentenceRe.FindAllString(quotedRe.ReplaceAllString(flat, `""`), -1)) > 4
}

// apartWhy is why calls cannot be made in one turn of a run (whyMixedRefs,
// whyOutsideRoots), "" when they can.
func (w *worker) apartWhy(calls []spec) string {
	switch {
	case w.mixedRefs(calls):
		return whyMixedRefs
	case w.outsideRoots(calls):
		return whyOutsideRoots
	}
	return ""
}
