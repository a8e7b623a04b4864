package synth

import (
	"sort"
	"time"
)

// datesWithin draws a list of plain dates that sits beside an ordered
// pair of plain dates inside the span the pair opens and closes: the
// performances of a hire are inside its rental, the blackout days of a
// booking window inside the window. A list with any day outside is
// redrawn as distinct days of the span, in order; it is kept when the
// schema refuses the new one. A span too short for the list is drawn
// longer: it ends a few days after the list's last day.
// Before: rental 2025-10-08 to 2025-10-17 with performances 2025-11-15,
// 2026-02-17; after: performances 2025-10-11, 2025-10-15.
func (g *Generator) datesWithin(p *objPlan, obj map[string]any, pairs []momentPair) {
	for _, pr := range pairs {
		if !plainDates(obj, pr.a, pr.b) {
			continue
		}
		ts, _, ok := whenOf(obj[pr.a].(string))
		te, _, ok2 := whenOf(obj[pr.b].(string))
		if !ok || !ok2 || te.Before(ts) {
			continue
		}
		for _, k := range sortedKeys(obj) {
			list, ok := dateList(obj[k])
			if !ok || !outside(list, ts, te) {
				continue
			}
			if int(te.Sub(ts).Hours()/24) < len(list) {
				// too short to hold the list: the span ends a few days after it
				end := ts.AddDate(0, 0, len(list)+1+g.rng.Intn(len(list)+2))
				if !g.validAt(p, pr.b, end.Format("2006-01-02")) {
					continue
				}
				obj[pr.b], te = end.Format("2006-01-02"), end
			}
			g.redrawWithin(p, obj, k, len(list), ts, te)
		}
		return
	}
}

// dateList returns v's days when v is a list of plain dates only.
func dateList(v any) ([]time.Time, bool) {
	arr, ok := v.([]any)
	if !ok || len(arr) == 0 {
		return nil, false
	}
	out := make([]time.Time, 0, len(arr))
	for _, x := range arr {
		s, ok := x.(string)
		if !ok || len(s) != 10 || !isoDate(s) {
			return nil, false
		}
		t, err := time.Parse("2006-01-02", s)
		if err != nil {
			return nil, false
		}
		out = append(out, t)
	}
	return out, true
}

// outside reports whether a day of list falls before lo or after hi.
func outside(list []time.Time, lo, hi time.Time) bool {
	for _, t := range list {
		if t.Before(lo) || t.After(hi) {
			return true
		}
	}
	return false
}

// redrawWithin sets obj[k] to n distinct days from lo to the day
// before hi in order (a rental ends after its last performance), unless
// the span is too short or k's schema refuses them.
func (g *Generator) redrawWithin(p *objPlan, obj map[string]any, k string, n int, lo, hi time.Time) {
	days := int(hi.Sub(lo).Hours() / 24)
	if days < n {
		return
	}
	offs := g.rng.Perm(days)[:n]
	sort.Ints(offs)
	v := make([]any, n)
	for i, o := range offs {
		v[i] = lo.AddDate(0, 0, o).Format("2006-01-02")
	}
	if !g.validAt(p, k, v) {
		return
	}
	obj[k] = v
	g.unsure = true // moved after its check
}

// validAt reports whether v is valid for the parameter k of plan p (true
// when p is nil or does not name k).
func (g *Generator) validAt(p *objPlan, k string, v any) bool {
	if p == nil {
		return true
	}
	for i, name := range p.names {
		if name == k && len(p.schemas[i]) > 0 && !valid(p.schemas[i][0], v) {
			return false
		}
	}
	return true
}
