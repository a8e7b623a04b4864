package prompt

import (
	"fmt"
	"strings"

	"github.com/mcpgen/mcpgen/pkg/role"
)

// centsMoney tells whether p holds an amount of money in cents
// (quoted_price_cents, "fee in cents"): a follow-up says its value as
// money ("$62.99"), as the request did, never as "6299 cents".
func centsMoney(p Param) bool {
	return p.Role.Kind == role.Money && p.Role.Unit == "cents"
}

// centsValueSaid is value, an amount of p in cents, said as money in the
// currency p's description names ("$62.99", "€12"); ok is false when p
// is no amount in cents.
func centsValueSaid(p Param, value any) (string, bool) {
	if !centsMoney(p) {
		return "", false
	}
	if _, ok := wholeNumber(value); !ok {
		return "", false
	}
	return centsSaid(value, fmt.Sprint(value), ownCurrency(p)), true
}

// centsNoun is noun, what a person calls an amount in a minor unit,
// without the unit word its name ends in (minorUnitWords: "quoted price
// cents" → "quoted price", "amount pence" → "amount"): the amount is said
// in the currency.
func centsNoun(noun string) string {
	n := noun
	if i := strings.LastIndexByte(n, ' '); i >= 0 && minorUnitWords[n[i+1:]] {
		n = n[:i]
	}
	n = strings.TrimSuffix(n, " in")
	if n == "" {
		return "amount"
	}
	return n
}

// atLeastWith words a lower bound v on noun rest (what "min_frames_of_bees"
// names without its "min"): a count of things in the plural is said by
// the number ("with at least 37 frames of bees"), anything else as its
// noun's value ("with a rating of at least 4").
func atLeastWith(rest, bound, v string) string {
	if f := strings.Fields(rest); len(f) > 0 && pluralHead(f[0]) {
		return "with " + bound + " " + v + " " + rest
	}
	return "with " + article(rest) + " of " + bound + " " + v
}

// pluralHead tells whether w, a noun's head word, is a plural count
// ("frames", "guests", "nights"), not a word that merely ends in s
// ("status", "class", "bus").
func pluralHead(w string) bool {
	w = strings.ToLower(w)
	if len(w) < 4 || !strings.HasSuffix(w, "s") {
		return false
	}
	for _, end := range []string{"ss", "us", "is", "ics", "ous", "ws"} {
		if strings.HasSuffix(w, end) {
			return false
		}
	}
	return true
}
