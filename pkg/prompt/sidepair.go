package prompt

import (
	"strings"
)

// sideMarks are the last words of keys that say which of two like things
// an argument belongs to: date_a/name_a against date_b/name_b, item_1
// against item_2, showA against showB.
var sideMarks = [][2]string{{"a", "b"}, {"1", "2"}}

// sideJoins are the verbs whose two things are said one "with" the other
// ("swap X with Y", "compare X with Y"); any other verb says "X and Y".
var sideJoins = map[string]bool{"swap": true, "switch": true, "exchange": true, "trade": true, "compare": true,
	"merge": true, "match": true, "pair": true, "link": true}

// sideNames are the stems of a side's key that name the thing itself:
// its value is said quoted ("Budget Review"), never after the stem.
var sideNames = map[string]bool{"name": true, "title": true, "label": true}

// pairSide is what one side of a pair says: its thing and, when set, its
// date.
type pairSide struct {
	thing string
	date  *Param
}

// sidePairs says the two sides of a pair of suffixed keys as one thing
// each: swap_rota's date_a, name_a, date_b, name_b are `"Budget Review"
// on April 1 with "Product Launch" on April 15, 2026`, never `named
// "Budget Review" named "Product Launch", a on April 1, then b on April
// 15` (the side letter said as a word). Each side holds one thing (a
// name or a value of its stem) and at most one date, and both sides set
// the same stems; else the keys are said one by one as before.
func (st *funcState) sidePairs(d *Data, in intent, paired map[string]bool) []argWords {
	for _, marks := range sideMarks {
		var sides [2]map[string]*Param
		for i := range d.Set {
			p := &d.Set[i]
			w := strings.Fields(strings.ToLower(p.Human))
			if len(w) < 2 || paired[p.Name] {
				continue
			}
			for s, m := range marks {
				if w[len(w)-1] == m {
					if sides[s] == nil {
						sides[s] = map[string]*Param{}
					}
					sides[s][strings.Join(w[:len(w)-1], " ")] = p
				}
			}
		}
		if aw, ok := st.sidePairWords(sides, in); ok {
			for _, side := range sides {
				for _, p := range side {
					paired[p.Name] = true
				}
			}
			return []argWords{aw}
		}
	}
	return nil
}

// sidePairWords says the two sides found by sidePairs; ok is false when
// they do not make a pair of like things.
func (st *funcState) sidePairWords(sides [2]map[string]*Param, in intent) (argWords, bool) {
	if len(sides[0]) == 0 || len(sides[0]) != len(sides[1]) || len(sides[0]) > 2 {
		return argWords{}, false
	}
	var said [2]pairSide
	stem := ""
	for s, side := range sides {
		for k, p := range side {
			q, ok := side2(sides, s, k)
			if !ok || isDate(*p) != isDate(*q) {
				return argWords{}, false
			}
			if isDate(*p) {
				said[s].date = p
				continue
			}
			x, ok := pval(p)
			if !ok || strings.Contains(x, "\n") || len(x) > 60 {
				return argWords{}, false
			}
			if sideNames[k] {
				x = quoteOnce(x)
			}
			said[s].thing, stem = x, k
		}
		if said[s].thing == "" {
			return argWords{}, false
		}
	}
	if said[0].date != nil {
		a, b, ok := sideDates(*said[0].date, *said[1].date)
		if !ok {
			return argWords{}, false
		}
		said[0].thing += " on " + a
		said[1].thing += " on " + b
	}
	if !sideNames[stem] && strings.Contains(said[0].thing+said[1].thing, " and ") {
		return argWords{}, false // a side of several values (a fan-out) keeps its block
	}
	if !sideNames[stem] {
		if f := strings.Fields(strings.ToLower(in.Object)); len(f) > 0 && (f[len(f)-1] == stem+"s" || f[len(f)-1] == stem) {
			// the object is the two things ("compare two desks"): the values
			// stand in its place, "compare desks D-14 and D-22"
			ref := stem + "s " + said[0].thing + " and " + said[1].thing
			return argWords{text: "for " + ref, lead: true, noun: f[len(f)-1], ref: ref}, true
		}
		if objectSays(in.Object, stem) {
			// the object names the things already ("swap two shows'
			// slots"): the values say which, "for the indie and acoustic
			// shows", never "slots show indie with show acoustic"
			return argWords{text: "for the " + said[0].thing + " and " + said[1].thing + " " + stem + "s", lead: true}, true
		}
		said[0].thing, said[1].thing = stem+" "+said[0].thing, stem+" "+said[1].thing
	}
	join := " and "
	if sideJoins[strings.ToLower(firstWord(in.Verb))] {
		join = " with "
	}
	aw := argWords{text: said[0].thing + join + said[1].thing, lead: true}
	return aw, true
}

// objectSays tells whether the object names stem's thing, in the singular
// or the plural ("two shows' slots" names the show).
func objectSays(obj, stem string) bool {
	for _, w := range strings.Fields(strings.ToLower(obj)) {
		w = strings.TrimRight(w, "'")
		if w == stem || w == stem+"s" || w == stem+"'s" {
			return true
		}
	}
	return false
}

// side2 is the other side's argument of stem k.
func side2(sides [2]map[string]*Param, s int, k string) (*Param, bool) {
	p, ok := sides[1-s][k]
	return p, ok
}

// sideDates says the dates of the two sides, the year with the second
// only when both share it; ok is false for a value that is no date.
func sideDates(a, b Param) (string, string, bool) {
	x, _ := a.Value.(string)
	y, _ := b.Value.(string)
	ta, aDay, za, okA := parseDate(x)
	tb, bDay, zb, okB := parseDate(y)
	if !okA || !okB {
		return "", "", false
	}
	same := ta.Year() == tb.Year() && za == zb
	return spokenDay(ta, aDay, !same, za), spokenDay(tb, bDay, true, zb), true
}
