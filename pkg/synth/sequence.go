package synth

import (
	"fmt"
	"regexp"
	"strconv"
	"strings"
	"time"

	"github.com/mcpgen/mcpgen/pkg/role"
)

// momentFamily is a kind of two moments a tool takes in order: the words
// that name the first (a rental's pickup, a show's doors) and the second
// (its return, the show's start), and the plausible gap between them, in
// minutes for date-times (lo, hi) and in days for plain dates (dlo, dhi).
// ctx, when set, must match the tool's and the two parameters' words for
// the family to apply (an arrival before a departure is a hotel stay).
type momentFamily struct {
	first, then map[string]bool
	lo, hi      int
	dlo, dhi    int
	ctx         *regexp.Regexp
	// stayDates lets two plain dates stand for ctx when the tool says no
	// journey (travelWords): an arrival and a departure date with no
	// flight or route beside them are a stay at the place the tool books
	// (a slip, a pitch, a kennel), never a trip out and back in a day.
	stayDates bool
	// keyWords, when set, must be among the words of one of the two
	// parameters' names: a loan's or a lease's start and end are a term
	// of months whatever the tool's other words say.
	keyWords map[string]bool
}

// wordSet makes a set of words.
func wordSet(ws ...string) map[string]bool {
	m := make(map[string]bool, len(ws))
	for _, w := range ws {
		m[w] = true
	}
	return m
}

const (
	minute = 1
	hour   = 60
	day    = 24 * hour
)

// stayWords and meetWords tell a hotel stay (arrival, then departure) and
// a meeting-like slot (minutes apart, not days) from the tool's words.
var (
	stayWords   = regexp.MustCompile(`(?i)check.?in|check.?out|hotel|room|\bstay|night|guest|lodging|accommodation|apartment|cabin|villa`)
	travelWords = regexp.MustCompile(`(?i)flight|airport|airline|\btrain|\brail|ferry|\bbus\b|transit|itinerar|journey|voyage|crossing|origin|destination|\bdep_?(?:city|airport|station)|\barr_?(?:city|airport|station)`)
	meetWords   = regexp.MustCompile(`(?i)meeting|appointment|(?:phone|video|sales|a|the) call\b|session|slot|class|lesson|interview|event|concert|show|webinar|booking|reservation|calendar|room`)
)

// termWords are the words of a range's name that make it a term agreed
// for months (an artwork's loan to an exhibition, a lease, a tenancy),
// not a span of days.
var termWords = wordSet("loan", "lease", "tenancy", "sublet", "exhibition", "secondment")

// momentFamilies are the kinds of ordered moments, most specific first: a
// pair of parameters is ordered by the first family that names both.
var momentFamilies = []momentFamily{
	{first: wordSet("doors", "gates"), then: wordSet("show", "performance", "curtain", "start", "starts", "begins", "event", "concert"),
		lo: 30 * minute, hi: 90 * minute},
	{first: wordSet("pickup", "collect", "collection", "collected"), then: wordSet("return", "returned", "dropoff"),
		lo: 1 * day, hi: 14 * day, dlo: 1, dhi: 14},
	{first: wordSet("checkin"), then: wordSet("checkout"), lo: 1 * day, hi: 10 * day, dlo: 1, dhi: 10},
	{first: wordSet("arrival", "arrive", "arriving"), then: wordSet("departure", "depart", "departing", "leave", "leaving"),
		lo: 1 * day, hi: 10 * day, dlo: 1, dhi: 10, ctx: stayWords, stayDates: true},
	{first: wordSet("depart", "departure", "departing", "leave", "leaving", "outbound"), then: wordSet("return", "inbound"),
		lo: 2 * day, hi: 14 * day, dlo: 2, dhi: 14},
	{first: wordSet("depart", "departure", "departing", "leave", "leaving", "outbound"), then: wordSet("arrive", "arrival", "arriving"),
		lo: 1 * hour, hi: 12 * hour, dlo: 0, dhi: 1},
	// a deadline runs from the event that triggers it (a court deadline
	// from its trigger date, a reply from the day a notice was served)
	{first: wordSet("scheduled", "planned", "assigned", "start", "starts", "started", "begin", "begins", "created",
		"trigger", "triggered", "served", "filed"),
		then: wordSet("due", "deadline", "target"), lo: 1 * day, hi: 21 * day, dlo: 1, dhi: 21},
	// work is completed about when its period ends or falls due, and
	// after it started: a cycle ending 20 October is not completed in May
	{first: wordSet("end", "ends", "due", "deadline", "target"), then: wordSet("completed", "closed", "resolved", "finished"),
		lo: 1 * hour, hi: 2 * day, dlo: 0, dhi: 2},
	{first: wordSet("start", "starts", "started", "begin", "begins", "created", "opened"),
		then: wordSet("completed", "closed", "resolved", "finished"), lo: 1 * hour, hi: 14 * day, dlo: 0, dhi: 14},
	{first: wordSet("placed", "deployed", "installed", "mounted", "attached", "inserted", "set"),
		then: wordSet("retrieved", "removed", "collected", "detached", "uninstalled", "recovered"),
		lo:   2 * day, hi: 7 * day, dlo: 2, dhi: 7},
	{first: wordSet("shipped", "sent", "dispatched", "ordered", "posted", "mailed"), then: wordSet("delivered", "received", "arrived"),
		lo: 1 * day, hi: 7 * day, dlo: 1, dhi: 7},
	// a flight's takeoff and landing (a drone's sortie, an aircraft's
	// leg): minutes to hours apart, never months or backwards
	{first: wordSet("takeoff", "launch", "launched"), then: wordSet("landing", "landed", "touchdown"),
		lo: 15 * minute, hi: 4 * hour},
	// a crew is paged or alerted, then turns out: a lifeboat, an engine
	// or a team leaves minutes after the alarm, never weeks before it
	{first: wordSet("pager", "paged", "alert", "alerted", "alarm"), then: wordSet("launch", "launched", "mobilised", "mobilized", "underway", "turnout"),
		lo: 5 * minute, hi: 30 * minute},
	{first: wordSet("admitted", "admission", "admit"), then: wordSet("discharged", "discharge"),
		lo: 1 * day, hi: 10 * day, dlo: 1, dhi: 10},
	// goods are made, packed or received before they are best before,
	// used by or expire: a date on the pack months after it was made
	{first: wordSet("made", "manufactured", "manufacture", "produced", "production", "packed", "packaged", "racked",
		"brewed", "bottled", "baked", "harvested", "filled", "received", "delivered", "opened"),
		then: wordSet("bestbefore", "useby", "sellby", "expiry", "expires", "expiration"),
		lo:   14 * day, hi: 365 * day, dlo: 14, dhi: 365},
	{first: wordSet(docDated, "issued", "issue", "invoiced", "quoted", "txn", "transaction", "bill", "billed"), then: wordSet("due", "expiry", "expires", "expiration"),
		lo: 7 * day, hi: 45 * day, dlo: 7, dhi: 45},
	{first: wordSet("start", "starts", "begin", "begins", "from", "effective"), then: wordSet("end", "ends", "to", "until", "expires", "expiry"),
		lo: 60 * day, hi: 365 * day, dlo: 60, dhi: 365, keyWords: termWords},
	{first: wordSet("start", "starts", "begin", "begins"), then: wordSet("end", "ends", "finish", "finishes", "stop"),
		lo: 30 * minute, hi: 120 * minute, ctx: meetWords},
	// ("fr" is a terse "from": a freeze "fr" 2025-12-18 "to" 2025-11-18
	// ran backwards; "earlier" and "later" name two moments compared)
	{first: wordSet("start", "starts", "begin", "begins", "opens", "open", "from", "fr", "since", "after", "effective", "earlier"),
		then: wordSet("end", "ends", "finish", "finishes", "stop", "to", "until", "before", "closes", "close", "expires", "expiry", "thru", "later"),
		lo:   1 * hour, hi: 31 * day, dlo: 1, dhi: 92},
}

// numberedEnds returns the pairs of keys that differ only in a last digit
// one apart ("d0"/"d1", "date1"/"date2", "m0"/"m1"): the two ends of one
// range, in order (a catch report's d0 "20260404" and d1 "20251231" ran
// backwards, as did a track's m0 902 and m1 120 miles). momentPairs
// reads it for dated keys, rangePairs for numbers.
func numberedEnds(keys []string) [][2]string {
	var out [][2]string
	for _, a := range keys {
		n := len(a)
		if n < 2 || a[n-1] < '0' || a[n-1] > '8' || a[n-2] >= '0' && a[n-2] <= '9' {
			continue
		}
		b := a[:n-1] + string(a[n-1]+1)
		for _, k := range keys {
			if k == b {
				out = append(out, [2]string{a, b})
			}
		}
	}
	return out
}

// saidAfter is the generic family of a parameter whose description says
// it comes after a sibling ("Must be on or after departure_date").
var saidAfter = momentFamily{lo: 1 * hour, hi: 3 * day, dlo: 1, dhi: 14}

// momentWords returns a parameter name's words with the compounds that
// name one moment joined ("check_in" → "checkin", "pick-up" → "pickup",
// "best_before" → "bestbefore").
func momentWords(k string) map[string]bool {
	s := " " + strings.Join(sharedTokens(k), " ") + " "
	for _, c := range [][2]string{{" check in ", " checkin "}, {" check out ", " checkout "}, {" pick up ", " pickup "},
		{" drop off ", " dropoff "}, {" best before ", " bestbefore "}, {" use by ", " useby "}, {" sell by ", " sellby "}, {" valid from ", " from "}, {" valid until ", " until "}} {
		s = strings.ReplaceAll(s, c[0], c[1])
	}
	if s == " date " {
		return wordSet("date", docDated)
	}
	return wordSet(strings.Fields(s)...)
}

// inContext reports whether family f applies to the moments a and b of
// obj in this tool: f names no context, the tool's words (with the two
// names and more, their descriptions) match it, or f is a stay and a and
// b are plain dates of a tool that names no journey.
func (g *Generator) inContext(f *momentFamily, obj map[string]any, a, b, more string) bool {
	if f.keyWords != nil && !anyIn(momentWords(a), f.keyWords) && !anyIn(momentWords(b), f.keyWords) {
		return false
	}
	if f.ctx == nil {
		return true
	}
	words := g.opts.Topic + " " + g.opts.About + " " + a + " " + b + " " + more
	if f.ctx.MatchString(words) {
		return true
	}
	return f.stayDates && plainDates(obj, a, b) && !travelWords.MatchString(words)
}

// docDated is the word momentWords gives a key named only "date" beside
// others: the date of a document (an invoice's, a quote's), which its due
// or expiry date follows.
const docDated = "dated"

// anyIn reports whether a word of ws is in set.
func anyIn(ws, set map[string]bool) bool {
	for w := range ws {
		if set[w] {
			return true
		}
	}
	return false
}

// momentPair is two keys of an object whose dates come in order, and the
// family that sets their gap.
type momentPair struct {
	a, b string
	fam  *momentFamily
}

// momentPairs returns the pairs of dated keys of obj that come in order:
// named by a family (pickup/return, doors/show, check-in/check-out) or
// ordered by a description ("on or after departure_date"). descs holds
// the parameters' descriptions by name (nil when unknown).
func (g *Generator) momentPairs(obj map[string]any, keys []string, descs map[string]string) []momentPair {
	var out []momentPair
	taken := map[[2]string]bool{}
	// a key opens one pair and closes one: the ends named alike
	// (startDate/endDate, from/to) pair first, so a startDate is not
	// also taken as the start of a due date beside them
	opens, closes := map[string]bool{}, map[string]bool{}
	dated := wordSet(keys...)
	said := saidOrders(keys, descs, g.opts.About)
	for _, pr := range rangePairs(obj) {
		a, b := pr[0], pr[1]
		if !dated[a] || !dated[b] || opens[a] || closes[b] || plainDates(obj, a, a) != plainDates(obj, b, b) || said[[2]string{b, a}] {
			continue
		}
		wa, wb := momentWords(a), momentWords(b)
		for fi := range momentFamilies {
			f := &momentFamilies[fi]
			last := fi == len(momentFamilies)-1 // any range: a window to search in
			if !last && (!anyIn(wa, f.first) || !anyIn(wb, f.then) || minutesOnly(f) && plainDates(obj, a, b) ||
				!g.inContext(f, obj, a, b, "")) {
				continue
			}
			taken[[2]string{a, b}], opens[a], closes[b] = true, true, true
			out = append(out, momentPair{a, b, f})
			break
		}
	}
	for _, pr := range append(numberedEnds(keys), stemEnds(keys)...) {
		if !opens[pr[0]] && !closes[pr[1]] && plainDates(obj, pr[0], pr[0]) == plainDates(obj, pr[1], pr[1]) {
			taken[pr], opens[pr[0]], closes[pr[1]] = true, true, true
			out = append(out, momentPair{pr[0], pr[1], &momentFamilies[len(momentFamilies)-1]})
		}
	}
	words := make([]map[string]bool, len(keys))
	for i, k := range keys {
		words[i] = momentWords(k)
		if d := descs[k]; d != "" && len(d) <= 40 && role.TerseKey(k) {
			// a terse key says its moment in its description: "pg",
			// "pager time"; "lt", "launch time"
			words[i] = momentWords(d)
		}
	}
	for fi := range momentFamilies {
		f := &momentFamilies[fi]
		for i, a := range keys {
			if !anyIn(words[i], f.first) {
				continue
			}
			for j, b := range keys {
				if i == j || !anyIn(words[j], f.then) || minutesOnly(f) && plainDates(obj, a, b) {
					continue
				}
				if anyIn(words[i], f.then) && anyIn(words[j], f.first) {
					continue // both name both ends: no order
				}
				if taken[[2]string{a, b}] || taken[[2]string{b, a}] || opens[a] || closes[b] || said[[2]string{b, a}] ||
					plainDates(obj, a, a) != plainDates(obj, b, b) && f.dhi == 0 {
					continue
				}
				if !g.inContext(f, obj, a, b, descs[a]+" "+descs[b]) {
					continue
				}
				taken[[2]string{a, b}], opens[a], closes[b] = true, true, true
				out = append(out, momentPair{a, b, f})
			}
		}
	}
	for _, a := range keys {
		for _, b := range keys {
			if said[[2]string{a, b}] && !taken[[2]string{a, b}] && !taken[[2]string{b, a}] {
				taken[[2]string{a, b}] = true
				out = append(out, momentPair{a, b, &saidAfter})
			}
		}
	}
	for i, pr := range out {
		out[i].fam = spanCapped(pr.fam, descs[pr.a]+" "+descs[pr.b])
	}
	return out
}

// reStatedSpan matches the longest gap a description allows between two
// moments: "no more than 12 hours later", "the span may be at most 366
// days", "within 30 days".
var reStatedSpan = regexp.MustCompile(`(?i)\b(?:no more than|not more than|at most|up to|maximum of|within)\s+(\d+)\s*` +
	`(minutes?|mins?|hours?|hrs?|h|days?|weeks?)\b`)

// spanUnits are the minutes in each unit reStatedSpan reads.
var spanUnits = map[string]int{"minute": minute, "min": minute, "hour": hour, "hr": hour, "h": hour, "day": day, "week": 7 * day}

// spanCapped returns family f with its gaps cut to the longest one the
// two moments' descriptions d state ("Must be after valid_from and no
// more than 12 hours later": a permit valid 1 to 12 hours, not 8 days);
// f itself when d states none or one f's gaps already keep within.
func spanCapped(f *momentFamily, d string) *momentFamily {
	m := reStatedSpan.FindStringSubmatch(d)
	if m == nil {
		return f
	}
	n, _ := strconv.Atoi(m[1])
	max := n * spanUnits[strings.TrimSuffix(strings.ToLower(m[2]), "s")]
	if max <= 0 || max >= f.hi && (f.dhi == 0 || max/day >= f.dhi) {
		return f
	}
	c := *f
	c.hi = min(c.hi, max)
	c.lo = min(c.lo, c.hi/2)
	if c.dhi > 0 {
		c.dhi = min(c.dhi, max/day)
		c.dlo = min(c.dlo, c.dhi)
	}
	return &c
}

// saidOrders returns the orders the descriptions state between keys:
// [a, b] when b's description puts it after a ("HH:MM, after arrive",
// "end day (optional, >= d)") or a's puts it before b. momentPairs lets
// them overrule a family's usual order: a van's stop whose depart is
// "after arrive" arrives 09:00 and departs 17:00, where the flight
// family had it depart 07:00 and arrive 11:15. The tool's description
// about states orders too, in the clause that opens with a key's name
// (clausesOf): "disembarked_at must be after boarded_at" (a pilot
// boarded 2026-01-29 and disembarked 2025-11-21), "arrive <= first_show
// <= last_show <= depart".
func saidOrders(keys []string, descs map[string]string, about string) map[[2]string]bool {
	said := map[[2]string]bool{}
	about = strings.ToLower(strings.ReplaceAll(about, "`", ""))
	for _, b := range keys {
		d := strings.ToLower(descs[b])
		if c := clausesOf(about, b); c != "" {
			d += ". " + c
		}
		if d == "" {
			continue
		}
		for _, a := range keys {
			if a == b {
				continue
			}
			switch saysOrder(d, a) {
			case 1:
				said[[2]string{a, b}] = true
			case -1:
				said[[2]string{b, a}] = true
			}
		}
	}
	return said
}

// clausesOf returns the clauses of text (lower case) that open with the
// name k, whole words, each up to its sentence's end, without the name:
// " must be after boarded_at" of "times are rfc 3339. disembarked_at
// must be after boarded_at." for disembarked_at; "" when text never
// names k. saysOrder reads them as it reads k's own description.
func clausesOf(text, k string) string {
	n := strings.ToLower(k)
	if text == "" || len(n) < 2 {
		return ""
	}
	var out []string
	for from := 0; ; {
		j := strings.Index(text[from:], n)
		if j < 0 {
			break
		}
		i := from + j
		from = i + len(n)
		if i > 0 && isWordByte(text[i-1]) || from < len(text) && isWordByte(text[from]) {
			continue
		}
		end := len(text)
		for _, stop := range []string{". ", ";", "\n"} {
			if e := strings.Index(text[from:], stop); e >= 0 && from+e < end {
				end = from + e
			}
		}
		out = append(out, strings.TrimSuffix(text[from:end], "."))
	}
	return strings.Join(out, ". ")
}

// stemEnds returns the pairs of keys that are a bare stem and the stem
// numbered 2 ("d"/"d2", "date"/"date2") where no stem numbered 1 stands
// beside them: the first and last day of one span (a pay period's d
// 20260311 and d2 20260128 ran backwards).
func stemEnds(keys []string) [][2]string {
	have := wordSet(keys...)
	var out [][2]string
	for _, a := range keys {
		if a == "" || a[len(a)-1] >= '0' && a[len(a)-1] <= '9' || have[a+"1"] || !have[a+"2"] {
			continue
		}
		out = append(out, [2]string{a, a + "2"})
	}
	return out
}

// saysOrder reads a description (lower case) for where its parameter
// falls beside the sibling named k: 1 after it ("on or after
// departure_date", "later than the start time"), -1 before it, 0 unsaid.
func saysOrder(d, k string) int {
	names := []string{strings.ToLower(k), strings.Join(sharedTokens(k), " ")}
	for _, n := range names {
		for from := 0; n != ""; {
			j := strings.Index(d[from:], n)
			if j < 0 {
				break
			}
			i := from + j
			from = i + len(n)
			if i == 0 || isWordByte(d[i-1]) || from < len(d) && isWordByte(d[from]) && d[from] != '_' {
				continue // inside another word: the "d" of "end day"
			}
			if o := orderBefore(strings.TrimSuffix(strings.TrimSpace(d[:i]), " the")); o != 0 {
				return o
			}
		}
	}
	return 0
}

// orderBefore reads the words before a sibling's name in a description:
// 1 when they put the parameter after it ("after", ">=", "must not be
// before"), -1 before it ("before", "no later than").
func orderBefore(pre string) int {
	for _, w := range beforeAfterWords {
		if !strings.HasSuffix(pre, w.words) {
			continue
		}
		rest := strings.TrimSuffix(strings.TrimSpace(strings.TrimSuffix(pre, w.words)), " be")
		for _, neg := range []string{"not", "never", "no", "cannot", "can't", "mustn't"} {
			if rest == neg || strings.HasSuffix(rest, " "+neg) {
				return -w.order // "must not be before from_date": after it
			}
		}
		return w.order
	}
	return 0
}

// beforeAfterWords are the words that put a parameter after (1) or before (-1)
// the sibling named next, longest first.
var beforeAfterWords = []struct {
	words string
	order int
}{
	{"later than", 1}, {"following", 1}, {"after", 1}, {">=", 1}, {">", 1},
	{"earlier than", -1}, {"prior to", -1}, {"before", -1}, {"<=", -1}, {"<", -1},
}

// orderMoments puts an object's ordered moments in order with a gap of
// their kind: a car is picked up 1–14 days before it is returned, doors
// open 30–90 minutes before the show, a hotel stay is 1–10 nights, a
// meeting 30–120 minutes, a report range days to months. A second moment
// before the first, or too near or too far from it, is redrawn after the
// first in its own layout; the value is kept when its schema refuses the
// new one.
func (g *Generator) orderMoments(p *objPlan, obj map[string]any) {
	var keys []string
	back := map[string]func(string) any{} // coded moments, read as ISO text (see codedMoment)
	for _, k := range sortedKeys(obj) {
		if s, ok := obj[k].(string); ok && momentText(s) {
			keys = append(keys, k)
		} else if iso, f, ok := codedMoment(obj[k]); ok {
			obj[k], back[k] = iso, f
			keys = append(keys, k)
		}
	}
	defer func() {
		for k, f := range back {
			if s, ok := obj[k].(string); ok {
				obj[k] = f(s)
			}
		}
	}()
	if len(keys) < 2 {
		return
	}
	g.momentBack = back
	defer func() { g.momentBack = nil }()
	var descs map[string]string
	if p != nil {
		descs = map[string]string{}
		for i, k := range p.names {
			if len(p.schemas[i]) > 0 && p.schemas[i][0] != nil {
				descs[k] = p.schemas[i][0].Description
			}
		}
	}
	pairs := g.momentPairs(obj, keys, descs)
	for _, pr := range pairs {
		g.spaceMoments(p, obj, pr)
	}
	g.datesWithin(p, obj, pairs)
}

// spaceMoments moves pr's second moment after its first by a gap of its
// family when it is out of order or its gap is not one of the family.
func (g *Generator) spaceMoments(p *objPlan, obj map[string]any, pr momentPair) {
	s, _ := obj[pr.a].(string)
	e, _ := obj[pr.b].(string)
	if clockTime.MatchString(s) || clockTime.MatchString(e) {
		g.spaceClocks(p, obj, pr, s, e)
		return
	}
	ts, _, ok := whenOf(s)
	te, layE, ok2 := whenOf(e)
	if !ok || !ok2 {
		return
	}
	if (len(s) == 10) != (len(e) == 10) {
		g.spaceMixedMoments(p, obj, pr, ts, te, layE)
		return
	}
	dateOnly := layE == "2006-01-02" && len(s) == len(e)
	gap := te.Sub(ts)
	f := pr.fam
	var next time.Time
	if dateOnly {
		if minutesOnly(f) {
			return
		}
		days := int(gap.Hours() / 24)
		if gap >= 0 && days >= f.dlo && days <= f.dhi {
			return
		}
		next = ts.AddDate(0, 0, f.dlo+g.rng.Intn(f.dhi-f.dlo+1))
	} else {
		mins := int(gap.Minutes())
		if gap > 0 && mins >= f.lo && mins <= f.hi {
			return
		}
		steps := (f.hi - f.lo) / 15
		if f.hi-f.lo >= 2*day {
			// days apart, at a quarter hour of the day
			steps = (f.hi-f.lo)/day + 1
			next = ts.Add(time.Duration(f.lo/day*day+g.rng.Intn(steps)*day)*time.Minute + time.Duration(g.rng.Intn(9)-4)*15*time.Minute)
			if next.Sub(ts) < time.Duration(f.lo)*time.Minute {
				// (a gap of hours to days drew no whole day and a quarter
				// hour back: disembarked 45 minutes before boarding)
				next = next.Add(day * time.Minute)
			}
		} else {
			next = ts.Add(time.Duration(f.lo+15*g.rng.Intn(steps+1)) * time.Minute)
		}
		if layE == time.RFC3339 {
			next = next.UTC()
		}
	}
	v := next.Format(layE)
	if layE == time.RFC3339 && strings.HasSuffix(e, "Z") {
		v = next.UTC().Format("2006-01-02T15:04:05Z")
	}
	if p != nil {
		for i, k := range p.names {
			if k == pr.b && len(p.schemas[i]) > 0 && !valid(p.schemas[i][0], g.codedBack(pr.b, v)) {
				return
			}
		}
	}
	obj[pr.b] = v
	g.unsure = true // moved after its check
}

// minutesOnly reports whether f's moments are minutes or hours apart on
// one day (doors and a show, a meeting's ends): two plain dates are not
// such a pair.
func minutesOnly(f *momentFamily) bool { return f.dlo == 0 && f.dhi == 0 && f.hi < day }

// plainDates reports whether the values of a and b in obj are plain dates
// ("2026-03-04") and not date-times.
func plainDates(obj map[string]any, a, b string) bool {
	x, _ := obj[a].(string)
	y, _ := obj[b].(string)
	return len(x) == 10 && len(y) == 10
}

// clockTime matches a time of day ("07:45", "18:30:00").
var clockTime = regexp.MustCompile(`^[0-9]{2}:[0-9]{2}(:[0-9]{2})?$`)

// spaceClocks puts two times of day in order within one day: a store
// opens at 07:00–10:00 and closes 8–12 hours later; doors open 30–90
// minutes before a show at 17:00–20:00. Times that are no time of day
// ("25:25") or out of order are redrawn; each is kept when its schema
// refuses the new one.
func (g *Generator) spaceClocks(p *objPlan, obj map[string]any, pr momentPair, s, e string) {
	if !clockTime.MatchString(s) || !clockTime.MatchString(e) {
		return
	}
	x, okA := time.Parse("15:04", s[:5])
	y, okB := time.Parse("15:04", e[:5])
	f := pr.fam
	lo, hi := f.lo, f.hi
	if hi > 16*hour {
		lo, hi = 8*hour, 12*hour // a working day
	}
	if okA == nil && okB == nil && y.Sub(x) >= time.Duration(lo)*time.Minute && y.Sub(x) <= time.Duration(hi)*time.Minute {
		return
	}
	first := 7*hour + 15*g.rng.Intn(13) // 07:00–10:00
	if hi < 4*hour {
		first = 17*hour + 15*g.rng.Intn(13) // an evening: 17:00–20:00
	}
	then := first + lo + 15*g.rng.Intn((hi-lo)/15+1)
	clock := func(m int, like string) string {
		v := fmt.Sprintf("%02d:%02d", m/60%24, m%60)
		if len(like) > 5 {
			v += ":00"
		}
		return v
	}
	va, vb := clock(first, s), clock(then, e)
	if p != nil {
		for i, k := range p.names {
			if (k == pr.a && !valid(p.schemas[i][0], va) || k == pr.b && !valid(p.schemas[i][0], vb)) && len(p.schemas[i]) > 0 {
				return
			}
		}
	}
	obj[pr.a], obj[pr.b] = va, vb
	g.unsure = true // moved after its check
}

// spaceMixedMoments is spaceMoments for a date beside a date-time (a
// release started 2026-02-12T11:30:00Z with a target date 2025-10-19):
// the second moment's day follows the first's by the family's days, in
// its own layout and keeping its time of day, when it falls outside them.
func (g *Generator) spaceMixedMoments(p *objPlan, obj map[string]any, pr momentPair, ts, te time.Time, layE string) {
	f := pr.fam
	if f.dhi == 0 {
		return
	}
	day0 := time.Date(ts.Year(), ts.Month(), ts.Day(), 0, 0, 0, 0, time.UTC)
	day1 := time.Date(te.Year(), te.Month(), te.Day(), 0, 0, 0, 0, time.UTC)
	if days := int(day1.Sub(day0).Hours() / 24); days >= f.dlo && days <= f.dhi {
		return
	}
	d := day0.AddDate(0, 0, f.dlo+g.rng.Intn(f.dhi-f.dlo+1))
	next := time.Date(d.Year(), d.Month(), d.Day(), te.Hour(), te.Minute(), te.Second(), 0, te.Location())
	v := next.Format(layE)
	if e, _ := obj[pr.b].(string); layE == time.RFC3339 && strings.HasSuffix(e, "Z") {
		v = next.Format("2006-01-02T15:04:05Z")
	}
	if p != nil {
		for i, k := range p.names {
			if k == pr.b && len(p.schemas[i]) > 0 && !valid(p.schemas[i][0], v) {
				return
			}
		}
	}
	obj[pr.b] = v
	g.unsure = true // moved after its check
}
