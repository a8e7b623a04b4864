package generate

import (
	"strings"
	"time"
)

// dayLayouts are the ways a request says a day, longest first.
var dayLayouts = []string{"January 2, 2006", "2 January 2006", "Monday, January 2", "January 2", "2 January", "Jan 2, 2006", "Jan 2", "2006-01-02"}

// sameDaySaid is the day v2 said the way first says the day v1 (both
// YYYY-MM-DD): "January 14" in first makes 2026-05-02 "May 2". false
// when first says v1 in none of dayLayouts.
func sameDaySaid(first, v1, v2 string) (string, bool) {
	if len(v1) != 10 || len(v2) != 10 {
		return "", false
	}
	d1, err1 := time.Parse("2006-01-02", v1)
	d2, err2 := time.Parse("2006-01-02", v2)
	if err1 != nil || err2 != nil {
		return "", false
	}
	for _, l := range dayLayouts {
		if saysWhole(first, d1.Format(l)) {
			if d1.Year() != d2.Year() && !strings.Contains(l, "2006") {
				// Another year is said with the day.
				if l == "2 January" {
					return d2.Format(l + " 2006"), true
				}
				return d2.Format(l + ", 2006"), true
			}
			return d2.Format(l), true
		}
	}
	return "", false
}

// saysWhole tells whether text holds s not inside a longer number ("2
// January" is not said by "12 January", nor "January 2" by "January 21").
func saysWhole(text, s string) bool {
	digit := func(b byte) bool { return b >= '0' && b <= '9' }
	for i := 0; ; {
		j := strings.Index(text[i:], s)
		if j < 0 {
			return false
		}
		at, end := i+j, i+j+len(s)
		if (at == 0 || !digit(text[at-1])) && (end == len(text) || !digit(text[end])) {
			return true
		}
		i = at + 1
	}
}
