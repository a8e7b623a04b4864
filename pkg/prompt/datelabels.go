package prompt

import (
	"regexp"
	"sort"
	"strings"
	"time"

	"github.com/mcpgen/mcpgen/pkg/role"
)

// momentFiller are the words of a date parameter's name that say it is a
// date, not which moment it is ("pickup time" is the pickup).
var momentFiller = map[string]bool{"date": true, "time": true, "datetime": true, "timestamp": true, "at": true,
	"on": true, "utc": true, "iso": true, "dt": true, "ts": true, "day": true, "when": true}

// momentCompounds spell the moments people write as one word.
var momentCompounds = [][2]string{{"checkin", "check-in"}, {"checkout", "check-out"}, {"pickup", "pick-up"},
	{"dropoff", "drop-off"}, {"check in", "check-in"}, {"check out", "check-out"}, {"pick up", "pick-up"}, {"drop off", "drop-off"}}

// momentPreps are the words a moment's label may end with that lead its
// date themselves ("due by March 3", "scheduled for May 1").
var momentPreps = map[string]bool{"by": true, "for": true, "from": true, "until": true, "to": true, "after": true,
	"before": true, "since": true, "till": true, "through": true}

// momentLabel names the moment a date parameter holds from its name in
// words: "pickup time" → "pick-up", "doors open" → "doors open", "due by"
// → "due by"; "" when the name says only that it is a date.
func momentLabel(human string) string {
	var w []string
	for x := range strings.FieldsSeq(strings.ToLower(human)) {
		if !momentFiller[x] {
			w = append(w, x)
		}
	}
	l := strings.Join(w, " ")
	for _, c := range momentCompounds {
		k, v := c[0], c[1]
		if l == k || strings.HasPrefix(l, k+" ") || strings.HasSuffix(l, " "+k) {
			l = strings.Replace(l, k, v, 1)
			break
		}
	}
	return l
}

// codedDate is p's value as date text for labelledDates: a string as it
// is, a yyyymmdd date ("20260129") or an epoch time (1765286100) as the
// ISO date it stands for, coded true. Before, a sortie's takeoff and
// landing in epoch seconds were said "on December 9, 2025 at 1:15pm UTC
// on December 9, 2025 at 3:15pm UTC"; now "takeoff on December 9 at
// 1:15pm UTC, then landing on December 9, 2025 at 3:15pm UTC".
func codedDate(p Param) (string, bool, bool) {
	if x, ok := p.Value.(string); ok {
		if iso, ok := compactDay(p, x); ok {
			return iso, true, true
		}
		return x, true, false
	}
	if t, ok := epochTime(p.Value, p.Role.Unit); ok && roleKind(p) == role.DateTime {
		return t.Format(time.RFC3339), true, true
	}
	return "", false, false
}

// datedMoment is one date argument said with what it is.
type datedMoment struct {
	label   string
	t       time.Time
	day     bool // a plain date
	zone    string
	raw     string
	endPrep bool // the label ends with its own preposition
}

// labelledDates says the two or more dates of a request that no range
// pair took, each with what it is and in time order: "pick-up on January
// 27 at 09:45 UTC, then return on February 26 at 09:15 UTC", "on March 3,
// doors open at 19:00 and show start at 20:00 UTC" — never "on X and on
// Y", where the reader cannot tell which is which. All in the request's
// one date form. Dates of birth are said as such elsewhere.
func (st *funcState) labelledDates(d *Data, paired map[string]bool) []argWords {
	var ms []datedMoment
	var names []string
	clocks := 0
	seen := map[string]bool{}
	coded := false // a date written as epoch seconds or yyyymmdd, never said raw
	for _, p := range d.Set {
		x, ok, c := codedDate(p)
		coded = coded || c
		clock := ok && (roleKind(p) == role.Time || isDate(p)) && clockTime.MatchString(x)
		if !ok || paired[p.Name] || !isDate(p) && !clock || bornDate(p) {
			continue
		}
		t, day, zone, ok := parseDate(x)
		if clock {
			t, ok = clockOf(x), len(ms) == clocks
			clocks++
		} else if clocks > 0 {
			ok = false // times of day beside dates: said each alone
		}
		l := momentLabel(p.Human)
		if !ok || l == "" || seen[l] {
			return nil
		}
		seen[l] = true
		w := strings.Fields(l)
		ms = append(ms, datedMoment{label: l, t: t, day: day, zone: zone, raw: x, endPrep: momentPreps[w[len(w)-1]]})
		names = append(names, p.Name)
	}
	if len(ms) < 2 {
		return nil
	}
	sort.SliceStable(ms, func(i, j int) bool { return ms[i].t.Before(ms[j].t) })
	if clocks > 0 {
		// times of day: "opens at 09:00 and closes at 18:00"
		parts := make([]string, len(ms))
		for i, m := range ms {
			parts[i] = m.label + " " + strings.TrimSpace(onUnlessAt(m.endPrep)) + " " + m.raw
		}
		for _, n := range names {
			paired[n] = true
		}
		return []argWords{{text: strings.ReplaceAll(joinAnd(parts), "  ", " ")}}
	}
	raw := st.dateFormOf(st.one("spoken", "spoken", "spoken", "spoken", "raw")) == "raw" && !coded
	parts := make([]string, len(ms))
	sameDay := !raw
	for _, m := range ms {
		sameDay = sameDay && !m.day && m.t.Format("2006-01-02") == ms[0].t.Format("2006-01-02") && m.zone == ms[0].zone
	}
	last := ms[len(ms)-1]
	// a bare lower and upper bound ("time min", "time max") is a span
	span := len(ms) == 2 && lowBounds[ms[0].label] && highBounds[ms[1].label]
	if span {
		ms[0].label, ms[1].label, ms[0].endPrep, ms[1].endPrep = "from", "to", true, true
	}
	for i, m := range ms {
		switch {
		case sameDay:
			at := " at "
			if m.endPrep {
				at = " "
			}
			parts[i] = m.label + at + clockWords(m.t)
		case raw:
			parts[i] = m.label + onUnless(m.endPrep) + writtenStamp(m.raw)
		default:
			withYear := m.t.Year() != last.t.Year() || i == len(ms)-1
			parts[i] = m.label + onUnless(m.endPrep) + spokenDay(m.t, m.day, withYear, m.zone)
		}
	}
	// moments on different days follow one another ("pick-up on …, then
	// return on …"): a plain "and" beside the request's other options
	// reads as one more option
	text := strings.Join(parts[:len(parts)-1], ", ") + ", then " + parts[len(parts)-1]
	if span {
		text = parts[0] + " " + parts[1]
	}
	if sameDay {
		if !span {
			text = joinAnd(parts)
		}
		day := ms[0].t.Format("January 2, 2006")
		text = "on " + day + ", " + text + ms[0].zone
	}
	for _, n := range names {
		paired[n] = true
	}
	return []argWords{{text: text}}
}

// onUnless returns " on " before a date, or " " when the label ends with
// its own preposition ("due by").
func onUnless(endPrep bool) string {
	if endPrep {
		return " "
	}
	return " on "
}

// onUnlessAt returns "at" before a time of day, or "" when the label ends
// with its own preposition ("open until").
func onUnlessAt(endPrep bool) string {
	if endPrep {
		return ""
	}
	return "at"
}

// clockTime matches a time of day ("07:45", "18:30:00").
var clockTime = regexp.MustCompile(`^[0-2][0-9]:[0-5][0-9](:[0-5][0-9])?$`)

// clockOf reads a time of day for ordering ("07:45" before "18:30").
func clockOf(x string) time.Time {
	t, _ := time.Parse("15:04", x[:5])
	return t
}
