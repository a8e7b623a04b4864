package prompt

import (
	"strconv"
	"strings"
	"time"
)

// spanFiller are the words a count of days may carry beside its unit
// that say only that it counts a span ahead ("num days", "forecast
// days", "days ahead"): a count named so is the length of a span from
// the date beside it.
var spanFiller = map[string]bool{"num": true, "number": true, "of": true, "count": true, "n": true, "forecast": true,
	"ahead": true, "next": true, "window": true, "span": true, "horizon": true, "duration": true, "length": true,
	"for": true, "total": true}

// spanBack are the words of a count's description that count back
// from now or from its date ("Number of days before today"): no span from
// the date.
var spanBack = []string{"before", " ago", "past", "previous", "prior", "back", "history", "earlier", "older"}

// spanUnit returns the unit ("day" or "week") a whole-number parameter
// counts when its name is that unit and span words only ("days",
// "num_days", "forecast_days"), and its description does not count back;
// "" otherwise.
func spanUnit(p Param) string {
	unit := ""
	for w := range strings.FieldsSeq(strings.ToLower(p.Human)) {
		switch {
		case w == "days" || w == "day":
			unit = "day"
		case w == "weeks" || w == "week":
			unit = "week"
		case !spanFiller[w]:
			return ""
		}
	}
	if unit == "" || holdsAny(strings.ToLower(p.Description), spanBack...) {
		return ""
	}
	return unit
}

// dateSpan says one date and a count of days or weeks beside it as one
// span that starts on that date: "for the 4 days starting February 5,
// 2026", never "on February 5, 2026 for the last 4 days" (a window back
// from now that contradicts the date) nor the two as unrelated options
// ("on February 5, 2026 and for 4 days"). A call with no other date and
// no count counting back is the one it reads; both are marked said in
// paired.
func (st *funcState) dateSpan(d *Data, paired map[string]bool) []argWords {
	date, count := -1, -1
	unit := ""
	for i, p := range d.Set {
		if paired[p.Name] {
			continue
		}
		if x, ok := p.Value.(string); ok && isDate(p) && dateLike.MatchString(x) {
			if date >= 0 || bornDate(p) {
				return nil // two dates, or a birthday: no span
			}
			date = i
			continue
		}
		if u := spanUnit(p); u != "" {
			if count >= 0 {
				return nil
			}
			count, unit = i, u
		}
	}
	if date < 0 || count < 0 {
		return nil
	}
	a, c := d.Set[date], d.Set[count]
	if _, low, ok := boundStem(strings.ToLower(a.Human)); ok && !low {
		return nil // an end date: the days lead up to it
	}
	n, ok := wholeCount(c.Value)
	x := a.Value.(string)
	t, dateOnly, zone, okDate := parseDate(x)
	if !ok || n < 1 || !okDate {
		return nil
	}
	day := writtenStamp(x)
	if st.dateFormOf(st.one("spoken", "spoken", "spoken", "spoken", "raw")) == "spoken" {
		day = spokenDay(t, dateOnly, true, zone)
	}
	var text string
	if n == 1 {
		text = st.one("for "+day+", just that one "+unit, "for the one "+unit+" starting "+day)
	} else {
		span := strconv.Itoa(n) + " " + unit + "s"
		text = st.one("for the "+span+" starting "+day, "for "+span+" from "+day, "over the "+span+" from "+day)
	}
	paired[a.Name], paired[c.Name] = true, true
	return []argWords{{text: text}}
}

// wholeCount reads a whole number from a JSON number or an int.
func wholeCount(v any) (int, bool) {
	switch x := v.(type) {
	case interface{ Int64() (int64, error) }:
		n, err := x.Int64()
		return int(n), err == nil
	case int:
		return x, true
	case float64:
		return int(x), x == float64(int(x))
	}
	return 0, false
}

// toolLooksBack tells whether a reading tool's description says its
// span counts back from now ("events from the last N days"): pastWindow's
// words, less "since", which a description uses as a conjunction as often
// ("useful for deep-draft boats, since the bar holds 5.5 ft"), and never
// for a tool that predicts (a forecast, tide predictions), whose span runs
// ahead.
func toolLooksBack(hl, desc string) bool {
	d := strings.ToLower(desc)
	if holdsAny(d, "forecast", "predict", "upcoming", "ahead", "future") {
		return holdsAny(hl, "since", "last", "past", "recent", "ago", "previous")
	}
	return holdsAny(hl, "since", "last", "past", "recent", "ago", "previous") ||
		holdsAny(d, "the last", "the past", " ago", "recent", "newer than", "previous")
}

// plainDay says a plain ISO date ("2026-03-24") in words ("March 24,
// 2026"); ok is false for any other string.
func plainDay(x string) (string, bool) {
	if len(x) != 10 || !dateLike.MatchString(x) {
		return "", false
	}
	t, err := time.Parse("2006-01-02", x)
	if err != nil {
		return "", false
	}
	return t.Format("January 2, 2006"), true
}

// listComma tells whether s holds a comma that would run list items
// together: any ", " but the one between a day and its year ("March
// 30, 2026"), which a list of dates keeps between commas.
func listComma(s string) bool {
	for i := strings.Index(s, ", "); i >= 0; {
		y := s[i+2:]
		dayYear := i > 0 && s[i-1] >= '0' && s[i-1] <= '9' && len(y) >= 4 && (len(y) == 4 || y[4] < '0' || y[4] > '9')
		for k := 0; dayYear && k < 4; k++ {
			dayYear = y[k] >= '0' && y[k] <= '9'
		}
		if !dayYear {
			return true
		}
		j := strings.Index(y, ", ")
		if j < 0 {
			return false
		}
		i += 2 + j
	}
	return false
}

// monthPhrase says x, a month written "2025-09" (a date format YYYY-MM),
// as a person names a month: "for September 2025", "since September
// 2025", never "on 2025-09". prep is datePhrase's preposition ("on" is
// said "for" or "in"). ok is false for any other x.
func (st *funcState) monthPhrase(prep, x string) (string, bool) {
	if len(x) != 7 || x[4] != '-' {
		return "", false
	}
	t, err := time.Parse("2006-01", x)
	if err != nil {
		return "", false
	}
	if prep == "on" {
		prep = st.turn("for", "in", "for")
	}
	if st.dateFormOf(st.turn("spoken", "spoken", "spoken", "spoken", "raw")) == "raw" {
		return prep + " " + x, true
	}
	return prep + " " + t.Format("January 2006"), true
}
