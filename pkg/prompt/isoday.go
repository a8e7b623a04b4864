package prompt

import (
	"strings"
	"time"

	"github.com/mcpgen/mcpgen/pkg/role"
)

// isoDay tells whether s, a value of p, is a day or a moment written as
// a machine writes it ("2026-02-13", "2026-02-13T09:00:00Z") for a
// parameter whose role says nothing else of it (a date the classifier
// missed) or says it is one: a person says it in words ("13 February
// 2026"). A value of code, a command or an id is typed as it is.
func isoDay(p Param, s string) bool {
	switch p.Role.Kind {
	case role.Date, role.DateTime, role.Unknown:
	default:
		return false
	}
	if _, err := time.Parse("2006-01-02", s); err == nil {
		return true
	}
	_, err := time.Parse(time.RFC3339, s)
	return err == nil
}

// dayWith is value said with p's noun for a follow-up or a correction
// that adds it: a day in words after "for" ("for 13 February 2026", not
// "for the 2026-02-13 date"), any other value as withNoun says it.
func dayWith(p Param, value any) string {
	if s, ok := value.(string); ok && isoDay(p, s) {
		v := dateWords(s)
		noun := idNoun(p)
		switch noun {
		case "", "date", "day", "when":
			return "for " + v
		}
		if w := strings.Fields(noun); len(w) == 2 && (w[1] == "date" || w[1] == "day") && dayPreps[w[0]] {
			return w[0] + " " + v // "from 20 October 2025", not "from date 20 October 2025"
		}
		if w := strings.Fields(noun); len(w) > 1 && dayPreps[w[len(w)-1]] {
			return noun + " " + v // "available on 19 January 2026", not "with the available on …"
		}
		if w := strings.Fields(noun); len(w) == 1 && strings.HasSuffix(noun, "ed") && !dayPreps[noun] {
			return "with " + articleFor(noun) + " " + noun + " date of " + v // "with a created date of …", not "with the created …"
		}
		return withNoun(p, v)
	}
	return withNoun(p, choiceOf(p, say(p, value)))
}

// dayPreps are the words that set a day against an action: "from", "on",
// "until" and the like.
var dayPreps = map[string]bool{"from": true, "to": true, "on": true, "since": true, "until": true, "before": true,
	"after": true, "by": true, "at": true}
