package prompt

import (
	"regexp"
	"slices"
	"strings"
	"time"

	"github.com/mcpgen/mcpgen/pkg/role"
)

// lowBounds and highBounds are the words a key marks the start and the
// end of a range with ("rangeFromReleaseId", "start_date", "endsAt").
var (
	lowBounds = map[string]bool{"from": true, "start": true, "starts": true, "begin": true, "begins": true, "since": true,
		"after": true, "oldest": true, "earliest": true, "min": true, "checkin": true, "arrival": true}
	highBounds = map[string]bool{"to": true, "end": true, "ends": true, "until": true, "before": true, "newest": true,
		"latest": true, "max": true, "checkout": true, "departure": true, "finish": true, "finishes": true}
)

// boundStem splits a key's words into what the range is of and which
// bound it is: "range from release id" → ("release", low),
// "end date" → ("date", high), "created before" → ("created", high).
// ok is false for a key with no bound word or more than one.
func boundStem(hl string) (stem string, low, ok bool) {
	if stem, low, ok := edgeBound(hl); ok {
		return stem, low, true
	}
	var rest []string
	n := 0
	for w := range strings.FieldsSeq(hl) {
		switch {
		case lowBounds[w]:
			low, n = true, n+1
		case highBounds[w]:
			n++
		case w == "range" || w == "id" || w == "ids" || w == "at":
		default:
			rest = append(rest, w)
		}
	}
	return strings.Join(rest, " "), low, n == 1
}

// boundPairs says the two ends of one range as one phrase: "between
// release DATA-733 and release PLAT-812", "from April 1 to April 6, 2026",
// never each end led by its key's words ("on range to release PLAT-812
// on range from release DATA-733", "starting April 1 and by April 6"),
// both ends in one date form. The two are marked said in paired.
func (st *funcState) boundPairs(d *Data, in intent, paired map[string]bool) []argWords {
	if a, ok := st.moneyPair(d, in, paired); ok {
		return []argWords{a}
	}
	if a, ok := st.numberRange(d, paired); ok {
		return []argWords{a}
	}
	lo, hi := -1, -1
	for i, p := range d.Set {
		if _, ok := p.Value.(string); !ok || paired[p.Name] {
			continue
		}
		stem, low, ok := boundStem(strings.ToLower(p.Human))
		if !ok {
			continue
		}
		for j, q := range d.Set[:i] {
			s2, low2, ok2 := boundStem(strings.ToLower(q.Human))
			if _, str := q.Value.(string); !ok2 || !str || paired[q.Name] || s2 != stem || low2 == low {
				continue
			}
			lo, hi = j, i
			if low {
				lo, hi = i, j
			}
		}
	}
	if lo < 0 {
		return nil
	}
	a, b := d.Set[lo], d.Set[hi]
	text, ok := st.dateRange(a, b)
	if !ok {
		text, ok = st.clockRange(a, b)
	}
	if !ok {
		text, ok = st.idRange(a, b)
	}
	if !ok {
		return nil
	}
	paired[a.Name], paired[b.Name] = true, true
	return []argWords{{text: text, lead: true}}
}

// edgeBound reads a key whose last word is a start or an end and whose
// other words hold a bound word of their own ("arrival window end",
// "checkin window start"): the last word is the bound, the rest what the
// range is of ("arrival window"). ok is false for any other key.
func edgeBound(hl string) (stem string, low, ok bool) {
	w := strings.Fields(hl)
	if len(w) < 3 {
		return "", false, false
	}
	last := w[len(w)-1]
	if last != "start" && last != "end" && last != "from" && last != "to" {
		return "", false, false
	}
	inner := false
	for _, x := range w[:len(w)-1] {
		if prepositions[x] || x == "start" || x == "end" || x == "starts" || x == "ends" {
			return "", false, false // "start after end": no window of one thing
		}
		inner = inner || lowBounds[x] || highBounds[x]
	}
	if !inner {
		return "", false, false
	}
	return strings.Join(w[:len(w)-1], " "), lowBounds[last], true
}

// clockSaid is a time of day as a person writes it: "10:15" for
// "10:15:00Z", "10:15:00" or "10:15"; ok is false for any other value.
// The zero seconds and the UTC mark of the wire form are never said.
func clockSaid(x string) (string, bool) {
	m := wireClock.FindStringSubmatch(x)
	if m == nil {
		return "", false
	}
	return m[1], true
}

// wireClock matches a time of day as an API writes it, with zero
// seconds and a UTC mark or none.
var wireClock = regexp.MustCompile(`^([0-2][0-9]:[0-5][0-9])(?::00(?:\.0+)?)?(?:Z|[+-]00:?00)?$`)

// isDate tells whether p's role is a date or a date-time.
func isDate(p Param) bool {
	k := roleKind(p)
	return k == role.Date || k == role.DateTime
}

// dateRange says two dates as a span in the request's one date form:
// "from April 1 to April 6, 2026" (the year once, when both share it),
// "between 2026-04-01 and 2026-04-06"; a participle key keeps its word
// ("created between …").
func (st *funcState) dateRange(a, b Param) (string, bool) {
	if !isDate(a) || !isDate(b) {
		return "", false
	}
	x, y := a.Value.(string), b.Value.(string)
	ta, aDay, zone, okA := parseDate(x)
	tb, bDay, zb, okB := parseDate(y)
	if !okA || !okB || tb.Before(ta) || zone != zb {
		return "", false // an end before the start is no span: each is said alone
	}
	sa, sb := writtenStamp(x), writtenStamp(y)
	if st.dateFormOf(st.one("spoken", "spoken", "spoken", "spoken", "raw")) == "spoken" {
		if !aDay && !bDay && ta.Format("2006-01-02") == tb.Format("2006-01-02") {
			// one day, two times: "on May 1, 2026 from 9am to 10am UTC"
			return "on " + spokenDay(ta, true, true, "") + " from " + clockWords(ta) + " to " + clockWords(tb) + zone, true
		}
		sa, sb = spokenDay(ta, aDay, ta.Year() != tb.Year(), zone), spokenDay(tb, bDay, true, zone)
	}
	stem, _, _ := boundStem(strings.ToLower(a.Human))
	text := st.one("from "+sa+" to "+sb, "between "+sa+" and "+sb, "from "+sa+" through "+sb)
	if w := strings.Fields(stem); len(w) == 1 && strings.HasSuffix(w[0], "ed") {
		text = w[0] + " " + text // "created between …"
	}
	return text, true
}

// clockRange says two times of day (startTime "09:30", endTime
// "18:30") as one span, "from 09:30 to 18:30": said apart they came in
// any order ("Until 16:30 and starting at 07:30."). The times are said
// as written; an end before its start is no span.
func (st *funcState) clockRange(a, b Param) (string, bool) {
	x, okA := clockSaid(a.Value.(string))
	y, okB := clockSaid(b.Value.(string))
	if !okA || !okB || y < x {
		return "", false
	}
	return st.one("from "+x+" to "+y, "between "+x+" and "+y, "from "+x+" until "+y), true
}

// parseDate reads an RFC 3339 date-time, one without a zone or a plain
// date; dateOnly tells a plain date, zone is what zoneWords says for a
// time given in a zone (t keeps that zone), "" for one without.
func parseDate(x string) (t time.Time, dateOnly bool, zone string, ok bool) {
	if t, err := time.Parse(time.RFC3339, x); err == nil {
		return t, false, zoneWords(t), true
	}
	if t, err := time.Parse("2006-01-02T15:04:05", x); err == nil {
		return t, false, "", true
	}
	if t, err := time.Parse("2006-01-02", x); err == nil {
		return t, true, "", true
	}
	return time.Time{}, false, "", false
}

// spokenDay says a day, with its year when withYear, and its time of
// day in zone unless dateOnly or midnight ("April 6", "April 6, 2026 at
// 9:30am UTC").
func spokenDay(t time.Time, dateOnly, withYear bool, zone string) string {
	day := t.Format("January 2")
	if withYear {
		day += ", " + t.Format("2006")
	}
	if !dateOnly && (t.Hour() != 0 || t.Minute() != 0) {
		day += " at " + clockWords(t) + zone
	}
	return day
}

// idRange says the two ends of a range of identifiers by what they are:
// "between release A and release B", "from release A to release B".
func (st *funcState) idRange(a, b Param) (string, bool) {
	x, y := a.Value.(string), b.Value.(string)
	if x == "" || y == "" || strings.ContainsAny(x+y, " \n\"") || len(x) > 60 || len(y) > 60 || isDate(a) || isDate(b) ||
		dateLike.MatchString(x) || dateLike.MatchString(y) {
		return "", false
	}
	if roleKind(a) != role.ID || roleKind(b) != role.ID {
		return "", false // element refs, paths, places have their own pairs
	}
	if tripEnd(a.Human) != strings.ToLower(a.Human) || tripEnd(b.Human) != strings.ToLower(b.Human) {
		return "", false // an arrival and a departure city code are a trip's ends (endsPair)
	}
	stem, _, _ := boundStem(strings.ToLower(a.Human))
	if stem == "" || handleStems[stem] || !nounWords(strings.Fields(stem)) || len(strings.Fields(stem)) > 2 {
		return "", false
	}
	return st.one("between "+stem+" "+x+" and "+stem+" "+y, "from "+stem+" "+x+" to "+stem+" "+y,
		"covering "+Plural(stem)+" "+x+" through "+y), true
}

// dateFormOf is the one date form of the request being phrased, and
// every date is said in words ("spoken": "March 30, 2026"): people type
// the day as they say it, not the wire form "2026-03-30" of a log or a
// form. The form drawn (drawn, "spoken" or "raw") is still drawn, so the
// request's later draws stay as they were; a request thus never says
// "from 2025-12-02 and by December 8, 2025" either.
func (st *funcState) dateFormOf(drawn string) string {
	if st.dateForm == "" && drawn != "" {
		st.dateForm = "spoken"
	}
	return st.dateForm
}

// dateLike matches a value that opens with a date ("2024-01-31T23:59:59").
var dateLike = regexp.MustCompile(`^\d{4}-\d{2}-\d{2}`)

// zonelessDate says a date-time written without a zone
// ("2024-01-31T23:59:59") in the request's date form, its time without
// "UTC"; any other value as written.
func (st *funcState) zonelessDate(prep, x string) string {
	t, err := time.Parse("2006-01-02T15:04:05", x)
	if err != nil || st.dateFormOf(st.one("spoken", "spoken", "spoken", "spoken", "raw")) == "raw" {
		return prep + " " + writtenStamp(x)
	}
	return prep + " " + t.Format("January 2, 2006") + " at " + clockWords(t)
}

// handleStems name where a thing is, not which of a series: a start and
// an end ref of a drag are two places, never a range "between ref e46 and
// ref e14".
var handleStems = map[string]bool{"ref": true, "element": true, "node": true, "selector": true, "path": true,
	"point": true, "cell": true, "line": true, "position": true, "index": true, "offset": true}

// moneyPair says the two bounds of one named amount as one span ("with a
// salary between 97000 and 145000"), never each bound beside the other
// ("with the salary capped at 145000 with a salary of at least 97000"),
// and an amount the request changes "to" its span;
// both are marked said in paired. ok is false when d sets no such pair,
// or the low bound is above the high one.
func (st *funcState) moneyPair(d *Data, in intent, paired map[string]bool) (argWords, bool) {
	for _, a := range d.Set {
		what, low, ok := moneyEnd(a)
		if !ok || !low || paired[a.Name] || roleKind(a) != role.Money {
			continue
		}
		for _, b := range d.Set {
			w2, low2, ok := moneyEnd(b)
			if !ok || low2 || w2 != what || paired[b.Name] || roleKind(b) != role.Money {
				continue
			}
			x, okX := toFloat(a.Value)
			y, okY := toFloat(b.Value)
			if !okX || !okY || x > y {
				continue
			}
			na, nb := st.boundAmount(a, words(a.Value)), st.boundAmount(b, words(b.Value))
			paired[a.Name], paired[b.Name] = true, true
			if na == nb {
				// both ends one amount: "with an estimate of £100",
				// never "between £100 and £100"
				if !in.Read && slices.Contains(strings.Fields(strings.ToLower(in.Object)), what) {
					return argWords{text: "to " + na, lead: true}, true
				}
				return argWords{text: "with " + fixArticle("a "+what) + " of " + na}, true
			}
			if !in.Read && slices.Contains(strings.Fields(strings.ToLower(in.Object)), what) {
				// the request changes the amount it names: "revise the
				// estimate to £100-£400", never "revise the estimate with
				// an estimate between £100 and £400"
				return argWords{text: st.one("to "+na+"-"+nb, "to between "+na+" and "+nb), lead: true}, true
			}
			a := fixArticle("a " + what)
			return argWords{text: st.one("with "+a+" between "+na+" and "+nb, "with "+a+" of "+na+" to "+nb)}, true
		}
	}
	return argWords{}, false
}

// pairEnds are the words that make a money key one end of a range only
// when the other end is set beside it: estimate_low_gbp with
// estimate_high_gbp is an estimate between two amounts, while a lone
// day_high is a price of its own.
var pairEnds = map[string]bool{"low": true, "lower": true, "high": false, "upper": false}

// moneyEnd reads a money key as one end of a range of one named amount:
// what it bounds and whether it is the low end ("salary min" → "salary",
// low; "estimate high gbp" → "estimate", high), its currency code said
// by the amount's sign and left out. ok is false for a plain amount
// ("price max"), for a key of no bound, and for a span of time ("day
// low"), which names when and not what.
func moneyEnd(p Param) (what string, low, ok bool) {
	hw := p.lowerHumanWords()
	if l := len(hw); l > 2 && strings.EqualFold(hw[l-1], p.Role.Unit) && len(p.Role.Unit) == 3 {
		hw = hw[:l-1] // the currency code: "estimate low gbp" is "estimate low"
	}
	if w, ok := lowBoundOf(hw); ok {
		what, low = w, true
	} else if w, ok := highBoundOf(hw); ok {
		what = w
	} else if l := len(hw); l == 2 {
		lo, end := pairEnds[hw[1]]
		if !end {
			return "", false, false
		}
		what, low = hw[0], lo
	}
	if strings.Contains(what, " ") || plainMoney[what] || !isWord(what) || spanUnits[what] != "" || spanUnits[Plural(what)] != "" {
		return "", false, false
	}
	return what, low, true
}

// spanBounds are the words of a key that make it one end of a run of
// numbered things (fromBoard, to_page, start_row, last_seat), not a
// limit on an amount (min_people, max_weight), which is said "at least"
// and "at most".
var spanBounds = map[string]bool{"from": true, "to": true, "start": true, "end": true, "first": true, "last": true}

// numberRange says two whole numbers that open and close one run of
// numbered things as the run: "on boards 5 to 12", "on board 15 only"
// when both are one, never each end by its key's words ("using a from board of 5 and
// using a to board of 12"); both are marked said in paired. ok is false
// when d sets no such pair, the start is above the end, or what they
// number is no plain noun of one word.
func (st *funcState) numberRange(d *Data, paired map[string]bool) (argWords, bool) {
	for _, a := range d.Set {
		stem, low, ok := spanStem(a)
		if !ok || !low || paired[a.Name] {
			continue
		}
		for _, b := range d.Set {
			s2, low2, ok2 := spanStem(b)
			if !ok2 || low2 || s2 != stem || paired[b.Name] || roleKind(a) != roleKind(b) {
				continue
			}
			x, _ := toFloat(a.Value)
			y, _ := toFloat(b.Value)
			if x > y {
				continue
			}
			na, nb := words(a.Value), words(b.Value)
			paired[a.Name], paired[b.Name] = true, true
			if na == nb {
				return argWords{text: "on " + stem + " " + na + " only", lead: true}, true
			}
			many := Plural(stem)
			return argWords{text: st.one("on "+many+" "+na+" to "+nb, "covering "+many+" "+na+" through "+nb,
				"on "+many+" "+na+" through "+nb), lead: true}, true
		}
	}
	return argWords{}, false
}

// unspanned are the kinds of whole number that are no place in a run of
// numbered things: a year, a time stamp, an amount with a unit.
var unspanned = map[role.Kind]bool{role.Date: true, role.Time: true, role.DateTime: true, role.Duration: true,
	role.Year: true, role.Quantity: true, role.Money: true, role.Percent: true, role.Ratio: true,
	role.Latitude: true, role.Longitude: true}

// spanStem is what the whole-number key p bounds a run of and which end
// it is ("from board" → "board", low); ok is false for any other key:
// a value that is no whole number, a key with no spanBounds word or
// with more than one noun beside it.
func spanStem(p Param) (stem string, low, ok bool) {
	x, isNum := toFloat(p.Value)
	if _, str := p.Value.(string); str || !isNum || x != float64(int64(x)) || x < 0 || p.Type != "integer" {
		return "", false, false
	}
	var rest []string
	n := 0
	for w := range strings.FieldsSeq(strings.ToLower(p.Human)) {
		switch {
		case spanBounds[w]:
			low, n = w == "from" || w == "start" || w == "first", n+1
		default:
			rest = append(rest, w)
		}
	}
	if n != 1 || len(rest) != 1 || !nounWords(rest) || len(rest[0]) < 3 || strings.HasSuffix(rest[0], "ed") || unspanned[roleKind(p)] {
		return "", false, false // ("collected_from" 2014 is a year, no numbered thing)
	}
	return rest[0], low, true
}
