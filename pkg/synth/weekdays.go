package synth

import (
	"strings"
	"time"
)

// weekdayNames maps the ways a schema spells a day of the week ("mon",
// "Monday", "MO") to that day.
var weekdayNames = map[string]time.Weekday{
	"sun": time.Sunday, "mon": time.Monday, "tue": time.Tuesday, "wed": time.Wednesday, "thu": time.Thursday,
	"fri": time.Friday, "sat": time.Saturday, "sunday": time.Sunday, "monday": time.Monday, "tuesday": time.Tuesday,
	"wednesday": time.Wednesday, "thursday": time.Thursday, "friday": time.Friday, "saturday": time.Saturday,
	"tues": time.Tuesday, "thur": time.Thursday, "thurs": time.Thursday,
	"su": time.Sunday, "mo": time.Monday, "tu": time.Tuesday, "we": time.Wednesday, "th": time.Thursday,
	"fr": time.Friday, "sa": time.Saturday,
}

// weekdaysOf returns the days of the week v names when it is a day's
// name or a list of nothing else (a standing order's delivery_days
// ["mon", "fri"]), as a set by day; ok is false for other values.
func weekdaysOf(v any) (days [7]bool, ok bool) {
	one := func(s string) bool {
		d, found := weekdayNames[strings.ToLower(s)]
		days[d] = days[d] || found
		return found
	}
	switch x := v.(type) {
	case string:
		return days, len(x) >= 2 && len(x) <= 9 && one(x)
	case []any:
		for _, e := range x {
			s, isStr := e.(string)
			if !isStr || len(s) < 2 || len(s) > 9 || !one(s) {
				return days, false
			}
		}
		return days, len(x) > 0
	}
	return days, false
}

// endWords mark a date that closes something (an end, an expiry): it need
// not fall on a day the thing happens.
var endWords = wordSet("end", "ends", "until", "to", "before", "expires", "expiry", "expiration", "through", "thru",
	"stop", "finish", "birth", "dob", "born", "created", "updated", "modified")

// alignWeekdays moves the dates that open something in obj onto one of
// the days of the week beside them: a standing order delivered on
// Wednesdays and Fridays starts on a Wednesday or a Friday, never on a
// Sunday. A date is moved forward to the nearest chosen day in its own
// layout; it is kept when its schema refuses the new value.
func (g *Generator) alignWeekdays(p *objPlan, obj map[string]any) {
	var days [7]bool
	found := false
	for _, k := range sortedKeys(obj) {
		d, ok := weekdaysOf(obj[k])
		if !ok || !containsAny(strings.ToLower(k), "day", "week") {
			continue
		}
		for i := range days {
			days[i] = days[i] || d[i]
		}
		found = true
	}
	if !found {
		return
	}
	for _, k := range sortedKeys(obj) {
		s, ok := obj[k].(string)
		if !ok || !isoDate(s) || anyIn(momentWords(k), endWords) {
			continue
		}
		t, lay, ok := whenOf(s)
		if !ok || days[t.Weekday()] {
			continue
		}
		n := 1
		for !days[t.AddDate(0, 0, n).Weekday()] {
			n++
		}
		v := t.AddDate(0, 0, n).Format(lay)
		if lay == time.RFC3339 && strings.HasSuffix(s, "Z") {
			v = t.AddDate(0, 0, n).UTC().Format("2006-01-02T15:04:05Z")
		}
		if p != nil && !p.accepts(k, v) {
			continue
		}
		obj[k] = v
		g.unsure = true // moved after its check
	}
}

// accepts reports whether the schema of p's property k takes v (true
// when p holds no schema for k).
func (p *objPlan) accepts(k string, v any) bool {
	for i, n := range p.names {
		if n == k && len(p.schemas[i]) > 0 && p.schemas[i][0] != nil {
			return valid(p.schemas[i][0], v)
		}
	}
	return true
}
