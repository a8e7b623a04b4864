package prompt

import (
	"strings"

	"github.com/mcpgen/mcpgen/pkg/role"
)

// datedBound is how a request says a date parameter whose noun ends in
// the bound it sets ("free from", "created after", "date to", "due
// before"): the noun as it reads before the date ("free from", "created
// after"), or the bound alone when the words before it only say it is a
// date or time ("from" of "date from"), as it is when the bound comes
// first and a date word after it ("from" of "from date": "from 26
// November 2025", never "from date 26 November 2025"). false for other
// parameters.
func datedBound(p Param, noun string) (string, bool) {
	switch p.Role.Kind {
	case role.Date, role.DateTime:
	default:
		return "", false
	}
	w := strings.Fields(noun)
	if len(w) < 2 {
		return "", false
	}
	if len(w) == 2 {
		switch w[1] {
		case "date", "time", "datetime", "day":
			if dayPreps[w[0]] && w[0] != "at" && w[0] != "by" {
				return w[0], true
			}
		}
	}
	switch w[len(w)-1] {
	case "from", "since", "after", "before", "until", "to":
	default:
		return "", false
	}
	switch strings.Join(w[:len(w)-1], " ") {
	case "date", "time", "datetime", "day":
		return w[len(w)-1], true
	}
	return noun, true
}
