package role

// perUnitRates are the prices of one small unit a rate is quoted per
// ("rate_per_word_cents", "price per mile"), in dollars: a translator's
// word is cents, not $92.
var perUnitRates = map[string][2]float64{
	"word": {0.08, 0.3}, "words": {0.08, 0.3}, "character": {0.02, 0.08}, "mile": {0.6, 3.5}, "miles": {0.6, 3.5},
	"km": {0.4, 2.2}, "kilometer": {0.4, 2.2}, "minute": {0.5, 3}, "kwh": {0.1, 0.45},
	// bulk goods: grain is a few dollars a bushel, not $265; a pound or a
	// kilo a few dollars; a hundredweight or a ton hundreds
	"bu": {3, 15}, "bushel": {3, 15}, "lb": {1, 10}, "lbs": {1, 10}, "pound": {1, 10}, "kg": {2, 20}, "kilo": {2, 20},
	"cwt": {120, 260}, "ton": {150, 450}, "tonne": {150, 450},
}

// perUnitPrice sizes money quoted per one small unit the name states
// after "per" (perUnitRates), in dollars or, for a name in cents or
// pence, in cents; false for other numbers.
func (c *ctx) perUnitPrice(r *Role) bool {
	if r.Kind != Money && !c.hasToken(moneyTokens...) || r.Kind == Percent {
		return false
	}
	for i := 0; i+1 < len(c.ts); i++ {
		if c.ts[i] != "per" {
			continue
		}
		span, ok := perUnitRates[c.ts[i+1]]
		if !ok {
			return false
		}
		r.Kind = Money
		if r.Unit == "cents" || c.hasToken("cents", "pence") {
			r.Unit, r.Typical = "cents", rng(span[0]*100, span[1]*100, 0)
		} else {
			r.Typical = rng(span[0], span[1], 2)
		}
		r.Why += "; a price per " + c.ts[i+1]
		return true
	}
	return false
}

// textCount sizes a count of a text's words ("word_count", "wordCount",
// "words"): a document to translate or summarise runs to hundreds or
// thousands of words, not 5; false for other numbers.
func (c *ctx) textCount(r *Role) bool {
	if r.Kind != Count && r.Kind != Number || !c.hasToken("word", "words") ||
		c.last != "words" && c.last != "count" || c.hasToken("per", "max", "min", "limit") {
		return false
	}
	r.Kind, r.Typical = Count, rng(300, 6000, 0)
	r.Why += "; the words of a document"
	return true
}
