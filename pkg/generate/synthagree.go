package generate

import (
	"slices"
	"strings"
	"time"

	"github.com/mcpgen/mcpgen/internal/jsonx"
)

// callAgrees makes v, a result synthesized for a call with args, say
// what the call implies: a count of what the call sent is the number
// sent (countsSent), an end is the start plus the duration asked
// (endAfterDuration), the times listed for one asked day are on that
// day (onAskedDay), and windows of time listed do not overlap
// (windowsApart). It reports whether it changed any.
func callAgrees(v any, args map[string]any) bool {
	m, ok := v.(map[string]any)
	if !ok {
		return false
	}
	c := countsSent(m, args)
	c = endAfterDuration(m, args) || c
	c = onAskedDay(m, args) || c
	return windowsApart(m) || c
}

// countsSent sets a number member of m named as things done to what the
// call sent ("invited", "added", "importedCount") to the length of the
// call's one list, but not a count of what it did not do (missedWords):
// drawn, a booking for two attendees said "invited": 64.
func countsSent(m map[string]any, args map[string]any) bool {
	n := -1
	for _, a := range args {
		if l, ok := a.([]any); ok {
			if n >= 0 {
				return false // two lists: which one is counted is unclear
			}
			n = len(l)
		}
	}
	if n <= 0 {
		return false
	}
	changed := false
	for k, e := range m {
		f, ok := jsonx.Number(e)
		if !ok || f == float64(n) {
			continue
		}
		w := norm(k)
		for _, affix := range []string{"count", "total", "num"} {
			if s, ok := cutAffix(w, affix); ok && s != "" {
				w = s
			}
		}
		if (strings.HasSuffix(w, "ed") && len(w) > 4 || w == "sent") && !missedWords[w] {
			m[k], changed = n, true
		}
	}
	return changed
}

// missedWords count what a call did not do with what it sent (skipped,
// failed): those are not the number sent (actedAgree sets them to 0).
var missedWords = map[string]bool{"skipped": true, "failed": true, "rejected": true, "errored": true, "ignored": true,
	"declined": true, "dropped": true, "bounced": true, "blocked": true, "denied": true, "duplicated": true,
	"unsubscribed": true, "removed": true, "deleted": true, "expired": true, "cancelled": true, "canceled": true}

// endAfterDuration sets m's end time to its start plus the duration args
// asked for (duration_minutes 30, lengthHours 2): drawn, a 30-minute
// meeting from 08:45 ended at 11:45.
func endAfterDuration(m map[string]any, args map[string]any) bool {
	d := durationOf(args)
	if d == 0 {
		d = durationOf(m) // the result's own length: a 10-minute event ends 10 minutes after it starts
	}
	if d == 0 {
		return false
	}
	var startKey, endKey string
	for k, e := range m {
		if _, ok := e.(string); !ok {
			continue
		}
		switch norm(k) {
		case "start", "starttime", "startsat", "startat", "begin", "startdatetime":
			startKey = k
		case "end", "endtime", "endsat", "endat", "finish", "enddatetime":
			endKey = k
		}
	}
	if startKey == "" || endKey == "" {
		return false
	}
	start, err := time.Parse(time.RFC3339, m[startKey].(string))
	if err != nil {
		return false
	}
	if _, err := time.Parse(time.RFC3339, m[endKey].(string)); err != nil {
		return false // an end written another way: left as drawn
	}
	end := start.Add(d).Format(time.RFC3339)
	if m[endKey] == end {
		return false
	}
	m[endKey] = end
	return true
}

// durationOf is the length a duration member of m gives in its name's
// unit (duration_minutes, lengthHours, durationSec), 0 for none.
func durationOf(m map[string]any) time.Duration {
	var d time.Duration
	for k, a := range m {
		f, ok := jsonx.Number(a)
		n := norm(k)
		if !ok || f <= 0 || !strings.Contains(n, "duration") && !strings.Contains(n, "length") {
			continue
		}
		switch {
		case strings.Contains(n, "hour"):
			d = time.Duration(f * float64(time.Hour))
		case strings.Contains(n, "sec"):
			d = time.Duration(f * float64(time.Second))
		case strings.Contains(n, "min"):
			d = time.Duration(f * float64(time.Minute))
		}
	}
	return d
}

// onAskedDay moves the times listed in m (inside its lists: a room's
// free windows, a day's slots) to the one day args asks about (a "date"
// of YYYY-MM-DD), keeping their clock times: drawn, the free windows of
// 25 March were dated 13 March and 30 January.
func onAskedDay(m map[string]any, args map[string]any) bool {
	day := ""
	for k, a := range args {
		s, ok := a.(string)
		n := norm(k)
		if !ok || len(s) != 10 || !isDay(s) || !(n == "date" || n == "day" || n == "on" || strings.HasSuffix(n, "date") && !dayBound(n)) {
			continue
		}
		if day != "" {
			return false // two days: which one is listed is unclear
		}
		day = s
	}
	if day == "" {
		return false
	}
	changed := false
	var walk func(x any, inList bool)
	walk = func(x any, inList bool) {
		switch t := x.(type) {
		case []any:
			for i, e := range t {
				if s, ok := e.(string); ok && inList && len(s) > 10 && isDay(s) && s[:10] != day {
					t[i], changed = day+s[10:], true
					continue
				}
				walk(e, true)
			}
		case map[string]any:
			for k, e := range t {
				if s, ok := e.(string); ok && inList && len(s) > 10 && isDay(s) && s[:10] != day {
					t[k], changed = day+s[10:], true
					continue
				}
				walk(e, inList)
			}
		}
	}
	walk(m, false)
	return changed
}

// dayBound tells whether a parameter's normalized name is one end of a
// range of days (startDate, due_date, dateTo) rather than the one day
// asked about.
func dayBound(n string) bool {
	for _, w := range []string{"start", "end", "from", "to", "until", "since", "before", "after", "due", "min", "max", "birth"} {
		if strings.HasPrefix(n, w) || strings.HasSuffix(n, w) {
			return true
		}
	}
	return false
}

// windowsApart sorts each list of m whose items are time windows (a
// start and an end) by start and drops a window that starts before the
// one before it ends or ends before it starts: drawn, a room was "free
// 13:30-15:00 and 14:30-16:30".
func windowsApart(x any) bool {
	changed := false
	switch t := x.(type) {
	case map[string]any:
		for k, e := range t {
			if l, ok := e.([]any); ok {
				if w, ok := apart(l); ok {
					t[k], changed = w, true
					continue
				}
			}
			changed = windowsApart(e) || changed
		}
	case []any:
		for _, e := range t {
			changed = windowsApart(e) || changed
		}
	}
	return changed
}

// apart is windowsApart of one list: the windows sorted and kept apart,
// and whether that changed l; false too when l is not a list of windows.
func apart(l []any) ([]any, bool) {
	type win struct {
		item       any
		at         int
		start, end time.Time
	}
	var ws []win
	for _, e := range l {
		o, ok := e.(map[string]any)
		if !ok {
			return nil, false
		}
		s, _ := o["start"].(string)
		en, _ := o["end"].(string)
		st, err1 := time.Parse(time.RFC3339, s)
		et, err2 := time.Parse(time.RFC3339, en)
		if err1 != nil || err2 != nil {
			return nil, false
		}
		ws = append(ws, win{e, len(ws), st, et})
	}
	if len(ws) < 2 {
		return nil, false
	}
	slices.SortStableFunc(ws, func(a, b win) int { return a.start.Compare(b.start) })
	var out []any
	var last time.Time
	same := true
	for _, w := range ws {
		if !w.end.After(w.start) || len(out) > 0 && w.start.Before(last) {
			same = false
			continue
		}
		same = same && w.at == len(out)
		out, last = append(out, w.item), w.end
	}
	if len(out) == 0 || same {
		return nil, false
	}
	return out, true
}
