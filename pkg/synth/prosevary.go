package synth

import (
	"math/rand"
	"strconv"
	"strings"
	"unicode"
)

// A description's example is one sentence; five records of one tool that
// all copy it read as a form letter ("limping on right hind, not weight
// bearing after feed" five times). varyProse writes another sentence of
// the same kind from the example's own words, the way a person writing
// the next note would: the other side, another small count, a time of
// day, only some of its clauses. Nothing from another trade comes in.

// varyProse returns the example ex written as another note of its kind:
// its measured amounts redrawn (varyMeasures), a side named turned to
// the other side (swapSides), a counted word to a neighbouring count, a
// time of day to another (swapWords), and its later clauses kept or
// left out (dropClauses): "limping on right hind, not weight bearing
// after feed" → "limping on left hind"; "Missing two parts from the
// case" → "Missing three parts from the case".
//
// Its draws come from a source of their own, seeded by the generator's
// seed, the example, the instance and the value's place in it, so the
// generator's other draws stay as they were.
func (g *Generator) varyProse(ex string) string {
	s := g.varyMeasures(ex)
	key := strconv.Itoa(g.n) + "/" + strconv.Itoa(g.nodes) + "\x00" + g.opts.Key + "\x00" + ex
	rng := rand.New(rand.NewSource(Seed(g.opts.Seed, key)))
	s = dropClauses(rng, s)
	if rng.Float64() < 0.5 {
		s = swapWords(s, sidePartner, func(string) string { return "" })
	}
	return swapWords(s, nil, func(w string) string { return otherCount(rng, w) })
}

// sidePartner names each side word's other side: a part on the left has
// a twin on the right, a front one a rear one.
var sidePartner = map[string]string{"left": "right", "right": "left", "front": "rear", "rear": "front",
	"upper": "lower", "lower": "upper", "inner": "outer", "outer": "inner", "top": "bottom", "bottom": "top",
	"north": "south", "south": "north", "east": "west", "west": "east", "hind": "fore", "fore": "hind",
	"morning": "afternoon", "afternoon": "evening", "evening": "morning"}

// spelledCounts are the counts a note spells out in words, two to six, so
// a neighbouring count keeps the plural noun it counts.
var spelledCounts = []string{"two", "three", "four", "five", "six"}

// otherCount returns a count word next to w ("two" → "three"), "" for a
// word that is no count of spelledCounts.
func otherCount(rng *rand.Rand, w string) string {
	for i, c := range spelledCounts {
		if c != w {
			continue
		}
		if i == 0 || i < len(spelledCounts)-1 && rng.Float64() < 0.5 {
			return spelledCounts[i+1]
		}
		return spelledCounts[i-1]
	}
	return ""
}

// notModified are the words after which a side or count word is no
// modifier of a part: "left the site", "right away", "top of load", "on
// top", "all right" stay as written.
var notModified = map[string]bool{"the": true, "a": true, "an": true, "now": true, "away": true, "after": true,
	"before": true, "here": true, "there": true, "without": true, "with": true, "in": true, "on": true, "at": true,
	"to": true, "for": true, "by": true, "from": true, "it": true, "them": true, "him": true, "her": true, "me": true,
	"us": true, "behind": true, "over": true, "out": true, "early": true, "alone": true, "open": true, "of": true,
	"and": true, "or": true, "as": true, "so": true, "up": true, "off": true, "unattended": true, "is": true, "was": true}

// swapWords replaces each lower-case word of s that modifies the next
// word (notModified) by its partner in pairs, else by what other
// returns ("" keeps it): a time of day only after "this" or "the", a
// count never after "the" (the set is known: "the four seasons"). The
// first word may be capitalised ("Left hinge" → "Right hinge") where
// the next word is not: "North Sea" is a name.
func swapWords(s string, pairs map[string]string, other func(string) string) string {
	ws := strings.Split(s, " ")
	for i, w := range ws {
		if i+1 >= len(ws) && pairs == nil || w == "" {
			continue
		}
		core := strings.TrimRight(w, ",.;:!?)")
		tail := w[len(core):]
		low := strings.ToLower(core)
		if low != core && (i > 0 || core[1:] != low[1:] || i+1 < len(ws) && ws[i+1] != strings.ToLower(ws[i+1])) {
			continue
		}
		rep := ""
		if pairs != nil {
			rep = pairs[low]
		} else {
			rep = other(low)
		}
		if rep == "" {
			continue
		}
		if pairs == nil && i > 0 && (ws[i-1] == "the" || ws[i-1] == "all") {
			continue // (a known set: "the four seasons", "all two sides")
		}
		timeOfDay := low == "morning" || low == "afternoon" || low == "evening"
		if timeOfDay {
			if i == 0 || ws[i-1] != "this" && ws[i-1] != "the" {
				continue
			}
		} else if tail != "" || i+1 >= len(ws) || notModified[strings.ToLower(strings.Trim(ws[i+1], ",.;:!?()"))] ||
			!unicode.IsLetter(rune(ws[i+1][0])) {
			continue
		}
		if low != core {
			rep = strings.ToUpper(rep[:1]) + rep[1:]
		}
		ws[i] = rep + tail
	}
	return strings.Join(ws, " ")
}

// dropClauses keeps the example's first clause and each later one (after
// ", " or "; " outside brackets) with even odds, the example's closing
// stop kept: "Ate half a bowl of porridge, declined a shower, in good
// spirits" → "Ate half a bowl of porridge, in good spirits". A first
// clause of one or two words keeps the second ("pregnant, advised not to
// fly" is never "pregnant"). A clause list of one is returned as it is.
func dropClauses(rng *rand.Rand, s string) string {
	var parts, seps []string
	depth, start := 0, 0
	for i := 0; i+1 < len(s); i++ {
		switch s[i] {
		case '(', '[':
			depth++
		case ')', ']':
			depth--
		case ',', ';':
			if depth == 0 && s[i+1] == ' ' {
				parts = append(parts, s[start:i])
				seps = append(seps, s[i:i+2])
				start = i + 2
			}
		}
	}
	if len(parts) == 0 {
		return s
	}
	parts = append(parts, s[start:])
	stop := ""
	if strings.HasSuffix(s, ".") && !strings.HasSuffix(s, "..") {
		stop = "."
		parts[len(parts)-1] = strings.TrimSuffix(parts[len(parts)-1], ".")
	}
	out := parts[0]
	for i, p := range parts[1:] {
		if rng.Float64() < 0.5 || i == 0 && len(strings.Fields(out)) < 3 {
			out += seps[i] + p
		}
	}
	return out + stop
}
