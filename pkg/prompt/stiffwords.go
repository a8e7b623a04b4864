package prompt

import (
	"slices"
	"sort"
	"strings"

	"github.com/mcpgen/mcpgen/pkg/role"
)

// boundTail splits a numeric key's words into what they bound and the
// bound when the bound is said after what ("visits remaining at least",
// "nights at most", "visits remaining min"): least tells a lower bound;
// ok is false for a key without such a tail.
func boundTail(hw []string) (what []string, least, ok bool) {
	n := len(hw)
	switch {
	case n > 2 && hw[n-2] == "at" && (hw[n-1] == "least" || hw[n-1] == "most"):
		return hw[:n-2], hw[n-1] == "least", true
	case n > 1 && (hw[n-1] == "min" || hw[n-1] == "minimum" || hw[n-1] == "gte"):
		return hw[:n-1], true, true
	case n > 1 && (hw[n-1] == "max" || hw[n-1] == "maximum" || hw[n-1] == "lte"):
		return hw[:n-1], false, true
	}
	return nil, false, false
}

// countStateWords are words a key adds after a noun to say which part of a
// count it means ("visits remaining", "seats left") that do not end in
// -ed.
var countStateWords = map[string]bool{"remaining": true, "left": true, "outstanding": true, "pending": true,
	"available": true, "due": true, "owed": true, "open": true, "free": true, "spare": true, "unused": true}

// notParticiples end in -ed but name a measure, not what happened to it.
var notParticiples = map[string]bool{"speed": true, "seed": true, "need": true, "feed": true, "breed": true,
	"hundred": true, "bed": true, "shed": true, "red": true, "bleed": true, "weed": true, "deed": true, "reed": true}

// participleWord tells whether a key's word says what happened to an
// amount ("added", "recovered", "completed") or what is left of it
// ("remaining"): the key's noun is then the amount's thing, and the
// number is said before it ("15.34 lb added", "4 visits remaining"),
// never as a noun of its own ("an added of 15.34 lb").
func participleWord(w string) bool {
	return countStateWords[w] || len(w) > 4 && strings.HasSuffix(w, "ed") && !notParticiples[w] && isWord(w)
}

// participleSaid says a number whose key is a participle, alone or after
// what it counts ("added lbs", "visits remaining", "tasks completed"),
// possibly bounded ("visits remaining at least"): "15.34 lb added", "at
// least 4 visits remaining". ok is false for other keys and for kinds
// said by their own rules (money, durations, dates, ids).
func (st *funcState) participleSaid(hl, n string, x any, k role.Kind, unit string) (argWords, bool) {
	switch k {
	case role.Count, role.Number, role.Unknown, role.Quantity:
	default:
		return argWords{}, false
	}
	hw := strings.Fields(hl)
	what, least, bound := boundTail(hw)
	if !bound {
		what = hw
	}
	if len(what) > 1 {
		if u, ok := unitAbbrevs[what[len(what)-1]]; ok {
			what, unit = what[:len(what)-1], u
		} else if w, u, ok := tailUnit(what); ok {
			what, unit = strings.Fields(w), u
		}
	}
	if len(what) == 0 || len(what) > 3 {
		return argWords{}, false
	}
	if !participleWord(what[len(what)-1]) {
		if !bound || hw[len(hw)-2] != "at" {
			return argWords{}, false
		}
		return st.boundAfterSaid(what, n, x, unit, least)
	}
	nouns := what[:len(what)-1]
	for _, w := range nouns {
		if !isWord(w) || participleWord(w) {
			return argWords{}, false
		}
	}
	if unit == "" && (!bound || len(nouns) == 0) {
		return argWords{}, false // "frames transferred": countedKeySaid's ("with 6 frames transferred"); "added 5" says of what nobody could tell
	}
	if len(nouns) > 0 && !pluralNoun(nouns[len(nouns)-1]) && unit == "" {
		return argWords{}, false // "balance remaining": an amount, not a count
	}
	thing := strings.Join(what, " ")
	if isOne(x) && len(nouns) > 0 && unit == "" {
		thing = singular(strings.Join(nouns, " ")) + " " + what[len(what)-1] // "1 visit remaining"
	}
	amount := n
	if unit != "" {
		amount += " " + unit
		if len(nouns) > 0 {
			amount += " of" // "5 lb of gas added"
		}
	}
	said := amount + " " + thing
	if !bound {
		return argWords{text: "with " + said}, true // "with 15.34 lb added"
	}
	if least {
		return argWords{text: st.turn("with at least "+said, "at least "+said, "with "+n+" or more"+strings.TrimPrefix(said, n))}, true
	}
	return argWords{text: st.turn("with at most "+said, "at most "+said, "with no more than "+said)}, true
}

// boundAfterSaid says a number whose key ends in its bound ("nights at
// most", "rating at least"): "at most 3 nights" for a count of things,
// "with a rating of at least 4" for a measure.
func (st *funcState) boundAfterSaid(what []string, n string, x any, unit string, least bool) (argWords, bool) {
	for _, w := range what {
		if !isWord(w) {
			return argWords{}, false
		}
	}
	bound, more := "at most ", "no more than "
	if least {
		bound, more = "at least ", "no less than "
	}
	thing := strings.Join(what, " ")
	if unit == "" && pluralNoun(what[len(what)-1]) {
		if isOne(x) {
			thing = singular(thing)
		}
		return argWords{text: st.turn("with "+bound+n+" "+thing, bound+n+" "+thing, "with "+more+n+" "+thing)}, true
	}
	amount := strings.TrimSpace(n + " " + unit)
	a := fixArticle("a " + thing)
	return argWords{text: st.turn("with "+a+" of "+bound+amount, "with the "+thing+" "+bound+amount)}, true
}

// caseCode tells whether an enum value is a code whose letters are part
// of it as written ("R-22", "R-410A", "B2", "ISO9001"): one token with an
// upper-case letter and a digit and nothing but letters, digits and
// hyphens or dots. Lower-cased ("r-410a") it reads as a typo.
func caseCode(x string) bool {
	upper, digit := false, false
	for _, r := range x {
		switch {
		case r >= 'A' && r <= 'Z':
			upper = true
		case r >= '0' && r <= '9':
			digit = true
		case r >= 'a' && r <= 'z', r == '-', r == '.':
		default:
			return false
		}
	}
	return upper && digit
}

// inEnumOrder returns said (the words for items, one each) in the order
// the schema's enum lists the items: a set of values reads as the scale
// or list it comes from ("A1, C1 and C2"), not in the order they were
// drawn. said is returned unchanged when an item is not in the enum.
func inEnumOrder(said, items []string, enum []any) []string {
	at := make([]int, len(items))
	for i, it := range items {
		at[i] = slices.Index(enum, any(it))
		if at[i] < 0 {
			return said
		}
	}
	idx := make([]int, len(items))
	for i := range idx {
		idx[i] = i
	}
	sort.SliceStable(idx, func(a, b int) bool { return at[idx[a]] < at[idx[b]] })
	out := make([]string, len(said))
	for i, j := range idx {
		out[i] = said[j]
	}
	return out
}

// withOnce says "with" once for the options that still each open on it
// after withGroup and shareWith, which leave them apart when one lists
// values of its own ("with crew lead Jonas Ibrahim and with movers A, B
// and C", "with the title "X", with fields 1, 2 and 3"): the ones
// without a list go first and the one with a list last, so its own "and"
// ends the group ("with crew lead Jonas Ibrahim and movers A, B and C").
// The group goes after the other options, before any act on the result
// (as withGroup's), so its own "and" never runs into the list's last
// one ("with A as the guardian and B as the player and in the U6
// division"). Two options that each
// list values, or one opening on a quote, stay apart: their lists would
// run together.
func withOnce(opts []string) []string {
	var plain []string
	list, n := "", 0
	for _, o := range opts {
		if !strings.HasPrefix(o, "with ") {
			continue
		}
		rest := o[len("with "):]
		if rest == "" || strings.ContainsAny(rest[:1], "\"`'(") {
			return opts
		}
		n++
		if listsItself(rest) {
			if list != "" {
				return opts
			}
			list = rest
			continue
		}
		plain = append(plain, rest)
	}
	if n < 2 {
		return opts
	}
	var grouped string
	switch {
	case list == "":
		grouped = "with " + joinWords(plain, "and")
	case len(plain) == 1:
		grouped = "with " + plain[0] + " and " + list
	default:
		grouped = "with " + strings.Join(plain, ", ") + ", " + list
	}
	out := make([]string, 0, len(opts)-n+1)
	for _, o := range opts {
		if grouped != "" && (outputAct(o) || ownConj(o)) {
			out, grouped = append(out, grouped), "" // before the acts (actsLast), as withGroup's
		}
		if !strings.HasPrefix(o, "with ") {
			out = append(out, o)
		}
	}
	if grouped != "" {
		out = append(out, grouped)
	}
	return out
}
