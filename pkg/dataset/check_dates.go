package dataset

import (
	"github.com/mcpgen/mcpgen/internal/textscan"
	"strconv"
	"strings"
	"time"
)

// saysValue tells whether the lower-case reply s gives v: v itself (case
// aside, without a final stop, a number also with its digits grouped), or, for a date or an RFC 3339 date-time,
// the same day said in words as people type it in chat ("the 10th of
// January 2026", "Jan 10, 2026", "5 April 2026 at 13:45 UTC").
func saysValue(v, s string) bool {
	lv := strings.ToLower(strings.TrimRight(v, ".!"))
	if strings.Contains(s, lv) || strings.Contains(textscan.UngroupDigits(s), lv) {
		return true // "$105,000" gives 105000
	}
	return saysDate(v, s)
}

// saysDate tells whether the lower-case text s says the date or date-time
// v in words: its month by name, its day as a number of its own (an
// ordinal ending allowed) within two words of that month, and its year, the
// first year written after that month within four words ("7 October 2025",
// "Jan 10, 2026", "the 10th of January 2026"), or, when none is written
// there, the one year the text says; a date-time also its clock time
// (24-hour or am/pm) and its zone (UTC for a zero offset, else the offset).
// Each mention of the month is tried on its own, so a text that says two
// dates of different years ("30 December 2025 and 2 January 2026") gives
// both, and "11 January" never gives 2026-01-10.
func saysDate(v, s string) bool {
	t, err := time.Parse("2006-01-02", v)
	timed := false
	if err != nil {
		if t, err = time.Parse(time.RFC3339, v); err != nil {
			return false
		}
		timed = true
	}
	words := dateTokens(s)
	month := strings.ToLower(t.Month().String())
	day, year := strconv.Itoa(t.Day()), strconv.Itoa(t.Year())
	isMonth := func(w string) bool { return w == month || w == month[:3] || len(month) > 4 && w == month[:4] } // "sept"
	isYear := func(w string) bool { return len(w) == 4 && allDigits(w) }
	// The years the whole text says, for a month with none written after it.
	years := map[string]bool{}
	for _, w := range words {
		if isYear(w) {
			years[w] = true
		}
	}
	said := false
	for i, w := range words {
		if !isMonth(w) {
			continue
		}
		saidDay := false
		for j := max(0, i-2); j <= min(len(words)-1, i+2); j++ {
			d := strings.TrimRight(words[j], "stndrh")
			saidDay = saidDay || j != i && d == day && allDigits(d)
		}
		if !saidDay {
			continue
		}
		y := ""
		for j := i + 1; j <= min(len(words)-1, i+4) && y == ""; j++ {
			if isYear(words[j]) {
				y = words[j]
			}
		}
		if y == year || y == "" && len(years) == 1 && years[year] {
			said = true
			break
		}
	}
	if !said {
		return false
	}
	if !timed {
		return true
	}
	return saysClock(t, s)
}

// dateTokens splits lower-case text into words and numbers, a clock time
// ("13:45") kept whole.
func dateTokens(s string) []string {
	return strings.FieldsFunc(s, func(r rune) bool {
		return !(r >= 'a' && r <= 'z' || r >= '0' && r <= '9' || r == ':')
	})
}

// saysClock tells whether s says t's clock time, as "13:45" or "1:45 pm"
// (a full hour also "1 pm"), and its zone: "utc" or "gmt" for a zero
// offset, else the offset as written ("+02:00").
func saysClock(t time.Time, s string) bool {
	h12 := t.Hour() % 12
	if h12 == 0 {
		h12 = 12
	}
	ampm := "am"
	if t.Hour() >= 12 {
		ampm = "pm"
	}
	forms := []string{t.Format("15:04"), strconv.Itoa(h12) + t.Format(":04") + " " + ampm, strconv.Itoa(h12) + t.Format(":04") + ampm}
	if t.Minute() == 0 {
		forms = append(forms, strconv.Itoa(h12)+" "+ampm, strconv.Itoa(h12)+ampm)
	}
	clock := false
	for _, f := range forms {
		i := strings.Index(s, f)
		clock = clock || i >= 0 && (i == 0 || s[i-1] < '0' || s[i-1] > '9')
	}
	if !clock {
		return false
	}
	if _, off := t.Zone(); off == 0 {
		return strings.Contains(s, "utc") || strings.Contains(s, "gmt")
	}
	return strings.Contains(s, t.Format("-07:00"))
}

// allDigits tells whether w is a non-empty run of ASCII digits.
func allDigits(w string) bool {
	for _, r := range w {
		if r < '0' || r > '9' {
			return false
		}
	}
	return w != ""
}
