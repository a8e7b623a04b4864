package prompt

import (
	"strings"
	"time"
)

// dayWords and clockKeyWords are the last words of a key that holds a
// plain date ("new_date", "appointment_day") or a time of day
// ("new_time", "start_hour") of one moment.
var (
	dayWords      = map[string]bool{"date": true, "day": true}
	clockKeyWords = map[string]bool{"time": true, "hour": true, "clock": true}
)

// dayAndClock says a plain date and a time of day that name one moment
// as one phrase: "new_date"=2026-03-23 with "new_time"=18:30 is "to
// March 23, 2026 at 18:30", "date" with "time" is "on January 30, 2026
// at 18:00" — never "to 18:30 to March 23, 2026" nor the date and a
// quoted time said apart (`The time is "18:00".`). The two keys must
// share all but their last word ("new date"/"new time", "date"/"time");
// nothing is paired when more than one such pair is set.
func (st *funcState) dayAndClock(d *Data, in intent, paired map[string]bool) []argWords {
	var day, clock *Param
	for i := range d.Set {
		p := &d.Set[i]
		x, ok := p.Value.(string)
		if !ok || paired[p.Name] {
			continue
		}
		_, last := keyStem(p.Human)
		switch {
		case dayWords[last] && isDate(*p) && !bornDate(*p):
			if _, err := time.Parse("2006-01-02", x); err != nil {
				continue
			}
			if day != nil {
				return nil
			}
			day = p
		case clockKeyWords[last] && clockTime.MatchString(x):
			if clock != nil {
				return nil
			}
			clock = p
		}
	}
	if day == nil || clock == nil {
		return nil
	}
	ds, _ := keyStem(day.Human)
	cs, _ := keyStem(clock.Human)
	if ds != cs {
		return nil
	}
	a := st.argPhrase(*day, in)
	t := strings.TrimSpace(a.text)
	if t == "" || a.block != "" || strings.ContainsAny(t, "\"`") || !strings.HasSuffix(t, day.Value.(string)) && !endsOnYear(t) {
		return nil
	}
	paired[day.Name], paired[clock.Name] = true, true
	return []argWords{{text: t + " at " + clock.Value.(string), lead: a.lead}}
}

// keyStem splits a key in words into all but its last word and its last
// word, lower-cased: "New date" is ("new", "date"), "time" is ("",
// "time").
func keyStem(human string) (string, string) {
	w := strings.Fields(strings.ToLower(human))
	if len(w) == 0 {
		return "", ""
	}
	return strings.Join(w[:len(w)-1], " "), w[len(w)-1]
}

// endsOnYear tells whether a phrase ends on a date said in words with
// its year ("on March 23, 2026", "next Friday (March 23, 2026)").
func endsOnYear(s string) bool {
	s = strings.TrimSuffix(s, ")")
	if len(s) < 4 {
		return false
	}
	for _, r := range s[len(s)-4:] {
		if r < '0' || r > '9' {
			return false
		}
	}
	return true
}
