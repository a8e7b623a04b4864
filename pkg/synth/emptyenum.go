package synth

import (
	"regexp"
	"strings"
)

// saidValues is ok without its blank string values ("" in ["road",
// "mountain", ""]) when another value is left: a blank is the value a
// person never names (they leave the choice out, or the schema's default
// stands for it), so a call that sets it has nothing in the request to
// ground it. ok comes back unchanged when only blanks are accepted.
func saidValues(ok []any) []any {
	var out []any
	for _, v := range ok {
		if s, isStr := v.(string); isStr && strings.TrimSpace(s) == "" {
			continue
		}
		out = append(out, v)
	}
	if len(out) == 0 || len(out) == len(ok) {
		return ok
	}
	return out
}

// choiceSaid is an enum value as a note writes it, lower case with its
// separators as spaces ("lost_baggage": "lost baggage"), except a word
// hyphened to a single letter, which is written so ("e-bike", "x-ray",
// never "e bike").
func choiceSaid(x string) string {
	l := strings.ToLower(x)
	parts := strings.Split(l, "-")
	for _, p := range parts {
		if len(p) == 1 && !strings.ContainsAny(l, " _") {
			return l
		}
	}
	return wordSpaces.Replace(l)
}

// toldValues is ok cut to the values the opening sentence of the tool's
// description about (lower case) lists, when that list names two or more
// of three or more values, nothing but values and no more items, and
// leaves some values out: "Record a late fee, damage charge or donation
// paid at the desk" records those three kinds, never the enum's fourth,
// "deposit". A list with an item no value is ("List, create, close, or
// select a browser tab" beside "new"; "Record losses (deaths, culls,
// jumped)"), one going on ("staffing..."), or values named later as a
// condition ("Setting selected or declined sends …") cut nothing. ok
// comes back unchanged otherwise.
func toldValues(ok []any, about string) []any {
	if len(ok) < 3 || about == "" {
		return ok
	}
	first := about
	if i := strings.Index(about, ". "); i >= 0 {
		first = about[:i]
	}
	var out []any
	lo, hi := len(first), 0
	for _, v := range ok {
		s, isStr := v.(string)
		if !isStr || len(s) < 3 {
			continue
		}
		if i, e := phraseAt(first, choiceSaid(s)); i >= 0 {
			out = append(out, v)
			lo, hi = min(lo, i), max(hi, e)
		}
	}
	if len(out) < 2 || len(out) == len(ok) || !onlyList(first, lo, hi, len(out)) {
		return ok
	}
	return out
}

// reListSep matches the separators between the items of a list in prose.
var reListSep = regexp.MustCompile(`\s*,\s*(?:or\s+|and\s+)?|\s+or\s+|\s+and\s+|/`)

// onlyList reports whether text[lo:hi] is a list of n items of at most
// three words each that neither opens after another item of its clause
// nor goes on past hi.
func onlyList(text string, lo, hi, n int) bool {
	items := reListSep.Split(text[lo:hi], -1)
	if len(items) != n {
		return false
	}
	for _, it := range items {
		if len(strings.Fields(it)) > 3 {
			return false
		}
	}
	before := text[:lo]
	if i := strings.LastIndexAny(before, "(:"); i >= 0 {
		before = before[i:]
	}
	after := strings.TrimSpace(text[hi:])
	return !strings.Contains(before, ",") && !reListSep.MatchString(after[:min(len(after), 4)]) &&
		!strings.HasPrefix(after, "or ") && !strings.HasPrefix(after, "and ") && !strings.HasPrefix(after, "..") && !strings.HasPrefix(after, "etc")
}

// phraseAt returns where text holds phrase as whole words, or its
// plural ("donations"), and where that ends; -1 when nowhere.
func phraseAt(text, phrase string) (int, int) {
	for from := 0; ; {
		j := strings.Index(text[from:], phrase)
		if j < 0 {
			return -1, -1
		}
		i := from + j
		from = i + 1
		end := i + len(phrase)
		if end < len(text) && text[end] == 's' {
			end++
		}
		if (i == 0 || !isWordByte(text[i-1])) && (end == len(text) || !isWordByte(text[end])) {
			return i, end
		}
	}
}

// wordSpaces spells the "_" and "-" that join the words of a name or
// value as spaces.
var wordSpaces = strings.NewReplacer("_", " ", "-", " ")

// nameJoins drops the "_", "-" and spaces that join the words of a name.
var nameJoins = strings.NewReplacer("_", "", "-", "", " ", "")
